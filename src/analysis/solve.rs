//! The designer's question: what pay on one line of a bet gives a target house edge.
//!
//! A bet's expected value is a sum over its pay lines, `Σ P_i · pays_i − P_lose`, and the
//! line that decides a coup does not depend on what the lines pay (the first matching line
//! decides). So with every other line fixed, the house edge is a *linear* function of the
//! pay `p` of one line `k`:
//!
//! ```text
//! edge(p) = edge(0) − P_k · p
//! ```
//!
//! where `edge(0)` is the house edge when line k pays 0 (a push) and `P_k` the probability
//! that line k decides the bet. The pay giving a target edge `e` follows exactly:
//! `p = (edge(0) − e) / P_k`.

use super::ev::price_bet;
use crate::bets::Bet;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::ratio::fraction;
use crate::rules::Rules;
use crate::shoe::Shoe;
use num_rational::BigRational;
use num_traits::{Signed, Zero};

/// The house edge of a bet as a function of the pay of one of its lines, exactly.
///
/// # Formula
/// ```text
/// edge(p) = edge_at_push − line_probability · p
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct EdgeOfPay {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// The open line, counted from 1 in the order of the pay table.
    pub line: usize,
    /// House edge when the open line pays 0 (a push): the intercept.
    pub edge_at_push: BigRational,
    /// Probability that the open line decides the bet: the slope (with a minus sign).
    pub line_probability: BigRational,
}

impl EdgeOfPay {
    /// The house edge when the open line pays `pay` to 1.
    pub fn edge_at(&self, pay: &BigRational) -> BigRational {
        &self.edge_at_push - &self.line_probability * pay
    }

    /// The exact pay (to 1) giving house edge `target`, or `None` when no pay of 0 or
    /// more does: the line never decides, or even a push on it leaves the house less than
    /// `target`.
    pub fn pay_for_edge(&self, target: &BigRational) -> Option<BigRational> {
        if self.line_probability.is_zero() {
            return None;
        }
        let pay = (&self.edge_at_push - target) / &self.line_probability;
        (!pay.is_negative()).then_some(pay)
    }
}

