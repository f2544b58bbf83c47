//! Inputs found by fuzzing (`fuzz/`, see `docs/fuzzing.md`) or by the property tests that
//! once made the library panic or misbehave, kept so they stay fixed.

use punto_banco::{builtin, builtin_ids, Bet, Pricer, Rules};

fn standard_file_with(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v = serde_json::to_value(Rules::preset("standard").unwrap().to_file()).unwrap();
    edit(&mut v);
    v.to_string()
}

fn all_bets(rules: &Rules) -> Vec<Bet> {
    builtin_ids()
        .into_iter()
        .map(|id| builtin(id, rules).unwrap())
        .collect()
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
