// dml-tutor table: the host of the tutor's own front end (tutor.js) on a table's page.
// tutor.js is an anywidget module: it reads the view model through model.get(name), listens
// with model.on("change:name"), and sends operations with model.send({op, args, kwargs}).
// This host gives it that model (tutor.js's hostModel) over the table's websocket (<page
// url>/ws): each frame is {"type": "state", "state": <this role's view model>}, and
// operations go back as sent.
//
// On a seat's page the host also: offers the tutor only the operations a seat may send (Hint
// only when the teacher allows hints), locks the controls with the reason said while the table
// is paused, a bot plays the seat or the connection is down, keeps a tap the connection lost
// and says what became of it, and signals "your move" (the page title, a vibration).

const config = JSON.parse(document.getElementById("table-config").textContent);
// The page's words in its language (the server's table- messages): say(id, {name: value}).
const TEXT = JSON.parse(document.getElementById("table-text")?.textContent || "{}");
const say = (id, args = {}) => String(TEXT[id] ?? id).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
// say(id) with one value as HTML (its placeholder is replaced after escaping the rest)
const sayHtml = (id, name, html, args = {}) => esc(say(id, { ...args, [name]: "\u0000" })).replace("\u0000", html);
const base = location.pathname.replace(/\/$/, "");
const seatPage = config.role === "seat";
const title = document.title;
let socket = null;
let rendered = false;
let tries = 0;
let model = null; // tutor.js's hostModel, once the module is loaded
let update = null;
let last = null; // the last state received
let pending = null; // a tap not yet answered: {msg, sent, steps}
let note = ""; // what became of a tap, said in the bar until the next tap
let gone = false; // the teacher ended the table

const esc = (v) => String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
const status = document.querySelector(".table-status");
const header = document.querySelector(".table-bar");
// landmarks for a screen reader: the page's name as its heading, the tutor as its main part
// (where the server's page has none); then the parts this host adds to the server's page: a
// seat's jump buttons, the standings
const who = document.querySelector(".table-who");
if (who && !document.querySelector("h1")) who.outerHTML = `<h1 class="table-who">${who.innerHTML}</h1>`;
if (!document.querySelector("main, [role=main]")) {
  const main = document.createElement("main");
  main.append(...[...document.body.children].filter((e) => e !== header && e.tagName !== "SCRIPT"));
  header.after(main);
}
if (seatPage)
  header.insertAdjacentHTML(
    "beforeend",
    `<nav class="table-jump" aria-label="${esc(say("table-jump"))}"><button data-jump="decision">${esc(say("table-jump-options"))}</button><button data-jump="mine">${esc(
      say("table-jump-mine"),
    )}</button><button data-jump="rules">${esc(say("table-jump-rules"))}</button></nav>`,
  );
document.querySelector("main, [role=main]").insertAdjacentHTML("afterbegin", `<section class="table-standings" aria-live="polite" hidden></section>`);
const ops = document.querySelector(".table-teacher-ops");
const predictBox = document.querySelector(".table-predict");
// Quiz the room: its own section after Predict's (the server's page has none)
const quizBox = document.createElement("section");
Object.assign(quizBox, { className: "table-quiz", hidden: true });
quizBox.setAttribute("aria-live", "polite");
quizBox.setAttribute("aria-label", say("table-quiz"));
(predictBox || document.getElementById("tutor")).before(quizBox);
const connected = () => socket !== null && socket.readyState === WebSocket.OPEN;

// The operations each role's page may send (the server refuses the others anyway).
const SEAT_OPS = ["choose", "why_not", "commit_prediction"];
const TEACHER_OFF = new Set(["choose", "restart", "set_view", "open_fork", "hint", "stop_hint"]);

function operationsFor(state) {
  const all = state.controls?.operations || [];
  if (config.role === "teacher") return all.filter((op) => !TEACHER_OFF.has(op));
  if (!seatPage) return [];
  return all.filter((op) => SEAT_OPS.includes(op) || (state.table?.hints === true && (op === "hint" || op === "stop_hint")));
}

