//! `solve`: the designer's question — the pay of one line of a bet that gives a target
//! house edge, and the edge as a (linear) function of that pay. The report carries the
//! open line and the formula in words, so the question is answered in the report layer
//! (`report/solve.rs`: `SolveRequest::run`).

use super::RulesChoice;
use crate::bets::Bet;
use crate::ratio::Exact;
use serde::Serialize;

question! {
    shoe;
    /// The question `solve` answers.
    #[derive(Default)]
    pub struct SolveRequest {
        /// The rule set (default `standard`).
        pub rules: RulesChoice,
        /// The bet to solve: a built-in id or the id of one of `custom_bets` [default: the one
        /// custom bet when there is exactly one].
        pub bet: Option<String>,
        /// Custom bets (from `--bets-file`).
        pub custom_bets: Vec<Bet>,
        /// The open line, counted from 1 in the order of the pay table; what it pays in the bet
        /// is ignored.
        pub line: usize,
        /// The target house edge, in percent of the stake (`"5"` or `"5%"`).
        pub edge: String,
    }
}

/// The house edge at one pay of the open line.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EdgeAtPay {
    /// Why this pay is listed: `solved`, `as written`, `rounded down`, `rounded up`.
    pub label: String,
    /// The pay, net to 1, exact.
    pub pays: Exact,
    /// The pay as a casino writes it (`40:1`; a fraction with a denominator above 1,000 as
    /// a decimal to 4 places, `8.9836:1`).
    pub pays_shown: String,
    /// House edge at this pay, exact.
    pub house_edge: Exact,
    /// House edge in percent of the stake, decimal.
    pub house_edge_percent: f64,
}

/// The pay of one line of a bet that gives a target house edge. Serialized, it is the JSON
/// form of `punto-banco solve`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolveReport {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// The open line, counted from 1.
    pub line: usize,
    /// The open line's event, in words.
    pub event: String,
    /// The target house edge, exact.
    pub target_edge: Exact,
    /// The exact pay (net, to 1) giving the target edge; absent when no pay of 0 or more
    /// does (see `reason`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pays: Option<Exact>,
    /// The same pay as a decimal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pays_decimal: Option<f64>,
    /// Why no pay reaches the target.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// House edge when the open line pays 0 (a push), exact: the intercept of the line.
    pub edge_at_push: Exact,
    /// Probability that the open line decides the bet, exact: the slope of the line.
    pub line_probability: Exact,
    /// The edge as a function of the pay p, in words:
    /// `house edge(p) = edge_at_push − line_probability × p`.
    pub formula: String,
    /// The edge at the solved pay, the pay written in the bet, and the whole pays around
    /// the solved one.
    pub pays_nearby: Vec<EdgeAtPay>,
}
