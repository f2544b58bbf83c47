//! The review file (`review --format markdown|html|pdf`, `ReviewReport::review_file`) read
//! as a surveillance team or a regulator reads it: the verdict first, before any table, one
//! sentence per flagged player with their label verbatim in a code span (escaped for
//! Markdown and HTML), or one saying no one is and at which level, and why no one could be
//! when the draws are too few; the p-value note once; the figure drawn in every format;
//! every sentence a message in en/it/fr/ru, with no English left in it/fr/ru and Russian
//! plurals right.

use crate::util::pb;
use punto_banco::api::{ReviewReport, ReviewRequest, SimulateRequest};
use punto_banco::i18n::{message_ids, Lang, UsedMessages};

const COUNTER: &str = "dragon_7=jacobson@tc>=4";

/// The shoe log and bet log (CSV) of `shoes` eight-deck shoes dealt by `simulate`, with a
/// Dragon 7 counter and the exact player.
fn simulated(shoes: u64, seed: u64) -> (String, String) {
    let req = SimulateRequest {
        shoes,
        decks: Some(8),
        seed: Some(seed),
        bets: "dragon_7".into(),
        tags: vec![COUNTER.to_string()],
        ..SimulateRequest::default()
    };
    crate::util::traced_logs(&req)
}

fn reviewed(shoe_log: &str, bet_log: &str, permutations: u32) -> ReviewReport {
    ReviewRequest {
        shoe_log: shoe_log.into(),
        bet_log: bet_log.into(),
        decks: Some(8),
        permutations,
        ..ReviewRequest::default()
    }
    .run()
    .unwrap()
}

/// The counter's wagers only, under another label.
fn relabelled(bet_log: &str, label: &str) -> String {
    bet_log
        .lines()
        .enumerate()
        .filter(|(i, l)| *i == 0 || l.split(',').nth(2) == Some(COUNTER))
        .map(|(i, l)| {
            if i == 0 {
                format!("{l}\n")
            } else {
                format!("{}\n", l.replace(COUNTER, label))
            }
        })
        .collect()
}

fn text(bytes: Result<Vec<u8>, punto_banco::report::RenderError>) -> String {
    String::from_utf8(bytes.unwrap()).unwrap()
}

/// Ten players at coups of their own choosing that follow nothing: bet log rows of
/// `n` coups each (the 3rd, 10th, 17th, ... coup of shoe 0 for player 0, shifted by one
/// per player).
fn untimed(players: usize, n: usize) -> String {
    let mut out = String::from("shoe,coup,player,bet,stake\n");
    for p in 0..players {
        for k in 0..n {
            out.push_str(&format!("0,{},player {p},dragon_7,1\n", 3 + p + 7 * k));
        }
    }
    out
}

#[test]
fn the_verdict_comes_first_with_each_flagged_label_verbatim_in_a_code_span() {
    let (deals, bets) = simulated(5, 1_003);
    let label = "a`b <i>x</i> | c";
    let report = reviewed(&deals, &relabelled(&bets, label), 999);
    assert!(report.players[0].flagged, "the counter is flagged");
    let md = text(report.review_file(Lang::En).markdown());
    let mut blocks = md.split("\n\n");
    assert!(blocks
        .next()
        .unwrap()
        .starts_with("# Investigation: timing of"));
    let verdict = blocks.next().unwrap();
    assert!(
        verdict.starts_with("``a`b <i>x</i> | c`` is flagged: "),
        "{verdict}"
    );
    let share = format!(
        "{:.1}% of the stake",
        100.0 * report.players[0].share_stake_positive
    );
    for want in [&share, "Jacobson's count on Dragon 7", "AUC 1.000"] {
        assert!(verdict.contains(want), "'{want}' in {verdict}");
    }
    assert!(
        verdict.contains("p = 0.0010, Holm-adjusted p = 0.0010"),
        "{verdict}"
    );
    // Before any table; in a table cell the label is escaped, never raw markup.
    let first_table = md.find("\n| ").unwrap();
    assert!(md.find(verdict).unwrap() < first_table);
    assert!(md.contains("| a\\`b \\<i\\>x\\</i\\> \\| c |"), "{md}");
    assert_eq!(md.matches("<i>").count(), 1, "only inside the code span");
    let html = text(report.review_file(Lang::En).html());
    let verdict = "<p class=\"verdict\"><code>a`b &lt;i&gt;x&lt;/i&gt; | c</code> is flagged: ";
    let at = html.find(verdict).expect("the verdict in HTML");
    assert!(at < html.find("<table").unwrap());
    assert!(!html.contains("<i>"), "no label reaches the page as markup");
}

