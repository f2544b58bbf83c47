//! Findings that speak up: what a reader of a price list or par sheet must not miss.
//!
//! - every bet on which the player has the edge (always looked for);
//! - every bet whose house edge is above a ceiling, when one is given;
//! - a rule set that carries a preset's name but differs from that preset;
//! - every bet left out of the figures, with the reason.
//!
//! The findings are data; `report` puts them in words.

use super::result::Priced;
use crate::rules::{Rules, PRESETS};
use num_rational::BigRational;
use num_traits::Signed;

/// One finding.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Finding {
    /// The bet has a negative house edge: the player has the edge.
    PlayerEdge {
        /// The bet's id.
        id: String,
        /// The bet's name.
        name: String,
        /// Its house edge (negative).
        house_edge: BigRational,
    },
    /// The bet's house edge is above the ceiling given.
    AboveMaxEdge {
        /// The bet's id.
        id: String,
        /// The bet's name.
        name: String,
        /// Its house edge.
        house_edge: BigRational,
        /// The ceiling.
        max_edge: BigRational,
    },
    /// The rule set carries a preset's name but is not that preset.
    DiffersFromPreset {
        /// The preset's name.
        preset: String,
        /// Each rule that differs, with the preset's value and this rule set's.
        differences: Vec<RuleDifference>,
    },
    /// The bet could not be priced for this shoe and is left out of the figures.
    LeftOut {
        /// The bet's id.
        id: String,
        /// The bet's name.
        name: String,
        /// Why.
        reason: String,
    },
}

/// One rule on which a rule set differs from the preset whose name it carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleDifference {
    /// The field of the rules file (`tie_pays`, `banco_tableau`, ...).
    pub field: String,
    /// The preset's value, in rules-file notation.
    pub preset: String,
    /// This rule set's value, in rules-file notation.
    pub actual: String,
}

/// The findings for priced bets under `rules`, in a fixed order: player-edge bets, bets
/// above `max_edge` (when given), a preset name on different rules, bets left out.
///
/// # Examples
/// ```
/// use punto_banco::analysis::{findings, Finding};
/// use punto_banco::{builtin, Pricer, Rules, Shoe};
/// let rules = Rules::preset("midi")?;
/// let bets = vec![builtin("egalite_5", &rules).expect("built in")];
/// let priced = Pricer::new(&rules, &bets)?.price(&Shoe::with_decks(6)?);
/// let found = findings(&rules, &priced, None);
/// assert!(matches!(&found[0], Finding::PlayerEdge { id, .. } if id == "egalite_5"));
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn findings(rules: &Rules, priced: &[Priced], max_edge: Option<&BigRational>) -> Vec<Finding> {
    let results = || priced.iter().filter_map(Priced::result);
    let mut out: Vec<Finding> = results()
        .filter(|r| r.house_edge().is_negative())
        .map(|r| Finding::PlayerEdge {
            id: r.id.to_string(),
            name: r.name.to_string(),
            house_edge: r.house_edge(),
        })
        .collect();
    if let Some(max) = max_edge {
        out.extend(
            results()
                .filter(|r| &r.house_edge() > max)
                .map(|r| Finding::AboveMaxEdge {
                    id: r.id.to_string(),
                    name: r.name.to_string(),
                    house_edge: r.house_edge(),
                    max_edge: max.clone(),
                }),
        );
    }
    if let Some(f) = preset_differences(rules) {
        out.push(f);
    }
    out.extend(priced.iter().filter_map(|p| match p {
        Priced::NotPriceable { id, name, reason } => Some(Finding::LeftOut {
            id: id.clone(),
            name: name.clone(),
            reason: reason.clone(),
        }),
        Priced::Ok(_) => None,
    }));
    out
}

