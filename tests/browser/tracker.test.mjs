// The tracker page in a real browser: headless Debian Chromium driven by playwright-core.
// Starts `punto-banco serve --bind 127.0.0.1:0`, enters cards by clicking and by keyboard,
// undoes one, reloads, and checks every figure shown against `punto-banco ev|odds|eor
// --format json` for the same shoe, on a laptop's width and on a phone's (390 px); the
// page in Italian, French and Russian (?lang= and the selector, remembered).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.PUNTO_BANCO_BIN || resolve(here, "../../target/debug/punto-banco");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const OUT = process.env.SCREENSHOT_DIR || join(here, "out");
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const BETS = "punto,banco,tie,dragon_7,panda_8";
let server, base;
const profiles = [];

function cli(...args) {
  return JSON.parse(execFileSync(BIN, [...args, "--format", "json"], { encoding: "utf8" }));
}

before(async () => {
  server = spawn(BIN, ["serve", "--bind", "127.0.0.1:0", "--quiet"], { stdio: ["ignore", "ignore", "pipe"] });
  base = await new Promise((ok, fail) => {
    let err = "";
    const timer = setTimeout(() => fail(new Error("no 'listening on' line in 20 s: " + err)), 20000);
    server.stderr.on("data", (d) => {
      err += d;
      // The whole line: its chunk may end before the port when the machine is busy.
      const m = /listening on (http:\/\/\S+)\r?\n/.exec(err);
      if (m) { clearTimeout(timer); ok(m[1]); }
    });
    server.on("exit", (code) => fail(new Error(`server exited with ${code}: ${err}`)));
  });
  mkdirSync(OUT, { recursive: true });
});

after(() => {
  // Stop the server we started, by its pid.
  if (server && server.exitCode === null) process.kill(server.pid, "SIGTERM");
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

async function open(viewport, path = "/") {
  const profile = mkdtempSync(join(tmpdir(), "pb-chromium-"));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: FLAGS, viewport,
  });
  const page = context.pages()[0] || (await context.newPage());
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(base + path);
  await settle(page);
  return { context, page, errors };
}

async function settle(page) {
  await page.waitForSelector('body[data-ready="true"][data-busy="false"]', { timeout: 30000 });
}

async function shown(page) {
  return page.evaluate(() => ({
    bets: Object.fromEntries([...document.querySelectorAll("#evs td[data-bet]")].map((td) => [td.dataset.bet, td.dataset.exact])),
    positive: [...document.querySelectorAll("#evs tr.positive")].map((tr) => tr.dataset.bet),
    outcomes: Object.fromEntries([...document.querySelectorAll("#outcomes td[data-outcome]")].map((td) => [td.dataset.outcome, td.dataset.exact])),
    eor: Object.fromEntries([...document.querySelectorAll("#eor-chart rect[data-rank]")].map((r) => [r.dataset.rank, r.dataset.exact])),
    eorBet: document.querySelector("#eor-bet").value,
    punto: [...document.querySelectorAll("#punto-cards .card:not(.next)")].map((c) => c.textContent).join(" "),
    banco: [...document.querySelectorAll("#banco-cards .card:not(.next)")].map((c) => c.textContent).join(" "),
    counts: Object.fromEntries([...document.querySelectorAll("#ranks button")].map((b) => [b.dataset.rank, Number(b.querySelector("small").textContent)])),
    width: document.documentElement.scrollWidth,
  }));
}

function expectBets(got, doc) {
  const want = Object.fromEntries(doc.bets.map((b) => [b.id, b.ev]));
  assert.deepEqual(got.bets, want);
  assert.deepEqual(got.positive, doc.bets.filter((b) => b.positive).map((b) => b.id));
}

function expectEor(got, removed, bets = "main") {
  const doc = cli("eor", "--decks", "8", "--removed", removed, "--bets", bets);
  const bet = doc.bets.find((b) => b.id === got.eorBet);
  const want = Object.fromEntries(bet.removals[0].effects.filter((e) => e.removable).map((e) => [e.rank, e.exact]));
  assert.deepEqual(got.eor, want);
}

