//! The exact distribution of the hold of `n` independent coups, by convolution.
//!
//! `W` takes a few values (a layout of the main bets: two to four). Written over their
//! common denominator `D` and shifted by the smallest, they are whole multiples of a step
//! `g`: `W = (a_min + g·k) / D` with `k` in `0..=span`. The sum of `n` coups is then
//! `(n·a_min + g·K) / D` with `K` in `0..=n·span`, and its distribution is `n`
//! convolutions of the per-coup counts: exact integer counts out of `total^n`.
//!
//! # Where it stops
//! The cost is bounded before any work ([`exact_cost`]), by the support and the
//! denominators as well as by `n`, so that the convolution never takes more than a small
//! part of a second:
//! - at most [`EXACT_MAX_COUPS`] coups;
//! - at most [`EXACT_MAX_WORK`] multiply-adds (`k · Σ_{t<n} (t·span + 1)`, with `k` the
//!   number of values): the support;
//! - at most [`EXACT_MAX_POINTS`] lattice points in the sum (`n·span + 1`) and
//!   [`EXACT_MAX_MEMORY`] 64-bit words held (the points times the words of `total^n`);
//! - at most [`EXACT_MAX_WORDS`] operations on 64-bit words: each multiply-add at step
//!   `t` costs the words of a count (`total^t`) times the words of `total`, so a deeper
//!   shoe (a larger `total`, more bits per count) costs more.
//!
//! Beyond any of them the caller keeps the normal band alone, and says so.
//!
//! The counts are held as fixed-width little-endian arrays of 64-bit words, one array per
//! lattice point in one flat vector, and multiplied and added in place: no allocation per
//! multiply-add. Each count at step `t` is at most `total^t`, so a point's words beyond
//! those of `total^t` stay zero and are not visited.

use super::hold::{CoupWin, BAND_LEVELS};
use crate::ratio::to_f64;
use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

/// The most coups whose sum is convolved exactly (100).
pub const EXACT_MAX_COUPS: u64 = 100;

/// The most multiply-adds an exact convolution may take (4,000,000).
pub const EXACT_MAX_WORK: u64 = 4_000_000;

/// The most lattice points the sum of the coups may span (1,000,000).
pub const EXACT_MAX_POINTS: u64 = 1_000_000;

/// The most 64-bit words the convolution may hold at once, per copy (4,000,000: 32 MB).
pub const EXACT_MAX_MEMORY: u64 = 4_000_000;

/// The most operations on 64-bit words the convolution may take (150,000,000).
pub const EXACT_MAX_WORDS: u64 = 150_000_000;

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
    /// The lattice points with a non-zero count, ascending, each with its count (out of
    /// `total^n`).
    counts: Vec<(usize, BigUint)>,
    /// `total^n`.
    total: BigUint,
}

/// What an exact convolution costs, counted before any work ([`exact_cost`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExactCost {
    /// Multiply-adds of counts: `k · Σ_{t<n} (t·span + 1)`.
    pub work: u64,
    /// Lattice points of the sum: `n·span + 1`.
    pub points: u64,
    /// 64-bit words held per copy of the counts: the points times the words of `total^n`.
    pub memory: u64,
    /// Operations on 64-bit words: `Σ_{t<n} k·(t·span + 1)·words(total^t)·words(total)`.
    pub words: u64,
}

/// The lattice of `W`: (`a_min / D`, `g / D`, each value's index `k`), `g` = 1 when `W`
/// takes one value; `None` when an index does not fit a `usize`.
fn lattice(win: &CoupWin) -> Option<(BigRational, BigRational, Vec<usize>)> {
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
        .map(|a| ((a - &min) / &g).to_usize())
        .collect::<Option<_>>()?;
    Some((
        BigRational::new(min, d.clone()),
        BigRational::new(g, d),
        steps,
    ))
}

/// The 64-bit words that hold any count of `t` coups (at most `total^t`, below
/// `2^(t·bits)`): at least one.
fn words_of(bits: u64, t: u64) -> Option<u64> {
    Some(t.checked_mul(bits)?.div_ceil(64).max(1))
}

/// What convolving `n` coups of `win` costs, `None` past any of the bounds
/// ([`EXACT_MAX_COUPS`], [`EXACT_MAX_WORK`], [`EXACT_MAX_POINTS`], [`EXACT_MAX_MEMORY`],
/// [`EXACT_MAX_WORDS`]). It is counted in a loop of `n` ≤ 100 steps, before any work.
pub fn exact_cost(win: &CoupWin, n: u64) -> Option<ExactCost> {
    if n == 0 || n > EXACT_MAX_COUPS {
        return None;
    }
    let (_, _, steps) = lattice(win)?;
    let span = *steps.iter().max()? as u64;
    let k = steps.len() as u64;
    let bits = win.total.bits();
    let per_value = words_of(bits, 1)?;
    if n == 1 {
        // One coup is its own distribution: its values, however far apart, no lattice.
        return Some(ExactCost {
            work: k,
            points: k,
            memory: k.checked_mul(per_value)?,
            words: k.checked_mul(per_value)?,
        });
    }
    let points = span.checked_mul(n)?.checked_add(1)?;
    let memory = points.checked_mul(words_of(bits, n)?)?;
    let (mut work, mut words) = (0u64, 0u64);
    for t in 0..n {
        let adds = span.checked_mul(t)?.checked_add(1)?.checked_mul(k)?;
        work = work.checked_add(adds)?;
        let ops = adds.checked_mul(words_of(bits, t)?)?;
        words = words.checked_add(ops.checked_mul(per_value)?)?;
    }
    let cost = ExactCost {
        work,
        points,
        memory,
        words,
    };
    let within = work <= EXACT_MAX_WORK
        && points <= EXACT_MAX_POINTS
        && memory <= EXACT_MAX_MEMORY
        && words <= EXACT_MAX_WORDS;
    within.then_some(cost)
}

