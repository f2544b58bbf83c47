//! The JSON form of a rule set, and the checks that turn it into a valid [`Rules`].

use super::{Rules, PUNTO_STOOD};
use crate::coup::PayLine;
use crate::error::{Error, Result};
use crate::ratio::parse_ratio;
use num_rational::BigRational;
use num_traits::{One, Zero};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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
    /// "Punto stood", as sheet 003 prints it. Keys are one digit; a key given twice is
    /// refused.
    #[serde(deserialize_with = "unique_rows")]
    pub banco_tableau: BTreeMap<String, String>,
    /// What a winning Punto bet pays to 1, exact (`"1"`).
    #[serde(deserialize_with = "exact_text")]
    pub punto_pays: String,
    /// The commission taken from a winning Banco bet (`"1/20"` = 5%; `"0"` for none).
    #[serde(deserialize_with = "exact_text")]
    pub banco_commission: String,
    /// What a winning Égalité (tie) bet pays to 1 (`"8"`).
    #[serde(deserialize_with = "exact_text")]
    pub tie_pays: String,
    /// On a tie, Punto and Banco bets push (`true`) or lose (`false`).
    pub tie_pushes: bool,
    /// Lines checked before the ordinary Punto pay (e.g. special pays); first match wins.
    #[serde(default, deserialize_with = "crate::json::objects")]
    pub punto_special: Vec<PayLine>,
    /// Lines checked before the ordinary Banco pay, e.g. EZ's push on a three-card 7.
    #[serde(default, deserialize_with = "crate::json::objects")]
    pub banco_special: Vec<PayLine>,
    /// Assumptions and notes shown with the rule set.
    #[serde(default)]
    pub notes: Vec<String>,
}

/// Reads the Banco tableau, refusing a row key given twice (JSON keeps the last silently).
fn unique_rows<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> std::result::Result<BTreeMap<String, String>, D::Error> {
    struct Rows;
    impl<'de> serde::de::Visitor<'de> for Rows {
        type Value = BTreeMap<String, String>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an object of rows such as {\"3\": \"TTTTTTTTRT T\"}")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(
            self,
            mut map: A,
        ) -> std::result::Result<Self::Value, A::Error> {
            let mut rows = BTreeMap::new();
            while let Some((k, v)) = map.next_entry::<String, String>()? {
                if rows.contains_key(&k) {
                    return Err(serde::de::Error::custom(format!(
                        "banco_tableau has the row '{k}' twice"
                    )));
                }
                rows.insert(k, v);
            }
            Ok(rows)
        }
    }
    d.deserialize_map(Rows)
}

/// Reads an exact number written as a string (`"19/20"`, `"8:1"`) or a JSON number (`8`)
/// as text; [`RulesFile::into_rules`] checks it, naming the field.
fn exact_text<'de, D: serde::Deserializer<'de>>(d: D) -> std::result::Result<String, D::Error> {
    struct Text;
    impl serde::de::Visitor<'_> for Text {
        type Value = String;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("an exact number such as \"8\", \"19/20\", \"0.95\" or \"8:1\"")
        }
        fn visit_str<E: serde::de::Error>(self, v: &str) -> std::result::Result<String, E> {
            Ok(v.to_string())
        }
        fn visit_i64<E: serde::de::Error>(self, v: i64) -> std::result::Result<String, E> {
            Ok(v.to_string())
        }
        fn visit_u64<E: serde::de::Error>(self, v: u64) -> std::result::Result<String, E> {
            Ok(v.to_string())
        }
        fn visit_f64<E: serde::de::Error>(self, v: f64) -> std::result::Result<String, E> {
            Ok(format!("{v}"))
        }
    }
    d.deserialize_any(Text)
}

/// Refuses control and bidirectional characters (escape sequences, bells, U+202E) in text
/// that reaches a terminal ([`crate::error::is_unsafe_char`], the one rule).
fn plain_text(field: &str, text: &str) -> Result<()> {
    match text.chars().find(|&c| crate::error::is_unsafe_char(c)) {
        Some(c) => Err(Error::rules(format!(
            "rules field {field} has the control character U+{:04X}; text fields take printable characters only",
            u32::from(c)
        ))),
        None => Ok(()),
    }
}

fn mask(field: &str, values: &[u8]) -> Result<[bool; 10]> {
    let mut m = [false; 10];
    for &v in values {
        if v > 9 {
            return Err(Error::rules(format!(
                "rules field {field} has total {v}; totals are 0 to 9"
            )));
        }
        if m[v as usize] {
            return Err(Error::rules(format!(
                "rules field {field} has total {v} twice; give each total once"
            )));
        }
        m[v as usize] = true;
    }
    Ok(m)
}