/// The house edge of `bet` as a linear function of the pay of its line `line` (counted
/// from 1), for `shoe` under `rules`. Whatever the line pays in `bet` is ignored.
///
/// # Errors
/// [`crate::ErrorKind::BadBet`] when `line` is not one of the bet's lines;
/// [`crate::ErrorKind::BadBet`] for an invalid bet; [`crate::ErrorKind::NotPriceable`]
/// when the shoe lacks what the bet needs.
///
/// # Examples
/// ```
/// use punto_banco::analysis::edge_of_pay;
/// use punto_banco::{builtin, Rules, Shoe};
/// use num_rational::BigRational;
///
/// let rules = Rules::preset("standard")?;
/// let tie = builtin("tie", &rules).expect("built in");
/// let f = edge_of_pay(&Shoe::with_decks(8)?, &rules, &tie, 1)?;
/// // Égalité at 8:1 has a house edge of 14.36%; what pay gives 5%?
/// let pay = f.pay_for_edge(&BigRational::new(5.into(), 100.into())).expect("reachable");
/// assert_eq!(format!("{:.4}", punto_banco::to_f64(&pay)), "8.9836");
/// assert_eq!(f.edge_at(&pay), BigRational::new(5.into(), 100.into()));
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn edge_of_pay(shoe: &Shoe, rules: &Rules, bet: &Bet, line: usize) -> Result<EdgeOfPay> {
    let n = bet.lines.len();
    if line == 0 || line > n {
        let allowed = if n == 1 {
            "1".to_string()
        } else {
            format!("1 to {n}")
        };
        return Err(Error::named(
            ErrorKind::BadBet,
            Input::Line,
            format!(
                " {line} is not a line of bet {}; it has {n} pay line{}: use {allowed}",
                bet.id,
                if n == 1 { "" } else { "s" }
            ),
        ));
    }
    let mut open = bet.clone();
    open.lines[line - 1].pays = BigRational::zero();
    let r = price_bet(shoe, rules, &open)?;
    Ok(EdgeOfPay {
        id: bet.id.clone(),
        name: bet.name.clone(),
        line,
        edge_at_push: r.house_edge(),
        line_probability: fraction(&r.lines[line - 1].count, &r.total),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::{builtin, builtin_ids};

    fn q(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn the_solved_pay_prices_to_the_target_edge_exactly() {
        // Independent check: put the solved pay into the bet and price it from scratch.
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(6).unwrap();
        for id in ["tie", "dragon_7", "panda_8", "punto_pair"] {
            let bet = builtin(id, &rules).unwrap();
            let f = edge_of_pay(&shoe, &rules, &bet, 1).unwrap();
            for target in [q(5, 100), q(1, 100), q(-2, 100)] {
                let pay = f.pay_for_edge(&target).unwrap();
                let mut priced = bet.clone();
                priced.lines[0].pays = pay;
                let r = price_bet(&shoe, &rules, &priced).unwrap();
                assert_eq!(r.house_edge(), target, "{id}");
            }
        }
    }

    #[test]
    fn the_edge_is_linear_in_the_pay() {
        // edge(p) from the formula equals the priced edge at several pays of every line.
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(1).unwrap();
        for id in builtin_ids() {
            let bet = builtin(id, &rules).unwrap();
            if bet.validate().unwrap() == crate::bets::Scope::PerfectPairs {
                continue;
            }
            for line in 1..=bet.lines.len() {
                let f = edge_of_pay(&shoe, &rules, &bet, line).unwrap();
                for pay in [q(0, 1), q(3, 2), q(40, 1)] {
                    let mut b = bet.clone();
                    b.lines[line - 1].pays = pay.clone();
                    let r = price_bet(&shoe, &rules, &b).unwrap();
                    assert_eq!(f.edge_at(&pay), r.house_edge(), "{id} line {line}");
                }
            }
        }
    }

    #[test]
    fn the_published_tie_pay_is_recovered_from_its_edge() {
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(8).unwrap();
        let tie = builtin("tie", &rules).unwrap();
        let edge = price_bet(&shoe, &rules, &tie).unwrap().house_edge();
        let f = edge_of_pay(&shoe, &rules, &tie, 1).unwrap();
        assert_eq!(f.pay_for_edge(&edge), Some(q(8, 1)));
    }

    #[test]
    fn the_pay_for_five_percent_follows_from_the_published_tie_count() {
        // Wizard of Odds: 475,627,426,473,216 ties in 4,998,398,275,503,360 sequences (8
        // decks). A tie bet paying p wins p·P and loses 1 − P, so edge(p) = 1 − P − p·P and
        // the pay for a 5% edge is (1 − P − 1/20) / P.
        let p = BigRational::new(
            475_627_426_473_216u64.into(),
            4_998_398_275_503_360u64.into(),
        );
        let want = (BigRational::from_integer(1.into()) - &p - q(1, 20)) / &p;
        let rules = Rules::preset("standard").unwrap();
        let tie = builtin("tie", &rules).unwrap();
        let f = edge_of_pay(&Shoe::with_decks(8).unwrap(), &rules, &tie, 1).unwrap();
        assert_eq!(f.line_probability, p);
        assert_eq!(f.pay_for_edge(&q(1, 20)), Some(want));
    }

    #[test]
    fn unreachable_targets_and_bad_lines_are_refused() {
        let rules = Rules::preset("standard").unwrap();
        let shoe = Shoe::with_decks(8).unwrap();
        let tie = builtin("tie", &rules).unwrap();
        let f = edge_of_pay(&shoe, &rules, &tie, 1).unwrap();
        // A push on every tie loses the stake on every other coup: edge 90.5%; 95% is out
        // of reach with a pay of 0 or more.
        assert_eq!(f.pay_for_edge(&q(95, 100)), None);
        let e = edge_of_pay(&shoe, &rules, &tie, 2).unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 2 is not a line of bet tie; it has 1 pay line: use 1"
        );
        assert!(edge_of_pay(&shoe, &rules, &tie, 0).is_err());
    }
}
