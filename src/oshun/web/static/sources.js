// The Sources page: upload files into a set, follow each file's ingest, delete works.
// Labels come from the server (#state-labels); every text is set with textContent.

const root = document.querySelector(".sources");
const csrfToken = document.querySelector('meta[name="csrf-token"]')?.content ?? "";
const labels = JSON.parse(document.getElementById("state-labels")?.textContent ?? "{}").jobs ?? {};
const UPLOADS = root.dataset.uploads;
const WORKS = root.dataset.works;
const MAX_BYTES = Number(root.dataset.maxBytes);
const PENDING = new Set(["queued", "working"]);

const form = document.getElementById("upload-form");
const input = document.getElementById("upload-files");
const setSelect = document.getElementById("upload-set");
const newSet = document.getElementById("new-set");
const newSetLabel = document.querySelector(".new-set-label");
const button = document.getElementById("upload-button");
const errorBox = document.getElementById("upload-error");
const jobList = document.getElementById("jobs");
const worksBody = document.querySelector("#works tbody");
const dropZone = document.getElementById("drop-zone");

let polling = null;
let knownDone = new Set(
  [...jobList.querySelectorAll(".job")].filter((li) => li.dataset.state === "done").map((li) => li.dataset.jobId),
);

function headers(extra = {}) {
  return { Accept: "application/json", "X-CSRF-Token": csrfToken, ...extra };
}

async function detailOf(response) {
  try {
    const body = await response.json();
    return body.detail ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

function showError(text) {
  errorBox.textContent = text;
  errorBox.hidden = !text;
}

function toggleNewSet() {
  const creating = setSelect.value === "";
  newSet.hidden = !creating;
  newSetLabel.hidden = !creating;
}

function renderJobs(jobs) {
  jobList.replaceChildren();
  if (!jobs.length) {
    const li = document.createElement("li");
    li.className = "empty";
    li.textContent = "No uploads yet.";
    jobList.append(li);
    return;
  }
  for (const job of jobs) {
    const li = document.createElement("li");
    li.className = `job job-${job.state}`;
    li.dataset.jobId = job.id;
    li.dataset.state = job.state;
    for (const [cls, text] of [
      ["job-name", job.filename],
      ["job-state", labels[job.state] ?? job.label],
      ["job-detail", job.detail],
    ]) {
      const span = document.createElement("span");
      span.className = cls;
      span.textContent = text;
      li.append(span, " ");
    }
    jobList.append(li);
  }
}

function cell(text) {
  const td = document.createElement("td");
  td.textContent = text ?? "";
  return td;
}

function renderWorks(data) {
  const names = Object.fromEntries(data.sets.map((s) => [s.id, s.name]));
  worksBody.replaceChildren();
  if (!data.works.length) {
    const tr = document.createElement("tr");
    tr.className = "empty";
    const td = cell("No works in your sets yet.");
    td.colSpan = 7;
    tr.append(td);
    worksBody.append(tr);
    return;
  }
  for (const w of data.works) {
    const tr = document.createElement("tr");
    tr.dataset.workId = w.id;
    const title = cell(w.title + (w.retracted ? " (retracted)" : ""));
    title.className = "work-title";
    const del = document.createElement("button");
    del.type = "button";
    del.className = "delete-work";
    del.dataset.workId = w.id;
    del.textContent = "Delete";
    const hidden = document.createElement("span");
    hidden.className = "visually-hidden";
    hidden.textContent = ` ${w.title}`;
    del.append(hidden);
    const action = document.createElement("td");
    action.append(del);
    tr.append(
      title,
      cell(names[w.sourceSet] ?? w.sourceSet),
      cell(String(w.passages)),
      cell(w.pages ? String(w.pages) : ""),
      cell(w.published),
      cell(w.updated),
      action,
    );
    worksBody.append(tr);
  }
}

async function refreshWorks() {
  const response = await fetch(WORKS, { headers: headers() });
  if (response.ok) renderWorks(await response.json());
}

async function poll() {
  let body;
  try {
    const response = await fetch(UPLOADS, { headers: headers() });
    if (!response.ok) return;
    body = await response.json();
  } catch {
    return; // try again on the next tick
  }
  renderJobs(body.jobs);
  const done = body.jobs.filter((j) => j.state === "done").map((j) => j.id);
  if (done.some((id) => !knownDone.has(id))) {
    knownDone = new Set(done);
    await refreshWorks();
  }
  if (!body.pending && polling) {
    clearInterval(polling);
    polling = null;
  }
}

function startPolling() {
  if (!polling) polling = setInterval(poll, 1000);
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  showError("");
  const files = [...input.files];
  if (!files.length) return showError("Choose at least one file to upload.");
  const size = files.reduce((sum, f) => sum + f.size, 0);
  if (size > MAX_BYTES) return showError(`These files are larger than ${MAX_BYTES} bytes together.`);
  if (setSelect.value === "" && !newSet.value.trim()) return showError("Name the new set.");
  const data = new FormData();
  for (const file of files) data.append("files", file, file.name);
  const where = new URLSearchParams(
    setSelect.value === "" ? { newSet: newSet.value } : { sourceSet: setSelect.value },
  );
  button.disabled = true;
  try {
    const response = await fetch(`${UPLOADS}?${where}`, { method: "POST", headers: headers(), body: data });
    if (!response.ok) return showError(`Not uploaded: ${await detailOf(response)}`);
    input.value = "";
    await poll();
    startPolling();
  } catch {
    showError("OSHUN could not be reached; nothing was uploaded. Try again.");
  } finally {
    button.disabled = false;
  }
});

worksBody.addEventListener("click", async (event) => {
  const target = event.target.closest(".delete-work");
  if (!target) return;
  target.disabled = true;
  const url = `${WORKS}/${encodeURIComponent(target.dataset.workId)}`;
  try {
    const response = await fetch(url, { method: "DELETE", headers: headers() });
    if (!response.ok) {
      showError(`Not deleted: ${await detailOf(response)}`);
      target.disabled = false;
      return;
    }
    await refreshWorks();
  } catch {
    showError("OSHUN could not be reached; nothing was deleted.");
    target.disabled = false;
  }
});

setSelect.addEventListener("change", toggleNewSet);
for (const name of ["dragenter", "dragover"]) {
  dropZone.addEventListener(name, (event) => {
    event.preventDefault();
    dropZone.classList.add("dragging");
  });
}
dropZone.addEventListener("dragleave", () => dropZone.classList.remove("dragging"));
dropZone.addEventListener("drop", (event) => {
  event.preventDefault();
  dropZone.classList.remove("dragging");
  if (event.dataTransfer?.files?.length) input.files = event.dataTransfer.files;
});

toggleNewSet();
if (jobList.querySelector('[data-state="queued"], [data-state="working"]')) startPolling();
