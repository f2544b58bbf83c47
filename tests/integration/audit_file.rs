//! The audit file (`AuditReport::file_in`) read as a regulator reads it, in English,
//! Italian, French and Russian: the verdict first (what passed, what failed, the level and
//! the rule), then what was audited (each log's SHA-256, the tool), then the evidence; no
//! English word of a stop list in it/fr/ru outside proper names, rule citations and code
//! spans; numbers written the language's way; every message in all four catalogs, each used;
//! Russian plurals.

use punto_banco::api::{AuditLog, AuditReport, AuditRequest, AuditVerdict};
use punto_banco::i18n::{message_ids, Arg, Lang, UsedMessages};
use punto_banco::report::Tabular;
use std::collections::BTreeSet;

const OTHERS: [Lang; 3] = [Lang::It, Lang::Fr, Lang::Ru];

/// English a translated audit file must not hold (whole words, case-insensitive).
const STOP: [&str; 24] = [
    "the", "of", "and", "every", "with", "under", "passed", "failed", "flagged", "test", "tests",
    "shoe", "shoes", "card", "cards", "deck", "decks", "level", "draws", "seed", "wins", "ties",
    "rule", "evidence",
];

/// Proper names, rule citations and names of methods that every language keeps.
const NAMES: [&str; 10] = [
    "Maryland COMAR 36.05.02.17(F)",
    "COMAR 36.05.02.17(F)",
    "West Virginia",
    "Bonferroni",
    "Holm",
    "SHA-256",
    "Banco",
    "Punto",
    "Égalité",
    "punto-banco",
];

fn catalog(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../src/i18n/ftl/en/audit.ftl"),
        Lang::It => include_str!("../../src/i18n/ftl/it/audit.ftl"),
        Lang::Fr => include_str!("../../src/i18n/ftl/fr/audit.ftl"),
        Lang::Ru => include_str!("../../src/i18n/ftl/ru/audit.ftl"),
    }
}

/// The message ids of a catalog file: lines that start with an id and ` =`.
fn ids(lang: Lang) -> BTreeSet<String> {
    catalog(lang)
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| id.starts_with("au-") && !id.contains(' '))
        .map(str::to_string)
        .collect()
}

/// `simulate --deals` of `shoes` 8-deck shoes dealt with `shuffle`, as text.
fn deal(dir: &std::path::Path, name: &str, shoes: &str, shuffle: &str) -> String {
    crate::util::deals(&dir.join(name), shoes, shuffle, Some("11"))
}

fn audit(logs: &[(&str, String)], permutations: u32, level: f64) -> AuditReport {
    AuditRequest {
        shoe_logs: logs
            .iter()
            .map(|(name, text)| AuditLog {
                text: text.clone(),
                format: Some("csv".into()),
                name: Some((*name).into()),
                session: false,
            })
            .collect(),
        decks: Some(8),
        permutations,
        level,
        ..AuditRequest::default()
    }
    .run()
    .unwrap()
}

