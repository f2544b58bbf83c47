//! Volatility of a bet, as lab par sheets show it for other games: the volatility index and
//! the range the house's win per unit staked falls in, 90% of the time, after n coups.
//!
//! Both come from the *exact* variance of one unit bet and the normal approximation to the
//! sum of n independent coups (the central limit theorem): after n coups the house's average
//! win per unit staked has mean `edge` and standard deviation `σ / √n`. The approximation
//! treats coups as independent draws from the same full shoe; a real shoe is dealt without
//! replacement, and for long-shot bets (σ ≫ 1) it needs many coups to hold. Square roots
//! and the normal quantile are not rational, so these figures are floats: display only.

use super::result::BetResult;
use crate::ratio::to_f64;

/// The two-sided 90% quantile of the standard normal distribution, z with
/// P(|Z| ≤ z) = 0.90.
pub const Z90: f64 = 1.644_853_626_951_472_2;

/// The numbers of coups the ranges are given for.
pub const RANGE_COUPS: [u64; 3] = [1_000, 10_000, 100_000];

/// The 90% range of the house's win per unit staked after a number of coups.
#[derive(Debug, Clone, PartialEq)]
pub struct WinRange {
    /// Coups played, one unit staked on each.
    pub coups: u64,
    /// Lower end: house edge − z·σ/√n (negative: the player is ahead).
    pub low: f64,
    /// Upper end: house edge + z·σ/√n.
    pub high: f64,
}

/// The volatility of one bet.
#[derive(Debug, Clone, PartialEq)]
pub struct Volatility {
    /// Volatility index: z·σ, with z the 90% two-sided normal quantile ([`Z90`]) and σ the
    /// standard deviation of one unit bet. After n coups the player's result lies within
    /// n·EV ± VI·√n units about 90% of the time.
    pub index: f64,
    /// The house's win per unit staked, 90% range, after each of [`RANGE_COUPS`] coups.
    pub ranges: Vec<WinRange>,
}

/// The volatility index and 90% ranges of a priced bet.
///
/// # Formula
/// ```text
/// VI = z · σ                    z = 1.6448536…, σ² = exact variance of one unit bet
/// range(n) = edge ± z · σ / √n  (normal approximation)
/// ```
///
/// # Examples
/// ```
/// use punto_banco::analysis::volatility;
/// use punto_banco::{main_bets, Pricer, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let priced = Pricer::new(&rules, &main_bets(&rules))?.price(&Shoe::with_decks(8)?);
/// let v = volatility(priced[1].result().expect("Banco is priceable"));
/// assert_eq!(format!("{:.3}", v.index), "1.525");
/// assert_eq!(v.ranges[0].coups, 1000);
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn volatility(r: &BetResult) -> Volatility {
    let sd = r.sd();
    let edge = to_f64(&r.house_edge());
    Volatility {
        index: Z90 * sd,
        ranges: RANGE_COUPS
            .iter()
            .map(|&n| {
                let half = Z90 * sd / (n as f64).sqrt();
                WinRange {
                    coups: n,
                    low: edge - half,
                    high: edge + half,
                }
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::main_bets;
    use crate::rules::Rules;
    use crate::shoe::Shoe;
    use crate::Pricer;

    #[test]
    fn z90_leaves_five_percent_in_each_tail() {
        // Φ(z) = 0.95, checked with the complementary error function's series-free bound:
        // integrate the normal density numerically (Simpson, fine grid) from 0 to z.
        let n = 20_000;
        let h = Z90 / n as f64;
        let f = |x: f64| (-x * x / 2.0).exp() / (2.0 * std::f64::consts::PI).sqrt();
        let mut s = f(0.0) + f(Z90);
        for i in 1..n {
            s += f(i as f64 * h) * if i % 2 == 1 { 4.0 } else { 2.0 };
        }
        assert!((s * h / 3.0 - 0.45).abs() < 1e-12);
    }

    #[test]
    fn banco_matches_the_published_standard_deviation() {
        // Wizard of Odds: Banco, 8 decks, σ = 0.9274, house edge 1.0579%.
        let rules = Rules::preset("standard").unwrap();
        let priced = Pricer::new(&rules, &main_bets(&rules))
            .unwrap()
            .price(&Shoe::with_decks(8).unwrap());
        let v = volatility(priced[1].result().unwrap());
        assert!((v.index - Z90 * 0.9274).abs() <= Z90 * 0.00005);
        let r = &v.ranges[2];
        assert_eq!(r.coups, 100_000);
        let half = Z90 * 0.9274 / 100_000f64.sqrt();
        assert!((r.low - (0.010579 - half)).abs() < 1e-5);
        assert!((r.high - (0.010579 + half)).abs() < 1e-5);
    }
}
