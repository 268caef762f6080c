// Play by link, what only the browser does (components/link.go draws the dialogs; this script
// holds no game logic):
//
// - a button with data-share (the link) opens the system share sheet (the Web Share API); it is
//   shown only where the browser has one (navigator.share);
// - a button with data-copy-link puts its text on the clipboard and says so in its status (the
//   element its data-status names, else #send-status) with its data-done words, or selects the
//   field its data-field names (else #send-link) and says data-fail when the clipboard refuses;
//   the save code dialog's buttons are such buttons too (components/codedialog.go);
// - a click on a field with data-select-all selects its whole text;
// - an element with data-qr gets the QR code of that text, drawn as SVG.
//
// The QR encoder is our own (ISO/IEC 18004, byte mode, versions 1 to 40): the smallest version
// that holds the text at level L, with the error correction raised to M, Q or H while the text
// still fits that version, and the mask of lowest penalty. site/qr_test.go holds it to codes
// made by libqrencode.
(function (root) {
  "use strict";

  // error correction codewords per block and number of blocks, by level (L, M, Q, H) and
  // version (index 0 unused): ISO/IEC 18004, table 9
  var ECC = [
    [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30]
  ];
  var BLOCKS = [
    [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
    [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
    [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
    [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81]
  ];
  var LEVEL_BITS = [1, 0, 3, 2]; // L, M, Q, H as the format information writes them

  // codewords of a version: the modules left by the function patterns, in bytes
  function codewords(v) {
    var n = (16 * v + 128) * v + 64;
    if (v >= 2) {
      var a = Math.floor(v / 7) + 2;
      n -= (25 * a - 10) * a - 55;
      if (v >= 7) n -= 36;
    }
    return n >> 3;
  }
  function dataCodewords(v, e) { return codewords(v) - ECC[e][v] * BLOCKS[e][v]; }

  // GF(256) over x^8 + x^4 + x^3 + x^2 + 1
  var EXP = [], LOG = [];
  for (var i = 0, x = 1; i < 255; i++) {
    EXP[i] = EXP[i + 255] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 256) x ^= 0x11d;
  }
  function mul(a, b) { return a && b ? EXP[LOG[a] + LOG[b]] : 0; }

  // the n error correction codewords of data (Reed-Solomon, generator prod (x - 2^i))
  function ecc(data, n) {
    var g = [1];
    for (var i = 0; i < n; i++) {
      var h = g.concat(0);
      for (var j = 1; j < h.length; j++) h[j] ^= mul(g[j - 1], EXP[i]);
      g = h;
    }
    var r = new Array(n).fill(0);
    data.forEach(function (b) {
      var f = b ^ r.shift();
      r.push(0);
      for (var j = 0; j < n; j++) r[j] ^= mul(g[j + 1], f);
    });
    return r;
  }

  function utf8(s) {
    var b = [];
    unescape(encodeURIComponent(s)).split("").forEach(function (c) { b.push(c.charCodeAt(0)); });
    return b;
  }

  // alignment pattern centres of a version
  function alignments(v) {
    if (v === 1) return [];
    var n = Math.floor(v / 7) + 2, size = v * 4 + 17;
    var step = v === 32 ? 26 : Math.ceil((size - 13) / (n * 2 - 2)) * 2;
    var out = [6];
    for (var p = size - 7; out.length < n; p -= step) out.splice(1, 0, p);
    return out;
  }

  var MASKS = [
    function (x, y) { return (x + y) % 2 === 0; },
    function (x, y) { return y % 2 === 0; },
    function (x) { return x % 3 === 0; },
    function (x, y) { return (x + y) % 3 === 0; },
    function (x, y) { return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0; },
    function (x, y) { return x * y % 2 + x * y % 3 === 0; },
    function (x, y) { return (x * y % 2 + x * y % 3) % 2 === 0; },
    function (x, y) { return ((x + y) % 2 + x * y % 3) % 2 === 0; }
  ];

  // encode returns the QR code of text: {version, level (0..3 for L..H), mask, size, dark:
  // rows of booleans}, or null when the text is too long for any version. opts (tests) may
  // force a version, a level and a mask.
  function encode(text, opts) {
    opts = opts || {};
    var bytes = utf8(text), v, e = 0, mask = opts.mask;
    function fits(v, e) { return 4 + (v < 10 ? 8 : 16) + 8 * bytes.length <= dataCodewords(v, e) * 8; }
    for (v = 1; v <= 40 && !fits(v, 0); v++);
    if (v > 40) return null;
    while (e < 3 && fits(v, e + 1)) e++;
    if (opts.version) {
      v = opts.version;
      e = opts.level;
      if (!fits(v, e)) return null;
    }

    // the data codewords: mode, count, bytes, terminator, padding
    var bits = [];
    function put(val, n) { for (var i = n - 1; i >= 0; i--) bits.push((val >>> i) & 1); }
    put(4, 4);
    put(bytes.length, v < 10 ? 8 : 16);
    bytes.forEach(function (b) { put(b, 8); });
    var cap = dataCodewords(v, e) * 8;
    put(0, Math.min(4, cap - bits.length));
    put(0, (8 - bits.length % 8) % 8);
    for (var pad = 0xec; bits.length < cap; pad ^= 0xec ^ 0x11) put(pad, 8);
    var data = [];
    for (var i = 0; i < bits.length; i += 8) {
      var byte = 0;
      for (var j = 0; j < 8; j++) byte = byte << 1 | bits[i + j];
      data.push(byte);
    }

    // blocks, each with its error correction, interleaved
    var nb = BLOCKS[e][v], ne = ECC[e][v], total = codewords(v);
    var short = nb - total % nb, shortLen = Math.floor(total / nb) - ne;
    var blocks = [], k = 0;
    for (i = 0; i < nb; i++) {
      var len = shortLen + (i < short ? 0 : 1);
      var d = data.slice(k, k + len);
      k += len;
      blocks.push({ d: d, e: ecc(d, ne) });
    }
    var seq = [];
    for (i = 0; i <= shortLen; i++) blocks.forEach(function (b) { if (i < b.d.length) seq.push(b.d[i]); });
    for (i = 0; i < ne; i++) blocks.forEach(function (b) { seq.push(b.e[i]); });

    // the function patterns
    var size = v * 4 + 17;
    var dark = [], fixed = [];
    for (i = 0; i < size; i++) {
      dark.push(new Array(size).fill(false));
      fixed.push(new Array(size).fill(false));
    }
    function set(x, y, on) { dark[y][x] = !!on; fixed[y][x] = true; }
    for (i = 0; i < size; i++) {
      set(6, i, i % 2 === 0);
      set(i, 6, i % 2 === 0);
    }
    [[3, 3], [size - 4, 3], [3, size - 4]].forEach(function (c) {
      for (var dy = -4; dy <= 4; dy++) {
        for (var dx = -4; dx <= 4; dx++) {
          var x = c[0] + dx, y = c[1] + dy, r = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, r !== 2 && r !== 4);
        }
      }
    });
    var al = alignments(v);
    al.forEach(function (ax, a) {
      al.forEach(function (ay, b) {
        if ((a === 0 && b === 0) || (a === 0 && b === al.length - 1) || (a === al.length - 1 && b === 0)) return;
        for (var dy = -2; dy <= 2; dy++) {
          for (var dx = -2; dx <= 2; dx++) set(ax + dx, ay + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
        }
      });
    });
    function format(m) {
      var f = LEVEL_BITS[e] << 3 | m, r = f;
      for (var i = 0; i < 10; i++) r = (r << 1) ^ ((r >>> 9) * 0x537);
      f = (f << 10 | r) ^ 0x5412;
      for (i = 0; i <= 5; i++) set(8, i, f >>> i & 1);
      set(8, 7, f >>> 6 & 1);
      set(8, 8, f >>> 7 & 1);
      set(7, 8, f >>> 8 & 1);
      for (i = 9; i < 15; i++) set(14 - i, 8, f >>> i & 1);
      for (i = 0; i < 8; i++) set(size - 1 - i, 8, f >>> i & 1);
      for (i = 8; i < 15; i++) set(8, size - 15 + i, f >>> i & 1);
      set(8, size - 8, true);
    }
    format(0);
    if (v >= 7) {
      var r = v;
      for (i = 0; i < 12; i++) r = (r << 1) ^ ((r >>> 11) * 0x1f25);
      var vb = v << 12 | r;
      for (i = 0; i < 18; i++) {
        var a = size - 11 + i % 3, b = Math.floor(i / 3);
        set(a, b, vb >>> i & 1);
        set(b, a, vb >>> i & 1);
      }
    }

    // the codewords, two columns at a time in a zigzag from the bottom right
    var n = 0;
    for (var right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (var vert = 0; vert < size; vert++) {
        for (j = 0; j < 2; j++) {
          var x = right - j, up = ((right + 1) & 2) === 0, y = up ? size - 1 - vert : vert;
          if (!fixed[y][x] && n < seq.length * 8) {
            dark[y][x] = (seq[n >> 3] >>> (7 - (n & 7)) & 1) === 1;
            n++;
          }
        }
      }
    }

    function apply(m) {
      for (var y = 0; y < size; y++) {
        for (var x = 0; x < size; x++) if (!fixed[y][x] && MASKS[m](x, y)) dark[y][x] = !dark[y][x];
      }
    }
    if (mask === undefined) {
      var best = Infinity;
      for (var m = 0; m < 8; m++) {
        apply(m);
        format(m);
        var p = penalty(dark);
        if (p < best) {
          best = p;
          mask = m;
        }
        apply(m);
      }
    }
    apply(mask);
    format(mask);
    return { version: v, level: e, mask: mask, size: size, dark: dark };
  }

  // penalty scores a masked symbol (ISO/IEC 18004, 7.8.3): runs of five or more, 2x2 blocks,
  // finder-like patterns (n:n:3n:n:n dark:light:dark:light:dark with 4n light on a side, the
  // edge counting as light), and the balance of dark and light
  function penalty(dark) {
    var size = dark.length, p = 0, i, j;
    function line(get) {
      var runs = [], colour = get(0), len = 0;
      for (var k = 0; k < size; k++) {
        if (get(k) === colour) {
          len++;
        } else {
          runs.push(len);
          colour = !colour;
          len = 1;
        }
      }
      runs.push(len);
      if (get(0)) runs.unshift(0); // runs alternate light, dark, ... from the edge
      runs.forEach(function (r) { if (r >= 5) p += r - 2; });
      for (var k = 3; k < runs.length - 2; k += 2) {
        var f = runs[k] / 3;
        if (runs[k] % 3 !== 0 || runs[k - 2] !== f || runs[k - 1] !== f || runs[k + 1] !== f || runs[k + 2] !== f) continue;
        if (k === 3 || runs[k - 3] >= 4 * f || k + 4 >= runs.length || runs[k + 3] >= 4 * f) p += 40;
      }
    }
    for (i = 0; i < size; i++) {
      line(function (k) { return dark[i][k]; });
      line(function (k) { return dark[k][i]; });
    }
    var n = 0;
    for (i = 0; i < size; i++) {
      for (j = 0; j < size; j++) {
        if (dark[i][j]) n++;
        if (i && j && dark[i][j] === dark[i - 1][j] && dark[i][j] === dark[i][j - 1] && dark[i][j] === dark[i - 1][j - 1]) p += 3;
      }
    }
    return p + Math.floor(Math.abs(n * 20 - size * size * 10) / (size * size)) * 10;
  }

  var QR = { encode: encode, penalty: penalty };
  root.borabora = root.borabora || {};
  root.borabora.qr = QR;
  if (typeof document === "undefined") return;

  var NS = "http://www.w3.org/2000/svg";
  // draw puts the QR code of el's data-qr into el as SVG, four modules of quiet zone around
  function draw(el) {
    var text = el.getAttribute("data-qr");
    if (el.getAttribute("data-drawn") === text) return;
    el.setAttribute("data-drawn", text);
    el.textContent = "";
    var q = encode(text);
    if (!q) return;
    var svg = document.createElementNS(NS, "svg"), d = "", n = q.size + 8;
    svg.setAttribute("viewBox", "0 0 " + n + " " + n);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("shape-rendering", "crispEdges");
    var bg = document.createElementNS(NS, "rect");
    bg.setAttribute("width", n);
    bg.setAttribute("height", n);
    bg.setAttribute("fill", "#fff");
    svg.appendChild(bg);
    for (var y = 0; y < q.size; y++) {
      for (var x = 0; x < q.size; x++) if (q.dark[y][x]) d += "M" + (x + 4) + " " + (y + 4) + "h1v1h-1z";
    }
    var path = document.createElementNS(NS, "path");
    path.setAttribute("d", d);
    path.setAttribute("fill", "#000");
    svg.appendChild(path);
    el.appendChild(svg);
  }

  function scan() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-qr]"), draw);
    if (navigator.share) {
      Array.prototype.forEach.call(document.querySelectorAll("button[data-share][hidden]"), function (b) { b.hidden = false; });
    }
  }

  // say writes a copy button's words (data-done, data-fail) in its status: the element named
  // by its data-status, the send dialog's #send-status otherwise
  function say(el, what) {
    var s = document.getElementById(el.getAttribute("data-status") || "send-status");
    if (s) s.textContent = el.getAttribute(what) || "";
  }

  document.addEventListener("click", function (ev) {
    var f = ev.target.closest && ev.target.closest("[data-select-all]");
    if (f && f.select) {
      f.select(); // a code's field: one click takes all of it
      return;
    }
    var b = ev.target.closest && ev.target.closest("button[data-share], button[data-copy-link]");
    if (!b) return;
    if (b.hasAttribute("data-share")) {
      if (navigator.share) navigator.share({ title: document.title, text: b.getAttribute("data-share-text") || undefined, url: b.getAttribute("data-share") }).catch(function () {});
      return;
    }
    var link = b.getAttribute("data-copy-link");
    var done = function () { say(b, "data-done"); };
    var fail = function () {
      var f = document.getElementById(b.getAttribute("data-field") || "send-link");
      if (f) {
        f.focus();
        f.select();
      }
      say(b, "data-fail");
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(link).then(done, fail);
    else fail();
  });

  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-qr", "hidden"] });
  scan();
})(typeof window !== "undefined" ? window : globalThis);