/// Reports that reach every message: passed (Maryland), flagged on a test (stacked shoes),
/// a wrong composition (West Virginia), shoes known by their dealt part only (no rule).
fn reports() -> Vec<AuditReport> {
    let dir = tempfile::tempdir().unwrap();
    let fair = deal(dir.path(), "fair.csv", "3", "fair");
    let stacked = deal(dir.path(), "stacked.csv", "8", "stacked:banco");
    // Shoe 0 with two cards burned face down more than it holds (its count of all cards
    // wrong), and shoe 1 with the first card of its rest row turned into another rank.
    let mut lines: Vec<String> = fair.lines().map(str::to_string).collect();
    let first = lines.iter().position(|l| l.starts_with("0,1,")).unwrap();
    lines.insert(first, "0,,,,? ?,".into());
    let rest = lines.iter().position(|l| l.starts_with("1,,,,,")).unwrap();
    let card = lines[rest]["1,,,,,".len()..]
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    let other = if card.starts_with('Q') { "K" } else { "Q" };
    let suit = &card[card.len() - 1..];
    lines[rest] = lines[rest].replacen(&card, &format!("{other}{suit}"), 1);
    let short = lines.join("\n") + "\n";
    // The rest rows dropped: every shoe known by its dealt part only.
    let dealt: String = fair
        .lines()
        .filter(|l| !l.contains(",,,,,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let out = vec![
        audit(&[("table-1.csv", fair.clone())], 199, 0.05),
        audit(&[("table-2.csv", stacked)], 999, 0.05),
        audit(&[("table-3.csv", short)], 99, 0.01),
        audit(&[("table-4.csv", dealt)], 99, 0.02),
    ];
    assert!(!out[0].flagged, "{:?}", out[0].tests);
    assert!(out[1].flagged && out[1].tests.iter().any(|t| t.flagged));
    assert!(out[2].composition.iter().any(|m| m.rank == "all"));
    assert!(out[2].composition.iter().any(|m| m.shoe == 1));
    assert!(out[3].tests.iter().any(|t| t.name == "rank_deficit"));
    out
}

fn has_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-' || c == '\'';
    let lower = text.to_lowercase();
    lower.match_indices(word).any(|(i, _)| {
        let before = lower[..i].chars().next_back();
        let after = lower[i + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// The reader's text: code spans (names of logs, digests, the tool, presets) and proper
/// names left out.
fn reader_text(markdown: &str) -> String {
    let mut out: String = markdown
        .lines()
        .map(|l| {
            l.split('`')
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, p)| p)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n");
    for n in NAMES {
        out = out.replace(n, " ");
    }
    out
}

fn markdown(r: &AuditReport, lang: Lang) -> String {
    String::from_utf8(r.file_in(lang).markdown().unwrap()).unwrap()
}

#[test]
fn the_audit_file_puts_the_verdict_first_and_names_the_level_and_the_rule() {
    let reports = reports();
    let md: Vec<String> = reports.iter().map(|r| markdown(r, Lang::En)).collect();
    let sections = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("## "))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(
        sections(&md[0]),
        ["## 1. Verdict", "## 2. What was audited", "## 3. Evidence"]
    );
    let verdict = |text: &str| -> String {
        let start = text.find("## 1. Verdict").unwrap();
        let end = text.find("## 2. ").unwrap();
        text[start..end].to_string()
    };
    let v = verdict(&md[0]);
    assert!(
        v.contains("> **Passed: every test passes at level 0.05 after Holm's adjustment, under Maryland COMAR 36.05.02.17(F), a 95% confidence level"),
        "{v}"
    );
    assert!(v.contains("Passed, 8 tests: "), "{v}");
    let v = verdict(&md[1]);
    assert!(
        v.starts_with("## 1. Verdict\n\n> **Flagged: the audit fails at level 0.05"),
        "{v}"
    );
    assert!(v.contains("- Failed, "), "{v}");
    assert!(v.contains("Banco wins"), "{v}");
    let v = verdict(&md[2]);
    assert!(
        v.contains("under West Virginia §29-22B-909, a 99% confidence level"),
        "{v}"
    );
    assert!(
        v.contains("card counts are wrong (section 3.1)") || v.contains("One card count is wrong"),
        "{v}"
    );
    let v = verdict(&md[3]);
    assert!(
        v.contains("at level 0.02 after Holm's adjustment, under a level chosen by the user"),
        "{v}"
    );
    // What was audited: each log's SHA-256 and the tool, as the report gives them.
    for (r, text) in reports.iter().zip(&md) {
        let log = &r.inputs.shoe_logs[0];
        assert!(
            text.contains(&format!(
                "| SHA-256 of `{}` | `{}` |",
                log.name.as_deref().unwrap(),
                log.sha256
            )),
            "{text}"
        );
        assert!(text.contains(&format!("`{}`", r.inputs.tool)), "{text}");
    }
    // The method says which p-values are a normal approximation.
    assert!(md[0].contains("normal approximation (martingale central limit theorem)"));
    assert!(md[3].contains("normal approximation (no complete shoe to re-deal)"));
    assert!(md[3].contains("exact hypergeometric tail"));
    // HTML and PDF: every language, its code in the page, the digest in the PDF's footer.
    for lang in Lang::ALL {
        let f = reports[1].file_in(lang);
        let html = String::from_utf8(f.html().unwrap()).unwrap();
        assert!(
            html.contains(&format!("<html lang=\"{}\">", lang.code())),
            "{lang}"
        );
        assert!(html.contains(&reports[1].inputs.shoe_logs[0].sha256));
        // The verdict set apart, as the review file's is: in bold, framed.
        assert!(html.contains("<h2>1. "), "{lang}");
        let verdict = &html[html.find("<h2>1. ").unwrap()..];
        let next = verdict.find("<ul>").unwrap();
        assert!(verdict[..next].contains("<p class=\"verdict\">"), "{lang}");
        let style = html.lines().find(|l| l.starts_with("p.verdict {"));
        assert!(
            style.is_some_and(|l| l.contains("font-weight: bold") && l.contains("border:")),
            "{lang}: {style:?}"
        );
        verdict_stands_out(&reports, lang);
        let pdf = f.pdf().unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "{lang}");
    }
}

/// Each test's name opens its table row with a capital, as every table's rows do; the
/// verdict lists the same names after a colon, each item lowercase (the game's names keep
/// their capital), joined by the language's separator; the one-line verdict names the
/// failed tests the same way, and English's keeps their ids (the JSON's sentence).
#[test]
fn test_names_open_table_rows_and_read_lowercase_in_lists_after_a_colon() {
    let reports = reports();
    let flagged = &reports[1];
    let failed: Vec<&str> = (flagged.tests.iter().filter(|t| t.flagged))
        .map(|t| t.name)
        .collect();
    assert!(failed.contains(&"banco_wins"), "{failed:?}");
    let english = flagged.verdict.words(Lang::En);
    assert!(english.contains("banco_wins"), "{english}");
    // (language, its list separator, Banco's wins as a row and as an item of a list)
    for (lang, sep, row, item) in [
        (Lang::It, "; ", "Vincite del Banco", "vincite del Banco"),
        (Lang::Fr, "\u{202f}; ", "Gains de Banco", "gains de Banco"),
        (Lang::Ru, "; ", "Выигрыши Banco", "выигрыши Banco"),
    ] {
        let md = markdown(flagged, lang);
        assert!(md.contains(&format!("| {row} |")), "{lang}: {md}");
        let rows = md
            .lines()
            .filter(|l| l.starts_with("| ") && !l.starts_with("| -"));
        for first in rows.filter_map(|l| l[2..].chars().next()) {
            assert!(!first.is_lowercase(), "{lang}: a row opens lowercase: {md}");
        }
        let mut items = Vec::new();
        let verdict = &md[md.find("## 1. ").unwrap()..md.find("## 2. ").unwrap()];
        for line in verdict.lines().filter(|l| l.starts_with("- ")) {
            let Some((_, list)) = line.split_once(": ") else {
                continue;
            };
            items.extend(list.trim_end_matches('.').split(sep).map(str::to_string));
        }
        assert_eq!(items.len(), flagged.tests.len(), "{lang}: {items:?}");
        assert!(items.iter().any(|i| i == item), "{lang}: {items:?}");
        for i in &items {
            let name = ["Égalité", "Banco", "Punto"]
                .iter()
                .any(|n| i.starts_with(n));
            let first = i.chars().next().unwrap();
            assert!(name || first.is_lowercase(), "{lang}: {i:?} in {items:?}");
        }
        let words = flagged.verdict.words(lang);
        assert!(
            words.contains(item) && !words.contains("banco_wins"),
            "{lang}: {words}"
        );
    }
}

/// The first word of a verdict message in `lang`'s catalog ("Passed", "Segnalato", ...).
fn verdict_word(lang: Lang, id: &str) -> &'static str {
    let line = catalog(lang)
        .lines()
        .find_map(|l| l.strip_prefix(id)?.strip_prefix(" = "))
        .unwrap_or_else(|| panic!("{lang}: no {id}"));
    // The words before the first colon or value (`Аудит не пройден на уровне значимости`).
    line.split([':', '{']).next().unwrap().trim_end()
}

/// In `lang`'s Markdown of every report, the verdict stands out as the PDF's framed bold
/// box does: a quoted paragraph in bold, right under the verdict's heading, "passed" or
/// "flagged" its first word, and the only bold paragraph of the file.
fn verdict_stands_out(reports: &[AuditReport], lang: Lang) {
    for (k, r) in reports.iter().enumerate() {
        let md = markdown(r, lang);
        let lines: Vec<&str> = md.lines().collect();
        let heading = lines.iter().position(|l| l.starts_with("## 1. ")).unwrap();
        assert_eq!(lines[heading + 1], "", "report {k}, {lang}");
        let line = lines[heading + 2];
        let id = if r.flagged {
            "au-verdict-flagged"
        } else {
            "au-verdict-passed"
        };
        let first = format!("> **{}", verdict_word(lang, id));
        assert!(
            line.starts_with(&first) && line.ends_with(".**") && line.len() > first.len() + 40,
            "report {k}, {lang}: {line}"
        );
        let bold = lines.iter().filter(|l| l.starts_with("> **")).count();
        assert_eq!(bold, 1, "report {k}, {lang}: {md}");
    }
}

#[test]
fn the_audit_file_in_italian_french_and_russian_has_no_english_and_local_numbers() {
    let reports = reports();
    let mut found = Vec::new();
    for (k, r) in reports.iter().enumerate() {
        for lang in OTHERS {
            let text = reader_text(&markdown(r, lang));
            for w in STOP {
                // "test" is French's own word for a statistical test (docs/languages.md).
                let french = lang == Lang::Fr && (w == "test" || w == "tests");
                if has_word(&text, w) && !french {
                    found.push(format!("report {k}, {lang}: English '{w}'"));
                }
            }
            // Decimals take the language's comma: 0.05 is 0,05, p-values 0,xxxx.
            if text.contains("0.0") || text.contains("1.0000") {
                found.push(format!("report {k}, {lang}: a decimal point"));
            }
            assert!(text.contains("0,0"), "report {k}, {lang}: {text}");
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The level and the rule, in French (U+00A0 before a colon, U+202F before %).
    let fr = markdown(&reports[0], Lang::Fr);
    assert!(
        fr.contains("Réussi\u{a0}: chaque test est réussi au seuil de 0,05 après la correction de Holm, selon le règlement du Maryland (COMAR 36.05.02.17(F)), niveau de confiance de 95\u{202f}%"),
        "{fr}"
    );
    let ru = markdown(&reports[2], Lang::Ru);
    assert!(
        ru.contains("на уровне значимости 0,01 после поправки Холма"),
        "{ru}"
    );
    assert!(
        ru.contains("Западная Виргиния, §29-22B-909, доверительный уровень 99\u{a0}%"),
        "{ru}"
    );
    // Russian plurals of the counts in the file: 8 колод, 3 шуза.
    let ru = markdown(&reports[0], Lang::Ru);
    assert!(ru.contains("| 8 колод |"), "{ru}");
    assert!(
        ru.contains("`csv`, 3 шуза (полностью известных: 3), "),
        "{ru}"
    );
}

#[test]
fn every_audit_message_is_in_all_four_languages_used_and_plural() {
    // What this test's files ask of the catalogs, and nothing another test does.
    let used = UsedMessages::record();
    let en = ids(Lang::En);
    assert!(en.len() > 50, "{}", en.len());
    for lang in OTHERS {
        let other = ids(lang);
        let missing: Vec<_> = en.symmetric_difference(&other).collect();
        assert!(
            missing.is_empty(),
            "{lang}: ids not in both catalogs: {missing:?}"
        );
        let loaded = message_ids(lang);
        for id in &other {
            assert!(loaded.contains(id), "{lang}: {id} does not load");
            assert!(lang.has(id), "{lang}: {id} has no value");
        }
    }
    for r in reports() {
        for lang in Lang::ALL {
            r.file_in(lang);
            // The verdict in one line (the JSON's, in English) and the command's tables.
            r.verdict.words(lang);
            r.tables_in(lang);
        }
    }
    // The verdict under each rule: Maryland's level, West Virginia's, a level of one's own.
    for (level, failed) in [(0.05, vec![]), (0.01, vec!["ties"]), (0.02, vec![])] {
        let verdict = AuditVerdict {
            level,
            misfits: 0,
            failed,
        };
        for lang in Lang::ALL {
            verdict.words(lang);
        }
    }
    let used = used.ids();
    let unused: Vec<_> = en.iter().filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "audit messages no file uses: {unused:?}");
    let decks = |n: u64| Lang::Ru.msg("au-decks", &[("decks", Arg::int(n))]);
    assert_eq!(
        [decks(1), decks(2), decks(5), decks(21), decks(416)],
        ["1 колода", "2 колоды", "5 колод", "21 колода", "416 колод"]
    );
    let log = |shoes: u64, coups: u64| {
        Lang::Ru.msg(
            "au-log",
            &[
                ("format", Arg::text("csv")),
                ("shoes", Arg::int(shoes)),
                ("complete", Arg::int(shoes)),
                ("coups", Arg::int(coups)),
            ],
        )
    };
    assert_eq!(log(1, 1), "csv, 1 шуз (полностью известных: 1), 1 раздача");
    assert_eq!(
        log(22, 2),
        "csv, 22 шуза (полностью известных: 22), 2 раздачи"
    );
    assert_eq!(
        log(11, 1_511),
        "csv, 11 шузов (полностью известных: 11), 1\u{a0}511 раздач"
    );
    let en_log = Lang::En.msg(
        "au-log",
        &[
            ("format", Arg::text("csv")),
            ("shoes", Arg::int(1u64)),
            ("complete", Arg::int(0u64)),
            ("coups", Arg::int(2_000u64)),
        ],
    );
    assert_eq!(en_log, "csv, 1 shoe (0 with every card known), 2,000 coups");
}
