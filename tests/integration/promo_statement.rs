//! `promo statement`: the programme's page read in its four languages (no phrase a
//! regulator would object to, every figure on the page, the published figures with their
//! sources), its account checked against an independent enumeration of a short trip, and
//! the command line's formats, terms file and errors.

use crate::util::{json, ok, pb, ratio};
use num_rational::BigRational;
use punto_banco::api::{PromoChipsRequest, PromoStatementReport, PromoStatementRequest};
use punto_banco::i18n::Lang;
use punto_banco::reference::corpus;
use serde_json::Value;

fn request(coups: u32, limit: Option<&str>) -> PromoStatementRequest {
    PromoStatementRequest {
        decks: Some(8),
        commission: Some("1.25%".into()),
        rebate: Some("10%".into()),
        coups,
        loss_limit: limit.map(String::from),
        match_play: Some(1),
        ..Default::default()
    }
}

/// Words a translated page must not hold: phrases a native reader objects to, and the
/// English of the par sheet reviewer's stop list that a promo page could carry.
const FORBIDDEN: [&str; 3] = ["alla pari", "épreuves", "Расчётный лист"];
const ENGLISH: [&str; 13] = [
    "wins",
    "pays",
    "push",
    "loses",
    "cards",
    "decks",
    "deck",
    "house edge",
    "sheet",
    "to",
    "of",
    "chip",
    "rebate",
];

/// Proper names and source titles, which stay as published.
fn proper_names() -> Vec<String> {
    let mut names: Vec<String> = corpus().promos.into_iter().map(|f| f.source).collect();
    names.extend(
        [
            "E. Jacobson",
            "Jacobson",
            "Wizard of Odds",
            "Punto",
            "Banco",
            "Égalité",
            "JSON",
        ]
        .map(String::from),
    );
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    names
}

fn has_word(text: &str, word: &str) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_word) && !after.is_some_and(is_word)
    })
}

/// What a reader objects to in a page in `lang` (its proper names taken out).
fn objections(page: &str, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for f in FORBIDDEN {
        if page.contains(f) {
            out.push(format!("{lang}: '{f}'"));
        }
    }
    let mut text = page.to_string();
    for n in proper_names() {
        text = text.replace(n.as_str(), " ");
    }
    // A capital letter after a colon inside a sentence (a heading's or a title's colon
    // before a proper name was taken out with the name).
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if *c == ':' {
            let next = chars[i + 1..]
                .iter()
                .find(|c| **c != ' ' && **c != '\u{a0}');
            if next.is_some_and(|n| n.is_uppercase()) {
                let around: String = chars[i.saturating_sub(30)..(i + 10).min(chars.len())]
                    .iter()
                    .collect();
                out.push(format!("{lang}: a capital after a colon in '{around}'"));
            }
        }
    }
    if lang != Lang::En {
        for w in ENGLISH {
            if has_word(&text, w) {
                out.push(format!("{lang}: English '{w}'"));
            }
        }
    }
    out
}

fn page(s: &PromoStatementReport, lang: Lang) -> String {
    String::from_utf8(s.statement(lang).markdown().unwrap()).unwrap()
}

/// A decimal as the page writes it in `lang`: `places` decimals, the language's sign.
fn written(x: f64, places: usize, lang: Lang) -> String {
    let t = format!("{x:.places$}");
    match lang {
        Lang::En => t,
        _ => t.replace('.', ","),
    }
}

#[test]
fn the_statement_reads_as_a_native_regulator_would_in_each_language() {
    let s = request(60, Some("20")).run().unwrap();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let text = page(&s, lang);
        found.extend(objections(&text, lang));
        // Every figure of the account, the break-even terms and the best response.
        let mut figures = vec![
            written(s.every_coup.theoretical_win.decimal, 4, lang),
            written(s.every_coup.commission.decimal, 4, lang),
            written(s.every_coup.rebate.decimal, 4, lang),
            written(s.every_coup.chips.decimal, 4, lang),
            written(s.best_response_trip.coups.decimal, 4, lang),
            written(s.best_response_trip.rebate.decimal, 4, lang),
            written(s.best_response.value.decimal, 4, lang),
            written(s.dead_chip_life.decimal, 4, lang),
            written(100.0 * s.dead_chip_house_win.decimal, 4, lang),
            written(100.0 * s.best_response.match_play.value.decimal, 2, lang),
        ];
        if let Some(c) = &s.break_even.commission {
            figures.push(written(100.0 * c.decimal, 4, lang));
        }
        // The published figures, as published, and Jacobson's 2.211.
        for p in &s.published {
            figures.push(match lang {
                Lang::En => p.published.clone(),
                _ => p.published.replace('.', ","),
            });
        }
        for f in figures {
            if !text.contains(&f) {
                found.push(format!("{lang}: the figure {f} is missing"));
            }
        }
        assert!(text.contains("Wizard of Odds") && text.contains("E. Jacobson"));
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(s
        .published
        .iter()
        .any(|p| p.published == "2.211" && p.agrees));
    assert!(s.published.iter().all(|p| p.agrees));
}

