//! `solve`: the designer's question — the pay of one line of a bet that gives a target
//! house edge, and the edge as a (linear) function of that pay. [`SolveRequest::run`]
//! answers it with values ([`Solution`]); the report in words, with the open line and the
//! formula (`report::SolveReport`), is built from them in the report layer.

use super::{parse_percent, shoe_of, RulesChoice};
use crate::analysis::{edge_of_pay, EdgeOfPay};
use crate::bets::{builtin, Bet};
use crate::error::{Error, ErrorKind, Input, Result};
use num_rational::BigRational;

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

/// The answer of a [`SolveRequest`], in values: the bet, the house edge as a function of
/// the open line's pay, and the edge asked for (`report::SolveReport` words it).
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// The bet solved, its pay table as written.
    pub bet: Bet,
    /// The house edge as a (linear) function of the open line's pay.
    pub edge_of_pay: EdgeOfPay,
    /// The target house edge, as a fraction of the stake.
    pub target: BigRational,
}

impl SolveRequest {
    /// Validates the request and solves for the pay.
    ///
    /// # Errors
    /// An invalid shoe, rule set, bet, line or percentage.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::SolveRequest;
    /// let s = SolveRequest { decks: Some(8), bet: Some("tie".into()), line: 1,
    ///     edge: "5%".into(), ..Default::default() }.run()?;
    /// let pay = s.edge_of_pay.pay_for_edge(&s.target).unwrap();
    /// assert_eq!(s.edge_of_pay.edge_at(&pay).to_string(), "1/20");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<Solution> {
        let (_, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let target = parse_percent(&self.edge)?;
        let bet = match (&self.bet, self.custom_bets.as_slice()) {
            (Some(id), custom) => match custom.iter().find(|b| &b.id == id) {
                Some(b) => b.clone(),
                None => builtin(id, &rules).ok_or_else(|| {
                    Error::named(
                        ErrorKind::BadBet,
                        Input::Bet,
                        format!(" '{id}' is neither a built-in bet nor in the bets file"),
                    )
                })?,
            },
            (None, [one]) => one.clone(),
            (None, []) => {
                return Err(Error::templated(
                    ErrorKind::BadBet,
                    vec![
                        "no bet to solve: give ".into(),
                        Input::Bet.into(),
                        " ID or a ".into(),
                        Input::CustomBets.into(),
                        " with one bet".into(),
                    ],
                )
                .with_allowed("a bet id, or exactly one custom bet"))
            }
            (None, many) => {
                let ids: Vec<&str> = many.iter().map(|b| b.id.as_str()).collect();
                return Err(Error::templated(
                    ErrorKind::BadBet,
                    vec![
                        format!(
                            "the bets file has {} bets ({}); choose one with ",
                            many.len(),
                            ids.join(", ")
                        )
                        .into(),
                        Input::Bet.into(),
                        " ID".into(),
                    ],
                )
                .with_value(ids.join(","))
                .with_allowed("one bet id"));
            }
        };
        let edge_of_pay = edge_of_pay(&shoe, &rules, &bet, self.line)?;
        Ok(Solution {
            bet,
            edge_of_pay,
            target,
        })
    }
}
