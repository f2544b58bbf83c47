use super::*;
use std::collections::BTreeSet;

#[test]
fn codes_parse_back_and_anything_else_is_refused() {
    for l in Lang::ALL {
        assert_eq!(l.code().parse::<Lang>().unwrap(), l);
        assert_eq!(l.code().to_uppercase().parse::<Lang>().unwrap(), l);
    }
    let e = "de".parse::<Lang>().unwrap_err().to_string();
    assert!(e.contains("'de'") && e.contains("en, it, fr, ru"), "{e}");
    assert_eq!(Lang::default(), Lang::En);
}

#[test]
fn every_catalog_holds_the_issue_terms() {
    // The minimum vocabulary of issue 24, from the house sheets (003 French, 004 Russian).
    let terms = [
        (
            "t-col-house-edge",
            [
                "vantaggio del banco",
                "avantage de la maison",
                "преимущество казино",
            ],
        ),
        (
            "bet-tie",
            ["Égalité (pareggio)", "Égalité", "Égalité (ничья)"],
        ),
        ("bet-punto", ["Punto", "Punto", "Punto"]),
        ("bet-banco", ["Banco", "Banco", "Banco"]),
    ];
    for (id, want) in terms {
        for (l, w) in [Lang::It, Lang::Fr, Lang::Ru].into_iter().zip(want) {
            assert_eq!(l.m(id), w, "{l}: {id}");
        }
    }
    let decks = |l: Lang| l.msg("decks", &[("decks", Arg::int(8u32))]);
    let want = ["8 decks", "8 mazzi", "8 jeux", "8 колод"];
    for (l, w) in Lang::ALL.into_iter().zip(want) {
        assert_eq!(decks(l), w, "{l}");
    }
}

#[test]
fn numbers_follow_each_language() {
    let n: num_bigint::BigUint = "4998398275503360".parse().unwrap();
    let want = [
        ("1.0579%", "4,998,398,275,503,360", "-0.0152419774", "90%"),
        ("1,0579%", "4.998.398.275.503.360", "-0,0152419774", "90%"),
        (
            "1,0579\u{202F}%",
            "4\u{202F}998\u{202F}398\u{202F}275\u{202F}503\u{202F}360",
            "-0,0152419774",
            "90\u{202F}%",
        ),
        (
            "1,0579\u{A0}%",
            "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360",
            "-0,0152419774",
            "90\u{A0}%",
        ),
    ];
    for (l, (pct, int, dec, whole)) in Lang::ALL.into_iter().zip(want) {
        assert_eq!(l.percent(1.0579, 4), pct, "{l}");
        assert_eq!(l.int(&n), int, "{l}");
        assert_eq!(l.decimal(-0.0152419774, 10), dec, "{l}");
        assert_eq!(l.percent(90.0, 0), whole, "{l}");
    }
}

#[test]
fn typed_arguments_are_written_the_languages_way() {
    let args = |a: Arg| [("rest", a), ("last", Arg::text("x"))];
    // `list-or` writes its arguments as they come: each type shows through it.
    let show = |l: Lang, a: Arg| l.msg("list-or", &args(a));
    assert_eq!(show(Lang::En, Arg::plain(520000)), "520000 or x");
    assert_eq!(show(Lang::Fr, Arg::plain(-3)), "-3 ou x");
    assert_eq!(show(Lang::En, Arg::int(520000u32)), "520,000 or x");
    assert_eq!(show(Lang::Ru, Arg::Float(62.5)), "62,5 или x");
    assert_eq!(show(Lang::It, Arg::Float(125.0)), "125 o x");
    let exact = num_rational::BigRational::new((-1).into(), 95.into());
    assert_eq!(show(Lang::It, Arg::Exact(exact)), "-1/95 o x");
    // A plain number still selects a plural form.
    let cards = |n: i64| Lang::Ru.msg("cards", &[("cards", Arg::plain(n))]);
    assert_eq!(cards(2), "2 карты");
    assert_eq!(cards(416), "416 карт");
}