// A tap's name in the notes: the option it chose, or its operation in the page's words.
const OPS = {
  why_not: () => say("table-op-why-not"),
  commit_prediction: () => say("table-op-commit-prediction"),
  hint: () => say("table-op-hint"),
  stop_hint: () => say("table-op-stop-hint"),
  answer: () => say("table-op-answer"),
  pause: () => say("table-op-pause"),
  resume: () => say("table-op-resume"),
  predict: () => say("table-op-predict"),
  reveal: () => say("table-op-reveal"),
  quiz: () => say("table-op-quiz"),
  end_quiz: () => say("table-op-end-quiz"),
  play_again: () => say("table-op-play-again"),
};

function tapLabel(msg) {
  if (msg.op === "choose") return String(msg.args?.[0] ?? "").replace(/^seat \d+: /, "");
  return OPS[msg.op]?.() ?? msg.op.replace(/_/g, " ");
}

// A tap goes out at once when the socket is open; otherwise it waits for the connection (and is
// said to wait). Either way it is kept until the table answers it.
function send(msg) {
  note = "";
  pending = { msg, sent: false, steps: last?.length };
  if (connected()) {
    socket.send(JSON.stringify(msg));
    pending.sent = true;
  } else note = say("table-tap-waits", { tap: tapLabel(msg) });
  if (last) bar(last);
}

// After a reconnection: a tap the connection lost is sent again if nothing happened meanwhile
// (the same steps, its decision still open); otherwise the page says what became of it (never
// silently lost, never sent twice).
function settle(state) {
  if (!pending) return;
  const { msg, steps } = pending;
  if (pending.sent) {
    pending = null; // the table answered: this state follows it
    return;
  }
  pending = null;
  const open = state.decision && (msg.op !== "choose" || state.decision.options.includes(msg.args?.[0]));
  if (state.length !== steps || !open) {
    note = say("table-tap-lost", { tap: tapLabel(msg) });
    return;
  }
  send(msg);
  note = say("table-tap-resent", { tap: tapLabel(msg) });
}

// Why a seat's controls are off now ("" when they are on).
function lockReason(state) {
  if (!connected()) return say("table-lock-offline");
  const t = state.table || {};
  if (!seatPage) return "";
  if (t.paused) return say("table-lock-paused");
  const mode = (t.seat_modes || [])[config.seat];
  if (mode && mode !== "person") return say("table-lock-bot", { mode });
  return "";
}

// The bar: what the page's device must do now, styled by kind (move, wait, paused, offline, over).
function bar(state) {
  const t = state.table || {};
  const body = document.body.dataset;
  body.paused = String(!!t.paused);
  body.over = String(!!state.over);
  body.steps = String(state.length ?? ""); // the steps this page may see (the status line counts them too)
  const yourMove = !!state.decision && connected() && !t.paused;
  let kind = "wait";
  let text = seatPage ? say("table-waiting") : "";
  if (!connected()) [kind, text] = ["offline", say("table-reconnecting")];
  else if (state.over) [kind, text] = ["over", say("table-over", { result: state.result?.text || "" }).trim()];
  else if (t.paused) [kind, text] = ["paused", say("table-paused")];
  else if (yourMove) [kind, text] = ["move", say("table-your-move")];
  else if (!seatPage) text = whoseTurn(state);
  body.state = kind;
  if (body.yourMove !== String(yourMove) && yourMove) signal();
  body.yourMove = String(yourMove);
  document.title = yourMove ? say("table-your-move-title", { title }) : title;
  status.innerHTML = `<span class="table-status-text">${esc(text)}</span>${note ? ` <span class="table-note">${esc(note)}</span>` : ""}`;
  if (update) update({ locked: lockReason(state) }, rendered);
  if (config.role === "teacher") teacherOps(state);
  roomPredict(state.room_predict);
  quiz(state.quiz);
  standings(state);
}

function whoseTurn(state) {
  const names = state.table?.names || state.table?.seat_names || [];
  const d = state.view?.decision;
  return d && d.seat !== null && d.seat !== undefined ? say("table-to-decide", { seat: names[d.seat] ?? say("table-seat", { seat: d.seat }) }) : "";
}

// Your turn: a vibration where the browser allows it (a phone, after a first tap on the page).
function signal() {
  try {
    navigator.vibrate?.([120, 60, 120]);
  } catch (e) {
    /* not allowed here: the title and the bar say it */
  }
}

