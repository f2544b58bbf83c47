//! Rule sets as data: who draws, the Banco tableau, naturals and payouts, with the presets
//! of the house sheets and the variants casinos run.

mod file;
mod preset;

pub use file::RulesFile;
pub use preset::{Preset, PRESETS};

use crate::coup::{Event, PayLine, Winner};
use crate::error::{Error, Result};
use num_rational::BigRational;
use num_traits::{One, Zero};

/// Column of the Banco tableau used when Punto stood on two cards.
pub const PUNTO_STOOD: usize = 10;

/// A complete rule set. Built only through [`Rules::preset`], [`Rules::from_json`] or
/// [`RulesFile::into_rules`], so every value is valid.
///
/// # Examples
/// ```
/// use punto_banco::Rules;
/// let midi = Rules::preset("midi")?;
/// assert!(midi.punto_draws(4));
/// assert!(!midi.punto_draws(5));
/// // Banco on 3 stands when Punto's third card is an 8.
/// assert!(!midi.banco_draws(3, Some(8)));
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    file: RulesFile,
    naturals: [bool; 10],
    punto_draws: [bool; 10],
    banco_draws: [[bool; 11]; 10],
    punto_pays: BigRational,
    banco_commission: BigRational,
    tie_pays: BigRational,
}

impl Rules {
    /// Reads a rule set from its JSON form ([`RulesFile`]).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for malformed JSON, unknown or missing fields and
    /// invalid values.
    pub fn from_json(json: &str) -> Result<Rules> {
        let f: RulesFile = crate::json::from_str(json)
            .map_err(|e| Error::rules(format!("bad rules file: {e}")))?;
        f.into_rules()
    }

    /// The rule set in its JSON form.
    pub fn to_file(&self) -> &RulesFile {
        &self.file
    }

    /// The rule set's name.
    pub fn name(&self) -> &str {
        &self.file.name
    }

    /// Whether a two-card total is a natural.
    pub fn is_natural(&self, total: u8) -> bool {
        self.naturals[usize::from(total % 10)]
    }

    /// Natural totals as a mask indexed by total.
    pub fn naturals(&self) -> [bool; 10] {
        self.naturals
    }

    /// Whether Punto draws a third card on this two-card total (naturals never draw).
    pub fn punto_draws(&self, total: u8) -> bool {
        self.punto_draws[usize::from(total % 10)]
    }

    /// Whether Banco draws on `total` given Punto's third card value (`None`: Punto stood).
    pub fn banco_draws(&self, total: u8, punto_third: Option<u8>) -> bool {
        let col = punto_third.map_or(PUNTO_STOOD, |v| usize::from(v % 10));
        self.banco_draws[usize::from(total % 10)][col]
    }

    /// What a winning Punto bet pays.
    pub fn punto_pays(&self) -> &BigRational {
        &self.punto_pays
    }

    /// The commission on Banco wins.
    pub fn banco_commission(&self) -> &BigRational {
        &self.banco_commission
    }

    /// What a winning Banco bet pays: one less the commission.
    pub fn banco_pays(&self) -> BigRational {
        BigRational::one() - &self.banco_commission
    }

    /// What a winning Égalité bet pays.
    pub fn tie_pays(&self) -> &BigRational {
        &self.tie_pays
    }

    /// Whether Punto and Banco bets push on a tie.
    pub fn tie_pushes(&self) -> bool {
        self.file.tie_pushes
    }

    /// The pay table of a main bet, special lines first.
    pub(crate) fn main_lines(&self, side: Winner) -> Vec<PayLine> {
        let win = |w: Winner, pays: BigRational| PayLine {
            when: Event {
                winner: Some(w),
                ..Event::default()
            },
            pays,
        };
        let push_on_tie = || {
            self.tie_pushes()
                .then(|| win(Winner::Tie, BigRational::zero()))
        };
        match side {
            Winner::Punto => {
                let mut v = self.file.punto_special.clone();
                v.push(win(Winner::Punto, self.punto_pays.clone()));
                v.extend(push_on_tie());
                v
            }
            Winner::Banco => {
                let mut v = self.file.banco_special.clone();
                v.push(win(Winner::Banco, self.banco_pays()));
                v.extend(push_on_tie());
                v
            }
            Winner::Tie => vec![win(Winner::Tie, self.tie_pays.clone())],
        }
    }

