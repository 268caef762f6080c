// The table's helpers in the page, which need nothing from the app's Go code.
//
// Explanations on the table. Every piece that explains itself carries its explanation as its
// accessible description (aria-description, or aria-describedby for a closed place, whose
// reason comes first); screen readers read it from there. This shows the same text in one
// tooltip for the pointer and the keyboard: on hover, on focus, and on touch by a long press,
// which never lets the press go on to choose the piece. The tooltip is placed next to the
// piece and kept inside the viewport. It draws nothing of its own into the app's elements.
(function () {
  "use strict";
  // shownBy says what showed the tooltip: "hover", "focus" or "press" (a long press), so that
  // only the same kind of event takes it away (a long press's tooltip stays until the next touch)
  var tip = null, shownFor = null, shownBy = "", pressTimer = 0, swallowClick = false;

  function textOf(el) {
    var ids = el.getAttribute("aria-describedby");
    if (ids) {
      var parts = [];
      ids.split(/\s+/).forEach(function (id) {
        var d = id && document.getElementById(id);
        if (d && d.textContent.trim()) parts.push(d.textContent.trim());
      });
      if (parts.length) return parts.join(" ");
    }
    return (el.getAttribute("aria-description") || "").trim();
  }

  function pieceOf(node) {
    if (!node || !node.closest) return null;
    var el = node.closest("[aria-description],[aria-describedby]");
    // the question is described by the guide's card, which is on screen already: no tooltip
    // repeats it
    if (!el || !el.closest("#root") || el.closest(".overlay .panel") || el.id === "prompt-text") return null;
    return textOf(el) ? el : null;
  }

  function show(el, by) {
    var text = textOf(el);
    if (!text) return hide();
    if (by) shownBy = by;
    if (!tip) {
      tip = document.createElement("div");
      tip.id = "tip";
      tip.className = "tip-box";
      tip.setAttribute("aria-hidden", "true"); // screen readers have it as the description
      document.body.appendChild(tip);
    }
    tip.textContent = text;
    tip.hidden = false;
    shownFor = el;
    var m = 6, vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
    tip.style.maxWidth = Math.min(300, vw - 2 * m) + "px";
    tip.style.left = "0px";
    tip.style.top = "0px";
    var r = el.getBoundingClientRect(), t = tip.getBoundingClientRect();
    var left = Math.max(m, Math.min(r.left + r.width / 2 - t.width / 2, vw - t.width - m));
    var top = r.bottom + m;
    if (top + t.height > vh - m) top = r.top - t.height - m; // no room below: above the piece
    if (top < m) top = Math.max(m, vh - t.height - m);
    tip.style.left = left + "px";
    tip.style.top = top + "px";
  }

  function hide() {
    if (tip) tip.hidden = true;
    shownFor = null;
    shownBy = "";
  }

  // a mouse press puts the tooltip away until the mouse moves again (the table a click has
  // just changed shows no tooltip under a pointer that stands still), and the button pressed,
  // which the click focuses, shows none either (after a mouse's decision web/keys.js gives the
  // focus to the question, which has none)
  var still = false, pressed = null, px = 0, py = 0;
  document.addEventListener("mouseover", function (e) {
    // a tap sends a mouseover too: on touch the explanation comes by a long press only
    if (touched || still) return;
    var el = pieceOf(e.target);
    if (el) { if (el !== shownFor) show(el, "hover"); } else if (shownBy === "hover" && !shownFor.contains(document.activeElement)) hide();
  });
  // after a touch the focus that follows a tap (web/keys.js gives it to the next place) shows
  // nothing: on touch the explanation comes by a long press
  var touched = false;
  document.addEventListener("focusin", function (e) {
    if (touched || (still && pressed && pressed.contains(e.target))) return;
    var el = pieceOf(e.target);
    if (el) show(el, "focus"); else if (shownBy !== "press") hide();
  });
  document.addEventListener("focusout", function () { setTimeout(function () { if (shownBy === "focus" && !pieceOf(document.activeElement)) hide(); }, 0); });
  document.addEventListener("keydown", function (e) { touched = false; still = false; if (e.key === "Escape") hide(); });
  // scrolling moves the piece: the tooltip follows it (once a frame), or goes with it
  var moving = false;
  window.addEventListener("scroll", function () {
    if (!shownFor || moving) return;
    moving = true;
    requestAnimationFrame(function () {
      moving = false;
      if (!shownFor) return;
      var r = shownFor.getBoundingClientRect();
      if (!document.contains(shownFor) || r.bottom < 0 || r.top > innerHeight) hide(); else show(shownFor);
    });
  }, true);

  // Touch: a long press explains the piece and is not a tap.
  var x0 = 0, y0 = 0, pressing = false;
  document.addEventListener("pointerdown", function (e) {
    clearTimeout(pressTimer);
    pressing = false;
    touched = e.pointerType !== "mouse";
    if (e.pointerType === "mouse") {
      still = true;
      pressed = e.target;
      px = e.clientX;
      py = e.clientY;
      hide();
      return;
    }
    // a new touch closes what an earlier long press showed: a tooltip never outlives its
    // press, nor shows the text of a piece that has changed since
    hide();
    var el = pieceOf(e.target);
    if (!el) return;
    x0 = e.clientX; y0 = e.clientY; pressing = true;
    pressTimer = setTimeout(function () { swallowClick = true; show(el, "press"); }, 450);
  }, true);
  function release() { clearTimeout(pressTimer); setTimeout(function () { pressing = false; }, 0); }
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
  document.addEventListener("pointermove", function (e) {
    if (e.pointerType === "mouse") touched = false;
    if (still && e.pointerType === "mouse" && Math.abs(e.clientX - px) + Math.abs(e.clientY - py) > 3) still = false;
    if (pressing && Math.abs(e.clientX - x0) + Math.abs(e.clientY - y0) > 12) release();
  }, true);
  document.addEventListener("contextmenu", function (e) {
    if ((pressing || swallowClick) && pieceOf(e.target)) e.preventDefault();
  }, true);
  document.addEventListener("click", function (e) {
    if (swallowClick) {
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    }
  }, true);

  // Following the game: when a new decision opens for a person (the prompt changes and places
  // on the table can be chosen), the first of those places is scrolled into view unless one
  // already shows, below the prompt bar when that bar stays on top (the phone layout).
  // Smooth unless the reader asked for reduced motion.
  var lastPrompt = null, queued = false;
  function follow() {
    queued = false;
    var p = document.getElementById("prompt-text");
    var now = p ? p.textContent + "|" + document.querySelectorAll("[data-choice]").length : null;
    var card = document.getElementById("guide-card");
    if (now && card) now += "|" + card.textContent;
    if (now === lastPrompt) return;
    lastPrompt = now;
    if (!p || document.querySelector(".overlay, .screen.pass")) return;
    var bar = document.querySelector(".promptbar");
    var top = 0;
    if (bar && getComputedStyle(bar).position === "sticky") top = bar.getBoundingClientRect().bottom;
    var calm = window.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches;
    // the guide's or the Hint's card sits just after the area of the place to choose: it comes
    // into view at the bottom of the screen, with the area above it
    if (card) {
      var c = card.getBoundingClientRect();
      if (c.top < top || c.bottom > innerHeight) {
        card.style.scrollMarginTop = Math.round(top + 4) + "px";
        card.scrollIntoView({ block: "nearest", behavior: calm ? "auto" : "smooth" });
      }
      return;
    }
    var places = Array.prototype.filter.call(document.querySelectorAll("[data-choice]"), function (e) {
      return !e.closest(".promptbar") && !e.classList.contains("godplay") && e.getClientRects().length;
    });
    if (!places.length) return;
    var seen = places.some(function (e) {
      var r = e.getBoundingClientRect();
      return r.top >= top && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    });
    if (seen) return;
    var el = places[0];
    // below the prompt bar when it stays on top, however tall its question makes it
    if (top) el.style.scrollMarginTop = Math.round(top + 8) + "px";
    el.scrollIntoView({ block: top ? "start" : "center", inline: "nearest", behavior: calm ? "auto" : "smooth" });
    document.documentElement.setAttribute("data-followed", el.getAttribute("data-choice"));
  }
  // a tooltip follows its piece's text as the table changes, and goes when the piece goes
  function refreshTip() {
    if (!shownFor || !tip || tip.hidden) return;
    if (!document.contains(shownFor)) hide();
    else if (textOf(shownFor) !== tip.textContent) show(shownFor);
  }
  new MutationObserver(function () {
    if (!queued) { queued = true; requestAnimationFrame(function () { refreshTip(); follow(); }); }
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });

  // The guide's or the Hint's card names the place it suggests (data-suggest, a data-choice
  // key): that place is marked with the class "suggest" while the card shows, and after the
  // card is closed until the player decides (#guide-ring, hidden, names it then).
  // is reports whether place e offers choice key: its own (data-choice), or one of the ways of
  // paying that its God card opens (data-ways)
  function is(e, key) {
    return e.getAttribute("data-choice") === key || (" " + (e.getAttribute("data-ways") || "") + " ").indexOf(" " + key + " ") >= 0;
  }
  function markSuggest() {
    var card = document.getElementById("guide-card") || document.getElementById("guide-ring");
    var key = card ? card.getAttribute("data-suggest") : "";
    document.querySelectorAll(".suggest").forEach(function (e) {
      if (!is(e, key) || !card) e.classList.remove("suggest");
    });
    if (!key) return;
    document.querySelectorAll("[data-choice], [data-ways]").forEach(function (e) {
      if (is(e, key) && !e.closest("#guide-card") && !e.classList.contains("suggest")) e.classList.add("suggest");
    });
  }
  // Try another move names the best move and the move played (#tryp's data-best and
  // data-played, data-choice keys): those places on the review's table carry data-best and
  // data-played, drawn as marks of their own (app.css); the step's words say them.
  function markTry() {
    var tp = document.getElementById("tryp");
    ["best", "played"].forEach(function (k) {
      var key = tp ? tp.getAttribute("data-" + k) : "";
      document.querySelectorAll("[data-" + k + "]").forEach(function (e) {
        if (e !== tp && !is(e, key)) e.removeAttribute("data-" + k);
      });
      if (!key) return;
      document.querySelectorAll("[data-choice], [data-ways]").forEach(function (e) {
        if (is(e, key) && !e.closest("#tryp") && e.getAttribute("data-" + k) !== "1") e.setAttribute("data-" + k, "1");
      });
    });
  }
  new MutationObserver(function () { markSuggest(); markTry(); godWays(); }).observe(document.documentElement,
    { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "data-suggest", "data-choice", "data-ways", "data-best", "data-played"] });

  // The ways of paying for a God, beside its card (#god-ways, components/boardparts.go): the
  // focus goes to the first way when they open and back to the card when they close; Escape,
  // or a press anywhere else, closes them. The bar's short button (data-jump) takes the focus to
  // the first God that may be played.
  var waysOf = null; // the God whose ways show, as the page last saw them
  function godWays() {
    var w = document.getElementById("god-ways"), god = w ? w.parentNode.querySelector("[data-god]") : null;
    var now = god ? god.getAttribute("data-god") : null;
    if (now === waysOf) return;
    var was = waysOf;
    waysOf = now;
    if (w) {
      // kept inside the page's width: shifted left as far as it would stick out on the right
      var r = w.getBoundingClientRect(), over = r.right - (document.documentElement.clientWidth - 8);
      if (over > 0) w.style.left = -Math.min(over, Math.max(0, r.left - 8)) + "px";
      var first = w.querySelector("button");
      if (first) first.focus();
    } else if (was !== null && (!document.activeElement || document.activeElement === document.body)) {
      var card = document.querySelector('.godplay[data-god="' + was + '"]');
      if (card) card.focus();
    }
  }
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && e.target && e.target.closest && e.target.closest("#god-ways")) {
      var c = document.getElementById("god-ways-close");
      if (c) { e.preventDefault(); c.click(); }
    }
  });
  document.addEventListener("pointerdown", function (e) {
    var t = e.target && e.target.closest ? e.target : null;
    if (!t) return;
    var c = document.getElementById("god-ways-close");
    if (c && !t.closest(".godwrap")) c.click();
  }, true);
  document.addEventListener("click", function (e) {
    var b = e.target && e.target.closest ? e.target.closest("[data-jump]") : null;
    if (!b) return;
    var to = document.querySelector(b.getAttribute("data-jump"));
    if (!to) return;
    to.scrollIntoView({ block: "center", behavior: "auto" });
    to.focus();
  });

  // Motion: what a decision put on the table moves in (a die, a priest, a person tile, a
  // material, a jewel) and a score that changes pops with the points gained, in 200-400 ms,
  // never in the way of the next click (nothing waits for it). Off with
  // prefers-reduced-motion, and with the table option (the "motion-opt" checkbox of the
  // Players dialog, kept on this device). Only small changes move: a new screen or a game
  // opened moves nothing.
  var MOTION_KEY = "borabora/v1/motion";
  function motionOn() {
    if (window.matchMedia && matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
    try { return localStorage.getItem(MOTION_KEY) !== "off"; } catch (e) { return true; }
  }
  var PIECES = ".pdie, .tspace svg, .pspace .ptile, .dpos .ptile, .myjewels .jewel, .cer.filled, .bld, .hcard, .scell svg";
  var MOTION_MS = 300; // no motion takes longer
  function move(el) {
    if (!el.animate) return;
    el.animate([{ transform: "translateY(-14px) scale(.6)", opacity: 0 }, { transform: "none", opacity: 1 }],
      { duration: 280, easing: "cubic-bezier(.2,.8,.3,1.2)", id: "bb-motion" });
  }
  // fly moves el in from the point from (viewport coordinates): a computer's or another
  // device's decision shows where its piece came from (the display, the old space of a track,
  // else the player's chip in the header) and where it goes
  function fly(el, from) {
    if (!el.animate) return;
    var r = el.getBoundingClientRect();
    if (!from || !r.width) return move(el);
    var dx = Math.round(from.x - (r.left + r.width / 2)), dy = Math.round(from.y - (r.top + r.height / 2));
    if (Math.abs(dx) + Math.abs(dy) < 6) return move(el);
    el.animate([{ transform: "translate(" + dx + "px, " + dy + "px) scale(.75)", opacity: 0.7 }, { transform: "none", opacity: 1 }],
      { duration: MOTION_MS, easing: "cubic-bezier(.3,.7,.4,1)", id: "bb-flight" });
  }
  // kindOf sorts a piece for the flights: a piece taken away and a piece of the same kind put
  // down in one change are one piece moved
  function kindOf(el) {
    if (el.matches(".ptile")) return "person";
    if (el.matches(".scell svg")) return "marker";
    if (el.matches(".tspace svg")) return "priest";
    if (el.matches(".pdie")) return "die";
    return el.className && el.className.baseVal !== undefined ? "svg" : String(el.className).split(" ")[0];
  }
  function centre(el) {
    var r = el && el.getBoundingClientRect ? el.getBoundingClientRect() : null;
    return r && r.width ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  }
  // a click or a key skips the motion under way: it ends at once
  function skip() {
    if (!document.getAnimations) return;
    document.getAnimations().forEach(function (a) {
      if ((a.id === "bb-flight" || a.id === "bb-motion") && a.playState === "running") a.finish();
    });
  }
  document.addEventListener("pointerdown", skip, true);
  document.addEventListener("keydown", skip, true);
  // mover is who decided last, as the page showed it after its last change: the chip of the
  // deciding seat (where a piece comes from) and whether a person of this device decides
  var mover = null;
  // the cards of the hand shown: a card drawn anew when a decision only makes it playable, or
  // no longer, is not a card gained (only more cards move in)
  var handCards = 0;
  // (the chip's place is read only when a piece flies: reading it at every change of the page
  // would make the browser lay the page out at once, in the way of the next click)
  function moverNow() {
    var chip = document.querySelector(".topbar .chip.active"), q = document.getElementById("prompt-text");
    return { chip: chip, person: !!(q && !q.classList.contains("thinking") && !document.getElementById("send-open")) };
  }
  function gained(el, from, to) {
    if (!el.animate) return;
    el.animate([{ transform: "scale(1.35)" }, { transform: "none" }], { duration: MOTION_MS, easing: "ease-out", id: "bb-motion" });
    var r = el.getBoundingClientRect();
    if (!r.width || to <= from) return;
    var b = document.createElement("div");
    b.className = "vp-gain";
    b.setAttribute("aria-hidden", "true");
    b.textContent = "+" + (to - from);
    b.style.left = Math.round(r.left + r.width / 2) + "px";
    b.style.top = Math.round(r.top) + "px";
    document.body.appendChild(b);
    var a = b.animate([{ transform: "translate(-50%, 0)", opacity: 1 }, { transform: "translate(-50%, -26px)", opacity: 0 }],
      { duration: MOTION_MS, easing: "ease-out", id: "bb-motion" });
    a.onfinish = function () { b.remove(); };
  }
  var tableSeen = false;
  new MutationObserver(function (records) {
    var table = document.querySelector(".screen.table");
    var was = tableSeen;
    tableSeen = !!table;
    // nothing moves under the pass-device screen (the table is inert then), nor in a review
    // (a step is not a decision made now: its points are not gained now)
    var by = mover, cards = handCards;
    mover = table ? moverNow() : null;
    handCards = document.querySelectorAll(".hand.shown .hcard").length;
    if (!was || !table || table.hasAttribute("inert") || table.id === "review" || !motionOn()) return;
    var news = [], scores = [], gone = [];
    records.forEach(function (m) {
      var t = m.target.nodeType === 1 ? m.target : m.target.parentElement;
      if (!t || !table.contains(t)) return;
      if (m.type === "childList") {
        m.addedNodes.forEach(function (n) {
          if (n.nodeType !== 1) return;
          if (n.matches(PIECES)) news.push(n);
          n.querySelectorAll && n.querySelectorAll(PIECES).forEach(function (x) { news.push(x); });
        });
        // where a piece was taken from: the place it left (still on the page; read only when
        // a piece flies)
        m.removedNodes.forEach(function (n) {
          if (n.nodeType !== 1 || !n.matches) return;
          var p = n.matches(PIECES) ? n : n.querySelector && n.querySelector(PIECES);
          if (p) gone.push({ kind: kindOf(p), at: t });
        });
      } else if (m.type === "attributes" && t.matches(".cer.filled") && !(m.oldValue || "").includes("filled")) {
        news.push(t);
      }
      var vp = t.closest(".chip .vp, .bvp");
      if (vp && scores.indexOf(vp) < 0) scores.push(vp);
    });
    if (handCards <= cards) news = news.filter(function (n) { return !n.matches(".hcard"); });
    if (news.length && news.length <= 8) {
      news.forEach(function (n) {
        if (!by || by.person) return move(n); // one's own move: it just lands
        var k = kindOf(n), i = -1;
        gone.forEach(function (g, j) { if (i < 0 && g.kind === k) i = j; });
        fly(n, centre(i >= 0 ? gone.splice(i, 1)[0].at : by.chip) || centre(by.chip));
      });
    }
    scores.forEach(function (el) {
      var now = parseInt(el.textContent, 10), before = parseInt(el.getAttribute("data-was") || "", 10);
      el.setAttribute("data-was", now);
      if (!isNaN(before) && now !== before) gained(el, before, now);
    });
  }).observe(document.documentElement, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["class"], attributeOldValue: true });

  // the table option
  function syncOption() {
    var box = document.getElementById("motion-opt");
    if (box && !box.dataset.bound) {
      box.dataset.bound = "1";
      var off = false;
      try { off = localStorage.getItem(MOTION_KEY) === "off"; } catch (e) {}
      box.checked = !off;
      box.addEventListener("change", function () {
        try { localStorage.setItem(MOTION_KEY, box.checked ? "on" : "off"); } catch (e) {}
      });
    }
  }
  new MutationObserver(syncOption).observe(document.documentElement, { subtree: true, childList: true });
})();

