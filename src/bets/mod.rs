//! Bets as data: a pay table of events, and the catalogue of built-in bets.

mod builtin;
mod scaled;

pub use crate::coup::{Coup, Event, OneOrMany, Pairs, PayLine, Scope, Winner};
#[cfg(test)]
pub(crate) use builtin::all_builtin;
pub use builtin::{builtin, builtin_ids, main_bets};
pub(crate) use scaled::ScaledPays;

use crate::error::{Error, Result};
use num_rational::BigRational;
use num_traits::Zero;
use serde::{Deserialize, Serialize};

/// A bet: an id, a name, and a pay table read top to bottom, the first matching line
/// deciding; a coup that matches no line loses the stake.
///
/// # Examples
/// ```
/// use punto_banco::Bet;
/// let json = r#"{"id": "dragon_7", "name": "Dragon 7",
///   "lines": [{"when": {"winner": "banco", "banco_total": 7, "banco_cards": 3}, "pays": "40"}]}"#;
/// let bet = Bet::from_json(json)?;
/// assert_eq!(bet.id, "dragon_7");
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bet {
    /// Stable identifier (`punto`, `banco`, `tie`, `dragon_7`, ...): lowercase letters,
    /// digits and underscores.
    pub id: String,
    /// Human-readable name.
    pub name: String,
    /// The pay table, first match wins; no match loses.
    #[serde(deserialize_with = "crate::json::objects")]
    pub lines: Vec<PayLine>,
}

impl Bet {
    /// Builds a bet and checks it.
    ///
    /// # Errors
    /// As [`Bet::validate`].
    pub fn new(id: &str, name: &str, lines: Vec<PayLine>) -> Result<Bet> {
        let bet = Bet {
            id: id.to_string(),
            name: name.to_string(),
            lines,
        };
        bet.validate()?;
        Ok(bet)
    }

    /// Reads one bet from JSON and checks it.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] for malformed JSON, unknown fields, bad events or pays.
    pub fn from_json(json: &str) -> Result<Bet> {
        let bet: Bet =
            crate::json::from_str(json).map_err(|e| Error::bet(format!("bad bet: {e}")))?;
        bet.validate()?;
        Ok(bet)
    }

    /// Checks the id, every event and every pay, and returns how the bet is priced.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] naming the bet and what is wrong.
    pub fn validate(&self) -> Result<Scope> {
        let id = &self.id;
        if id.is_empty()
            || !id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        {
            return Err(Error::bet(format!(
                "bet id '{id}' must be lowercase letters, digits and underscores"
            )));
        }
        // A bet's name reaches tables and messages: text only, as a rules file's fields.
        if let Some(c) = self.name.chars().find(|&c| crate::error::is_unsafe_char(c)) {
            return Err(Error::bet(format!(
                "bet {id} name '{}' holds the control character U+{:04X}; a bet's name is \
                 printable text (no control or bidirectional characters)",
                crate::error::escape_controls(&self.name),
                u32::from(c)
            )));
        }
        if self.lines.is_empty() {
            return Err(Error::bet(format!("bet {id} has an empty pay table")));
        }
        let mut scopes = Vec::new();
        for (i, line) in self.lines.iter().enumerate() {
            if line.pays < BigRational::zero() {
                return Err(Error::bet(format!(
                    "bet {id} line {} pays {}; pays must be 0 (push) or more",
                    i + 1,
                    line.pays
                )));
            }
            let scope = line
                .when
                .validate()
                .map_err(|e| Error::bet(format!("bet {id} line {}: {e}", i + 1)))?;
            scopes.push(scope);
        }
        let perfect = scopes.contains(&Scope::PerfectPairs);
        let coup = scopes
            .iter()
            .any(|s| matches!(s, Scope::Coup | Scope::CoupWithPairs));
        let pairs = scopes
            .iter()
            .any(|s| matches!(s, Scope::Pairs | Scope::CoupWithPairs));
        Ok(match (perfect, coup, pairs) {
            (true, true, _) => {
                return Err(Error::bet(format!(
                    "bet {id} mixes perfect-pair lines with coup lines; \
                     a perfect-pair bet may use only pair conditions"
                )))
            }
            (true, false, _) => Scope::PerfectPairs,
            (false, true, true) => Scope::CoupWithPairs,
            (false, true, false) => Scope::Coup,
            (false, false, _) => Scope::Pairs,
        })
    }
}

/// Reads a JSON file of custom bets: either one bet object or `{"bets": [...]}`.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] for malformed JSON or an invalid bet.
pub fn bets_from_json(json: &str) -> Result<Vec<Bet>> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        #[serde(deserialize_with = "crate::json::objects")]
        bets: Vec<Bet>,
    }
    let bets = match crate::json::from_str::<File>(json) {
        Ok(f) => f.bets,
        Err(e1) => match crate::json::from_str::<Bet>(json) {
            Ok(b) => vec![b],
            Err(e2) => {
                // Text that is not JSON at all (NaN, nesting past the limit) has that for
                // its cause; else report the error of the form the file was meant to have.
                let json = json.strip_prefix('\u{feff}').unwrap_or(json);
                let e = match serde_json::from_str::<serde_json::Value>(json) {
                    Err(syntax) => syntax,
                    Ok(v) if v.get("bets").is_some() => e1,
                    Ok(_) => e2,
                };
                return Err(Error::bet(format!("bad bets file: {e}")));
            }
        },
    };
    for b in &bets {
        b.validate()?;
    }
    Ok(bets)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_and_non_numeric_pays_are_refused() {
        let e = Bet::from_json(r#"{"id":"x","name":"X","lines":[{"when":{},"pays":"-2"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("pays -2"), "{e}");
        let e = Bet::from_json(r#"{"id":"x","name":"X","lines":[{"when":{},"pays":"lots"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("'lots'"), "{e}");
    }

    #[test]
    fn unknown_event_fields_are_refused() {
        let e = Bet::from_json(
            r#"{"id":"x","name":"X","lines":[{"when":{"banco_colour":"red"},"pays":"1"}]}"#,
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("banco_colour"), "{e}");
    }

    #[test]
    fn a_single_bad_bet_reports_its_own_error() {
        let e = bets_from_json(r#"{"id":"x","name":"X","lines":[{"when":{},"pays":"lots"}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("'lots'"), "{e}");
        let e = bets_from_json(r#"{"bets":[{"id":"x","name":"X","lines":[],"odd":1}]}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("odd"), "{e}");
    }

    #[test]
    fn bad_ids_are_refused() {
        let e = Bet::new("Bad Id", "x", vec![]).unwrap_err().to_string();
        assert!(e.contains("'Bad Id'"), "{e}");
    }
}
