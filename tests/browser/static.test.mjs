// The static build (scripts/build-web, target/web/) in a real browser: headless Debian
// Chromium driven by playwright-core, the folder served by a plain static file server
// (python3 -m http.server on a free loopback port) that the test starts and stops.
// Loads the app, stops the server, reloads from the service worker, deals a shoe by
// clicks and keys, undoes, and checks every figure and road shown against the CLI's
// `--format json` for the same cards; switches the page to Russian while offline; refuses
// an impossible card with the library's message; prints the in-browser engine's speed
// against the native one and the first load time (docs/benchmarks.md records them).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.PUNTO_BANCO_BIN || resolve(here, "../../target/debug/punto-banco");
const WEB = process.env.WEB_DIR || resolve(here, "../../target/web");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const OUT = process.env.SCREENSHOT_DIR || join(here, "out");
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const servers = new Set();
const profiles = [];
mkdirSync(OUT, { recursive: true });

after(() => {
  // Stop the static servers we started, by their pids.
  for (const s of servers) if (running(s)) process.kill(s.pid, "SIGTERM");
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

function cli(args, input) {
  return execFileSync(BIN, [...args, "--format", "json"], { encoding: "utf8", input });
}
const json = (...args) => JSON.parse(cli(args));

// A plain static file server for target/web/ on a free loopback port.
async function serveStatic() {
  assert.ok(existsSync(join(WEB, "index.html")), `${WEB} is not built: run scripts/build-web`);
  const proc = spawn("python3", ["-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", WEB],
    { stdio: ["ignore", "pipe", "pipe"] });
  servers.add(proc);
  const base = await new Promise((ok, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error("no 'Serving HTTP' line in 20 s: " + out)), 20000);
    proc.stdout.on("data", (d) => {
      out += d;
      const m = /Serving HTTP on (\S+) port (\d+)/.exec(out);
      if (m) { clearTimeout(timer); ok(`http://${m[1]}:${m[2]}`); }
    });
    proc.stderr.on("data", () => {}); // the request log
    proc.on("exit", (code) => fail(new Error(`static server exited with ${code}: ${out}`)));
  });
  return { proc, base };
}

const running = (proc) => proc.exitCode === null && proc.signalCode === null;

async function stop(proc) {
  if (!running(proc)) return;
  const gone = new Promise((ok) => proc.on("exit", ok));
  process.kill(proc.pid, "SIGTERM");
  await gone;
  servers.delete(proc);
}

async function open(base, viewport) {
  const profile = mkdtempSync(join(tmpdir(), "pb-chromium-"));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [], api = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => { if (r.url().includes("/api/")) api.push(r.url()); });
  const start = Date.now();
  await page.goto(base + "/");
  await settle(page);
  return { context, page, errors, api, loadMs: Date.now() - start };
}

async function settle(page) {
  await page.waitForSelector('body[data-ready="true"][data-busy="false"]', { timeout: 60000 });
}

async function shown(page) {
  return page.evaluate(() => ({
    engine: window.puntoBanco.engine(),
    bets: Object.fromEntries([...document.querySelectorAll("#evs td[data-bet]")].map((td) => [td.dataset.bet, td.dataset.exact])),
    outcomes: Object.fromEntries([...document.querySelectorAll("#outcomes td[data-outcome]")].map((td) => [td.dataset.outcome, td.dataset.exact])),
    outcomeText: Object.fromEntries([...document.querySelectorAll("#outcomes td[data-outcome]")].map((td) => [td.dataset.outcome, td.firstChild.textContent])),
    eor: Object.fromEntries([...document.querySelectorAll("#eor-chart rect[data-rank]")].map((r) => [r.dataset.rank, r.dataset.exact])),
    punto: [...document.querySelectorAll("#punto-cards .card:not(.next)")].map((c) => c.textContent).join(" "),
    banco: [...document.querySelectorAll("#banco-cards .card:not(.next)")].map((c) => c.textContent).join(" "),
    counts: Object.fromEntries([...document.querySelectorAll("#ranks button")].map((b) => [b.dataset.rank, Number(b.querySelector("small").textContent)])),
    roads: Object.fromEntries([...document.querySelectorAll("#roads .road")].map((r) => [r.dataset.road,
      [...r.querySelectorAll("g[data-column]")].map((g) => [Number(g.dataset.column), Number(g.dataset.row), g.dataset.mark, g.dataset.ties])])),
    error: document.querySelector("#error").textContent,
    width: document.documentElement.scrollWidth,
  }));
}