    /// Assumptions and notes of the rule set.
    pub fn notes(&self) -> &[String] {
        &self.file.notes
    }

    /// One-line description.
    pub fn description(&self) -> &str {
        &self.file.description
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tableau of sheet 003 and the Russian sheet 004, row by row: for Banco totals 3-6,
    /// the Punto third cards on which Banco draws.
    const SHEET_003: [(u8, &[u8]); 4] = [
        (3, &[0, 1, 2, 3, 4, 5, 6, 7, 9]),
        (4, &[2, 3, 4, 5, 6, 7]),
        (5, &[4, 5, 6, 7]),
        (6, &[6, 7]),
    ];

    #[test]
    fn standard_tableau_matches_sheets_003_and_004_in_both_directions() {
        let r = Rules::preset("standard").unwrap();
        for (total, draws) in SHEET_003 {
            for third in 0..10u8 {
                assert_eq!(r.banco_draws(total, Some(third)), draws.contains(&third));
            }
        }
        for third in 0..10 {
            for t in 0..3 {
                assert!(r.banco_draws(t, Some(third)));
            }
            assert!(!r.banco_draws(7, Some(third)));
        }
        for t in 0..8 {
            assert_eq!(r.banco_draws(t, None), t <= 5, "stood column, total {t}");
            assert_eq!(r.punto_draws(t), t <= 5);
        }
    }

    #[test]
    fn every_preset_builds_and_round_trips_through_json() {
        for name in PRESETS {
            let r = Rules::preset(name).unwrap();
            let json = serde_json::to_string(r.to_file()).unwrap();
            assert_eq!(Rules::from_json(&json).unwrap(), r, "{name}");
        }
    }

    fn file_with(edit: impl FnOnce(&mut serde_json::Value)) -> String {
        let mut v = serde_json::to_value(Rules::preset("standard").unwrap().to_file()).unwrap();
        edit(&mut v);
        v.to_string()
    }

    #[test]
    fn malformed_rules_name_field_and_value() {
        let cases: Vec<(String, &str)> = vec![
            (
                file_with(|v| {
                    v["banco_tableau"].as_object_mut().unwrap().remove("4");
                }),
                "missing the row for Banco total 4",
            ),
            (
                file_with(|v| v["banco_tableau"]["3"] = "TTTTXTTTRTT".into()),
                "'X' at Punto's third card 4",
            ),
            (
                file_with(|v| v["banco_tableau"]["3"] = "TTT".into()),
                "row 3 is 'TTT'",
            ),
            (
                file_with(|v| v["punto_draws"] = serde_json::json!([0, 12])),
                "total 12",
            ),
            (file_with(|v| v["tie_pays"] = "-8".into()), "tie_pays is -8"),
            (
                file_with(|v| v["banco_commission"] = "1".into()),
                "banco_commission is 1",
            ),
            (
                file_with(|v| v["banco_commission"] = "five".into()),
                "'five'",
            ),
            (file_with(|v| v["house_rule"] = 1.into()), "house_rule"),
            (
                file_with(|v| v["punto_draws"] = serde_json::json!([8])),
                "natural",
            ),
        ];
        for (json, want) in cases {
            let e = Rules::from_json(&json).unwrap_err().to_string();
            assert!(e.contains(want), "{e} should mention {want}");
        }
        let e = Rules::preset("baccarat-royale").unwrap_err().to_string();
        assert!(
            e.contains("'baccarat-royale'") && e.contains("standard"),
            "{e}"
        );
    }
}
