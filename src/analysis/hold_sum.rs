//! The exact distribution of the hold of `n` independent coups, by convolution.
//!
//! `W` takes a few values (a layout of the main bets: two to four). Written over their
//! common denominator `D` and shifted by the smallest, they are whole multiples of a step
//! `g`: `W = (a_min + g·k) / D` with `k` in `0..=span`. The sum of `n` coups is then
//! `(n·a_min + g·K) / D` with `K` in `0..=n·span`, and its distribution is `n`
//! convolutions of the per-coup counts: exact integer counts out of `total^n`.
//!
//! The cost is bounded before any work: at most [`EXACT_MAX_COUPS`] coups, and at most
//! [`EXACT_MAX_WORK`] multiply-adds (`k · Σ_t (t·span + 1)`, with `k` the number of
//! values), each on integers of up to `n · log2(total)` bits. Beyond, the caller keeps the
//! normal band alone.

use super::hold::{CoupWin, BAND_LEVELS};
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

/// The most coups whose sum is convolved exactly (100).
pub const EXACT_MAX_COUPS: u64 = 100;

/// The most multiply-adds an exact convolution may take (4,000,000).
pub const EXACT_MAX_WORK: u64 = 4_000_000;

/// One level of the exact band of the hold.
#[derive(Debug, Clone, PartialEq)]
pub struct ExactBand {
    /// The level, in percent (90, 95 or 99).
    pub level: u8,
    /// The largest hold with at most (100 − level)/2 % of the chance strictly below it.
    pub low: BigRational,
    /// The smallest hold with at most (100 − level)/2 % of the chance strictly above it.
    pub high: BigRational,
    /// The exact chance that the hold lies in `low..=high` (at least the level).
    pub inside: BigRational,
}

/// The exact distribution of the hold of `n` coups.
#[derive(Debug, Clone, PartialEq)]
pub struct HoldSum {
    /// Coups summed.
    pub coups: u64,
    /// The smallest hold, `n·a_min / (n·D)`.
    base: BigRational,
    /// The hold's step between lattice points, `g / (n·D)`.
    step: BigRational,
    /// Counts per lattice point (out of `total^n`).
    counts: Vec<BigUint>,
    /// `total^n`.
    total: BigUint,
}

/// The lattice of `W`: (`a_min / D`, `g / D`, each value's index `k`), `g` = 1 when `W`
/// takes one value.
fn lattice(win: &CoupWin) -> (BigRational, BigRational, Vec<usize>) {
    let d = win
        .values
        .iter()
        .fold(BigInt::one(), |acc, (v, _)| acc.lcm(v.denom()));
    let ints: Vec<BigInt> = win
        .values
        .iter()
        .map(|(v, _)| v.numer() * (&d / v.denom()))
        .collect();
    let min = ints.iter().min().cloned().unwrap_or_default();
    let g = ints
        .iter()
        .fold(BigInt::zero(), |acc, a| acc.gcd(&(a - &min)));
    let g = if g.is_zero() { BigInt::one() } else { g };
    let steps = ints
        .iter()
        .map(|a| ((a - &min) / &g).to_usize().unwrap_or(usize::MAX))
        .collect();
    (
        BigRational::new(min, d.clone()),
        BigRational::new(g, d),
        steps,
    )
}

/// The multiply-adds of convolving `n` coups of `win`, `None` past [`EXACT_MAX_WORK`] or
/// [`EXACT_MAX_COUPS`] (the bound checked before any work).
pub fn exact_work(win: &CoupWin, n: u64) -> Option<u64> {
    if n == 0 || n > EXACT_MAX_COUPS {
        return None;
    }
    let (_, _, steps) = lattice(win);
    let span = *steps.iter().max()? as u64;
    let k = steps.len() as u64;
    // Σ_{t<n} (t·span + 1) points, each spread over k values.
    let points = span
        .checked_mul(n.checked_mul(n - 1)? / 2)?
        .checked_add(n)?;
    let work = points.checked_mul(k)?;
    (work <= EXACT_MAX_WORK).then_some(work)
}

impl HoldSum {
    /// The exact distribution of the hold of `n` coups, or `None` when it would cost more
    /// than the bounds ([`exact_work`]).
    pub fn of(win: &CoupWin, n: u64) -> Option<HoldSum> {
        exact_work(win, n)?;
        let (min, g, steps) = lattice(win);
        let span = *steps.iter().max()?;
        let mut counts = vec![BigUint::one()];
        for _ in 0..n {
            let mut next = vec![BigUint::zero(); counts.len() + span];
            for (i, c) in counts.iter().enumerate() {
                if c.is_zero() {
                    continue;
                }
                for (&s, (_, w)) in steps.iter().zip(&win.values) {
                    next[i + s] += c * w;
                }
            }
            counts = next;
        }
        let nn = BigInt::from(n);
        Some(HoldSum {
            coups: n,
            base: min,
            step: g / nn,
            counts,
            total: num_traits::pow(win.total.clone(), n as usize),
        })
    }

