//! Besag and Clifford's sequential Monte-Carlo p-value, for several tests that share their
//! draws.
//!
//! A resampling test with a fixed number `D` of draws spends them all even when the
//! observed statistic sits in the middle of the null, where a few dozen draws already say
//! "not unusual". Besag and Clifford ("Sequential Monte Carlo p-values", *Biometrika*
//! 78(2), 1991, 301–304) stop once `h` draws have reached the observed statistic:
//!
//! ```text
//! draw until h draws have T* >= T, or D draws are made
//! p = h / l             when the h-th such draw is draw l (l <= D)
//! p = (1 + g) / (1 + D) when D draws are made and only g < h reached T
//! ```
//!
//! The p-value is valid: under the null `P(p <= u) <= u` at every value it can take (their
//! section 2), as the fixed-`D` p-value is. A test far from significance stops after about
//! `h / p` draws; one whose p-value is small uses all `D`, and its p-value is then the
//! fixed-`D` one, `(1 + g) / (1 + D)`. Its Monte-Carlo error is given as
//! `sqrt(p (1 − p) / l)` over the `l` draws used (for a stopped test, the relative error of
//! `h / l` is about `sqrt((1 − p) / h)`, the same figure).

use super::Permutation;
use crate::limits::Cancel;

/// Draws that must reach the observed statistic before a test stops (Besag and Clifford's
/// `h`).
pub const SEQUENTIAL_HITS: u32 = 10;

impl Permutation {
    /// A sequential test stopped at its `draws`-th draw, the `hits`-th to reach the
    /// observed statistic: p = hits / draws.
    pub fn stopped(hits: u64, draws: u32) -> Permutation {
        let p_value = hits as f64 / f64::from(draws);
        Permutation {
            draws,
            at_least: hits,
            p_value,
            error: (p_value * (1.0 - p_value) / f64::from(draws)).sqrt(),
        }
    }
}

/// Runs `tests` sequential tests on shared draws: draws `0, 1, ...` are made in order by
/// `draw(d, active, reached)`, which sets `reached[t]` for every test `t` with `active[t]`
/// (its draw `d` reached the observed statistic; the others are not read). A test stops at
/// its `hits`-th reaching draw; every test stops after `cap` draws. Returns each test's
/// [`Permutation`] ([`Permutation::stopped`], or [`Permutation::new`] at the cap), in
/// order. A test's result depends only on its own draws, not on when the others stop.
/// Draws after `cancel` is raised are not made (the results are then meaningless: the
/// caller checks `cancel`).
pub fn sequential<F>(
    tests: usize,
    hits: u32,
    cap: u32,
    cancel: &Cancel,
    mut draw: F,
) -> Vec<Permutation>
where
    F: FnMut(u32, &[bool], &mut [bool]),
{
    let mut out = vec![None; tests];
    let mut seen = vec![0u64; tests];
    let mut active = vec![true; tests];
    let mut reached = vec![false; tests];
    let mut left = tests;
    let mut d = 0;
    while left > 0 && d < cap && !cancel.is_set() {
        reached.fill(false);
        draw(d, &active, &mut reached);
        d += 1;
        let tests = active.iter_mut().zip(&reached).zip(&mut seen).zip(&mut out);
        for (((on, &hit), g), p) in tests {
            if *on && hit {
                *g += 1;
                if *g == u64::from(hits) {
                    *p = Some(Permutation::stopped(*g, d));
                    *on = false;
                    left -= 1;
                }
            }
        }
    }
    out.into_iter()
        .zip(seen)
        .map(|(p, g)| p.unwrap_or_else(|| Permutation::new(cap, g)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::stream_rng;
    use rand::Rng;

    #[test]
    fn a_test_stops_at_its_hth_reaching_draw_and_one_that_never_gets_there_uses_the_cap() {
        // Test 0 reaches on every draw, test 1 on every third, test 2 never.
        let mut asked = Vec::new();
        let p = sequential(3, 4, 30, &Cancel::default(), |d, active, reached| {
            asked.push(active.to_vec());
            reached[0] = true;
            reached[1] = d % 3 == 2;
        });
        assert_eq!(p[0], Permutation::stopped(4, 4));
        assert_eq!(p[0].p_value, 1.0);
        // Draws 2, 5, 8, 11 (from 0) are test 1's reaching draws: it stops after 12.
        assert_eq!(p[1].p_value, 4.0 / 12.0);
        assert_eq!(p[1].draws, 12);
        assert_eq!(p[2], Permutation::new(30, 0));
        assert_eq!(p[2].p_value, 1.0 / 31.0);
        // Once stopped a test is no longer active; the draws end at the cap.
        assert_eq!(asked.len(), 30);
        assert_eq!(asked[4], [false, true, true]);
        assert_eq!(asked[12], [false, false, true]);
    }

    #[test]
    fn below_the_cap_the_count_reached_is_the_fixed_p_value() {
        // Two reaching draws of 50, h = 3: the fixed-D p-value (1 + 2) / 51.
        let p = sequential(1, 3, 50, &Cancel::default(), |d, _, r| {
            r[0] = d == 7 || d == 40
        });
        assert_eq!(p[0], Permutation::new(50, 2));
    }

    #[test]
    fn under_the_null_the_sequential_p_value_is_uniform_enough() {
        // A continuous statistic and its null: T and T* uniform, independent. P(p <= u)
        // must not exceed u (Besag and Clifford, section 2), here within 3 binomial sd.
        let runs = 4000;
        let mut ps = Vec::with_capacity(runs);
        for run in 0..runs {
            let mut rng = stream_rng(11, run as u64);
            let t: f64 = rng.gen();
            let p = sequential(1, 10, 999, &Cancel::default(), |_, _, r| {
                r[0] = rng.gen::<f64>() >= t
            });
            ps.push(p[0].p_value);
        }
        for u in [0.01, 0.05, 0.1, 0.5] {
            let n = ps.iter().filter(|&&p| p <= u).count() as f64;
            let sd = (runs as f64 * u * (1.0 - u)).sqrt();
            assert!(
                n <= runs as f64 * u + 3.0 * sd,
                "P(p <= {u}) = {}",
                n / runs as f64
            );
            assert!(
                n >= runs as f64 * u - 4.0 * sd,
                "P(p <= {u}) = {}",
                n / runs as f64
            );
        }
    }

    #[test]
    fn a_raised_cancel_makes_no_draw() {
        let gone = Cancel::new();
        gone.cancel();
        let mut made = 0;
        sequential(2, 10, 100, &gone, |_, _, _| made += 1);
        assert_eq!(made, 0);
    }
}
