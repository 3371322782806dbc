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
    `<nav class="table-jump" aria-label="Jump to"><button data-jump="decision">Options</button><button data-jump="mine">My cards</button><button data-jump="rules">Rules</button></nav>`,
  );
document.querySelector("main, [role=main]").insertAdjacentHTML("afterbegin", `<section class="table-standings" aria-live="polite" hidden></section>`);
const ops = document.querySelector(".table-teacher-ops");
const predictBox = document.querySelector(".table-predict");
// Quiz the room: its own section after Predict's (the server's page has none)
const quizBox = document.createElement("section");
Object.assign(quizBox, { className: "table-quiz", hidden: true });
quizBox.setAttribute("aria-live", "polite");
quizBox.setAttribute("aria-label", "Quiz the room");
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

function tapLabel(msg) {
  return msg.op === "choose" ? String(msg.args?.[0] ?? "").replace(/^seat \d+: /, "") : msg.op.replace(/_/g, " ");
}

// A tap goes out at once when the socket is open; otherwise it waits for the connection (and is
// said to wait). Either way it is kept until the table answers it.
function send(msg) {
  note = "";
  pending = { msg, sent: false, steps: last?.length };
  if (connected()) {
    socket.send(JSON.stringify(msg));
    pending.sent = true;
  } else note = `Your tap “${tapLabel(msg)}” waits for the connection.`;
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
    note = `Your tap “${tapLabel(msg)}”: the connection dropped before the table answered, and the game has moved on; the log shows whether it was taken.`;
    return;
  }
  send(msg);
  note = `Your tap “${tapLabel(msg)}” was sent once the connection was back.`;
}

// Why a seat's controls are off now ("" when they are on).
function lockReason(state) {
  if (!connected()) return "The connection is down: reconnecting… Your controls come back with it.";
  const t = state.table || {};
  if (!seatPage) return "";
  if (t.paused) return "Paused by the teacher: your controls come back when the table resumes.";
  const mode = (t.seat_modes || [])[config.seat];
  if (mode && mode !== "person") return `A bot (${mode}) plays this seat now: the teacher can give it back to you.`;
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
  let text = seatPage ? "Waiting for the others." : "";
  if (!connected()) [kind, text] = ["offline", "Reconnecting…"];
  else if (state.over) [kind, text] = ["over", `The game is over. ${state.result?.text || ""}`];
  else if (t.paused) [kind, text] = ["paused", "Paused by the teacher."];
  else if (yourMove) [kind, text] = ["move", "Your move."];
  else if (!seatPage) text = whoseTurn(state);
  body.state = kind;
  if (body.yourMove !== String(yourMove) && yourMove) signal();
  body.yourMove = String(yourMove);
  document.title = yourMove ? `● Your move · ${title}` : title;
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
  return d && d.seat !== null && d.seat !== undefined ? `${names[d.seat] ?? `seat ${d.seat}`} to decide.` : "";
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
  if (!confirm("End this table for everyone? Its game, links and log are deleted.")) return;
  for (let tries = 0; tries < 2; tries++) {
    const key = sessionStorage.getItem("dml-tutor-teacher-key");
    const r = await fetch(base, { method: "DELETE", headers: key ? { Authorization: `Bearer ${key}` } : {} });
    if (r.status !== 401) {
      if (r.ok) ended();
      else note = (await r.json().catch(() => ({}))).error || `could not end the table (${r.status})`;
      if (last && !r.ok) bar(last);
      return;
    }
    const typed = prompt("The teacher key (dml-tutor table printed it at start):");
    if (!typed) return;
    sessionStorage.setItem("dml-tutor-teacher-key", typed.trim());
  }
}

