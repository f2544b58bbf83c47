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
//
// The page's words follow the language chosen by `?lang=it|fr|ru` or the selector
// (remembered in localStorage; English by default). They are messages of the program's
// catalogs (src/i18n/ftl/LANG/page.ftl, and the bets' names `bet-ID` that the text outputs
// use), by id, fetched as i18n/LANG.json for every language, English too: the JSON is
// generated from the catalogs (src/i18n/page.rs), each message with its Fluent variables
// as `{name}` holes. Every id in index.html (`data-i18n`, `data-i18n-aria-label`,
// `data-i18n-title`) and every id passed to `t` or `key` below is a message of each
// catalog (src/i18n/tests.rs checks it); index.html's own text is the English catalog's.
"use strict";

const STORE = "punto-banco.session";
const MONEY_STORE = "punto-banco.money";
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const KEYS = { a: "A", 1: "A", t: "10", 0: "10", j: "J", q: "Q", k: "K" };
for (let d = 2; d <= 9; d++) KEYS[d] = String(d);

const $ = (id) => document.getElementById(id);

// The language of the page: its code, its messages and number format.
const LANGS = ["en", "it", "fr", "ru"];
const LANG_STORE = "punto-banco.lang";
const i18n = { lang: "en", messages: {}, numbers: null };

// A message id the page shows later in its language (as `t` takes it).
const key = (id) => id;

// What a coup's winner and a derived road's colour read as.
const WINNERS = { punto: key("page-punto-wins"), banco: key("page-banco-wins"), tie: key("bet-tie") };
const COLOURS = { red: key("page-red"), blue: key("page-blue") };
const ROAD_NAMES = { big_eye_boy: key("page-big-eye-boy"), small_road: key("page-small-road"), cockroach_pig: key("page-cockroach-pig") };
const SIDES = { banco: key("page-if-banco-wins"), punto: key("page-if-punto-wins") };
const TITLE = key("page-title");
const word = (names, id) => (names[id] ? t(names[id]) : id);
const has = (id) => Object.prototype.hasOwnProperty.call(i18n.messages, id);

// Message `id` in the page's language, its `{name}` holes filled from `args`.
function t(id, args = {}) {
  const text = has(id) ? i18n.messages[id] : id;
  return text.replace(/\{(\w+)\}/g, (hole, name) => (name in args ? String(args[name]) : hole));
}

// A bet's name: a built-in bet's from the catalogs (`bet-ID`), another's (a bets file's
// own) as the engine gives it.
function betLabel(b) {
  return has("bet-" + b.id) ? t("bet-" + b.id) : b.name;
}

// A bet after "on" (`sur le Punto`, `sull'Égalité`): a built-in bet's from the catalogs
// (`bet-on-ID`: the language's article and case), another's by its name (`page-bet-on`).
function betOn(b) {
  return has("bet-on-" + b.id) ? t("bet-on-" + b.id) : t("page-bet-on", { bet: b.name });
}

// A number the page wrote the English way (`-1.0579%`, `45.8597%`) in the language's way
// (the messages' "numbers", as the text outputs write them): its minus sign (U+2212 in
// French and Russian), its decimal sign, and its space before `%`. Exact fractions are not
// passed here: they print as they are, with the ASCII hyphen (the machine form).
function num(text) {
  const n = i18n.numbers;
  if (!n) return text;
  return text.replace(/-(?=\d)/g, n.minus || "-").replace(/(\d)\.(\d)/g, "$1" + n.decimal + "$2")
    .replace(/(\d)%/g, "$1" + n.before_percent + "%");
}

// A whole number (a bankroll, a table maximum) with the language's digit groups:
// `10,000`, `10.000`, `10 000`; anything else as it is.
function int(n) {
  const text = String(n);
  if (!/^\d+$/.test(text)) return text;
  return text.replace(/\B(?=(\d{3})+(?!\d))/g, i18n.numbers ? i18n.numbers.group : ",");
}

// A sum of money to two decimals (a stake) the language's way, digit-grouped as `int`
// groups the bankroll: `4,757.00`, `4.757,00`, `4 757,00`.
function amount(x) {
  const [whole, cents] = x.toFixed(2).split(".");
  return int(whole) + (i18n.numbers ? i18n.numbers.decimal : ".") + cents;
}