// The teacher ends the table (DELETE <teacher url>): asked to confirm; from another machine the
// teacher key the server printed, asked once and kept for this tab.
async function endTable() {
  if (!confirm(say("table-end-confirm"))) return;
  for (let tries = 0; tries < 2; tries++) {
    const key = sessionStorage.getItem("dml-tutor-teacher-key");
    const r = await fetch(base, { method: "DELETE", headers: key ? { Authorization: `Bearer ${key}` } : {} });
    if (r.status !== 401) {
      if (r.ok) ended();
      else note = (await r.json().catch(() => ({}))).error || say("table-end-failed", { status: r.status });
      if (last && !r.ok) bar(last);
      return;
    }
    const typed = prompt(say("table-key-prompt"));
    if (!typed) return;
    sessionStorage.setItem("dml-tutor-teacher-key", typed.trim());
  }
}

// The table is gone (ended by the teacher): said, controls off, no reconnecting.
function ended() {
  gone = true;
  document.body.dataset.state = "ended";
  status.textContent = say("table-ended");
  if (update) update({ locked: say("table-ended") }, rendered);
  if (ops) ops.innerHTML = "";
}

function teacherOps(state) {
  const t = state.table || {};
  // phones cannot open a link to this machine's loopback address: said above the QR codes
  let warn = document.querySelector(".table-host-note");
  if (t.host_note && !warn) {
    warn = document.createElement("p");
    warn.className = "table-host-note";
    warn.setAttribute("role", "alert");
    const links = document.querySelector(".table-links");
    if (links) links.before(warn);
    else document.querySelector("main, [role=main]").prepend(warn);
  }
  if (warn) {
    warn.hidden = !t.host_note;
    warn.textContent = t.host_note || "";
  }
  const rp = state.room_predict;
  const button = (op, text, tip = "", primary = false) =>
    `<button data-table-op="${op}"${primary ? ' class="primary"' : ""}${tip ? ` title="${esc(tip)}"` : ""}>${esc(text)}</button>`;
  const predict = t.paused ? button("predict", say("table-teacher-predict"), say("table-teacher-predict-title")) : "";
  const reveal = rp && !rp.reveal ? button("reveal", say("table-teacher-reveal", { committed: rp.committed }), "", true) : "";
  const qz = state.quiz;
  const quizOps = (t.teacher_ops || []).includes("quiz")
    ? button("quiz", say("table-teacher-quiz"), say("table-teacher-quiz-title")) +
      (qz && !qz.ended
        ? button("end_quiz", say("table-teacher-end-quiz", { answered: qz.answered, seats: qz.seats }), say("table-teacher-end-quiz-title"), true)
        : "")
    : "";
  const again =
    state.over && (t.teacher_ops || []).includes("play_again")
      ? button("play_again", say("table-teacher-play-again"), say("table-teacher-play-again-title"), true)
      : "";
  ops.innerHTML =
    (t.paused ? button("resume", say("table-teacher-resume"), "", true) : button("pause", say("table-teacher-pause"))) +
    predict +
    reveal +
    quizOps +
    again +
    button("end", say("table-teacher-end"), say("table-teacher-end-title"));
}

// The end: each seat's place, name and score (the server's standings), how the game was won.
function standings(state) {
  const box = document.querySelector(".table-standings");
  if (!box) return;
  const rows = state.over ? state.standings || [] : [];
  box.hidden = !state.over;
  if (!state.over) return;
  const body = rows
    .map(
      (r) => `<tr${r.seat === config.seat ? ' class="mine"' : ""}><td>${esc(r.place)}</td><th scope="row">${esc(r.name)}</th>
        <td>${r.score === null || r.score === undefined ? "" : esc(r.score)}</td></tr>`,
    )
    .join("");
  const scoreName = rows.find((r) => r.score_name)?.score_name || say("table-standings-score");
  box.innerHTML = `<h2>${esc(say("table-standings"))}</h2><p class="table-how">${esc(state.result?.text || "")}</p>${
    rows.length
      ? `<table><thead><tr><th scope="col">${esc(say("table-standings-place"))}</th><th scope="col">${esc(say("table-standings-player"))}</th><th scope="col">${esc(
          scoreName,
        )}</th></tr></thead><tbody>${body}</tbody></table>`
      : ""
  }`;
}

