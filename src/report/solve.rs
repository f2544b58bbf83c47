//! `solve` worded: its report carries the open line, the pays and the formula in words
//! (the JSON's `event`, `pays_shown`, `formula`, `reason`), built here from the values of
//! the answer ([`crate::api::Solution`], `SolveRequest::run`).

use crate::analysis::EdgeOfPay;
use crate::api::Solution;
use crate::coup::Event;
use crate::ratio::{to_f64, Exact};
use crate::report::{event_words, fmt};
use num_rational::BigRational;
use num_traits::Signed;
use serde::{Serialize, Serializer};

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
    /// The open line's event: the JSON writes it in English words ([`event_words`]), the
    /// tables in their language.
    #[serde(serialize_with = "in_words")]
    pub event: Event,
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
    /// The report of `solution`: the solved pay, the whole pays around it and the pay as
    /// written, in words.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::SolveRequest;
    /// use punto_banco::report::SolveReport;
    /// let s = SolveRequest { decks: Some(8), bet: Some("tie".into()), line: 1,
    ///     edge: "5%".into(), ..Default::default() }.run()?;
    /// let r = SolveReport::new(&s);
    /// assert_eq!(r.pays_nearby[0].house_edge.to_string(), "1/20");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn new(solution: &Solution) -> SolveReport {
        let (f, bet, target) = (&solution.edge_of_pay, &solution.bet, &solution.target);
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
            event: bet.lines[f.line - 1].when.clone(),
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

/// An event as the JSON words it ([`event_words`]: `Banco wins, Banco total 7`).
fn in_words<S: Serializer>(event: &Event, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&event_words(event))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::edge_of_pay;
    use crate::bets::builtin;
    use crate::rules::Rules;
    use crate::shoe::Shoe;

    #[test]
    fn the_report_lists_the_solution_and_the_whole_pays_around_it() {
        let rules = Rules::preset("standard").unwrap();
        let tie = builtin("tie", &rules).unwrap();
        let f = edge_of_pay(&Shoe::with_decks(8).unwrap(), &rules, &tie, 1).unwrap();
        let target = BigRational::new(5.into(), 100.into());
        let r = SolveReport::new(&Solution {
            bet: tie,
            edge_of_pay: f,
            target,
        });
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
