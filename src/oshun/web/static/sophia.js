// The Sophia room: ask, render the answer envelope (docs/sophia.md), keep it for reload and Back.
// One small ES module, no build step. Every text from the server goes in with textContent.

const ANSWER_ROUTE = "/v1/sophia/answer";
const SAVED_ROUTE = "/v1/library/saved-items";
const LAST_KEY = "oshun.sophia.last"; // {user, query, envelope}: the last valid answer
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
const maxChars = Number(root.dataset.maxChars) || 600;
const user = root.dataset.user ?? "";
const csrfToken = document.querySelector('meta[name="csrf-token"]')?.content ?? "";

let inFlight = false;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}

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

// The source set the selector names ("" reads every set the person may read).
function withSourceSet(body) {
  const chosen = document.getElementById("source-set")?.value;
  return chosen ? { ...body, sourceSet: chosen } : body;
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
        body: JSON.stringify(withSourceSet({ q: query })),
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
    renderAnswer(envelope);
    storage((s) => s.setItem(LAST_KEY, JSON.stringify({ user, query, envelope })));
    region.focus({ preventScroll: true });
  } finally {
    setPending(false);
  }
}

// ---- the answer card ------------------------------------------------------------------

// Labels come from the server's one label table (oshun.web.states), never re-typed here.
const STATE_LABELS = JSON.parse(document.getElementById("state-labels")?.textContent || "{}");
const STATE_TEXT = Object.fromEntries(
  Object.entries(STATE_LABELS.grounding ?? {}).map(([state, label]) => [state, label.answer]),
);

function number(value, digits = 2) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "—";
}

function clip(text, limit) {
  return text.length <= limit ? text : `${text.slice(0, limit).replace(/\s+\S*$/, "")}…`;
}

function percent(value) {
  return typeof value === "number" ? `${Math.round(Math.min(Math.max(value, 0), 1) * 100)}%` : "—";
}

function readerHref(citation) {
  const fallback =
    "/domains/nisaba?path=" +
    encodeURIComponent(
      `/library/passage/${citation.id}?locator=${encodeURIComponent(citation.locator ?? "")}`,
    );
  let url;
  try {
    url = new URL(citation.href || fallback, window.location.origin);
  } catch {
    url = new URL(fallback, window.location.origin);
  }
  if (url.origin !== window.location.origin || url.pathname !== "/domains/nisaba") {
    url = new URL(fallback, window.location.origin);
  }
  url.searchParams.set("origin", "sophia");
  return url.pathname + url.search;
}

function factorEntries(factors) {
  if (Array.isArray(factors)) {
    return factors.map((f) => [f.label ?? f.name ?? f.id ?? "factor", f.value ?? f.score, f.note]);
  }
  return factors && typeof factors === "object" ? Object.entries(factors) : [];
}

function renderFacts(envelope) {
  const state = envelope.groundingState ?? (envelope.abstained ? "abstained" : "ungrounded");
  const citations = envelope.citations ?? [];
  const fact = (name, value, extra = {}) =>
    el("div", {}, el("dt", { text: name }), el("dd", { text: value, ...extra }));
  return el(
    "dl",
    { class: "facts" },
    fact("Grounding", STATE_TEXT[state] ?? state, {
      class: `state state-${state}`,
      "data-state": state,
    }),
    fact("Confidence", percent(envelope.confidence), {
      class: "confidence",
      "data-value": String(envelope.confidence ?? ""),
    }),
    fact("Citations", String(citations.length), { class: "citation-count" }),
  );
}

function renderMeter(meter = {}) {
  const fill = typeof meter.fill === "number" ? Math.min(Math.max(meter.fill, 0), 1) : 0;
  const bar = el("span", { class: "meter-fill" });
  bar.style.width = `${fill * 100}%`;
  const factors = factorEntries(meter.factors).map(([name, value, note]) =>
    el(
      "li",
      { class: "factor" },
      el("span", { class: "factor-name", text: name, title: note ?? "" }),
      el("span", {
        class: "factor-value",
        text: typeof value === "number" ? number(value) : String(value ?? "—"),
      }),
    ),
  );
  return el(
    "section",
    { class: "meter", "aria-labelledby": "meter-heading" },
    el("h3", { id: "meter-heading", text: "Credibility meter" }),
    el(
      "div",
      {
        class: "meter-track",
        role: "meter",
        "aria-valuemin": "0",
        "aria-valuemax": "1",
        "aria-valuenow": String(fill),
        "aria-label": `Credibility ${percent(fill)}${meter.level ? `, ${meter.level}` : ""}`,
        "data-fill": String(fill),
      },
      bar,
    ),
    el("p", { class: "meter-level", text: `${percent(fill)} · ${meter.level ?? "no level"}` }),
    factors.length ? el("ul", { class: "factors", "aria-label": "Credibility factors" }, ...factors) : null,
    el("p", { class: "explainer", text: meter.explainer ?? "" }),
  );
}

