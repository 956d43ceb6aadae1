var RibViewer = (function () {
  "use strict";
  var EVERY = 2048;

  // The events of `data` (two integers each: child * 2 + detach, parent or -1) replayed on demand.
  // The state is three arrays over the RIBs: whether each was last attached (not detached itself),
  // its parent then and the event that attached it. A detach marks only its own RIB: a descendant
  // counts as attached when its parent does and was attached before it (a parent detached and attached
  // again since has left its old children detached), so no event costs more than one step.
  function Timeline(data) {
    this.rows = data.events;
    this.count = this.rows.length / 2;
    this.ribCount = data.ribs.length;
    this.seqFirst = data.seqFirst;
    this.seqs = data.seqs;
    this.saved = [];
    var state = this.empty();
    for (var i = 0; i < this.count; i++) {
      if (i % EVERY === 0) this.saved.push(this.copy(state));
      this.apply(state, i);
    }
  }
  Timeline.prototype.empty = function () {
    var n = this.ribCount;
    var state = { on: new Uint8Array(n), parent: new Int32Array(n), since: new Int32Array(n) };
    state.parent.fill(-1);
    state.since.fill(-1);
    return state;
  };
  Timeline.prototype.copy = function (state) {
    return { on: state.on.slice(), parent: state.parent.slice(), since: state.since.slice() };
  };
  Timeline.prototype.apply = function (state, i) {
    var code = this.rows[2 * i], child = code >> 1;
    if (code & 1) { state.on[child] = 0; state.parent[child] = -1; return; }
    state.on[child] = 1;
    state.parent[child] = this.rows[2 * i + 1];
    state.since[child] = i;
  };
  Timeline.prototype.seq = function (i) { return this.seqs ? this.seqs[i] : this.seqFirst + i; };
  Timeline.prototype.indexOfSeq = function (seq) {
    if (!this.seqs) { var i = seq - this.seqFirst; return i >= 0 && i < this.count && i === Math.floor(i) ? i : -1; }
    var low = 0, high = this.count;
    while (low < high) { var mid = (low + high) >> 1; if (this.seqs[mid] < seq) low = mid + 1; else high = mid; }
    return low < this.count && this.seqs[low] === seq ? low : -1;
  };
  Timeline.prototype.event = function (i) {
    var code = this.rows[2 * i];
    return { seq: this.seq(i), detach: (code & 1) === 1, rib: code >> 1, parent: this.rows[2 * i + 1] };
  };
  // The tree after event `index` (-1: before any): `attached[r]` and `parentOf[r]` (-1 when detached or a root).
  Timeline.prototype.stateAt = function (index) {
    var n = this.ribCount, state;
    if (index < 0 || this.count === 0) {
      state = this.empty();
    } else {
      var from = Math.floor(index / EVERY);
      state = this.copy(this.saved[from]);
      for (var i = from * EVERY; i <= index; i++) this.apply(state, i);
    }
    var attached = new Uint8Array(n), known = new Uint8Array(n), parentOf = new Int32Array(n).fill(-1);
    var path = [];
    for (var r = 0; r < n; r++) {
      var at = r;
      while (!known[at]) {
        var p = state.parent[at];
        if (!state.on[at] || p < 0 || known[p]) break;
        path.push(at);
        at = p;
      }
      // `at` is settled now or decides itself: its own flag, and its parent's if that is known.
      if (!known[at]) {
        var q = state.parent[at];
        attached[at] = state.on[at] && (q < 0 || (attached[q] && state.since[q] < state.since[at])) ? 1 : 0;
        known[at] = 1;
      }
      while (path.length) {
        var c = path.pop(), cp = state.parent[c];
        attached[c] = attached[cp] && state.since[cp] < state.since[c] ? 1 : 0;
        known[c] = 1;
      }
    }
    for (var k = 0; k < n; k++) if (attached[k]) parentOf[k] = state.parent[k];
    return { attached: attached, parentOf: parentOf };
  };

  // What event `i` says, in TraceCaption's words (the page's templates: text and name slots 0, 1).
  function caption(data, timeline, i) {
    var event = timeline.event(i);
    var template = data.captions[event.parent < 0 ? (event.detach ? "remove" : "launch") : (event.detach ? "detach" : "attach")];
    var names = [data.ribs[event.rib].name, event.parent >= 0 ? data.ribs[event.parent].name : ""];
    return template.map(function (piece) { return typeof piece === "number" ? names[piece] : piece; }).join("");
  }

  // The RIBs drawn whose name or id contains `query` (any case), in the page's order.
  function matches(ribs, drawn, query) {
    var needle = query.toLowerCase(), found = [];
    if (!needle) return found;
    ribs.forEach(function (rib, i) {
      if (drawn[i] && (rib.name.toLowerCase().indexOf(needle) >= 0 || rib.id.toLowerCase().indexOf(needle) >= 0)) found.push(i);
    });
    return found;
  }

  // The next (step 1) or previous (step -1) of `count` matches after `current` (-1: none yet), round the ends.
  function stepMatch(count, current, step) {
    if (!count) return -1;
    if (current < 0) return step > 0 ? 0 : count - 1;
    return ((current + step) % count + count) % count;
  }

  // Which rows of a list of `count` rows, `rowHeight` pixels each, a window scrolled to `top` and
  // `height` pixels tall shows, with `extra` rows either side: {first, end} (end exclusive).
  function rowsInView(top, height, rowHeight, count, extra) {
    var first = Math.max(0, Math.floor(top / rowHeight) - extra);
    return { first: first, end: Math.min(count, Math.ceil((top + height) / rowHeight) + extra) };
  }

  // The scroll position that shows row `index` in a window `height` tall: unchanged when it is in view,
  // else the row in the middle.
  function scrollFor(index, top, height, rowHeight) {
    var y = index * rowHeight;
    if (y >= top && y + rowHeight <= top + height) return top;
    return Math.max(0, y - (height - rowHeight) / 2);
  }

  return { Timeline: Timeline, caption: caption, matches: matches, stepMatch: stepMatch,
           rowsInView: rowsInView, scrollFor: scrollFor };
})();