/// The multiply-adds of convolving `n` coups of `win`, `None` past any bound of
/// [`exact_cost`].
pub fn exact_work(win: &CoupWin, n: u64) -> Option<u64> {
    exact_cost(win, n).map(|c| c.work)
}

/// `dst += a · b` on little-endian 64-bit words.
///
/// # Panics
/// When the sum does not fit `dst`: a broken invariant (the caller sizes `dst` to hold
/// `total^(t+1)`, which bounds every partial sum).
fn mul_add(dst: &mut [u64], a: &[u64], b: &[u64]) {
    for (j, &bj) in b.iter().enumerate() {
        if bj == 0 {
            continue;
        }
        let (d, rest) = dst[j..].split_at_mut(a.len());
        // ai·bj + d + carry ≤ (2^64 − 1)² + 2·(2^64 − 1) = 2^128 − 1: no overflow.
        let mut carry = 0u128;
        for (di, &ai) in d.iter_mut().zip(a) {
            let t = u128::from(ai) * u128::from(bj) + u128::from(*di) + carry;
            *di = t as u64;
            carry = t >> 64;
        }
        let mut i = 0;
        while carry != 0 {
            let t = u128::from(rest[i]) + carry;
            rest[i] = t as u64;
            carry = t >> 64;
            i += 1;
        }
    }
}

/// A count held in words, as a big integer.
fn biguint_of(words: &[u64]) -> BigUint {
    let digits: Vec<u32> = words
        .iter()
        .flat_map(|&w| [w as u32, (w >> 32) as u32])
        .collect();
    BigUint::new(digits)
}

