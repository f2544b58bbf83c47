// Issue 33 in a real browser (headless Chromium), at a phone's 390 x 844 and a laptop's
// 1280 x 900: no sideways scroll; the roads one tap from the card pad, and on one screen
// with it after 30 coups; the ask road of a hand-worked sequence; the money options'
// figures equal `track`'s; bets closed while a coup is in play; controls 44 px tall on a
// phone; the page's words in Russian; scripts/screenshots into a temp folder.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve, browse, settle, loadSession, naturals, shuffledCoups, track, cli, PHONE, LAPTOP } from "./shoe.mjs";

const here = dirname(fileURLToPath(import.meta.url));
let server;
const temps = [];
before(async () => { server = await serve(); });
after(() => {
  server.stop();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const VIEWPORTS = [["phone", PHONE], ["laptop", LAPTOP]];

// The hand-worked sequence of src/tracker/roads/tests.rs: B B P T P P B P B B B. Its big
// road's streaks are 2, 3, 1, 1, 3 (Banco last). Worked by hand from the road rules: a
// Banco win would be the 4th cell of the last streak; the streaks 1, 2, 3 back hold 1, 1
// and 3 cells, so big eye boy red, small road red, cockroach pig blue (its streak ends
// just above). A Punto win would start a streak after one of 3, compared with streaks of
// 1, 1 and 3: blue, blue, red.
const WORKED = "BBPTPPBPBBB";
const WORKED_ASK = { banco: ["red", "red", "blue"], punto: ["blue", "blue", "red"] };

async function layout(page) {
  return page.evaluate(() => {
    const box = (sel) => { const r = document.querySelector(sel).getBoundingClientRect(); return { top: r.top, bottom: r.bottom, height: r.height }; };
    return {
      width: document.documentElement.scrollWidth,
      view: window.innerHeight,
      ranks: box("#ranks"),
      bead: box('.road[data-road="bead_plate"] .grid'),
      big: box('.road[data-road="big_road"] .grid'),
      roads: box("#roads"),
      beadCell: document.querySelector('.road[data-road="bead_plate"] svg').getAttribute("height") / 6,
      bigCell: document.querySelector('.road[data-road="big_road"] svg').getAttribute("height") / 6,
      bigFill: document.querySelector('.road[data-road="big_road"] svg').getBoundingClientRect().width /
        document.querySelector('.road[data-road="big_road"] .grid').clientWidth,
      newestVisible: (() => {
        const g = document.querySelector('.road[data-road="big_road"] .grid');
        return g.scrollLeft + g.clientWidth >= g.scrollWidth - 1;
      })(),
      tally: Object.fromEntries([...document.querySelectorAll("#tally [data-count]")].map((s) => [s.dataset.count, s.textContent])),
    };
  });
}

for (const [name, viewport] of VIEWPORTS) {
  test(`${name}: after 30 coups the roads fill their boxes, sit one tap from the pad, no sideways scroll`, async () => {
    const cards = shuffledCoups(30);
    const b = await browse(server.base, viewport);
    try {
      await loadSession(b.page, { decks: 8, rules: "standard", bets: "main", log: ["coup", cards.join(" ")] });
      const got = await layout(b.page);
      assert.ok(got.width <= viewport.width, `page is ${got.width} px wide at ${viewport.width} px`);
      // The pad, the bead plate and the big road on one screen, at the top of the page.
      for (const part of ["ranks", "bead", "big"]) {
        assert.ok(got[part].top >= 0 && got[part].bottom <= got.view, `${part} ${JSON.stringify(got[part])} off the first screen`);
      }
      assert.ok(got.beadCell >= 16 && got.bigCell >= 16, `cells ${got.beadCell}, ${got.bigCell} px`);
      assert.ok(got.bigFill >= 0.97, `the big road fills ${got.bigFill} of its box`);
      assert.ok(got.newestVisible, "the newest column is in view");
      // The counts under the roads are the engine's tally.
      const doc = track(["--decks", "8"], ["coup", ...cards]);
      for (const [id, n] of Object.entries(doc.tracker.roads.tally)) assert.match(got.tally[id], new RegExp(`\\b${n}$`), id);
      assert.equal(doc.tracker.roads.tally.punto + doc.tracker.roads.tally.banco + doc.tracker.roads.tally.tie, 30);
      // One tap from the pad: the "Roads" tab, which stays on screen while the page scrolls.
      await b.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const tab = b.page.locator('#tabs a[href="#roads"]');
      assert.ok(await tab.isVisible(), "the tabs stay on screen");
      await tab.click();
      await b.page.waitForFunction(() => {
        const r = document.querySelector('.road[data-road="big_road"]').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }, null, { timeout: 5000 });
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test(`${name}: the ask road of the hand-worked sequence, beside the roads and in track's JSON`, async () => {
    const b = await browse(server.base, viewport);
    try {
      await loadSession(b.page, { decks: 8, rules: "standard", bets: "main", log: ["coup", naturals(WORKED).join(" ")] });
      const shown = await b.page.evaluate(() => Object.fromEntries([...document.querySelectorAll("#ask .ask-row")].map((row) =>
        [row.dataset.side, [...row.querySelectorAll(".ask-mark")].map((m) => m.dataset.mark)])));
      assert.deepEqual(shown, WORKED_ASK);
      const ask = track(["--decks", "8"], ["coup", naturals(WORKED).join(" ")]).tracker.roads.ask;
      for (const side of ["banco", "punto"]) {
        assert.deepEqual([ask[side].big_eye_boy, ask[side].small_road, ask[side].cockroach_pig], WORKED_ASK[side]);
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test(`${name}: rebate, bankroll and table max from the controls; figures equal track's; remembered and exported`, async () => {
    const b = await browse(server.base, viewport);
    try {
      const log = ["coup", naturals("BPPB").join(" ") + " 9 9 9 9 8 8 8 8"];
      await loadSession(b.page, { decks: 8, rules: "standard", bets: "main,tie", log });
      if (!(await b.page.locator("#money-summary").isVisible())) await b.page.click("#setup-summary");
      await b.page.click("#money-summary");
      for (const [id, value] of [["#rebate", "1.5"], ["#bankroll", "10000"], ["#table-max", "500"]]) {
        await b.page.fill(id, value);
        await b.page.dispatchEvent(id, "change");
        await settle(b.page);
      }
      await b.page.selectOption("#rebate-bets", "main");
      await settle(b.page);
      const money = ["--rebate", "1.5%", "--rebate-bets", "main", "--bankroll", "10000", "--table-max", "500"];
      const want = track(["--decks", "8", "--bets", "main,tie", ...money], log);
      const figures = async () => b.page.evaluate(() => [...document.querySelectorAll("#evs tbody tr")].map((tr) => ({
        id: tr.dataset.bet,
        ev: tr.querySelector("td[data-exact]").dataset.exact,
        stake: tr.querySelector("td[data-stake]") ? Number(tr.querySelector("td[data-stake]").dataset.stake) : null,
      })));
      const expected = want.bets.map((bet) => ({ id: bet.id, ev: bet.ev, stake: bet.stake === undefined ? null : bet.stake }));
      assert.deepEqual(await figures(), expected);
      assert.ok(expected.some((e) => e.stake !== null), "some bet gets a stake with this rebate");
      assert.equal(want.money.rebate, "3/200");
      assert.match(await b.page.textContent("#money-note"), /3\/200/);
      // The field is in percent, its unit shown: "1.5" is 1.5%.
      assert.equal(await b.page.textContent("#money .unit"), "%");
      // Remembered with the session.
      await b.page.reload();
      await settle(b.page);
      assert.deepEqual(await figures(), expected);
      assert.equal(await b.page.inputValue("#bankroll"), "10000");
      // In the export.
      if (!(await b.page.locator("#export").isVisible())) await b.page.click("#setup-summary");
      const [download] = await Promise.all([b.page.waitForEvent("download"), b.page.click("#export")]);
      const dir = mkdtempSync(join(tmpdir(), "pb-export-"));
      temps.push(dir);
      await download.saveAs(join(dir, "shoe.json"));
      const saved = JSON.parse(readFileSync(join(dir, "shoe.json"), "utf8"));
      assert.deepEqual(saved.money, { rebate: "1.5%", rebate_bets: "main", bankroll: 10000, table_max: 500 });
      assert.deepEqual(saved.log, log);
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });

  test(`${name}: while a coup is in play, bets are closed: the coup's chances, no +EV marks or stakes`, async () => {
    const b = await browse(server.base, viewport);
    try {
      const log = ["coup", naturals("BBP").join(" ") + " 9 A"];
      await loadSession(b.page, { decks: 8, rules: "standard", bets: "main,dragon_7", log }, { bankroll: 10000 });
      const got = await b.page.evaluate(() => ({
        title: document.querySelector("#figures-title").textContent,
        figures: document.querySelector("#figures").innerText,
        evsShown: document.querySelector("#evs").offsetParent !== null,
        outcomes: Object.fromEntries([...document.querySelectorAll("#outcomes td[data-outcome]")].map((td) => [td.dataset.outcome, td.dataset.exact])),
      }));
      assert.match(got.title, /Bets are closed/);
      assert.equal(got.evsShown, false);
      assert.doesNotMatch(got.figures, /\+EV|stake/);
      const removed = naturals("BBP").join(" ");
      const mid = JSON.parse(cli(["ev", "--decks", "8", "--removed", removed, "--punto", "9", "--banco", "A"]));
      assert.deepEqual(got.outcomes, Object.fromEntries(["punto", "banco", "tie"].map((k) => [k, mid.outcomes[k].probability])));
      // The coup over, bets open again with the stakes.
      await b.page.keyboard.press("q");
      await b.page.keyboard.press("k");
      await settle(b.page);
      assert.match(await b.page.textContent("#figures-title"), /bets open/);
      assert.ok(await b.page.locator("#evs").isVisible());
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}

test("phone: every control is at least 44 px tall; the page in Russian names its roads in Russian", async () => {
  const b = await browse(server.base, PHONE, "/?lang=ru");
  try {
    await loadSession(b.page, { decks: 8, rules: "standard", bets: "main", log: ["coup", naturals(WORKED).join(" ")] });
    await b.page.click("#setup-summary");
    await b.page.click("#bets-summary");
    await b.page.click("#money-summary");
    const small = await b.page.evaluate(() => {
      const controls = document.querySelectorAll("button, select, input, summary, label.button, #tabs a, .modes label, fieldset label");
      return [...controls].filter((e) => e.offsetParent !== null && !["radio", "checkbox", "file"].includes(e.type))
        .map((e) => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect().height])
        .filter(([, h]) => h < 44);
    });
    assert.deepEqual(small, [], "controls under 44 px");
    const text = await b.page.evaluate(() => document.body.innerText);
    for (const ru of ["Большой глаз", "Малая дорога", "Таракан", "Большая дорога"]) assert.ok(text.includes(ru), ru);
    assert.doesNotMatch(text, /Bets: main|Ставки: main|If Banco wins|Scoreboards/);
    assert.match(await b.page.textContent("#bets-summary"), /Ставки: Punto, Banco и Égalité/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("scripts/screenshots writes the laptop and phone screenshots", () => {
  const dir = mkdtempSync(join(tmpdir(), "pb-shots-"));
  temps.push(dir);
  execFileSync(resolve(here, "../../scripts/screenshots"), [dir], { stdio: ["ignore", "ignore", "inherit"] });
  for (const f of ["tracker.png", "tracker-phone.png"]) {
    assert.ok(existsSync(join(dir, f)), f);
    const png = readFileSync(join(dir, f));
    assert.equal(png.subarray(1, 4).toString(), "PNG");
  }
});