// The review's score graph (components/graph.go): #graph carries the values, the points with
// their names and the words as JSON (data-graph) and the step shown (data-now). This draws the
// legend, the scale, the lines (SVG), the rounds' marks, the points (buttons with each seat's
// marker at its height, named with where they are and every seat's points there) and the
// cursor; a click on a point, or on the plot, sends the graph a "step" event with the step in
// data-to, which the app's handler reads. It draws again only when the data change, so a
// point keeps the focus; the cursor follows data-now.
(function () {
  "use strict";
  var drawn = null, shown = "", size = { w: 1, n: 0 };
  // The page's Content-Security-Policy refuses style attributes in markup: an element drawn as
  // markup (the graph here, the review's timeline by the app) says where it goes in data-left,
  // data-top or data-width, and this sets its style.
  function place(root) {
    var els = root.querySelectorAll("[data-left], [data-top], [data-width]");
    for (var i = -1; i < els.length; i++) {
      var e = i < 0 ? root : els[i];
      if (!e.dataset) continue;
      if (e.dataset.left) e.style.left = e.dataset.left;
      if (e.dataset.top) e.style.top = e.dataset.top;
      if (e.dataset.width) e.style.width = e.dataset.width;
    }
  }
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }
  function at(x, w) { return (100 * x / w).toFixed(2) + "%"; }
  function draw(el, d) {
    var w = d.W, top = d.Top, n = d.N;
    var y = function (v) { return (100 - v * 100 / top).toFixed(1); };
    var xOf = function (i) { return i <= n ? i : n + (i - n) * d.Gap; };
    var svg = '<svg class="gsvg" viewBox="0 0 ' + w + ' 100" preserveAspectRatio="none" aria-hidden="true">';
    var ys = "", xs = "", lg = "", pts = "";
    if (w > n) svg += '<rect class="gfin" x="' + n + '" y="0" width="' + (w - n) + '" height="100"/>';
    for (var t = 0; t <= top; t += top / 4) {
      svg += '<path class="ggrid" d="M0 ' + y(t) + "H" + w + '"/>';
      ys += '<span class="gy" data-top="' + y(t) + '%">' + t + (d.Unit || "") + "</span>";
    }
    (d.Rounds || []).forEach(function (r) {
      svg += '<path class="gmark" d="M' + r.X + ' 0V100"/>';
      xs += '<span class="gx" data-left="' + at(r.X, w) + '">' + esc(r.T) + "</span>";
    });
    d.Seats.forEach(function (s) {
      var v = s.Vals, p = "M0 " + y(v[0]);
      for (var i = 1; i < v.length; i++) if (v[i] !== v[i - 1]) p += "H" + xOf(i) + "V" + y(v[i]);
      var line = '" stroke="' + s.Colour + '" stroke-dasharray="' + s.Dash + '"/>';
      svg += '<path class="gline" d="' + p + "H" + xOf(v.length - 1) + line;
      lg += "<li>" + s.Mark + '<svg width="28" height="8" aria-hidden="true"><path d="M0 4H28" stroke-width="3' + line +
        '</svg><span class="nm">' + esc(s.Name) + "</span></li>";
    });
    (d.Points || []).forEach(function (pt) {
      var m = "";
      d.Seats.forEach(function (s) { m += '<span class="gm" data-top="' + y(s.Vals[pt.I]) + '%">' + s.Mark + "</span>"; });
      pts += '<button type="button" class="gpt" data-left="' + at(xOf(pt.I), w) + '" data-to="' + pt.X + '" aria-label="' +
        esc(pt.T) + '" title="' + esc(pt.T) + '">' + m + "</button>";
    });
    el.innerHTML = '<ul class="glegend">' + lg + '</ul><div class="gbox"><div class="gys" aria-hidden="true">' + ys +
      '</div><div class="gplot">' + svg + '</svg><div class="gcur"></div><div class="gpts">' + pts +
      '</div></div><div class="gxs" aria-hidden="true">' + xs + "</div></div>";
    place(el);
  }
  function sync() {
    var el = document.getElementById("graph");
    if (!el) { drawn = null; return; }
    var data = el.getAttribute("data-graph") || "";
    if (el !== drawn || data !== shown) {
      var d;
      try { d = JSON.parse(data); } catch (e) { return; }
      drawn = el;
      shown = data;
      size = { w: Math.max(d.W, 1), n: d.N };
      draw(el, d);
    }
    var cur = el.querySelector(".gcur"), left = at(+el.getAttribute("data-now"), size.w);
    if (cur && cur.style.left !== left) cur.style.left = left;
  }

  // The coach of a finished game's review (components/coach.go). The app puts on #review the
  // game's key for web/coach.js (data-coach), and while they are open
  // #coach (data-w: the words, KEYS in order, each with 901, 902 and 903 where its values go)
  // holding #tryp (Try another move: data-c, the index of the choice made, the seat's name and
  // each legal choice's words, one a line) and #coachp (data-at: the key, the decisions to
  // grade, whether to start, the engine code; data-g: the score graph's data; data-f: the
  // coach's figures, coach.FiguresOf). This counts the decisions of each game that are graded
  // (bbCoach.kept, then the "bbcoach" events, whose lines the app reads too:
  // components/coach.go) for the progress, starts and stops the workers, draws Try another
  // move's buttons (data-try, the app grades the choice) and the coach's panel from the app's
  // figures: the progress with Stop and Go on, each seat's accuracy and counts, the key
  // moments (buttons with data-to) and each seat's chance to win (docs/bots.md, "Grades").
  // The timeline's marks at the inaccuracies, mistakes and blunders are the app's own.
  var KEYS = ("coach.try coach.trybody coach.played coach.back review.coach coach.grading coach.progress coach.done coach.error " +
    "coach.stop coach.resume coach.acc coach.acchelp coach.whose coach.people coach.everyone coach.counts coach.key coach.moment coach.none coach.lost graph.win " +
    "coach.winpct graph.point graph.last round.of list.sep grade.1 grade.2 grade.3 grade.4 grade.5 grade.6 coach.luck coach.luckhelp " +
    "coach.luckround coach.luckgame coach.luckchoices coach.tenths").split(" ");
  var SYM = ["", "✓", "", "?!", "?", "??", "≈"];
  var games = {}, wsize = { w: 1, n: 0 }, panel = null, panelKey = "";
  function game(key) {
    var c = games[key];
    if (!c) {
      c = games[key] = { vs: {}, n: 0, ls: {}, l: 0, state: "", total: 0, auto: false };
      try { take(c, window.bbCoach.kept(key)); } catch (e) { /* no coach here */ }
    }
    return c;
  }
  // take counts the decisions that verdict lines (coach.Encode: the step first, nine fields)
  // grade, and the rolls that luck lines weigh (coach.EncodeLuck: "L" round "." seat, then the
  // points), each once.
  function take(c, text) {
    String(text || "").split("\n").forEach(function (l) {
      var f = l.trim().split(/\s+/), s = Number(f[0]);
      if (f.length === 2 && /^L[1-6]\.[0-3]$/.test(f[0]) && !c.ls[f[0]]) {
        c.ls[f[0]] = true;
        c.l++;
        return;
      }
      if (f.length !== 9 || !(s >= 0) || c.vs[s]) return;
      c.vs[s] = true;
      c.n++;
    });
  }
  // coachKey is the review's game key for web/coach.js ("" without a coach)
  function coachKey() {
    var r = document.getElementById("review");
    return r ? r.getAttribute("data-coach") || "" : "";
  }
  function fill(t, a, b, c) {
    var args = [a, b, c];
    return String(t).replace(/90([123])/g, function (m, i) { return args[i - 1]; });
  }
  function words(el) {
    var w = {}, ws = (el.getAttribute("data-w") || "").split("\n");
    KEYS.forEach(function (k, i) { w[k] = ws[i] || ""; });
    return w;
  }
  function btn(id, data, text, cls) {
    return '<button type="button" class="btn ghost' + (cls ? " " + cls : "") + '" id="' + id + '" ' + data + ">" + esc(text) + "</button>";
  }
  // set and attr change the DOM only where it differs (this runs on every change of it); a
  // button that had the focus hands it to the one drawn in its place
  function set(el, html) {
    if (!el || el.bbHTML === html) return;
    var f = el.contains(document.activeElement);
    el.innerHTML = el.bbHTML = html;
    place(el);
    if (f && el.querySelector("button")) el.querySelector("button").focus();
  }
  function attr(el, k, v) { if (el.getAttribute(k) !== String(v)) el.setAttribute(k, v); }
  function start(key, code) {
    var c = game(key);
    c.state = "error";
    try { window.bbCoach.start(key, code); c.state = "running"; } catch (e) { /* no workers */ }
  }
  function stop(key) {
    var c = game(key);
    try { window.bbCoach.stop(key); } catch (e) { /* no workers */ }
    if (c.state === "running") c.state = "stopped";
  }
  function coachClick(e) {
    var b = e.target && e.target.closest ? e.target.closest("#coach-stop, #coach-go, #review-coach") : null;
    if (!b || !panel && b.id !== "review-coach") return;
    if (b.id === "review-coach") {
      var k = coachKey();
      if (k) game(k).auto = false; // opened again: the panel starts the grading again
      return;
    }
    var at = panel.getAttribute("data-at").split(" ");
    if (b.id === "coach-stop") stop(at[0]); else start(at[0], at[3]);
    drawPanel();
  }
  function drawTry(el) {
    if (el.firstChild) return;
    var w = words(el.closest("#coach")), c = (el.getAttribute("data-c") || "").split("\n"), h = "";
    c.slice(2).forEach(function (t, i) {
      h += "<li>" + btn("try-" + i, 'data-try="' + i + '"', String(i) === c[0] ? fill(w["coach.played"], t) : t) + "</li>";
    });
    el.innerHTML = '<h2 id="try-title">' + esc(w["coach.try"]) + "</h2><p>" + esc(fill(w["coach.trybody"], c[1])) +
      '</p><ul class="tries">' + h + '</ul><p class="try-res" aria-hidden="true"></p>' + btn("try-close", 'data-act="tryno"', w["coach.back"]);
  }
  // tryRes repeats the grade of the move tried (the step's last words, #rv-step) under the
  // moves, where a phone shows it (review.css): there the step's words are a scroll away.
  // Screen readers hear them once, from the step's words.
  function tryRes(el) {
    var r = el.querySelector(".try-res"), g = document.querySelector("#rv-step .rv-grade");
    if (!r) return;
    var t = g ? g.textContent : "", cls = "try-res" + (g ? " " + g.className.replace("rv-grade", "").trim() : "");
    if (r.textContent !== t) r.textContent = t;
    if (r.className !== cls) r.className = cls;
  }
  // Try another move on the board: the verdict appears beside the place picked, where the
  // player looked (#try-pop, under the place, or over it near the page's foot), for as long as
  // that try's verdict stands. Screen readers hear the verdict once, from the step's words.
  var pick = null; // the place last picked on the table while Try another move is open
  document.addEventListener("click", function (e) {
    var el = e.target && e.target.closest ? e.target.closest("#review [data-choice]") : null;
    if (!el || !document.getElementById("tryp")) return;
    var r = el.getBoundingClientRect(), g = document.querySelector("#rv-step .rv-grade");
    // the verdict shown before this pick is not this pick's
    pick = { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height, text: null, before: g ? g.textContent : "" };
  }, true);
  // the next press or key after the verdict shows puts it away (the step's words keep it)
  function popAway(e) {
    var pop = document.getElementById("try-pop");
    if (!pop || (e.type === "keydown" && /^(Shift|Control|Alt|Meta)$/.test(e.key))) return;
    pop.remove();
    if (pick) pick.gone = true;
  }
  document.addEventListener("pointerdown", popAway, true);
  document.addEventListener("keydown", popAway, true);
  function tryPop() {
    var pop = document.getElementById("try-pop"), g = document.querySelector("#tryp") && document.querySelector("#rv-step .rv-grade");
    if (!g || !pick) {
      if (pop) pop.remove();
      if (!document.getElementById("tryp")) pick = null;
      return;
    }
    var t = g.textContent;
    if (pick.text === null) {
      if (t === pick.before) return; // not graded yet
      pick.text = t; // the first new verdict after the pick is that try's
    }
    if (t !== pick.text) {
      if (pop) pop.remove();
      pick = null;
      return;
    }
    if (pick.gone) return;
    if (!pop) {
      pop = document.createElement("p");
      pop.id = "try-pop";
      pop.setAttribute("aria-hidden", "true");
      document.body.appendChild(pop);
    }
    var cls = "try-pop " + g.className.replace("rv-grade", "").trim();
    if (pop.textContent !== t) pop.textContent = t;
    if (pop.className !== cls) pop.className = cls;
    var width = Math.min(320, document.documentElement.clientWidth - 16);
    var left = Math.max(8, Math.min(pick.x + pick.w / 2 - width / 2, window.scrollX + document.documentElement.clientWidth - width - 8));
    var below = pick.y + pick.h + 8, h = pop.offsetHeight || 40;
    var top = below + h > document.documentElement.scrollHeight - 8 ? Math.max(8, pick.y - h - 8) : below;
    pop.style.width = width + "px";
    pop.style.left = left + "px";
    pop.style.top = top + "px";
  }
  // whoSelect is the menu of whose key moments the panel lists: the people of this device
  // together (one of them alone: that seat), each seat, everyone; it starts on the people.
  function whoSelect(w, d, f, picked) {
    var h = f.H || [], o = "";
    if (h.length > 1) o += '<option value="p">' + esc(w["coach.people"]) + "</option>";
    d.Seats.forEach(function (s, p) { o += '<option value="' + p + '">' + esc(s.Name) + "</option>"; });
    o += '<option value="a">' + esc(w["coach.everyone"]) + "</option>";
    var def = h.length > 1 ? "p" : h.length === 1 ? String(h[0]) : "a";
    // the panel is drawn anew when the figures change (a verdict or a roll's luck came): the
    // reader's own pick stays
    var now = picked && o.indexOf('value="' + picked + '"') >= 0 ? picked : def;
    return '<p class="cwho"><label for="coach-who">' + esc(w["coach.whose"]) + '</label> <select id="coach-who" data-default="' + def + '">' +
      o.replace('value="' + now + '"', 'value="' + now + '" selected') + "</select></p>";
  }
  function drawPanel() {
    var el = panel;
    if (!el) return;
    var w = words(el.closest("#coach")), at0 = el.getAttribute("data-at").split(" "), key = at0[0], c = game(key);
    var d, f;
    try { d = JSON.parse(el.getAttribute("data-g")); f = JSON.parse(el.getAttribute("data-f")); } catch (e) { return; }
    var total = +at0[1] || c.total, done = Math.min(c.n, total), rolls = +at0[4] || 0;
    if (done >= total && c.l >= rolls && c.state !== "error") c.state = "done";
    if (!el.firstChild) {
      el.innerHTML = '<h2 id="coach-title">' + esc(w["review.coach"]) + '</h2><div class="cprog"><div id="coach-bar" class="cbar" role="progressbar" aria-label="' +
        esc(w["coach.grading"]) + '" aria-valuemin="0"><div class="cfill"></div></div><span class="cnum"></span><span class="cbtn"></span></div>' +
        '<ul class="cseats"></ul><p class="muted chelp">' + esc(w["coach.acchelp"]) + "</p><h3>" + esc(w["coach.key"]) + "</h3>" +
        whoSelect(w, d, f, c.who) + '<ol class="km"></ol>' +
        "<h3>" + esc(w["graph.win"]) + '</h3><section id="wgraph" class="graph" aria-label="' + esc(w["graph.win"]) + '"></section>' +
        '<h3 id="luck-title">' + esc(w["coach.luck"]) + '</h3><p class="muted chelp" id="luck-help">' + esc(w["coach.luckhelp"]) + '</p><div class="cluck"></div>';
    }
    var prog = fill(w["coach.progress"], done, total), bar = el.querySelector("#coach-bar");
    attr(bar, "aria-valuemax", total);
    attr(bar, "aria-valuenow", done);
    attr(bar, "aria-valuetext", prog);
    bar.firstChild.style.width = at(done, Math.max(total, 1));
    var st = c.state, shown = st === "done" ? fill(w["coach.done"], total) : st === "error" ? w["coach.error"] : prog;
    var cn = el.querySelector(".cnum");
    if (cn.textContent !== shown) cn.textContent = shown;
    set(el.querySelector(".cbtn"), st === "done" ? "" : st === "running" ? btn("coach-stop", "", w["coach.stop"]) : btn("coach-go", "", w["coach.resume"]));
    // the figures are the app's (data-f: coach.FiguresOf): each seat's accuracy and counts,
    // the key moments, each seat's chance to win along the game; this puts them in words
    var h = "";
    d.Seats.forEach(function (s, p) {
      var a = f.A[p], k = f.C[p] || [0, 0, 0];
      h += '<li id="coach-seat-' + p + '">' + s.Mark + '<span class="nm">' + esc(s.Name) + '</span><span class="acc" title="' + esc(w["coach.acchelp"]) + '">' +
        esc(fill(w["coach.acc"], a >= 0 ? a + "%" : "—")) + "</span><span>" + esc(fill(w["coach.counts"], k[0], k[1], k[2])) + "</span></li>";
    });
    set(el.querySelector(".cseats"), h);
    h = "";
    // whose key moments: the people of this device first (f.H, f.P), a seat's own (f.S), or
    // the game's (f.M); the app worked out each list (coach.Figures)
    var who = (el.querySelector("#coach-who") || {}).value || "a";
    var ms = who === "p" ? f.P : who === "a" ? f.M : (f.S || [])[+who] || [];
    ms.forEach(function (m) {
      var t = fill(w["coach.lost"], SYM[m[2]] + " " + w["grade." + m[2]], m[3], m[4]);
      h += "<li>" + btn("km-" + (m[0] + 1), 'data-to="' + (m[0] + 1) + '"', fill(w["coach.moment"], (d.Seats[m[1]] || {}).Name, m[0] + 1, t), "g" + m[2]) + "</li>";
    });
    set(el.querySelector(".km"), h || '<li class="muted">' + esc(w["coach.none"]) + "</li>");
    // the luck meter (f.L: each seat's luck in each round, then over the game, in tenths of a
    // point, null while not weighed; f.G: the points its choices gave up), signed in words as
    // well as by number, never by colour alone
    var tenths = function (t) {
      if (t === null || t === undefined) return "…";
      var a = Math.abs(t);
      return (t > 0 ? "+" : t < 0 ? "\u2212" : "") + fill(w["coach.tenths"], Math.floor(a / 10), a % 10);
    };
    h = '<table class="luck" aria-labelledby="luck-title" aria-describedby="luck-help"><thead><tr><td></td>';
    for (var r = 1; r <= 6; r++) {
      h += '<th scope="col" title="' + esc(fill(w["coach.luckround"], r)) + '"><span aria-hidden="true">' + r +
        '</span><span class="sr-only">' + esc(fill(w["coach.luckround"], r)) + "</span></th>";
    }
    h += '<th scope="col">' + esc(w["coach.luckgame"]) + '</th><th scope="col">' + esc(w["coach.luckchoices"]) + "</th></tr></thead><tbody>";
    d.Seats.forEach(function (s, p) {
      var row = (f.L || [])[p] || [], lost = (f.G || [])[p] || 0;
      h += '<tr id="luck-' + p + '"><th scope="row">' + s.Mark + '<span class="nm">' + esc(s.Name) + "</span></th>";
      for (var i = 0; i <= 6; i++) {
        var t = row[i];
        h += "<td" + (t === null || t === undefined ? "" : ' data-t="' + t + '"') + (i === 6 ? ' class="lg"' : "") + ">" + esc(tenths(t)) + "</td>";
      }
      h += '<td data-g="' + lost + '">' + esc(lost > 0 ? "\u2212" + lost : "0") + "</td></tr>";
    });
    set(el.querySelector(".cluck"), h + "</tbody></table>");
    var seats = d.Seats.map(function (s, p) {
      return { Name: s.Name, Colour: s.Colour, Dash: s.Dash, Mark: s.Mark, Vals: f.W[p] || [] };
    });
    var pts = (d.Rounds || []).map(function (r, i) { return { X: r.X, T: fill(w["round.of"], i + 1, d.Rounds.length) }; });
    pts.push({ X: d.N, T: w["graph.last"] });
    pts = pts.map(function (q) {
      var ws = seats.map(function (s) { return fill(w["coach.winpct"], s.Name, s.Vals[q.X]); });
      return { I: q.X, X: q.X, T: fill(w["graph.point"], q.T, ws.join(w["list.sep"])) };
    });
    var wd = { N: d.N, W: Math.max(d.N, 1), Gap: 1, Top: 100, Unit: "%", Seats: seats, Rounds: d.Rounds, Points: pts };
    var wg = el.querySelector("#wgraph"), js = JSON.stringify(wd);
    if (wg.getAttribute("data-drawn") !== js) {
      wg.setAttribute("data-drawn", js);
      wsize = { w: wd.W, n: wd.N };
      draw(wg, wd);
    }
    var cur = wg.querySelector(".gcur"), tl = document.getElementById("timeline");
    var left = at(+(tl && tl.getAttribute("aria-valuenow")), wsize.w);
    if (cur && cur.style.left !== left) cur.style.left = left;
  }
  function coach() {
    var key = coachKey();
    var el = document.getElementById("coachp"), tp = document.getElementById("tryp");
    if (tp) {
      drawTry(tp);
      tryRes(tp);
    }
    tryPop();
    if (panelKey && (!el || el.getAttribute("data-at").split(" ")[0] !== panelKey) && game(panelKey).state === "running") stop(panelKey);
    panel = el;
    panelKey = el ? el.getAttribute("data-at").split(" ")[0] : "";
    if (el) {
      var at0 = el.getAttribute("data-at").split(" "), c = game(panelKey);
      // opened from its button, the panel grades what is missing; a game whose decisions are
      // all graded (by a build before the luck meter) has its rolls weighed at once, which is
      // quick
      var rolls = +at0[4] || 0, all = c.n >= +at0[1];
      if ((at0[2] === "true" || all) && !c.auto && c.state !== "running" && (!all || c.l < rolls)) {
        c.auto = true;
        start(panelKey, at0[3]);
      }
      drawPanel();
    }
  }
  document.addEventListener("bbcoach", function (e) {
    var d = e.detail || {}, c = game(String(d.key));
    take(c, d.lines);
    if (d.total > 0) c.total = d.total;
    if (d.state) c.state = d.state === "done" && c.n < c.total ? "stopped" : d.state;
    // the app takes the same event's lines itself (components/coach.go, coachLinesCame)
    if (coachKey() === String(d.key)) coach();
  });
  // the menu of whose key moments: the list is drawn again for the seats chosen
  document.addEventListener("change", function (e) {
    if (!e.target || e.target.id !== "coach-who") return;
    if (panelKey) game(panelKey).who = e.target.value;
    drawPanel();
  });
  document.addEventListener("click", function (e) {
    var el = e.target && e.target.closest ? e.target.closest("#graph, #wgraph") : null;
    if (!el) return coachClick(e);
    var pt = e.target.closest(".gpt"), plot = e.target.closest(".gplot"), to, sz = el.id === "graph" ? size : wsize;
    if (pt) to = pt.getAttribute("data-to");
    else if (plot) {
      var r = plot.getBoundingClientRect();
      to = Math.round(Math.max(0, Math.min(sz.n, (e.clientX - r.left) / (r.width || 1) * sz.w)));
    } else return;
    el.setAttribute("data-to", to);
    // the score graph sends its own "step" event; the coach's graph lies in the review's
    // header, whose clicks the app reads: a click on the graph itself takes the step there
    if (el.id === "graph") el.dispatchEvent(new Event("step"));
    else if (!pt) el.click();
  });
  new MutationObserver(function (records) {
    records.forEach(function (m) {
      m.addedNodes.forEach(function (n) { if (n.nodeType === 1 && n.closest("#review")) place(n); });
    });
    sync();
    coach();
  }).observe(document.documentElement,
    { subtree: true, childList: true, attributes: true, attributeFilter: ["data-graph", "data-now", "aria-valuenow", "data-f"] });
})();