// The language asked for: ?lang=..., else the one remembered, else English.
function chosenLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && LANGS.includes(asked.toLowerCase())) return asked.toLowerCase();
  let kept = null;
  try { kept = localStorage.getItem(LANG_STORE); } catch (e) { /* no storage: English */ }
  return LANGS.includes(kept) ? kept : "en";
}

async function fetchMessages(lang) {
  const res = await fetch(`i18n/${lang}.json`);
  if (!res.ok) throw new Error(`i18n/${lang}.json: ${res.status}`);
  return res.json();
}

// Loads a language's messages; on failure the page is in English (index.html's own text
// when even English's cannot be fetched).
async function loadLang(lang) {
  let doc = { messages: {}, numbers: null };
  for (const l of lang === "en" ? ["en"] : [lang, "en"]) {
    try {
      doc = await fetchMessages(l);
      lang = l;
      break;
    } catch (e) {
      console.warn("the page stays in English: " + e.message);
      lang = "en";
    }
  }
  Object.assign(i18n, { lang, messages: doc.messages, numbers: doc.numbers || null });
  try { localStorage.setItem(LANG_STORE, lang); } catch (e) { /* not remembered */ }
  document.documentElement.lang = lang;
  $("lang").value = lang;
  translateStatic();
}

// The texts of index.html (and the bet list) in the page's language: each element's
// message id is its data-i18n, an aria-label's its data-i18n-aria-label, a title's its
// data-i18n-title.
function translateStatic() {
  document.title = t(TITLE);
  for (const e of document.querySelectorAll("[data-i18n]")) {
    if (has(e.dataset.i18n)) e.textContent = t(e.dataset.i18n);
  }
  for (const attr of ["aria-label", "title"]) {
    for (const e of document.querySelectorAll(`[data-i18n-${attr}]`)) {
      const id = e.getAttribute(`data-i18n-${attr}`);
      if (has(id)) e.setAttribute(attr, t(id));
    }
  }
  for (const e of document.querySelectorAll("[data-bet-name]")) {
    const id = e.dataset.betName;
    e.textContent = betLabel({ id, name: state.betNames[id] || id });
  }
}

async function changeLang(lang) {
  await loadLang(lang);
  const url = new URL(location.href);
  url.searchParams.set("lang", lang);
  history.replaceState(null, "", url);
  if (state.answer) {
    render();
    renderOutcomes();
    renderEor();
  }
}
const state = { session: null, money: {}, answer: null, odds: null, eor: null, betNames: {} };
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
  localStorage.setItem(MONEY_STORE, JSON.stringify(state.money));
}

// The money options (rebate, rebate bets, bankroll, table max), kept beside the session:
// the fields `track` takes with it (POST /api/track: rebate, rebate_bets, bankroll,
// table_max), as the page sends them.
const MONEY_FIELDS = ["rebate", "rebate_bets", "bankroll", "table_max"];
function cleanMoney(m) {
  const out = {};
  if (!m || typeof m !== "object") return out;
  for (const f of MONEY_FIELDS) if (m[f] !== undefined && m[f] !== null && m[f] !== "") out[f] = m[f];
  return out;
}

function loadMoney() {
  try { return cleanMoney(JSON.parse(localStorage.getItem(MONEY_STORE))); } catch (e) { return {}; }
}

// Sends the session with new input lines; one request at a time, in order.
// body[data-busy] is "true" while requests are pending (tests wait on it).
let pending = 0;
function send(input, session, money, showMoney) {
  pending += 1;
  document.body.dataset.busy = "true";
  queue = queue.then(() => apply(input, session, money, showMoney)).finally(() => {
    pending -= 1;
    if (pending === 0) document.body.dataset.busy = "false";
  });
  return queue;
}

