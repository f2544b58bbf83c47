//! `solve` answered: its report carries the open line, the pays and the formula in words
//! (the JSON's `event`, `pays_shown`, `formula`, `reason`), so it is built here, above the
//! question ([`crate::api::SolveRequest`]) whose values it holds.

use crate::analysis::{edge_of_pay, EdgeOfPay};
use crate::api::{parse_percent, shoe_of, EdgeAtPay, SolveReport, SolveRequest};
use crate::bets::{builtin, Bet};
use crate::error::{Error, ErrorKind, Input, Result};
use crate::ratio::{to_f64, Exact};
use crate::report::{event_words, fmt};
use num_rational::BigRational;
use num_traits::Signed;

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
    /// assert_eq!(r.pays_nearby[0].house_edge.to_string(), "1/20");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<SolveReport> {
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
        let f = edge_of_pay(&shoe, &rules, &bet, self.line)?;
        Ok(SolveReport::new(&f, &bet, &target))
    }
}

fn at(f: &EdgeOfPay, label: &str, pay: &BigRational) -> EdgeAtPay {
    let edge = f.edge_at(pay);
    EdgeAtPay {
        label: label.into(),
        pays: Exact::from(pay),
        // A solved pay is often a long fraction: shown as a decimal, exact in `pays`.
        pays_shown: if pay.denom() > &1000.into() {
            format!("{}:1", fmt::dec(pay, 4))
        } else {
            fmt::pays(pay)
        },
        house_edge: Exact(edge.clone()),
        house_edge_percent: 100.0 * to_f64(&edge),
    }
}

impl SolveReport {
    /// Reports the solution of `f` (made from `bet`) for the house edge `target`.
    pub fn new(f: &EdgeOfPay, bet: &Bet, target: &BigRational) -> SolveReport {
        let pay = f.pay_for_edge(target);
        let written = &bet.lines[f.line - 1].pays;
        let mut nearby = Vec::new();
        if let Some(p) = &pay {
            nearby.push(at(f, "solved", p));
            if !p.is_integer() {
                nearby.push(at(f, "rounded down", &p.floor()));
                nearby.push(at(f, "rounded up", &p.ceil()));
            }
        }
        nearby.push(at(f, "as written", written));
        let reason = pay.is_none().then(|| {
            if f.line_probability.is_positive() {
                format!(
                    "even a push on line {} leaves the house {}, less than the {} asked for; \
                     pays cannot be negative",
                    f.line,
                    fmt::pct(&f.edge_at_push, 4),
                    fmt::pct(target, 4)
                )
            } else {
                format!(
                    "line {} never decides the bet on this shoe (an earlier line always \
                     matches first, or the event cannot happen), so its pay changes nothing",
                    f.line
                )
            }
        });
        SolveReport {
            id: f.id.clone(),
            name: f.name.clone(),
            line: f.line,
            event: event_words(&bet.lines[f.line - 1].when),
            target_edge: Exact::from(target),
            pays_decimal: pay.as_ref().map(to_f64),
            pays: pay.as_ref().map(Exact::from),
            reason,
            edge_at_push: Exact::from(&f.edge_at_push),
            line_probability: Exact::from(&f.line_probability),
            formula: format!(
                "house edge(p) = {} − {} × p",
                fmt::exact(&f.edge_at_push),
                fmt::exact(&f.line_probability)
            ),
            pays_nearby: nearby,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::edge_of_pay;
    use crate::rules::Rules;
    use crate::shoe::Shoe;

    #[test]
    fn the_report_lists_the_solution_and_the_whole_pays_around_it() {
        let rules = Rules::preset("standard").unwrap();
        let tie = builtin("tie", &rules).unwrap();
        let f = edge_of_pay(&Shoe::with_decks(8).unwrap(), &rules, &tie, 1).unwrap();
        let target = BigRational::new(5.into(), 100.into());
        let r = SolveReport::new(&f, &tie, &target);
        let labels: Vec<&str> = r.pays_nearby.iter().map(|p| p.label.as_str()).collect();
        assert_eq!(
            labels,
            ["solved", "rounded down", "rounded up", "as written"]
        );
        // The solved pay is 8.98...: the whole pays around it are 8 and 9.
        assert_eq!(r.pays_nearby[1].pays.to_string(), "8");
        assert_eq!(r.pays_nearby[2].pays.to_string(), "9");
        assert_eq!(r.pays_nearby[0].house_edge.to_string(), "1/20");
        assert!(r.reason.is_none());
    }
}
