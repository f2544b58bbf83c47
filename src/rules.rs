//! Rule sets as data: who draws, the Banco tableau, naturals and payouts, with the presets
//! of the house sheets and the variants casinos run.

use crate::coup::{Event, PayLine, Winner};
use crate::error::{Error, Result};
use crate::ratio::parse_ratio;
use num_rational::BigRational;
use num_traits::{One, Zero};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Column of the Banco tableau used when Punto stood on two cards.
pub const PUNTO_STOOD: usize = 10;

/// The names of the built-in rule sets, in the order `rules --list` shows them.
pub const PRESETS: [&str; 7] = [
    "standard",
    "midi",
    "tie-9",
    "commission-4",
    "ez",
    "super-6",
    "gold",
];

/// A built-in rule set, by name: the typed form of [`PRESETS`].
///
/// # Examples
/// ```
/// use punto_banco::{Preset, Rules};
/// let p: Preset = "tie-9".parse()?;
/// assert_eq!(p.to_string(), "tie-9");
/// assert_eq!(Rules::from(p).name(), "tie-9");
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Preset {
    /// `standard` (docs/rules.md describes each preset and its source).
    Standard,
    /// `midi`.
    Midi,
    /// `tie-9`.
    Tie9,
    /// `commission-4`.
    Commission4,
    /// `ez`.
    Ez,
    /// `super-6`.
    Super6,
    /// `gold`.
    Gold,
}

impl Preset {
    /// Every preset, in [`PRESETS`] order.
    pub const ALL: [Preset; 7] = [
        Preset::Standard,
        Preset::Midi,
        Preset::Tie9,
        Preset::Commission4,
        Preset::Ez,
        Preset::Super6,
        Preset::Gold,
    ];

    /// The name `--rules` takes.
    pub fn name(self) -> &'static str {
        PRESETS[Preset::ALL
            .iter()
            .position(|&p| p == self)
            .expect("every preset is listed")]
    }
}

impl std::fmt::Display for Preset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Preset {
    type Err = Error;

    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown name, listing the known ones.
    fn from_str(s: &str) -> Result<Preset> {
        match PRESETS.iter().position(|&p| p == s) {
            Some(i) => Ok(Preset::ALL[i]),
            None => Err(Rules::preset(s).expect_err("not a preset name")),
        }
    }
}

impl From<Preset> for Rules {
    fn from(p: Preset) -> Rules {
        Rules::preset(p.name()).expect("presets are valid")
    }
}

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

/// The JSON form of a rule set (see `docs/rules.md`). Every field is required.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesFile {
    /// Short name, e.g. `standard`.
    pub name: String,
    /// One-line description with the source.
    pub description: String,
    /// Two-card totals that are naturals (both hands stand), e.g. `[8, 9]`.
    pub naturals: Vec<u8>,
    /// Two-card Punto totals on which Punto draws, e.g. `[0, 1, 2, 3, 4, 5]`.
    pub punto_draws: Vec<u8>,
    /// The Banco tableau: for every Banco total that is not a natural, a row of 11 letters,
    /// `T` (tire, draw) or `R` (reste, stand), for Punto's third card 0-9 and then for
    /// "Punto stood", as sheet 003 prints it.
    pub banco_tableau: BTreeMap<String, String>,
    /// What a winning Punto bet pays to 1, exact (`"1"`).
    pub punto_pays: String,
    /// The commission taken from a winning Banco bet (`"1/20"` = 5%; `"0"` for none).
    pub banco_commission: String,
    /// What a winning Égalité (tie) bet pays to 1 (`"8"`).
    pub tie_pays: String,
    /// On a tie, Punto and Banco bets push (`true`) or lose (`false`).
    pub tie_pushes: bool,
    /// Lines checked before the ordinary Punto pay (e.g. special pays); first match wins.
    #[serde(default)]
    pub punto_special: Vec<PayLine>,
    /// Lines checked before the ordinary Banco pay, e.g. EZ's push on a three-card 7.
    #[serde(default)]
    pub banco_special: Vec<PayLine>,
    /// Assumptions and notes shown with the rule set.
    #[serde(default)]
    pub notes: Vec<String>,
}

fn mask(field: &str, values: &[u8]) -> Result<[bool; 10]> {
    let mut m = [false; 10];
    for &v in values {
        if v > 9 {
            return Err(Error::rules(format!(
                "rules field {field} has total {v}; totals are 0 to 9"
            )));
        }
        m[v as usize] = true;
    }
    Ok(m)
}

