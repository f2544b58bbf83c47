//! The hold of a layout: the house's win per unit handled on one coup, exactly, and the
//! band the hold of many coups falls in.
//!
//! A *layout* puts a share of each unit handled on several bets of the same coup (Banco
//! and Punto together hedge each other). Every bet's net win is a function of the coup's
//! outcome cell, so the house's win on the coup, per unit handled, is
//!
//! ```text
//! W(cell) = − Σ_i share_i × pays_i(cell)          (pays = −1 on a loss, 0 on a push)
//! ```
//!
//! and its exact distribution is the coup table's counts gathered by the value of `W`:
//! the bets' joint distribution, so their covariances are in it. The mean and variance of
//! `W` are exact fractions. Over `n` coups, each an independent draw from the same shoe,
//! the hold (total win over total handle, the handle the same on every coup) is the mean
//! of `n` copies of `W`: mean μ, standard deviation σ/√n, and by the central limit theorem
//! close to normal. The exact distribution of the sum, by convolution, is
//! [`super::hold_sum`].

use super::ev::Pricer;
use crate::bets::Scope;
use crate::enumerate::{enumerate, PairFlags};
use crate::error::{Error, Result};
use crate::outcome::CELLS;
use crate::ratio::to_f64;
use crate::shoe::Shoe;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};

/// The two-sided normal quantiles of the bands: 90%, 95% and 99% (z with
/// P(|Z| ≤ z) = level).
pub const BAND_LEVELS: [(u8, f64); 3] = [
    (90, 1.644_853_626_951_472_2),
    (95, 1.959_963_984_540_054),
    (99, 2.575_829_303_548_900_4),
];

/// The two-sided 95% normal quantile used by [`coups_within`] (the 97.5th percentile).
pub const Z95: f64 = 1.959_963_984_540_054;

/// The exact distribution of the house's win on one coup, per unit handled.
#[derive(Debug, Clone, PartialEq)]
pub struct CoupWin {
    /// Each value `W` takes, ascending, with its count of ordered six-card sequences.
    pub values: Vec<(BigRational, BigUint)>,
    /// The number of ordered six-card sequences of the coup (the counts add up to it).
    pub total: BigUint,
}

