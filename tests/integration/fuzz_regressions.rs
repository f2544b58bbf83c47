//! Inputs found by fuzzing (`fuzz/`, see `docs/fuzzing.md`) or by the property tests that
//! once made the library panic or misbehave, kept so they stay fixed.

use crate::util::all_bets;
use punto_banco::{Bet, Pricer, Rules};

fn standard_file_with(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v = serde_json::to_value(Rules::preset("standard").unwrap().to_file()).unwrap();
    edit(&mut v);
    v.to_string()
}

/// A rule set must not read if its own main bets cannot be priced: a special pay line on a
/// perfect pair (a four-card, suited event) cannot sit in a pay table of coup lines.
#[test]
fn rules_with_a_perfect_pair_special_line_are_refused_when_read() {
    for side in ["punto_special", "banco_special"] {
        let json = standard_file_with(|v| {
            v[side] = serde_json::json!([{"when": {"banco_perfect_pair": true}, "pays": "1"}]);
        });
        match Rules::from_json(&json) {
            Err(e) => assert!(e.to_string().contains(side), "{e}"),
            Ok(rules) => {
                Pricer::new(&rules, &all_bets(&rules)).expect("rules that read must price");
            }
        }
    }
}

/// Special lines beyond what a pay table can hold are refused when the rules are read,
/// not later when the main bets are priced.
#[test]
fn rules_with_too_many_special_lines_are_refused_when_read() {
    for (n, ok) in [(248, true), (249, false)] {
        let json = standard_file_with(|v| {
            let line =
                serde_json::json!({"when": {"winner": "banco", "banco_total": 7}, "pays": "0"});
            v["banco_special"] = serde_json::Value::Array(vec![line; n]);
        });
        match Rules::from_json(&json) {
            Ok(rules) => {
                assert!(ok, "{n} lines read");
                Pricer::new(&rules, &all_bets(&rules)).expect("rules that read must price");
            }
            Err(e) => assert!(
                !ok && e.to_string().contains("banco_special has 249 lines"),
                "{e}"
            ),
        }
    }
}

/// The committed fuzz seeds and corpus (`fuzz/seeds`, `fuzz/corpus`), replayed through the
/// same checks as the fuzz targets, so every interesting input found stays harmless.
#[test]
fn the_fuzz_corpus_replays_without_panics() {
    use num_rational::BigRational;
    use num_traits::One;
    use punto_banco::{bets::bets_from_json, main_bets, parse_cards, parse_decks, parse_ratio};
    use punto_banco::{ratio_string, Priced, Shoe, ShoeSpec};

    let tiny = {
        let mut suited = [[0u32; 4]; 13];
        for (r, s) in [
            (12, 0),
            (12, 0),
            (11, 1),
            (10, 2),
            (9, 3),
            (8, 0),
            (8, 1),
            (7, 2),
            (4, 3),
            (0, 0),
        ] {
            suited[r][s] += 1;
        }
        Shoe::from_suited_counts(suited).unwrap()
    };
    let price = |rules: &Rules, bets: &[Bet], shoe: &Shoe| {
        let Ok(pricer) = Pricer::new(rules, bets) else {
            return;
        };
        for p in pricer.price(shoe) {
            if let Priced::Ok(r) = p {
                assert_eq!(
                    r.p_win() + r.p_push() + r.p_lose(),
                    BigRational::one(),
                    "{}",
                    r.id
                );
            }
        }
    };
    let standard = Rules::preset("standard").unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz");
    let mut replayed = 0;
    for kind in ["seeds", "corpus"] {
        let Ok(targets) = std::fs::read_dir(root.join(kind)) else {
            continue;
        };
        for target in targets {
            let target = target.unwrap().path();
            let name = target.file_name().unwrap().to_string_lossy().to_string();
            for file in std::fs::read_dir(&target).unwrap() {
                let bytes = std::fs::read(file.unwrap().path()).unwrap();
                replayed += 1;
                if name == "cards" {
                    let Some((&decks, rest)) = bytes.split_first() else {
                        continue;
                    };
                    let Ok(text) = std::str::from_utf8(rest) else {
                        continue;
                    };
                    let _ = parse_cards(text);
                    let mut shoe = Shoe::with_decks(u32::from(decks % 8) + 1).unwrap();
                    if shoe.remove_cards(text).is_ok() {
                        price(&standard, &main_bets(&standard), &shoe);
                    }
                    continue;
                }
                if name == "files" {
                    // The first byte picks rules (even) or bets (odd); the rest is the file.
                    let Some((&which, rest)) = bytes.split_first() else {
                        continue;
                    };
                    let max = punto_banco::MAX_RULES_FILE_BYTES;
                    let Ok(text) = punto_banco::read_capped(rest, max, "file") else {
                        continue;
                    };
                    if which % 2 == 0 {
                        if let Ok(rules) = Rules::from_json(&text) {
                            price(&rules, &all_bets(&rules), &tiny);
                        }
                    } else if let Ok(bets) = bets_from_json(&text) {
                        price(&standard, &bets, &tiny);
                    }
                    continue;
                }
                let Ok(text) = std::str::from_utf8(&bytes) else {
                    continue;
                };
                match name.as_str() {
                    "shoe_counts" => {
                        if let Ok(shoe) = Shoe::parse_counts(text) {
                            assert_eq!(Shoe::parse_counts(&shoe.to_spec()).as_ref(), Ok(&shoe));
                            price(&standard, &main_bets(&standard), &shoe);
                        }
                    }
                    "shoe_spec" | "batch_line" => {
                        if let Ok(spec) = serde_json::from_str::<ShoeSpec>(text) {
                            if let Ok(shoe) = spec.build() {
                                price(&standard, &all_bets(&standard), &shoe);
                            }
                        }
                    }
                    "rules" => {
                        if let Ok(rules) = Rules::from_json(text) {
                            let bets = all_bets(&rules);
                            Pricer::new(&rules, &bets).expect("rules that read must price");
                            price(&rules, &bets, &tiny);
                        }
                    }
                    "bets" => {
                        let _ = Bet::from_json(text);
                        if let Ok(bets) = bets_from_json(text) {
                            // As the fuzz target: a bet that reads is written back in a
                            // form that reads again (long decimals once broke this).
                            for b in &bets {
                                let json = serde_json::to_string(b).unwrap();
                                assert_eq!(Bet::from_json(&json).as_ref(), Ok(b), "round trip");
                            }
                            price(&standard, &bets, &tiny);
                        }
                    }
                    "numbers" => {
                        if let Some(r) = parse_ratio(text) {
                            assert_eq!(parse_ratio(&ratio_string(&r)), Some(r));
                        }
                        if let Ok(d) = parse_decks(text) {
                            assert!(Shoe::with_decks(d).is_ok());
                        }
                    }
                    other => panic!("no replay for fuzz target {other}"),
                }
            }
        }
    }
    assert!(
        replayed >= 700,
        "only {replayed} fuzz inputs found under fuzz/"
    );
}