fn exact(field: &str, text: &str) -> Result<BigRational> {
    parse_ratio(text).ok_or_else(|| {
        Error::rules(format!(
            "rules field {field} is '{text}'; write an exact number such as \"8\", \"19/20\" or \"0.95\""
        ))
    })
}

impl RulesFile {
    /// Checks the file and builds the rule set.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] naming the field and the value.
    pub fn into_rules(self) -> Result<Rules> {
        let naturals = mask("naturals", &self.naturals)?;
        let punto_draws = mask("punto_draws", &self.punto_draws)?;
        if let Some(t) = (0..10).find(|&t| naturals[t] && punto_draws[t]) {
            return Err(Error::rules(format!(
                "rules field punto_draws has {t}, which is a natural; naturals never draw"
            )));
        }
        let mut banco_draws = [[false; 11]; 10];
        for (key, row) in &self.banco_tableau {
            let t: usize = key.parse().ok().filter(|t| *t <= 9).ok_or_else(|| {
                Error::rules(format!(
                    "banco_tableau row '{key}' is not a Banco total 0 to 9"
                ))
            })?;
            if naturals[t] {
                return Err(Error::rules(format!(
                    "banco_tableau has a row for {t}, which is a natural; naturals never draw"
                )));
            }
            let letters: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            if letters.len() != 11 {
                return Err(Error::rules(format!(
                    "banco_tableau row {t} is '{row}'; it needs 11 letters T or R \
                     (Punto's third card 0-9, then Punto stood)"
                )));
            }
            for (col, c) in letters.iter().enumerate() {
                banco_draws[t][col] = match c.to_ascii_uppercase() {
                    'T' | 'D' => true,
                    'R' | 'S' => false,
                    _ => {
                        let at = if col == PUNTO_STOOD {
                            "Punto stood".to_string()
                        } else {
                            format!("Punto's third card {col}")
                        };
                        return Err(Error::rules(format!(
                            "banco_tableau row {t} has '{c}' at {at}; allowed are T (draw) or R (stand)"
                        )));
                    }
                };
            }
        }
        if let Some(t) =
            (0..10).find(|&t| !naturals[t] && !self.banco_tableau.contains_key(&t.to_string()))
        {
            return Err(Error::rules(format!(
                "banco_tableau is missing the row for Banco total {t}"
            )));
        }
        let punto_pays = exact("punto_pays", &self.punto_pays)?;
        let banco_commission = exact("banco_commission", &self.banco_commission)?;
        let tie_pays = exact("tie_pays", &self.tie_pays)?;
        for (field, v) in [("punto_pays", &punto_pays), ("tie_pays", &tie_pays)] {
            if v <= &BigRational::zero() {
                return Err(Error::rules(format!(
                    "rules field {field} is {v}; a winning bet must pay more than 0"
                )));
            }
        }
        if banco_commission < BigRational::zero() || banco_commission >= BigRational::one() {
            return Err(Error::rules(format!(
                "rules field banco_commission is {banco_commission}; it must be at least 0 and below 1 (100%)"
            )));
        }
        for (field, lines) in [
            ("punto_special", &self.punto_special),
            ("banco_special", &self.banco_special),
        ] {
            // The main bet adds its win and tie lines; a pay table holds at most 250.
            if lines.len() > 248 {
                return Err(Error::rules(format!(
                    "rules field {field} has {} lines; at most 248 are allowed",
                    lines.len()
                )));
            }
            for (i, line) in lines.iter().enumerate() {
                if line.pays < BigRational::zero() {
                    return Err(Error::rules(format!(
                        "rules field {field} line {} pays {}; pays must be 0 (push) or more",
                        i + 1,
                        line.pays
                    )));
                }
                let scope = line.when.validate().map_err(|e| {
                    Error::rules(format!("rules field {field} line {}: {e}", i + 1))
                })?;
                // A main bet prices on the coup; suited pairs cannot join its pay table.
                if scope == crate::coup::Scope::PerfectPairs {
                    return Err(Error::rules(format!(
                        "rules field {field} line {} is on a perfect pair; special pays may use \
                         the coup and rank pairs, not suits",
                        i + 1
                    )));
                }
            }
        }
        if self.name.trim().is_empty() {
            return Err(Error::rules("rules field name is empty"));
        }
        Ok(Rules {
            file: self,
            naturals,
            punto_draws,
            banco_draws,
            punto_pays,
            banco_commission,
            tie_pays,
        })
    }
}