#[test]
fn the_pdf_says_the_verdict_first_draws_its_figure_and_gives_the_p_value_note_once() {
    let dir = tempfile::tempdir().unwrap();
    let (deals, bets) = simulated(5, 1_003);
    let (s, b, out) = (
        dir.path().join("s.csv"),
        dir.path().join("b.csv"),
        dir.path().join("r.pdf"),
    );
    std::fs::write(&s, &deals).unwrap();
    std::fs::write(&b, &bets).unwrap();
    let run = pb()
        .args([
            "review",
            "--decks",
            "8",
            "--permutations",
            "999",
            "--shoe-log",
        ])
        .args([&s, std::path::Path::new("--bet-log"), &b])
        .arg("--output")
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let bytes = std::fs::read(&out).unwrap();
    let pdf = pdf_extract::extract_text_from_mem(&bytes).unwrap();
    let flat = pdf.split_whitespace().collect::<Vec<_>>().join(" ");
    let verdict = flat
        .find(&format!("{COUNTER} is flagged:"))
        .expect("verdict");
    assert!(verdict < flat.find("1. What was reviewed").unwrap());
    assert_eq!(
        flat.matches("one-sided permutation p-value").count(),
        1,
        "{flat}"
    );
    assert!(
        !flat.contains("HTML"),
        "no section sends the reader elsewhere"
    );
    // The figure is drawn: its axis labels are set in the PDF, and it has curves.
    assert!(flat.contains("exact EV before each coup (%): line"));
    assert!(flat.contains("coup of the shoes played, in order"));
    assert!(bytes.len() > 40_000);
}

#[test]
fn no_one_flagged_says_so_at_its_level_and_too_few_draws_say_why() {
    let (deals, _) = simulated(1, 7);
    let report = reviewed(&deals, &untimed(10, 6), 999);
    assert_eq!(report.tests(), 10);
    assert!(!report.any_flagged());
    let md = text(report.review_file(Lang::En).markdown());
    let blocks: Vec<&str> = md.split("\n\n").collect();
    assert!(
        blocks[1].starts_with("No player is flagged at the level 0.01: no Holm-adjusted p-value of the 10 tests is below it"),
        "{}",
        blocks[1]
    );
    assert_eq!(
        blocks[2],
        "No one could have been flagged: with 999 draws and 10 tests, no Holm-adjusted \
         p-value can be below 10/1,000 = 0.0100, which is not below 0.01; flagging at this \
         level needs at least 1,000 draws."
    );
    // With enough draws the same review could flag: the sentence is not written.
    let more = reviewed(&deals, &untimed(10, 6), 1_999);
    let md = text(more.review_file(Lang::En).markdown());
    assert!(!md.contains("No one could have been flagged"), "{md}");
    assert!(md.contains("m/(D + 1) = 0.0050; at 0.01, at least 1,000 draws."));
    for lang in [Lang::It, Lang::Fr, Lang::Ru] {
        let md = text(report.review_file(lang).markdown());
        assert!(md.contains("10/1"), "{lang}");
        let least = lang.int(&1000u32.into());
        assert!(md.contains(&least), "{lang}: {least}");
    }
    let ru = text(report.review_file(Lang::Ru).markdown());
    assert!(ru.contains("при 999 перестановках и 10 тестах"), "{ru}");
    assert!(ru.contains("не меньше 1\u{a0}000 перестановок"), "{ru}");
}

