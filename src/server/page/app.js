// punto-banco shoe tracker page. Its whole state is the session (starting shoe, rules,
// bets and card log, the JSON of `punto-banco track`'s `save`), kept in localStorage.
// Every figure comes from the engine: the page sends the session and the new input line
// to the `track` question and shows what comes back; it computes nothing itself.
//
// One page, two transports for the same questions and documents:
//   server  `punto-banco serve`: POST /api/track, /api/odds, /api/eor; GET /api/rules, /api/bets
//   wasm    the static build (scripts/build-web): engine.wasm answers the same questions
//           by name in the page, with no request to any server; the service worker sw.js
//           keeps the files for offline use.
// <html data-engine="..."> picks the transport; scripts/build-web writes "wasm".
"use strict";

const STORE = "punto-banco.session";
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const KEYS = { a: "A", 1: "A", t: "10", 0: "10", j: "J", q: "Q", k: "K" };
for (let d = 2; d <= 9; d++) KEYS[d] = String(d);

const $ = (id) => document.getElementById(id);
const state = { session: null, answer: null, odds: null, eor: null };
// For tests and benchmarks: the page's own transport.
window.puntoBanco = { call, engine: () => ENGINE };
let queue = Promise.resolve();

const ENGINE = document.documentElement.dataset.engine === "wasm" ? "wasm" : "server";

// Asks a question: `path` is the API's (/api/NAME); the answer is its JSON document, or
// an object with `error` (the engine's message).
function call(method, path, body) {
  return ENGINE === "wasm" ? wasmCall(path, body) : httpCall(method, path, body);
}

async function httpCall(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    return { error: "cannot reach the server: " + e.message };
  }
  let doc;
  try {
    doc = await res.json();
  } catch (e) {
    return { error: "the server answered " + res.status + " without JSON" };
  }
  if (!res.ok && !doc.error) doc.error = "the server answered " + res.status;
  return doc;
}

// The engine in the page: engine.wasm exports pb_alloc/pb_free, pb_call(name, body) ->
// HTTP status, and the answer's bytes at pb_result_ptr/pb_result_len (web/src/lib.rs).
let engine = null;
const utf8 = new TextEncoder(), text = new TextDecoder();

function loadEngine() {
  if (!engine) {
    engine = fetch("engine.wasm")
      .then((res) => {
        if (!res.ok) throw new Error("engine.wasm: " + res.status);
        return res.arrayBuffer();
      })
      .then((bytes) => WebAssembly.instantiate(bytes, {}))
      .then(({ instance }) => instance.exports);
    engine.catch(() => { engine = null; });
  }
  return engine;
}

