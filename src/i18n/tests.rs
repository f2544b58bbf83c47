use super::catalog::catalog_source;
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
                "vantaggio della casa",
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
            "\u{2212}0,0152419774",
            "90\u{202F}%",
        ),
        (
            "1,0579\u{A0}%",
            "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360",
            "\u{2212}0,0152419774",
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
    // French sets a negative number with the minus sign U+2212, Italian with the hyphen.
    assert_eq!(show(Lang::Fr, Arg::plain(-3)), "\u{2212}3 ou x");
    assert_eq!(show(Lang::It, Arg::plain(-3)), "-3 o x");
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

/// The message ids of the tracker page (src/server/page/): each `data-i18n`,
/// `data-i18n-aria-label` and `data-i18n-title` of index.html with the English text the
/// HTML holds there, and the first argument of every `t("...")` and `key("...")` in
/// app.js (no text: the page's script holds none).
fn page_ids() -> Vec<(String, Option<String>)> {
    let html = include_str!("../server/page/index.html");
    let js = include_str!("../server/page/app.js");
    let mut out = Vec::new();
    // `attr="id"`, then the element's text (after `>`, up to `<`) or the attribute `text_of`.
    for (attr, text_of) in [
        (" data-i18n=\"", None),
        (" data-i18n-aria-label=\"", Some(" aria-label=\"")),
        (" data-i18n-title=\"", Some(" title=\"")),
    ] {
        let mut rest = html;
        while let Some(at) = rest.find(attr) {
            let tag_start = rest[..at].rfind('<').expect("inside a tag");
            let tag = &rest[tag_start..];
            rest = &rest[at + attr.len()..];
            let id = &rest[..rest.find('"').expect("the id ends")];
            let text = match text_of {
                None => {
                    let body = &rest[rest.find('>').expect("the tag ends") + 1..];
                    &body[..body.find('<').expect("the text ends")]
                }
                Some(a) => {
                    let v = &tag[tag.find(a).expect("the attribute") + a.len()..];
                    &v[..v.find('"').expect("the value ends")]
                }
            };
            out.push((id.to_string(), Some(text.to_string())));
        }
    }
    for call in ["t(\"", "key(\""] {
        let mut rest = js;
        while let Some(at) = rest.find(call) {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + call.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                continue;
            }
            let id = &rest[..rest.find('"').expect("the id ends")];
            // `t("bet-" + b.id)`: the bets' names, each built-in bet's checked by
            // `report::parsheet::text`'s test of the ids made at run time.
            if !id.ends_with('-') {
                out.push((id.to_string(), None));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_id_of_the_page_is_a_message_and_every_page_message_is_used() {
    let ids = page_ids();
    // The extraction finds what the page shows (a broken one would pass with nothing).
    for id in [
        "page-rules",
        "page-undo-title",
        "page-shoe-note",
        "bet-tie",
        "page-title",
    ] {
        assert!(
            ids.iter().any(|(i, _)| i == id),
            "{id} not found in {ids:?}"
        );
    }
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        let doc: serde_json::Value = serde_json::from_str(&page_messages(lang)).unwrap();
        let messages = doc["messages"].as_object().unwrap();
        for (id, html) in &ids {
            match (messages.get(id), html) {
                (None, _) => wrong.push(format!("{lang}: {id} is not a message of the page")),
                // index.html's own text is what English's catalog says.
                (Some(m), Some(h)) if lang == Lang::En && h.trim() != m => {
                    wrong.push(format!("index.html has '{h}' for {id}: {m}"))
                }
                _ => {}
            }
        }
    }
    for id in message_ids_in(Lang::En, "page") {
        if !ids.iter().any(|(i, _)| *i == id) {
            wrong.push(format!("{id}: a message of page.ftl the page never shows"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_page_files_are_the_catalogs() {
    let files = [
        include_str!("page/en.json"),
        include_str!("page/it.json"),
        include_str!("page/fr.json"),
        include_str!("page/ru.json"),
    ];
    for (lang, file) in Lang::ALL.into_iter().zip(files) {
        assert!(
            page_messages(lang) == file,
            "src/i18n/page/{lang}.json is not the catalogs' (rewrite it: cargo test --lib \
             i18n::tests::write_the_page_files -- --ignored)"
        );
    }
}

/// Not a test: writes src/i18n/page/*.json from the catalogs (see
/// `the_page_files_are_the_catalogs`).
#[test]
#[ignore = "writes the generated files into the source tree"]
fn write_the_page_files() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/page");
    std::fs::create_dir_all(&dir).unwrap();
    for lang in Lang::ALL {
        std::fs::write(dir.join(format!("{lang}.json")), page_messages(lang)).unwrap();
    }
}

#[test]
fn the_page_holds_each_languages_numbers_and_holes() {
    for (lang, group, percent) in [
        (Lang::En, ",", ""),
        (Lang::It, ".", ""),
        (Lang::Fr, "\u{202F}", "\u{202F}"),
        (Lang::Ru, "\u{A0}", "\u{A0}"),
    ] {
        let doc: serde_json::Value = serde_json::from_str(&page_messages(lang)).unwrap();
        let n = &doc["numbers"];
        let got = (n["group"].as_str(), n["before_percent"].as_str());
        assert_eq!(got, (Some(group), Some(percent)), "{lang}");
        let shoe = doc["messages"]["page-shoe-note"].as_str().unwrap();
        for hole in ["{left}", "{out}", "{burned}", "{coups}"] {
            assert!(shoe.contains(hole), "{lang}: {shoe}");
        }
    }
}

#[test]
fn used_messages_are_the_recording_threads_own() {
    let outer = UsedMessages::record();
    Lang::It.m("h-rules");
    {
        let inner = UsedMessages::record();
        Lang::Fr.m("h-method");
        assert_eq!(inner.ids().into_iter().collect::<Vec<_>>(), ["h-method"]);
    }
    std::thread::spawn(|| Lang::Ru.m("h-verification"))
        .join()
        .unwrap();
    let ids = outer.ids();
    assert!(
        ids.contains("h-rules") && ids.contains("h-method"),
        "{ids:?}"
    );
    assert!(
        !ids.contains("h-verification"),
        "another thread's message does not count"
    );
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "is not in the it catalog")]
fn a_missing_message_fails_a_debug_build() {
    Lang::It.m("no-such-message");
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "does not format")]
fn a_missing_argument_fails_a_debug_build() {
    Lang::Ru.msg("cards", &[]);
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
            assert!(lang.has(id), "{lang}: {id} has no value");
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

/// The glossary (docs/languages.md): each concept's term, and the words a language must
/// not use for it beside its term (a second word for one concept).
const GLOSSARY: [(&str, [&[&str]; 4]); 9] = [
    // (term, [forbidden in en, it, fr, ru])
    ("-shoe", [&[], &["scarpa"], &["chaussure"], &["башмак"]]),
    ("-p-value", [&[], &["p-value"], &["p-valeur"], &["p-уров"]]),
    (
        "-house-edge",
        [
            &[],
            &["vantaggio del banco"],
            &["avantage du casino"],
            &["преимущество заведения"],
        ],
    ),
    (
        "-push",
        [&[], &["alla pari", "parità"], &["remboursée"], &[]],
    ),
    (
        "-draws",
        [
            &[],
            &["estrazioni"],
            &["tirages aléatoires", "Réordonnancement"],
            &["розыгрыш"],
        ],
    ),
    (
        "-revision",
        [&[], &["commit"], &["commit"], &["коммит", "commit"]],
    ),
    ("-bet", [&[], &["scommess"], &[], &[]]),
    ("-stake", [&[], &[], &[], &[]]),
    // Not terms, but words a reader marked: statistical tests, the Égalité's accent, the
    // house's win, break-even and the hold (it), the capital and the standard deviation
    // (fr), Perfect Pair, the expectation and Jacobson's name (ru).
    (
        "",
        [
            &[],
            &["Egalit", "incita del banco", "di pareggio", " tenuta"],
            &[
                "épreuve",
                "Épreuve",
                "tranchée",
                "Egalit",
                "Bankroll",
                "compte vrai",
                "écart-type",
            ],
            &[
                "Расчётный лист",
                "выполнена",
                "Совершенная пара",
                "матожидан",
                "Якобсон",
            ],
        ],
    ),
];

#[test]
fn each_concept_has_one_word_per_language() {
    let mut found = Vec::new();
    for (l, lang) in Lang::ALL.into_iter().enumerate() {
        // Every term is defined in the language's catalog.
        let parsheet = catalog_source(lang, "parsheet");
        for (term, _) in GLOSSARY.iter().filter(|(t, _)| !t.is_empty()) {
            if !parsheet
                .lines()
                .any(|x| x.starts_with(&format!("{term} =")))
            {
                found.push(format!("{lang}: the term {term} is not defined"));
            }
        }
        for file in FILES {
            let source = catalog_source(lang, file);
            for (n, line) in source.lines().enumerate() {
                // Comments, and a term's own definition, say the word.
                if line.starts_with('#') || line.starts_with('-') {
                    continue;
                }
                // A message's id (`pm-term-trip-value = …`) is not a word of its text.
                let line = match line.split_once(" = ") {
                    Some((id, text)) if !id.starts_with(' ') => text,
                    _ => line,
                };
                for (term, words) in GLOSSARY {
                    for w in words[l] {
                        // Case as written (`Egalit` is the accent missing, not an id's
                        // `egalite_5`); variables (`$commit`) and terms (`-p-value`) are not words.
                        let text: String = line
                            .split(' ')
                            .filter(|t| !t.starts_with('$') && !t.starts_with('-'))
                            .collect::<Vec<_>>()
                            .join(" ");
                        if text.contains(w) {
                            found.push(format!(
                                "src/i18n/ftl/{lang}/{file}.ftl:{}: '{w}' (use {})",
                                n + 1,
                                if term.is_empty() {
                                    "the glossary's word"
                                } else {
                                    term
                                }
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