test("cards by click and keyboard, undo, reload: figures equal the CLI's (laptop)", async () => {
  const { context, page, errors } = await open({ width: 1280, height: 740 });
  try {
    // Two side bets from the picker.
    await page.click("#bets-summary");
    await page.check('#bets input[value="dragon_7"]');
    await settle(page);
    await page.check('#bets input[value="panda_8"]');
    await settle(page);
    await page.click("#bets-summary");
    // First coup by clicking: Punto 5 3 (8), Banco K 4: a natural, the coup closes.
    await page.click('#ranks button[data-rank="5"]');
    await page.click('#ranks button[data-rank="K"]');
    await settle(page);
    // Then by keyboard: 3 and 4 finish the coup, 9 and 2 open the next, 7 is a mistake.
    for (const k of ["3", "4", "9", "2", "7"]) await page.keyboard.press(k);
    await settle(page);
    await page.click("#undo");
    await settle(page);
    await page.reload();
    await settle(page);
    const got = await shown(page);
    await page.screenshot({ path: join(OUT, "tracker-laptop.png"), fullPage: true });
    assert.equal(got.punto, "9");
    assert.equal(got.banco, "2");
    assert.equal(got.counts["9"], 31);
    assert.equal(got.counts["7"], 32);
    const mid = cli("ev", "--decks", "8", "--removed", "5 K 3 4", "--punto", "9", "--banco", "2", "--bets", BETS);
    expectBets(got, mid);
    assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, mid.outcomes[k].probability])));
    expectEor(got, "5 K 3 4 9 2", BETS);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("a phone's width (390 px): between coups, figures equal ev and odds; no sideways scroll", async () => {
  const { context, page, errors } = await open({ width: 390, height: 844 });
  try {
    await page.check("#burn");
    await page.keyboard.press("q"); // burned
    await settle(page);
    for (const k of ["6", "t", "a", "j", "2"]) await page.keyboard.press(k);
    await settle(page);
    // Punto 6 A (7) stands, Banco 10 J (0) draws: 2. Punto 7, Banco 2: the coup is over.
    const got = await shown(page);
    await page.screenshot({ path: join(OUT, "tracker-phone.png"), fullPage: true });
    assert.equal(got.punto, "");
    assert.equal(got.banco, "");
    const removed = "Q 6 10 A J 2";
    expectBets(got, cli("ev", "--decks", "8", "--removed", removed, "--bets", "main"));
    const odds = cli("odds", "--decks", "8", "--removed", removed);
    assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, odds.outcomes[k].probability])));
    expectEor(got, removed);
    assert.ok(got.width <= 390, `page is ${got.width} px wide at 390 px`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("an imported log that does not replay shows the server's error and changes nothing", async () => {
  const { context, page } = await open({ width: 1024, height: 768 });
  try {
    await page.evaluate(() => localStorage.clear());
    // A one-deck session whose log takes a fifth ace: the server refuses it whole.
    const before = await shown(page);
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.click('label[for="import"]')]);
    await chooser.setFiles({ name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"decks": 1, "log": ["A A A A A"]}') });
    await page.waitForFunction(() => document.querySelector("#error").textContent !== "");
    await settle(page);
    const msg = await page.textContent("#error");
    assert.match(msg, /cannot remove an A: none left in the shoe/);
    assert.deepEqual((await shown(page)).counts, before.counts);
  } finally {
    await context.close();
  }
});

// What the page shows in words: its whole text, Banco's EV as written, the language.
async function words(page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    text: document.body.innerText,
    banco: document.querySelector('#evs td[data-bet="banco"]').firstChild.textContent,
    bancoOutcome: document.querySelector('#outcomes td[data-outcome="banco"]').firstChild.textContent,
    title: document.title,
    selected: document.querySelector("#lang").value,
  }));
}

