use super::*;

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
fn every_glossary_parses_and_holds_the_issue_terms() {
    // The minimum vocabulary of issue 24, from the house sheets (003 French, 004 Russian).
    let terms = [
        (
            "house edge",
            [
                "vantaggio del banco",
                "avantage de la maison",
                "преимущество казино",
            ],
        ),
        (
            "third card",
            ["terza carta", "troisième carte", "третья карта"],
        ),
        ("decks", ["mazzi", "jeux", "колоды"]),
        ("Égalité (tie)", ["Egalité", "Égalité", "ничья"]),
        ("Punto", ["Punto", "Punto", "Punto"]),
        ("Banco", ["Banco", "Banco", "Banco"]),
    ];
    for (en, want) in terms {
        for (l, w) in [Lang::It, Lang::Fr, Lang::Ru].into_iter().zip(want) {
            assert_eq!(l.text(en), w, "{l}: {en}");
        }
    }
}

#[test]
fn numbers_follow_each_language() {
    let cases = [
        (
            "1.0579%",
            ["1.0579%", "1,0579%", "1,0579\u{202F}%", "1,0579\u{A0}%"],
        ),
        (
            "4,998,398,275,503,360",
            [
                "4,998,398,275,503,360",
                "4.998.398.275.503.360",
                "4\u{202F}998\u{202F}398\u{202F}275\u{202F}503\u{202F}360",
                "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360",
            ],
        ),
        (
            "-0.0152419774",
            [
                "-0.0152419774",
                "-0,0152419774",
                "-0,0152419774",
                "-0,0152419774",
            ],
        ),
        (
            "1,000.5 coups",
            [
                "1,000.5 coups",
                "1.000,5 coups",
                "1\u{202F}000,5 coups",
                "1\u{A0}000,5 coups",
            ],
        ),
        (
            "ends at 1.5.",
            [
                "ends at 1.5.",
                "ends at 1,5.",
                "ends at 1,5.",
                "ends at 1,5.",
            ],
        ),
    ];
    for (en, want) in cases {
        for (l, w) in Lang::ALL.into_iter().zip(want) {
            assert_eq!(l.number(en), w, "{l}: {en}");
        }
    }
}

#[test]
fn what_is_not_a_decimal_number_is_left_alone() {
    for text in [
        "107172496/7031403665",
        "-1/95",
        "19:20",
        "punto-banco 0.1.0 (commit 5518e4631a77)",
        "416 × 415 × 414",
        "0, 1, 2, 3",
        "0,1,2",
        "`--max-edge 1.5`",
        "sha256 0123456789012345678901234567890123456789012345678901234567890123",
        "N(N-1)(N-2)",
        "x1.5 and 1.5x",
    ] {
        for l in Lang::ALL {
            assert_eq!(l.number(text), text, "{l}");
        }
    }
}

#[test]
fn keys_with_holes_translate_what_they_hold() {
    let g = Glossary::parse(
        r#"{"language": "test", "terms": {
            "{} decks ({} cards)": "{} mazzi ({} carte)",
            "Banco wins": "vince Banco",
            "Banco total {}": "totale di Banco {}",
            "Par sheet: {}, rules {}, {}": "Scheda: {}, regole {}, {}"
        }}"#,
    )
    .unwrap();
    assert_eq!(g.translate("6 decks (312 cards)"), "6 mazzi (312 carte)");
    assert_eq!(
        g.translate("Banco wins, Banco total 7, Banco 3 cards"),
        "vince Banco, totale di Banco 7, Banco 3 cards"
    );
    assert_eq!(
        g.translate("Par sheet: Punto Banco, rules midi, 8 decks (416 cards)"),
        "Scheda: Punto Banco, regole midi, 8 mazzi (416 carte)"
    );
    assert_eq!(g.translate("untranslated"), "untranslated");
    assert!(Glossary::parse(r#"{"language": "x", "terms": {"{} a": "b"}}"#).is_err());
    assert!(Glossary::parse(r#"{"terms": {}}"#).is_err());
}

#[test]
fn whole_percentages_take_the_space_and_code_spans_stay() {
    assert_eq!(Lang::It.number("90% range"), "90% range");
    assert_eq!(Lang::Fr.number("90% range"), "90\u{202F}% range");
    assert_eq!(Lang::Ru.number("90% range"), "90\u{A0}% range");
    // A hole after a multi-byte letter, and a code span left as it is.
    let g = Glossary::parse(
        r#"{"language": "test", "terms": {"{}: `{}`, pays {}": "{} : `{}`, paie {}",
            "tie": "Égalité", "Égalité (tie)": "Égalité"}}"#,
    )
    .unwrap();
    assert_eq!(
        g.translate("Égalité (tie): `tie`, pays 8:1"),
        "Égalité : `tie`, paie 8:1"
    );
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