impl CoupWin {
    /// The distribution of `W` for a layout of `pricer`'s bets: `shares[i]` on the bet at
    /// index `bets[i]` of [`Pricer::bets`].
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadBet`] for a perfect-pair bet, whose suits are not in the coup
    /// table, so its joint distribution with the other bets is not known.
    pub fn of(pricer: &Pricer, layout: &[(usize, BigRational)], shoe: &Shoe) -> Result<CoupWin> {
        let compiled: Vec<_> = pricer.compiled().collect();
        let mut pairs = false;
        for (i, _) in layout {
            let (bet, scope, _) = compiled[*i];
            match scope {
                Scope::PerfectPairs => {
                    return Err(Error::bet(format!(
                        "bet {} pays on suited pairs, which the coup table does not hold; \
                         a layout takes bets on the coup and on rank pairs only",
                        bet.id
                    )))
                }
                Scope::Pairs | Scope::CoupWithPairs => pairs = true,
                Scope::Coup => {}
            }
        }
        // W of every cell, then the cells gathered by their value.
        let minus_one = -BigRational::one();
        let w: Vec<BigRational> = (0..CELLS)
            .map(|cell| {
                let mut w = BigRational::zero();
                for (i, share) in layout {
                    let (bet, _, select) = compiled[*i];
                    let line = select[cell].map_or(bet.lines.len(), usize::from);
                    let pays = bet.lines.get(line).map_or(&minus_one, |l| &l.pays);
                    w -= share * pays;
                }
                w
            })
            .collect();
        let mut distinct: Vec<BigRational> = w.clone();
        distinct.sort();
        distinct.dedup();
        let table = enumerate(shoe, pricer.rules(), PairFlags::when(pairs));
        let mut values = Vec::new();
        // At most 255 groups per pass of the table (a selector holds u8 groups).
        for chunk in distinct.chunks(255) {
            let select: Vec<Option<u8>> = w
                .iter()
                .map(|v| chunk.binary_search(v).ok().map(|g| g as u8))
                .collect();
            let counts = table.group_sums(chunk.len(), &select);
            values.extend(chunk.iter().cloned().zip(counts));
        }
        values.retain(|(_, c)| !c.is_zero());
        Ok(CoupWin {
            values,
            total: table.total().clone(),
        })
    }

    /// The probability of each value, exact.
    pub fn probabilities(&self) -> impl Iterator<Item = (&BigRational, BigRational)> {
        let total = BigInt::from(self.total.clone());
        self.values
            .iter()
            .map(move |(v, c)| (v, BigRational::new(BigInt::from(c.clone()), total.clone())))
    }

    /// The mean of `W`: the layout's house edge per unit handled.
    pub fn mean(&self) -> BigRational {
        self.moment(1)
    }

    /// The variance of `W`, exact: `E(W²) − E(W)²`.
    pub fn variance(&self) -> BigRational {
        let m = self.mean();
        self.moment(2) - &m * &m
    }

    fn moment(&self, power: usize) -> BigRational {
        let mut sum = BigRational::zero();
        for (v, c) in &self.values {
            sum += num_traits::pow(v.clone(), power) * BigInt::from(c.clone());
        }
        sum / BigInt::from(self.total.clone())
    }
}

/// One level of the normal band of the hold after `n` coups.
#[derive(Debug, Clone, PartialEq)]
pub struct NormalBand {
    /// The level, in percent (90, 95 or 99).
    pub level: u8,
    /// Its two-sided normal quantile.
    pub z: f64,
    /// The hold's lower end: μ − z·σ/√n.
    pub low: f64,
    /// The hold's upper end: μ + z·σ/√n.
    pub high: f64,
}

/// The 90/95/99% normal bands of the hold of `n` independent coups, from the exact per-coup
/// mean and variance of `W`.
///
/// # Formula
/// ```text
/// hold = (W_1 + … + W_n) / n,   E = μ,   sd = σ/√n,   band = μ ± z·σ/√n
/// ```
pub fn normal_bands(mean: &BigRational, variance: &BigRational, n: u64) -> Vec<NormalBand> {
    let (mu, sd) = (to_f64(mean), to_f64(variance).sqrt() / (n as f64).sqrt());
    BAND_LEVELS
        .iter()
        .map(|&(level, z)| NormalBand {
            level,
            z,
            low: mu - z * sd,
            high: mu + z * sd,
        })
        .collect()
}

/// The normal model of the hold of `n` independent coups: from a layout's exact per-coup
/// mean μ and variance σ² (per unit handled) and the handle per coup, the exact moments of
/// the hold and of the total win, their standard deviations as decimals, and the bands.
///
/// Any per-coup mean and variance may be given, not only a layout's: a published model
/// stated as its assumptions (MacDonald's, a unit σ and a 1.25% edge: `docs/hold.md`) is
/// the same question with other inputs.
///
/// # Formula
/// ```text
/// E[hold] = μ              Var[hold] = σ² / n
/// E[win]  = μ · n · h      Var[win]  = σ² · n · h²        (h the handle per coup)
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct NormalHold {
    /// Coups played.
    pub coups: u64,
    /// The per-coup mean of the win per unit handled (the hold's expectation).
    pub mean: BigRational,
    /// The per-coup variance of the win per unit handled.
    pub variance: BigRational,
    /// The handle per coup.
    pub handle: BigRational,
}

impl NormalHold {
    /// The model of `coups` coups with per-coup `mean` and `variance` and `handle` per coup.
    pub fn new(
        mean: BigRational,
        variance: BigRational,
        coups: u64,
        handle: BigRational,
    ) -> NormalHold {
        NormalHold {
            coups,
            mean,
            variance,
            handle,
        }
    }

    /// The variance of the hold, exact: σ²/n.
    pub fn hold_variance(&self) -> BigRational {
        &self.variance / BigInt::from(self.coups)
    }

    /// The hold's standard deviation, σ/√n, as a decimal.
    pub fn hold_sd(&self) -> f64 {
        to_f64(&self.variance).sqrt() / (self.coups as f64).sqrt()
    }

