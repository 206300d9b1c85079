// Search results: selecting one opens its focused preview (one at a time); Escape closes it.
// The preview shows what Sophia would say as the answer card (card.js), drawn when opened.
import { renderCard } from "./card.js";

const toggles = [...document.querySelectorAll(".preview-toggle")];
const blob = document.getElementById("preview-answer");
let answer = null;
try {
  answer = blob ? JSON.parse(blob.textContent).answer : null;
} catch {
  answer = null;
}

function panelOf(toggle) {
  return document.getElementById(toggle.getAttribute("aria-controls"));
}

function drawCard(panel) {
  const mount = panel.querySelector("[data-preview-card]");
  if (!answer || !mount || mount.dataset.drawn) return;
  mount.dataset.drawn = "1";
  mount.replaceChildren(
    renderCard(answer, {
      prefix: `preview-${mount.dataset.index}`,
      heading: 3,
      origin: "search",
      highlight: mount.dataset.passageId,
      compact: true,
    }),
  );
}

function close(toggle) {
  toggle.setAttribute("aria-expanded", "false");
  panelOf(toggle).hidden = true;
}

function open(toggle) {
  for (const other of toggles) if (other !== toggle) close(other);
  const panel = panelOf(toggle);
  drawCard(panel);
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
