//! The par sheet read as a lab reviewer reads it, in Italian, French and Russian: no English
//! word of a stop list outside proper names and source titles, no bet id where the bet has
//! a name, no command-line flag outside the reproduction commands, every catalog message
//! used by some output, and every message in every language.

use punto_banco::i18n::{message_ids, message_ids_in, Lang, UsedMessages};
use punto_banco::report::{parsheet_pdf_in, parsheet_workbook_in, render_parsheet_in};
use punto_banco::report::{ParSheet, SheetFormat as Format, Unpriceable};
use punto_banco::{builtin, builtin_ids, Bet, Rules, ShoeSpec};

const OTHERS: [Lang; 3] = [Lang::It, Lang::Fr, Lang::Ru];

/// English a translated sheet must not hold (whole words, case-sensitive) outside proper
/// names and source titles.
pub(super) const STOP: [&str; 19] = [
    "wins",
    "two-card",
    "three-card",
    "citing",
    "on Punto",
    "on Banco",
    "pays",
    "push",
    "loses",
    "cards",
    "decks",
    "deck",
    "any other coup",
    "house edge",
    "natural",
    "sheet",
    "sequences",
    "to",
    "of",
];

/// Proper names and source titles: the sources as the reference corpus quotes them, and
/// the side bets casinos sell under English names.
pub(super) fn proper_names() -> Vec<String> {
    let corpus: serde_json::Value =
        serde_json::from_str(include_str!("../../data/reference.json")).unwrap();
    let mut names: Vec<String> = corpus["par_sheet"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["source"].as_str().unwrap().to_string())
        .collect();
    names.extend(
        [
            "Dragon Bonus",
            "Dragon 7",
            "Panda 8",
            "Lucky 6",
            "Big",
            "Small",
            "EZ Baccarat",
            "Baccarat Gold",
            "Super Six",
            "Super 6",
            "Wizard of Odds",
            "E. Jacobson",
            "Punto Banco",
            "punto-banco",
        ]
        .map(String::from),
    );
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names.dedup();
    names
}

/// The reader's text of a Markdown sheet: the code blocks (the commands that reproduce
/// it), code spans (values as a rules file writes them, digests) and the proper names and
/// source titles left out.
pub(super) fn reader_text(markdown: &str, names: &[String]) -> String {
    let mut out = String::new();
    let mut code = false;
    for line in markdown.lines() {
        if line.starts_with("```") {
            code = !code;
            continue;
        }
        if !code {
            let prose: String = line
                .split('`')
                .enumerate()
                .filter(|(i, _)| i % 2 == 0)
                .map(|(_, p)| p)
                .collect::<Vec<_>>()
                .join(" ");
            out.push_str(&prose);
            out.push('\n');
        }
    }
    for n in names {
        out = out.replace(n.as_str(), " ");
    }
    out
}

pub(super) fn has_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// What a reviewer objects to in `text` (a sheet in `lang`).
pub(super) fn objections(text: &str, lang: Lang, ids: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for w in STOP {
        if has_word(text, w) {
            out.push(format!("{lang}: English '{w}'"));
        }
    }
    for (id, name) in ids {
        if has_word(text, id) {
            out.push(format!("{lang}: the id '{id}' of '{name}'"));
        }
    }
    for (i, _) in text.match_indices("--") {
        let next = text[i + 2..].chars().next();
        if next.is_some_and(|c| c.is_ascii_lowercase()) {
            let flag: String = text[i..]
                .chars()
                .take_while(|c| !c.is_whitespace())
                .collect();
            out.push(format!("{lang}: the flag '{flag}'"));
        }
    }
    out
}

fn sheet(
    rules: &Rules,
    spec: &ShoeSpec,
    bets: &[Bet],
    keep: Unpriceable,
    max: Option<&str>,
) -> ParSheet {
    let shoe = spec.build().unwrap();
    let max = max.map(|m| punto_banco::parse_ratio(m).unwrap());
    ParSheet::new(
        spec,
        &shoe,
        rules,
        bets,
        "punto-banco report --bets main",
        keep,
        max.as_ref(),
    )
    .unwrap()
}