    /// The points of the distribution: each hold it can take with its exact chance
    /// (zero-chance lattice points left out).
    pub fn points(&self) -> impl Iterator<Item = (BigRational, BigRational)> + '_ {
        let total = BigInt::from(self.total.clone());
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.is_zero())
            .map(move |(i, c)| {
                (
                    self.hold_at(i),
                    BigRational::new(BigInt::from(c.clone()), total.clone()),
                )
            })
    }

    /// The number of holds with a non-zero chance.
    pub fn support(&self) -> usize {
        self.counts.iter().filter(|c| !c.is_zero()).count()
    }

    fn hold_at(&self, i: usize) -> BigRational {
        &self.base + &self.step * BigInt::from(i)
    }

    /// The 90/95/99% exact bands ([`ExactBand`]).
    pub fn bands(&self) -> Vec<ExactBand> {
        BAND_LEVELS
            .iter()
            .map(|&(level, _)| self.band(level))
            .collect()
    }

    fn band(&self, level: u8) -> ExactBand {
        // tail·total, compared in integers: 200·count ≤ (100 − level)·total.
        let tail = BigUint::from(100 - level) * &self.total;
        let scaled = |c: &BigUint| c * 200u32;
        let (mut below, mut lo) = (BigUint::zero(), 0);
        for (i, c) in self.counts.iter().enumerate() {
            if scaled(&(&below + c)) > tail {
                lo = i;
                break;
            }
            below += c;
        }
        let (mut above, mut hi) = (BigUint::zero(), self.counts.len() - 1);
        for (i, c) in self.counts.iter().enumerate().rev() {
            if scaled(&(&above + c)) > tail {
                hi = i;
                break;
            }
            above += c;
        }
        let inside = &self.total - &below - &above;
        ExactBand {
            level,
            low: self.hold_at(lo),
            high: self.hold_at(hi),
            inside: BigRational::new(BigInt::from(inside), BigInt::from(self.total.clone())),
        }
    }

    /// The exact chance that the hold lies within `low..=high` (a normal band's ends).
    pub fn chance_within(&self, low: f64, high: f64) -> BigRational {
        let mut inside = BigUint::zero();
        for (i, c) in self.counts.iter().enumerate() {
            let h = crate::ratio::to_f64(&self.hold_at(i));
            if !c.is_zero() && h >= low && h <= high {
                inside += c;
            }
        }
        BigRational::new(BigInt::from(inside), BigInt::from(self.total.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy coup: W = −1, 0 or 2 with counts 3, 2, 1 (out of 6).
    fn toy() -> CoupWin {
        let r = |n: i64| BigRational::from_integer(n.into());
        CoupWin {
            values: vec![
                (r(-1), 3u32.into()),
                (r(0), 2u32.into()),
                (r(2), 1u32.into()),
            ],
            total: 6u32.into(),
        }
    }

    /// Every sequence of `n` coups, enumerated one by one.
    fn brute(win: &CoupWin, n: u32) -> Vec<(BigRational, BigRational)> {
        let k = win.values.len();
        let mut acc: std::collections::BTreeMap<BigRational, BigUint> = Default::default();
        for seq in 0..k.pow(n) {
            let (mut s, mut c, mut x) = (BigRational::zero(), BigUint::one(), seq);
            for _ in 0..n {
                let (v, w) = &win.values[x % k];
                s += v;
                c *= w;
                x /= k;
            }
            *acc.entry(s / BigInt::from(n)).or_default() += c;
        }
        let total = BigInt::from(num_traits::pow(win.total.clone(), n as usize));
        acc.into_iter()
            .map(|(h, c)| (h, BigRational::new(BigInt::from(c), total.clone())))
            .collect()
    }

    #[test]
    fn the_convolution_equals_every_sequence_dealt() {
        for n in 1..=6 {
            let sum = HoldSum::of(&toy(), n as u64).unwrap();
            let got: Vec<_> = sum.points().collect();
            assert_eq!(got, brute(&toy(), n), "n = {n}");
        }
    }

    #[test]
    fn the_exact_band_holds_at_least_its_level() {
        let sum = HoldSum::of(&toy(), 40).unwrap();
        for b in sum.bands() {
            let level = BigRational::new(b.level.into(), 100.into());
            assert!(b.inside >= level, "{}", b.level);
            assert!(b.low < b.high);
        }
    }

    #[test]
    fn the_work_is_bounded_before_it_starts() {
        assert!(HoldSum::of(&toy(), EXACT_MAX_COUPS + 1).is_none());
        assert!(HoldSum::of(&toy(), 0).is_none());
        // span 3, 3 values: 3·(3·n(n−1)/2 + n) multiply-adds.
        assert_eq!(exact_work(&toy(), 10), Some(3 * (3 * 45 + 10)));
    }
}
