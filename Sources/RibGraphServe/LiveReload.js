new EventSource(RIBGRAPH_EVENTS).onmessage = function () {
  var slider = document.getElementById("slider");
  if (slider && Number(slider.value) === Number(slider.max)) {
    var params = new URLSearchParams(location.hash.slice(1));
    ["seq", "z", "x", "y"].forEach(function (name) { params.delete(name); });
    history.replaceState(null, "", location.pathname + location.search + (params.toString() ? "#" + params : ""));
  }
  location.reload();
};
