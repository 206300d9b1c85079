// The Sophia room: ask, render the answer envelope (docs/sophia.md), keep it for reload and Back.
// One small ES module, no build step. Every text from the server goes in with textContent.
import { el, normalise, renderCard, stateLabel } from "./card.js";

const ANSWER_ROUTE = "/v1/sophia/answer";
const SAVED_ROUTE = "/v1/library/saved-items";
const LAST_KEY = "oshun.sophia.last"; // {user, query, envelope}: the last valid answer
const HISTORY_KEY = "oshun.sophia.history"; // {user, entries: [{query, envelope}]}: this tab's
const HISTORY_MAX = 20;
const SCROLL_KEY = "oshun.sophia.scroll"; // {y, answerId}: stored before following a citation

const root = document.querySelector(".sophia");
const form = document.getElementById("ask-form");
const box = document.getElementById("sophia-q");
const counter = document.getElementById("q-count");
const fieldError = document.getElementById("q-error");
const button = document.getElementById("ask-button");
const pending = document.getElementById("pending");
const serverAlert = document.getElementById("alert-server");
const networkAlert = document.getElementById("alert-network");
const region = document.getElementById("answer");
const announcer = document.getElementById("announce");
const historyNav = document.getElementById("history");
const historyList = document.getElementById("history-list");
const maxChars = Number(root.dataset.maxChars) || 600;
const user = root.dataset.user ?? "";
const csrfToken = document.querySelector('meta[name="csrf-token"]')?.content ?? "";

let inFlight = false;

function storage(action) {
  try {
    return action(window.sessionStorage);
  } catch {
    return null; // storage disabled: the page still works, it just forgets
  }
}

// ---- the form ---------------------------------------------------------------------------

function updateCounter() {
  const used = box.value.length;
  counter.textContent = `${used} / ${maxChars} characters`;
  counter.classList.toggle("near-limit", used > maxChars * 0.9);
  counter.classList.toggle("over-limit", used > maxChars);
}

function validate(query) {
  if (!query.trim()) return "Enter a question (it cannot be empty or only spaces).";
  if (query.length > maxChars) return `Keep the question to ${maxChars} characters.`;
  return "";
}

function showFieldError(message) {
  fieldError.textContent = message;
  fieldError.hidden = !message;
  box.setAttribute("aria-invalid", message ? "true" : "false");
}

function setPending(on) {
  inFlight = on;
  button.disabled = on;
  pending.hidden = !on;
  form.setAttribute("aria-busy", on ? "true" : "false");
  region.setAttribute("aria-busy", on ? "true" : "false");
}

function hideAlerts() {
  serverAlert.hidden = true;
  networkAlert.hidden = true;
}

function showServerAlert(status, detail) {
  networkAlert.hidden = true;
  serverAlert.querySelector(".alert-detail").textContent =
    `The server answered HTTP ${status}${detail ? `: ${detail}` : ""}.`;
  serverAlert.dataset.status = String(status);
  serverAlert.hidden = false;
}

function showNetworkAlert() {
  serverAlert.hidden = true;
  networkAlert.hidden = false;
}

async function detailOf(response) {
  try {
    const body = await response.json();
    return typeof body.detail === "string" ? body.detail : "";
  } catch {
    return "";
  }
}

async function ask(query) {
  const problem = validate(query);
  showFieldError(problem);
  if (problem || inFlight) return;
  hideAlerts();
  setPending(true);
  try {
    let response;
    try {
      response = await fetch(ANSWER_ROUTE, {
        method: "POST",
        credentials: "same-origin",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-CSRF-Token": csrfToken,
        },
        body: JSON.stringify({ q: query }),
      });
    } catch {
      showNetworkAlert();
      return;
    }
    if (!response.ok) {
      showServerAlert(response.status, await detailOf(response));
      return;
    }
    let envelope;
    try {
      envelope = await response.json();
    } catch {
      showServerAlert(response.status, "the answer was not valid JSON");
      return;
    }
    storage((s) => s.setItem(LAST_KEY, JSON.stringify({ user, query, envelope })));
    remember(query, envelope);
    renderAnswer(envelope);
    announce(envelope);
    region.focus({ preventScroll: true });
  } finally {
    setPending(false);
  }
}

// ---- the answer card (card.js, shared with Search, the Library and the notebook) -------

function renderAnswer(envelope) {
  const card = renderCard(envelope, {
    prefix: "answer",
    heading: 2,
    origin: "sophia",
    actions: renderSaveBar(envelope),
  });
  region.replaceChildren(card);
  region.tabIndex = -1;
  renderHistory(envelope.id);
  syncSaved(envelope);
}

// One polite announcement per new answer (the card itself is not a live region: a screen
// reader would read all of it).
function announce(envelope) {
  const answer = normalise(envelope);
  const text = answer.abstained
    ? `New answer: ${stateLabel(answer.state)}. ${answer.meter.explainer ?? ""}`
    : `New answer: ${stateLabel(answer.state)}, confidence ${Math.round(answer.confidence * 100)}%.`;
  announcer.textContent = "";
  window.setTimeout(() => {
    announcer.textContent = text;
  }, 50);
}

// ---- this tab's questions ------------------------------------------------------------------

function loadHistory() {
  const saved = storage((s) => JSON.parse(s.getItem(HISTORY_KEY) ?? "null"));
  if (!saved || saved.user !== user || !Array.isArray(saved.entries)) return [];
  return saved.entries;
}

function remember(query, envelope) {
  const entries = loadHistory().filter((e) => e.envelope?.id !== envelope.id);
  entries.unshift({ query, envelope });
  storage((s) => s.setItem(HISTORY_KEY, JSON.stringify({ user, entries: entries.slice(0, HISTORY_MAX) })));
}

