// The review file (`punto-banco review --output r.html`) in a real browser: headless
// Debian Chromium driven by playwright-core opens the file the CLI wrote, at a phone's
// width (390 px) and a laptop's (1280 px), and finds no horizontal scroll: long tables
// scroll inside their own box, the figures scale to the page, a label of 200 characters
// without a space wraps. Screenshots go to SCREENSHOT_DIR.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.PUNTO_BANCO_BIN || resolve(here, "../../target/debug/punto-banco");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const OUT = process.env.SCREENSHOT_DIR || join(here, "out");
const FLAGS = ["--no-sandbox", "--disable-gpu", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

mkdirSync(OUT, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "pb-review-"));
const profiles = [];
after(() => {
  for (const p of [work, ...profiles]) rmSync(p, { recursive: true, force: true });
});

// Five eight-deck shoes dealt by `simulate` with a Dragon 7 counter, the counter renamed
// with a label of 200 characters and no space, reviewed into an HTML file.
function reviewFile() {
  const counter = "dragon_7=jacobson@tc>=4";
  execFileSync(BIN, ["simulate", "--decks", "8", "--shoes", "5", "--bets", "dragon_7",
    "--tags", `dragon_7=jacobson@tc>=4`, "--deals", join(work, "shoes.csv"),
    "--bet-log", join(work, "bets.csv")], { stdio: ["ignore", "pipe", "inherit"] });
  const bets = readFileSync(join(work, "bets.csv"), "utf8");
  writeFileSync(join(work, "bets.csv"), bets.split(counter).join("L".repeat(200)));
  const html = join(work, "review.html");
  execFileSync(BIN, ["review", "--decks", "8", "--permutations", "999",
    "--shoe-log", join(work, "shoes.csv"), "--bet-log", join(work, "bets.csv"),
    "--output", html], { stdio: ["ignore", "pipe", "inherit"] });
  return html;
}

test("the review file fits a 390 px and a 1280 px window with no horizontal scroll", async () => {
  const url = pathToFileURL(reviewFile()).href;
  for (const width of [390, 1280]) {
    const profile = mkdtempSync(join(tmpdir(), "pb-chromium-"));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM, headless: true, args: FLAGS,
      viewport: { width, height: 900 },
    });
    try {
      const page = context.pages()[0] || (await context.newPage());
      await page.goto(url);
      const m = await page.evaluate(() => ({
        inner: window.innerWidth,
        doc: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        // Every element's right edge, but what sits in a box that scrolls on its own.
        widest: Math.max(...[...document.body.querySelectorAll("*")]
          .filter((e) => !e.closest("div.scroll"))
          .map((e) => e.getBoundingClientRect().right)),
        boxes: document.querySelectorAll("div.scroll").length,
        figures: [...document.querySelectorAll("figure svg")]
          .map((s) => s.getBoundingClientRect().right),
        verdict: document.querySelector("h1 + p.verdict")?.textContent ?? "",
      }));
      await page.screenshot({ path: join(OUT, `review-${width}.png`), fullPage: false });
      assert.ok(m.doc <= m.inner, `${width} px: the page is ${m.doc} px wide`);
      assert.ok(m.body <= m.inner, `${width} px: the body is ${m.body} px wide`);
      assert.ok(m.widest <= m.inner + 0.5, `${width} px: an element ends at ${m.widest}`);
      assert.ok(m.boxes >= 4, `${width} px: ${m.boxes} table boxes`);
      assert.ok(m.figures.length >= 2, `${width} px: ${m.figures.length} figures`);
      for (const r of m.figures) assert.ok(r <= m.inner, `${width} px: a figure ends at ${r}`);
      assert.match(m.verdict, /^L{200} is flagged: /, "the verdict right after the title");
    } finally {
      await context.close();
    }
  }
});
