// The answer card: the one renderer of an answer, shared by /sophia, the Search preview, the
// Library and the notebook. It reads an answer envelope (docs/sophia.md) or a saved snapshot
// (docs/library.md); every label comes from the server's label table (#state-labels, built
// by oshun.web.states); every text from the server goes in with textContent.
//
// Reading order: the answer with superscript citation links (each scrolls to and flashes its
// witness), one confidence number with the meter at the same value and its factors in plain
// words, the witnesses (work, heading, page, date, kind, the quote with the locator in bold),
// then "How this answer is supported" (the claims, folded) and "Technical details" (ids,
// corpus version, the factors' code names and values): internal ids appear only there.

const LABELS = JSON.parse(document.getElementById("state-labels")?.textContent || "{}");

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== "") node.append(child);
  return node;
}

export function stateLabel(state, which = "answer") {
  return LABELS.grounding?.[state]?.[which] ?? state;
}

function percent(value) {
  const v = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return `${Math.round(Math.min(Math.max(v, 0), 1) * 100)}%`;
}

function strength(value) {
  const v = typeof value === "number" ? value : 0;
  for (const [floor, word] of LABELS.strength ?? []) if (v >= floor) return word;
  return LABELS.strengthNone ?? "none";
}

// An envelope (id, citations) and a snapshot (answerId, witnesses) read alike.
export function normalise(data) {
  const abstained = Boolean(data.abstained);
  return {
    id: data.id ?? data.answerId ?? "",
    query: data.query ?? "",
    answer: data.answer ?? "",
    abstained,
    state: data.groundingState ?? (abstained ? "abstained" : "ungrounded"),
    confidence: abstained ? 0 : Number(data.confidence ?? 0),
    meter: data.meter ?? {},
    citations: Array.isArray(data.citations) ? data.citations : (data.witnesses ?? []),
    claims: Array.isArray(data.claims) ? data.claims : [],
    parts: Array.isArray(data.parts) ? data.parts : [],
    composer: data.composer ?? "",
    corpusVersion: data.corpusVersion ?? "",
    savedAt: data.savedAt ?? "",
  };
}

// The reader link of a witness, on this site only, with Back leading to `origin`.
export function readerHref(citation, origin) {
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
  url.searchParams.set("origin", origin);
  return url.pathname + url.search;
}

const squash = (text) => (text ?? "").replace(/\s+/g, " ").trim().toLowerCase();

// Witnesses quoting the same words are one witness with several labels.
function groupWitnesses(citations, prefix) {
  const groups = [];
  const byQuote = new Map();
  const target = new Map(); // label or id → element id
  for (const citation of citations) {
    const key = squash(citation.locator) || `id:${citation.id}`;
    let group = byQuote.get(key);
    if (!group) {
      group = { anchor: `${prefix}-w${groups.length + 1}`, citations: [] };
      groups.push(group);
      byQuote.set(key, group);
    }
    group.citations.push(citation);
    if (citation.label) target.set(citation.label, group.anchor);
    target.set(citation.id, group.anchor);
  }
  return { groups, target };
}

function citeLink(label, anchor) {
  const n = String(label).replace(/[[\]]/g, "");
  return el(
    "sup",
    { class: "cite" },
    el("a", {
      href: `#${anchor}`,
      class: "cite-link",
      "data-cite": anchor,
      "aria-label": `Source ${n}`,
      text: n,
    }),
  );
}

// "text [1] more [2]" → text nodes and superscript links to the witnesses.
function linkedText(text, target) {
  const nodes = [];
  for (const piece of String(text ?? "").split(/(\[\d+\])/)) {
    if (!piece) continue;
    const anchor = /^\[\d+\]$/.test(piece) ? target.get(piece) : undefined;
    if (anchor) {
      const last = nodes[nodes.length - 1];
      if (typeof last === "string") nodes[nodes.length - 1] = last.replace(/[ \t]+$/, "");
      nodes.push(citeLink(piece, anchor));
    } else nodes.push(piece);
  }
  return nodes;
}

function quoteOf(citation) {
  const locator = citation.locator ?? "";
  const summary = citation.summary ?? "";
  const at = locator ? summary.indexOf(locator) : -1;
  if (at >= 0) {
    return [
      summary.slice(0, at),
      el("strong", { class: "locator", text: locator }),
      summary.slice(at + locator.length),
    ];
  }
  if (locator) return [el("strong", { class: "locator", text: locator })];
  return [summary];
}

