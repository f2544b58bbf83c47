//! The built-in bets: the three main bets of a rule set and the side bets casinos offer,
//! each written as a pay table in the event vocabulary.

use super::Winner;
use super::{Bet, Event, PayLine};
use crate::ratio::parse_ratio;
use crate::rules::Rules;

/// Ids of the built-in side bets, in catalogue order.
const SIDE_IDS: [&str; 26] = [
    "punto_pair",
    "banco_pair",
    "either_pair",
    "perfect_pair",
    "perfect_pair_250",
    "dragon_bonus_punto",
    "dragon_bonus_banco",
    "dragon_7",
    "panda_8",
    "big",
    "small",
    "lucky_6",
    "egalite_0",
    "egalite_1",
    "egalite_2",
    "egalite_3",
    "egalite_4",
    "egalite_5",
    "egalite_6",
    "egalite_7",
    "egalite_8",
    "egalite_9",
    "punto_natural_8",
    "punto_natural_9",
    "banco_natural_8",
    "banco_natural_9",
];

/// Pays of the Égalité-on-a-total bets for ties on 0-9 (Wizard of Odds, "Egalite").
const EGALITE_PAYS: [&str; 10] = [
    "150", "215", "225", "200", "120", "110", "45", "45", "80", "80",
];

/// Dragon Bonus pays for a non-natural win by 9, 8, 7, 6, 5, 4.
const DRAGON_MARGINS: [(u8, &str); 6] =
    [(9, "30"), (8, "10"), (7, "6"), (6, "4"), (5, "2"), (4, "1")];

/// Every built-in bet id: the main bets `punto`, `banco`, `tie`, then the side bets.
pub fn builtin_ids() -> Vec<&'static str> {
    let mut v = vec!["punto", "banco", "tie"];
    v.extend(SIDE_IDS);
    v
}

/// The three main bets under a rule set: `punto`, `banco`, `tie`.
pub fn main_bets(rules: &Rules) -> Vec<Bet> {
    [
        ("punto", "Punto", Winner::Punto),
        ("banco", "Banco", Winner::Banco),
        ("tie", "Égalité (tie)", Winner::Tie),
    ]
    .into_iter()
    .map(|(id, name, side)| Bet {
        id: id.into(),
        name: name.into(),
        lines: rules.main_lines(side),
    })
    .collect()
}

fn line(when: &str, pays: &str) -> PayLine {
    PayLine {
        when: serde_json::from_str::<Event>(when).expect("built-in event is valid"),
        pays: parse_ratio(pays).expect("built-in pay is valid"),
    }
}

fn bet(id: &str, name: &str, lines: Vec<PayLine>) -> Bet {
    Bet {
        id: id.into(),
        name: name.into(),
        lines,
    }
}

