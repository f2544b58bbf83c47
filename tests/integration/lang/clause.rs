//! Two findings of the native readers (issue 38), held to each language's grammar: a list
//! after a colon reads lowercase item by item (`CLAUSE` of an `Arg::List`), while the same
//! names open a table's rows with a capital; and Italian writes the article a number takes
//! by how the number is read (*il 5%*, *l'8%*, *lo 0,5%*).

use crate::util::ok;
use punto_banco::i18n::{Arg, Lang};

/// The audit's failed tests after a colon: in English as written (English capitalises no
/// clause after a colon), in Italian, French and Russian each item lowercased except the
/// game's names, joined by the language's list separator (French: a narrow no-break space
/// before `;`, a no-break space before `:`).
#[test]
fn a_list_after_a_colon_reads_lowercase_item_by_item() {
    let failed = |lang: Lang, names: &[&str]| {
        lang.msg(
            "au-verdict-failed-tests",
            &[
                ("count", Arg::int(names.len() as u64)),
                ("names", Arg::list(names.iter().copied())),
            ],
        )
    };
    let cases: [(Lang, &[&str], &str); 4] = [
        (
            Lang::En,
            &[
                "Banco wins",
                "Égalité (ties)",
                "Log-likelihood of the outcomes",
            ],
            "Failed, 3 tests: Banco wins; Égalité (ties); Log-likelihood of the outcomes.",
        ),
        (
            Lang::It,
            &[
                "Vincite del Banco",
                "Égalité (pareggi)",
                "Log-verosimiglianza degli esiti",
            ],
            "3 prove non superate: vincite del Banco; Égalité (pareggi); log-verosimiglianza \
             degli esiti.",
        ),
        (
            Lang::Fr,
            &[
                "Gains de Banco",
                "Nombre d'Égalités",
                "Log-vraisemblance des issues",
            ],
            "3 tests échoués\u{a0}: gains de Banco\u{202f}; nombre d'Égalités\u{202f}; \
             log-vraisemblance des issues.",
        ),
        (
            Lang::Ru,
            &[
                "Выигрыши Banco",
                "Égalité (ничьи)",
                "Логарифм правдоподобия исходов",
            ],
            "Не пройдены 3 проверки: выигрыши Banco; Égalité (ничьи); логарифм правдоподобия \
             исходов.",
        ),
    ];
    for (lang, names, expected) in cases {
        assert_eq!(failed(lang, names), expected, "{lang}");
    }
    // English writes a clause after a colon as it comes: its catalog calls no `CLAUSE`.
    for source in [
        include_str!("../../../src/i18n/ftl/en/parsheet.ftl"),
        include_str!("../../../src/i18n/ftl/en/tables.ftl"),
        include_str!("../../../src/i18n/ftl/en/review.ftl"),
        include_str!("../../../src/i18n/ftl/en/audit.ftl"),
        include_str!("../../../src/i18n/ftl/en/page.ftl"),
        include_str!("../../../src/i18n/ftl/en/promo.ftl"),
        include_str!("../../../src/i18n/ftl/en/hold.ftl"),
    ] {
        assert!(!source.contains("CLAUSE(") && !source.contains("ARTICLE("));
    }
    // One item is a clause too; an acronym and a single letter keep their capitals.
    assert_eq!(
        failed(Lang::It, &["Vincite del Banco"]),
        "1 prova non superata: vincite del Banco."
    );
    assert_eq!(
        failed(Lang::Fr, &["SHA-256 du journal", "P de Holm"]),
        "2 tests échoués\u{a0}: SHA-256 du journal\u{202f}; P de Holm."
    );
}

/// Italian's article before a number, from the grammar: a number takes the article of the
/// word it is read as. *Uno*, *undici*, *otto*, *ottanta*, *ottocento*, *un milione* open
/// with a vowel (*l'*, *dell'*); *zero* with a *z* (*lo*, *dello*); every other figure with a
/// consonant (*il*, *del*): *cinque*, *dieci*, *diciotto*, *cento*, *mille*, and a sign
/// (*meno*).
const ITALIAN: [(f64, usize, &str, &str); 20] = [
    (5.0, 0, "il 5%", "del 5%"),
    (10.0, 0, "il 10%", "del 10%"),
    (18.0, 0, "il 18%", "del 18%"),
    (100.0, 0, "il 100%", "del 100%"),
    (2.0, 0, "il 2%", "del 2%"),
    (9.5, 1, "il 9,5%", "del 9,5%"),
    (8.0, 0, "l'8%", "dell'8%"),
    (1.0, 0, "l'1%", "dell'1%"),
    (11.0, 0, "l'11%", "dell'11%"),
    (80.0, 0, "l'80%", "dell'80%"),
    (1.5, 1, "l'1,5%", "dell'1,5%"),
    (85.3, 1, "l'85,3%", "dell'85,3%"),
    (800.0, 0, "l'800%", "dell'800%"),
    (0.5, 1, "lo 0,5%", "dello 0,5%"),
    (0.0, 0, "lo 0%", "dello 0%"),
    (1500.0, 0, "il 1.500%", "del 1.500%"),
    (11000.0, 0, "l'11.000%", "dell'11.000%"),
    (1_000_000.0, 0, "l'1.000.000%", "dell'1.000.000%"),
    (8000.0, 0, "l'8.000%", "dell'8.000%"),
    (-5.0, 0, "il -5%", "del -5%"),
];

