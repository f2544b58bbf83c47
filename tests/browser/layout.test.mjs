// The page's layout (issue 38, the last bullets of item 6) in headless Chromium, in each of
// its four languages: at a phone's 390 x 844 and a laptop's 1280 x 800 there is no sideways
// scroll and every link and control is at least 44 px tall (a radio button or a checkbox
// by its label, which is what a finger taps; the file input, hidden, by its label button);
// at 1280 x 800 the probabilities and the ask road are on the first screen.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browse, loadSession, naturals, PHONE } from "./shoe.mjs";

const LAPTOP_800 = { width: 1280, height: 800 };
const LANGS = ["en", "it", "fr", "ru"];
// Eleven coups dealt, so that every road, the tally and the ask road hold marks.
const SESSION = { decks: 8, rules: "standard", bets: "main", log: ["coup", naturals("BBPTPPBPBBB").join(" ")] };
let server;
before(async () => { server = await serve(); });
after(() => server.stop());

// The box of `selector` and the window's size, in CSS pixels, scrolled to the top.
async function boxes(page, selectors) {
  return page.evaluate((sels) => {
    window.scrollTo(0, 0);
    const out = { width: window.innerWidth, height: window.innerHeight, scroll: document.documentElement.scrollWidth };
    for (const s of sels) {
      const r = document.querySelector(s).getBoundingClientRect();
      out[s] = { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }
    return out;
  }, selectors);
}

// Every shown link and control under 44 px tall, as [what, height]. A radio button or a
// checkbox is measured by its label, the hidden file input by the label that opens it.
async function smallTargets(page) {
  return page.evaluate(() => {
    const target = (e) => {
      if (e.type === "radio" || e.type === "checkbox") return e.closest("label") || e;
      if (e.type === "file") return document.querySelector(`label[for="${e.id}"]`) || e;
      return e;
    };
    return [...document.querySelectorAll("a, button, input, select, summary, label.button")]
      .filter((e) => e.checkVisibility() || e.type === "file")
      .map((e) => [`${e.tagName.toLowerCase()}#${e.id || e.textContent.trim().slice(0, 24)}`,
        target(e).getBoundingClientRect().height])
      .filter(([, h]) => h < 44);
  });
}

// Opens every folded part (settings, bets, money), so that each control is on the page.
async function unfold(page) {
  await page.evaluate(() => { for (const d of document.querySelectorAll("details")) d.open = true; });
}

for (const [name, viewport] of [["phone 390 x 844", PHONE], ["laptop 1280 x 800", LAPTOP_800]]) {
  test(`${name}: no sideways scroll and every link and control 44 px tall, in every language`, async () => {
    const b = await browse(server.base, viewport);
    try {
      await loadSession(b.page, SESSION);
      for (const lang of LANGS) {
        await b.page.goto(`${server.base}/?lang=${lang}`);
        await b.page.waitForSelector('body[data-ready="true"][data-busy="false"]', { timeout: 60000 });
        for (const folded of [true, false]) {
          if (!folded) await unfold(b.page);
          const got = await boxes(b.page, []);
          assert.ok(got.scroll <= got.width, `${lang}: the page is ${got.scroll} px wide in ${got.width}`);
          assert.deepEqual(await smallTargets(b.page), [], `${lang}: links and controls under 44 px`);
        }
      }
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
    }
  });
}

test("laptop 1280 x 800: the probabilities and the ask road are on the first screen, in every language", async () => {
  const b = await browse(server.base, LAPTOP_800);
  try {
    await loadSession(b.page, SESSION);
    for (const lang of LANGS) {
      await b.page.goto(`${server.base}/?lang=${lang}`);
      await b.page.waitForSelector('body[data-ready="true"][data-busy="false"]', { timeout: 60000 });
      const got = await boxes(b.page, ["#outcomes", "#ask"]);
      for (const part of ["#outcomes", "#ask"]) {
        const r = got[part];
        assert.ok(r.top >= 0 && r.left >= 0 && r.bottom <= got.height && r.right <= got.width,
          `${lang}: ${part} ${JSON.stringify(r)} is not within ${got.width} x ${got.height}`);
      }
    }
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