fn dragon_bonus(side: &str, name: &str) -> Bet {
    let mut lines = vec![
        line(
            &format!(r#"{{"winner":"{side}","{side}_natural":true}}"#),
            "1",
        ),
        line(r#"{"winner":"tie","natural":true}"#, "0"),
    ];
    for (margin, pays) in DRAGON_MARGINS {
        lines.push(line(
            &format!(r#"{{"winner":"{side}","natural":false,"margin":{margin}}}"#),
            pays,
        ));
    }
    bet(&format!("dragon_bonus_{side}"), name, lines)
}

/// A built-in bet by id, with its most common pay table, under the given rules
/// (the main bets depend on them). `None` for an unknown id.
///
/// # Examples
/// ```
/// use punto_banco::{builtin, Rules};
/// let rules = Rules::preset("standard")?;
/// let d7 = builtin("dragon_7", &rules).unwrap();
/// assert_eq!(d7.lines.len(), 1);
/// assert!(builtin("dragon_8", &rules).is_none());
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn builtin(id: &str, rules: &Rules) -> Option<Bet> {
    if let Some(b) = main_bets(rules).into_iter().find(|b| b.id == id) {
        return Some(b);
    }
    if let Some(t) = id.strip_prefix("egalite_") {
        let t: usize = t.parse().ok().filter(|t| *t <= 9)?;
        return Some(bet(
            id,
            &format!("Égalité on {t}"),
            vec![line(
                &format!(r#"{{"winner":"tie","punto_total":{t}}}"#),
                EGALITE_PAYS[t],
            )],
        ));
    }
    for side in ["punto", "banco"] {
        for total in [8, 9] {
            if id == format!("{side}_natural_{total}") {
                let title = format!("{}{} Natural {total}", side[..1].to_uppercase(), &side[1..]);
                return Some(bet(
                    id,
                    &title,
                    vec![line(
                        &format!(r#"{{"{side}_natural":true,"{side}_total":{total}}}"#),
                        "9",
                    )],
                ));
            }
        }
    }
    side_bet(id)
}

/// The built-in side bets with a fixed pay table (pairs, dragons, Big and Small, Lucky 6).
fn side_bet(id: &str) -> Option<Bet> {
    let b = match id {
        "punto_pair" => bet(id, "Punto Pair", vec![line(r#"{"punto_pair":true}"#, "11")]),
        "banco_pair" => bet(id, "Banco Pair", vec![line(r#"{"banco_pair":true}"#, "11")]),
        "either_pair" => bet(
            id,
            "Either Pair",
            vec![
                line(r#"{"punto_pair":true}"#, "5"),
                line(r#"{"banco_pair":true}"#, "5"),
            ],
        ),
        "perfect_pair" => bet(
            id,
            "Perfect Pair",
            vec![
                line(r#"{"punto_perfect_pair":true}"#, "25"),
                line(r#"{"banco_perfect_pair":true}"#, "25"),
            ],
        ),
        "perfect_pair_250" => bet(
            id,
            "Perfect Pair (250 for two)",
            vec![
                line(
                    r#"{"punto_perfect_pair":true,"banco_perfect_pair":true}"#,
                    "250",
                ),
                line(r#"{"punto_perfect_pair":true}"#, "25"),
                line(r#"{"banco_perfect_pair":true}"#, "25"),
            ],
        ),
        "dragon_bonus_punto" => dragon_bonus("punto", "Dragon Bonus on Punto"),
        "dragon_bonus_banco" => dragon_bonus("banco", "Dragon Bonus on Banco"),
        "dragon_7" => bet(
            id,
            "Dragon 7",
            vec![line(
                r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#,
                "40",
            )],
        ),
        "panda_8" => bet(
            id,
            "Panda 8",
            vec![line(
                r#"{"winner":"punto","punto_total":8,"punto_cards":3}"#,
                "25",
            )],
        ),
        "big" => bet(id, "Big", vec![line(r#"{"cards":[5,6]}"#, "0.54")]),
        "small" => bet(id, "Small", vec![line(r#"{"cards":4}"#, "1.5")]),
        "lucky_6" => bet(
            id,
            "Lucky 6",
            vec![
                line(
                    r#"{"winner":"banco","banco_total":6,"banco_cards":2}"#,
                    "12",
                ),
                line(
                    r#"{"winner":"banco","banco_total":6,"banco_cards":3}"#,
                    "20",
                ),
            ],
        ),
        _ => return None,
    };
    Some(b)
}

/// Every built-in bet under `rules`, in [`builtin_ids`] order (for the tests of every layer
/// from `bets` up).
#[cfg(test)]
pub(crate) fn all_builtin(rules: &Rules) -> Vec<Bet> {
    builtin_ids()
        .into_iter()
        .map(|id| builtin(id, rules).expect("every listed id is built in"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_id_builds_a_valid_bet() {
        let rules = Rules::preset("standard").unwrap();
        let ids = builtin_ids();
        assert_eq!(ids.len(), 29);
        let bets = all_builtin(&rules);
        for (id, b) in ids.into_iter().zip(&bets) {
            assert_eq!(b.id, id);
            b.validate().unwrap();
        }
        assert_eq!(bets.len(), 29);
    }
}
