/* « À la table » (a static file, as the Content-Security-Policy wants):
   - the felt's cards arrive in order and the trick just won leaves towards its winner: the
     animation is in felt.css, switched on here, so that a page without its script simply shows
     where the deal stands (and prefers-reduced-motion keeps it still);
   - Escape closes the last trick's panel over the felt, and gives the focus back to its tab;
   - after each move the felt is brought back to the top of the screen: the focus htmx gives
     to the first card of the hand (pinned at the bottom) would otherwise scroll the page down
     past the trick when announcements or the coach's lines make the page long. */
(function () {
  "use strict";

  document.documentElement.classList.add("felt-motion");

  document.addEventListener("htmx:afterSettle", function (event) {
    var felt = event.target.querySelector && event.target.querySelector(".table");
    if (felt) {
      felt.scrollIntoView({ block: "start" });
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") {
      return;
    }
    var open = document.querySelector(".last-trick[open]");
    if (open) {
      open.open = false;
      open.querySelector("summary").focus();
    }
  });
})();
