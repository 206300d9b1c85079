// Bring the highlighted quote into view once the reader has rendered.
const mark = document.getElementById("locator");
if (mark) {
  mark.scrollIntoView({ block: "center" });
  mark.setAttribute("tabindex", "-1");
  mark.focus({ preventScroll: true });
}
