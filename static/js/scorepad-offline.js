/* Carnet de marque without a network: a line noted while the phone is offline is kept in this
   browser (localStorage), shown above the sheet as waiting, and sent when the network returns.

   - Each line waiting carries the sheet's version it was noted on (the page's, plus one per line
     waiting before it), so the server's version check still refuses a line written over
     someone else's change: such a line is kept and shown, with « Renvoyer » (send it again on
     the sheet as it is now) and « Abandonner » (asks first, and can be brought back until the
     page is left).
   - Lines are sent one at a time, in the order they were noted; once one is refused, the lines
     after it wait for the scorer too (they were noted after it).
   - A line sent is stored once: the server answers a stored line with a redirect to the sheet;
     a line sent twice carries a version that is no longer the sheet's and is refused.
   The words come from the page (#pad-pending's data-* and its <template>), in its language. */
(function () {
  "use strict";

  var box = document.getElementById("pad-pending");
  var entry = document.getElementById("noter");
  var template = document.getElementById("pad-pending-line");
  if (!box || !entry || !template || !window.localStorage || !window.fetch) {
    return;
  }
  var STORE = "atout-carnet-hors-ligne";
  var SENT = "atout-carnet-envoyees";
  var sheet = box.getAttribute("data-sheet");
  var sending = false;
  var dropped = null;

  function readAll() {
    try {
      return JSON.parse(localStorage.getItem(STORE) || "{}") || {};
    } catch (error) {
      return {};
    }
  }

  function lines() {
    return readAll()[sheet] || [];
  }

  function save(list) {
    var all = readAll();
    if (list.length) {
      all[sheet] = list;
    } else {
      delete all[sheet];
    }
    localStorage.setItem(STORE, JSON.stringify(all));
  }

  function pageVersion() {
    var field = entry.querySelector('input[name="version"]');
    return field ? parseInt(field.value, 10) || 0 : 0;
  }

  function labelOf(input) {
    var label = input.id && input.form.querySelector('label[for="' + input.id + '"]');
    return (label || input.closest("label") || {}).textContent || "";
  }

  function groupOf(input) {
    var group = input.closest("fieldset");
    var legend = group && group.querySelector("legend");
    return legend ? legend.textContent : "";
  }

  function clean(text) {
    return text.replace(/\s+/g, " ").replace(/\s*:\s*$/, "").trim();
  }

  /* The line in the scorer's words: each choice made and each number typed, by its label. */
  function summary(form) {
    var parts = [];
    form.querySelectorAll("input").forEach(function (input) {
      if (input.type === "radio" && input.checked) {
        parts.push(clean(groupOf(input)) + " : " + clean(labelOf(input)));
      } else if (input.type === "checkbox" && input.checked) {
        parts.push(clean(labelOf(input)));
      } else if (input.type === "text" && input.value.trim()) {
        parts.push(clean(labelOf(input)) + " " + input.value.trim());
      }
    });
    var title = form.querySelector(".pad-submit");
    return { title: title ? clean(title.textContent) : "", fields: parts.join(" · ") };
  }

  function withVersion(body, version) {
    var params = new URLSearchParams(body);
    params.set("version", String(version));
    return params.toString();
  }

  function keep(form) {
    var list = lines();
    var waiting = list.filter(function (line) { return line.state === "waiting"; }).length;
    var body = new URLSearchParams(new FormData(form)).toString();
    list.push({
      id: Date.now() + "-" + Math.random().toString(36).slice(2, 8),
      action: form.getAttribute("action"),
      body: withVersion(body, pageVersion() + waiting),
      words: summary(form),
      state: "waiting",
      reason: ""
    });
    save(list);
    form.reset();
    entry.close();
    show(box.getAttribute("data-kept-now"));
  }

  /* The sheet again, from the server, on its last line. */
  function reopen() {
    history.replaceState(null, "", sheet + "#derniere");
    location.reload();
  }

  /* The server's reason for refusing a line: its notice or error and the fields it names. */
  function reasonOf(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var said = [];
    page.querySelectorAll(".pad-notice, .pad-error, .pad-entry .errorlist li").forEach(function (el) {
      said.push(clean(el.textContent));
    });
    return said.join(" ") || box.getAttribute("data-refused");
  }

  function stored(response) {
    return response.ok && response.redirected && new URL(response.url).pathname === sheet;
  }

  /* Send one line; resolves to "stored", "refused" (with its reason), or "later". */
  function send(line, body) {
    return fetch(line.action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" }
    }).then(function (response) {
      if (stored(response)) {
        return { outcome: "stored" };
      }
      if (response.status === 429 || response.status >= 500) {
        return { outcome: "later" };
      }
      return response.text().then(function (html) {
        return { outcome: "refused", reason: reasonOf(html) };
      });
    }, function () {
      return { outcome: "later" };
    });
  }

  function flush() {
    if (sending || !navigator.onLine) {
      return Promise.resolve();
    }
    var next = lines().filter(function (line) { return line.state === "waiting"; })[0];
    if (!next) {
      return Promise.resolve();
    }
    sending = true;
    return send(next, next.body).then(function (result) {
      sending = false;
      var list = lines();
      if (result.outcome === "stored") {
        save(list.filter(function (line) { return line.id !== next.id; }));
        sessionStorage.setItem(SENT, "1");
        if (!lines().some(function (line) { return line.state === "waiting"; })) {
          reopen();
          return undefined;
        }
        return flush();
      }
      if (result.outcome === "refused") {
        list.forEach(function (line) {
          if (line.state === "waiting") {
            line.state = "kept";
            line.reason = line.id === next.id ? result.reason : box.getAttribute("data-after");
          }
        });
        save(list);
      }
      show();
      return undefined;
    });
  }

  /* « Renvoyer »: the line again, on the sheet as this page shows it now. */
  function resend(id) {
    var line = lines().filter(function (l) { return l.id === id; })[0];
    if (!line || !navigator.onLine) {
      show(box.getAttribute("data-offline"));
      return;
    }
    send(line, withVersion(line.body, pageVersion())).then(function (result) {
      if (result.outcome === "stored") {
        save(lines().filter(function (l) { return l.id !== id; }));
        sessionStorage.setItem(SENT, "1");
        reopen();
        return;
      }
      var list = lines();
      list.forEach(function (l) {
        if (l.id === id) {
          l.reason = result.reason || box.getAttribute("data-offline");
        }
      });
      save(list);
      show();
    });
  }

  function drop(id) {
    var list = lines();
    dropped = list.filter(function (l) { return l.id === id; })[0] || null;
    save(list.filter(function (l) { return l.id !== id; }));
    show(box.getAttribute("data-dropped"), true);
  }

  function restore() {
    if (dropped) {
      var list = lines();
      list.push(dropped);
      save(list);
      dropped = null;
    }
    show();
  }

  function show(message, undo) {
    var list = lines();
    box.replaceChildren();
    if (message) {
      var said = document.createElement("p");
      said.className = "pad-pending-said";
      said.tabIndex = -1;
      said.textContent = message;
      if (undo) {
        var back = document.createElement("button");
        back.type = "button";
        back.className = "button--light";
        back.setAttribute("data-restore", "");
        back.textContent = box.getAttribute("data-restore");
        said.append(" ", back);
      }
      box.append(said);
    }
    list.forEach(function (line) {
      var item = template.content.firstElementChild.cloneNode(true);
      item.setAttribute("data-line", line.id);
      item.classList.add("pad-pending--" + line.state);
      item.querySelector(".pad-pending-title").textContent = line.words.title;
      item.querySelector(".pad-pending-fields").textContent = line.words.fields;
      item.querySelector(".pad-pending-state").textContent =
        line.state === "waiting" ? box.getAttribute("data-waiting") : line.reason;
      item.querySelector(".pad-pending-actions").hidden = line.state !== "kept";
      box.append(item);
    });
    box.hidden = !box.childElementCount;
    var first = box.querySelector(".pad-pending-said");
    if (first) {
      first.focus();
    }
  }

  box.addEventListener("click", function (event) {
    var button = event.target.closest("button");
    if (!button) {
      return;
    }
    var item = button.closest("[data-line]");
    var id = item && item.getAttribute("data-line");
    if (button.hasAttribute("data-restore")) {
      restore();
    } else if (button.hasAttribute("data-resend")) {
      resend(id);
    } else if (button.hasAttribute("data-drop")) {
      item.querySelector(".pad-pending-confirm").hidden = false;
      item.querySelector("[data-drop-yes]").focus();
    } else if (button.hasAttribute("data-drop-yes")) {
      drop(id);
    } else if (button.hasAttribute("data-drop-no")) {
      item.querySelector(".pad-pending-confirm").hidden = true;
    }
  });

  // A line noted offline, or while lines still wait (it goes after them), is kept here.
  entry.querySelectorAll("form.entry-form").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      var waiting = lines().some(function (line) { return line.state === "waiting"; });
      if (!navigator.onLine || waiting) {
        event.preventDefault();
        keep(form);
        flush();
      }
    });
  });

  window.addEventListener("online", flush);
  window.addEventListener("pageshow", function () {
    var sent = sessionStorage.getItem(SENT);
    sessionStorage.removeItem(SENT);
    show(sent ? box.getAttribute("data-sent") : "");
    flush();
  });
})();
