//! Numbers as each language's typography writes them, in rendered documents (issue 38, the
//! readers' code-level findings): French and Russian set a negative number with the minus
//! sign U+2212 and a range with the en dash U+2013; a chart's ticks are the language's
//! numbers; money is digit-grouped in Italian, French and Russian. English stays as it was.
//! Each expectation is the language's form written here from the rule (the decimal sign,
//! the group and percent spaces, the minus and the dash), never the program's own text.

use crate::util::{json, ok};
use punto_banco::api::{ReviewRequest, SimulateRequest};
use punto_banco::i18n::{Arg, Lang};

const MINUS: char = '\u{2212}';
const DASH: char = '\u{2013}';

/// `text` (`-7.8529%`, as Rust writes it) the way `lang`'s typography writes it: the
/// decimal sign, the space before `%` and the minus sign of each language.
fn typeset(lang: Lang, text: &str) -> String {
    let (decimal, percent, minus) = match lang {
        Lang::En => (".", "%", "-"),
        Lang::It => (",", "%", "-"),
        Lang::Fr => (",", "\u{202F}%", "\u{2212}"),
        Lang::Ru => (",", "\u{A0}%", "\u{2212}"),
    };
    text.replace('-', minus)
        .replace('.', decimal)
        .replace('%', percent)
}

#[test]
fn a_negative_ev_takes_the_minus_sign_in_french_and_russian_and_its_exact_value_stays_ascii() {
    let doc: serde_json::Value = json(&["ev", "--punto", "1"]);
    let punto = &doc["bets"][0];
    assert_eq!(punto["id"], "punto");
    let pct = 100.0 * punto["ev_decimal"].as_f64().unwrap();
    let exact = punto["ev"].as_str().unwrap();
    assert!(pct < 0.0 && exact.starts_with('-'), "{pct} {exact}");
    let shown = format!("{pct:.4}%");
    for lang in Lang::ALL {
        let text = ok(&["ev", "--punto", "1", "--lang", lang.code()]);
        let cell = typeset(lang, &shown);
        assert!(
            text.contains(&format!(" {cell} ")),
            "{lang}: {cell} in\n{text}"
        );
        // The exact fraction is the machine form, the JSON's: ASCII in every language.
        assert!(text.contains(exact), "{lang}: {exact}");
        let minus = text.contains(MINUS);
        assert_eq!(minus, matches!(lang, Lang::Fr | Lang::Ru), "{lang}");
    }
    // As the French reader marked it: −7,8529 %.
    assert_eq!(typeset(Lang::Fr, "-7.8529%"), "\u{2212}7,8529\u{202F}%");
}

#[test]
fn the_rules_ranges_take_an_en_dash_in_french_and_russian() {
    for lang in Lang::ALL {
        let text = ok(&["rules", "standard", "--lang", lang.code()]);
        let dashed = matches!(lang, Lang::Fr | Lang::Ru);
        // Punto draws on 0 to 5 and stands on 6 and 7 (sheet 003).
        let (draws, stands) = if dashed {
            (format!("0{DASH}5"), format!("6{DASH}7"))
        } else {
            ("0-5".to_string(), "6-7".to_string())
        };
        assert!(text.contains(&draws), "{lang}: {draws}");
        assert!(text.contains(&stands), "{lang}: {stands}");
        if dashed {
            assert!(!text.contains("0-5") && !text.contains("6-7"), "{lang}");
        }
    }
    // The par sheet's tables of final totals: "Banco 5–9" in French.
    for (lang, sep) in [
        (Lang::En, '-'),
        (Lang::It, '-'),
        (Lang::Fr, DASH),
        (Lang::Ru, DASH),
    ] {
        let range = [("from", Arg::text("5")), ("to", Arg::text("9"))];
        let title = lang.msg("sheet-totals", &range);
        assert!(
            title.ends_with(&format!("Banco 5{sep}9")),
            "{lang}: {title}"
        );
    }
}

#[test]
fn simulates_money_is_digit_grouped_in_the_language_and_english_as_it_was() {
    let want = [
        (
            Lang::En,
            "bankroll 10000, table maximum 1500 (Égalité 187.5)",
        ),
        (
            Lang::It,
            "capitale 10.000, massimo del tavolo 1.500 (Égalité 187,5)",
        ),
        (
            Lang::Fr,
            "capital 10\u{202F}000, maximum de la table 1\u{202F}500 (Égalité 187,5)",
        ),
        (
            Lang::Ru,
            "банкролл 10\u{A0}000, лимит стола 1\u{A0}500 (Égalité 187,5)",
        ),
    ];
    for (lang, line) in want {
        let text = ok(&[
            "simulate",
            "--shoes",
            "1",
            "--bankroll",
            "10000",
            "--table-max",
            "1500",
            "--lang",
            lang.code(),
        ]);
        assert!(text.contains(line), "{lang}: {line} in\n{text}");
    }
}

