/* « Jouer ensemble » (a static file, as the Content-Security-Policy wants): the table area
   carries the address of its push channel (data-push) and of its own view (data-refresh).
   Each message says only the table's new version; when it is newer than the one shown, the
   page fetches its own view again through htmx, as « Mettre à jour » would. A dropped
   connection is opened again after a growing pause, and the view is fetched on reconnection:
   nothing said meanwhile is lost, since the state is the server's. Without this script, or
   without WebSockets, « Mettre à jour » and every form still work.
   While open, the channel says « still here » (a heartbeat) every HEARTBEAT ms, and at once
   when the phone wakes the page: the server counts a person away after a minute without a
   sign (together/presence.py). A message {"presence": s} says who is there changes in s
   seconds (0: has changed): the page looks at the seats again then. */
(function () {
  "use strict";

  /* together.presence.HEARTBEAT_SECONDS (tests/together/test_presence.py compares them) */
  var HEARTBEAT = 25000;
  var socket = null;
  var pause = 1000;
  var address = null;
  var recheck = null;

  function beat() {
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send("ping");
    }
  }

  function refreshIn(seconds) {
    window.clearTimeout(recheck);
    recheck = window.setTimeout(refresh, seconds * 1000);
  }

  function area() {
    return document.getElementById("table-area");
  }

  function shown() {
    var el = area();
    return el ? parseInt(el.getAttribute("data-version") || "0", 10) : 0;
  }

  function refresh() {
    var el = area();
    if (!el || !window.htmx) {
      return;
    }
    var active = document.activeElement;
    if (active && el.contains(active) && active.matches("select, input[type=text]")) {
      return; // the host is choosing someone: the next message or « Mettre à jour » will do
    }
    window.htmx.ajax("GET", el.getAttribute("data-refresh"), {
      target: "#table-area",
      swap: "outerHTML",
    });
  }

  function connect(resumed) {
    var el = area();
    if (!el || !el.getAttribute("data-push") || !("WebSocket" in window)) {
      return;
    }
    address = el.getAttribute("data-push");
    var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + window.location.host + address);
    socket.addEventListener("open", function () {
      pause = 1000;
      if (resumed) {
        refresh();
      }
    });
    socket.addEventListener("message", function (event) {
      var data;
      try {
        data = JSON.parse(event.data);
      } catch (error) {
        return;
      }
      if (typeof data.version === "number" && data.version > shown()) {
        refresh();
      } else if (typeof data.presence === "number" && data.presence >= 0) {
        refreshIn(data.presence);
      }
    });
    socket.addEventListener("close", function () {
      socket = null;
      window.setTimeout(function () {
        connect(true);
      }, pause);
      pause = Math.min(pause * 2, 30000);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    connect(false);
    window.setInterval(beat, HEARTBEAT);
  });

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") {
      beat();
    }
  });

  /* The ticket in data-push may change when the view is fetched again (the host seated this
     person elsewhere): the channel follows the page. */
  document.addEventListener("htmx:afterSettle", function () {
    var el = area();
    if (el && socket && el.getAttribute("data-push") !== address) {
      socket.close();
    }
  });
})();