// The roads of `track --format json` in the page's shape.
function roadsOf(tracker) {
  const drawn = Object.entries(tracker.roads).filter(([name]) => !["ask", "tally"].includes(name));
  return Object.fromEntries(drawn.map(([name, cells]) =>
    [name, cells.map((c) => [c.column, c.row, c.winner || c.colour, c.ties === undefined ? "" : String(c.ties)])]));
}

// Lines as the page sends them: one card per line after "coup".
function trackLines(cards) {
  const lines = cli(["track", "--decks", "8"], ["coup", ...cards].join("\n") + "\n").trim().split("\n");
  return JSON.parse(lines[lines.length - 1]);
}

// A shoe dealt in coup mode (cards go Punto, Banco, Punto, Banco): eleven natural coups
// whose winners run B B P T P P B P B B B (the sequence worked by hand in
// src/tracker/roads.rs), the fifth with a Punto pair, then a coup in play (Punto 9, Banco A).
const B = ["J", "9", "Q", "K"], P = ["9", "J", "Q", "K"], T = ["9", "9", "K", "K"];
const SHOE = [...B, ...B, ...P, ...T, "4", "K", "4", "Q", ...P, ...B, ...P, ...B, ...B, ...B, "9", "A"];

test("static build: offline after the first load, a shoe by clicks and keys, figures and roads equal the CLI's (1280 px)", async (t) => {
  const { proc, base } = await serveStatic();
  const { context, page, errors, api, loadMs } = await open(base, { width: 1280, height: 900 });
  try {
    let got = await shown(page);
    assert.equal(got.engine, "wasm");
    // Opens like the served page: 8 decks, standard rules, main bets; Banco to 4 decimals.
    assert.equal(got.outcomeText.banco, "45.8597%");
    const full = json("odds", "--decks", "8");
    assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, full.outcomes[k].probability])));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });

    await stop(proc);
    await page.reload();
    await settle(page);
    // Half the shoe by clicks, half by keys; a mistaken card undone with Backspace.
    for (const [i, card] of SHOE.entries()) {
      if (i % 2 === 0) await page.click(`#ranks button[data-rank="${card}"]`);
      else await page.keyboard.press(card === "10" ? "t" : card.toLowerCase());
      await settle(page);
    }
    await page.keyboard.press("7");
    await settle(page);
    await page.keyboard.press("Backspace");
    await settle(page);
    await page.reload(); // still offline: the session and the app come back
    await settle(page);
    got = await shown(page);
    await page.screenshot({ path: join(OUT, "static-laptop.png"), fullPage: true });

    const doc = trackLines(SHOE);
    const tr = doc.tracker;
    assert.equal(got.punto, tr.punto);
    assert.equal(got.banco, tr.banco);
    assert.equal(tr.coups, 11);
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    assert.deepEqual(ranks.map((r) => got.counts[r]), tr.counts);
    assert.deepEqual(got.bets, Object.fromEntries(doc.bets.map((b) => [b.id, b.ev])));
    const mid = json("ev", "--decks", "8", "--removed", tr.removed, "--punto", tr.punto, "--banco", tr.banco);
    assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, mid.outcomes[k].probability])));
    const eor = json("eor", "--decks", "8", "--removed", tr.out, "--bets", "main");
    const bet = eor.bets.find((b) => b.priceable && b.removals);
    assert.deepEqual(got.eor, Object.fromEntries(bet.removals[0].effects.filter((e) => e.removable).map((e) => [e.rank, e.exact])));
    assert.deepEqual(got.roads, roadsOf(tr));
    assert.deepEqual(got.roads.big_road.map((c) => c[2][0]).join(""), "bbpppbpbbb");
    assert.deepEqual(got.roads.big_eye_boy.map((c) => c[2][0]).join(""), "rbbbrbr");
    assert.deepEqual(api, [], "the static build asks no server");
    // Still offline: Russian from the service worker's copy of the glossary.
    await page.selectOption("#lang", "ru");
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    const ru = await page.evaluate(() => ({ text: document.body.innerText,
      banco: document.querySelector('#outcomes td[data-outcome="banco"]').firstChild.textContent }));
    assert.ok(ru.text.includes("преимущество казино"), "the page in Russian offline");
    assert.match(ru.banco, /^\d+,\d{4}\u00A0%$/);
    assert.deepEqual(errors, []);
    t.diagnostic(`first load of the static site: ${loadMs} ms (loopback, until the figures show)`);
  } finally {
    await context.close();
    await stop(proc);
  }
});

