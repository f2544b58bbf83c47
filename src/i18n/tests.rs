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
