/// The viewer page's script: replays the embedded events, pans and zooms the SVG, searches and selects
/// RIBs, and mirrors its state into `#status`'s `data-` attributes and the URL's hash.
enum ViewerScript {
    static let javaScript = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("ribgraph-data").textContent);
          var svg = document.querySelector("#canvas svg");
          var canvas = document.getElementById("canvas");
          var status = document.getElementById("status");
          var slider = document.getElementById("slider");
          var search = document.getElementById("search");
          var details = document.getElementById("details");
          var list = document.getElementById("events");
          var ribs = data.ribs, nodes = data.nodes, events = data.events, deps = data.deps;
          var current = Math.max(0, Math.min(events.length - 1, data.initial));
          // A source trace is the tree of what can be attached, not a recording: no stepping through it.
          var stepping = !data.fromSource;
          var selected = -1, query = "";

          nodes.forEach(function (node) {
            node.g = document.getElementById(node.el);
            node.edgeG = node.edge === null ? null : document.getElementById(node.edge);
            if (node.rib >= 0) ribs[node.rib].node = node;
          });
          var nodeByEl = {};
          nodes.forEach(function (node) { nodeByEl[node.el] = node; });
          // Dependency edges carry no id of their own: find each by its <title>, "provider->consumer".
          var edgeGroups = Array.prototype.slice.call(svg.querySelectorAll("g.edge.dependency"));
          deps.forEach(function (dep) {
            var index = edgeGroups.findIndex(function (g) {
              var title = g.querySelector("title");
              return title && title.textContent === dep.title;
            });
            dep.g = index >= 0 ? edgeGroups.splice(index, 1)[0] : null;
            if (dep.g) {
              dep.g.setAttribute("data-dependency", dep.dependency);
              dep.g.setAttribute("data-from", dep.from);
              dep.g.setAttribute("data-to", dep.to);
            }
          });

          events.forEach(function (event, index) {
            var item = document.createElement("li");
            var seq = document.createElement("span");
            seq.className = "seq";
            seq.textContent = event.seq;
            item.appendChild(seq);
            item.appendChild(document.createTextNode(" " + event.caption));
            item.addEventListener("click", function () { show(index); });
            list.appendChild(item);
          });

          function toggle(element, name, on) { if (element) element.classList.toggle(name, !!on); }

          function stateAt(index) {
            var attached = ribs.map(function () { return false; });
            var parentOf = ribs.map(function () { return -1; });
            for (var i = 0; i <= index && i < events.length; i++) {
              var event = events[i];
              if (event.kind === "attach") {
                event.ribs.forEach(function (rib) { attached[rib] = true; });
                parentOf[event.rib] = event.parent;
              } else {
                event.ribs.forEach(function (rib) { attached[rib] = false; parentOf[rib] = -1; });
              }
            }
            return { attached: attached, parentOf: parentOf };
          }

          function findRib(text) {
            var index = ribs.findIndex(function (rib) { return rib.id === text; });
            return index >= 0 ? index : ribs.findIndex(function (rib) { return rib.name === text; });
          }

          function render() {
            var event = events[current];
            var state = stateAt(current);
            var visible = nodes.map(function (node) {
              if (node.rib >= 0) return state.attached[node.rib];
              if (node.builds >= 0) return state.attached[node.builds] && state.parentOf[node.builds] === node.under;
              return true;
            });
            var changed = event && stepping ? event.rib : -1;
            nodes.forEach(function (node, i) {
              var shown = visible[i] || (node.rib >= 0 && node.rib === changed);
              toggle(node.g, "off", !shown);
              toggle(node.g, "on", visible[i]);
              toggle(node.g, "changed", node.rib >= 0 && node.rib === changed);
              var parentShown = node.rib < 0 || state.parentOf[node.rib] === node.under;
              toggle(node.edgeG, "off", !(shown && parentShown));
            });
            deps.forEach(function (dep) {
              var from = nodeByEl[dep.from], to = nodeByEl[dep.to];
              var on = from && to && visible[nodes.indexOf(from)] && visible[nodes.indexOf(to)];
              toggle(dep.g, "off", !on);
            });

            var needle = query.toLowerCase();
            var matches = needle === "" ? [] : ribs.filter(function (rib) {
              return rib.node && (rib.name.toLowerCase().indexOf(needle) >= 0 || rib.id.toLowerCase().indexOf(needle) >= 0);
            });
            ribs.forEach(function (rib) { if (rib.node) toggle(rib.node.g, "match", matches.indexOf(rib) >= 0); });

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
            var matching = matches.length ? " · " + matches.length + " matching “" + query + "”" : "";
            var count = document.createElement("span");
            count.className = "count";
            if (stepping) {
              status.textContent = event ? "seq " + event.seq + " · " + event.caption : "no events";
              count.textContent = attachedIds.length + " of " + ribs.length + " RIBs attached · event " + (current + 1) + " of "
                + events.length + matching;
            } else {
              status.textContent = "possible tree, from source: what can be attached, not a recording";
              count.textContent = attachedIds.length + " RIBs can be attached" + matching;
            }
            status.appendChild(count);
            status.setAttribute("data-seq", event ? event.seq : "");
            status.setAttribute("data-event", current + 1);
            status.setAttribute("data-visible", attachedIds.length);
            status.setAttribute("data-visible-ribs", JSON.stringify(attachedIds));
            status.setAttribute("data-changed", changed >= 0 ? ribs[changed].id : "");
            status.setAttribute("data-selected", chosen ? chosen.id : "");
            status.setAttribute("data-highlighted", JSON.stringify(incoming.map(function (dep) { return dep.dependency; })));
            status.setAttribute("data-providers", JSON.stringify(providerEls));
            status.setAttribute("data-matches", JSON.stringify(matches.map(function (rib) { return rib.id; })));

            slider.value = current;
            Array.prototype.forEach.call(list.children, function (item, i) { toggle(item, "current", i === current); });
            if (list.children[current]) list.children[current].scrollIntoView({ block: "nearest" });
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
            line("strong", "Requires");
            var requires = line("ul", "");
            if (!incoming.length) line("li", "no Dependency edge", requires);
            incoming.forEach(function (dep) {
              var item = line("li", dep.dependency + " ← " + (dep.components.join(", ") || nodeByEl[dep.from].el), requires);
              var properties = line("ul", "", item);
              dep.properties.forEach(function (property) { line("li", property[0] + " ← " + property[1], properties); });
            });
            line("strong", "Provides");
            var provides = line("ul", "", details);
            if (!outgoing.length) line("li", "nothing drawn", provides);
            outgoing.forEach(function (dep) {
              var consumer = nodeByEl[dep.to];
              line("li", dep.dependency + " → " + (consumer && consumer.rib >= 0 ? ribs[consumer.rib].name : dep.to), provides);
            });
          }

          function show(index) {
            if (!events.length || !stepping) return;
            current = Math.max(0, Math.min(events.length - 1, index));
            render();
          }

          var reading = false;
          function writeHash() {
            if (reading) return;
            var params = new URLSearchParams();
            if (stepping && events[current]) params.set("seq", events[current].seq);
            if (selected >= 0) params.set("select", ribs[selected].id);
            if (query) params.set("search", query);
            var hash = "#" + params.toString();
            if (location.hash !== hash) history.replaceState(null, "", hash);
          }

          function readHash() {
            var params = new URLSearchParams(location.hash.slice(1));
            if (stepping && params.has("seq")) {
              var seq = Number(params.get("seq"));
              var index = events.findIndex(function (event) { return event.seq === seq; });
              if (index >= 0) current = index;
            }
            selected = params.has("select") ? findRib(params.get("select")) : -1;
            query = params.get("search") || "";
            search.value = query;
            reading = true;
            render();
            reading = false;
          }

          // Pan and zoom: move and scale the SVG's viewBox.
          var base = svg.viewBox.baseVal;
          var home = { x: base.x, y: base.y, w: base.width, h: base.height };
          var view = { x: home.x, y: home.y, w: home.w, h: home.h };
          svg.removeAttribute("width");
          svg.removeAttribute("height");
          function applyView() { svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].join(" ")); }
          function scale() { return Math.max(view.w / (svg.clientWidth || 1), view.h / (svg.clientHeight || 1)); }
          function zoom(factor, clientX, clientY) {
            var box = svg.getBoundingClientRect();
            if (clientX === undefined) { clientX = box.left + box.width / 2; clientY = box.top + box.height / 2; }
            var point = svg.createSVGPoint();
            point.x = clientX; point.y = clientY;
            var p = point.matrixTransform(svg.getScreenCTM().inverse());
            view.x = p.x - (p.x - view.x) / factor;
            view.y = p.y - (p.y - view.y) / factor;
            view.w /= factor; view.h /= factor;
            applyView();
          }
          canvas.addEventListener("wheel", function (event) {
            event.preventDefault();
            zoom(Math.exp(-event.deltaY * 0.0015), event.clientX, event.clientY);
          }, { passive: false });
          var drag = null;
          canvas.addEventListener("pointerdown", function (event) {
            drag = { x: event.clientX, y: event.clientY, view: { x: view.x, y: view.y }, moved: false };
          });
          window.addEventListener("pointermove", function (event) {
            if (!drag) return;
            var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
            if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; canvas.classList.add("dragging"); }
            if (!drag.moved) return;
            view.x = drag.view.x - dx * scale();
            view.y = drag.view.y - dy * scale();
            applyView();
          });
          window.addEventListener("pointerup", function (event) {
            if (!drag) return;
            var clicked = !drag.moved;
            drag = null;
            canvas.classList.remove("dragging");
            if (!clicked || !canvas.contains(event.target)) return;
            var group = event.target.closest ? event.target.closest("g.node") : null;
            var node = group ? nodeByEl[group.id] : null;
            selected = node && node.rib >= 0 ? (selected === node.rib ? -1 : node.rib) : -1;
            render();
          });
          document.getElementById("zoom-in").onclick = function () { zoom(1.25); };
          document.getElementById("zoom-out").onclick = function () { zoom(0.8); };
          document.getElementById("zoom-fit").onclick = function () { view = { x: home.x, y: home.y, w: home.w, h: home.h }; applyView(); };

          document.getElementById("prev").onclick = function () { show(current - 1); };
          document.getElementById("next").onclick = function () { show(current + 1); };
          slider.addEventListener("input", function () { show(Number(slider.value)); });
          search.addEventListener("input", function () { query = search.value; render(); });
          document.addEventListener("keydown", function (event) {
            if (event.target === search || event.target === slider) return;
            if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
            if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
            if (event.key === "Escape") { selected = -1; render(); }
          });
          window.addEventListener("hashchange", readHash);
          readHash();
        })();
        """#
}