fn exact(field: &str, text: &str) -> Result<BigRational> {
    parse_ratio(text).ok_or_else(|| {
        Error::rules(format!(
            "rules field {field}: {}",
            crate::ratio::serde_ratio::not_exact(text)
        ))
    })
}

impl RulesFile {
    /// Checks the file and builds the rule set.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadRules`] naming the field and the value.
    pub fn into_rules(mut self) -> Result<Rules> {
        let naturals = mask("naturals", &self.naturals)?;
        let punto_draws = mask("punto_draws", &self.punto_draws)?;
        if let Some(t) = (0..10).find(|&t| naturals[t] && punto_draws[t]) {
            return Err(Error::rules(format!(
                "rules field punto_draws has {t}, which is a natural; naturals never draw"
            )));
        }
        let banco_draws = self.banco_draws(&naturals)?;
        let punto_pays = exact("punto_pays", &self.punto_pays)?;
        let banco_commission = exact("banco_commission", &self.banco_commission)?;
        let tie_pays = exact("tie_pays", &self.tie_pays)?;
        // One written form per value: "8:1", "8" and "8.0" all echo as "8".
        self.punto_pays = crate::ratio::ratio_string(&punto_pays);
        self.banco_commission = crate::ratio::ratio_string(&banco_commission);
        self.tie_pays = crate::ratio::ratio_string(&tie_pays);
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
        special_lines("punto_special", &self.punto_special)?;
        special_lines("banco_special", &self.banco_special)?;
        if self.name.trim().is_empty() {
            return Err(Error::rules("rules field name is empty"));
        }
        plain_text("name", &self.name)?;
        plain_text("description", &self.description)?;
        for note in &self.notes {
            plain_text("notes", note)?;
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

    /// The Banco tableau read and checked: a row (11 letters T or R) for every total that is
    /// not a natural, none for a natural.
    fn banco_draws(&self, naturals: &[bool; 10]) -> Result<[[bool; 11]; 10]> {
        let mut banco_draws = [[false; 11]; 10];
        for (key, row) in &self.banco_tableau {
            // One digit exactly: "04" or "+4" would be a second name for row 4.
            let t = match key.as_bytes() {
                [d @ b'0'..=b'9'] => usize::from(d - b'0'),
                _ => {
                    return Err(Error::rules(format!(
                        "banco_tableau row '{key}' is not a Banco total; write one digit 0 to 9"
                    )))
                }
            };
            if naturals[t] {
                return Err(Error::rules(format!(
                    "banco_tableau has a row for {t}, which is a natural; naturals never draw"
                )));
            }
            banco_draws[t] = tableau_row(t, row)?;
        }
        if let Some(t) =
            (0..10).find(|&t| !naturals[t] && !self.banco_tableau.contains_key(&t.to_string()))
        {
            return Err(Error::rules(format!(
                "banco_tableau is missing the row for Banco total {t}"
            )));
        }
        Ok(banco_draws)
    }
}

/// Row `t` of the Banco tableau: 11 letters T (draw) or R (stand), for Punto's third card
/// 0 to 9, then for Punto stood.
fn tableau_row(t: usize, row: &str) -> Result<[bool; 11]> {
    let letters: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
    if letters.len() != 11 {
        return Err(Error::rules(format!(
            "banco_tableau row {t} is '{row}'; it needs 11 letters T or R \
             (Punto's third card 0-9, then Punto stood)"
        )));
    }
    let mut draws = [false; 11];
    for (col, c) in letters.iter().enumerate() {
        draws[col] = match c.to_ascii_uppercase() {
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
    Ok(draws)
}

/// Checks the special pays of a main bet (`field`): at most 248 lines, none paying less
/// than 0, none on a perfect pair.
fn special_lines(field: &str, lines: &[PayLine]) -> Result<()> {
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
        let scope = line
            .when
            .validate()
            .map_err(|e| Error::rules(format!("rules field {field} line {}: {e}", i + 1)))?;
        // A main bet prices on the coup; suited pairs cannot join its pay table.
        if scope == crate::coup::Scope::PerfectPairs {
            return Err(Error::rules(format!(
                "rules field {field} line {} is on a perfect pair; special pays may use \
                 the coup and rank pairs, not suits",
                i + 1
            )));
        }
    }
    Ok(())
}
