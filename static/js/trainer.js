// Cards are native radio buttons and checkboxes, so Space already selects them and the whole
// exercise works without JavaScript. This adds Enter as a second way to select a focused card.
document.addEventListener("keydown", (event) => {
  const target = event.target;
  if (event.key === "Enter" && target instanceof HTMLInputElement && target.classList.contains("card-input")) {
    event.preventDefault();
    target.click();
  }
});
