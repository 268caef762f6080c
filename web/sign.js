// The device's signatures for play by links, what only the browser does (gameapp/sign.go says
// what is signed and what must be; components/browser_js.go calls this). Web Crypto's Ed25519:
//
// - bbSign.make() resolves to a new key pair, "x.d": the public key and the private key's
//   seed, base64url (the app keeps it with its saves);
// - bbSign.sign(x, d, text) resolves to the signature of the text (UTF-8), base64url;
// - bbSign.verify(list) takes [[key, text, signature], …] and resolves to one boolean each.
//
// A browser without Ed25519 rejects make and sign and answers false to every check: the app
// then sends links unsigned and refuses the signed ones it cannot check. It runs before
// app.js, so the app finds it at once.
(function (root) {
  "use strict";
  var alg = { name: "Ed25519" };
  var subtle = root.crypto && root.crypto.subtle;
  var utf8 = new TextEncoder();

  function b64(buf) {
    var b = new Uint8Array(buf), s = "";
    for (var i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function bytes(s) {
    var bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    var out = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  }
  function none() {
    return Promise.reject(new Error("no Ed25519 in this browser"));
  }

  root.bbSign = {
    make: function () {
      if (!subtle) return none();
      return subtle.generateKey(alg, true, ["sign", "verify"]).then(function (k) {
        return subtle.exportKey("jwk", k.privateKey);
      }).then(function (j) {
        return j.x + "." + j.d;
      });
    },
    sign: function (x, d, text) {
      if (!subtle) return none();
      return subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", x: x, d: d }, alg, false, ["sign"]).then(function (k) {
        return subtle.sign(alg, k, utf8.encode(text));
      }).then(b64);
    },
    verify: function (list) {
      return Promise.all(list.map(function (c) {
        if (!subtle) return false;
        return subtle.importKey("raw", bytes(c[0]), alg, false, ["verify"]).then(function (k) {
          return subtle.verify(alg, k, bytes(c[2]), utf8.encode(c[1]));
        }).catch(function () {
          return false;
        });
      }));
    }
  };
})(typeof window !== "undefined" ? window : globalThis);