/// The first index in `0..len` where `pred` is false, `pred` true then false along it.
fn partition_point(len: usize, pred: impl Fn(usize) -> bool) -> usize {
    let (mut lo, mut hi) = (0, len);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

impl HoldSum {
    /// The exact distribution of the hold of `n` coups, or `None` when it would cost more
    /// than the bounds ([`exact_cost`]).
    pub fn of(win: &CoupWin, n: u64) -> Option<HoldSum> {
        exact_cost(win, n)?;
        let (min, g, steps) = lattice(win)?;
        let nn = BigInt::from(n);
        if n == 1 {
            return Some(HoldSum {
                coups: 1,
                base: min,
                step: g,
                counts: steps
                    .into_iter()
                    .zip(win.values.iter().map(|(_, c)| c.clone()))
                    .collect(),
                total: win.total.clone(),
            });
        }
        let span = *steps.iter().max()?;
        let bits = win.total.bits();
        let width = words_of(bits, n)? as usize;
        let values: Vec<(usize, Vec<u64>)> = steps
            .iter()
            .zip(&win.values)
            .map(|(&s, (_, c))| (s, c.to_u64_digits()))
            .collect();
        // Lattice points of step t live in counts[..(t·span + 1)·width].
        let size = (n as usize * span + 1) * width;
        let (mut counts, mut next) = (vec![0u64; size], vec![0u64; size]);
        counts[0] = 1;
        for t in 0..n as usize {
            let used = words_of(bits, t as u64)? as usize;
            let len = t * span + 1;
            next[..(len + span) * width].fill(0);
            for i in 0..len {
                let c = &counts[i * width..i * width + used];
                if c.iter().all(|&w| w == 0) {
                    continue;
                }
                for (s, w) in &values {
                    let at = (i + s) * width;
                    mul_add(&mut next[at..at + width], c, w);
                }
            }
            std::mem::swap(&mut counts, &mut next);
        }
        Some(HoldSum {
            coups: n,
            base: min,
            step: g / nn,
            counts: counts
                .chunks(width)
                .enumerate()
                .filter(|(_, c)| c.iter().any(|&w| w != 0))
                .map(|(i, c)| (i, biguint_of(c)))
                .collect(),
            total: num_traits::pow(win.total.clone(), n as usize),
        })
    }

    /// The points of the distribution: each hold it can take with its exact chance
    /// (zero-chance lattice points left out).
    pub fn points(&self) -> impl Iterator<Item = (BigRational, BigRational)> + '_ {
        let total = BigInt::from(self.total.clone());
        self.counts.iter().map(move |(i, c)| {
            (
                self.hold_at(*i),
                BigRational::new(BigInt::from(c.clone()), total.clone()),
            )
        })
    }

    /// The number of holds with a non-zero chance.
    pub fn support(&self) -> usize {
        self.counts.len()
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
        // The counts add up to the total, so each walk stops at a point.
        let (mut below, mut lo) = (BigUint::zero(), 0);
        for (i, c) in &self.counts {
            if scaled(&(&below + c)) > tail {
                lo = *i;
                break;
            }
            below += c;
        }
        let (mut above, mut hi) = (BigUint::zero(), 0);
        for (i, c) in self.counts.iter().rev() {
            if scaled(&(&above + c)) > tail {
                hi = *i;
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

    /// The exact chance that the hold lies within `low..=high` (a normal band's ends,
    /// compared with each hold's nearest decimal). The holds rise along the lattice, so
    /// the ends are found by bisection: a few exact holds made, not one per point.
    pub fn chance_within(&self, low: f64, high: f64) -> BigRational {
        let at = |i: usize| to_f64(&self.hold_at(self.counts[i].0));
        let first = partition_point(self.counts.len(), |i| at(i) < low);
        let end = partition_point(self.counts.len(), |i| at(i) <= high);
        let inside: BigUint = self.counts[first..end.max(first)]
            .iter()
            .map(|(_, c)| c)
            .sum();
        BigRational::new(BigInt::from(inside), BigInt::from(self.total.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy coup: W = −1, 0 or 2 with counts 3, 2, 1 (out of 6).
    fn toy() -> CoupWin {
        toy_with([3u32.into(), 2u32.into(), 1u32.into()])
    }

    /// W = −1, 0 or 2 with the counts given.
    fn toy_with(counts: [BigUint; 3]) -> CoupWin {
        let r = |n: i64| BigRational::from_integer(n.into());
        let total = counts.iter().sum();
        let [a, b, c] = counts;
        CoupWin {
            values: vec![(r(-1), a), (r(0), b), (r(2), c)],
            total,
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
    fn counts_of_many_words_carry_exactly() {
        // Counts of one and of two 64-bit words (a total past 2^64, as a shoe of more
        // than 31 decks has), so every product and carry crosses words.
        let big = |e: u32, plus: u32| (BigUint::one() << e) + BigUint::from(plus);
        for counts in [
            [big(40, 3), big(41, 7), big(39, 1)],
            [big(63, 5), big(63, 0), big(62, 9)],
            [big(65, 1), big(70, 11), big(64, 3)],
        ] {
            let win = toy_with(counts);
            for n in 1..=5 {
                let sum = HoldSum::of(&win, n as u64).unwrap();
                let got: Vec<_> = sum.points().collect();
                assert_eq!(got, brute(&win, n), "n = {n}");
            }
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
    fn the_chance_within_counts_the_holds_between_the_ends() {
        let sum = HoldSum::of(&toy(), 6).unwrap();
        for (low, high) in [(-0.5, 0.5), (-1.0, 2.0), (0.0, 0.0), (0.1, 0.2), (3.0, 4.0)] {
            let want: BigRational = sum
                .points()
                .filter(|(h, _)| (low..=high).contains(&to_f64(h)))
                .map(|(_, p)| p)
                .sum();
            assert_eq!(sum.chance_within(low, high), want, "{low}..={high}");
        }
    }

    #[test]
    fn the_work_is_bounded_before_it_starts() {
        assert!(HoldSum::of(&toy(), EXACT_MAX_COUPS + 1).is_none());
        assert!(HoldSum::of(&toy(), 0).is_none());
        // span 3, 3 values: 3·(3·n(n−1)/2 + n) multiply-adds.
        assert_eq!(exact_work(&toy(), 10), Some(3 * (3 * 45 + 10)));
        // Values 1 and 10^9 steps apart: two coups take a few multiply-adds, but a
        // lattice of 2·10^9 points, refused before any memory is taken.
        let r = |n: i64| BigRational::from_integer(n.into());
        let wide = CoupWin {
            values: vec![
                (r(0), 1u32.into()),
                (r(1), 1u32.into()),
                (r(1_000_000_000), 1u32.into()),
            ],
            total: 3u32.into(),
        };
        assert!(exact_cost(&wide, 2).is_none());
        assert!(HoldSum::of(&wide, 2).is_none());
        // One coup is its own distribution, however far apart its values.
        let one = HoldSum::of(&wide, 1).unwrap();
        assert_eq!(one.points().collect::<Vec<_>>(), brute(&wide, 1));
    }

    #[test]
    fn a_deeper_shoe_costs_more_words() {
        let small = exact_cost(&toy(), 20).unwrap();
        let big = |e: u32| (BigUint::one() << e) + BigUint::one();
        let deep = exact_cost(&toy_with([big(100), big(101), big(99)]), 20).unwrap();
        assert_eq!(small.work, deep.work);
        assert!(deep.words > small.words && deep.memory > small.memory);
    }
}