// Predict for the room: the question, each seat's own guess (buttons or a number), how many
// devices have committed, and after the reveal the tally beside the engine's answer.
function roomPredict(rp) {
  if (!predictBox) return;
  predictBox.hidden = !rp;
  if (!rp) {
    predictBox.innerHTML = "";
    return;
  }
  // a guess names a choice (the server's, in English); the page shows its label in its language
  const label = (guess) => {
    const i = (rp.choices || []).indexOf(guess);
    return i >= 0 && rp.labels ? rp.labels[i] : guess;
  };
  let body = "";
  if (rp.reveal) {
    const r = rp.reveal;
    const rows = r.tally
      .map((x) => `<tr class="${x.right ? "right" : ""}"><td>${esc(label(x.guess))}</td><td>${esc(x.count)}</td><td>${x.right ? "✓" : ""}</td></tr>`)
      .join("");
    body = `<p class="table-answer">${sayHtml("table-predict-engine", "answer", `<b>${esc(r.answer_label ?? r.answer)}</b>`)} ${esc(r.explanation)}
      <span class="table-rules">${r.rules.map((id) => `<code>${esc(id)}</code>`).join(" ")}</span></p>
      <p>${esc(say("table-predict-right", { right: r.right, devices: r.of }))}</p>
      <table class="table-tally"><thead><tr><th>${esc(say("table-predict-guess"))}</th><th>${esc(say("table-predict-devices"))}</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
  } else if (seatPage) {
    const choices = rp.choices.length
      ? rp.choices.map((c) => `<button data-guess="${esc(c)}"${rp.mine === c ? ' class="chosen"' : ""}>${esc(label(c))}</button>`).join(" ")
      : `<input type="number" class="table-guess" aria-label="${esc(say("table-predict-your-guess"))}" value="${esc(rp.mine ?? "")}"> <button data-guess-input>${esc(say("table-predict-commit"))}</button>`;
    const mine = rp.mine === null || rp.mine === undefined ? esc(say("table-predict-ask")) : sayHtml("table-predict-yours", "guess", `<b>${esc(label(rp.mine))}</b>`);
    body = `<div class="table-choices">${choices}</div><p>${mine}</p>`;
  } else {
    body = `<p>${esc(say("table-predict-committed", { count: rp.committed }))}</p>`;
  }
  predictBox.innerHTML = `<h3>${esc(say("table-predict-heading", { about: rp.about }))}</h3><p class="table-prompt">${esc(rp.prompt)}</p>${body}`;
}

// Quiz the room: the question and its options; a seat answers once (a button per option) and
// then sees its own feedback; the teacher (as answers come) and everyone once it ends see how
// many chose each option and the room's tally per rule. No page is sent another seat's answer.
function quiz(qz) {
  quizBox.hidden = !qz;
  if (!qz) {
    quizBox.innerHTML = "";
    return;
  }
  const letter = (i) => "ABCD"[i] ?? String(i + 1);
  const asking = seatPage && !qz.ended && (qz.mine === null || qz.mine === undefined);
  const count = (i) => (qz.tally ? qz.tally[i].count : null);
  const options = qz.options
    .map((text, i) => {
      if (asking) return `<li><button data-answer="${i}">${letter(i)}. ${esc(text)}</button></li>`;
      const marks = [
        qz.answer === i ? say("table-quiz-the-answer") : "",
        qz.mine === i ? say("table-quiz-your-answer") : "",
        count(i) === null ? "" : say("table-quiz-chose", { count: count(i) }),
      ].filter(Boolean);
      return `<li class="${qz.answer === i ? "right" : ""}${qz.mine === i ? " chosen" : ""}">${letter(i)}. ${esc(text)}${marks.length ? ` <span class="table-quiz-mark">(${esc(marks.join(", "))})</span>` : ""}</li>`;
    })
    .join("");
  const f = qz.feedback;
  const feedback = f
    ? `<div class="table-quiz-feedback ${f.correct ? "right" : "wrong"}"><p><b>${esc(f.head)}</b> ${esc(f.body)}</p>
      ${f.misreading_text ? `<p>${esc(say("table-quiz-misreading", { text: f.misreading_text }))}</p>` : ""}${
        f.remedy ? `<p>${esc(say("table-quiz-remedy", { remedy: f.remedy }))}</p>` : ""
      }
      <p class="table-rules">${esc(say("table-quiz-rules"))} ${f.rules.map((id) => `<code>${esc(id)}</code>`).join(" ")}</p></div>`
    : "";
  const rules = qz.rules?.length
    ? `<table class="table-tally"><caption>${esc(say("table-quiz-per-rule"))}</caption><thead><tr>${[say("table-quiz-rule"), say("table-quiz-questions"), say("table-quiz-answers"), say("table-quiz-right-count")]
        .map((text) => `<th scope="col">${esc(text)}</th>`)
        .join("")}</tr></thead><tbody>${qz.rules
        .map((r) => `<tr><th scope="row"><code>${esc(r.rule)}</code></th><td>${esc(r.asked)}</td><td>${esc(r.answers)} / ${esc(r.of)}</td><td>${esc(r.right)}</td></tr>`)
        .join("")}</tbody></table>`
    : "";
  const said = qz.ended ? say("table-quiz-over") : asking ? say("table-quiz-choose") : say("table-quiz-answered", { answered: qz.answered, seats: qz.seats });
  const heading = qz.rule ? sayHtml("table-quiz-heading", "rule", `<code>${esc(qz.rule)}</code>`) : esc(say("table-quiz"));
  quizBox.innerHTML = `<h2>${heading}</h2><p class="table-prompt">${esc(qz.prompt)}</p>
    <ol class="table-quiz-options">${options}</ol><p>${esc(said)}</p>${feedback}${rules}`;
}

quizBox.addEventListener("click", (event) => {
  const b = event.target.closest("[data-answer]");
  if (b) send({ op: "answer", args: [Number(b.dataset.answer)] });
});

predictBox?.addEventListener("click", (event) => {
  const b = event.target.closest("[data-guess], [data-guess-input]");
  if (!b) return;
  const guess = b.dataset.guess ?? predictBox.querySelector(".table-guess").value;
  send({ op: "commit_prediction", args: [guess] });
});

ops?.addEventListener("click", (event) => {
  const b = event.target.closest("[data-table-op]");
  if (b && b.dataset.tableOp === "end") endTable();
  else if (b) send({ op: b.dataset.tableOp, args: [] });
});

// A seat's jump buttons: the decision, the seat's own cards, the rules below.
document.querySelector(".table-jump")?.addEventListener("click", (event) => {
  const b = event.target.closest("[data-jump]");
  if (!b) return;
  const to = { decision: ".dml-decision-slot", mine: `[data-seat-card="${config.seat}"]`, rules: ".dml-step-slot" }[b.dataset.jump];
  document.querySelector(to)?.scrollIntoView({ block: "start", behavior: "smooth" });
});

function receive(msg) {
  if (msg.type !== "state") {
    // a refusal: said in the bar, with the tap it answers (never silently lost)
    const error = msg.error || say("table-refused");
    note = pending ? say("table-tap-refused", { tap: tapLabel(pending.msg), error }) : error;
    pending = null;
    if (last) bar(last);
    return;
  }
  const state = msg.state;
  if (msg.op && state.error) {
    // a refused tap comes back as this page's state with the reason: said with the tap it answers
    note = pending ? say("table-tap-refused", { tap: tapLabel(pending.msg), error: state.error }) : state.error;
    pending = null;
  }
  state.controls = { ...(state.controls || {}), operations: operationsFor(state) };
  last = state;
  settle(state);
  update(state, rendered);
  bar(state);
}

function connect(tutor) {
  // the page's own ?lang= (if any) chooses the frames' language too
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${base}/ws${location.search}`;
  socket = new WebSocket(url);
  socket.addEventListener("open", () => {
    tries = 0;
    document.body.dataset.connected = "true";
  });
  socket.addEventListener("message", (event) => {
    receive(JSON.parse(event.data));
    if (!rendered && last) {
      rendered = true;
      tutor.default.render({ model, el: document.getElementById("tutor") });
    }
  });
  socket.addEventListener("close", (event) => {
    document.body.dataset.connected = "false";
    if (pending) pending.sent = false; // unanswered: sent again, or said, once back
    if (event.code === 4404) {
      status.textContent = say("table-no-table");
      return;
    }
    if (event.code === 4410 || gone) {
      ended();
      return;
    }
    if (last) bar(last);
    // The server may be restarting: try again, a little later each time (at most every 10 s).
    tries += 1;
    setTimeout(() => connect(tutor), Math.min(10000, 300 * 2 ** Math.min(tries, 6)));
  });
}

const [viz, tutor] = await Promise.all([fetch("/static/viz.js").then((r) => r.text()), import("/static/tutor.js")]);
({ model, update } = tutor.hostModel(send));
model.set("viz_module", viz);
connect(tutor);