fn standard_tableau() -> BTreeMap<String, String> {
    [
        ("0", "TTTTTTTTTT T"),
        ("1", "TTTTTTTTTT T"),
        ("2", "TTTTTTTTTT T"),
        ("3", "TTTTTTTTRT T"),
        ("4", "RRTTTTTTRR T"),
        ("5", "RRRRTTTTRR T"),
        ("6", "RRRRRRTTRR R"),
        ("7", "RRRRRRRRRR R"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect()
}

fn banco_line(when: &str, pays: &str) -> PayLine {
    PayLine {
        when: serde_json::from_str::<Event>(when).expect("preset event is valid"),
        pays: parse_ratio(pays).expect("preset pay is valid"),
    }
}

impl Rules {
    /// A built-in rule set by name (see [`PRESETS`] and `docs/rules.md`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for an unknown name, listing the known ones.
    pub fn preset(name: &str) -> Result<Rules> {
        let mut f = RulesFile {
            name: name.to_string(),
            description: String::new(),
            naturals: vec![8, 9],
            punto_draws: vec![0, 1, 2, 3, 4, 5],
            banco_tableau: standard_tableau(),
            punto_pays: "1".into(),
            banco_commission: "1/20".into(),
            tie_pays: "8".into(),
            tie_pushes: true,
            punto_special: vec![],
            banco_special: vec![],
            notes: vec![],
        };
        match name {
            "standard" => {
                f.description = "Punto Banco as on the French (003) and Russian (004) sheets: \
                    Punto draws on 0-5, the 003 tableau, Banco 19:20, Égalité 8:1"
                    .into();
            }
            "midi" => {
                f.description = "Midi Punto Banco, Italian sheet 000: Punto draws on 0-4, \
                    stands on 5-7; Banco 19:20, Égalité 8:1"
                    .into();
                f.punto_draws = vec![0, 1, 2, 3, 4];
                f.notes.push(
                    "Sheet 000 is cut off before its Banco rules: the standard tableau \
                     of sheet 003 is assumed."
                        .into(),
                );
            }
            "tie-9" => {
                f.description = "Standard rules with Égalité paying 9:1".into();
                f.tie_pays = "9".into();
            }
            "commission-4" => {
                f.description = "Standard rules with a 4% commission on Banco wins (0.96:1)".into();
                f.banco_commission = "1/25".into();
            }
            "ez" => {
                f.description = "EZ Baccarat: no commission; a Banco win with a three-card 7 \
                    pushes (Wizard of Odds, \"EZ Baccarat\")"
                    .into();
                f.banco_commission = "0".into();
                f.banco_special.push(banco_line(
                    r#"{"winner":"banco","banco_total":7,"banco_cards":3}"#,
                    "0",
                ));
            }
            "super-6" => {
                f.description = "Super 6: no commission; a Banco win on 6 pays 1:2 \
                    (E. Jacobson, Super Six)"
                    .into();
                f.banco_commission = "0".into();
                f.banco_special
                    .push(banco_line(r#"{"winner":"banco","banco_total":6}"#, "1/2"));
            }
            "gold" => {
                f.description = "Baccarat Gold: when Punto draws, Banco draws on 0-3, on 4-5 \
                    only if Punto's third card is 3-7, never on 6-7 (Wizard of Odds, \"Baccarat Gold\")"
                    .into();
                for (row, letters) in [
                    ("3", "TTTTTTTTTT T"),
                    ("4", "RRRTTTTTRR T"),
                    ("5", "RRRTTTTTRR T"),
                    ("6", "RRRRRRRRRR R"),
                ] {
                    f.banco_tableau.insert(row.into(), letters.into());
                }
            }
            _ => {
                return Err(Error::rules(format!(
                    "unknown rule set '{name}'; known rule sets are {}, or give a JSON file",
                    PRESETS.join(", ")
                )))
            }
        }
        f.into_rules()
    }

    /// Reads a rule set from its JSON form ([`RulesFile`]).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] for malformed JSON, unknown or missing fields and
    /// invalid values.
    pub fn from_json(json: &str) -> Result<Rules> {
        let f: RulesFile =
            serde_json::from_str(json).map_err(|e| Error::rules(format!("bad rules file: {e}")))?;
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