function renderWitness(group, options) {
  const first = group.citations[0];
  const href = readerHref(first, options.origin);
  const labels = group.citations.map((c) => c.label).filter(Boolean).join(" ");
  const meta = [
    first.heading ? el("span", { class: "witness-heading", text: first.heading }) : null,
    first.page ? el("span", { class: "witness-page", text: `page ${first.page}` }) : null,
    first.date ? el("span", { class: "witness-date", text: first.date }) : null,
    first.kind ? el("span", { class: "witness-kind", text: first.kind }) : null,
  ].filter(Boolean);
  const metaLine = el("p", { class: "witness-meta" });
  meta.forEach((node, i) => metaLine.append(...(i ? [" · ", node] : [node])));
  const check = options.checks?.[first.id];
  return el(
    "li",
    {
      class: `witness${check ? ` status-${check}` : ""}${options.highlight === first.id ? " this-passage" : ""}`,
      id: group.anchor,
      tabindex: "-1",
      "data-citation-id": first.id,
      "data-witness-id": first.id,
      "data-status": check,
    },
    el(
      "p",
      { class: "witness-head" },
      el("span", { class: "witness-label", text: labels }),
      " ",
      el("a", { class: "witness-title", href, "data-reader-link": true, text: first.title || "Untitled" }),
    ),
    meta.length ? metaLine : null,
    el("blockquote", { class: "witness-quote" }, ...quoteOf(first)),
    el(
      "p",
      { class: "witness-open" },
      el("a", { class: "reader-link", href, "data-reader-link": true, text: "Read it in the passage" }),
      options.highlight === first.id ? el("span", { class: "this-note", text: " · the passage you selected" }) : null,
    ),
    check ? el("p", { class: "check", role: "note", text: LABELS.recheck?.[check] ?? check }) : null,
  );
}

function renderMeter(answer, headingTag) {
  const value = answer.confidence;
  const level = LABELS.level?.[answer.meter.level] ?? answer.meter.level ?? "";
  const bar = el("span", { class: "meter-fill" });
  bar.style.width = percent(value);
  const factors = (answer.meter.factors ?? []).map((f) => {
    const known = LABELS.factors?.[f.name];
    return el(
      "li",
      { class: "factor", "data-factor": f.name },
      el("span", { class: "factor-name", text: known?.label ?? f.note ?? "Another signal" }),
      el("span", { class: "factor-value", text: strength(f.value) }),
    );
  });
  return el(
    "section",
    { class: "meter", "aria-label": "How sure this answer is" },
    el(headingTag, { class: "meter-heading", text: "How sure is this?" }),
    el(
      "p",
      { class: "confidence-line" },
      "Confidence ",
      el("strong", { class: "confidence", "data-value": String(value), text: percent(value) }),
      level ? ` · ${level}` : "",
    ),
    el(
      "div",
      {
        class: "meter-track",
        role: "meter",
        "aria-valuemin": "0",
        "aria-valuemax": "1",
        "aria-valuenow": String(value),
        "aria-valuetext": percent(value),
        "aria-label": "Confidence",
        "data-fill": String(value),
      },
      bar,
    ),
    el("p", { class: "explainer why", text: answer.meter.explainer ?? "" }),
    factors.length ? el("ul", { class: "factors", "aria-label": "What the confidence rests on" }, ...factors) : null,
  );
}

function renderParts(answer, target) {
  if (answer.parts.length < 2) return null;
  const claims = new Map(answer.claims.map((claim) => [claim.id, claim]));
  return el(
    "div",
    { class: "answer-parts", role: "group", "aria-label": "Answer, part by part" },
    ...answer.parts.map((part) =>
      el(
        "section",
        { class: `answer-part part-${part.groundingState}`, "data-state": part.groundingState },
        el("p", { class: "part-question", text: part.question ?? "" }),
        el("p", { class: "part-state", text: stateLabel(part.groundingState) }),
        ...(part.claimIds ?? []).map((id) => {
          const claim = claims.get(id);
          if (!claim) return null;
          const labels = (claim.citationIds ?? []).map((cid) => answer.citations.find((c) => c.id === cid)?.label);
          return el("p", { class: "part-claim" }, claim.text, ...labels.filter(Boolean).map((l) => citeLink(l, target.get(l))));
        }),
        el("p", { class: "part-explainer", text: part.explainer ?? "" }),
      ),
    ),
  );
}

function renderClaims(answer, target) {
  if (!answer.claims.length) return null;
  const labelOf = new Map(answer.citations.map((c) => [c.id, c.label]));
  return el(
    "details",
    { class: "support-fold" },
    el("summary", { text: "How this answer is supported" }),
    el(
      "ol",
      { class: "claim-list" },
      ...answer.claims.map((claim) =>
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
              text: LABELS.support?.[claim.support] ?? claim.support,
            }),
            " ",
            el(
              "span",
              { class: "claim-citations" },
              ...(claim.citationIds ?? []).flatMap((id) => {
                const label = labelOf.get(id);
                return label && target.get(id) ? [citeLink(label, target.get(id))] : [];
              }),
            ),
          ),
        ),
      ),
    ),
  );
}

