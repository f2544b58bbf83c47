//! Programmes and promotions priced exactly: dead (non-negotiable) chips with their
//! commission, match-play and free-bet chips, and a loss rebate on a trip.
//!
//! # Method
//! Every figure comes from one bet's exact per-coup distribution ([`CoupOdds`]: each net
//! result per unit staked with its count of ordered six-card sequences, read from the
//! pricer's [`BetResult`]), for any rule set, any bet (side bets and custom bets too) and
//! any shoe. Coups are independent draws from that shoe, the published convention (a real
//! shoe's coups are not independent: the figures are those of the shoe as it stands).
//!
//! A bet with several winning lines (a side bet) wins on any line that pays more than 0,
//! and a win pays its line's pays; a line that pays 0 is a push; no line is a loss of the
//! stake. So `W = Σ P(line) · pays(line)` (lines paying more than 0) is the expected win
//! payment of one coup, which is `pays · P(win)` for a bet with one winning line:
//!
//! ```text
//! dead chip    life      = 1 / P(lose)                  wagers per chip, pushes counted
//!              house_win = 1 − W / P(lose)              per dead chip lost
//! match play   value     = (2 · W − P(lose)) / (1 − P(push))
//! free bet     value     = W / (1 − P(push))
//! ```
//!
//! The loss rebate on a trip ([`loss_rebate`]) is an optimal stopping problem solved
//! exactly by dynamic programming over the net result (`trip.rs`), with Jacobson's
//! Brownian-motion approximation beside it ([`jacobson`]).
//!
//! # Examples
//! ```
//! use punto_banco::promo::{chip_values, CoupOdds};
//! use punto_banco::{main_bets, Pricer, Rules, Shoe};
//! let rules = Rules::preset("standard")?;
//! let priced = Pricer::new(&rules, &main_bets(&rules))?.price(&Shoe::with_decks(8)?);
//! let punto = CoupOdds::of(priced.result("punto").expect("priced"));
//! let v = chip_values(&punto)?;
//! // The Wizard of Odds' match-play value on Player: 47.95%.
//! assert_eq!(format!("{:.2}", 100.0 * punto_banco::to_f64(&v.match_play)), "47.95");
//! # Ok::<(), punto_banco::Error>(())
//! ```

mod brownian;
mod chips;
mod real;
mod trip;
mod window;

#[cfg(test)]
mod real_tests;
#[cfg(test)]
mod tests;
/// What the unit tests share.
#[cfg(test)]
pub(crate) mod tests_support {
    use super::CoupOdds;
    use crate::{main_bets, Pricer, Rules, Shoe};

    /// Banco's distribution on `decks` full decks, standard rules.
    pub(crate) fn priced_banco(decks: u32) -> CoupOdds {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
        CoupOdds::of(
            pricer
                .price(&Shoe::with_decks(decks).unwrap())
                .result("banco")
                .unwrap(),
        )
    }
}

pub use brownian::{jacobson, Brownian};
pub use chips::{chip_values, programme, ChipValues, CommissionBase, Programme};
pub use real::{real_trips, RealEstimate, RealShoes, RealTrips, MAX_REAL_COUPS, MAX_REAL_TRIPS};
pub use trip::{
    loss_rebate, play_all_value, trip_work, PolicyRow, TripTerms, TripValue, MAX_COUPS,
    MAX_ROW_BYTES, MAX_TRIP_WORK,
};

use crate::analysis::BetResult;
use crate::error::{Error, ErrorKind, Input, Result};
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// One bet's exact per-coup distribution: each distinct net result per unit staked (−1 a
/// loss, 0 a push, a line's pays a win) with its count of sequences, reduced by their
/// common factor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoupOdds {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// The net results, ascending, each with its count (no zero count).
    pub outcomes: Vec<(BigRational, BigUint)>,
    /// The sum of the counts.
    pub total: BigUint,
}

impl CoupOdds {
    /// The distribution of a priced bet: lines with the same pays merged, a loss of the
    /// stake for the sequences that match no line.
    pub fn of(r: &BetResult) -> CoupOdds {
        let mut outcomes: Vec<(BigRational, BigUint)> = r
            .lines
            .iter()
            .map(|l| (l.line.pays.clone(), l.count.clone()))
            .collect();
        outcomes.push((-BigRational::one(), r.lose.clone()));
        CoupOdds::new(&r.id, &r.name, outcomes).expect("a priced bet has a positive total")
    }

    /// A distribution from net results and counts (merged, sorted, reduced).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] when every count is 0 or a net result is below −1 (a
    /// bet loses at most its stake).
    pub fn new(id: &str, name: &str, outcomes: Vec<(BigRational, BigUint)>) -> Result<CoupOdds> {
        let mut merged: Vec<(BigRational, BigUint)> = Vec::new();
        for (net, count) in outcomes.into_iter().filter(|(_, c)| !c.is_zero()) {
            if net < -BigRational::one() {
                return Err(Error::named(
                    ErrorKind::BadBet,
                    Input::Bet,
                    format!(
                        " '{id}' has a net result of {net} per unit; a bet loses at most its stake"
                    ),
                ));
            }
            match merged.iter_mut().find(|(n, _)| *n == net) {
                Some(slot) => slot.1 += count,
                None => merged.push((net, count)),
            }
        }
        merged.sort_by(|a, b| a.0.cmp(&b.0));
        let g = merged.iter().fold(BigUint::zero(), |g, (_, c)| g.gcd(c));
        if g.is_zero() {
            return Err(Error::named(
                ErrorKind::BadBet,
                Input::Bet,
                format!(" '{id}' has no outcome"),
            ));
        }
        for (_, c) in &mut merged {
            *c /= &g;
        }
        let total = merged.iter().map(|(_, c)| c).sum();
        Ok(CoupOdds {
            id: id.to_string(),
            name: name.to_string(),
            outcomes: merged,
            total,
        })
    }

    fn share(&self, keep: impl Fn(&BigRational) -> bool) -> BigRational {
        let n: BigUint = self
            .outcomes
            .iter()
            .filter(|(net, _)| keep(net))
            .map(|(_, c)| c)
            .sum();
        BigRational::new(BigInt::from(n), BigInt::from(self.total.clone()))
    }

    /// P(the bet wins): some line pays more than 0.
    pub fn p_win(&self) -> BigRational {
        self.share(|n| n.is_positive())
    }

    /// P(the bet pushes).
    pub fn p_push(&self) -> BigRational {
        self.share(|n| n.is_zero())
    }

    /// P(the bet loses its stake).
    pub fn p_lose(&self) -> BigRational {
        self.share(|n| n.is_negative())
    }

    /// The expected win payment of one coup: Σ P(line) · pays over the lines that pay.
    pub fn win_pays(&self) -> BigRational {
        self.moment(1, |n| n.is_positive())
    }

    /// The expected net result per unit staked.
    pub fn ev(&self) -> BigRational {
        self.moment(1, |_| true)
    }

    /// The variance of the net result of one unit.
    pub fn variance(&self) -> BigRational {
        let ev = self.ev();
        self.moment(2, |_| true) - &ev * &ev
    }

    fn moment(&self, power: usize, keep: impl Fn(&BigRational) -> bool) -> BigRational {
        let total = BigRational::from_integer(BigInt::from(self.total.clone()));
        self.outcomes
            .iter()
            .filter(|(net, _)| keep(net))
            .map(|(net, c)| num_traits::pow(net.clone(), power) * BigInt::from(c.clone()))
            .fold(BigRational::zero(), |a, b| a + b)
            / total
    }
}
