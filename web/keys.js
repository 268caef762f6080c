// Keyboard play and modal dialogs. This script holds no game logic: it only moves the focus and
// presses the page's own buttons, so every decision still goes through the app's handlers.
//
// - A modal dialog ([role=dialog][aria-modal=true], the topmost one not inert) takes the focus
//   when it opens, keeps it inside (Tab and Shift+Tab wrap), closes on Escape (its
//   [data-dismiss] button) and gives the focus back to where it was when it closes.
// - After each decision (the table's data-moves changes) or when a computer player has
//   finished, the focus moves to the question (#prompt-text) of the person who decides now;
//   but when that person's last decision was a tap (touch or pen) on a place of the table,
//   the focus goes to the first place of the table to choose now (web/table.js scrolls it into
//   view), so a finger or a screen reader's touch cursor is where the next decision is made.
//   A decision taken by a key or a mouse, or from a button of the prompt bar, gives the focus
//   to the question.
// - The open choices of the decision ([data-choice] buttons that are not disabled) and the
//   dice, buildings and huts' sources to pick from in the prompt bar are one tab stop (roving
//   tabindex): the arrow keys, Home and End move among them; Enter and Space choose (they are
//   buttons). The God cards of the hand that show their
//   ways of paying when pressed ([data-ways]) are tab stops of their own (the bar's Gods…
//   button takes the focus to the first). The greyed places of the table leave the
//   tab order (they say why they are closed to a pointer, and to a screen reader's cursor), so
//   that Tab from the question reaches the choices in a few presses.
// - The first time the keys are used on the table, the bar says once how they work
//   (.keys-tip, shown by html[data-keystip]) until a choice is moved to or made by the keys;
//   this device remembers it ("borabora/v1/keys-told").
// - "Since your turn" takes the focus (its heading) when it opens and closes on Escape, giving
//   the focus back to its button.
// - Shortcuts outside text fields: U undo, L log, S scores, R rules, ? keys help; Escape also
//   closes the log and the scores.
// - The review's timeline (#timeline, role "slider"): the arrow keys move one decision, Home
//   and End to the first and last, Page Up and Page Down to the stage before or after; ←, →,
//   Home and End do so wherever the focus is on the review (not in a text field or a menu)
//   (data-marks lists the steps where a stage begins); a mouse, a pen or a finger drags it.
//   It only names the step: it sets data-to on the slider and sends it a "step" event, which
//   the app's handler reads.
(function () {
  "use strict";
  var doc = document;
  window.__boraboraKeys = true;
  var FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), ' +
    'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

  function visible(el) { return !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length); }
  function byId(id) { return doc.getElementById(id); }

  // topModal is the dialog the keyboard works in, or null.
  function topModal() {
    var ds = doc.querySelectorAll('[role="dialog"][aria-modal="true"]');
    for (var i = ds.length - 1; i >= 0; i--) {
      if (!ds[i].closest("[inert]")) return ds[i];
    }
    return null;
  }

  function focusables(root) {
    return Array.prototype.filter.call(root.querySelectorAll(FOCUSABLE), function (el) {
      return visible(el) && !el.closest("[inert]");
    });
  }

  // openChoices are the choices of the current decision, in the page's order: the dice and
  // buildings to pick from, then the choices of the bar and of the table.
  function openChoices() {
    if (topModal()) return [];
    return Array.prototype.filter.call(doc.querySelectorAll("[data-choice], [data-die], [data-building], [data-hut]"), function (el) {
      return !el.disabled && el.getAttribute("aria-disabled") !== "true" && !el.closest("[inert]") && visible(el);
    });
  }

  // keyOf names an open choice for the roving tab stop across redrawings.
  function keyOf(el) {
    return el.getAttribute("data-choice") || (el.hasAttribute("data-ways") ? "ways:" + el.getAttribute("data-ways") : "") || (el.hasAttribute("data-hut") ? "hut:" + el.getAttribute("data-hut") : "") || (el.hasAttribute("data-die") ? "die:" + el.getAttribute("data-die") : "building:" + el.getAttribute("data-building"));
  }

  function focusEl(el) {
    if (!el) return false;
    el.focus({ preventScroll: true });
    if (el.scrollIntoView) el.scrollIntoView({ block: "nearest", inline: "nearest" });
    return doc.activeElement === el;
  }

  // The roving tab stop: one open choice has tabindex 0, the others -1. Elements marked
  // data-rove are ours; one that is no longer an open choice gets its own tab order back.
  var roveKey = "";
  function rove() {
    var open = openChoices();
    var stop = null;
    var active = doc.activeElement;
    open.forEach(function (el) {
      if (el === active) stop = el;
    });
    if (!stop) {
      open.forEach(function (el) {
        if (!stop && keyOf(el) === roveKey) stop = el;
      });
    }
    if (!stop) stop = open[0] || null;
    Array.prototype.forEach.call(doc.querySelectorAll("[data-rove]"), function (el) {
      if (open.indexOf(el) < 0) {
        el.removeAttribute("data-rove");
        el.removeAttribute("tabindex");
      }
    });
    open.forEach(function (el) {
      // only what changes is written (a write of the same value still notifies every
      // mutation observer of the page)
      if (!el.hasAttribute("data-rove")) el.setAttribute("data-rove", "");
      var t = el === stop ? "0" : "-1";
      if (el.getAttribute("tabindex") !== t) el.setAttribute("tabindex", t);
    });
    // greyed places out of the tab order; a place that opens again gets its own back
    Array.prototype.forEach.call(doc.querySelectorAll("[data-greyed]"), function (el) {
      if (el.getAttribute("aria-disabled") !== "true") {
        el.removeAttribute("data-greyed");
        el.removeAttribute("tabindex");
      }
    });
    Array.prototype.forEach.call(doc.querySelectorAll('.screen.table button.off[aria-disabled="true"]:not([data-greyed])'), function (el) {
      if (el.closest(".promptbar")) return;
      el.setAttribute("data-greyed", "");
      el.setAttribute("tabindex", "-1");
    });
    return open;
  }

  // Dialogs: the stack of open modals with where the focus was before each; wantFocus is the
  // id of the element the next dialog to open focuses first (the keys help of the rules).
  var stack = [], wantFocus = "";
  // opener is the button last clicked by a pointer: a dialog it opens gives the focus back to
  // it (a tap or a click does not always focus the button); pressing is true while a shortcut
  // clicks a button for the keyboard, which keeps the focus where it was.
  var opener = null, pressing = false;
  // Decisions: the last data-moves and whether the prompt was a computer's; owed is true when
  // a decision changed while a dialog was open, so the question takes the focus once it closes.
  var lastMoves = null, lastThinking = null, owed = false;
  // tapped is true when the last press was a touch or pen tap on a place of the table (an
  // open choice outside the prompt bar); a key or a mouse makes it false.
  var tapped = false;
  var timelineSeen = false;

  function inPanel(el) { return !!(el && el.closest && el.closest("#log, #scores, #since")); }

  // "Since your turn": its heading takes the focus when it opens; when it closes with the
  // focus inside, the focus goes back to its button (or the question).
  var sinceOpen = false;
  function sinceFocus() {
    var d = byId("since");
    if (d && !sinceOpen) {
      var h = d.querySelector("h2");
      if (h) {
        if (!h.hasAttribute("tabindex")) h.setAttribute("tabindex", "-1");
        h.focus({ preventScroll: true });
      }
    } else if (!d && sinceOpen && (doc.activeElement === doc.body || !doc.activeElement)) {
      var b = byId("since-open");
      if (!(b && visible(b) && focusEl(b))) promptFocus();
    }
    sinceOpen = !!d;
  }

  function settle() {
    // dialogs closed since the last look give the focus back
    var closed = false, back = null;
    while (stack.length && !stack[stack.length - 1].el.isConnected) {
      back = stack.pop();
      closed = true;
    }
    var m = topModal();
    if (m && (!stack.length || stack[stack.length - 1].el !== m)) {
      var a = opener && opener.isConnected && !m.contains(opener) ? opener : doc.activeElement;
      stack.push({ el: m, back: a, backId: a && a.id, pass: m.classList.contains("pass") });
      opener = null;
      var want = wantFocus && byId(wantFocus);
      wantFocus = "";
      if (want && m.contains(want)) {
        if (!want.hasAttribute("tabindex")) want.setAttribute("tabindex", "-1");
        want.focus({ preventScroll: true });
        want.scrollIntoView({ block: "start" });
      } else if (!m.contains(doc.activeElement)) {
        var f = focusables(m);
        var first = null;
        f.forEach(function (el) { if (!first && el.hasAttribute("autofocus")) first = el; });
        focusEl(first || f[0] || m);
      }
    } else if (closed) {
      // back to where the focus was, or into the dialog below, or to the question
      // (the person who takes the device after the pass screen starts at their question)
      var to = back.pass ? null : back.back && back.back.isConnected ? back.back : (back.backId && byId(back.backId));
      if (to === doc.body) to = null;
      if (!(to && visible(to) && !to.closest("[inert]") && focusEl(to))) {
        if (m) focusEl(focusables(m)[0] || m);
        else promptFocus();
      }
    }

    sinceFocus();
    // a review that opens takes the focus to its timeline when the button that opened it is
    // gone (the focus fell to the page)
    var tl = byId("timeline");
    if (tl && !timelineSeen && !topModal() && (!doc.activeElement || doc.activeElement === doc.body)) focusEl(tl);
    timelineSeen = !!tl;

    var table = doc.querySelector(".screen.table");
    var moves = table ? table.getAttribute("data-moves") : null;
    var q = byId("prompt-text");
    var thinking = !!(q && q.classList.contains("thinking"));
    var changed = moves !== lastMoves || thinking !== lastThinking;
    lastMoves = moves;
    lastThinking = thinking;
    var open = rove();
    if (changed && moves !== null && !thinking) owed = true;
    if (moves === null) owed = false;
    if (payable(open)) {
      owed = false;
      roveKey = "";
      open = rove();
      if (!(tapped && placeFocus(open))) promptFocus();
    }
  }

  // placeFocus gives the focus to the first open place of the table (not a button of the
  // prompt bar) that shows below the bar, else to the first one, without scrolling: web/table.js
  // brings that one into view.
  function placeFocus(open) {
    var bar = doc.querySelector(".promptbar");
    var top = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().bottom : 0;
    var places = open.filter(function (el) { return !el.closest(".promptbar") && !el.classList.contains("godplay"); });
    var el = places.filter(function (p) {
      var r = p.getBoundingClientRect();
      return r.top >= top && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
    })[0] || places[0];
    if (!el) return false;
    roveKey = keyOf(el);
    rove();
    el.focus({ preventScroll: true });
    return doc.activeElement === el;
  }

  function promptFocus() {
    var q = byId("prompt-text");
    if (q && !topModal() && !q.closest("[inert]")) {
      if (!q.hasAttribute("tabindex")) q.setAttribute("tabindex", "-1");
      focusEl(q);
    }
  }

  // payable: a focus move is owed to the question and can be made now (no dialog, no panel
  // holding the focus, open choices to decide among).
  function payable(open) {
    return owed && !topModal() && !inPanel(doc.activeElement) && open.length > 0;
  }

  var pending = false;
  // __boraboraKeysSettled tells whether this script has looked at the page since it last
  // changed and has no focus move left to make now (one it owes waits while a dialog or a
  // panel is open). Browser tests wait on it before they read the focus or press a key: the
  // focus moves one animation frame after the page changes.
  window.__boraboraKeysSettled = function () {
    var table = doc.querySelector(".screen.table");
    if (pending || lastMoves !== (table ? table.getAttribute("data-moves") : null)) return false;
    return !payable(openChoices());
  };
  function soon() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      settle();
    });
  }

  function press(id) {
    var b = byId(id);
    if (b && !b.disabled && visible(b) && !b.closest("[inert]")) {
      pressing = true;
      try {
        b.click();
      } finally {
        pressing = false;
      }
      return true;
    }
    return false;
  }

  function typing(el) {
    if (!el) return false;
    var t = el.tagName;
    return t === "INPUT" || t === "TEXTAREA" || t === "SELECT" || el.isContentEditable;
  }

  // toStep asks the page for step n (rounded, within 0..max) through element el.
  function toStep(el, n, max) {
    n = Math.max(0, Math.min(max, Math.round(n)));
    if (String(n) === el.getAttribute("data-to") && String(n) === el.getAttribute("aria-valuenow")) return;
    el.setAttribute("data-to", n);
    el.dispatchEvent(new Event("step"));
  }

  function timelineKey(el, key) {
    var now = +el.getAttribute("aria-valuenow"), max = +el.getAttribute("aria-valuemax");
    var marks = (el.getAttribute("data-marks") || "0").split(",").map(Number);
    var to = null, i;
    switch (key) {
      case "ArrowLeft": case "ArrowDown": to = now - 1; break;
      case "ArrowRight": case "ArrowUp": to = now + 1; break;
      case "Home": to = 0; break;
      case "End": to = max; break;
      case "PageUp":
        to = 0;
        for (i = 0; i < marks.length; i++) if (marks[i] < now) to = marks[i];
        break;
      case "PageDown":
        to = max;
        for (i = marks.length - 1; i >= 0; i--) if (marks[i] > now) to = marks[i];
        break;
    }
    if (to === null) return false;
    el.removeAttribute("data-to");
    toStep(el, to, max);
    return true;
  }

  // dragging the timeline: the step under the pointer, once a frame
  var drag = null;
  function dragTo(e) {
    var el = drag.el, r = el.querySelector(".tl-track").getBoundingClientRect();
    drag.x = e.clientX;
    if (drag.frame) return;
    drag.frame = requestAnimationFrame(function () {
      if (!drag) return;
      drag.frame = 0;
      var max = +el.getAttribute("aria-valuemax");
      toStep(el, (drag.x - r.left) / (r.width || 1) * max, max);
    });
  }

  function onKey(e) {
    opener = null;
    tapped = false;
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target && e.target.id === "timeline" && timelineKey(e.target, e.key)) {
      e.preventDefault();
      return;
    }
    var m = topModal();
    // the review steps with ←, →, Home and End wherever the focus is (its buttons, its text,
    // the page's body), except in a text field or a menu, or under a dialog
    var tl = byId("timeline");
    if (tl && !m && !typing(doc.activeElement) && /^(ArrowLeft|ArrowRight|Home|End)$/.test(e.key) && timelineKey(tl, e.key)) {
      e.preventDefault();
      return;
    }
    var a = doc.activeElement;
    if (m) {
      if (e.key === "Escape") {
        var d = m.querySelector("[data-dismiss]");
        if (d) {
          e.preventDefault();
          d.click();
        }
        return;
      }
      if (e.key === "Tab") {
        var f = focusables(m);
        if (!f.length) {
          e.preventDefault();
          return;
        }
        var i = f.indexOf(a);
        if (i < 0 || (!e.shiftKey && i === f.length - 1) || (e.shiftKey && i === 0)) {
          e.preventDefault();
          focusEl(e.shiftKey ? f[f.length - 1] : f[0]);
        }
        return;
      }
      // over the pass-device screen only the rules open (R, ?); other dialogs take no shortcut
      if (!m.classList.contains("pass") || typing(a)) return;
    }
    if (e.key === "Escape") {
      var p = doc.querySelector("#log [data-dismiss], #scores [data-dismiss], #since [data-dismiss]");
      if (p) {
        e.preventDefault();
        p.click();
      }
      return;
    }
    var open = openChoices();
    var at = open.indexOf(a);
    var onPrompt = a && a.id === "prompt-text";
    keysTip(e, at >= 0);
    if ((at >= 0 || onPrompt) && open.length) {
      var next = -1;
      switch (e.key) {
        case "ArrowRight": case "ArrowDown": next = at < 0 ? 0 : (at + 1) % open.length; break;
        case "ArrowLeft": case "ArrowUp": next = at < 0 ? open.length - 1 : (at - 1 + open.length) % open.length; break;
        case "Home": next = 0; break;
        case "End": next = open.length - 1; break;
      }
      if (next >= 0) {
        e.preventDefault();
        told();
        roveKey = keyOf(open[next]);
        rove();
        focusEl(open[next]);
        return;
      }
    }
    if (typing(a) || e.repeat) return;
    var done = false;
    switch (e.key) {
      case "u": case "U": done = press("undo"); break;
      case "l": case "L": done = press("open-log"); break;
      case "s": case "S": done = press("open-scores"); break;
      case "r": case "R": done = press("open-rules") || press("pass-rules") || press("final-rules"); break;
      case "?":
        wantFocus = "rules-keys";
        done = press("open-rules") || press("pass-rules") || press("final-rules");
        break;
    }
    if (done) e.preventDefault();
  }

  // keysTip shows how the keys work the first time they are used on the table (Tab, or a key
  // on a choice), unless this device was told; Enter or Space on a choice tells it.
  var TOLD = "borabora/v1/keys-told";
  function wasTold() {
    try { return localStorage.getItem(TOLD) === "1"; } catch (err) { return false; }
  }
  function told() {
    if (doc.documentElement.hasAttribute("data-keystip")) doc.documentElement.removeAttribute("data-keystip");
    try { localStorage.setItem(TOLD, "1"); } catch (err) { /* kept for this page only */ }
  }
  function keysTip(e, onChoice) {
    if (!doc.querySelector(".screen.table .keys-tip")) return;
    if (onChoice && (e.key === "Enter" || e.key === " ")) { told(); return; }
    if ((e.key === "Tab" || onChoice) && !wasTold() && !doc.documentElement.hasAttribute("data-keystip")) {
      doc.documentElement.setAttribute("data-keystip", "");
    }
  }

  function start() {
    var root = doc.body;
    new MutationObserver(soon).observe(root, {
      subtree: true, childList: true, attributes: true,
      attributeFilter: ["data-moves", "class", "disabled", "aria-disabled", "inert", "data-choice"],
    });
    doc.addEventListener("keydown", onKey);
    doc.addEventListener("click", function (e) {
      if (!pressing && e.target && e.target.closest) opener = e.target.closest("button, summary, a[href]");
    }, true);
    doc.addEventListener("pointerdown", function (e) {
      var t = e.target && e.target.closest ? e.target.closest("[data-choice]") : null;
      tapped = e.pointerType !== "mouse" && !!t && !t.closest(".promptbar");
    }, true);
    doc.addEventListener("pointerdown", function (e) {
      var el = e.target && e.target.closest ? e.target.closest("#timeline") : null;
      if (!el || e.button > 0) return;
      drag = { el: el, frame: 0 };
      if (el.setPointerCapture) el.setPointerCapture(e.pointerId);
      dragTo(e);
    });
    doc.addEventListener("pointermove", function (e) { if (drag) dragTo(e); });
    doc.addEventListener("pointerup", function (e) {
      if (!drag) return;
      var el = drag.el, r = el.querySelector(".tl-track").getBoundingClientRect(), max = +el.getAttribute("aria-valuemax");
      drag = null; // where the pointer is lifted is where the timeline stays
      toStep(el, (e.clientX - r.left) / (r.width || 1) * max, max);
    });
    doc.addEventListener("pointercancel", function () { drag = null; });
    doc.addEventListener("focusin", function (e) {
      var el = e.target;
      if (el && el.hasAttribute && el.hasAttribute("data-rove")) roveKey = keyOf(el);
    });
    soon();
  }

  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", start);
  else start();
})();