test("?lang=it: the page in Italian from the glossary, numbers with a decimal comma; remembered; the selector", async () => {
  const { context, page, errors } = await open({ width: 1280, height: 740 }, "/?lang=it");
  try {
    let got = await words(page);
    assert.equal(got.lang, "it");
    assert.equal(got.selected, "it");
    // The terms of issue 24 (from the Italian house sheet's vocabulary) and the page's labels.
    assert.match(got.text, /vantaggio della casa/);
    assert.match(got.text, /Regole/);
    assert.match(got.text, /Mazzi/);
    assert.match(got.text, /Égalité \(pareggio\)/);
    assert.doesNotMatch(got.text, /house edge|Coup in play|Scoreboards/);
    // Banco's 8-deck house edge, 1.0579% (published), with Italy's decimal comma.
    assert.equal(got.banco, "-1,0579%");
    assert.equal(got.bancoOutcome, "45,8597%");
    await page.screenshot({ path: join(OUT, "tracker-italian.png"), fullPage: true });

    // Remembered without ?lang.
    await page.goto(base + "/");
    await settle(page);
    got = await words(page);
    assert.equal(got.lang, "it");
    assert.equal(got.banco, "-1,0579%");

    // The selector: French (U+202F before %), Russian (U+00A0), back to English.
    const cases = [
      // French and Russian set a negative number with the minus sign U+2212.
      ["fr", "avantage de la maison", "\u22121,0579\u202F%", "45,8597\u202F%"],
      ["ru", "преимущество казино", "\u22121,0579\u00A0%", "45,8597\u00A0%"],
      ["en", "house edge", "-1.0579%", "45.8597%"],
    ];
    for (const [lang, term, banco, outcome] of cases) {
      await page.selectOption("#lang", lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      got = await words(page);
      assert.ok(got.text.includes(term), `${lang}: ${term}`);
      assert.equal(got.banco, banco, lang);
      assert.equal(got.bancoOutcome, outcome, lang);
      assert.ok(page.url().endsWith(`?lang=${lang}`), page.url());
    }
    assert.equal(got.title, "punto-banco: shoe tracker");
    // The figures themselves are the engine's whatever the language.
    const doc = cli("ev", "--decks", "8", "--bets", "main");
    expectBets(await shown(page), doc);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

// `x` to two decimals the language's way: (decimal sign, digit group, minus sign).
function written(x, [decimal, group, minus]) {
  const [whole, cents] = Math.abs(x).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return (x < 0 ? minus : "") + grouped + decimal + cents;
}

test("each language's minus sign, range dash and digit-grouped money: stakes, bankroll", async () => {
  const { context, page, errors } = await open({ width: 1280, height: 740 }, "/?lang=fr");
  try {
    // A 1.5% rebate on the main bets makes Banco +EV on a fresh 8-deck shoe, and a bankroll
    // of 1,000,000 stakes thousands on it.
    await page.evaluate(() => {
      localStorage.setItem("punto-banco.session", JSON.stringify({ decks: 8, rules: "standard", bets: "main", log: [] }));
      localStorage.setItem("punto-banco.money", JSON.stringify({ rebate: "1.5%", rebate_bets: "main", bankroll: 1000000 }));
    });
    await page.reload();
    await settle(page);
    const signs = {
      en: [".", ",", "-", "2-9", "1,000,000"],
      it: [",", ".", "-", "2-9", "1.000.000"],
      fr: [",", "\u202F", "\u2212", "2\u20139", "1\u202F000\u202F000"],
      ru: [",", "\u00A0", "\u2212", "2\u20139", "1\u00A0000\u00A0000"],
    };
    for (const lang of ["fr", "ru", "it", "en"]) {
      if (lang !== "fr") {
        await page.selectOption("#lang", lang);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await settle(page);
      }
      const [decimal, group, minus, range, bankroll] = signs[lang];
      const got = await page.evaluate(() => {
        const stake = document.querySelector("#evs td[data-stake]");
        return {
          ranks: document.querySelector("#ranks").getAttribute("aria-label"),
          stake: stake ? stake.textContent : null,
          value: stake ? Number(stake.dataset.stake) : null,
          tie: document.querySelector('#evs td[data-bet="tie"]').firstChild.textContent,
          money: document.querySelector("#money-summary").textContent + " " + document.querySelector("#money-note").textContent,
        };
      });
      assert.ok(got.value >= 1000, `${lang}: a stake of thousands (${got.value})`);
      assert.equal(got.stake, written(got.value, [decimal, group, minus]), lang);
      assert.ok(got.money.includes(bankroll), `${lang}: bankroll ${bankroll} in ${got.money}`);
      // Égalité's EV is negative: the language's minus, its decimal sign.
      assert.ok(got.tie.startsWith(minus) && got.tie.includes(decimal), `${lang}: ${got.tie}`);
      assert.ok(!got.tie.startsWith(minus === "-" ? "\u2212" : "-"), `${lang}: ${got.tie}`);
      assert.ok(got.ranks.includes("A, " + range + ", T"), `${lang}: the ranks' range ${range} in ${got.ranks}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("?lang=fr and ?lang=it: a bet after 'on' takes its article (sur le Banco, sull'Égalité)", async () => {
  const { context, page, errors } = await open({ width: 1280, height: 800 }, "/?lang=fr");
  try {
    // French puts le, la or l' before a bet's name; Italian joins su to the article.
    const cases = [
      ["fr", "sur le Punto, le Banco et l'Égalité", "Effet de retrait sur le "],
      ["it", "sul Punto, sul Banco e sull'Égalité", "Effetto di rimozione sul "],
      ["en", "on Punto, Banco and Égalité", "Effect of removal for "],
    ];
    for (const [lang, rebated, eor] of cases) {
      await page.selectOption("#lang", lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await settle(page);
      if (!(await page.locator("#money-summary").isVisible())) await page.click("#setup-summary");
      if (!(await page.locator("#rebate").isVisible())) await page.click("#money-summary");
      await page.fill("#rebate", "1.5");
      await page.dispatchEvent("#rebate", "change");
      await settle(page);
      await page.selectOption("#rebate-bets", "main");
      await settle(page);
      const note = await page.textContent("#money-note");
      assert.ok(note.includes(rebated), `${lang}: ${note}`);
      await page.selectOption("#eor-bet", "banco");
      await settle(page);
      const label = await page.getAttribute("#eor-chart", "aria-label");
      assert.ok(label.startsWith(eor + "Banco"), `${lang}: ${label}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("an unknown language is English; the page's messages are served at /i18n/", async () => {
  const { context, page, errors } = await open({ width: 1024, height: 768 }, "/?lang=de");
  try {
    const got = await words(page);
    assert.equal(got.lang, "en");
    assert.equal(got.banco, "-1.0579%");
    const it = await page.evaluate(async () => (await fetch("/i18n/it.json")).json());
    // By message id, from the catalogs (the bets' names are the text outputs' own).
    assert.equal(it.messages["page-rules"], "Regole");
    assert.equal(it.messages["bet-punto_pair"], "Coppia del Punto");
    const en = await page.evaluate(async () => (await fetch("/i18n/en.json")).json());
    assert.equal(en.messages["page-rules"], "Rules");
    const missing = await page.evaluate(async () => (await fetch("/i18n/de.json")).status);
    assert.equal(missing, 404);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
