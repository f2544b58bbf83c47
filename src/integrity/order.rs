//! Shuffle tests: is each shoe's order what a uniformly random order of its own cards
//! gives?
//!
//! The null of every test: each complete shoe's cards after its burn lie in a uniformly
//! random order of themselves (given the burn), independently of the previous shoe. A
//! finite shoe is not i.i.d. (the lag-1 correlation of a random order of n fixed values has
//! mean −1/(n−1), not 0), so every p-value comes from that null by seeded re-ordering:
//! p = (1 + #{T* ≥ T}) / (1 + D) over D re-orderings of every shoe at once.

use crate::limits::Cancel;
use crate::simulate::{value, Code};
use crate::stats::{seeded_draws, shuffle};

/// Position bands of the chi-square test of card value by position.
pub const BANDS: usize = 8;

/// The statistics of one set of orders: chi-square, runs z, mean serial correlation minus
/// its null mean, carry-over count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OrderStats {
    /// Σ (O − E)² / E over shoes, position bands and values.
    pub chi_square: f64,
    /// Runs above and below each shoe's median value, standardised and pooled.
    pub runs_z: f64,
    /// The mean over shoes of the lag-1 correlation of consecutive values.
    pub serial: f64,
    /// Ordered pairs adjacent in the previous shoe of the table adjacent again.
    pub carry: f64,
}

/// What the statistics need of each shoe, fixed under re-ordering.
pub struct Prepared {
    /// Each complete shoe's cards after its burn, in shoe order.
    pub orders: Vec<Vec<Code>>,
    /// Per shoe, the ordered pairs adjacent in the previous shoe of its table (52 x 52),
    /// when that shoe is complete too.
    pub previous_pairs: Vec<Option<Vec<bool>>>,
}

/// The expected lag-1 correlation (mean of products over mean of squares) of a random
/// order of n values: −1/(n−1).
fn null_serial(n: usize) -> f64 {
    -1.0 / (n as f64 - 1.0)
}

fn chi_square(vals: &[u8], counts: &[u32; 10]) -> f64 {
    let n = vals.len();
    let mut chi = 0.0;
    for b in 0..BANDS {
        let (lo, hi) = (b * n / BANDS, (b + 1) * n / BANDS);
        let mut seen = [0u32; 10];
        for &v in &vals[lo..hi] {
            seen[usize::from(v)] += 1;
        }
        for v in 0..10 {
            let e = (hi - lo) as f64 * f64::from(counts[v]) / n as f64;
            if e > 0.0 {
                let d = f64::from(seen[v]) - e;
                chi += d * d / e;
            }
        }
    }
    chi
}

/// Runs above and below the median (the lower median of the shoe's values; cards at the
/// median are left out): (runs − mean, variance), Wald-Wolfowitz.
fn runs(vals: &[u8], median: u8) -> (f64, f64) {
    let signs: Vec<bool> = vals
        .iter()
        .filter(|&&v| v != median)
        .map(|&v| v > median)
        .collect();
    let n1 = signs.iter().filter(|&&s| s).count() as f64;
    let n2 = signs.len() as f64 - n1;
    if n1 == 0.0 || n2 == 0.0 {
        return (0.0, 0.0);
    }
    let r = 1 + signs.windows(2).filter(|w| w[0] != w[1]).count();
    let n = n1 + n2;
    let mean = 1.0 + 2.0 * n1 * n2 / n;
    let var = 2.0 * n1 * n2 * (2.0 * n1 * n2 - n) / (n * n * (n - 1.0));
    (r as f64 - mean, var)
}

fn serial(vals: &[u8]) -> f64 {
    let n = vals.len();
    let mean = vals.iter().map(|&v| f64::from(v)).sum::<f64>() / n as f64;
    let y: Vec<f64> = vals.iter().map(|&v| f64::from(v) - mean).collect();
    let squares: f64 = y.iter().map(|v| v * v).sum();
    if squares == 0.0 || n < 3 {
        return null_serial(n.max(3));
    }
    let products: f64 = y.windows(2).map(|w| w[0] * w[1]).sum();
    (products / (n - 1) as f64) / (squares / n as f64)
}

/// The ordered pairs adjacent in `cards` (a 52 x 52 table).
pub fn pairs(cards: &[Option<Code>]) -> Vec<bool> {
    let mut t = vec![false; 52 * 52];
    for w in cards.windows(2) {
        if let (Some(a), Some(b)) = (w[0], w[1]) {
            t[usize::from(a) * 52 + usize::from(b)] = true;
        }
    }
    t
}