/// The text of every `<text>` element of an SVG.
fn svg_texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| t.split_once('>'))
        .map(|(_, rest)| {
            rest.split("</text>")
                .next()
                .unwrap_or("")
                .trim()
                .to_string()
        })
        .collect()
}

/// How `lang` writes a chart's tick: (decimal sign, digit group, minus sign). English's
/// ticks are plotters' own, ungrouped, as they were.
fn tick_signs(lang: Lang) -> (&'static str, &'static str, &'static str) {
    match lang {
        Lang::En => (".", "", "-"),
        Lang::It => (",", ".", "-"),
        Lang::Fr => (",", "\u{202F}", "\u{2212}"),
        Lang::Ru => (",", "\u{A0}", "\u{2212}"),
    }
}

/// `v` to `places` decimals as `lang` writes it: `−1 000,0` in French.
fn tick(lang: Lang, v: f64, places: usize) -> String {
    let (decimal, group, minus) = tick_signs(lang);
    let plain = format!("{:.places$}", v.abs());
    let (int, frac) = plain.split_once('.').unwrap_or((&plain, ""));
    let mut out = String::from(if v < 0.0 { minus } else { "" });
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push_str(group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push_str(decimal);
        out.push_str(frac);
    }
    out
}

/// A tick's value and places, read back by `lang`'s signs.
fn read_tick(lang: Lang, t: &str) -> (f64, usize) {
    let (decimal, group, minus) = tick_signs(lang);
    let mut english = t.replace(minus, "-");
    if !group.is_empty() {
        english = english.replace(group, "");
    }
    let english = english.replace(decimal, ".");
    let places = english.split_once('.').map_or(0, |(_, f)| f.len());
    let v = english
        .parse()
        .unwrap_or_else(|_| panic!("{lang}: tick {t}"));
    (v, places)
}

#[test]
fn the_review_files_hold_chart_writes_its_ticks_the_languages_way() {
    // Fifteen shoes, so the coups axis passes 1,000 and its ticks are grouped.
    let req = SimulateRequest {
        shoes: 15,
        decks: Some(8),
        seed: Some(7),
        ..SimulateRequest::default()
    };
    let (deals, _) = crate::util::traced_logs(&req);
    // One player staking 100 on Punto at every coup: the house's win runs into thousands
    // either way, and the coups with wagers past 1,000.
    let mut bets = String::from("shoe,coup,player,bet,stake\n");
    for row in deals.lines().skip(1) {
        let mut cells = row.split(',');
        let (shoe, coup) = (cells.next().unwrap(), cells.next().unwrap());
        if coup.is_empty() {
            continue; // a burn or the cards left behind the cut card
        }
        bets.push_str(&format!("{shoe},{coup},P1,punto,100\n"));
    }
    let report = ReviewRequest {
        shoe_log: deals,
        bet_log: bets,
        decks: Some(8),
        permutations: 99,
        ..ReviewRequest::default()
    }
    .run()
    .unwrap();
    let number = |t: &String| {
        t.chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == '-' || c == MINUS)
            && t.chars()
                .all(|c| c.is_ascii_digit() || ",.-\u{2212}\u{202F}\u{A0}".contains(c))
    };
    for lang in Lang::ALL {
        let html = String::from_utf8(report.review_file(lang).html().unwrap()).unwrap();
        // The last figure is the chart of the table's hold (plotters' SVG).
        let chart = html.rsplit("<figure>").next().unwrap();
        let ticks: Vec<String> = svg_texts(chart).into_iter().filter(number).collect();
        assert!(ticks.len() > 6, "{lang}: {ticks:?}");
        for t in &ticks {
            let (v, places) = read_tick(lang, t);
            assert_eq!(t, &tick(lang, v, places), "{lang}");
        }
        let negative = ticks.iter().any(|t| t.starts_with(['-', MINUS]));
        assert!(negative, "{lang}: the bands reach below 0: {ticks:?}");
        let large = ticks.iter().any(|t| read_tick(lang, t).0 >= 1000.0);
        assert!(large, "{lang}: a tick of 1,000 coups or more: {ticks:?}");
        if lang == Lang::Fr {
            assert!(ticks.iter().any(|t| t.starts_with(MINUS)), "{ticks:?}");
            assert!(ticks.iter().any(|t| t.contains('\u{202F}')), "{ticks:?}");
        }
    }
}
