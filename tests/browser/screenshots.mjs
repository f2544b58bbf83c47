// scripts/screenshots OUT_DIR: the tracker page as a newcomer sees it after 30 coups of a
// fixed shuffle, on a laptop (OUT_DIR/tracker.png, 1280 x 900) and on a phone
// (OUT_DIR/tracker-phone.png, 390 x 844): one screen each, the top of the page.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve, browse, loadSession, shuffledCoups, LAPTOP, PHONE } from "./shoe.mjs";

const out = process.argv[2];
if (!out) {
  console.error("usage: scripts/screenshots OUT_DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const cards = shuffledCoups(30);
const session = { decks: 8, rules: "standard", bets: "main,dragon_7,panda_8", log: ["coup", cards.join(" ")] };
const server = await serve();
try {
  for (const [file, viewport] of [["tracker.png", LAPTOP], ["tracker-phone.png", PHONE]]) {
    const b = await browse(server.base, viewport);
    try {
      await loadSession(b.page, session, { rebate: "1.2%", rebate_bets: "main" });
      await b.page.screenshot({ path: join(out, file) });
      console.error(`wrote ${join(out, file)}`);
    } finally {
      await b.close();
    }
  }
} finally {
  server.stop();
}