function renderWitnesses(citations) {
  const items = citations.map((c) => {
    const href = readerHref(c);
    return el(
      "li",
      { class: "witness", "data-citation-id": c.id },
      el(
        "p",
        { class: "witness-head" },
        el("span", { class: "witness-label", text: c.label ?? "" }),
        " ",
        el("a", { class: "witness-title", href, "data-reader-link": "", text: c.title ?? c.id }),
      ),
      el("p", { class: "witness-summary", text: c.summary ?? "" }),
      el(
        "p",
        { class: "witness-meta" },
        el("span", { class: "witness-kind", text: c.kind ?? "" }),
        c.page ? " · " : "",
        c.page ? el("span", { class: "witness-page", text: `page ${c.page}` }) : "",
        c.published ? " · " : "",
        c.published ? el("span", { class: "witness-published", text: `published ${c.published}` }) : "",
        c.updated ? " · " : "",
        c.updated ? el("span", { class: "witness-updated", text: `updated ${c.updated}` }) : "",
        " · ",
        el("span", { class: "witness-weight", text: `weight ${number(c.weight)}` }),
      ),
      c.locator
        ? el(
            "p",
            { class: "witness-locator" },
            el("a", {
              class: "reader-link",
              href,
              "data-reader-link": "",
              title: c.locator,
              text: `Read it in the passage: “${clip(c.locator, 60)}”`,
            }),
          )
        : null,
    );
  });
  return el(
    "section",
    { class: "witnesses", "aria-labelledby": "witnesses-heading" },
    el("h3", { id: "witnesses-heading", text: `Witnesses (${citations.length})` }),
    el("ol", { class: "witness-list" }, ...items),
  );
}

function renderClaims(claims, citations) {
  const labels = new Map(citations.map((c) => [c.id, c.label || c.id]));
  const items = claims.map((claim) =>
    el(
      "li",
      { class: "claim", "data-claim-id": claim.id },
      el("p", { class: "claim-text", text: claim.text ?? "" }),
      el(
        "p",
        { class: "claim-meta" },
        el("span", {
          class: `support support-${claim.support}`,
          "data-support": claim.support,
          text: claim.support ?? "",
        }),
        " ",
        el("span", {
          class: "claim-citations",
          text: `cites ${(claim.citationIds ?? []).map((id) => `${labels.get(id) ?? ""} ${id}`.trim()).join(", ")}`,
        }),
      ),
    ),
  );
  return el(
    "section",
    { class: "claims", "aria-labelledby": "claims-heading" },
    el("h3", { id: "claims-heading", text: `Claims (${claims.length})` }),
    el("ol", { class: "claim-list" }, ...items),
  );
}

// A multi-part or comparison question: each part side by side, with its own state,
// confidence, quotes and explainer (a part without evidence says so).
function renderParts(parts, claims, citations) {
  if (!Array.isArray(parts) || parts.length < 2) return null;
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  const labels = new Map(citations.map((c) => [c.id, c.label || c.id]));
  const columns = parts.map((part) =>
    el(
      "section",
      { class: `answer-part part-${part.groundingState}`, "data-state": part.groundingState },
      el("h4", { class: "part-question", text: part.question ?? "" }),
      el("p", {
        class: "part-state",
        text: `${part.groundingState ?? ""} · ${percent(part.confidence ?? 0)}`,
      }),
      ...(part.claimIds ?? []).map((id) => {
        const claim = byId.get(id);
        if (!claim) return null;
        const marks = (claim.citationIds ?? []).map((cid) => labels.get(cid) ?? "").join("");
        return el("p", { class: "part-claim", text: `${claim.text} ${marks}`.trim() });
      }),
      el("p", { class: "part-explainer", text: part.explainer ?? "" }),
    ),
  );
  return el(
    "div",
    { class: "answer-parts", "aria-label": "Answer, part by part" },
    ...columns,
  );
}

function renderAnswer(envelope) {
  const citations = Array.isArray(envelope.citations) ? envelope.citations : [];
  const claims = Array.isArray(envelope.claims) ? envelope.claims : [];
  const abstained = Boolean(envelope.abstained);
  const state = envelope.groundingState ?? (abstained ? "abstained" : "ungrounded");
  const card = el(
    "article",
    {
      class: `answer-card card-${state}`,
      "data-answer-id": envelope.id ?? "",
      "data-state": state,
      "data-abstained": String(abstained),
    },
    el(
      "header",
      {},
      el("h2", { id: "answer-heading", text: abstained ? "No grounded answer" : "Answer" }),
      el("p", { class: "answered-query", text: `“${envelope.query ?? ""}”` }),
      renderFacts(envelope),
    ),
    abstained
      ? el("p", {
          class: "answer-text abstention",
          text: "Sophia abstains: the library holds no evidence strong enough to answer this.",
        })
      : el("p", { class: "answer-text", text: envelope.answer ?? "" }),
    abstained ? null : renderParts(envelope.parts, claims, citations),
    renderMeter(envelope.meter),
    abstained ? null : renderWitnesses(citations),
    abstained || !claims.length ? null : renderClaims(claims, citations),
    el("p", {
      class: "corpus",
      text: `Composer ${envelope.composer ?? "—"} · corpus ${envelope.corpusVersion ?? "—"}`,
    }),
    renderSaveBar(envelope),
  );
  region.replaceChildren(card);
  region.tabIndex = -1;
  syncSaved(envelope);
}

// ---- Save to the Library ----------------------------------------------------------------

function renderSaveBar(envelope) {
  if (!envelope.id) return null;
  const button = el("button", {
    type: "button",
    id: "save-button",
    class: "save-button",
    "aria-pressed": "false",
    disabled: "",
    text: "Save to Library",
  });
  const status = el("p", { id: "save-status", class: "save-status", role: "status" });
  button.addEventListener("click", () => toggleSaved(envelope, button, status));
  return el("div", { class: "save-bar" }, button, status);
}

function showSaved(button, status, item) {
  button.dataset.itemId = item?.id ?? "";
  button.setAttribute("aria-pressed", item ? "true" : "false");
  button.textContent = item ? "Saved ✓ (click to remove)" : "Save to Library";
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
          body: JSON.stringify({
            answerId: envelope.id,
            query: envelope.query,
            sourceSet: envelope.sourceSet ?? null,
          }),
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