// `showMoney`: the money controls show the options sent (an import); else they keep what
// is typed in them, unless the engine refuses the options.
async function apply(input, session, money, showMoney) {
  let m = money || state.money;
  const doc = await call("POST", "/api/track", Object.assign({ session: session || state.session, input }, m));
  if (doc.error) {
    showError(doc.error);
    renderMoneyControls();
    return false;
  }
  showError("");
  state.session = doc.session;
  // A rebate without % (an older page's, an import's) is kept in percent, as the engine
  // echoes it, so the percent field shows it as it reads.
  if (m.rebate && !/%$/.test(String(m.rebate).trim()) && doc.money) {
    m = Object.assign({}, m, { rebate: doc.money.rebate_percent + "%" });
    showMoney = true;
  }
  state.money = m;
  state.answer = doc;
  saveSession();
  if (showMoney) renderMoneyControls();
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
  return num((x > 0 ? "+" : "") + x.toFixed(digits) + "%");
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
  const tr = state.answer.tracker;
  for (const b of document.querySelectorAll("#ranks button")) {
    const i = Number(b.dataset.index);
    b.querySelector("small").textContent = tr.counts[i];
    b.setAttribute("aria-label", t("page-card-left", { rank: b.dataset.rank, left: tr.counts[i] }));
    b.disabled = tr.counts[i] === 0;
  }
  $("mode-coup").checked = tr.mode === "coup";
  $("mode-seen").checked = tr.mode === "seen";
  $("undo").disabled = tr.history === 0;
  $("redo").disabled = tr.redo === 0;
  const hand = (id, cards, next) => {
    const box = $(id);
    box.replaceChildren(...(cards ? cards.split(" ") : []).map((c) => el("span", { class: "card", text: c })));
    if (next) box.append(el("span", { class: "card next", text: "?", "aria-label": t("page-next-card"), "data-dynamic": "" }));
  };
  hand("punto-cards", tr.punto, tr.mode === "coup" && tr.next === "punto");
  hand("banco-cards", tr.banco, tr.mode === "coup" && tr.next === "banco");
  const last = tr.last_coup;
  $("coup-note").textContent = tr.mode === "seen"
    ? t("page-seen-note")
    : last ? t("page-last-coup", { punto: last.punto, punto_total: last.punto_total, banco: last.banco,
      banco_total: last.banco_total, winner: word(WINNERS, last.winner) }) : "";
  $("shoe-note").textContent = t("page-shoe-note", { left: tr.cards_left,
    out: tr.cards_seen, burned: tr.burned, coups: tr.coups });
  renderClosed(Boolean(tr.punto || tr.banco));
  renderEvs();
  renderRoads(tr.roads);
}

// While a coup is in play no one can bet: the figures are the coup's chances of finishing
// each way, with no EV marks or stakes.
function renderClosed(inPlay) {
  document.body.dataset.coup = inPlay ? "in-play" : "none";
  $("figures-title").textContent = inPlay ? t("page-figures-closed") : t("page-figures-open");
  $("closed-note").textContent = inPlay
    ? t("page-closed-note")
    : "";
  $("evs").hidden = inPlay;
  $("money-note").hidden = inPlay;
}

