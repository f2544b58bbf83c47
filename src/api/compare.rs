//! `compare`: the same shoe and bets under several rule sets, side by side.
//!
//! A separate question rather than `odds` with several rule sets: `odds` reports one rule
//! set in full (its JSON has one `rules` and one `outcomes`), while a comparison is a
//! different shape, one column per rule set with differences against the first.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::{select_bets, shoe_of, BetsChoice, OutcomeReport, Prepared, RulesChoice};
use crate::analysis::{Priced, PricedBets};
use crate::bets::{Bet, Winner};
use crate::enumerate::enumerate;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::ratio::{to_f64, Count, Exact};
use crate::rules::{Rules, PRESETS};
use num_rational::BigRational;
use serde::Serialize;

question! {
    shoe;
    /// The question `compare` answers: each bet's house edge under several rule sets.
    #[derive(Default)]
    pub struct CompareRequest {
        /// The rule sets; the first is the baseline (default: every preset).
        pub rules: Vec<RulesChoice>,
        /// The bets (default `main`).
        pub bets: BetsChoice,
        /// Custom bets, priced after the others.
        pub custom_bets: Vec<Bet>,
    }
}

impl CompareRequest {
    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet; an empty rule set name; a rule set given twice.
    pub fn run(&self) -> Result<CompareReport> {
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let sets = self.rule_sets()?;
        let mut outcomes = Vec::new();
        let mut priced: Vec<PricedBets> = Vec::new();
        let mut combinations = Count::from(0u32);
        for rules in &sets {
            let bets = select_bets(&self.bets, &self.custom_bets, rules)?;
            let prepared = Prepared::of(rules, &bets)?;
            let pricer = prepared.pricer();
            let table = enumerate(&shoe, rules, pricer.pair_flags());
            combinations = Count::from(table.total().clone());
            outcomes.push(RuleOutcomes {
                rules: rules.name().to_string(),
                punto: OutcomeReport::of(&table, Winner::Punto),
                banco: OutcomeReport::of(&table, Winner::Banco),
                tie: OutcomeReport::of(&table, Winner::Tie),
            });
            priced.push(pricer.price_table(&shoe, &table));
        }
        let bets = (0..priced[0].len())
            .map(|i| {
                let base = priced[0][i].result().map(|r| r.house_edge());
                CompareBet {
                    bet: BetId {
                        id: priced[0][i].id().to_string(),
                        name: priced[0][i].name().to_string(),
                    },
                    results: sets
                        .iter()
                        .zip(&priced)
                        .enumerate()
                        .map(|(k, (r, p))| cell(r.name(), &p[i], base.as_ref().filter(|_| k > 0)))
                        .collect(),
                }
            })
            .collect();
        Ok(CompareReport {
            engine: "exact",
            shoe: ShoeEcho::new(&spec, &shoe),
            baseline: sets[0].name().to_string(),
            rules: sets.iter().map(RulesEcho::new).collect(),
            combinations,
            outcomes,
            bets,
        })
    }

    /// The rule sets, refusing an empty name or a rule set given twice.
    fn rule_sets(&self) -> Result<Vec<Rules>> {
        let choices: Vec<RulesChoice> = if self.rules.is_empty() {
            PRESETS.iter().map(|p| RulesChoice::from(*p)).collect()
        } else {
            self.rules.clone()
        };
        let mut out: Vec<Rules> = Vec::new();
        for c in &choices {
            let r = match c {
                RulesChoice::Preset(n) if n.trim().is_empty() => {
                    return Err(Error::named(
                        ErrorKind::BadRules,
                        Input::Rules,
                        " has an empty item; give comma-separated presets or files",
                    )
                    .with_value(n.as_str())
                    .with_allowed("comma-separated presets or files"))
                }
                RulesChoice::Preset(n) => super::preset(n.trim())?,
                other => other.resolve()?,
            };
            if out.iter().any(|o| o.name() == r.name()) {
                return Err(Error::templated(
                    ErrorKind::BadRules,
                    vec![
                        format!("rule set '{}' is given twice in ", r.name()).into(),
                        Input::Rules.into(),
                        "; each rule set needs its own name".into(),
                    ],
                )
                .with_value(r.name())
                .with_allowed("each rule set once, under its own name"));
            }
            out.push(r);
        }
        Ok(out)
    }
}

/// Punto, Banco and Égalité under one rule set.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RuleOutcomes {
    /// Name of the rule set.
    pub rules: String,
    /// Punto wins.
    pub punto: OutcomeReport,
    /// Banco wins.
    pub banco: OutcomeReport,
    /// Égalité.
    pub tie: OutcomeReport,
}

/// One bet under one rule set.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CompareCell {
    /// Name of the rule set.
    pub rules: String,
    /// False when the bet cannot be priced for this shoe (then `reason` says why).
    pub priceable: bool,
    /// Why the bet cannot be priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Expected value per unit staked, exact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev: Option<Exact>,
    /// House edge (−EV), exact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_edge: Option<Exact>,
    /// House edge in percent of the stake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub house_edge_percent: Option<f64>,
    /// This house edge minus the baseline's, exact; absent for the baseline itself and
    /// when either is not priceable.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference: Option<Exact>,
    /// The same in percentage points.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference_percent: Option<f64>,
}

/// One bet across the rule sets.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CompareBet {
    /// The bet's id and name.
    #[serde(flatten)]
    pub bet: BetId,
    /// One entry per rule set, in the order given.
    pub results: Vec<CompareCell>,
}

/// The result of `compare`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CompareReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Name of the first rule set, the one differences are taken against.
    pub baseline: String,
    /// Every rule set compared, in full, in the order given.
    pub rules: Vec<RulesEcho>,
    /// Ordered six-card sequences in all (the same under every rule set).
    pub combinations: Count,
    /// Punto, Banco and Égalité win probabilities under each rule set.
    pub outcomes: Vec<RuleOutcomes>,
    /// Every selected bet under every rule set.
    pub bets: Vec<CompareBet>,
}

fn cell(rules: &str, p: &Priced, base: Option<&BigRational>) -> CompareCell {
    let edge = p.result().map(|r| r.house_edge());
    let diff = match (&edge, base) {
        (Some(e), Some(b)) => Some(e - b),
        _ => None,
    };
    CompareCell {
        rules: rules.to_string(),
        priceable: edge.is_some(),
        reason: match p {
            Priced::NotPriceable { reason, .. } => Some(reason.clone()),
            Priced::Ok(_) => None,
        },
        ev: edge.as_ref().map(|e| Exact(-e)),
        house_edge: edge.as_ref().map(Exact::from),
        house_edge_percent: edge.as_ref().map(|e| 100.0 * to_f64(e)),
        difference: diff.as_ref().map(Exact::from),
        difference_percent: diff.as_ref().map(|d| 100.0 * to_f64(d)),
    }
}
