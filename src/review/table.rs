//! The table's hold from its bet log: over all players, the house's win, the handle and win
//! over handle against the exact expectation and the exact variance of each coup's whole
//! layout across players.
//!
//! Per coup some wager was placed on, the table's layout is every player's bets on it,
//! stakes added up by bet; the house wins minus what that layout wins. Its exact mean is
//! minus Σ stake × EV (the EVs given the cards before the coup) and its exact variance is
//! the layout's ([`super::luck::layout_variance`]: from the joint outcome distribution, so
//! Banco and Punto on one coup hedge). Given the cards before each coup, the increments
//! `win − expected` are martingale differences, so over the period the win lies in
//! `expected ± z_q sqrt(variance)` with probability about `q` (the martingale central
//! limit theorem, as the result test; `docs/review.md`), `z_q` the two-sided normal
//! quantile of 90, 95 and 99%.

use super::luck::Layout;
use super::wagers::{settle, Prices};
use super::{Placed, ReviewSpec, ShoeLog, WagerReview};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

/// The two-sided normal quantiles of the bands: (level in %, z).
pub const BAND_LEVELS: [(u32, f64); 3] = [
    (90, 1.644_853_626_951_472_2),
    (95, 1.959_963_984_540_054),
    (99, 2.575_829_303_548_900_4),
];

/// The most points of the cumulative path kept for the chart (a casino day has half a
/// million coups: every k-th coup is kept, and the last).
pub const MAX_PATH_POINTS: usize = 2_000;

/// One band of the house's win over the period.
#[derive(Debug, Clone, PartialEq)]
pub struct Band {
    /// Its level in %.
    pub level: u32,
    /// The house's win at its low and high ends.
    pub win: (f64, f64),
    /// Win over handle at its low and high ends.
    pub hold: (f64, f64),
}

/// One point of the cumulative path: after `coups` coups with wagers, the house's win, its
/// expectation and its variance so far (decimals, for the chart).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PathPoint {
    /// Coups with wagers so far.
    pub coups: usize,
    /// The house's win so far.
    pub win: f64,
    /// Its expectation so far.
    pub expected: f64,
    /// Its variance so far.
    pub variance: f64,
}

/// The table's hold over the bet log.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TableHold {
    /// Coups with at least one wager.
    pub coups: usize,
    /// Wagers.
    pub wagers: usize,
    /// The house's win (what the players lost), exact.
    pub win: BigRational,
    /// Every wager's stake, pushes included, exact.
    pub handle: BigRational,
    /// Win over handle, exact.
    pub hold: BigRational,
    /// The house's expected win: minus Σ stake × EV, exact.
    pub expected: BigRational,
    /// Expected win over handle, exact.
    pub expected_hold: BigRational,
    /// Σ over the coups of the variance of the table's layout, exact (`None` when a coup
    /// joins a perfect-pair bet to another bet: their joint distribution is not known).
    pub variance: Option<BigRational>,
    /// `(win − expected) / sqrt(variance)`.
    pub z: Option<f64>,
    /// The 90, 95 and 99% bands.
    pub bands: Vec<Band>,
    /// The cumulative path, at most [`MAX_PATH_POINTS`] points (and the start).
    pub path: Vec<PathPoint>,
}

/// The table's layouts: per coup a wager was placed on (index into the shoes priced, coup
/// index), every player's bets with their stakes added up by bet.
pub(super) fn layouts(placed: &[Placed], slot: &[usize]) -> Vec<(usize, usize, Layout)> {
    let all: Vec<usize> = (0..placed.len()).collect();
    super::luck::layouts(placed, &all, slot)
}

/// The table's hold from every wager reviewed (`reviewed`, in the order of `placed`), the
/// table's layouts ([`layouts`]) and their prices.
pub(super) fn table_hold(
    spec: &ReviewSpec,
    log: &ShoeLog,
    reviewed: &[WagerReview],
    layouts: &[(usize, usize, Layout)],
    prices: &Prices,
    shoes: &[usize],
) -> TableHold {
    let sum = |t: Vec<BigRational>| super::player::exact_sum(t.into_iter());
    let handle = sum(reviewed.iter().map(|w| w.stake.clone()).collect());
    let win = -sum(reviewed.iter().map(|w| &w.stake * &w.result).collect());
    let expected = -sum(reviewed.iter().map(|w| &w.stake * &w.ev).collect());
    let ratio = |x: &BigRational| {
        if handle.is_zero() {
            BigRational::zero()
        } else {
            x / &handle
        }
    };
    let variances: Option<Vec<BigRational>> = layouts
        .iter()
        .map(|(s, c, layout)| {
            prices
                .variance(prices.state(*s, *c), layout)
                .expect("every table layout is priced")
                .clone()
        })
        .collect();
    let path = path(spec, log, layouts, prices, shoes, variances.as_deref());
    let variance = variances.map(sum);
    let f = crate::ratio::to_f64;
    let sd = variance.as_ref().map(|v| f(v).sqrt());
    let z = sd
        .filter(|s| *s > 0.0)
        .map(|s| (f(&win) - f(&expected)) / s);
    let h = f(&handle);
    let bands = match sd {
        Some(sd) => BAND_LEVELS
            .iter()
            .map(|&(level, q)| {
                let (lo, hi) = (f(&expected) - q * sd, f(&expected) + q * sd);
                Band {
                    level,
                    win: (lo, hi),
                    hold: (lo / h, hi / h),
                }
            })
            .collect(),
        None => Vec::new(),
    };
    TableHold {
        coups: layouts.len(),
        wagers: reviewed.len(),
        hold: ratio(&win),
        expected_hold: ratio(&expected),
        win,
        handle,
        expected,
        variance,
        z,
        bands,
        path,
    }
}

/// The cumulative path over the coups with wagers, in the order of the log, thinned to at
/// most [`MAX_PATH_POINTS`] points after the start (0, 0, 0, 0). Empty without variances.
fn path(
    spec: &ReviewSpec,
    log: &ShoeLog,
    layouts: &[(usize, usize, Layout)],
    prices: &Prices,
    shoes: &[usize],
    variances: Option<&[BigRational]>,
) -> Vec<PathPoint> {
    let Some(variances) = variances else {
        return Vec::new();
    };
    let f = crate::ratio::to_f64;
    let n = layouts.len();
    let every = n.div_ceil(MAX_PATH_POINTS).max(1);
    let mut at = PathPoint {
        coups: 0,
        win: 0.0,
        expected: 0.0,
        variance: 0.0,
    };
    let mut out = vec![at];
    for (k, ((s, c, layout), v)) in layouts.iter().zip(variances).enumerate() {
        let state = prices.state(*s, *c);
        let coup = &log.shoes[shoes[*s]].coups[*c];
        for &(b, micros) in layout {
            let stake = BigRational::new(BigInt::from(micros), BigInt::from(super::STAKE_SCALE));
            let ev = prices.exact(state, b).expect("every wager's EV is kept");
            at.expected -= f(&(&stake * ev));
            at.win -= f(&(&stake * settle(&spec.bets[b], coup)));
        }
        at.variance += f(v);
        at.coups = k + 1;
        if (k + 1) % every == 0 || k + 1 == n {
            out.push(at);
        }
    }
    out
}
