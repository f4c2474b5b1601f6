/* Carnet de marque, the scorer's sheet: the entry opens over the sheet (a <dialog>), the bar's
   buttons open it with their choice made, the announcement buttons add to a side's total.
   Without JavaScript the same links open the entry as a page section (?noter=…). */
(function () {
  "use strict";

  var entry = document.getElementById("noter");
  if (!entry || typeof entry.showModal !== "function") {
    return;
  }

  function firstToAnswer(form) {
    var fields = form.querySelectorAll("[data-field]");
    for (var i = 0; i < fields.length; i++) {
      if (fields[i].hidden) {
        continue;
      }
      var radios = fields[i].querySelectorAll('input[type="radio"]');
      if (radios.length && !fields[i].querySelector("input:checked")) {
        return radios[0];
      }
      var text = fields[i].querySelector('input[type="text"]');
      if (text && !text.value) {
        return text;
      }
    }
    return form.querySelector("button[type=submit]");
  }

  function open(key, fieldId, value) {
    var details = entry.querySelector('details[data-form="' + key + '"]');
    if (details) {
      details.open = true;
    }
    var form = document.getElementById("form-" + key);
    if (fieldId && value !== null) {
      var radio = form && form.querySelector('input[name="' + fieldId + '"][value="' + value + '"]');
      if (radio) {
        radio.checked = true;
      }
    }
    if (!entry.open) {
      entry.showModal();
    }
    var target = form && (details ? form.querySelector("input, button") : firstToAnswer(form));
    if (target) {
      target.focus();
    }
  }

  document.querySelectorAll("[data-open]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      event.preventDefault();
      open(link.getAttribute("data-open"), link.getAttribute("data-field"), link.getAttribute("data-value"));
    });
  });
  entry.querySelectorAll("[data-close]").forEach(function (link) {
    link.addEventListener("click", function (event) {
      event.preventDefault();
      entry.close();
    });
  });
  // A form sent back with its errors (or opened by a link): modal again, focus on the first error.
  if (entry.hasAttribute("data-reopen")) {
    entry.close();
    entry.showModal();
    var first = entry.querySelector("[autofocus]") || entry.querySelector("input");
    if (first) {
      first.focus();
    }
  }

  // A contract asks only its own results: the fields marked for other contracts hide.
  function showContractFields(form) {
    var chosen = form.querySelector("input[data-contract-choice]:checked");
    form.querySelectorAll("[data-contracts]").forEach(function (input) {
      var field = input.closest(".pad-field");
      if (field) {
        field.hidden = !!chosen && input.getAttribute("data-contracts").split(" ").indexOf(chosen.value) < 0;
      }
    });
  }
  entry.querySelectorAll("form").forEach(function (form) {
    if (form.querySelector("input[data-contract-choice]")) {
      showContractFields(form);
      form.addEventListener("change", function (event) {
        if (event.target.hasAttribute("data-contract-choice")) {
          showContractFields(form);
        }
      });
    }
  });

  // Announcements: each button adds its value to the side's total; « effacer » empties it.
  entry.querySelectorAll(".pad-add").forEach(function (group) {
    var input = document.getElementById(group.getAttribute("data-target"));
    if (!input) {
      return;
    }
    group.hidden = false;
    group.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-value]");
      if (!button) {
        return;
      }
      var value = parseInt(button.getAttribute("data-value"), 10);
      var now = parseInt(input.value, 10) || 0;
      input.value = value === 0 ? "" : String(now + value);
    });
  });
})();