#[test]
fn the_reader_check_finds_what_it_looks_for() {
    let bad = "Le compte : Le résultat, alla pari, the house edge of Punto";
    let o = objections(bad, Lang::Fr);
    assert!(o.iter().any(|o| o.contains("capital")), "{o:?}");
    assert!(o.iter().any(|o| o.contains("alla pari")), "{o:?}");
    assert!(o.iter().any(|o| o.contains("house edge")), "{o:?}");
    assert!(objections("Compte : le résultat de Banco : Banco", Lang::Fr).is_empty());
}

/// Banco's P(win), P(push), P(lose) on 8 decks, from `promo chips`.
fn banco() -> [BigRational; 3] {
    let c = PromoChipsRequest {
        decks: Some(8),
        bets: "banco".into(),
        ..Default::default()
    }
    .run()
    .unwrap();
    let b = &c.bets[0];
    [b.p_win.0.clone(), b.p_push.0.clone(), b.p_lose.0.clone()]
}

#[test]
fn the_every_coup_account_matches_an_enumeration_of_every_short_trip() {
    // Three coups, no limit, no chips, a 1% rebate (small enough for a break-even
    // commission to exist): every one of the 27 sequences of win, push and loss.
    let s = PromoStatementRequest {
        match_play: None,
        rebate: Some("1%".into()),
        ..request(3, None)
    }
    .run()
    .unwrap();
    let [w, p, l] = banco();
    let steps = [
        (ratio("19/20"), w.clone()),
        (ratio("0"), p),
        (ratio("-1"), l.clone()),
    ];
    let zero = ratio("0");
    let mut loss = zero.clone();
    for a in &steps {
        for b in &steps {
            for c in &steps {
                let net = &a.0 + &b.0 + &c.0;
                if net < zero {
                    loss += -net * &a.1 * &b.1 * &c.1;
                }
            }
        }
    }
    let e = &s.every_coup;
    assert_eq!(e.coups.exact.0, ratio("3"));
    assert_eq!(e.rebate.exact.0, ratio("1/100") * &loss);
    let edge = &l - ratio("19/20") * &w;
    assert_eq!(e.theoretical_win.exact.0, ratio("3") * &edge);
    assert_eq!(e.commission.exact.0, ratio("3") * &l * ratio("1/80"));
    assert_eq!(
        e.net.exact.0,
        &e.theoretical_win.exact.0 - &e.commission.exact.0 - &e.rebate.exact.0 - &e.chips.exact.0
    );
    // The break-even commission, put back, leaves the house nothing.
    let be = s.break_even.commission.as_ref().unwrap().exact.0.clone();
    let left =
        &e.theoretical_win.exact.0 - &e.rebate.exact.0 - &e.chips.exact.0 - ratio("3") * &l * be;
    assert_eq!(left, zero);
}

#[test]
fn a_loss_limit_shortens_the_every_coup_trip_by_walds_identity() {
    let s = request(30, Some("3")).run().unwrap();
    let e = &s.every_coup;
    // The limit stops some trips early: fewer than 30 coups, more than the 3 of the
    // fastest stop.
    assert!(e.coups.exact.0 < ratio("30") && e.coups.exact.0 > ratio("3"));
    assert_eq!(
        e.theoretical_win.exact.0,
        &e.coups.exact.0 * &s.house_edge.exact.0
    );
    // Against the best response the house's net before commission and chips is -value.
    let b = &s.best_response_trip;
    assert_eq!(
        &b.theoretical_win.exact.0 - &b.rebate.exact.0,
        -s.best_response.value.exact.0.clone()
    );
}

#[test]
fn promo_statement_writes_its_page_tables_json_and_reads_a_terms_file() {
    let dir = tempfile::tempdir().unwrap();
    let terms = dir.path().join("terms.json");
    std::fs::write(
        &terms,
        r#"{"commission": "1.25%", "rebate": "10%", "coups": 40, "loss_limit": "20", "free_bet": 2}"#,
    )
    .unwrap();
    let terms = terms.to_str().unwrap();
    let base = ["promo", "statement", "--decks", "8", "--terms", terms];
    let doc: Value = json(&base);
    let flags: Value = json(&[
        "promo",
        "statement",
        "--decks",
        "8",
        "--commission",
        "1.25%",
        "--rebate",
        "10%",
        "--coups",
        "40",
        "--loss-limit",
        "20",
        "--free-bet",
        "2",
    ]);
    assert_eq!(doc, flags);
    assert!(doc["every_coup"]["net"]["exact"]
        .as_str()
        .unwrap()
        .contains('/'));
    assert_eq!(doc["terms"]["free_bet"], 2);
    let md = ok(&[&base[..], &["--format", "markdown", "--lang", "it"]].concat());
    assert!(md.starts_with("# Prospetto del programma: Banco"), "{md}");
    let html = ok(&[&base[..], &["--format", "html", "--lang", "fr"]].concat());
    assert!(html.contains("<html lang=\"fr\">") && html.contains("Évaluation du programme"));
    let table = ok(&base);
    assert!(table.contains("Net to the house"), "{table}");
    let pdf = dir.path().join("s.pdf");
    let pdf_arg = pdf.to_str().unwrap();
    ok(&[&base[..], &["--lang", "ru", "--output", pdf_arg]].concat());
    let text = pdf_extract::extract_text_from_mem(&std::fs::read(&pdf).unwrap()).unwrap();
    let flat: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Оценка программы"), "{flat}");
}