/// English a translated review file must not hold (whole words, case-sensitive) outside
/// code spans, players' labels, digests and proper names.
const STOP: [&str; 31] = [
    "wagers",
    "wager",
    "flagged",
    "shoes",
    "shoe",
    "draws",
    "stake",
    "seed",
    "timing",
    "player",
    "players",
    "the",
    "and",
    "with",
    "against",
    "count",
    "counts",
    "trigger",
    "below",
    "level",
    "yes",
    "bets",
    "tags",
    "derived",
    "reviewed",
    "Investigation",
    "exact",
    "expected",
    "played",
    "of",
    "commit",
];

/// Names that stay as they are in every language.
const NAMES: [&str; 9] = [
    "Dragon 7",
    "Jacobson",
    "Holm",
    "AUC",
    "SHA-256",
    "punto-banco",
    "standard",
    "csv",
    "docs/review.md",
];

fn has_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// The reader's text of a Markdown review file: without the figures' markup (lines that
/// start with `<`), the tables' rule lines, code spans, the players' labels and the names that stay.
fn reader_text(md: &str, labels: &[&str]) -> String {
    let mut out = String::new();
    let rule = |l: &str| l.chars().all(|c| "|-: ".contains(c));
    for line in md.lines().filter(|l| !l.starts_with('<') && !rule(l)) {
        let line = line.replace('\\', "");
        let prose: Vec<&str> = line.split('`').step_by(2).collect();
        out.push_str(&prose.join(" "));
        out.push('\n');
    }
    for n in labels.iter().chain(&NAMES) {
        out = out.replace(n, " ");
    }
    out
}

