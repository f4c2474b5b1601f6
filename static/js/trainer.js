/* The exercise page, from the keyboard (a static file, as the Content-Security-Policy wants).
   Everything works without it: cards and calls are native radio buttons and checkboxes, the
   answer is a plain form post. With it:
   - a number key picks the card, call or option that carries it (1 to 9, 0 for the tenth;
     with more than ten, two digits typed quickly: 1 then 2 for the twelfth);
   - Enter sends the answer, and once the verdict is shown, Enter goes on to the next one;
   - after htmx brings the verdict, focus moves to it and it is announced. */
(function () {
  "use strict";

  var DOUBLE_DIGIT_WAIT = 700;
  var buffered = "";
  var timer = null;

  function exercise() {
    return document.getElementById("exercise");
  }

  function typing(target) {
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
      return true;
    }
    return target instanceof HTMLInputElement && !/^(checkbox|radio|submit|button)$/.test(target.type);
  }

  function choose(form, number) {
    var input = form.querySelector('input[data-key="' + number + '"]');
    if (input && !input.disabled) {
      input.click();
      input.focus();
    }
  }

  function digit(form, key) {
    var count = parseInt(form.getAttribute("data-keys") || "0", 10);
    if (!count || form.hasAttribute("data-next")) {
      return;
    }
    clearTimeout(timer);
    buffered += key;
    var number = parseInt(buffered, 10) || (buffered === "0" ? 10 : 0);
    var longer = count >= 10 && buffered.length === 1 && number * 10 <= count;
    if (longer) {
      timer = setTimeout(function () {
        choose(form, number);
        buffered = "";
      }, DOUBLE_DIGIT_WAIT);
      return;
    }
    choose(form, number <= count ? number : parseInt(key, 10) || 10);
    buffered = "";
  }

  document.addEventListener("keydown", function (event) {
    var form = exercise();
    var target = event.target;
    if (!form || event.ctrlKey || event.metaKey || event.altKey || typing(target)) {
      return;
    }
    if (event.key === "Enter") {
      if (target instanceof HTMLAnchorElement || target instanceof HTMLButtonElement ||
          (target instanceof Element && target.tagName === "SUMMARY")) {
        return; // a link, a button or the menu does what Enter does to it
      }
      event.preventDefault();
      var next = form.getAttribute("data-next");
      if (next) {
        window.location.assign(next);
      } else if (!form.hasAttribute("data-sent")) {
        form.requestSubmit();
      }
      return;
    }
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      digit(form, event.key);
    }
  });

  // One answer per page: a second Enter or click while the first is on its way is dropped
  // (the server would count it once anyway, and say so).
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form instanceof HTMLFormElement && form.id === "exercise") {
      if (form.hasAttribute("data-sent")) {
        event.preventDefault();
        return;
      }
      form.setAttribute("data-sent", "");
    }
  }, true);

  // A request that brought nothing to swap (a network error): the answer may be sent again.
  document.addEventListener("htmx:afterRequest", function () {
    var form = exercise();
    if (form) {
      form.removeAttribute("data-sent");
    }
  });

  document.addEventListener("htmx:afterSettle", function () {
    var verdict = document.getElementById("verdict");
    var announce = document.getElementById("announce");
    if (!verdict) {
      return;
    }
    verdict.focus();
    if (announce) {
      announce.textContent = "";
      announce.textContent = verdict.textContent.replace(/\s+/g, " ").trim();
    }
  });
})();
