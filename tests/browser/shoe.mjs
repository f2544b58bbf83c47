// Shared by the browser tests and scripts/screenshots: `punto-banco serve` started on a
// free loopback port (stopped by its pid), a headless Chromium with a fresh profile, and a
// shoe dealt into the page through its saved session.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const BIN = process.env.PUNTO_BANCO_BIN || resolve(here, "../../target/debug/punto-banco");
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 900 };

export function cli(args, input) {
  return execFileSync(BIN, [...args, "--format", "json"], { encoding: "utf8", input, maxBuffer: 1 << 30 });
}

// The last answer of `track --format json` for these lines.
export function track(args, lines) {
  const out = cli(["track", ...args], lines.join("\n") + "\n").trim().split("\n");
  return JSON.parse(out[out.length - 1]);
}

// `punto-banco serve --bind 127.0.0.1:0`; resolves to { proc, base, stop }.
export async function serve() {
  const proc = spawn(BIN, ["serve", "--bind", "127.0.0.1:0", "--quiet"], { stdio: ["ignore", "ignore", "pipe"] });
  const base = await new Promise((ok, fail) => {
    let err = "";
    const timer = setTimeout(() => fail(new Error("no 'listening on' line in 20 s: " + err)), 20000);
    proc.stderr.on("data", (d) => {
      err += d;
      // The whole line: its chunk may end before the port when the machine is busy.
      const m = /listening on (http:\/\/\S+)\r?\n/.exec(err);
      if (m) { clearTimeout(timer); ok(m[1]); }
    });
    proc.on("exit", (code) => fail(new Error(`server exited with ${code}: ${err}`)));
  });
  const stop = () => { if (proc.exitCode === null && proc.signalCode === null) process.kill(proc.pid, "SIGTERM"); };
  return { proc, base, stop };
}

// A browser page on a fresh profile; `close` ends it and removes the profile.
export async function browse(base, viewport, path = "/") {
  const profile = mkdtempSync(join(tmpdir(), "pb-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport, acceptDownloads: true,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + path);
  await settle(page);
  const close = async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); };
  return { context, page, errors, close };
}

export async function settle(page) {
  await page.waitForSelector('body[data-ready="true"][data-busy="false"]', { timeout: 60000 });
}

// Loads a session (and money options) into the page as if it had been dealt there.
export async function loadSession(page, session, money = {}) {
  await page.evaluate(([s, m]) => {
    localStorage.setItem("punto-banco.session", JSON.stringify(s));
    localStorage.setItem("punto-banco.money", JSON.stringify(m));
  }, [session, money]);
  await page.reload();
  await settle(page);
}

// Coups dealt in coup mode, one natural coup per letter: B a Banco win, P a Punto win,
// T a tie (cards go Punto, Banco, Punto, Banco).
const NATURAL = { B: ["J", "9", "Q", "K"], P: ["9", "J", "Q", "K"], T: ["9", "9", "K", "K"] };
export function naturals(winners) {
  return [...winners].flatMap((w) => NATURAL[w]);
}

// A shoe of `coups` coups from a fixed shuffle of 8 decks (a seeded generator, so the
// screenshots are the same from run to run): the cards, one string per card.
export function shuffledCoups(coups) {
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const cards = [];
  for (let d = 0; d < 32; d++) cards.push(...ranks);
  let seed = 20261202;
  const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  // Deal card by card until `coups` coups are over, with no coup in play.
  // (30 coups take fewer than 200 cards: a coup takes at most 6.)
  const out = cli(["track", "--decks", "8"], ["coup", ...cards.slice(0, 6 * coups + 10)].join("\n") + "\n").trim().split("\n");
  for (let i = 1; i < out.length; i++) {
    const tr = JSON.parse(out[i]).tracker;
    if (tr.coups === coups && !tr.punto && !tr.banco) return cards.slice(0, i);
  }
  throw new Error(`the shuffle does not reach ${coups} coups`);
}