#[test]
fn the_file_and_the_tables_are_in_the_language_with_no_english_left() {
    let (deals, bets) = simulated(5, 1_003);
    let report = reviewed(&deals, &relabelled(&bets, "P7"), 999);
    let mut problems = Vec::new();
    for lang in [Lang::It, Lang::Fr, Lang::Ru] {
        let file = report.review_file(lang);
        let md = text(file.markdown());
        let mut all = reader_text(&md, &["P7"]);
        for t in report.tables_in(lang) {
            all.push_str(&t.title);
            all.push('\n');
            for (c, _) in &t.columns {
                all.push_str(c);
                all.push('\n');
            }
            all.extend(t.notes.iter().map(|n| format!("{n}\n")));
        }
        let all = reader_text(&all, &["P7"]);
        for w in STOP {
            if has_word(&all, w) {
                problems.push(format!("{lang}: English '{w}'"));
            }
        }
        for id in ["dragon_7", "derived:4", "jacobson", "tc>="] {
            if all.contains(id) {
                problems.push(format!("{lang}: the tool's '{id}' in reader text"));
            }
        }
        if all.contains("{rv-") || all.contains("--") {
            problems.push(format!("{lang}: a missing message or a flag"));
        }
        let html = text(file.html());
        assert!(html.contains(&format!("<html lang=\"{}\">", lang.code())));
        // Numbers the language's way, in text and in the figure's ticks.
        let share = lang.percent(100.0 * report.players[0].share_stake_positive, 1);
        assert!(md.contains(&share), "{lang}: {share}");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let ru = text(report.review_file(Lang::Ru).markdown());
    for want in [
        "5 шузов",
        "409 раздач",
        "8 колод",
        "999 перестановок",
        "54 ставки, csv",
        "выбор момента 54 ставок",
        "4 сыгранных шуза",
    ] {
        assert!(ru.contains(want), "Russian '{want}' in {ru}");
    }
    let fr = text(report.review_file(Lang::Fr).markdown());
    assert!(fr.contains("5 sabots, 409 coups, 8 jeux"), "{fr}");
    let share = format!("{:.1}", 100.0 * report.players[0].share_stake_positive).replace('.', ",");
    assert!(
        fr.contains(&format!("{share}\u{202f}% de sa mise")),
        "French percent"
    );
}

#[test]
fn a_player_flagged_on_one_bet_alone_and_a_flag_without_a_count_are_said_too() {
    let (deals, bets) = simulated(5, 1_003);
    let mut report = reviewed(&deals, &bets, 999);
    // As a review of a counter hiding a timed side bet among main bets reports it: the
    // player's own test not flagged, one of their bets flagged, no count named.
    let p = &mut report.players[0];
    p.flagged = false;
    p.bets[0].flagged = true;
    p.bets[0].same_as_player = false;
    p.best_count.clear();
    for lang in Lang::ALL {
        let md = text(report.review_file(lang).markdown());
        let verdict = md.split("\n\n").nth(1).unwrap();
        assert!(
            verdict.starts_with(&format!("`{COUNTER}`")),
            "{lang}: {verdict}"
        );
        let bet = if lang == Lang::Ru {
            "ставке Dragon 7"
        } else {
            "Dragon 7"
        };
        assert!(verdict.contains(bet), "{lang}: {verdict}");
    }
}

#[test]
fn every_review_message_is_in_every_language_and_used() {
    // What this test's files ask of the catalogs, and nothing another test does.
    let used = UsedMessages::record();
    let (deals, bets) = simulated(5, 1_003);
    let report = reviewed(&deals, &bets, 999);
    let (one_deal, _) = simulated(1, 7);
    let none = reviewed(&one_deal, &untimed(10, 6), 999);
    let mut bet_only = report.clone();
    bet_only.players[0].flagged = false;
    bet_only.players[0].bets[0].flagged = true;
    bet_only.players[0].best_count.clear();
    // The table's hold above its band, and without a band.
    let mut above = report.clone();
    for b in above.table.bands.iter_mut() {
        (b.win_low, b.win_high) = (-2e18, -1e18);
    }
    let mut unknown = report.clone();
    unknown.table.bands.clear();
    for lang in Lang::ALL {
        for r in [&report, &none, &bet_only, &above, &unknown] {
            let _ = text(r.review_file(lang).markdown());
            let _ = r.tables_in(lang);
        }
    }
    let review = |lang: Lang| -> Vec<String> {
        message_ids(lang)
            .into_iter()
            // `rv-chart-*`, the `--plot` chart's words: `lang::charts` makes each.
            .filter(|id| id.starts_with("rv-") && !id.starts_with("rv-chart-"))
            .collect()
    };
    let en = review(Lang::En);
    assert!(en.len() > 60, "{} review messages", en.len());
    for lang in [Lang::It, Lang::Fr, Lang::Ru] {
        assert_eq!(review(lang), en, "{lang}: the same ids as English");
    }
    let used = used.ids();
    let unused: Vec<&String> = en.iter().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "messages no output uses: {unused:?}");
}

#[test]
fn the_markdown_and_the_html_show_the_same_figure() {
    let (deals, bets) = simulated(2, 11);
    let report = reviewed(&deals, &bets, 199);
    for lang in Lang::ALL {
        let file = report.review_file(lang);
        let (md, html) = (text(file.markdown()), text(file.html()));
        let figure = |s: &str| -> Vec<String> {
            s.split("<figure>")
                .skip(1)
                .map(|f| f.split("</figure>").next().unwrap().to_string())
                .collect()
        };
        let (mut a, mut b) = (figure(&md), figure(&html));
        assert_eq!(a, b, "{lang}");
        // The last: the chart of the table's hold, its caption in the language.
        let chart = a.pop().unwrap();
        b.pop();
        let caption = lang.m("rv-table-fig").replace('\'', "&#39;");
        assert!(chart.contains(&caption), "{lang}");
        // Then one panel per player shown (each made one bet).
        assert_eq!(a.len(), report.shown_players().len(), "{lang}");
        assert!(
            a[0].contains("<polyline") && a[0].contains("<rect"),
            "{lang}"
        );
        // The figure's words in the language.
        let x_label = lang.m("rv-fig-x").replace('\'', "&#39;");
        assert!(a[0].contains(&x_label), "{lang}");
    }
}
