//! Every tabular command's output (odds, ev and the coup in play, eor, compare, rules,
//! bets, simulate, solve, leak) read as a lab reviewer reads it, in Italian, French and
//! Russian, as a terminal table, Markdown and HTML: no English word of a stop list outside
//! proper names and source titles, no bet id in reader text (an `id` column is data), no
//! command-line flag, every message of the tables' catalog used by some output and present
//! in every language. The reports are built with the library, so the messages they use are
//! recorded in this process.

use super::reviewer::{has_word, objections, proper_names, reader_text, STOP};
use crate::util::ok;
use punto_banco::api::{
    rules_document, BetsRequest, CompareRequest, EorRequest, EvRequest, HoldRequest, LeakFields,
    OddsRequest, PresetList, RulesChoice, SimulateRequest, SolveRequest,
};
use punto_banco::i18n::{message_ids, message_ids_in, Lang, UsedMessages};
use punto_banco::report::{export, Format, Layout, Localized, SolveReport, Tabular};
use punto_banco::tracker::{status_line_in, Tracker};
use punto_banco::{builtin, builtin_ids, Bet, Rules};
use serde::Serialize;

const OTHERS: [Lang; 3] = [Lang::It, Lang::Fr, Lang::Ru];

/// English the tables must not hold in another language (whole words, case-sensitive),
/// beyond the par sheet's list: the words the English tables are made of. Words that are
/// also Italian, French or Russian (`notes`, `description`, `per`, `on`) are left out.
const TABLE_STOP: [&str; 60] = [
    "win",
    "lose",
    "card",
    "the",
    "and",
    "with",
    "by",
    "at",
    "from",
    "every",
    "each",
    "whenever",
    "bet",
    "bets",
    "Bets",
    "edge",
    "rules",
    "Rules",
    "rule",
    "shoe",
    "none",
    "never",
    "yours",
    "derived",
    "decided",
    "open",
    "seen",
    "expected",
    "realised",
    "staked",
    "probability",
    "outcome",
    "Outcomes",
    "count",
    "counts",
    "mean",
    "unseen",
    "line",
    "when",
    "anything else",
    "name",
    "input",
    "Inputs",
    "value",
    "seed",
    "shoes",
    "procedure",
    "staking",
    "generator",
    "not priceable",
    "Effect",
    "tags",
    "imbalance",
    "correlation",
    "play",
    "Exposure",
    "rank",
    "left",
    "tie",
    "SD",
];

/// A report's text outputs in `lang`: the terminal table, Markdown and HTML (and its
/// workbook, made to be sure its labels are written).
fn outputs<R: Serialize + Tabular>(r: &R, lang: Lang) -> Vec<(Format, String)> {
    let layout = Layout::default();
    let book = Localized {
        report: r,
        lang,
        numbers: false,
    };
    assert!(export(&book, Format::Xlsx, &layout).is_ok(), "{lang}: xlsx");
    [Format::Table, Format::Markdown, Format::Html]
        .into_iter()
        .map(|f| {
            let l = Localized {
                report: r,
                lang,
                numbers: true,
            };
            let bytes = export(&l, f, &layout).unwrap();
            (f, String::from_utf8(bytes).unwrap())
        })
        .collect()
}

/// HTML as lines of text: a table row as `| a | b |`, code spans left out, entities read.
fn html_lines(html: &str) -> String {
    let body = html.split("<body>").nth(1).unwrap_or(html);
    let strip = |s: &str| {
        let mut out = String::new();
        let mut tag = false;
        for c in s.chars() {
            match c {
                '<' => tag = true,
                '>' => tag = false,
                c if !tag => out.push(c),
                _ => {}
            }
        }
        out.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
    };
    let mut out = String::new();
    for line in body.lines() {
        let line = drop_code(line);
        if line.contains("<tr") {
            let cells: Vec<String> = line
                .replace("</th>", "</td>")
                .split("</td>")
                .map(|c| strip(c).trim().to_string())
                .filter(|c| !c.is_empty())
                .collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        } else {
            out.push_str(&strip(&line));
            out.push('\n');
        }
    }
    out
}

