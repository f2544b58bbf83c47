//! The statistics `review` and `integrity` share, written once: Holm's multiple-test
//! adjustment, the Monte-Carlo p-value of a resampling null (with a fixed number of draws,
//! or sequential), the normal tails, the floor the draws put under an adjusted p-value,
//! seeded draws, and the re-deal null.
//!
//! # Resampling nulls
//! A test draws `D` times from its null (a re-ordering of a shoe's own cards, a re-deal of
//! them by the house procedure, a player's coups moved to other coups of the same shoes),
//! computes its statistic `T*` on each draw and counts the draws with `T* >= T`. The
//! one-sided p-value is `(1 + #{T* >= T}) / (1 + D)` ([`permutation_p`]), never 0, with
//! Monte-Carlo error `sqrt(p (1 - p) / D)` ([`Permutation`]).
//!
//! A test may instead stop early by Besag and Clifford's sequential rule
//! ([`sequential`]): once `h` draws have reached `T`, `p = h / l` after `l` draws; at the
//! cap `D` the p-value is the fixed one above.
//!
//! Draws are seeded: draw `d` of [`seeded_draws`] (and of [`Redeal::run`]) takes its
//! generator from [`stream_rng`]`(seed, d)`, so a draw does not depend on how the draws are
//! spread over threads ([`Redeal::redeal_with`] lets a caller give each shoe of each draw a
//! generator of its own).

mod draws;
mod redeal;
mod sequential;

pub use draws::{seeded_draws, shuffle, stream_rng};
pub use redeal::{Coups, Redeal, RedealtShoe};
pub use sequential::{sequential, SEQUENTIAL_HITS};

/// Holm's step-down adjustment of the p-values `p`, returned in the order given: sorted
/// ascending (ties in the order given), the i-th smallest (from 0) becomes
/// `max over j <= i of min(1, (m − j) p_(j))` for `m` p-values.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p[a].total_cmp(&p[b]).then(a.cmp(&b)));
    let mut out = vec![0.0; m];
    let mut running: f64 = 0.0;
    for (j, &i) in order.iter().enumerate() {
        running = running.max(((m - j) as f64 * p[i]).min(1.0));
        out[i] = running;
    }
    out
}

/// The Monte-Carlo p-value of a resampling test: `(1 + at_least) / (1 + draws)`, where
/// `at_least` of `draws` draws from the null reach the observed statistic.
pub fn permutation_p(at_least: u64, draws: u32) -> f64 {
    (1 + at_least) as f64 / (1.0 + f64::from(draws))
}

/// The result of a resampling test (a permutation, a re-ordering or a re-deal).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Permutation {
    /// Draws made.
    pub draws: u32,
    /// Draws with `T* >= T`.
    pub at_least: u64,
    /// `(1 + at_least) / (1 + draws)`.
    pub p_value: f64,
    /// Its Monte-Carlo error, `sqrt(p (1 - p) / draws)`.
    pub error: f64,
}

impl Permutation {
    /// The test in which `at_least` of `draws` draws reach the observed statistic.
    pub fn new(draws: u32, at_least: u64) -> Permutation {
        let p_value = permutation_p(at_least, draws);
        Permutation {
            draws,
            at_least,
            p_value,
            error: (p_value * (1.0 - p_value) / f64::from(draws)).sqrt(),
        }
    }
}

/// P(Z ≥ z) for a standard normal Z: the one-sided upper tail.
pub fn normal_upper(z: f64) -> f64 {
    (0.5 * libm::erfc(z / std::f64::consts::SQRT_2)).clamp(0.0, 1.0)
}

/// P(|Z| ≥ |z|) for a standard normal Z: the two-sided p-value of a z-score.
pub fn normal_two_sided(z: f64) -> f64 {
    libm::erfc(z.abs() / std::f64::consts::SQRT_2).min(1.0)
}

/// What the draws allow a family of resampling tests adjusted by Holm.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PFloor {
    /// The smallest adjusted p-value the family can give: `min(1, m × 1/(D + 1))` (each
    /// p-value is at least `1/(D + 1)` and Holm's first step multiplies the smallest by the
    /// `m` tests), computed as the p-values and the adjustment are.
    pub least_p: f64,
    /// The fewest draws with which that smallest adjusted p-value is below the level.
    pub least_draws: u64,
}

/// The floor of `tests` resampling tests of `draws` draws each, adjusted by [`holm`], at
/// the level `alpha` (above 0).
pub fn p_floor(tests: usize, draws: u32, alpha: f64) -> PFloor {
    let least_p = |d: f64| (tests as f64 * (1.0 / (1.0 + d))).min(1.0);
    let mut d = ((tests as f64 / alpha).floor() as u64)
        .saturating_sub(2)
        .max(1);
    while least_p(d as f64) >= alpha {
        d += 1;
    }
    PFloor {
        least_p: least_p(f64::from(draws)),
        least_draws: d,
    }
}

#[cfg(test)]
mod tests;
