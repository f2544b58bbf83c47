//! `solve`: the designer's question — the pay of one line of a bet that gives a target
//! house edge, and the edge as a (linear) function of that pay.

use super::{shoe_of, RulesChoice};
use crate::analysis::edge_of_pay;
use crate::bets::{builtin, Bet};
use crate::error::{Error, ErrorKind, Input, Result};
use crate::report::SolveReport;

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

impl SolveRequest {
    /// Validates the request and solves for the pay.
    ///
    /// # Errors
    /// An invalid shoe, rule set, bet, line or percentage.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::SolveRequest;
    /// let r = SolveRequest { decks: Some(8), bet: Some("tie".into()), line: 1,
    ///     edge: "5%".into(), ..Default::default() }.run()?;
    /// assert_eq!(r.pays_nearby[0].house_edge, "1/20");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<SolveReport> {
        let (_, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let rules = self.rules.resolve()?;
        let target = super::parse_percent(&self.edge)?;
        let bet = match (&self.bet, self.custom_bets.as_slice()) {
            (Some(id), custom) => match custom.iter().find(|b| &b.id == id) {
                Some(b) => b.clone(),
                None => builtin(id, &rules).ok_or_else(|| {
                    Error::bet(format!(
                        "bet '{id}' is neither a built-in bet nor in the bets file"
                    ))
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
        let f = edge_of_pay(&shoe, &rules, &bet, self.line)?;
        Ok(SolveReport::new(&f, &bet, &target))
    }
}
