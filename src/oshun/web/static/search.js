// Search results: selecting one opens its focused preview (one at a time); Escape closes it.
const toggles = [...document.querySelectorAll(".preview-toggle")];

function panelOf(toggle) {
  return document.getElementById(toggle.getAttribute("aria-controls"));
}

function close(toggle) {
  toggle.setAttribute("aria-expanded", "false");
  panelOf(toggle).hidden = true;
}

function open(toggle) {
  for (const other of toggles) if (other !== toggle) close(other);
  const panel = panelOf(toggle);
  toggle.setAttribute("aria-expanded", "true");
  panel.hidden = false;
  panel.focus();
}

for (const toggle of toggles) {
  toggle.addEventListener("click", () => {
    if (toggle.getAttribute("aria-expanded") === "true") close(toggle);
    else open(toggle);
  });
  panelOf(toggle).addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      close(toggle);
      toggle.focus();
    }
  });
}
