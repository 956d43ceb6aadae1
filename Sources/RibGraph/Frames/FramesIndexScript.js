(function () {
  var frames = JSON.parse(document.getElementById("frames").textContent);
  var img = document.getElementById("frame"), slider = document.getElementById("slider");
  var links = document.querySelectorAll("#events a");
  var current = 0, fitted = false, pending = null;
  var panZoom = RibPanZoom.attach({
    canvas: document.getElementById("stage"),
    // Frames are drawn with 14-point labels, about 19 pixels: below 0.45 they turn to specks.
    legible: 0.45,
    content: function () { return { w: img ? img.naturalWidth || 1 : 1, h: img ? img.naturalHeight || 1 : 1 }; },
    apply: function (view) {
      if (img) img.style.transform = "translate(" + (-view.x * view.s) + "px," + (-view.y * view.s) + "px) scale(" + view.s + ")";
    },
    changed: function () { writeHash(); }
  });
  function writeHash() {
    if (pending) clearTimeout(pending);
    pending = setTimeout(function () {
      var params = new URLSearchParams();
      RibPanZoom.writeView(params, panZoom.view());
      var hash = "#" + (current + 1) + "&" + params.toString();
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }, 150);
  }
  function show(index) {
    if (!frames.length) return;
    current = Math.max(0, Math.min(frames.length - 1, index));
    var frame = frames[current];
    img.src = frame.file;
    slider.value = current;
    document.getElementById("caption").textContent = "seq " + frame.seq + ": " + frame.caption;
    document.getElementById("position").textContent = (current + 1) + " / " + frames.length;
    links.forEach(function (link, i) { link.classList.toggle("current", i === current); });
    links[current].scrollIntoView({ block: "nearest" });
    writeHash();
  }
  // Every frame has the same size: the view is set once the first one has loaded, then kept.
  if (img) img.addEventListener("load", function () {
    if (fitted) return;
    fitted = true;
    var view = RibPanZoom.readView(new URLSearchParams(location.hash.slice(1)));
    if (view) panZoom.set(view); else panZoom.fit();
  });
  document.getElementById("prev").onclick = function () { show(current - 1); };
  document.getElementById("next").onclick = function () { show(current + 1); };
  slider.oninput = function () { show(Number(slider.value)); };
  links.forEach(function (link) {
    link.onclick = function (event) { event.preventDefault(); show(Number(link.dataset.frame)); };
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "ArrowLeft") { show(current - 1); event.preventDefault(); }
    if (event.key === "ArrowRight") { show(current + 1); event.preventDefault(); }
    if (event.key === "Home") show(0);
    if (event.key === "End") show(frames.length - 1);
  });
  show((parseInt(location.hash.slice(1), 10) || 1) - 1);
})();
