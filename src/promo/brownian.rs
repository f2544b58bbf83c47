//! Jacobson's Brownian-motion approximation of a loss rebate ("The Loss Rebate Theorem",
//! E. Jacobson, 2013; the quit points' closed form in "The Second Loss Rebate Theorem").
//!
//! The net result is taken as a Brownian motion with the bet's drift `μ` (its EV per coup,
//! negative) and variance `σ²` per coup, without a limit on the number of coups. The
//! player quits on reaching a win goal `b` or a loss `x` (at most the loss limit); with
//! `k = −2μ/σ²`, the chance of reaching `b` first is
//! `P = (1 − e^(−k·x)) / (e^(k·b) − e^(−k·x))` and the trip is worth
//! `P · b − (1 − P) · (1 − r) · x` with a rebate `r` on the loss. The best `b` and `x` are
//! found numerically (the figure is a float: it is an approximation). Its expected coups,
//! by Wald, are `E[net] / μ`.

/// The approximation's figures, in units of the flat bet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Brownian {
    /// The trip's value to the player, rebate included.
    pub value: f64,
    /// The win at which the player quits.
    pub quit_win: f64,
    /// The loss at which the player quits.
    pub quit_loss: f64,
    /// The expected coups played (no limit on their number).
    pub coups: f64,
}

/// The value of the scaled problem (`k = 1`) at quit loss `y` and win goal `c`.
fn scaled(y: f64, c: f64, rebate: f64) -> f64 {
    let lose = (-y).exp();
    let p = (1.0 - lose) / (c.exp() - lose);
    p * c - (1.0 - p) * (1.0 - rebate) * y
}

/// The argument of the largest `f` on `[lo, hi]` (golden-section search; `f` unimodal).
fn argmax(lo: f64, hi: f64, f: impl Fn(f64) -> f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (lo, hi);
    for _ in 0..200 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if f(c) >= f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// Jacobson's approximation for a bet of EV `ev` and variance `variance` per coup, a
/// rebate share `rebate` and an optional loss limit; `None` when the bet's EV is not
/// negative (the approximation has no optimum) or the variance is 0.
///
/// # Examples
/// ```
/// // Jacobson's Don Johnson example: μ = −0.0029036, σ = 1.1417, a 20% rebate, whose
/// // loss rebate coefficient is 0.0055690 ("The Third Loss Rebate Theorem").
/// let b = punto_banco::promo::jacobson(-0.0029036, 1.1417f64.powi(2), 0.2, None).unwrap();
/// let coefficient = b.value * 2.0 * 0.0029036 / 1.1417f64.powi(2);
/// assert_eq!(format!("{coefficient:.7}"), "0.0055690");
/// ```
pub fn jacobson(ev: f64, variance: f64, rebate: f64, loss_limit: Option<f64>) -> Option<Brownian> {
    if ev >= 0.0 || variance <= 0.0 || !(0.0..1.0).contains(&rebate) {
        return None;
    }
    let k = -2.0 * ev / variance;
    // In scaled units the optimum lies well inside (0, 60): e^60 dwarfs every term.
    let y_max = loss_limit.map_or(60.0, |l| (k * l).min(60.0));
    let best_c = |y: f64| argmax(1e-12, 60.0, |c| scaled(y, c, rebate));
    let y = argmax(1e-12, y_max, |y| scaled(y, best_c(y), rebate));
    let c = best_c(y);
    let value = scaled(y, c, rebate) / k;
    let (quit_win, quit_loss) = (c / k, y / k);
    let lose = (-y).exp();
    let p = (1.0 - lose) / (c.exp() - lose);
    let net = p * quit_win - (1.0 - p) * quit_loss;
    Some(Brownian {
        value,
        quit_win,
        quit_loss,
        coups: net / ev,
    })
}