#[test]
fn bad_statement_terms_exit_2_with_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let terms = dir.path().join("terms.json");
    std::fs::write(&terms, r#"{"coups": 40, "rebait": "10%"}"#).unwrap();
    let sure = dir.path().join("sure.json");
    std::fs::write(
        &sure,
        r#"{"id": "sure", "name": "sure", "lines": [{"when": {}, "pays": "1"}]}"#,
    )
    .unwrap();
    for (args, says) in [
        (
            vec!["--terms", terms.to_str().unwrap()],
            "unknown field `rebait`",
        ),
        (vec!["--coups", "40", "--rebate", "100%"], "below 100%"),
        (
            vec![
                "--coups",
                "40",
                "--bets-file",
                sure.to_str().unwrap(),
                "--bet",
                "sure",
            ],
            "no house edge",
        ),
        (vec!["--coups", "0"], "coups run from 1"),
    ] {
        let out = pb()
            .args([&["promo", "statement", "--decks", "8"][..], &args].concat())
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains(says) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
}

/// The promo tables (chips, programme, trip, policy, real shoes) in Italian, French and
/// Russian hold no English word of the list, and every message of `promo.ftl` is used by
/// some output (the statement's and the tables' cases below cover every branch).
#[test]
fn every_promo_message_is_used_and_the_tables_read_in_each_language() {
    use punto_banco::api::{PromoLossRebateRequest, ShoeQuestion};
    use punto_banco::i18n::{message_ids_in, UsedMessages};
    use punto_banco::report::{export, Format, Layout, Localized};
    let recorder = UsedMessages::record();
    let chips = |on: &str| {
        PromoChipsRequest {
            decks: Some(8),
            commission: Some("1.25%".into()),
            commission_on: Some(on.into()),
            ..Default::default()
        }
        .run()
        .unwrap()
    };
    let mut trip = PromoLossRebateRequest {
        rebate: "10%".into(),
        coups: 40,
        loss_limit: Some("20".into()),
        real: true,
        trips: Some(50),
        ..Default::default()
    };
    trip.set_shoe(punto_banco::ShoeSpec {
        decks: Some(8),
        ..Default::default()
    });
    let trip = trip.run().unwrap();
    let mut found = Vec::new();
    for lang in Lang::ALL {
        let mut pages = Vec::new();
        for c in [chips("lost"), chips("turnover")] {
            let l = Localized {
                report: &c,
                lang,
                numbers: true,
            };
            pages.push(export(&l, Format::Markdown, &Layout::default()).unwrap());
        }
        let l = Localized {
            report: &trip,
            lang,
            numbers: true,
        };
        pages.push(export(&l, Format::Markdown, &Layout::default()).unwrap());
        for p in pages {
            let text = String::from_utf8(p).unwrap();
            found.extend(objections(&text, lang));
        }
    }
    // The statement's branches: no break-even term, turnover, no rebate (never plays).
    let odd = PromoStatementRequest {
        commission_on: Some("turnover".into()),
        rebate: None,
        match_play: Some(10),
        free_bet: Some(1),
        ..request(20, None)
    }
    .run()
    .unwrap();
    // Without chips, both break-even terms exist, on chips lost and on turnover.
    let usual = PromoStatementRequest {
        match_play: None,
        ..request(60, Some("20"))
    }
    .run()
    .unwrap();
    let turnover = PromoStatementRequest {
        commission_on: Some("turnover".into()),
        match_play: None,
        ..request(40, None)
    }
    .run()
    .unwrap();
    for lang in Lang::ALL {
        for s in [&odd, &usual, &turnover] {
            found.extend(objections(&page(s, lang), lang));
            let l = Localized {
                report: s,
                lang,
                numbers: true,
            };
            export(&l, Format::Table, &Layout::default()).unwrap();
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(odd.break_even.commission.is_none() && odd.break_even.rebate.is_none());
    assert!(odd.best_response.play_from.is_none());
    assert!(usual.break_even.commission.is_some() && usual.break_even.rebate.is_some());
    assert!(turnover.break_even.commission.is_some());
    let used = recorder.ids();
    // No published figure of a free-bet chip is in the corpus yet, and every published
    // figure agrees (`every_published_promo_figure_is_reproduced`): those words wait.
    let unused: Vec<String> = message_ids_in(Lang::En, "promo")
        .into_iter()
        .filter(|id| !used.contains(id) && id != "pm-q-free-bet" && id != "pm-no")
        // `pm-chart-*`, the `--plot` chart's words: `lang::charts` makes each.
        .filter(|id| !id.starts_with("pm-chart-"))
        .collect();
    assert!(
        unused.is_empty(),
        "promo messages no output uses: {unused:?}"
    );
}
