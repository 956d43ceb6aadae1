new EventSource(RIBGRAPH_EVENTS).onmessage = function () { location.reload(); };