#[test]
fn a_glossary_keeps_its_holes_and_each_text_once() {
    let g = Glossary::parse(
        r#"{"language": "test", "terms": {"Banco wins": "vince Banco"},
            "page": {"card {}, {} left": "carta {}, ne restano {}"}}"#,
    )
    .unwrap();
    assert_eq!(g.get("Banco wins"), Some("vince Banco"));
    assert_eq!(g.get("card {}, {} left"), Some("carta {}, ne restano {}"));
    assert_eq!(g.get("untranslated"), None);
    assert_eq!(g.keys(), ["Banco wins", "card {}, {} left"]);
    assert!(Glossary::parse(r#"{"language": "x", "terms": {"{} a": "b"}}"#).is_err());
    assert!(Glossary::parse(r#"{"terms": {}}"#).is_err());
    let twice = r#"{"language": "x", "terms": {"a": "b"}, "page": {"a": "c"}}"#;
    assert!(Glossary::parse(twice).is_err());
}

/// The texts of the tracker page (src/server/page/): the text of each element of
/// index.html marked `data-i18n`, every `aria-label` and `title` there, and the first
/// argument of every `t("...")` and `key("...")` in app.js, as the page looks them up.
fn page_texts() -> Vec<String> {
    let html = include_str!("../server/page/index.html");
    let js = include_str!("../server/page/app.js");
    let mut out = Vec::new();
    // After `from`, up to `to` (no nesting: the marked elements hold text only).
    let mut grab = |text: &str, open: &str, to: &str, skip_to: Option<char>| {
        let mut rest = text;
        while let Some(at) = rest.find(open) {
            rest = &rest[at + open.len()..];
            let start = match skip_to {
                Some(c) => rest.find(c).map_or(rest.len(), |i| i + 1),
                None => 0,
            };
            let body = &rest[start..];
            let end = body.find(to).expect("the text ends");
            let s = body[..end].replace("\\\"", "\"");
            if !s.trim().is_empty() {
                out.push(s.trim().to_string());
            }
        }
    };
    grab(html, " data-i18n", "<", Some('>'));
    grab(html, " aria-label=\"", "\"", None);
    grab(html, " title=\"", "\"", None);
    // The opening quote of each call, the string up to its unescaped closing quote.
    for call in ["t(\"", "key(\""] {
        let mut rest = js;
        while let Some(at) = rest.find(call) {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + call.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let b = rest.as_bytes();
            let mut end = 0;
            while b[end] != b'"' || b[end - 1] == b'\\' {
                end += 1;
            }
            out.push(rest[..end].replace("\\\"", "\""));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_text_of_the_page_is_in_each_glossary() {
    let texts = page_texts();
    // The extraction finds what the page shows (a broken one would pass with nothing).
    for t in [
        "Rules",
        "Language",
        "Undo (Ctrl+Z or Backspace)",
        "Cards left: {}; out: {} (burned: {}); coups dealt: {}.",
        "Égalité (tie)",
    ] {
        assert!(texts.iter().any(|x| x == t), "{t} not found in {texts:?}");
    }
    // The page looks a text up whole (its `{}` filled by the page), so each is a key.
    let mut missing = Vec::new();
    for lang in [Lang::It, Lang::Fr, Lang::Ru] {
        let keys = lang.glossary().keys();
        for t in &texts {
            if keys.binary_search(t).is_err() {
                missing.push(format!("{lang}: {t}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} texts of the page (src/server/page/) missing from the glossaries (src/i18n/*.json):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn the_glossaries_hold_each_languages_numbers() {
    for (lang, group, percent) in [
        (Lang::It, ".", ""),
        (Lang::Fr, "\u{202F}", "\u{202F}"),
        (Lang::Ru, "\u{A0}", "\u{A0}"),
    ] {
        let n = &lang.glossary().numbers;
        assert_eq!(
            (
                n.decimal.as_str(),
                n.group.as_str(),
                n.before_percent.as_str()
            ),
            (",", group, percent),
            "{lang}"
        );
    }
}

#[test]
fn every_catalog_parses_and_has_the_same_messages_as_english() {
    let en = message_ids(Lang::En);
    assert!(en.len() > 150, "{}", en.len());
    let files: BTreeSet<String> = FILES
        .iter()
        .flat_map(|f| message_ids_in(Lang::En, f))
        .collect();
    assert_eq!(files, en, "the files hold every message");
    for lang in Lang::ALL {
        // Formatting any message loads the catalog, which panics on a parse error.
        assert!(!lang.m("h-rules").starts_with('{'), "{lang}");
        let ids = message_ids(lang);
        let missing: Vec<_> = en.difference(&ids).collect();
        let extra: Vec<_> = ids.difference(&en).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(extra.is_empty(), "{lang} has unknown {extra:?}");
        for id in &ids {
            assert!(!lang.m(id).is_empty(), "{lang}: {id} is empty");
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let cards = |lang: Lang, n: u64| lang.msg("cards", &[("cards", Arg::int(n))]);
    assert_eq!(cards(Lang::Ru, 1), "1 карта");
    assert_eq!(cards(Lang::Ru, 2), "2 карты");
    assert_eq!(cards(Lang::Ru, 5), "5 карт");
    assert_eq!(cards(Lang::Ru, 416), "416 карт");
    assert_eq!(cards(Lang::Ru, 22), "22 карты");
    assert_eq!(cards(Lang::Ru, 11), "11 карт");
    assert_eq!(cards(Lang::En, 1), "1 card");
    assert_eq!(cards(Lang::En, 4), "4 cards");
    assert_eq!(cards(Lang::It, 1), "1 carta");
    assert_eq!(cards(Lang::Fr, 2), "2 cartes");
    let decks = |lang: Lang, n: u64| lang.msg("decks", &[("decks", Arg::int(n))]);
    assert_eq!(decks(Lang::Ru, 8), "8 колод");
    assert_eq!(decks(Lang::Ru, 3), "3 колоды");
    assert_eq!(decks(Lang::It, 1), "1 mazzo");
}

#[test]
fn counts_are_grouped_with_no_break_spaces_and_never_isolated() {
    let n: num_bigint::BigUint = "4998398275503360".parse().unwrap();
    let big: num_bigint::BigUint = "123456789012345678901234".parse().unwrap();
    for (lang, want) in [
        (Lang::En, "4,998,398,275,503,360"),
        (Lang::It, "4.998.398.275.503.360"),
        (
            Lang::Fr,
            "4\u{202F}998\u{202F}398\u{202F}275\u{202F}503\u{202F}360",
        ),
        (Lang::Ru, "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360"),
    ] {
        let args = [
            ("cards", Arg::int(416u64)),
            ("product", Arg::text("x")),
            ("sequences", Arg::Count(n.clone())),
        ];
        let text = lang.msg("method-text", &args);
        assert!(text.contains(want), "{lang}: {text}");
        assert!(!text.contains('\u{2068}'), "{lang}: no isolation marks");
        // Beyond 2^53 a count is still written whole.
        let args = [
            ("cards", Arg::int(416u64)),
            ("product", Arg::text("x")),
            ("sequences", Arg::Count(big.clone())),
        ];
        assert!(
            lang.msg("method-text", &args).contains(&lang.int(&big)),
            "{lang}"
        );
    }
}
