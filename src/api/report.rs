//! `report`: the par sheet of a rule set and shoe, for regulators and test labs.
//! [`ReportRequest::run`] answers it with values ([`ReportAnswer`]: every figure of the
//! sheet, `analysis::Audit`); the sheet is a document in words, built from them in the
//! report layer (`report::ParSheet::from_answer`). This also holds the question's canonical
//! command line.

use super::{exposure_values, select_bets, shoe_of, BetsChoice};
use crate::analysis::{Audit, Unpriceable};
use crate::error::Result;
use crate::leak::{Exposure, LeakValue};
use crate::rules::Rules;
use crate::shoe::{Shoe, ShoeSpec, DEFAULT_DECKS};
use num_rational::BigRational;

question! {
    table(Option<BetsChoice>), shoe;
    /// The question `report` answers: the full par sheet of one rule set and shoe (the
    /// bets, when left out: every built-in bet the shoe can price).
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = ReportBody, example = json!({"decks": 8, "rules": "ez"})))]
    pub struct ReportRequest {
        /// A ceiling on the house edge, in percent of the stake (`"2"` or `"2%"`): bets above it
        /// are named in the findings.
        pub max_edge: Option<String>,
        /// The command line recorded in the sheet for reproduction [default: the canonical
        /// `punto-banco report` command of this request].
        pub command: Option<String>,
        /// Add the section on information leaks: what each named exposure of a dealing
        /// procedure (a flashed card, sorted cards) is worth to a player.
        pub leaks: bool,
    }
}

/// The answer of a [`ReportRequest`], in values: the shoe and rules it was asked for, the
/// command line recorded for reproduction, every figure of the par sheet, and (with
/// `leaks`) the value of each named exposure. `report::ParSheet::from_answer` words it.
#[derive(Debug, Clone)]
pub struct ReportAnswer {
    /// The shoe as asked for.
    pub spec: ShoeSpec,
    /// The shoe.
    pub shoe: Shoe,
    /// The rule set.
    pub rules: Rules,
    /// The command line recorded for reproduction.
    pub command: String,
    /// Every figure of the sheet.
    pub audit: Audit,
    /// The value of each named exposure of a dealing procedure, when asked for.
    pub exposures: Option<Vec<(Exposure, LeakValue)>>,
}

impl ReportRequest {
    /// Validates the request and computes every figure of the par sheet.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::ReportRequest;
    /// use punto_banco::report::ParSheet;
    /// let req = ReportRequest { decks: Some(1), bets: Some("main".into()), ..Default::default() };
    /// let sheet = ParSheet::from_answer(&req.run()?);
    /// assert!(sheet.verified());
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<ReportAnswer> {
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let all_by_default = self.bets.is_none();
        let choice = self.bets.clone().unwrap_or_else(|| "all".into());
        let bets = select_bets(&choice, &self.custom_bets, &rules)?;
        let command = match &self.command {
            Some(c) => c.clone(),
            None => {
                let bets = match &choice {
                    BetsChoice::Text(s) => s.clone(),
                    BetsChoice::List(v) => v.join(","),
                };
                canonical_command(rules.name(), self, &bets, None)
            }
        };
        let unpriceable = if all_by_default {
            Unpriceable::Drop
        } else {
            Unpriceable::Keep
        };
        let max_edge = self.max_edge.as_deref().map(parse_percent).transpose()?;
        let audit = Audit::new(&shoe, &rules, &bets, unpriceable, max_edge.as_ref())?;
        let exposures = match self.leaks {
            true => Some(exposure_values(&shoe, &rules)?),
            false => None,
        };
        Ok(ReportAnswer {
            spec,
            shoe,
            rules,
            command,
            audit,
            exposures,
        })
    }
}

/// Reads a percentage of the stake (`"2"`, `"2%"`, `"1.5 %"`, `"-1"`) as an exact fraction.
///
/// # Errors
/// [`crate::ErrorKind::BadNumber`] naming the value when it is not a decimal number.
pub fn parse_percent(text: &str) -> Result<BigRational> {
    let t = text.trim();
    let t = t.strip_suffix('%').unwrap_or(t).trim();
    crate::ratio::parse_ratio(t)
        .map(|p| p / BigRational::from_integer(100.into()))
        .ok_or_else(|| {
            crate::error::Error::number(format!(
                "house edge '{text}' is not a percentage; write a number such as 5, 5% or 1.25%"
            ))
        })
}

/// Quotes a word for a POSIX shell when it holds anything but safe characters.
fn shell_word(s: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "_-.,=/:+@%".contains(c);
    if !s.is_empty() && s.chars().all(safe) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// The canonical command line of a par sheet: every input spelled out (the deck count
/// even when defaulted), output options left out, so that it is the same however the
/// report was asked for and reproduces the same JSON. `rules` is the rule set as named on
/// the command line (a preset or a file), `bets` the `--bets` value.
pub fn canonical_command(
    rules: &str,
    req: &ReportRequest,
    bets: &str,
    bets_file: Option<&str>,
) -> String {
    let mut words = vec!["punto-banco".to_string(), "report".into()];
    let mut flag = |name: &str, value: &str| {
        words.push(format!("--{name}"));
        words.push(shell_word(value));
    };
    flag("rules", rules);
    match &req.shoe {
        Some(counts) => flag("shoe", counts),
        None => flag("decks", &req.decks.unwrap_or(DEFAULT_DECKS).to_string()),
    }
    if let Some(removed) = &req.removed {
        flag("removed", removed);
    }
    flag("bets", bets);
    if let Some(file) = bets_file {
        flag("bets-file", file);
    }
    if let Some(max) = &req.max_edge {
        flag("max-edge", max);
    }
    if req.leaks {
        let switch = "leaks";
        words.push(format!("--{switch}"));
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shell_words_are_quoted_only_when_needed() {
        assert_eq!(shell_word("standard"), "standard");
        assert_eq!(shell_word("main,dragon_7"), "main,dragon_7");
        assert_eq!(shell_word("5 5 K"), "'5 5 K'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }
}