test("static build on a phone (390 px): an impossible card is refused with the library's message", async () => {
  const { proc, base } = await serveStatic();
  const { context, page, errors } = await open(base, { width: 390, height: 844 });
  try {
    await page.click("#setup-summary"); // folded on a phone
    await page.fill("#decks", "1");
    await page.dispatchEvent("#decks", "change");
    await settle(page);
    await page.check("#mode-seen");
    await settle(page);
    for (const k of ["a", "a", "a", "a"]) await page.keyboard.press(k);
    await settle(page);
    const before = await shown(page);
    assert.equal(before.counts.A, 0);
    await page.keyboard.press("a");
    await settle(page);
    const got = await shown(page);
    assert.equal(got.error, "cannot remove an A: none left in the shoe");
    assert.deepEqual(got.counts, before.counts);
    const want = json("odds", "--decks", "1", "--removed", "A A A A");
    assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, want.outcomes[k].probability])));
    await page.screenshot({ path: join(OUT, "static-phone.png"), fullPage: true });
    assert.ok(got.width <= 390, `page is ${got.width} px wide at 390 px`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await stop(proc);
  }
});

test("benchmark: exact EV of the main bets, engine in Chromium against the native binary", async (t) => {
  const { proc, base } = await serveStatic();
  const { context, page } = await open(base, { width: 1024, height: 768 });
  try {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
    const shoes = Array.from({ length: 39 }, (_, i) => ({ decks: 8, removed: Array(1 + Math.floor(i / 13)).fill(ranks[i % 13]).join(" ") }));
    const wasm = await page.evaluate(async (shoes) => {
      const docs = [];
      const start = performance.now();
      for (const s of shoes) docs.push(await window.puntoBanco.call("POST", "/api/ev", Object.assign({ bets: "main" }, s)));
      return { ms: performance.now() - start, evs: docs.map((d) => d.bets.map((b) => b.ev)) };
    }, shoes);
    const input = shoes.map((s) => JSON.stringify(s)).join("\n") + "\n";
    const start = process.hrtime.bigint();
    const out = execFileSync(BIN, ["ev", "--batch", "--bets", "main"], { encoding: "utf8", input });
    const nativeMs = Number(process.hrtime.bigint() - start) / 1e6;
    const native = out.trim().split("\n").map((l) => JSON.parse(l).bets.map((b) => b.ev));
    assert.deepEqual(wasm.evs, native, "the same exact EVs");
    const line = `exact EV of the main bets, ${shoes.length} shoes of 8 decks: wasm in Chromium ` +
      `${wasm.ms.toFixed(0)} ms, native (one ev --batch process) ${nativeMs.toFixed(0)} ms, ratio ${(wasm.ms / nativeMs).toFixed(2)}x`;
    t.diagnostic(line);
    writeFileSync(join(OUT, "benchmark.txt"), line + "\n");
  } finally {
    await context.close();
    await stop(proc);
  }
});