#[test]
fn italian_puts_the_article_a_number_is_read_with() {
    for (pct, places, article, of) in ITALIAN {
        let pct = ("pct", Arg::Percent(pct, places));
        let bet = ("bet-on", Arg::text("sul Banco"));
        assert_eq!(
            Lang::It.msg("pm-best-match-play", &[bet, pct.clone()]),
            format!(
                "Una fiche match play rende di più sul Banco: {article} del suo valore nominale."
            ),
        );
        let text = Lang::It.msg("pm-be-dead-chip-lost", &[pct, ("life", Arg::Float(2.5))]);
        assert!(
            text.contains(&format!(
                " è in equilibrio con una commissione {of} di ogni fiche"
            )),
            "{of}: {text}"
        );
    }
    // A whole number (a count, as the review's band level) takes the same rule.
    let band = |level: u32| Lang::It.msg("rv-table-fact-band", &[("level", Arg::int(level))]);
    assert_eq!(band(95), "banda al 95%");
    assert_eq!(band(80), "banda all'80%");
    assert_eq!(band(1), "banda all'1%");
    // English, French and Russian write the figure alone, with no article to choose.
    let pct = || ("pct", Arg::Percent(8.0, 0));
    let bet = || ("bet", Arg::text("Banco"));
    for (lang, on, expected) in [
        (
            Lang::En,
            "on Banco",
            "A match-play chip is worth most on Banco: 8% of its face.",
        ),
        (
            Lang::Fr,
            "sur le Banco",
            "Un jeton match-play vaut le plus sur le Banco\u{a0}: 8\u{202f}% de sa valeur faciale.",
        ),
        (
            Lang::Ru,
            "на Banco",
            "Фишка match play стоит больше всего при ставке на Banco: 8\u{a0}% номинала.",
        ),
    ] {
        let bet_on = ("bet-on", Arg::text(on));
        assert_eq!(
            lang.msg("pm-best-match-play", &[bet(), bet_on, pct()]),
            expected
        );
    }
}

/// The rendered document: `promo loss-rebate`'s title in Italian with a rebate of 0.5%,
/// 8% and 10%.
#[test]
fn the_italian_loss_rebate_title_takes_the_numbers_article() {
    for (rebate, expected) in [
        ("0.5%", "Rimborso dello 0,5000% sulle perdite"),
        ("8%", "Rimborso dell'8,0000% sulle perdite"),
        ("10%", "Rimborso del 10,0000% sulle perdite"),
    ] {
        let text = ok(&[
            "promo",
            "loss-rebate",
            "--decks",
            "8",
            "--bet",
            "banco",
            "--rebate",
            rebate,
            "--coups",
            "3",
            "--lang",
            "it",
        ]);
        assert!(text.contains(expected), "{rebate}: {text}");
        assert!(
            !text.contains("del 0,") && !text.contains("del 8,"),
            "{text}"
        );
    }
}

/// Every Italian catalog file, by name.
const ITALIAN_FILES: [(&str, &str); 7] = [
    (
        "parsheet",
        include_str!("../../../src/i18n/ftl/it/parsheet.ftl"),
    ),
    (
        "tables",
        include_str!("../../../src/i18n/ftl/it/tables.ftl"),
    ),
    (
        "review",
        include_str!("../../../src/i18n/ftl/it/review.ftl"),
    ),
    ("audit", include_str!("../../../src/i18n/ftl/it/audit.ftl")),
    ("page", include_str!("../../../src/i18n/ftl/it/page.ftl")),
    ("promo", include_str!("../../../src/i18n/ftl/it/promo.ftl")),
    ("hold", include_str!("../../../src/i18n/ftl/it/hold.ftl")),
];

/// The lines of a catalog `source` that write a fixed Italian article or articulated
/// preposition (*il*, *del*, *al*, *dal*, *sul*, *nel*, each with its *lo* and *l'* forms)
/// directly before a variable that is not a name (`$side`: *del Punto*); a variant of an
/// `ARTICLE` selector holds its article as it should.
fn fixed_articles(source: &str) -> Vec<String> {
    const ARTICLES: [&str; 18] = [
        "il", "lo", "l'", "del", "dello", "dell'", "al", "allo", "all'", "dal", "dallo", "dall'",
        "sul", "sullo", "sull'", "nel", "nello", "nell'",
    ];
    // Variables that hold a name, not a figure: a side (`del { $side }`) and a bet's
    // (`sul { $bet }`, the bet-on-ID messages).
    const NAMES: [&str; 2] = ["side", "bet"];
    let mut found = Vec::new();
    for line in source.lines() {
        if line.trim_start().trim_start_matches('*').starts_with('[') {
            continue;
        }
        for (i, _) in line.match_indices("{ $") {
            let var: String = (line[i + 3..].chars())
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            let before = line[..i].trim_end_matches(' ');
            let last = before
                .rsplit([' ', '('])
                .next()
                .unwrap_or("")
                .to_lowercase();
            if ARTICLES.contains(&last.as_str()) && !NAMES.contains(&var.as_str()) {
                found.push(line.to_string());
            }
        }
    }
    found
}

/// No Italian message writes a fixed article before a figure ([`fixed_articles`]); the
/// page's words cannot select (the page fills the number in after), so `page.ftl` calls no
/// `ARTICLE`.
#[test]
fn no_italian_article_before_a_figure_is_fixed() {
    // The test finds what it looks for.
    let probe = "x = una commissione del { $pct }, l'{ $n }, Il { $m }\ny = del { $side }";
    assert_eq!(
        fixed_articles(probe).len(),
        3,
        "{:?}",
        fixed_articles(probe)
    );
    let mut found = Vec::new();
    for (file, source) in ITALIAN_FILES {
        found.extend(
            fixed_articles(source)
                .into_iter()
                .map(|l| format!("{file}: {l}")),
        );
        if file == "page" {
            assert!(
                !source.contains("ARTICLE("),
                "page.ftl cannot select an article"
            );
        }
    }
    assert!(
        found.is_empty(),
        "fixed articles before a figure:\n{}",
        found.join("\n")
    );
}
