//! The exact result of one bet for one shoe ([`BetResult`], its lines, [`Priced`]) and
//! the figures read from it (EV, variance, house edge, ...).

use crate::bets::ScaledPays;
use crate::ratio::{fraction, reduced, reduced_i128, to_f64};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::sync::Arc;

/// The exact result of one bet for one shoe.
#[derive(Debug, Clone, PartialEq)]
pub struct BetResult {
    /// The bet's id (shared with the [`Pricer`](super::Pricer): a shoe's results copy no text).
    pub id: Arc<str>,
    /// The bet's name (shared with the [`Pricer`](super::Pricer)).
    pub name: Arc<str>,
    /// Ordered six-card sequences in all.
    pub total: BigUint,
    /// Each pay line with the sequences that fall on it.
    pub lines: Vec<LineResult>,
    /// Sequences that match no line: the bet loses.
    pub lose: BigUint,
    /// The pays over their common denominator (the pricer's, shared), for the moments.
    pub(super) scaled: Arc<ScaledPays>,
}

/// One pay line's share of the outcomes.
#[derive(Debug, Clone, PartialEq)]
pub struct LineResult {
    /// The line as written in the pay table, shared with the [`Pricer`](super::Pricer) that priced it (a
    /// shoe's results copy no pay line; fields read through the `Arc` as through a reference).
    pub line: Arc<crate::bets::PayLine>,
    /// Sequences on which this line decides the bet.
    pub count: BigUint,
}

/// A priced bet, or the reason it cannot be priced for this shoe.
#[derive(Debug, Clone, PartialEq)]
pub enum Priced {
    /// The exact result.
    Ok(BetResult),
    /// The bet needs something the shoe does not give (e.g. suits).
    NotPriceable {
        /// The bet's id.
        id: String,
        /// The bet's name.
        name: String,
        /// Why it cannot be priced.
        reason: String,
    },
}

impl Priced {
    /// The result, if the bet could be priced.
    pub fn result(&self) -> Option<&BetResult> {
        match self {
            Priced::Ok(r) => Some(r),
            Priced::NotPriceable { .. } => None,
        }
    }

    /// The bet's id.
    pub fn id(&self) -> &str {
        match self {
            Priced::Ok(r) => &r.id,
            Priced::NotPriceable { id, .. } => id,
        }
    }

    /// The bet's name.
    pub fn name(&self) -> &str {
        match self {
            Priced::Ok(r) => &r.name,
            Priced::NotPriceable { name, .. } => name,
        }
    }
}

impl BetResult {
    fn p(&self, count: &BigUint) -> BigRational {
        fraction(count, &self.total)
    }

    fn sum_where(&self, keep: impl Fn(&BigRational) -> bool) -> BigUint {
        self.lines
            .iter()
            .filter(|l| keep(&l.line.pays))
            .map(|l| &l.count)
            .sum()
    }

    /// Sequences on which the bet wins (pays more than 0).
    pub fn win_count(&self) -> BigUint {
        self.sum_where(|p| p.is_positive())
    }

    /// Sequences on which the bet pushes (pays 0).
    pub fn push_count(&self) -> BigUint {
        self.sum_where(|p| p.is_zero())
    }

    /// Probability that the bet wins.
    pub fn p_win(&self) -> BigRational {
        self.p(&self.win_count())
    }

    /// Probability that the bet pushes.
    pub fn p_push(&self) -> BigRational {
        self.p(&self.push_count())
    }

    /// Probability that the bet loses.
    pub fn p_lose(&self) -> BigRational {
        self.p(&self.lose)
    }

    /// Expected value per unit staked.
    ///
    /// # Formula
    /// ```text
    /// EV = (Σ_lines count_i · pays_i − lose) / total
    /// ```
    pub fn ev(&self) -> BigRational {
        self.moment(1, -1)
    }

    /// Σ_lines count_i · pays_i^power + lose · on_lose, over the total, as one fraction: the
    /// pays over their common denominator d ([`ScaledPays`], computed once per bet by the
    /// pricer) make the numerator a sum of integers over d^power·total, so that only the final
    /// division reduces (much cheaper than adding reduced fractions line by line).
    fn moment(&self, power: u32, on_lose: i8) -> BigRational {
        self.moment_native(power, on_lose)
            .unwrap_or_else(|| self.moment_big(power, on_lose))
    }

    /// [`BetResult::moment`] in big integers.
    pub(super) fn moment_big(&self, power: u32, on_lose: i8) -> BigRational {
        let pow = |x: &BigInt| num_traits::pow(x.clone(), power as usize);
        let den = pow(self.scaled.den());
        let mut num = BigInt::from(on_lose) * BigInt::from(self.lose.clone()) * &den;
        for (s, l) in self.scaled.pays().iter().zip(&self.lines) {
            num += pow(s) * BigInt::from(l.count.clone());
        }
        reduced(num, den * BigInt::from(self.total.clone()))
    }

    /// [`BetResult::moment`] in 128-bit integers; `None` as soon as a value does not fit
    /// (then the big-integer path gives the same fraction).
    pub(super) fn moment_native(&self, power: u32, on_lose: i8) -> Option<BigRational> {
        let (d, pays) = self.scaled.native()?;
        let den = d.checked_pow(power)?;
        let lose = i128::try_from(self.lose.to_u128()?).ok()?;
        let mut num = lose.checked_mul(den)?.checked_mul(i128::from(on_lose))?;
        for (&s, l) in pays.iter().zip(&self.lines) {
            let count = i128::try_from(l.count.to_u128()?).ok()?;
            num = num.checked_add(s.checked_pow(power)?.checked_mul(count)?)?;
        }
        let den = u128::try_from(den).expect("d ≥ 1");
        Some(reduced_i128(num, den.checked_mul(self.total.to_u128()?)?))
    }

    /// House edge: minus the expected value.
    pub fn house_edge(&self) -> BigRational {
        -self.ev()
    }

    /// House edge as a float, for display.
    pub fn house_edge_f64(&self) -> f64 {
        to_f64(&self.house_edge())
    }

    /// Return to player: 1 + EV.
    pub fn rtp(&self) -> BigRational {
        BigRational::one() + self.ev()
    }

    /// Variance of the result of one unit bet.
    ///
    /// # Formula
    /// ```text
    /// Var = (Σ count_i · pays_i² + lose) / total − EV²
    /// ```
    pub fn variance(&self) -> BigRational {
        let ev = self.ev();
        self.moment(2, 1) - &ev * &ev
    }

    /// Standard deviation (display only: a square root is not rational).
    pub fn sd(&self) -> f64 {
        to_f64(&self.variance()).sqrt()
    }

    /// House edge per resolved bet (pushes excluded): −EV / P(no push). `None` if the bet
    /// always pushes.
    pub fn edge_per_resolved(&self) -> Option<BigRational> {
        let resolved = BigRational::one() - self.p_push();
        (!resolved.is_zero()).then(|| self.house_edge() / resolved)
    }
}