function renderDetails(answer) {
  const row = (name, value) => (value ? el("div", {}, el("dt", { text: name }), el("dd", { text: value })) : null);
  return el(
    "details",
    { class: "card-details" },
    el("summary", { text: "Technical details" }),
    el(
      "dl",
      {},
      row("Answer id", answer.id),
      row("Corpus version", answer.corpusVersion),
      row("Composer", answer.composer),
      row("Saved", answer.savedAt),
      row("Passages", answer.citations.map((c) => `${c.label ?? ""} ${c.id}`.trim()).join(", ")),
      row(
        "Factors",
        (answer.meter.factors ?? []).map((f) => `${f.name} ${Number(f.value ?? 0).toFixed(2)}`).join(", "),
      ),
    ),
  );
}

// The sources; in a compact card (a list of answers) folded under their count.
function renderSources(groups, opts, prefix, headingTag, compact) {
  const title = `Sources (${groups.length})`;
  const list = el("ol", { class: "witness-list" }, ...groups.map((g) => renderWitness(g, opts)));
  if (compact) {
    return el(
      "details",
      { class: "witnesses sources-fold" },
      el("summary", { id: `${prefix}-sources`, text: title }),
      list,
    );
  }
  return el(
    "section",
    { class: "witnesses", "aria-labelledby": `${prefix}-sources` },
    el(headingTag, { id: `${prefix}-sources`, text: title }),
    list,
  );
}

// Following a citation: scroll its witness into view, focus it and flash it (no history entry).
export function followCitation(event) {
  const link = event.target.closest?.("a[data-cite]");
  if (!link) return;
  const witness = document.getElementById(link.dataset.cite);
  if (!witness) return;
  event.preventDefault();
  const details = witness.closest("details");
  if (details) details.open = true;
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  witness.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "center" });
  witness.focus({ preventScroll: true });
  witness.classList.remove("flash");
  void witness.offsetWidth; // restart the animation
  witness.classList.add("flash");
  window.setTimeout(() => witness.classList.remove("flash"), 2000);
}

/**
 * The card of `data` (an envelope or a snapshot).
 * options: prefix (unique per page), heading (2 or 3), origin ("sophia" | "search" | "library"),
 * checks ({passageId: recheckStatus}), highlight (a passage id), actions (a node), compact
 * (sources folded), bare (no question or state line: the page shows them).
 */
export function renderCard(data, options = {}) {
  const answer = normalise(data);
  const prefix = options.prefix ?? "card";
  const level = options.heading ?? 2;
  const h = `h${level}`;
  const sub = `h${level + 1}`;
  const opts = { origin: options.origin ?? "sophia", checks: options.checks, highlight: options.highlight };
  const { groups, target } = groupWitnesses(answer.abstained ? [] : answer.citations, prefix);
  const card = el(
    "article",
    {
      class: `answer-card card-${answer.state}${options.compact ? " compact" : ""}`,
      "data-answer-id": answer.id,
      "data-state": answer.state,
      "data-abstained": String(answer.abstained),
      "aria-labelledby": `${prefix}-title`,
    },
    el(
      "header",
      { class: "card-head" },
      el(h, { id: `${prefix}-title`, class: "card-title", text: answer.abstained ? "No grounded answer" : "Answer" }),
      // Where the page already shows the question and its state (a Library item), the card
      // does not repeat them.
      options.bare ? null : el("p", { class: "answered-query", text: `“${answer.query}”` }),
      options.bare
        ? null
        : el("p", { class: "card-state" }, el("span", { class: `state state-${answer.state}`, "data-state": answer.state, text: stateLabel(answer.state) })),
    ),
    answer.abstained
      ? el("p", { class: "answer-text abstention", text: "Sophia does not answer: the library holds no evidence strong enough." })
      : el("p", { class: "answer-text" }, ...linkedText(answer.answer, target)),
    answer.abstained ? null : renderParts(answer, target),
    answer.abstained
      ? el("p", { class: "explainer why", text: answer.meter.explainer ?? "" })
      : renderMeter(answer, sub),
    groups.length ? renderSources(groups, opts, prefix, sub, options.compact) : null,
    answer.abstained ? null : renderClaims(answer, target),
    renderDetails(answer),
    options.actions ?? null,
  );
  card.addEventListener("click", followCitation);
  return card;
}

// Pages that embed cards as JSON (<script type="application/json" data-card-for="ID">): render
// each into its mount, replacing the server's fallback there.
export function mountCards(root = document) {
  for (const blob of root.querySelectorAll("script[data-card-for]")) {
    const mount = document.getElementById(blob.dataset.cardFor);
    if (!mount) continue;
    let payload;
    try {
      payload = JSON.parse(blob.textContent);
    } catch {
      continue;
    }
    const options = { ...(payload.options ?? {}) };
    mount.replaceChildren(renderCard(payload.answer, options));
  }
}