/// The rules on which `rules` differs from the preset of the same name (names compared
/// without regard to case), or `None` when it names no preset or is that preset.
///
/// Rules are compared by meaning, not spelling: `"8"` and `"16/2"` are the same pay. The
/// description and notes are not rules and are not compared.
pub fn preset_differences(rules: &Rules) -> Option<Finding> {
    let name = PRESETS
        .iter()
        .find(|p| p.eq_ignore_ascii_case(rules.name()))?;
    let preset = Rules::preset(name).expect("every listed preset builds");
    let mut differences = Vec::new();
    let mut differ = |field: &str, preset: String, actual: String| {
        if preset != actual {
            differences.push(RuleDifference {
                field: field.into(),
                preset,
                actual,
            });
        }
    };
    let totals = |r: &Rules, f: &dyn Fn(&Rules, u8) -> bool| -> String {
        let list: Vec<String> = (0..10)
            .filter(|&t| f(r, t))
            .map(|t| t.to_string())
            .collect();
        format!("[{}]", list.join(", "))
    };
    differ(
        "naturals",
        totals(&preset, &|r, t| r.is_natural(t)),
        totals(rules, &|r, t| r.is_natural(t)),
    );
    differ(
        "punto_draws",
        totals(&preset, &|r, t| r.punto_draws(t) && !r.is_natural(t)),
        totals(rules, &|r, t| r.punto_draws(t) && !r.is_natural(t)),
    );
    for total in (0..10).filter(|&t| !rules.is_natural(t) || !preset.is_natural(t)) {
        let row = |r: &Rules| -> String {
            (0..10)
                .map(Some)
                .chain([None])
                .map(|third| {
                    if r.banco_draws(total, third) {
                        'T'
                    } else {
                        'R'
                    }
                })
                .collect()
        };
        differ(&format!("banco_tableau.{total}"), row(&preset), row(rules));
    }
    let pays = |lines: &Vec<crate::bets::PayLine>| {
        serde_json::to_string(lines).expect("pay lines serialize")
    };
    type Field<'a> = (&'a str, &'a dyn Fn(&Rules) -> String);
    let fields: [Field; 6] = [
        ("punto_pays", &|r| r.punto_pays().to_string()),
        ("banco_commission", &|r| r.banco_commission().to_string()),
        ("tie_pays", &|r| r.tie_pays().to_string()),
        ("tie_pushes", &|r| r.tie_pushes().to_string()),
        ("punto_special", &|r| pays(&r.to_file().punto_special)),
        ("banco_special", &|r| pays(&r.to_file().banco_special)),
    ];
    for (field, of) in fields {
        differ(field, of(&preset), of(rules));
    }
    (!differences.is_empty()).then(|| Finding::DiffersFromPreset {
        preset: (*name).to_string(),
        differences,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{all_builtin, builtin, main_bets};
    use crate::{Pricer, Shoe};

    fn q(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn midi_tie_on_five_favours_the_player() {
        // Issue 13: under midi rules (6 decks) Égalité on 5 has a house edge of −20.03%.
        let rules = Rules::preset("midi").unwrap();
        let bets = all_builtin(&rules);
        let priced = Pricer::new(&rules, &bets)
            .unwrap()
            .price(&Shoe::with_decks(6).unwrap());
        let found = findings(&rules, &priced, None);
        let player: Vec<_> = found
            .iter()
            .filter_map(|f| match f {
                Finding::PlayerEdge { id, house_edge, .. } => Some((id.as_str(), house_edge)),
                _ => None,
            })
            .collect();
        assert!(player.iter().any(|(id, _)| *id == "egalite_5"));
        // Every player-edge finding is a bet whose priced edge is negative, and conversely.
        let negative = priced
            .iter()
            .filter_map(Priced::result)
            .filter(|r| r.house_edge().is_negative())
            .count();
        assert_eq!(player.len(), negative);
    }

    #[test]
    fn a_ceiling_names_the_bets_above_it() {
        let rules = Rules::preset("standard").unwrap();
        let priced = Pricer::new(&rules, &main_bets(&rules))
            .unwrap()
            .price(&Shoe::with_decks(8).unwrap());
        let found = findings(&rules, &priced, Some(&q(2, 100)));
        // Only the tie (14.36%) is above 2%.
        assert_eq!(found.len(), 1);
        assert!(matches!(&found[0], Finding::AboveMaxEdge { id, .. } if id == "tie"));
        assert!(findings(&rules, &priced, None).is_empty());
    }

    #[test]
    fn a_copied_preset_with_another_tie_pay_is_named() {
        let mut f = Rules::preset("standard").unwrap().to_file().clone();
        f.tie_pays = "9".into();
        let rules = f.into_rules().unwrap();
        let Some(Finding::DiffersFromPreset {
            preset,
            differences,
        }) = preset_differences(&rules)
        else {
            panic!("a difference is found");
        };
        assert_eq!(preset, "standard");
        assert_eq!(
            differences,
            vec![RuleDifference {
                field: "tie_pays".into(),
                preset: "8".into(),
                actual: "9".into()
            }]
        );
        // The same pay spelled differently is no difference; a renamed copy claims nothing.
        let mut f = Rules::preset("standard").unwrap().to_file().clone();
        f.tie_pays = "16/2".into();
        assert_eq!(preset_differences(&f.clone().into_rules().unwrap()), None);
        f.tie_pays = "9".into();
        f.name = "my_house".into();
        assert_eq!(preset_differences(&f.into_rules().unwrap()), None);
    }

    #[test]
    fn every_preset_is_itself() {
        for name in PRESETS {
            assert_eq!(preset_differences(&Rules::preset(name).unwrap()), None);
        }
    }

    #[test]
    fn bets_that_cannot_be_priced_are_reported_with_the_reason() {
        let rules = Rules::preset("standard").unwrap();
        let bets = vec![builtin("perfect_pair", &rules).unwrap()];
        let priced = Pricer::new(&rules, &bets)
            .unwrap()
            .price(&Shoe::from_counts([4; 13]).unwrap());
        let found = findings(&rules, &priced, None);
        assert!(
            matches!(&found[..], [Finding::LeftOut { id, reason, .. }] if id == "perfect_pair" && !reason.is_empty()),
            "{found:?}"
        );
    }
}