// The table is gone (ended by the teacher): said, controls off, no reconnecting.
function ended() {
  gone = true;
  document.body.dataset.state = "ended";
  status.textContent = "The teacher ended this table.";
  if (update) update({ locked: "The teacher ended this table." }, rendered);
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
  const predict = t.paused ? `<button data-table-op="predict" title="Ask the room the question of this step (or the next one)">Predict for the room</button>` : "";
  const reveal = rp && !rp.reveal ? `<button data-table-op="reveal" class="primary">Reveal (${rp.committed} committed)</button>` : "";
  const qz = state.quiz;
  const quizOps = (t.teacher_ops || []).includes("quiz")
    ? `<button data-table-op="quiz" title="A question from the practice bank for the whole room: the next rule it has not been asked">Quiz the room</button>` +
      (qz && !qz.ended ? `<button data-table-op="end_quiz" class="primary" title="Show everyone the answer and the room's tally">End the quiz (${esc(qz.answered)} of ${esc(qz.seats)} answered)</button>` : "")
    : "";
  const again = state.over && (t.teacher_ops || []).includes("play_again") ? `<button data-table-op="play_again" class="primary" title="A new game at this table: the same seats, names and links">Play again</button>` : "";
  ops.innerHTML =
    (t.paused
      ? `<button data-table-op="resume" class="primary">Resume the table</button>`
      : `<button data-table-op="pause">Pause the table</button>`) +
    predict +
    reveal +
    quizOps +
    again +
    `<button data-table-op="end" title="End the table for everyone and delete it">End the table</button>`;
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
  const scoreName = rows.find((r) => r.score_name)?.score_name || "Score";
  box.innerHTML = `<h2>Standings</h2><p class="table-how">${esc(state.result?.text || "")}</p>${
    rows.length ? `<table><thead><tr><th scope="col">Place</th><th scope="col">Player</th><th scope="col">${esc(scoreName)}</th></tr></thead><tbody>${body}</tbody></table>` : ""
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
  let body = "";
  if (rp.reveal) {
    const r = rp.reveal;
    const rows = r.tally
      .map((x) => `<tr class="${x.right ? "right" : ""}"><td>${esc(x.guess)}</td><td>${esc(x.count)}</td><td>${x.right ? "✓" : ""}</td></tr>`)
      .join("");
    body = `<p class="table-answer">The engine: <b>${esc(r.answer)}</b>. ${esc(r.explanation)}
      <span class="table-rules">${r.rules.map((id) => `<code>${esc(id)}</code>`).join(" ")}</span></p>
      <p>${esc(r.right)} of ${esc(r.of)} devices were right.</p>
      <table class="table-tally"><thead><tr><th>guess</th><th>devices</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
  } else if (seatPage) {
    const choices = rp.choices.length
      ? rp.choices.map((c) => `<button data-guess="${esc(c)}"${rp.mine === c ? ' class="chosen"' : ""}>${esc(c)}</button>`).join(" ")
      : `<input type="number" class="table-guess" aria-label="Your guess" value="${esc(rp.mine ?? "")}"> <button data-guess-input>Commit</button>`;
    body = `<div class="table-choices">${choices}</div><p>${rp.mine === null || rp.mine === undefined ? "Commit your guess." : `Your guess: <b>${esc(rp.mine)}</b> (you may change it until the reveal).`}</p>`;
  } else {
    body = `<p>${esc(rp.committed)} device(s) have committed a guess.</p>`;
  }
  predictBox.innerHTML = `<h3>Predict: ${esc(rp.about)}</h3><p class="table-prompt">${esc(rp.prompt)}</p>${body}`;
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
      const marks = [qz.answer === i ? "✓ the answer" : "", qz.mine === i ? "your answer" : "", count(i) === null ? "" : `${count(i)} chose it`].filter(Boolean);
      return `<li class="${qz.answer === i ? "right" : ""}${qz.mine === i ? " chosen" : ""}">${letter(i)}. ${esc(text)}${marks.length ? ` <span class="table-quiz-mark">(${esc(marks.join(", "))})</span>` : ""}</li>`;
    })
    .join("");
  const f = qz.feedback;
  const feedback = f
    ? `<div class="table-quiz-feedback ${f.correct ? "right" : "wrong"}"><p><b>${f.correct ? "Right." : "Not quite."}</b> ${esc(f.text.replace(/^(Right|Not quite)\.\s*/, ""))}</p>
      ${f.misreading_text ? `<p>The misreading: ${esc(f.misreading_text)}</p>` : ""}${f.remedy ? `<p>To make it legal: ${esc(f.remedy)}</p>` : ""}
      <p class="table-rules">Rules: ${f.rules.map((id) => `<code>${esc(id)}</code>`).join(" ")}</p></div>`
    : "";
  const rules = qz.rules?.length
    ? `<table class="table-tally"><caption>The room, per rule</caption><thead><tr><th scope="col">rule</th><th scope="col">questions</th><th scope="col">answers / seats</th><th scope="col">right</th></tr></thead><tbody>${qz.rules
        .map((r) => `<tr><th scope="row"><code>${esc(r.rule)}</code></th><td>${esc(r.asked)}</td><td>${esc(r.answers)} / ${esc(r.of)}</td><td>${esc(r.right)}</td></tr>`)
        .join("")}</tbody></table>`
    : "";
  const said = qz.ended ? "The quiz is over." : asking ? "Choose your answer (one answer)." : `${qz.answered} of ${qz.seats} seats have answered.`;
  quizBox.innerHTML = `<h2>Quiz the room${qz.rule ? `: <code>${esc(qz.rule)}</code>` : ""}</h2><p class="table-prompt">${esc(qz.prompt)}</p>
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
    const tap = pending ? `“${tapLabel(pending.msg)}”: ` : "";
    pending = null;
    note = `${tap}${msg.error || "refused"}`;
    if (last) bar(last);
    return;
  }
  const state = msg.state;
  if (msg.op && state.error) {
    // a refused tap comes back as this page's state with the reason: said with the tap it answers
    note = `${pending ? `“${tapLabel(pending.msg)}”: ` : ""}${state.error}`;
    pending = null;
  }
  state.controls = { ...(state.controls || {}), operations: operationsFor(state) };
  last = state;
  settle(state);
  update(state, rendered);
  bar(state);
}

function connect(tutor) {
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${base}/ws`;
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
      status.textContent = "No table has this link.";
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