/// `line` without its `<code>` spans.
fn drop_code(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("<code>") {
        out.push_str(&rest[..at]);
        rest = rest[at..].split_once("</code>").map_or("", |(_, r)| r);
    }
    out.push_str(rest);
    out
}

/// The text without the cells of its `id` columns (data, not reader text).
fn without_id_columns(text: &str, lang: Lang) -> String {
    let id = lang.m("t-col-id");
    let mut out = String::new();
    let mut column: Option<usize> = None;
    for line in text.lines() {
        let t = line.trim();
        // Borders, and the blank lines a table's HTML tags leave, are inside the table.
        if t.starts_with('+') || t.is_empty() {
            continue;
        }
        if !t.starts_with('|') {
            column = None;
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let mut cells: Vec<&str> = t.trim_matches('|').split('|').map(str::trim).collect();
        if let Some(i) = cells.iter().position(|c| *c == id) {
            column = Some(i);
        }
        if let Some(i) = column.filter(|&i| i < cells.len()) {
            cells.remove(i);
        }
        out.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    out
}

/// The built-in bets whose id is not a word of their name, as (id, name).
fn bet_ids() -> Vec<(String, String)> {
    let std = Rules::preset("standard").unwrap();
    builtin_ids()
        .into_iter()
        .filter_map(|id| builtin(id, &std))
        .filter(|b| !b.name.to_lowercase().contains(&b.id))
        .map(|b| (b.id.clone(), b.name.clone()))
        .collect()
}

/// What a reviewer objects to in the text outputs of `r` in the three other languages.
fn review<R: Serialize + Tabular>(what: &str, r: &R, names: &[String]) -> Vec<String> {
    let ids = bet_ids();
    let mut found = Vec::new();
    // English too, for the messages only English uses (its text is the golden files').
    assert!(!r.tables().is_empty(), "{what}");
    for lang in OTHERS {
        for (format, text) in outputs(r, lang) {
            let text = match format {
                Format::Html => html_lines(&text),
                _ => text,
            };
            let reader = reader_text(&without_id_columns(&text, lang), names);
            let mut seen: Vec<String> = objections(&reader, lang, &ids);
            for w in STOP.iter().chain(&TABLE_STOP) {
                if has_word(&reader, w) {
                    seen.push(format!("{lang}: English '{w}'"));
                }
            }
            found.extend(
                seen.into_iter()
                    .map(|o| format!("{what} ({}): {o}", format.name())),
            );
        }
    }
    found
}

/// Names a reader sees as they are: the reviewer's proper names, the presets, the
/// procedures, the custom bets of these cases, the count's tags.
fn names() -> Vec<String> {
    let mut n = proper_names();
    n.extend(punto_banco::PRESETS.iter().map(|p| p.to_string()));
    n.extend(
        [
            "common", "french", "ChaCha8", "jacobson", "zz_sure", "zz_never", "zz_odd",
        ]
        .map(String::from),
    );
    n.sort_by_key(|s| std::cmp::Reverse(s.len()));
    n
}

/// A bet that always pays (so some bet favours the player) and one whose second line
/// never decides it.
fn custom_bets() -> Vec<Bet> {
    serde_json::from_str(
        r#"[{"id":"zz_sure","name":"zz_sure","lines":[{"when":{},"pays":"1"}]},
            {"id":"zz_never","name":"zz_never","lines":[
              {"when":{},"pays":"0"},{"when":{"winner":"tie"},"pays":"8"}]}]"#,
    )
    .unwrap()
}

/// A rule set with every rule the tables word differently: Punto always draws (stands
/// never), the Égalité loses, no commission.
fn odd_rules() -> RulesChoice {
    let mut f = Rules::preset("standard").unwrap().to_file().clone();
    f.punto_draws = (0..8).collect();
    f.tie_pushes = false;
    f.banco_commission = "1/30".into();
    f.name = "zz_odd".into();
    f.description = "zz_odd".into();
    RulesChoice::Built(Box::new(f.into_rules().unwrap()))
}

fn shoe_cases(names: &[String], found: &mut Vec<String>) {
    let all = || "all".into();
    let unsuited = Some("A A A A 5 5 K".to_string());
    for (decks, removed) in [(8, None), (1, unsuited.clone())] {
        let mut odds = OddsRequest {
            decks: Some(decks),
            removed: removed.clone(),
            bets: all(),
            detail: true,
            custom_bets: custom_bets(),
            ..Default::default()
        };
        found.extend(review("odds", &odds.run().unwrap(), names));
        odds.custom_bets.clear();
        odds.rules = "midi".into();
        found.extend(review("odds midi", &odds.run().unwrap(), names));
        let ev = EvRequest {
            decks: Some(decks),
            removed: removed.clone(),
            bets: all(),
            custom_bets: custom_bets(),
            ..Default::default()
        };
        found.extend(review("ev", &ev.run().unwrap(), names));
        let plain = EvRequest {
            custom_bets: vec![],
            rules: "midi".into(),
            bets: "main".into(),
            ..ev.clone()
        };
        found.extend(review("ev", &plain.run().unwrap(), names));
        for (punto, banco) in [("5 K", "3"), ("9", "")] {
            let coup = EvRequest {
                punto: punto.into(),
                banco: banco.into(),
                ..ev.clone()
            };
            found.extend(review("ev coup", &coup.run().unwrap(), names));
            let plain = EvRequest {
                custom_bets: vec![],
                bets: "punto".into(),
                ..coup
            };
            found.extend(review("ev coup", &plain.run().unwrap(), names));
        }
        let eor = EorRequest {
            decks: Some(decks),
            removed: removed.clone(),
            bets: all(),
            exact: true,
            depth: 2,
            tags: Some("0,0,0,-1,-1,-1,-1,2,2,0".into()),
            max_tag: Some(2),
            ..Default::default()
        };
        found.extend(review("eor", &eor.run().unwrap(), names));
        let derived = EorRequest {
            tags: None,
            bets: "dragon_7".into(),
            ..eor
        };
        let mut derived = derived.run().unwrap();
        found.extend(review("eor", &derived, names));
        // A report without the derived tags' level (the views word both).
        derived.max_tag = None;
        found.extend(review("eor", &derived, names));
        let compare = CompareRequest {
            decks: Some(decks),
            removed,
            rules: vec!["standard".into(), "midi".into(), "ez".into(), odd_rules()],
            bets: all(),
            custom_bets: custom_bets(),
            ..Default::default()
        };
        found.extend(review("compare", &compare.run().unwrap(), names));
    }
}

fn rules_cases(names: &[String], found: &mut Vec<String>) {
    found.extend(review("rules", &PresetList::new(), names));
    let mut choices: Vec<RulesChoice> = punto_banco::PRESETS.iter().map(|p| (*p).into()).collect();
    choices.push(odd_rules());
    for choice in choices {
        found.extend(review(
            "rules NAME",
            &rules_document(&choice).unwrap(),
            names,
        ));
        let bets = BetsRequest {
            rules: choice,
            bets: Some("all".into()),
            custom_bets: custom_bets(),
        };
        found.extend(review("bets", &bets.run().unwrap(), names));
    }
}

fn study_cases(names: &[String], found: &mut Vec<String>) {
    for (procedure, burn, last, estimate, staking) in [
        ("common", None, None, "half-deck", Some((1000, 100))),
        ("french", None, Some("before-cut"), "deck", None),
        ("midi", Some("one"), None, "deck-up", Some((500, 50))),
        ("midi", None, None, "deck-down", None),
    ] {
        let req = SimulateRequest {
            shoes: 2,
            decks: Some(1),
            seed: Some(7),
            bets: "main,dragon_7".into(),
            procedure: procedure.into(),
            burn: burn.map(String::from),
            last_coup: last.map(String::from),
            tags: vec!["dragon_7=jacobson@tc>=1".into()],
            true_count: estimate.into(),
            bankroll: staking.map(|s| s.0),
            table_max: staking.map(|s| s.1),
            ..Default::default()
        };
        found.extend(review("simulate", &req.run().unwrap(), names));
    }
    for (bet, line, edge) in [("tie", 1, "5"), ("tie", 1, "95"), ("zz_never", 2, "5")] {
        let solve = SolveRequest {
            decks: Some(8),
            bet: Some(bet.into()),
            custom_bets: custom_bets(),
            line,
            edge: edge.into(),
            ..Default::default()
        };
        found.extend(review(
            "solve",
            &SolveReport::new(&solve.run().unwrap()),
            names,
        ));
    }
    let leak = |see: Option<&str>, exposure: Option<&str>| LeakFields {
        decks: Some(1),
        see: see.map(String::from),
        exposure: exposure.map(String::from),
        ..Default::default()
    };
    let mut leaks = vec![
        // A published case: its figure and source beside ours.
        LeakFields {
            decks: Some(8),
            ..leak(Some("2"), None)
        },
        LeakFields {
            no_sit_out: true,
            ..leak(Some("1,4"), None)
        },
        LeakFields {
            best_sort: true,
            top: Some(2),
            ..leak(Some("2"), None)
        },
    ];
    for e in [
        "flash-3",
        "flash-5",
        "flash-6",
        "sorted-first",
        "sorted-four",
    ] {
        leaks.push(leak(None, Some(e)));
    }
    for req in leaks {
        found.extend(review("leak", &req.parse().unwrap().run().unwrap(), names));
    }
}

/// `track`'s line above each table, through a shoe's states: seen cards, a coup in play,
/// finished coups (one, then two), in every language.
fn track_cases(names: &[String], found: &mut Vec<String>) {
    let ids = bet_ids();
    let spec = punto_banco::ShoeSpec {
        decks: Some(8),
        ..Default::default()
    };
    let mut t = Tracker::new(spec, Rules::preset("standard").unwrap()).unwrap();
    let mut states = vec![t.status()];
    for line in ["5 K", "coup", "5 K 3", "4", "9 9 8 8", "2 2 3"] {
        t.input(line).unwrap();
        states.push(t.status());
    }
    let english: Vec<String> = states.iter().map(|s| status_line_in(Lang::En, s)).collect();
    assert!(
        english.iter().any(|l| l.ends_with(", 1 coup")),
        "{english:?}"
    );
    for lang in OTHERS {
        for s in &states {
            let line = status_line_in(lang, s);
            let reader = reader_text(&line, names);
            let mut seen = objections(&reader, lang, &ids);
            seen.extend(
                STOP.iter()
                    .chain(&TABLE_STOP)
                    .filter(|w| has_word(&reader, w))
                    .map(|w| format!("English '{w}'")),
            );
            found.extend(
                seen.into_iter()
                    .map(|o| format!("track {lang}: {o}: {line}")),
            );
        }
    }
}

#[test]
fn a_reviewer_finds_no_english_ids_or_flags_in_the_tables() {
    // What this test's tables ask of the catalogs, and nothing another test does.
    let used = UsedMessages::record();
    let names = names();
    let mut found = Vec::new();
    track_cases(&names, &mut found);
    shoe_cases(&names, &mut found);
    rules_cases(&names, &mut found);
    study_cases(&names, &mut found);
    found.sort();
    found.dedup();
    assert!(
        found.is_empty(),
        "{} objections:\n{}",
        found.len(),
        found.join("\n")
    );
    // Every message of the tables' catalog is used by some table above (the command
    // line's own notes, `cli-*`, by the front end: see below), and every message exists
    // in every language.
    let used = used.ids();
    let unused: Vec<String> = message_ids_in(Lang::En, "tables")
        .into_iter()
        // `t-track-err-*`, the session's errors: `tracker::line_error`'s tests make each.
        .filter(|id| !id.starts_with("cli-") && !id.starts_with("t-track-err-"))
        // `t-chart-*`, the `--plot` charts' words: `lang::charts` makes each.
        .filter(|id| !id.starts_with("t-chart-"))
        .filter(|id| !used.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "tables messages no output uses: {unused:?}"
    );
    let all = message_ids(Lang::En);
    for lang in OTHERS {
        let ids = message_ids(lang);
        let missing: Vec<_> = all.difference(&ids).chain(ids.difference(&all)).collect();
        assert!(
            missing.is_empty(),
            "{lang}: ids not in both catalogs: {missing:?}"
        );
    }
}

#[test]
fn counts_in_titles_take_each_languages_plural() {
    let title = |decks: u32, removed: Option<&str>, lang: Lang| {
        let ev = EvRequest {
            decks: Some(decks),
            removed: removed.map(String::from),
            ..Default::default()
        };
        ev.run().unwrap().tables_in(lang)[0].title.clone()
    };
    for (decks, removed, want) in [
        (8, None, "осталось 416 карт"),
        (1, None, "осталось 52 карты"),
        (1, Some("K"), "осталась 51 карта"),
    ] {
        let t = title(decks, removed, Lang::Ru);
        assert!(t.contains(want), "{t}");
    }
    assert!(title(1, Some("K"), Lang::It).contains("51 carte rimaste"));
    assert!(title(1, Some("K"), Lang::Fr).contains("51 cartes restantes"));
    assert!(title(1, Some("K"), Lang::En).contains("51 cards left"));
}

#[test]
fn every_tabular_command_takes_the_language_on_the_command_line() {
    for args in [
        &["odds", "--decks", "8"][..],
        &["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"],
        &["compare", "--decks", "8", "--rules", "standard,midi"],
        &["rules", "midi"],
        &[
            "solve", "--decks", "8", "--bet", "tie", "--line", "1", "--edge", "5",
        ],
        &["leak", "--decks", "1", "--see", "1"],
        &["hold", "--decks", "8", "--mix", "banco=1", "--coups", "10"],
        &[
            "simulate",
            "--shoes",
            "2",
            "--decks",
            "1",
            "--seed",
            "7",
            "--threads",
            "1",
        ],
    ] {
        let english = ok(&[args, &["--format", "markdown"]].concat());
        let russian = ok(&[args, &["--format", "markdown", "--lang", "ru"]].concat());
        assert_ne!(russian, english, "{args:?}");
        assert!(
            russian.chars().any(|c| ('а'..='я').contains(&c)),
            "{args:?}: {russian}"
        );
    }
}

#[test]
fn the_command_lines_own_notes_are_catalog_messages() {
    // The English of `cli-*` is what the command line writes today, byte for byte.
    assert!(ok(&["bets"]).contains(&Lang::En.m("cli-bets-groups")));
    let eor = ok(&[
        "eor",
        "--decks",
        "8",
        "--bets",
        "dragon_7",
        "--tags",
        "0,0,0,-1,-1,-1,-1,2,2,0",
    ]);
    assert!(
        eor.contains(Lang::En.m("cli-eor-how-often").trim()),
        "{eor}"
    );
    // In the other languages a flag or a command is a code span, never reader text.
    for lang in OTHERS {
        for id in ["cli-bets-groups", "cli-eor-how-often"] {
            let text = reader_text(&lang.m(id), &names());
            assert!(!text.contains("--"), "{lang}: {id}: {text}");
        }
    }
}

#[test]
fn bets_and_eor_on_the_command_line_follow_the_language() {
    for args in [
        &["bets"][..],
        &[
            "eor",
            "--decks",
            "8",
            "--bets",
            "dragon_7",
            "--tags",
            "0,0,0,-1,-1,-1,-1,2,2,0",
        ],
    ] {
        let russian = ok(&[args, &["--format", "markdown", "--lang", "ru"]].concat());
        let reader = reader_text(&russian, &names());
        // A flag (`--bets`) outside code spans; table rules (`| --- |`) are not flags.
        let flag = reader
            .match_indices("--")
            .any(|(i, _)| reader[i + 2..].starts_with(|c: char| c.is_ascii_lowercase()));
        assert!(!flag, "{args:?}: {russian}");
        assert!(
            ["t-col-bet", "t-col-name"]
                .iter()
                .any(|id| russian.contains(&Lang::Ru.m(id))),
            "{args:?}: {russian}"
        );
    }
}

#[test]
fn a_tables_html_page_declares_its_language() {
    let odds = punto_banco::api::OddsRequest::default().run().unwrap();
    for lang in Lang::ALL {
        let page = String::from_utf8(
            export(
                &Localized {
                    report: &odds,
                    lang,
                    numbers: true,
                },
                Format::Html,
                &Layout::default(),
            )
            .unwrap(),
        )
        .unwrap();
        let tag = format!("<html lang=\"{}\">", lang.code());
        assert!(
            page.contains(&tag),
            "{lang}: {}",
            &page[..page.len().min(200)]
        );
    }
}

/// `hold`'s tables in each case its notes tell apart: the exact band computed (with a
/// side bet named in the layout), too many coups for it, too costly a layout, a win that
/// does not vary, and a precision beyond 64 bits of coups. A reviewer finds nothing in
/// the three other languages, every `hold` message is used, and each language says that
/// each coup is an independent draw from the stated shoe.
#[test]
fn hold_speaks_every_language_and_says_each_coup_is_independent() {
    let used = UsedMessages::record();
    let mut names = names();
    names.push("zz_huge".into());
    let huge: Vec<Bet> = serde_json::from_str(
        r#"[{"id":"zz_huge","name":"zz_huge",
             "lines":[{"when":{"winner":"tie"},"pays":"1000000000"}]}]"#,
    )
    .unwrap();
    let cases = [
        ("banco=1/2,punto=2/5,tie=1/10", 40, Some("1%"), vec![]),
        ("banco=1/2,punto=1/2", 1000, None, vec![]),
        (
            "banco=1/3,punto=1/3,tie=1/9,dragon_7=1/9,panda_8=1/9",
            100,
            Some("2%"),
            vec![],
        ),
        ("zz_sure=1", 1000, None, custom_bets()),
        ("zz_huge=1", 10, Some("0.00001%"), huge),
    ];
    let independent = [
        (
            Lang::En,
            "Each coup is an independent draw from the stated shoe",
        ),
        (
            Lang::It,
            "Ogni colpo è un'estrazione indipendente dal sabot indicato",
        ),
        (
            Lang::Fr,
            "Chaque coup est un tirage indépendant dans le sabot indiqué",
        ),
        (
            Lang::Ru,
            "Каждая раздача — независимое извлечение из указанного шуза",
        ),
    ];
    let mut found = Vec::new();
    for (mix, coups, within, custom_bets) in cases {
        let report = HoldRequest {
            decks: Some(8),
            mix: mix.into(),
            coups,
            within: within.map(String::from),
            custom_bets,
            ..Default::default()
        }
        .run()
        .unwrap();
        found.extend(review(&format!("hold {mix}"), &report, &names));
        for (lang, says) in independent {
            let notes = &report.tables_in(lang)[0].notes;
            assert!(notes[0].starts_with(says), "{lang}: {notes:?}");
        }
    }
    assert!(
        found.is_empty(),
        "{} objections:\n{}",
        found.len(),
        found.join("\n")
    );
    let used = used.ids();
    let unused: Vec<String> = message_ids_in(Lang::En, "hold")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "hold messages no output uses: {unused:?}"
    );
}