fn decks(n: u32) -> ShoeSpec {
    ShoeSpec {
        decks: Some(n),
        ..ShoeSpec::default()
    }
}

/// A rule set named after a preset with every rule changed, a bet that only pushes, and a
/// bet whose lines name every negative condition.
fn odd_cases() -> Vec<ParSheet> {
    let mut f = Rules::preset("standard").unwrap().to_file().clone();
    f.naturals = vec![9];
    f.banco_tableau.insert("8".into(), "RRRRRRRRRR R".into());
    f.punto_draws = vec![0, 1, 2, 3, 4];
    f.banco_tableau.insert("3".into(), "TTTTTTTTTT T".into());
    f.punto_pays = "9/10".into();
    f.banco_commission = "1/25".into();
    f.tie_pays = "9".into();
    f.tie_pushes = false;
    f.punto_special =
        vec![
            serde_json::from_str(r#"{"when":{"winner":"punto","punto_total":9},"pays":"2"}"#)
                .unwrap(),
        ];
    f.banco_special = vec![serde_json::from_str(
        r#"{"when":{"winner":"banco","banco_total":7,"banco_cards":3},"pays":"0"}"#,
    )
    .unwrap()];
    let changed = f.into_rules().expect("a valid changed rule set");
    let custom: Vec<Bet> = serde_json::from_str(
        r#"[{"id":"only_push","name":"only_push","lines":[{"when":{"winner":"tie"},"pays":"0"}]},
            {"id":"negatives","name":"negatives","lines":[
              {"when":{"punto_natural":false,"banco_natural":false,"punto_cards":[2,3],
                "cards":5},"pays":"1"},
              {"when":{},"pays":"0"}]},
            {"id":"no_pairs","name":"no_pairs","lines":[
              {"when":{"punto_pair":false,"banco_pair":false,"punto_perfect_pair":false,
                "banco_perfect_pair":false},"pays":"2"},
              {"when":{"banco_perfect_pair":true,"punto_perfect_pair":true},"pays":"100"}]}]"#,
    )
    .expect("custom bets");
    let mut bets = punto_banco::main_bets(&changed);
    bets.extend(custom);
    let mut out = vec![sheet(
        &changed,
        &decks(1),
        &bets,
        Unpriceable::Keep,
        Some("1/100"),
    )];
    // Cards removed without their suits: perfect pairs cannot be priced (kept, and left out).
    let std = Rules::preset("standard").unwrap();
    let removed = ShoeSpec {
        decks: Some(1),
        removed: Some("5 5 K".into()),
        ..ShoeSpec::default()
    };
    let pairs = vec![
        builtin("perfect_pair", &std).unwrap(),
        builtin("banco", &std).unwrap(),
    ];
    out.push(sheet(&std, &removed, &pairs, Unpriceable::Keep, None));
    out.push(sheet(&std, &removed, &pairs, Unpriceable::Drop, None));
    let explicit = ShoeSpec {
        decks: None,
        removed: None,
        shoe: Some(decks(1).build().unwrap().to_spec()),
    };
    out.push(sheet(&std, &explicit, &pairs[1..], Unpriceable::Keep, None));
    // A check that fails and a published figure that disagrees, as a sheet would show them.
    let mut failed = sheet(
        &std,
        &decks(8),
        &punto_banco::main_bets(&std),
        Unpriceable::Keep,
        None,
    );
    failed.verification.checks[0].passed = false;
    failed.verification.published[0].matches = false;
    failed.identification.binary_sha256 = Some("0".repeat(64));
    out.push(failed);
    out
}