async function wasmCall(path, body) {
  let e;
  try {
    e = await loadEngine();
  } catch (err) {
    return { error: "cannot load the engine: " + err.message };
  }
  const put = (s) => {
    const bytes = utf8.encode(s);
    const ptr = e.pb_alloc(bytes.length);
    new Uint8Array(e.memory.buffer, ptr, bytes.length).set(bytes);
    return [ptr, bytes.length];
  };
  try {
    const [name, nameLen] = put(path.replace(/^\/api\//, ""));
    const [req, reqLen] = put(body === undefined ? "" : JSON.stringify(body));
    const status = e.pb_call(name, nameLen, req, reqLen);
    e.pb_free(name, nameLen);
    e.pb_free(req, reqLen);
    const doc = JSON.parse(text.decode(new Uint8Array(e.memory.buffer, e.pb_result_ptr(), e.pb_result_len())));
    if (status !== 200 && !doc.error) doc.error = "the engine answered " + status;
    return doc;
  } catch (err) {
    // A computation that traps leaves the instance unusable: the next call loads a new one.
    engine = null;
    return { error: "internal error: the computation failed (" + err.message + "); please report this input" };
  }
}

// The static build registers its service worker (offline use after the first load).
function registerWorker() {
  if (ENGINE !== "wasm" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("sw.js").catch((e) => console.warn("no offline use: " + e.message));
}

function defaultSession() {
  return { decks: 8, rules: "standard", bets: "main", log: ["coup"] };
}

function loadSession() {
  try {
    const s = JSON.parse(localStorage.getItem(STORE));
    if (s && typeof s === "object" && Array.isArray(s.log)) return s;
  } catch (e) { /* a damaged entry starts a fresh session */ }
  return defaultSession();
}

function saveSession() {
  localStorage.setItem(STORE, JSON.stringify(state.session));
}

// Sends the session with new input lines; one request at a time, in order.
// body[data-busy] is "true" while requests are pending (tests wait on it).
let pending = 0;
function send(input, session) {
  pending += 1;
  document.body.dataset.busy = "true";
  queue = queue.then(() => apply(input, session)).finally(() => {
    pending -= 1;
    if (pending === 0) document.body.dataset.busy = "false";
  });
  return queue;
}

async function apply(input, session) {
  const doc = await call("POST", "/api/track", { session: session || state.session, input });
  if (doc.error) {
    showError(doc.error);
    renderSetup();
    return false;
  }
  showError("");
  state.session = doc.session;
  state.answer = doc;
  saveSession();
  render();
  await refreshExtras();
  return true;
}

// The equivalent shoe request: the starting shoe with every card out removed.
function shoeRequest(withCoup) {
  const s = state.session, t = state.answer.tracker;
  const req = { rules: s.rules };
  if (s.decks !== undefined) req.decks = s.decks;
  if (s.shoe !== undefined) req.shoe = s.shoe;
  const removed = withCoup ? t.out : t.removed;
  if (removed) req.removed = removed;
  return req;
}

async function refreshExtras() {
  const t = state.answer.tracker;
  const midCoup = Boolean(t.punto || t.banco);
  const shoe = shoeRequest(true);
  const [odds, eor] = await Promise.all([
    midCoup ? Promise.resolve(null) : call("POST", "/api/odds", shoeRequest(false)),
    call("POST", "/api/eor", Object.assign({ bets: state.session.bets || "main" }, shoe)),
  ]);
  state.odds = odds && !odds.error ? odds : null;
  state.eor = eor && !eor.error ? eor : null;
  renderOutcomes();
  renderEor(eor && eor.error);
}

function showError(msg) {
  $("error").textContent = msg;
}

function el(tag, attrs, children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "text") e.textContent = v;
    else if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children || []) e.append(c);
  return e;
}

function percent(x, digits) {
  return (x > 0 ? "+" : "") + x.toFixed(digits) + "%";
}

// A figure cell: the decimal shown, the exact fraction on hover and on click.
function figure(text, exact, data) {
  const td = el("td", Object.assign({ class: "num", title: exact, "data-exact": exact, tabindex: "0" }, data), [text]);
  const toggle = () => {
    const open = td.querySelector(".exact");
    if (open) open.remove();
    else td.append(el("span", { class: "exact", text: exact }));
  };
  td.addEventListener("click", toggle);
  td.addEventListener("keydown", (e) => { if (e.key === "Enter") toggle(); });
  return td;
}

function render() {
  renderSetup();
  const t = state.answer.tracker;
  for (const b of document.querySelectorAll("#ranks button")) {
    const i = Number(b.dataset.index);
    b.querySelector("small").textContent = t.counts[i];
    b.setAttribute("aria-label", `card ${b.dataset.rank}, ${t.counts[i]} left`);
    b.disabled = t.counts[i] === 0;
  }
  $("mode-coup").checked = t.mode === "coup";
  $("mode-seen").checked = t.mode === "seen";
  $("undo").disabled = t.history === 0;
  $("redo").disabled = t.redo === 0;
  const hand = (id, cards, next) => {
    const box = $(id);
    box.replaceChildren(...(cards ? cards.split(" ") : []).map((c) => el("span", { class: "card", text: c })));
    if (next) box.append(el("span", { class: "card next", text: "?" , "aria-label": "next card" }));
  };
  hand("punto-cards", t.punto, t.mode === "coup" && t.next === "punto");
  hand("banco-cards", t.banco, t.mode === "coup" && t.next === "banco");
  const last = t.last_coup;
  $("coup-note").textContent = t.mode === "seen"
    ? "Seen-card mode: cards typed come out of the shoe without a coup."
    : last ? `Last coup: Punto ${last.punto} (${last.punto_total}), Banco ${last.banco} (${last.banco_total}): ${last.winner}.` : "";
  $("shoe-note").textContent = `Cards left: ${t.cards_left}; out: ${t.cards_seen} (burned: ${t.burned}); coups dealt: ${t.coups}.`;
  $("figures-scope").textContent = t.punto || t.banco ? "(coup in play)" : "";
  renderEvs();
  renderRoads(t.roads);
}

// The scoreboards: each road is a list of cells with column and row (6 rows), drawn as
// SVG; the latest column is scrolled into view.
const ROAD_ROWS = 6;
function renderRoads(roads) {
  const ns = "http://www.w3.org/2000/svg";
  for (const box of document.querySelectorAll("#roads .road")) {
    const name = box.dataset.road;
    const cells = (roads && roads[name]) || [];
    const derived = !["bead_plate", "big_road"].includes(name);
    const size = derived ? 10 : 18;
    const columns = Math.max(derived ? 12 : 16, ...cells.map((c) => c.column + 2));
    const svg = document.createElementNS(ns, "svg");
    const w = columns * size, h = ROAD_ROWS * size;
    svg.setAttribute("width", w);
    svg.setAttribute("height", h);
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    const add = (parent, tag, attrs, content) => {
      const n = document.createElementNS(ns, tag);
      for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
      if (content !== undefined) n.textContent = content;
      parent.append(n);
      return n;
    };
    for (let c = 1; c < columns; c++) add(svg, "line", { class: "line", x1: c * size, x2: c * size, y1: 0, y2: h });
    for (let r = 1; r < ROAD_ROWS; r++) add(svg, "line", { class: "line", x1: 0, x2: w, y1: r * size, y2: r * size });
    const letter = { punto: "P", banco: "B", tie: "T" };
    for (const cell of cells) {
      const g = add(svg, "g", { "data-column": cell.column, "data-row": cell.row,
        "data-mark": cell.winner || cell.colour, "data-ties": cell.ties === undefined ? "" : cell.ties });
      const cx = cell.column * size + size / 2, cy = cell.row * size + size / 2, r = size / 2 - 2;
      const kind = cell.winner || (cell.colour === "red" ? "banco" : "punto");
      if (name === "bead_plate") {
        add(g, "circle", { cx, cy, r, class: kind });
        add(g, "text", { x: cx, y: cy + 3, "text-anchor": "middle" }, letter[kind]);
      } else if (name === "cockroach_pig") {
        add(g, "line", { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r, class: kind + " hollow" });
      } else if (name === "small_road") {
        add(g, "circle", { cx, cy, r, class: kind });
      } else {
        add(g, "circle", { cx, cy, r: r - 1, class: kind + " hollow" });
      }
      if (cell.ties) {
        add(g, "line", { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r, class: "tie hollow" });
        if (cell.ties > 1) add(g, "text", { x: cx, y: cy + 3, "text-anchor": "middle", class: "ties" }, cell.ties);
      }
      if (cell.banco_pair) add(g, "circle", { cx: cx - r + 1, cy: cy - r + 1, r: 2.5, class: "banco" });
      if (cell.punto_pair) add(g, "circle", { cx: cx + r - 1, cy: cy + r - 1, r: 2.5, class: "punto" });
      add(g, "title", {}, derived ? cell.colour : `coup ${cell.coup}: ${cell.winner}` +
        (cell.ties ? `, ${cell.ties} tie(s)` : "") + (cell.punto_pair ? ", Punto pair" : "") + (cell.banco_pair ? ", Banco pair" : ""));
    }
    const grid = box.querySelector(".grid");
    grid.replaceChildren(svg);
    grid.setAttribute("aria-label", `${box.querySelector("h3").textContent}: ${cells.length} cells`);
    grid.scrollLeft = grid.scrollWidth;
  }
}

function renderSetup() {
  const s = state.session || {};
  if (s.rules && typeof s.rules === "string") $("rules").value = s.rules;
  if (s.decks !== undefined) $("decks").value = s.decks;
  const chosen = (s.bets || "main").split(",");
  $("bets-summary").textContent = "Bets: " + chosen.join(", ");
  for (const box of document.querySelectorAll("#bets input")) {
    box.checked = chosen.includes(box.value) ||
      (chosen.includes("main") && ["punto", "banco", "tie"].includes(box.value));
  }
}

function renderEvs() {
  const doc = state.answer;
  const rows = (doc.bets || []).map((b) => {
    if (!b.priceable) {
      return el("tr", { "data-bet": b.id }, [el("th", { scope: "row", text: b.name }), el("td", { colspan: "2", text: "not priceable: " + b.reason })]);
    }
    const pct = b.ev_percent !== undefined ? b.ev_percent : 100 * b.ev_decimal;
    const mark = b.decided ? "decided" : b.positive ? "+EV" : "";
    return el("tr", { class: b.positive ? "positive" : "", "data-bet": b.id }, [
      el("th", { scope: "row", text: b.name }),
      figure(percent(pct, 4), b.ev, { "data-bet": b.id }),
      el("td", { text: mark }),
    ]);
  });
  $("evs").querySelector("tbody").replaceChildren(...rows);
}

function renderOutcomes() {
  const src = state.answer.outcomes ? state.answer : state.odds;
  const rows = [];
  if (src && src.outcomes) {
    for (const [key, name] of [["punto", "Punto"], ["banco", "Banco"], ["tie", "Égalité (tie)"]]) {
      const o = src.outcomes[key];
      rows.push(el("tr", {}, [el("th", { scope: "row", text: name }),
        figure((100 * o.decimal).toFixed(4) + "%", o.probability, { "data-outcome": key })]));
    }
  }
  $("outcomes").querySelector("tbody").replaceChildren(...rows);
}

function renderEor(error) {
  const box = $("eor-chart");
  const select = $("eor-bet");
  const bets = state.eor ? state.eor.bets.filter((b) => b.priceable && b.removals) : [];
  const current = select.value;
  select.replaceChildren(...bets.map((b) => el("option", { value: b.id, text: b.name })));
  if (bets.some((b) => b.id === current)) select.value = current;
  const bet = bets.find((b) => b.id === select.value);
  if (!bet) {
    box.replaceChildren(el("p", { class: "hint", text: error || "No effect of removal for this shoe." }));
    return;
  }
  const effects = bet.removals[0].effects;
  const w = 390, h = 180, top = 14, mid = 90, bar = w / effects.length;
  const max = Math.max(1e-12, ...effects.map((e) => (e.removable ? Math.abs(e.percent) : 0)));
  const ns = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(ns, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const add = (tag, attrs, text) => {
    const n = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
    if (text !== undefined) n.textContent = text;
    svg.append(n);
    return n;
  };
  add("line", { x1: 0, x2: w, y1: mid, y2: mid, stroke: "#999" });
  effects.forEach((e, i) => {
    const x = i * bar + 3;
    if (e.removable) {
      const len = (Math.abs(e.percent) / max) * (mid - top - 4);
      const r = add("rect", { x, width: bar - 6, y: e.percent >= 0 ? mid - len : mid, height: Math.max(len, 0.5),
        class: e.percent >= 0 ? "bar-pos" : "bar-neg", "data-rank": e.rank, "data-exact": e.exact });
      const t = document.createElementNS(ns, "title");
      t.textContent = `${e.rank}: ${percent(e.percent, 5)} (${e.exact})`;
      r.append(t);
    }
    add("text", { x: x + (bar - 6) / 2, y: h - 4, "text-anchor": "middle" }, e.rank);
  });
  add("text", { x: 2, y: 11 }, `max ${percent(max, 5)} of a unit bet per card removed`);
  box.replaceChildren(svg);
  box.setAttribute("aria-label", `Effect of removal for ${bet.name}: ` +
    effects.map((e) => `${e.rank} ${e.removable ? percent(e.percent, 5) : "none left"}`).join(", "));
}

function cardLine(rank) {
  const suit = $("suit").value;
  const card = rank + suit;
  if ($("burn").checked) {
    $("burn").checked = false;
    return "burn " + card;
  }
  return card;
}

function enterRank(rank) {
  return send([cardLine(rank)]);
}

function setupChanged() {
  const s = Object.assign({}, state.session);
  s.rules = $("rules").value;
  const decks = Number($("decks").value);
  if (Number.isInteger(decks) && decks > 0) { s.decks = decks; delete s.shoe; }
  const ids = [...document.querySelectorAll("#bets input:checked")].map((b) => b.value);
  s.bets = ids.length ? ids.join(",") : "main";
  send([], s);
}

function exportLog() {
  const text = JSON.stringify(state.session, null, 2) + "\n";
  const a = el("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: "shoe.json" });
  document.body.append(a);
  a.click();
  a.remove();
}

async function importLog(file) {
  let session;
  try {
    session = JSON.parse(await file.text());
  } catch (e) {
    showError(`${file.name} is not JSON: ${e.message}`);
    return;
  }
  send([], session);
}

function onKey(e) {
  const tag = (e.target.tagName || "").toLowerCase();
  if (tag === "input" && !["radio", "checkbox"].includes(e.target.type)) return;
  if (tag === "select" || tag === "textarea") return;
  const key = e.key.toLowerCase();
  if ((e.ctrlKey || e.metaKey) && key === "z") { e.preventDefault(); send([e.shiftKey ? "redo" : "undo"]); return; }
  if ((e.ctrlKey || e.metaKey) && key === "y") { e.preventDefault(); send(["redo"]); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (key === "backspace") { e.preventDefault(); send(["undo"]); return; }
  const rank = KEYS[key];
  if (rank) { e.preventDefault(); enterRank(rank); }
}

async function init() {
  registerWorker();
  if (ENGINE === "wasm") {
    $("engine-note").textContent = "Every figure is exact, computed in this page by the punto-banco engine " +
      "(WebAssembly) from the card log: no server, and it works offline once loaded.";
  }
  const ranks = $("ranks");
  RANKS.forEach((r, i) => {
    const b = el("button", { type: "button", "data-rank": r, "data-index": i, "aria-label": `card ${r}` }, [r, el("small", { text: "" })]);
    b.addEventListener("click", () => enterRank(r));
    ranks.append(b);
  });
  const [presets, bets] = await Promise.all([call("GET", "/api/rules"), call("GET", "/api/bets")]);
  for (const p of presets.presets || [{ name: "standard" }]) $("rules").append(el("option", { value: p.name, text: p.name }));
  for (const b of bets.bets || []) {
    $("bets").append(el("label", {}, [el("input", { type: "checkbox", value: b.id, name: "bet" }), " " + b.name]));
  }
  $("setup").addEventListener("change", setupChanged);
  $("setup").addEventListener("submit", (e) => e.preventDefault());
  $("mode-coup").addEventListener("change", () => send(["coup"]));
  $("mode-seen").addEventListener("change", () => send(["seen"]));
  $("undo").addEventListener("click", () => send(["undo"]));
  $("redo").addEventListener("click", () => send(["redo"]));
  $("new").addEventListener("click", () => send(["new"]));
  $("export").addEventListener("click", exportLog);
  $("import").addEventListener("change", (e) => { if (e.target.files[0]) importLog(e.target.files[0]); e.target.value = ""; });
  $("eor-bet").addEventListener("change", () => renderEor());
  document.addEventListener("keydown", onKey);
  state.session = loadSession();
  const ok = await send([]);
  if (!ok) await send([], defaultSession());
  document.body.dataset.ready = "true";
}

init();