if (typeof document !== "undefined" && document.getElementById("ribgraph-data")) (function () {
  "use strict";
  var ROW = 22;
  var data = JSON.parse(document.getElementById("ribgraph-data").textContent);
  var svg = document.querySelector("#canvas svg");
  var canvas = document.getElementById("canvas");
  var status = document.getElementById("status");
  var slider = document.getElementById("slider");
  var search = document.getElementById("search");
  var details = document.getElementById("details");
  var scroller = document.getElementById("event-scroll");
  var spacer = document.getElementById("event-spacer");
  var list = document.getElementById("events");
  var ribs = data.ribs, nodes = data.nodes, deps = data.deps;
  var timeline = new RibViewer.Timeline(data);
  var count = timeline.count;
  var current = Math.max(0, Math.min(count - 1, data.initial));
  // A source trace is the tree of what can be attached, not a recording: no stepping through it.
  var stepping = !data.fromSource;
  var selected = -1, query = "", found = [], match = -1;

  // Chromium dashes a path along its whole length, drawn or not, and fades each group in its own pass:
  // 2,000 dependency edges thousands of points long took half a minute to paint. A large picture
  // draws its edges solid and changes without fading.
  document.body.classList.toggle("large", nodes.length > 400);
  var drawn = ribs.map(function () { return false; });
  nodes.forEach(function (node, i) {
    node.index = i;
    node.g = document.getElementById(node.el);
    node.edgeG = node.edge === null ? null : document.getElementById(node.edge);
    if (node.rib >= 0) { ribs[node.rib].node = node; drawn[node.rib] = true; }
  });
  var nodeByEl = {};
  nodes.forEach(function (node) { nodeByEl[node.el] = node; });
  // Dependency edges carry no id of their own: find each by its <title>, "provider->consumer".
  var edgesByTitle = {};
  Array.prototype.forEach.call(svg.querySelectorAll("g.edge.dependency"), function (g) {
    var title = g.querySelector("title"), key = title ? title.textContent : "";
    (edgesByTitle[key] = edgesByTitle[key] || []).push(g);
  });
  deps.forEach(function (dep) {
    var groups = edgesByTitle[dep.title];
    dep.g = groups && groups.length ? groups.shift() : null;
    dep.fromNode = nodeByEl[dep.from];
    dep.toNode = nodeByEl[dep.to];
    if (dep.g) {
      dep.g.setAttribute("data-dependency", dep.dependency);
      dep.g.setAttribute("data-from", dep.from);
      dep.g.setAttribute("data-to", dep.to);
    }
  });

  // Pan and zoom: the SVG fills the canvas and shows the view through its viewBox.
  var base = svg.viewBox.baseVal;
  var home = { x: base.x, y: base.y, w: base.width, h: base.height };
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  var rootNode = nodes.length ? nodes[0] : null;
  var panZoom = RibPanZoom.attach({
    canvas: canvas,
    // Graphviz draws 14-point labels: below 0.55 they turn to specks.
    legible: 0.55,
    content: function () { return { w: home.w, h: home.h }; },
    anchor: function () {
      var target = selected >= 0 && ribs[selected].node ? ribs[selected].node : rootNode;
      if (!target || !target.g) return null;
      var box = panZoom.boxOf(target.g.getBoundingClientRect());
      return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    },
    apply: function (view, viewport) {
      svg.setAttribute("viewBox", [home.x + view.x, home.y + view.y, viewport.w / view.s, viewport.h / view.s].join(" "));
    },
    changed: function () { writeHash(); },
    click: function (event) {
      var group = event.target.closest ? event.target.closest("g.node") : null;
      var node = group ? nodeByEl[group.id] : null;
      selected = node && node.rib >= 0 ? (selected === node.rib ? -1 : node.rib) : -1;
      render();
    }
  });

  function zoomToRib(rib) {
    var node = rib >= 0 ? ribs[rib].node : null;
    if (node && node.g) panZoom.zoomTo(panZoom.boxOf(node.g.getBoundingClientRect()));
  }

  // Whether RIB `rib`'s box lies wholly in the canvas ("" when nothing is drawn for it).
  function shown(rib) {
    var node = rib >= 0 ? ribs[rib].node : null;
    return node && node.g ? String(panZoom.shows(panZoom.boxOf(node.g.getBoundingClientRect()))) : "";
  }

  function toggle(element, name, on) { if (element) element.classList.toggle(name, !!on); }

  function findRib(text) {
    var index = ribs.findIndex(function (rib) { return rib.id === text; });
    return index >= 0 ? index : ribs.findIndex(function (rib) { return rib.name === text; });
  }

  // The event list holds only the rows in sight: a million events are a million rows of height, few of DOM.
  // Chromium lays out no element much taller than 33 million pixels: past 15 million (680,000 rows) a
  // scrolled pixel moves the list more than a pixel.
  var listHeight = count * ROW, spacerHeight = Math.min(listHeight, 15000000);
  function spread() {
    var height = scroller.clientHeight || 400;
    return spacerHeight > height ? Math.max(1, (listHeight - height) / (spacerHeight - height)) : 1;
  }
  function renderRows() {
    var top = scroller.scrollTop * spread();
    var rows = RibViewer.rowsInView(top, scroller.clientHeight || 400, ROW, count, 10);
    list.style.top = (scroller.scrollTop + rows.first * ROW - top) + "px";
    list.textContent = "";
    for (var i = rows.first; i < rows.end; i++) {
      var item = document.createElement("li");
      item.setAttribute("data-index", i);
      if (i === current) item.className = "current";
      var seq = document.createElement("span");
      seq.className = "seq";
      seq.textContent = timeline.seq(i);
      item.appendChild(seq);
      item.appendChild(document.createTextNode(" " + RibViewer.caption(data, timeline, i)));
      list.appendChild(item);
    }
    status.setAttribute("data-rows", list.children.length);
  }
  spacer.style.height = spacerHeight + "px";
  scroller.addEventListener("scroll", renderRows);
  list.addEventListener("click", function (event) {
    var item = event.target.closest ? event.target.closest("li") : null;
    if (item) show(Number(item.getAttribute("data-index")));
  });

  // A source trace's graph is drawn whole: every RIB can be attached, each under every parent it has.
  var whole = { attached: new Uint8Array(ribs.length).fill(1), parentOf: new Int32Array(ribs.length).fill(-1) };

  function render() {
    var event = count ? timeline.event(current) : null;
    var state = stepping ? timeline.stateAt(count ? current : -1) : whole;
    var visible = nodes.map(function (node) {
      if (!stepping) return true;
      if (node.rib >= 0) return !!state.attached[node.rib];
      if (node.builds >= 0) return !!state.attached[node.builds] && state.parentOf[node.builds] === node.under;
      return true;
    });
    var changed = event && stepping ? event.rib : -1;
    nodes.forEach(function (node, i) {
      var shown = visible[i] || (node.rib >= 0 && node.rib === changed);
      toggle(node.g, "off", !shown);
      toggle(node.g, "on", visible[i]);
      toggle(node.g, "changed", node.rib >= 0 && node.rib === changed);
      var parentShown = !stepping || node.rib < 0 || state.parentOf[node.rib] === node.under;
      toggle(node.edgeG, "off", !(shown && parentShown));
    });
    deps.forEach(function (dep) {
      toggle(dep.g, "off", !(dep.fromNode && dep.toNode && visible[dep.fromNode.index] && visible[dep.toNode.index]));
    });

    ribs.forEach(function (rib, i) { if (rib.node) toggle(rib.node.g, "match", found.indexOf(i) >= 0); });
    ribs.forEach(function (rib, i) { if (rib.node) toggle(rib.node.g, "current-match", match >= 0 && found[match] === i); });

    var chosen = selected >= 0 ? ribs[selected] : null;
    var incoming = chosen ? deps.filter(function (dep) { return dep.to === chosen.el; }) : [];
    var outgoing = chosen ? deps.filter(function (dep) { return dep.from === chosen.el; }) : [];
    var providerEls = [];
    incoming.forEach(function (dep) {
      if (providerEls.indexOf(dep.from) < 0) providerEls.push(dep.from);
      dep.providers.forEach(function (rib) { if (providerEls.indexOf(ribs[rib].el) < 0) providerEls.push(ribs[rib].el); });
    });
    deps.forEach(function (dep) {
      toggle(dep.g, "hl", incoming.indexOf(dep) >= 0);
      toggle(dep.g, "hl-out", outgoing.indexOf(dep) >= 0);
    });
    nodes.forEach(function (node) {
      toggle(node.g, "selected", chosen && node.el === chosen.el);
      toggle(node.g, "provider", providerEls.indexOf(node.el) >= 0 && !(chosen && node.el === chosen.el));
    });
    document.body.classList.toggle("selecting", !!chosen);
    renderDetails(chosen, incoming, outgoing, state);

    var attachedIds = ribs.filter(function (rib, i) { return state.attached[i]; }).map(function (rib) { return rib.id; });
    var matching = found.length ? " · " + (match >= 0 ? "match " + (match + 1) + " of " + found.length : found.length + " matching")
      + " “" + query + "”" : (query ? " · nothing matches “" + query + "”" : "");
    var countText = document.createElement("span");
    countText.className = "count";
    if (stepping) {
      status.textContent = event ? "seq " + event.seq + " · " + RibViewer.caption(data, timeline, current) : "no events";
      countText.textContent = attachedIds.length + " of " + ribs.length + " RIBs attached · event " + (current + 1) + " of "
        + count + matching;
    } else {
      status.textContent = "possible tree, from source: what can be attached, not a recording";
      countText.textContent = attachedIds.length + " RIBs can be attached" + matching;
    }
    status.appendChild(countText);
    status.setAttribute("data-seq", event ? event.seq : "");
    status.setAttribute("data-event", current + 1);
    status.setAttribute("data-visible", attachedIds.length);
    status.setAttribute("data-visible-ribs", JSON.stringify(attachedIds));
    status.setAttribute("data-changed", changed >= 0 ? ribs[changed].id : "");
    status.setAttribute("data-selected", chosen ? chosen.id : "");
    status.setAttribute("data-highlighted", JSON.stringify(incoming.map(function (dep) { return dep.dependency; })));
    status.setAttribute("data-providers", JSON.stringify(providerEls));
    status.setAttribute("data-matches", JSON.stringify(found.map(function (rib) { return ribs[rib].id; })));
    status.setAttribute("data-match", match >= 0 ? ribs[found[match]].id : "");
    status.setAttribute("data-selected-shown", shown(selected));
    status.setAttribute("data-match-shown", match >= 0 ? shown(found[match]) : "");

    slider.value = current;
    scroller.scrollTop = RibViewer.scrollFor(current, scroller.scrollTop * spread(), scroller.clientHeight || 400, ROW) / spread();
    renderRows();
    writeHash();
  }

  function renderDetails(chosen, incoming, outgoing, state) {
    details.textContent = "";
    function line(tag, text, parent) {
      var element = document.createElement(tag);
      element.textContent = text;
      (parent || details).appendChild(element);
      return element;
    }
    if (!chosen) { line("p", "Click a RIB to see the Dependency edges it requires and who provides them.").className = "hint"; return; }
    var index = ribs.indexOf(chosen);
    var attachedWords = state.attached[index] ? " — attached" : " — not attached at this event";
    line("p", chosen.name + (chosen.name !== chosen.id ? " (" + chosen.id + ")" : "")
      + (stepping ? attachedWords : "") + (chosen.at ? " — declared in " + chosen.at : ""));
    // How each parent shows the RIB, where the trace says (a scan reads it; a recording does not).
    var shownBy = {};
    (chosen.shown || []).forEach(function (pair) { shownBy[pair[0]] = pair[1]; });
    function parentLine(parent, list) {
      line("li", ribs[parent].name + (shownBy[parent] ? " — shown: " + shownBy[parent] : ""), list);
    }
    if (!stepping) {
      line("strong", "Attached by");
      var parents = line("ul", "");
      if (!chosen.parents.length) line("li", "no parent: a root of the app", parents);
      chosen.parents.forEach(function (parent) { parentLine(parent, parents); });
    } else if (chosen.shown) {
      line("strong", "Shown by");
      var showing = line("ul", "");
      chosen.shown.forEach(function (pair) { parentLine(pair[0], showing); });
    }
    line("strong", "Requires");
    var requires = line("ul", "");
    var undrawn = chosen.undrawn || [];
    if (!incoming.length && !undrawn.length) line("li", "no Dependency edge", requires);
    incoming.concat(undrawn).forEach(function (dep) {
      var item = line("li", dep.dependency + " ← " + (dep.components.join(", ") || dep.from)
        + (undrawn.indexOf(dep) >= 0 ? " (edge not drawn: --dependencies all draws it)" : ""), requires);
      var properties = line("ul", "", item);
      dep.properties.forEach(function (property) {
        var entry = line("li", property[0] + " ← " + property[1], properties);
        if (property[2]) { var hops = line("ul", "", entry); property[2].forEach(function (hop) { line("li", "via " + hop, hops); }); }
      });
    });
    line("strong", "Provides");
    var provides = line("ul", "", details);
    if (!outgoing.length) line("li", "nothing drawn", provides);
    outgoing.forEach(function (dep) {
      var consumer = dep.toNode;
      line("li", dep.dependency + " → " + (consumer && consumer.rib >= 0 ? ribs[consumer.rib].name : dep.to), provides);
    });
  }

  function show(index) {
    if (!count || !stepping) return;
    current = Math.max(0, Math.min(count - 1, index));
    render();
  }

  function setQuery(text) {
    query = text;
    found = RibViewer.matches(ribs, drawn, query);
    match = -1;
  }

  function stepSearch(step) {
    match = RibViewer.stepMatch(found.length, match, step);
    if (match >= 0) zoomToRib(found[match]);
    render();
  }

  // The hash follows every change, a moment later: browsers refuse hundreds of history writes a second.
  var reading = false, pending = null;
  function writeHash() {
    var view = panZoom.view();
    status.setAttribute("data-view", [view.s.toFixed(3), Math.round(view.x), Math.round(view.y)].join(" "));
    if (reading) return;
    if (pending) clearTimeout(pending);
    pending = setTimeout(function () {
      pending = null;
      var params = new URLSearchParams();
      if (stepping && count) params.set("seq", timeline.seq(current));
      if (selected >= 0) params.set("select", ribs[selected].id);
      if (query) params.set("search", query);
      RibPanZoom.writeView(params, panZoom.view());
      var hash = "#" + params.toString();
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }, 150);
  }

  // The hash's view wins; without one a selected RIB, else the first search match, is brought into view.
  function readHash() {
    var params = new URLSearchParams(location.hash.slice(1));
    if (stepping && params.has("seq")) {
      var index = timeline.indexOfSeq(Number(params.get("seq")));
      if (index >= 0) current = index;
    }
    selected = params.has("select") ? findRib(params.get("select")) : -1;
    setQuery(params.get("search") || "");
    search.value = query;
    reading = true;
    var view = RibPanZoom.readView(params);
    if (view) panZoom.set(view);
    else if (selected >= 0) { panZoom.fit(); zoomToRib(selected); }
    else if (found.length) { panZoom.fit(); match = 0; zoomToRib(found[0]); }
    else panZoom.fit();
    render();
    reading = false;
  }

  document.getElementById("zoom-selection").onclick = function () { zoomToRib(selected); };
  document.getElementById("prev").onclick = function () { show(current - 1); };
  document.getElementById("next").onclick = function () { show(current + 1); };
  document.getElementById("search-prev").onclick = function () { stepSearch(-1); };
  document.getElementById("search-next").onclick = function () { stepSearch(1); };
  slider.addEventListener("input", function () { show(Number(slider.value)); });
  search.addEventListener("input", function () { setQuery(search.value); render(); });
  search.addEventListener("keydown", function (event) {
    if (event.key === "Enter") { stepSearch(event.shiftKey ? -1 : 1); event.preventDefault(); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.target === search || event.target === slider) return;
    if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
    if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
    if (event.key === "Escape") { selected = -1; render(); }
    if (event.key === "z" && !event.ctrlKey && !event.metaKey) zoomToRib(selected);
  });
  window.addEventListener("hashchange", readHash);
  readHash();
})();
