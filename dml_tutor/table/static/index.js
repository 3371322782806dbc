// The teacher's form at "/": a new table from fields, not JSON. The game; its settings with a
// fixed set of values (players, mode, ...) as menus; each seat's player name and who plays it
// (a person, or a bot of the pack's kinds); a seed only if one is typed (else the server deals a
// random one); hints on or off; optionally a position (the game's position format, JSON).
// POST /api/tables, then the teacher's page, which shows each seat's join link and QR code.
// From another machine than the server's, creating a table needs the teacher key the server
// printed at start: asked once (on a 401), kept for this browser tab (sessionStorage).

const packs = await (await fetch(`/api/packs${location.search}`)).json(); // the settings' words in the page's language
const form = document.getElementById("new-table");
const made = document.getElementById("made");
// The page's words in its language (the server's table- messages): say(id, {name: value}).
const TEXT = JSON.parse(document.getElementById("table-text")?.textContent || "{}");
const say = (id, args = {}) => String(TEXT[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
const esc = (v) => String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

form.innerHTML = `<fieldset><legend>${esc(say("table-form-game-legend"))}</legend>
    <label>${esc(say("table-form-game"))} <select id="pack" name="pack">${packs.map((p) => `<option value="${esc(p.name)}">${esc(p.title)}</option>`).join("")}</select></label>
    <div id="fields"></div>
    <label>${esc(say("table-form-seed"))} <input id="seed" name="seed" inputmode="numeric" placeholder="${esc(say("table-form-seed-placeholder"))}" autocomplete="off"
      aria-describedby="seed-note"></label>
    <p id="seed-note" class="table-form-note">${esc(say("table-form-seed-note"))}</p>
    <label class="table-check" id="hints-choice"><input type="checkbox" id="hints" name="hints" checked> ${esc(say("table-form-hints"))}</label>
  </fieldset>
  <fieldset><legend>${esc(say("table-form-seats-legend"))}</legend><div id="seats"></div></fieldset>
  <details class="table-position"><summary>${esc(say("table-form-position-summary"))}</summary>
    <label>${esc(say("table-form-position"))}
      <textarea id="position" name="position" rows="5" cols="60"></textarea></label></details>
  <label id="key-row" hidden>${esc(say("table-form-key"))}
    <input id="key" name="key" type="password" autocomplete="off"></label>
  <button type="submit" class="primary">${esc(say("table-form-create"))}</button>`;

const $ = (id) => document.getElementById(id);
const current = () => packs.find((p) => p.name === $("pack").value);

// The settings with a fixed set of values, as menus: the server's `fields` where it sends
// them, else the players from the pack's seat range and each other plain setting as text.
function fieldsOf(p) {
  if (p.fields) return p.fields;
  const out = [];
  for (const [key, value] of Object.entries(p.settings)) {
    if (key === "players") {
      const options = [];
      for (let n = p.min_seats ?? value; n <= (p.max_seats ?? value); n++) options.push({ value: n, label: say("table-form-players", { count: n }) });
      out.push({ key, label: say("table-form-players-label"), value, options });
    } else if (key !== "seed" && (typeof value === "string" || typeof value === "number")) out.push({ key, label: key, value });
  }
  return out;
}

const label = (f) => esc(f.label[0].toUpperCase() + f.label.slice(1));

function drawField(f) {
  if (!f.options) return `<label>${label(f)} <input data-field="${esc(f.key)}" data-text value="${esc(f.value)}"></label>`;
  return `<label>${label(f)} <select data-field="${esc(f.key)}">${f.options
    .map((o) => `<option value="${esc(JSON.stringify(o.value))}"${o.value === f.value ? " selected" : ""}>${esc(o.label)}</option>`)
    .join("")}</select></label>`;
}

// Names and the hints switch: only where the server takes them (it then sends `fields`).
function drawFields() {
  $("fields").innerHTML = fieldsOf(current()).map(drawField).join("");
  $("hints-choice").hidden = !current().fields;
  drawSeats();
}

// How many seats: the players menu where there is one, else the pack's own count (null: the
// server did not say; the game's settings decide).
function seatCount(p) {
  const players = document.querySelector('[data-field="players"]');
  return players ? JSON.parse(players.value) : p.seat_count ?? null;
}

function drawSeats() {
  const p = current();
  if (seatCount(p) === null) {
    $("seats").innerHTML = `<p class="table-form-note">${esc(say("table-form-seats-later"))}</p>`;
    return;
  }
  const kept = [...document.querySelectorAll(".table-seat-row")].map((row) => [row.querySelector("input").value, row.querySelector("select").value]);
  const modes = p.seat_modes || ["person"];
  const rows = [];
  for (let s = 0; s < seatCount(p); s++) {
    const [name, mode] = kept[s] || ["", "person"];
    const seat = esc(say("table-form-seat", { seat: s }));
    rows.push(`<div class="table-seat-row" role="group" aria-label="${seat}"><span class="table-seat-no">${seat}</span>
      <label${p.fields ? "" : " hidden"}>${esc(say("table-form-name"))} <input value="${esc(name)}" placeholder="${esc(say("table-form-name-placeholder", { seat: s }))}" maxlength="40" autocomplete="off"></label>
      <label>${esc(say("table-form-played-by"))} <select>${modes
        .map((m) => `<option value="${esc(m)}"${m === mode ? " selected" : ""}>${esc(m === "person" ? say("table-form-person") : say("table-form-bot", { mode: m }))}</option>`)
        .join("")}</select></label></div>`);
  }
  $("seats").innerHTML = rows.join("");
}

// The request's body from the fields; a bad seed or position is said, and nothing is sent.
function body() {
  const p = current();
  const settings = {};
  for (const s of document.querySelectorAll("[data-field]")) settings[s.dataset.field] = s.dataset.text === undefined ? JSON.parse(s.value) : s.value.trim();
  const seed = $("seed").value.trim();
  if (seed !== "") {
    if (!/^\d+$/.test(seed)) throw new Error(say("table-form-bad-seed"));
    settings.seed = seed.length > 15 ? seed : Number(seed);
  }
  const rows = [...document.querySelectorAll(".table-seat-row")];
  if (rows.length) settings.seats = rows.map((row) => row.querySelector("select").value);
  const out = { pack: p.name, settings };
  if (p.fields) {
    // the server that sends fields takes the players' names and the hints switch too
    out.names = rows.map((row) => row.querySelector("input").value.trim() || null);
    out.hints = $("hints").checked;
  }
  const pos = $("position").value.trim();
  if (pos) {
    try {
      out.position = JSON.parse(pos);
    } catch (e) {
      throw new Error(say("table-form-bad-position", { error: e.message }));
    }
    delete out.settings.seats; // a position says how many seats it has
  }
  return out;
}

$("pack").addEventListener("change", drawFields);
$("fields").addEventListener("change", (event) => {
  if (event.target.dataset.field === "players") drawSeats();
});
drawFields();

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  let request;
  try {
    request = body();
  } catch (e) {
    made.textContent = e.message;
    return;
  }
  made.textContent = say("table-form-creating");
  const typed = $("key").value.trim();
  if (typed) sessionStorage.setItem("dml-tutor-teacher-key", typed);
  const key = sessionStorage.getItem("dml-tutor-teacher-key");
  const headers = { "Content-Type": "application/json", ...(key ? { Authorization: `Bearer ${key}` } : {}) };
  const r = await fetch("/api/tables", { method: "POST", headers, body: JSON.stringify(request) });
  const answer = await r.json();
  if (r.status === 401) {
    // from another machine: the key, once
    sessionStorage.removeItem("dml-tutor-teacher-key");
    $("key-row").hidden = false;
    $("key").focus();
    made.textContent = key ? say("table-form-wrong-key") : say("table-form-type-key");
    return;
  }
  if (r.status !== 201) {
    made.textContent = answer.error;
    return;
  }
  location.href = answer.teacher;
});
