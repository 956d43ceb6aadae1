var RibPanZoom = (function () {
  "use strict";
  var MIN_SCALE = 0.01, MAX_SCALE = 8;
  function clampScale(s) { return Math.max(MIN_SCALE, Math.min(MAX_SCALE, s)); }

  // The left (or top) edge that keeps `point` in the middle of a `span` wide window onto `size`
  // content units at scale `s`; content narrower than the window is centred, wider never shows past its edges.
  function edge(point, size, span, s) {
    var visible = span / s;
    if (size <= visible) return (size - visible) / 2;
    return Math.max(0, Math.min(size - visible, point - visible / 2));
  }

  // Fit: the whole content when that leaves labels at least `legible` scale; else as wide as fits but
  // never below `legible`, placed around `anchor` (the root, or the selection), the rest a drag away.
  function fit(content, viewport, legible, anchor) {
    var whole = Math.min(viewport.w / content.w, viewport.h / content.h);
    var s = whole >= legible ? Math.min(whole, 1.5) : clampScale(Math.max(legible, Math.min(viewport.w / content.w, 1.5)));
    var at = anchor || { x: content.w / 2, y: 0 };
    return { x: edge(at.x, content.w, viewport.w, s), y: edge(at.y, content.h, viewport.h, s), s: s };
  }

  // Zooms by `factor` keeping the content point under canvas point (px, py) where it is.
  function zoomAt(view, factor, px, py) {
    var s = clampScale(view.s * factor);
    var cx = view.x + px / view.s, cy = view.y + py / view.s;
    return { x: cx - px / s, y: cy - py / s, s: s };
  }

  // Moves the view by (dx, dy) canvas pixels, as a drag does.
  function panBy(view, dx, dy) { return { x: view.x - dx / view.s, y: view.y - dy / view.s, s: view.s }; }

  // Centres `box` ({x, y, w, h} in content units) at a scale where it reads (at least `legible`, at
  // least the current one, natural size when room allows), never larger than most of the canvas.
  function zoomTo(view, box, viewport, legible) {
    var room = Math.min(0.8 * viewport.w / box.w, 0.8 * viewport.h / box.h);
    var s = clampScale(Math.min(Math.max(view.s, legible, 1), room));
    return { x: box.x + box.w / 2 - viewport.w / (2 * s), y: box.y + box.h / 2 - viewport.h / (2 * s), s: s };
  }

  // Whether `box` lies wholly inside what `view` shows.
  function shows(view, box, viewport) {
    return box.x >= view.x && box.y >= view.y && box.x + box.w <= view.x + viewport.w / view.s
      && box.y + box.h <= view.y + viewport.h / view.s;
  }

  // The view as URL hash parameters (`z`, `x`, `y`, rounded), and back (null when absent or not numbers).
  function writeView(params, view) {
    params.set("z", view.s.toFixed(3));
    params.set("x", Math.round(view.x));
    params.set("y", Math.round(view.y));
  }
  function readView(params) {
    if (!params.has("z")) return null;
    var s = Number(params.get("z")), x = Number(params.get("x") || 0), y = Number(params.get("y") || 0);
    if (!isFinite(s) || s <= 0 || !isFinite(x) || !isFinite(y)) return null;
    return { x: x, y: y, s: clampScale(s) };
  }

  // Wires `options.canvas`: the wheel pans (with Ctrl or ⌘, or a pinch, it zooms), dragging pans, the
  // `zoom-in`, `zoom-out` and `zoom-fit` buttons and the + - 0 keys zoom. `options.content()` gives the
  // content's size, `options.apply(view, viewport)` shows a view, `options.changed(view)` hears of each
  // change, `options.click(event)` of a click that was no drag, `options.anchor()` where Fit looks.
  function attach(options) {
    var canvas = options.canvas, legible = options.legible;
    var view = { x: 0, y: 0, s: 1 };
    function viewport() { return { w: canvas.clientWidth || 1, h: canvas.clientHeight || 1 }; }
    function set(next) {
      view = next;
      options.apply(view, viewport());
      if (options.changed) options.changed(view);
    }
    function zoomCentre(factor) { var v = viewport(); set(zoomAt(view, factor, v.w / 2, v.h / 2)); }
    function fitNow() { set(fit(options.content(), viewport(), legible, options.anchor ? options.anchor() : null)); }
    canvas.addEventListener("wheel", function (event) {
      event.preventDefault();
      var box = canvas.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        set(zoomAt(view, Math.exp(-event.deltaY * 0.01), event.clientX - box.left, event.clientY - box.top));
      } else {
        set(panBy(view, -event.deltaX, -event.deltaY));
      }
    }, { passive: false });
    var drag = null;
    canvas.addEventListener("pointerdown", function (event) {
      drag = { x: event.clientX, y: event.clientY, view: view, moved: false };
    });
    window.addEventListener("pointermove", function (event) {
      if (!drag) return;
      var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; canvas.classList.add("dragging"); }
      if (drag.moved) set(panBy(drag.view, dx, dy));
    });
    window.addEventListener("pointerup", function (event) {
      if (!drag) return;
      var clicked = !drag.moved;
      drag = null;
      canvas.classList.remove("dragging");
      if (clicked && canvas.contains(event.target) && options.click) options.click(event);
    });
    document.getElementById("zoom-in").onclick = function () { zoomCentre(1.25); };
    document.getElementById("zoom-out").onclick = function () { zoomCentre(0.8); };
    document.getElementById("zoom-fit").onclick = fitNow;
    document.addEventListener("keydown", function (event) {
      if (event.target.tagName === "INPUT" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "+" || event.key === "=") zoomCentre(1.25);
      else if (event.key === "-") zoomCentre(0.8);
      else if (event.key === "0") fitNow();
    });
    window.addEventListener("resize", function () { options.apply(view, viewport()); });
    // Shown at once, so that boxes measured on the page (boxOf) are in this view's terms from the start.
    options.apply(view, viewport());
    return {
      view: function () { return view; },
      viewport: viewport,
      set: set,
      fit: fitNow,
      // A box of the canvas (from getBoundingClientRect) in content units.
      boxOf: function (rect) {
        var box = canvas.getBoundingClientRect();
        return { x: view.x + (rect.left - box.left) / view.s, y: view.y + (rect.top - box.top) / view.s,
                 w: rect.width / view.s, h: rect.height / view.s };
      },
      zoomTo: function (box) { set(zoomTo(view, box, viewport(), legible)); },
      shows: function (box) { return shows(view, box, viewport()); }
    };
  }

  return { fit: fit, zoomAt: zoomAt, panBy: panBy, zoomTo: zoomTo, shows: shows,
           writeView: writeView, readView: readView, attach: attach };
})();