impl Prepared {
    /// The statistics of `orders` (the observed ones, or a re-ordering).
    pub fn stats(&self, orders: &[Vec<Code>]) -> OrderStats {
        let (mut chi, mut run_dev, mut run_var, mut ser, mut carry) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for (k, cards) in orders.iter().enumerate() {
            if cards.len() < 3 {
                continue;
            }
            let vals: Vec<u8> = cards.iter().map(|&c| value(c)).collect();
            let mut counts = [0u32; 10];
            for &v in &vals {
                counts[usize::from(v)] += 1;
            }
            chi += chi_square(&vals, &counts);
            let mut sorted = vals.clone();
            sorted.sort_unstable();
            let (d, v) = runs(&vals, sorted[(sorted.len() - 1) / 2]);
            run_dev += d;
            run_var += v;
            ser += serial(&vals) - null_serial(vals.len());
            if let Some(t) = &self.previous_pairs[k] {
                let again = cards
                    .windows(2)
                    .filter(|w| t[usize::from(w[0]) * 52 + usize::from(w[1])]);
                carry += again.count() as f64;
            }
        }
        let shoes = orders.len().max(1) as f64;
        OrderStats {
            chi_square: chi,
            runs_z: if run_var > 0.0 {
                run_dev / run_var.sqrt()
            } else {
                0.0
            },
            serial: ser / shoes,
            carry,
        }
    }

    /// The observed statistics and, for each, how many of `draws` re-orderings (seeded:
    /// [`seeded_draws`]: draw d uses ChaCha8 stream d of `seed`; each shoe shuffled by
    /// [`shuffle`]) reach it:
    /// chi-square and carry-over one-sided (large), runs and serial correlation two-sided.
    /// Once `cancel` is raised the draws left are skipped (the counts are then
    /// meaningless; [`super::audit`] refuses them).
    pub fn test(&self, draws: u32, seed: u64, cancel: &Cancel) -> (OrderStats, [u32; 4]) {
        let t = self.stats(&self.orders);
        let reach = |a: f64, b: f64| a >= b - 1e-9 * b.abs().max(1.0);
        let draws = seeded_draws(draws, seed, cancel, |rng| {
            let orders: Vec<Vec<Code>> = (self.orders.iter())
                .map(|o| {
                    let mut o = o.clone();
                    shuffle(rng, &mut o);
                    o
                })
                .collect();
            let s = self.stats(&orders);
            [
                u32::from(reach(s.chi_square, t.chi_square)),
                u32::from(reach(s.runs_z.abs(), t.runs_z.abs())),
                u32::from(reach(s.serial.abs(), t.serial.abs())),
                u32::from(reach(s.carry, t.carry)),
            ]
        });
        let at_least = draws.iter().fold([0; 4], |a, b| {
            [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]]
        });
        (t, at_least)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_and_serial_follow_their_textbook_values() {
        let vals = [0u8, 9, 0, 9, 0, 9];
        let (d, v) = runs(&vals, 0);
        // Cards at the median (0) are left out: only 9s remain, one run, no variance.
        assert_eq!((d, v), (0.0, 0.0));
        let (d, v) = runs(&[1, 9, 1, 9, 1, 9, 5], 5);
        assert!((d - 2.0).abs() < 1e-12, "{d}");
        // var = 2*9*(18-6)/(36*5) = 1.2
        assert!((v - 1.2).abs() < 1e-12, "{v}");
        // Alternating values: every product is −(4.5)², the lag-1 correlation −1.
        let r = serial(&vals);
        assert!((r + 1.0).abs() < 1e-12, "{r}");
    }

    #[test]
    fn a_random_order_has_the_null_mean_serial_correlation() {
        // Brute force over every order of 5 distinct values: the mean lag-1 correlation
        // is −1/(n−1) = −0.25.
        let vals = [0u8, 1, 2, 3, 4];
        let mut sum = 0.0;
        let mut count = 0.0;
        let mut p = vals;
        permute(&mut p, 0, &mut |o| {
            sum += serial(o);
            count += 1.0;
        });
        assert!((sum / count + 0.25).abs() < 1e-12, "{}", sum / count);
    }

    fn permute(v: &mut [u8; 5], k: usize, f: &mut dyn FnMut(&[u8])) {
        if k == v.len() {
            f(v);
            return;
        }
        for i in k..v.len() {
            v.swap(k, i);
            permute(v, k + 1, f);
            v.swap(k, i);
        }
    }
}