    /// The total win's expectation, exact: μ·n·h.
    pub fn win_mean(&self) -> BigRational {
        &self.mean * &self.handle * BigInt::from(self.coups)
    }

    /// The total win's variance, exact: σ²·n·h².
    pub fn win_variance(&self) -> BigRational {
        &self.variance * &self.handle * &self.handle * BigInt::from(self.coups)
    }

    /// The total win's standard deviation, σ·h·√n, as a decimal.
    pub fn win_sd(&self) -> f64 {
        to_f64(&self.variance).sqrt() * to_f64(&self.handle) * (self.coups as f64).sqrt()
    }

    /// The total win at a hold: hold × n × h, as a decimal.
    pub fn win_at(&self, hold: f64) -> f64 {
        hold * (to_f64(&self.handle) * self.coups as f64)
    }

    /// The 90/95/99% normal bands of the hold ([`normal_bands`]).
    pub fn bands(&self) -> Vec<NormalBand> {
        normal_bands(&self.mean, &self.variance, self.coups)
    }
}

/// The number of coups after which the hold lies within ±`x` of its expectation with 95%
/// confidence (normal approximation, two-sided: z the 97.5th percentile, [`Z95`]).
///
/// # Formula
/// ```text
/// n = ceil((z · σ / x)²)
/// ```
///
/// `None` when the count does not fit 64 bits. A layout with no variance needs 1 coup.
pub fn coups_within(variance: &BigRational, x: &BigRational) -> Option<u64> {
    let n = (Z95 * to_f64(variance).sqrt() / to_f64(x)).powi(2).ceil();
    if !n.is_finite() || n >= u64::MAX as f64 {
        return None;
    }
    Some((n as u64).max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::main_bets;
    use crate::rules::Rules;

    fn banco_punto(shares: [(usize, &str); 2]) -> CoupWin {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
        let layout: Vec<_> = shares
            .iter()
            .map(|(i, s)| (*i, crate::ratio::parse_ratio(s).unwrap()))
            .collect();
        CoupWin::of(&pricer, &layout, &Shoe::with_decks(8).unwrap()).unwrap()
    }

    #[test]
    fn a_single_bet_has_the_pricers_edge_and_variance() {
        let rules = Rules::preset("standard").unwrap();
        let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
        let shoe = Shoe::with_decks(6).unwrap();
        let priced = pricer.price(&shoe);
        for i in 0..3 {
            let w = CoupWin::of(&pricer, &[(i, BigRational::one())], &shoe).unwrap();
            let r = priced[i].result().unwrap();
            assert_eq!(w.mean(), r.house_edge(), "{}", r.id);
            assert_eq!(w.variance(), r.variance(), "{}", r.id);
        }
    }

    #[test]
    fn the_probabilities_add_up_to_one() {
        let w = banco_punto([(0, "1/2"), (1, "1/2")]);
        let sum: BigRational = w.probabilities().map(|(_, p)| p).sum();
        assert_eq!(sum, BigRational::one());
        // Banco wins: the house keeps the commission on half a unit; Punto wins or a tie:
        // nothing. Two values.
        assert_eq!(w.values.len(), 2);
    }

    #[test]
    fn the_band_widens_with_the_level_and_narrows_with_coups() {
        let (m, v) = (BigRational::new(1.into(), 100.into()), BigRational::one());
        let b = normal_bands(&m, &v, 100);
        assert!(b[0].high < b[1].high && b[1].high < b[2].high);
        assert!((b[1].high - (0.01 + Z95 / 10.0)).abs() < 1e-12);
        assert!(normal_bands(&m, &v, 10_000)[1].high < b[1].high);
    }

    #[test]
    fn coups_within_rounds_up() {
        let v = BigRational::one();
        let x = BigRational::new(1.into(), 100.into());
        // (1.959964 / 0.01)² = 38414.588…
        assert_eq!(coups_within(&v, &x), Some(38_415));
        assert_eq!(coups_within(&BigRational::zero(), &x), Some(1));
    }
}