// The scoreboards: each road is a list of cells with column and row (6 rows), drawn as
// SVG filling its box (cells at least ROAD_CELL px, derived roads DERIVED_CELL px); the
// newest column is scrolled into view.
const ROAD_ROWS = 6, ROAD_CELL = 16, DERIVED_CELL = 11;
const svgNs = "http://www.w3.org/2000/svg";
function svgAdd(parent, tag, attrs, content) {
  const n = document.createElementNS(svgNs, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (content !== undefined) n.textContent = content;
  parent.append(n);
  return n;
}

function renderRoads(roads) {
  for (const box of document.querySelectorAll("#roads .road")) {
    const name = box.dataset.road;
    const cells = (roads && roads[name]) || [];
    const grid = box.querySelector(".grid");
    const derived = !["bead_plate", "big_road"].includes(name);
    const least = derived ? DERIVED_CELL : Math.max(ROAD_CELL, Math.min(26, Math.floor(window.innerWidth / 40)));
    const room = Math.max(1, grid.clientWidth - 2);
    const needed = Math.max(0, ...cells.map((c) => c.column + 2));
    const fit = Math.max(1, Math.floor(room / least));
    const columns = Math.max(fit, needed);
    const size = columns > fit ? least : room / columns;
    const svg = document.createElementNS(svgNs, "svg");
    const w = columns * size, h = ROAD_ROWS * size;
    for (const [k, v] of [["width", w], ["height", h], ["viewBox", `0 0 ${w} ${h}`]]) svg.setAttribute(k, v);
    for (let c = 1; c < columns; c++) svgAdd(svg, "line", { class: "line", x1: c * size, x2: c * size, y1: 0, y2: h });
    for (let r = 1; r < ROAD_ROWS; r++) svgAdd(svg, "line", { class: "line", x1: 0, x2: w, y1: r * size, y2: r * size });
    for (const cell of cells) roadCell(svg, name, cell, size);
    grid.replaceChildren(svg);
    grid.setAttribute("aria-label", t("page-road-cells", { road: box.querySelector("h3").textContent, cells: cells.length }));
    grid.dataset.dynamic = "";
    grid.scrollLeft = grid.scrollWidth;
  }
  renderTally(roads && roads.tally);
  renderAsk(roads && roads.ask);
}

// A derived road's mark, as the scoreboards draw it: the big eye boy a hollow ring, the
// small road a dot, the cockroach pig a slash.
function mark(parent, road, kind, cx, cy, r) {
  if (road === "cockroach_pig") svgAdd(parent, "line", { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r, class: kind + " hollow" });
  else if (road === "small_road") svgAdd(parent, "circle", { cx, cy, r, class: kind });
  else svgAdd(parent, "circle", { cx, cy, r: Math.max(1, r - 1), class: kind + " hollow" });
}

function roadCell(svg, name, cell, size) {
  const letter = { punto: "P", banco: "B", tie: "T" };
  const derived = !["bead_plate", "big_road"].includes(name);
  const g = svgAdd(svg, "g", { "data-column": cell.column, "data-row": cell.row,
    "data-mark": cell.winner || cell.colour, "data-ties": cell.ties === undefined ? "" : cell.ties });
  const cx = cell.column * size + size / 2, cy = cell.row * size + size / 2, r = size / 2 - Math.max(1.5, size / 10);
  const kind = cell.winner || (cell.colour === "red" ? "banco" : "punto");
  const font = Math.round(size * 0.55);
  if (name === "bead_plate") {
    svgAdd(g, "circle", { cx, cy, r, class: kind });
    svgAdd(g, "text", { x: cx, y: cy + font * 0.36, "text-anchor": "middle", "font-size": font }, letter[kind]);
  } else {
    mark(g, name === "big_road" ? "big_eye_boy" : name, kind, cx, cy, r);
  }
  if (cell.ties) {
    svgAdd(g, "line", { x1: cx - r, y1: cy + r, x2: cx + r, y2: cy - r, class: "tie hollow" });
    if (cell.ties > 1) svgAdd(g, "text", { x: cx, y: cy + font * 0.36, "text-anchor": "middle", "font-size": font, class: "ties" }, cell.ties);
  }
  const dot = Math.max(2, size / 7);
  if (cell.banco_pair) svgAdd(g, "circle", { cx: cx - r + dot / 2, cy: cy - r + dot / 2, r: dot, class: "banco pair" });
  if (cell.punto_pair) svgAdd(g, "circle", { cx: cx + r - dot / 2, cy: cy + r - dot / 2, r: dot, class: "punto pair" });
  svgAdd(g, "title", {}, derived ? word(COLOURS, cell.colour) : t("page-road-coup", { coup: cell.coup, winner: word(WINNERS, cell.winner) }) +
    (cell.ties ? ", " + t("page-road-ties", { ties: cell.ties }) : "") + (cell.punto_pair ? ", " + t("page-punto-pair") : "") +
    (cell.banco_pair ? ", " + t("page-banco-pair") : ""));
}

// The counts under the roads (`tracker.roads.tally`), as the engine counted them.
function renderTally(tally) {
  const box = $("tally");
  if (!tally) { box.replaceChildren(); return; }
  const items = [["banco", key("page-tally-banco")], ["punto", key("page-tally-punto")], ["tie", key("page-tally-tie")],
    ["natural", key("page-tally-naturals")], ["punto_pair", key("page-tally-punto-pairs")], ["banco_pair", key("page-tally-banco-pairs")]];
  box.replaceChildren(...items.map(([id, text]) => el("span", { class: "count " + id, "data-count": id, text: t(text, { count: tally[id] }) })));
}

// The ask road (`tracker.roads.ask`): each derived road's next mark if Banco or Punto wins.
function renderAsk(ask) {
  for (const row of document.querySelectorAll("#ask .ask-row")) {
    const side = row.dataset.side;
    const marks = (ask && ask[side]) || {};
    const spans = Object.keys(ROAD_NAMES).map((road) => {
      const colour = marks[road] || null;
      const svg = document.createElementNS(svgNs, "svg");
      for (const [k, v] of [["width", 22], ["height", 22], ["viewBox", "0 0 22 22"]]) svg.setAttribute(k, v);
      if (colour) mark(svg, road, colour === "red" ? "banco" : "punto", 11, 11, 8);
      else svgAdd(svg, "text", { x: 11, y: 15, "text-anchor": "middle", class: "none" }, "–");
      const label = t("page-ask-label", { side: t(SIDES[side]), road: t(ROAD_NAMES[road]),
        mark: colour ? word(COLOURS, colour) : t("page-no-mark-yet") });
      return el("span", { class: "ask-mark", "data-road": road, "data-mark": colour || "none", title: label,
        "aria-label": label, "data-dynamic": "", role: "img" }, [svg]);
    });
    row.replaceChildren(row.querySelector(".ask-side"), ...spans);
  }
}

// The name of a bet id in the page's language ("main": Punto, Banco and Égalité).
function betName(id) {
  if (id === "main") return t("page-main-bets");
  return betLabel({ id, name: state.betNames[id] || id });
}

function renderSetup() {
  const s = state.session || {};
  if (s.rules && typeof s.rules === "string") $("rules").value = s.rules;
  if (s.decks !== undefined) $("decks").value = s.decks;
  const chosen = (s.bets || "main").split(",");
  $("bets-summary").textContent = t("page-bets-summary", { bets: chosen.map(betName).join(", ") });
  for (const box of document.querySelectorAll("#bets input")) {
    box.checked = chosen.includes(box.value) ||
      (chosen.includes("main") && ["punto", "banco", "tie"].includes(box.value));
  }
  const m = state.money || {};
  $("rebate-bets").disabled = !$("rebate").value.trim();
  const parts = [];
  if (m.rebate) parts.push(t("page-money-rebate", { rebate: num(String(m.rebate)) }));
  if (m.bankroll !== undefined) parts.push(t("page-money-bankroll", { bankroll: int(m.bankroll) }));
  $("money-summary").textContent = parts.length ? t("page-money-summary", { parts: parts.join(", ") }) : t("page-rebate-and-stake");
}

// The money controls as the options in force (at load, after an import, and after a
// refused change); otherwise they keep what is typed.
function renderMoneyControls() {
  const m = state.money || {};
  $("rebate").value = m.rebate ? String(m.rebate).replace(/\s*%$/, "") : "";
  $("rebate-bets").value = m.rebate_bets || "all";
  $("bankroll").value = m.bankroll === undefined ? "" : m.bankroll;
  $("table-max").value = m.table_max === undefined ? "" : m.table_max;
  renderSetup();
}

function renderEvs() {
  const doc = state.answer;
  const staking = Boolean(doc.money && doc.money.bankroll !== undefined);
  $("evs").classList.toggle("staking", staking);
  const rows = (doc.bets || []).map((b) => {
    if (!b.priceable) {
      return el("tr", { "data-bet": b.id }, [el("th", { scope: "row", text: betLabel(b) }),
        el("td", { colspan: "3", text: t("page-not-priceable", { reason: b.reason }) })]);
    }
    const pct = b.ev_percent !== undefined ? b.ev_percent : 100 * b.ev_decimal;
    const mark = b.decided ? t("page-decided") : b.positive ? t("page-plus-ev") : "";
    const stake = b.stake === undefined ? el("td", { class: "stake-col" })
      : el("td", { class: "num stake-col", "data-stake": String(b.stake), title: String(b.stake), text: amount(b.stake) });
    return el("tr", { class: b.positive ? "positive" : "", "data-bet": b.id }, [
      el("th", { scope: "row", text: betLabel(b) }),
      figure(percent(pct, 4), b.ev, { "data-bet": b.id }),
      el("td", { text: mark }),
      stake,
    ]);
  });
  $("evs").querySelector("tbody").replaceChildren(...rows);
  renderMoneyNote(doc.money);
}

// What the money options priced in (the `money` echo of the answer).
function renderMoneyNote(money) {
  const parts = [];
  if (money && money.rebate !== "0") {
    parts.push(t("page-rebate-note", { percent: num(money.rebate_percent + "%"), rebate: num(String(money.rebate)),
      bets: money.rebate_bets === "main" ? t("page-on-main-bets") : t("page-on-every-bet") }));
  }
  if (money && money.bankroll !== undefined) {
    parts.push(money.table_max === undefined ? t("page-stakes", { bankroll: int(money.bankroll) })
      : t("page-stakes-max", { bankroll: int(money.bankroll), max: int(money.table_max) }));
  }
  $("money-note").textContent = parts.join(" ");
}

function renderOutcomes() {
  const src = state.answer.outcomes ? state.answer : state.odds;
  const rows = [];
  if (src && src.outcomes) {
    for (const [id, name] of [["punto", key("bet-punto")], ["banco", key("bet-banco")], ["tie", key("bet-tie")]]) {
      const o = src.outcomes[id];
      rows.push(el("tr", {}, [el("th", { scope: "row", text: t(name) }),
        figure(num((100 * o.decimal).toFixed(4) + "%"), o.probability, { "data-outcome": id })]));
    }
  }
  $("outcomes").querySelector("tbody").replaceChildren(...rows);
}

function renderEor(error) {
  const box = $("eor-chart");
  const select = $("eor-bet");
  const bets = state.eor ? state.eor.bets.filter((b) => b.priceable && b.removals) : [];
  const current = select.value;
  select.replaceChildren(...bets.map((b) => el("option", { value: b.id, text: betLabel(b) })));
  if (bets.some((b) => b.id === current)) select.value = current;
  const bet = bets.find((b) => b.id === select.value);
  if (!bet) {
    box.replaceChildren(el("p", { class: "hint", text: error || t("page-eor-none") }));
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
  add("text", { x: 2, y: 11 }, t("page-eor-max", { max: percent(max, 5) }));
  box.replaceChildren(svg);
  box.dataset.dynamic = "";
  box.setAttribute("aria-label", t("page-eor-label", { bet: betLabel(bet), on: betOn(bet),
    effects: effects.map((e) => `${e.rank} ${e.removable ? percent(e.percent, 5) : t("page-none-left")}`).join(", ") }));
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
  send([], s, moneyOfControls());
}

// The money options as the controls read; the engine checks them (a bad value is its
// error, and the page keeps the options it had).
function moneyOfControls() {
  const m = {};
  const rebate = $("rebate").value.trim();
  if (rebate) {
    // The field is in percent: "1.5" is sent as "1.5%" (so "0.5" is half a percent, never
    // 50%). A share kept from an older page or an import, without %, goes back as it was
    // until the engine's echo gives it in percent (see apply).
    const kept = state.money && state.money.rebate;
    m.rebate = rebate === kept || /%$/.test(rebate) ? rebate : rebate + "%";
    if ($("rebate-bets").value === "main") m.rebate_bets = "main";
  }
  for (const [id, field] of [["bankroll", "bankroll"], ["table-max", "table_max"]]) {
    const text = $(id).value.trim();
    if (!text) continue;
    const n = Number(text);
    m[field] = Number.isSafeInteger(n) ? n : text;
  }
  return m;
}

// The export: the session (the JSON of `track`'s `save`), with the money options, when
// any is set, as `money` (the fields of POST /api/track).
function exportLog() {
  const doc = Object.assign({}, state.session);
  if (Object.keys(state.money).length) doc.money = state.money;
  const text = JSON.stringify(doc, null, 2) + "\n";
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
  let money = state.money;
  if (session && typeof session === "object" && !Array.isArray(session) && "money" in session) {
    money = cleanMoney(session.money);
    session = Object.assign({}, session);
    delete session.money;
  }
  send([], session, money, true);
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
    $("engine-note").dataset.i18n = key("page-engine-wasm");
    $("api-link").remove();
  }
  await loadLang(chosenLang());
  $("lang").addEventListener("change", (e) => changeLang(e.target.value));
  const ranks = $("ranks");
  RANKS.forEach((r, i) => {
    const b = el("button", { type: "button", "data-rank": r, "data-index": i, "aria-label": r, "data-dynamic": "" },
      [r, el("small", { text: "" })]);
    b.addEventListener("click", () => enterRank(r));
    ranks.append(b);
  });
  const [presets, bets] = await Promise.all([call("GET", "/api/rules"), call("GET", "/api/bets")]);
  for (const p of presets.presets || [{ name: "standard" }]) $("rules").append(el("option", { value: p.name, text: p.name }));
  for (const b of bets.bets || []) {
    state.betNames[b.id] = b.name;
    $("bets").append(el("label", {}, [el("input", { type: "checkbox", value: b.id, name: "bet" }), " ",
      el("span", { "data-bet-name": b.id, text: betLabel(b) })]));
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
  // On a phone the settings start folded, so the card pad and the roads open on one screen.
  if (window.matchMedia("(max-width: 700px)").matches) $("setup-box").open = false;
  let width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (state.answer && window.innerWidth !== width) { width = window.innerWidth; renderRoads(state.answer.tracker.roads); }
  });
  state.session = loadSession();
  state.money = loadMoney();
  renderMoneyControls();
  const ok = await send([]);
  if (!ok) await send([], defaultSession(), {}, true);
  document.body.dataset.ready = "true";
}

init();