fn every_sheet() -> Vec<ParSheet> {
    let mut out = odd_cases();
    for preset in punto_banco::PRESETS {
        let rules = Rules::preset(preset).unwrap();
        let bets: Vec<Bet> = builtin_ids()
            .into_iter()
            .filter_map(|id| builtin(id, &rules))
            .collect();
        let d = if preset == "standard" { 8 } else { 6 };
        out.push(sheet(&rules, &decks(d), &bets, Unpriceable::Keep, None));
    }
    // The section on information leaks, asked for (`report --leaks`).
    let leaks = punto_banco::api::ReportRequest {
        decks: Some(1),
        bets: Some("main".into()),
        leaks: true,
        command: Some("punto-banco report --bets main".into()),
        ..Default::default()
    };
    let answer = leaks.run().expect("a par sheet with its leaks");
    out.push(punto_banco::report::ParSheet::from_answer(&answer));
    out
}

fn markdown(s: &ParSheet, lang: Lang) -> String {
    let mut out = Vec::new();
    render_parsheet_in(s, Format::Markdown, lang, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn a_reviewer_finds_no_english_ids_or_flags_in_the_par_sheet() {
    // What this test's documents ask of the catalogs, and nothing another test does.
    let used = UsedMessages::record();
    let names = proper_names();
    let std = Rules::preset("standard").unwrap();
    let ids: Vec<(String, String)> = builtin_ids()
        .into_iter()
        .filter_map(|id| builtin(id, &std))
        // An id that is an English word of its name (`tie`, `big`) is not an id in the text.
        .filter(|b| !b.name.to_lowercase().contains(&b.id))
        .map(|b| (b.id.clone(), b.name.clone()))
        .collect();
    assert!(ids.iter().any(|(id, _)| id == "egalite_5"));
    let mut found = Vec::new();
    for s in every_sheet() {
        for lang in Lang::ALL {
            let md = markdown(&s, lang);
            let mut html = Vec::new();
            render_parsheet_in(&s, Format::Html, lang, &mut html).unwrap();
            parsheet_workbook_in(&s, lang).unwrap();
            let text = reader_text(&md, &names);
            if lang == Lang::En {
                // English keeps its words, but names its bets and no flag either.
                found.extend(
                    objections(&text, lang, &ids)
                        .into_iter()
                        .filter(|o| !o.contains("English")),
                );
            } else {
                found.extend(objections(&text, lang, &ids));
            }
        }
    }
    // The PDF: its footer and its text, read back.
    let s = sheet(
        &std,
        &decks(1),
        &punto_banco::main_bets(&std),
        Unpriceable::Keep,
        None,
    );
    for lang in Lang::ALL {
        let pdf = parsheet_pdf_in(&s, lang).unwrap();
        let text = pdf_extract::extract_text_from_mem(&pdf).unwrap();
        let text = text
            .replace("punto-banco report --bets main", " ")
            .replace("--format json | sha256sum", " ");
        let text = reader_text(&text, &names);
        if lang != Lang::En {
            found.extend(
                objections(&text, lang, &ids)
                    .into_iter()
                    .map(|o| format!("PDF {o}")),
            );
        }
    }
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "{} objections:\n{}",
        found.len(),
        found.join("\n")
    );
    // Every message of the par sheet's catalog is used by some output, and every message
    // exists in every language (src/i18n/ftl/*.ftl). The other files' messages are the
    // other documents' (lang/tables.rs checks the tables').
    let used = used.ids();
    let all = message_ids(Lang::En);
    // A bet after "on" (`bet-on-ID`) stands beside the bets' names but is the promo files',
    // the review's and the page's (`report::views::names` tests each in every language).
    let unused: Vec<_> = message_ids_in(Lang::En, "parsheet")
        .into_iter()
        .filter(|id| !used.contains(id) && !id.starts_with("bet-on-"))
        .collect();
    assert!(
        unused.is_empty(),
        "catalog messages no output uses: {unused:?}"
    );
    for lang in OTHERS {
        let ids = message_ids(lang);
        let missing: Vec<_> = all.difference(&ids).chain(ids.difference(&all)).collect();
        assert!(
            missing.is_empty(),
            "{lang}: ids not in both catalogs: {missing:?}"
        );
    }
}
