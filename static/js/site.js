/* Atout on every page (a static file, as the Content-Security-Policy wants):
   - the contents of a rule page and the site's menu open by themselves on a wide screen
     (folded on a phone);
   - a form checked as it changes keeps what was entered when a check fails;
   - a service worker keeps the rule pages, « L'essentiel » and the glossary once read, so that
     they open again without a network. */
(function () {
  "use strict";

  var contents = document.getElementById("sommaire");
  if (contents && window.matchMedia("(min-width: 60rem)").matches) {
    contents.open = true;
  }
  // The site's menu is a folded « Menu » button on a phone, a row of links on a wider screen.
  var menu = document.getElementById("site-menu");
  if (menu && window.matchMedia("(min-width: 48rem)").matches) {
    menu.open = true;
  }

  // A form checked as it changes (the set composer: data-keep-on-error) keeps what was
  // entered when a check fails: the failure is said in its preview, and nothing replaces the
  // page (django-htmx's debug script would swap in the error page under DEBUG; htmx alone
  // leaves the preview as it was).
  document.querySelectorAll("[data-keep-on-error]").forEach(function (form) {
    form.addEventListener("htmx:beforeOnLoad", function (event) {
      if (event.detail.xhr.status < 400) {
        return;
      }
      event.preventDefault(); // htmx swaps nothing
      event.stopPropagation(); // nor does django-htmx's debug script
      var target = document.querySelector(form.getAttribute("data-hx-target"));
      if (target) {
        var said = document.createElement("p");
        said.className = "form-error";
        said.setAttribute("role", "alert");
        said.textContent = form.getAttribute("data-keep-on-error");
        target.replaceChildren(said);
      }
    });
  });

  if (!("serviceWorker" in navigator) || !window.isSecureContext) {
    return;
  }
  var root = document.documentElement;
  // Whether this page's own navigation went through the worker (and so is already kept): the
  // controller the worker's activation claims later does not say it.
  var servedByWorker = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var worker = registration.active;
    if (!worker) {
      return;
    }
    // What this page needs to be read again offline: itself, its style sheets, scripts and
    // card drawings, and (from a rule page) its « L'essentiel » and the glossary.
    var urls = servedByWorker ? [] : [location.pathname + location.search];
    document.querySelectorAll('link[rel="stylesheet"], script[src], link[rel="manifest"]').forEach(function (el) {
      urls.push(el.getAttribute("href") || el.getAttribute("src"));
    });
    document.querySelectorAll("svg use").forEach(function (el) {
      urls.push(el.getAttribute("href").split("#")[0]);
    });
    document.querySelectorAll("[data-keep-offline]").forEach(function (el) {
      urls.push(el.getAttribute("href"));
    });
    var channel = new MessageChannel();
    channel.port1.onmessage = function (event) {
      root.setAttribute("data-offline", event.data && event.data.kept ? "ready" : "failed");
    };
    worker.postMessage({ type: "keep", urls: Array.from(new Set(urls)) }, [channel.port2]);
  }).catch(function () {
    root.setAttribute("data-offline", "unavailable");
  });
})();