function renderHistory(currentId) {
  const entries = loadHistory();
  historyNav.hidden = entries.length < 1;
  historyList.replaceChildren(
    ...entries.map((entry) => {
      const current = entry.envelope?.id === currentId;
      const button = el("button", {
        type: "button",
        class: "history-item link",
        "aria-current": current ? "true" : null,
        text: entry.query || entry.envelope?.query || "",
      });
      button.addEventListener("click", () => {
        box.value = entry.query ?? "";
        updateCounter();
        renderAnswer(entry.envelope);
        storage((s) => s.setItem(LAST_KEY, JSON.stringify({ user, query: entry.query, envelope: entry.envelope })));
        announce(entry.envelope);
        region.focus({ preventScroll: true });
        region.scrollIntoView({ block: "start" });
      });
      return el("li", {}, button, " ", el("span", { class: "history-state", text: stateLabel(entry.envelope?.groundingState) }));
    }),
  );
}

// ---- Save to the Library ----------------------------------------------------------------

function renderSaveBar(envelope) {
  if (!envelope.id) return null;
  const button = el("button", {
    type: "button",
    id: "save-button",
    class: "save-button",
    "aria-pressed": "false",
    disabled: true,
    "data-abstained": String(Boolean(envelope.abstained)),
    text: envelope.abstained ? "Save question" : "Save to Library",
  });
  const status = el("p", { id: "save-status", class: "save-status", role: "status" });
  button.addEventListener("click", () => toggleSaved(envelope, button, status));
  return el("div", { class: "save-bar" }, button, status);
}

function showSaved(button, status, item) {
  button.dataset.itemId = item?.id ?? "";
  button.setAttribute("aria-pressed", item ? "true" : "false");
  const noun = button.dataset.abstained === "true" ? "Save question" : "Save to Library";
  button.textContent = item ? "Saved ✓ (click to remove)" : noun;
  status.replaceChildren();
  if (item) {
    status.append(
      "Saved to your Library · ",
      el("a", { href: item.resumePath, class: "notebook-link", text: "Open notebook" }),
    );
  }
}

async function syncSaved(envelope) {
  // Whether this answer is already saved comes from the server (it is per person, across
  // devices); the answer itself is never asked again.
  const button = document.getElementById("save-button");
  const status = document.getElementById("save-status");
  if (!button || !status) return;
  try {
    const url = `${SAVED_ROUTE}?answerId=${encodeURIComponent(envelope.id)}&limit=1`;
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(String(response.status));
    const body = await response.json();
    showSaved(button, status, body.items?.[0] ?? null);
  } catch {
    status.textContent = "Could not check whether this answer is saved.";
  }
  button.disabled = false;
}

async function toggleSaved(envelope, button, status) {
  const itemId = button.dataset.itemId;
  button.disabled = true;
  const headers = {
    "Content-Type": "application/json",
    Accept: "application/json",
    "X-CSRF-Token": csrfToken,
  };
  try {
    const response = itemId
      ? await fetch(`${SAVED_ROUTE}/${encodeURIComponent(itemId)}`, { method: "DELETE", headers })
      : await fetch(SAVED_ROUTE, {
          method: "POST",
          headers,
          body: JSON.stringify({ answerId: envelope.id, query: envelope.query }),
        });
    if (!response.ok) {
      status.textContent = `Not saved: ${(await detailOf(response)) || `HTTP ${response.status}`}`;
    } else {
      showSaved(button, status, itemId ? null : await response.json());
    }
  } catch {
    status.textContent = "OSHUN could not be reached; nothing was changed. Try again.";
  }
  button.disabled = false;
}

// ---- continuity: reload, citation hand-off and Back ----------------------------------

function rememberScroll(event) {
  const link = event.target.closest("a[data-reader-link]");
  if (!link) return;
  const answerId = region.querySelector(".answer-card")?.dataset.answerId ?? "";
  storage((s) => s.setItem(SCROLL_KEY, JSON.stringify({ y: window.scrollY, answerId })));
}

function restore() {
  const saved = storage((s) => JSON.parse(s.getItem(LAST_KEY) ?? "null"));
  if (!saved?.envelope) return false;
  if (saved.user !== user) {
    // Another account used this tab before: its answer is not this person's to see.
    storage((s) => s.removeItem(LAST_KEY));
    storage((s) => s.removeItem(HISTORY_KEY));
    return false;
  }
  renderAnswer(saved.envelope);
  if (!box.value) box.value = saved.query ?? saved.envelope.query ?? "";
  const scroll = storage((s) => JSON.parse(s.getItem(SCROLL_KEY) ?? "null"));
  if (scroll && typeof scroll.y === "number") {
    storage((s) => s.removeItem(SCROLL_KEY));
    requestAnimationFrame(() => window.scrollTo(0, scroll.y));
  }
  return true;
}

function start() {
  if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  box.addEventListener("input", () => {
    updateCounter();
    if (!fieldError.hidden) showFieldError(validate(box.value));
  });
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    ask(box.value);
  });
  for (const retry of document.querySelectorAll(".alerts .retry")) {
    retry.addEventListener("click", () => ask(box.value));
  }
  region.addEventListener("click", rememberScroll);

  const params = new URLSearchParams(window.location.search);
  const handedOff = params.get("q");
  if (handedOff !== null) {
    // The Search hand-off: fill the box and ask once; drop ?q= so reload and Back don't re-ask.
    box.value = handedOff.slice(0, maxChars);
    history.replaceState(null, "", window.location.pathname);
    updateCounter();
    ask(box.value);
    return;
  }
  restore();
  updateCounter();
}

start();
