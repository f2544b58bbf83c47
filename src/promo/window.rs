//! The lattice of net results and the three passes over it: the optimal policy's values
//! (backward), the values of playing every coup allowed (backward) and the optimal
//! player's walk (forward: his chance of ending ahead, coups, net and decisions).
//!
//! A row holds the scaled values of the states visited at one coup; every other state
//! has a value known in closed form (quitting, or a linear payoff), computed on demand.

use super::CoupOdds;
use crate::error::{Error, ErrorKind, Input, Result};
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use rayon::prelude::*;

/// `x` as an `i64` when it fits.
fn small(x: &BigRational) -> Option<i64> {
    x.to_integer().to_i64()
}

/// One coup's decisions under the optimal policy: the net results (with a positive
/// chance of being reached) at which the player plays the coup and at which he quits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PolicyRow {
    /// The coup, from 1: the decision is taken before it, after `coup − 1` coups.
    pub coup: u32,
    /// Runs of net results (from, to, inclusive, lattice neighbours) at which he plays.
    pub play: Vec<(BigRational, BigRational)>,
    /// Runs at which he quits (the loss limit's forced stops included).
    pub stop: Vec<(BigRational, BigRational)>,
}

/// The largest lattice step times the coups: states are `i64`s well inside their range.
const MAX_SPAN: i64 = 1 << 50;

/// A bet's outcomes on the lattice of multiples of `1/d`, with the trip's terms.
pub(super) struct Lattice {
    d: i64,
    steps: Vec<i64>,
    weights: Vec<BigInt>,
    t: BigInt,
    /// Σ weight · step: the EV times `t · d`.
    m1: BigInt,
    smin: i64,
    smax: i64,
    rn: BigInt,
    rd: BigInt,
    n: usize,
    min_allowed: Option<i64>,
    /// With EV < 0: quitting is optimal at |i| ≥ band.
    band: Option<i64>,
    ev_nonpos: bool,
}

/// A row of scaled values on `[from, from + vals.len())`.
#[derive(Default)]
struct Row {
    from: i64,
    vals: Vec<BigInt>,
}

impl Row {
    fn get(&self, i: i64) -> Option<&BigInt> {
        let idx = usize::try_from(i - self.from).ok()?;
        self.vals.get(idx)
    }
}

fn too_fine(c: &CoupOdds) -> Error {
    Error::named(
        ErrorKind::BadBet,
        Input::Bet,
        format!(
            " '{}' has net results on too fine a lattice (denominators or pays too large) for \
             a trip; the lattice step times the coups must stay below 2^50",
            c.id
        ),
    )
}

impl Lattice {
    pub(super) fn new(
        c: &CoupOdds,
        rebate: &BigRational,
        coups: u32,
        loss_limit: Option<&BigRational>,
    ) -> Result<Lattice> {
        let d = c
            .outcomes
            .iter()
            .fold(BigInt::one(), |d, (net, _)| d.lcm(net.denom()));
        let n = i64::from(coups);
        let di = small(&BigRational::from_integer(d.clone()))
            .filter(|&d| d < MAX_SPAN)
            .ok_or_else(|| too_fine(c))?;
        let mut steps = Vec::new();
        for (net, _) in &c.outcomes {
            let s = small(&(net * &d)).filter(|s| s.abs() < MAX_SPAN / n.max(1));
            steps.push(s.ok_or_else(|| too_fine(c))?);
        }
        let weights: Vec<BigInt> = c.outcomes.iter().map(|(_, w)| w.clone().into()).collect();
        let m1 = steps.iter().zip(&weights).map(|(s, w)| w * *s).sum();
        let min_allowed = loss_limit
            .filter(|l| **l < BigRational::from_integer(n.into()))
            .map(|l| {
                let v = (BigRational::one() - l) * BigRational::from_integer(d.clone());
                small(&v.ceil()).expect("within the trip's span")
            });
        let ev = c.ev();
        let band = ev.is_negative().then(|| {
            let var = c.variance();
            let four = BigRational::from_integer(4.into());
            let x = rebate * var * BigRational::from_integer(d.clone())
                / (four * (BigRational::one() - rebate) * -&ev);
            small(&x.ceil())
        });
        Ok(Lattice {
            d: di,
            smin: *steps.iter().min().expect("a bet has an outcome"),
            smax: *steps.iter().max().expect("a bet has an outcome"),
            steps,
            weights,
            t: c.total.clone().into(),
            m1,
            rn: rebate.numer().clone(),
            rd: rebate.denom().clone(),
            n: coups as usize,
            min_allowed,
            band: band.flatten(),
            ev_nonpos: !ev.is_positive(),
        })
    }

    fn allowed(&self, i: i64) -> bool {
        self.min_allowed.is_none_or(|m| i >= m)
    }

    /// `f(i)` scaled by `d` and the rebate's denominator.
    fn stop(&self, i: i64) -> BigInt {
        if i >= 0 {
            &self.rd * i
        } else {
            (&self.rd - &self.rn) * i
        }
    }

    /// The reachable states after `k` coups.
    fn reach(&self, k: usize) -> (i64, i64) {
        let k = k as i64;
        let lo = self
            .min_allowed
            .map_or(k * self.smin, |m| (k * self.smin).max(m + self.smin));
        (lo.min(0), (k * self.smax).max(0))
    }

    /// The states where the optimal player may play after `k` coups.
    fn optimal_window(&self, k: usize) -> (i64, i64) {
        let t = (self.n - k) as i64;
        let (mut a, mut b) = self.reach(k);
        a = a.max(self.min_allowed.unwrap_or(i64::MIN));
        if self.ev_nonpos {
            b = b.min(t * self.d - 1);
            a = a.max(-t * self.smax + 1);
        }
        if let Some(band) = self.band {
            (a, b) = (a.max(-band + 1), b.min(band - 1));
        }
        (a, b)
    }

    /// The states whose play-every-coup value has no closed form after `k` coups.
    fn all_window(&self, k: usize) -> (i64, i64) {
        let t = (self.n - k) as i64;
        let (mut a, b) = self.reach(k);
        a = a.max(self.min_allowed.unwrap_or(i64::MIN));
        if self.min_allowed.is_none() {
            a = a.max(-t * self.smax + 1);
        }
        (a, b.min(t * self.d - 1))
    }

    /// Σ weight · value(i + step), each value from `row` or else from `other`.
    fn expect(&self, row: &Row, i: i64, other: impl Fn(i64) -> BigInt) -> BigInt {
        let mut sum = BigInt::zero();
        for (s, w) in self.steps.iter().zip(&self.weights) {
            let j = i + s;
            match row.get(j) {
                Some(v) => sum += w * v,
                None => sum += w * other(j),
            }
        }
        sum
    }

    /// A value of the start state, scaled by `T^n`, as a number of units.
    pub(super) fn value_of(&self, v: &BigInt) -> BigRational {
        let den = num_traits::pow(self.t.clone(), self.n) * &self.rd * self.d;
        BigRational::new(v.clone(), den)
    }

    /// The work (states × outcomes × words) and the bytes of the largest row.
    pub(super) fn work(&self) -> (u64, u64) {
        let bits = self.t.bits() + 1;
        let extra = (self.rd.bits() + 2 * 64) as u128;
        let words = |coups: usize| 1 + (coups as u128 * bits as u128 + extra) / 64;
        let width = |(a, b): (i64, i64)| (b - a + 1).max(0) as u128;
        let outs = self.steps.len() as u128;
        let (mut work, mut row) = (0u128, 0u128);
        for k in 0..self.n {
            let back = words(self.n - k);
            let opt = width(self.optimal_window(k));
            let all = width(self.all_window(k));
            work += (opt + all) * outs * back + opt * outs * words(k);
            row = row.max(all * back * 8);
        }
        let clip = |x: u128| u64::try_from(x).unwrap_or(u64::MAX);
        (clip(work), clip(row))
    }
}

/// The optimal policy's values: the start's value and each coup's decisions.
pub(super) struct Optimal {
    pub(super) start: BigInt,
    /// Per coup `k` (0-based), the first state of its window and whether he plays there.
    decisions: Vec<(i64, Vec<bool>)>,
}

impl Optimal {
    fn plays(&self, k: usize, i: i64) -> bool {
        let (from, play) = &self.decisions[k];
        usize::try_from(i - from)
            .ok()
            .and_then(|idx| play.get(idx).copied())
            .unwrap_or(false)
    }
}

/// The backward pass of the optimal policy.
pub(super) fn optimal(l: &Lattice) -> Optimal {
    let mut decisions = vec![(0, Vec::new()); l.n];
    let mut next = Row::default();
    // `low` = T^(t−1) and `high` = T^t, t the coups left before coup k.
    let mut low = BigInt::one();
    let mut high = l.t.clone();
    for k in (0..l.n).rev() {
        let (a, b) = l.optimal_window(k);
        let mut row = Row {
            from: a,
            vals: Vec::new(),
        };
        let mut play = Vec::new();
        for i in a..=b {
            let go = l.expect(&next, i, |j| l.stop(j) * &low);
            let stop = l.stop(i) * &high;
            play.push(go > stop);
            row.vals.push(if go > stop { go } else { stop });
        }
        decisions[k] = (a, play);
        next = row;
        if k > 0 {
            low = high.clone();
            high *= &l.t;
        }
    }
    let start = next.get(0).cloned().unwrap_or_else(BigInt::zero);
    Optimal { start, decisions }
}

/// The backward pass of playing every coup allowed: the start's value scaled by `T^n`.
pub(super) fn play_all(l: &Lattice) -> BigInt {
    let mut next = Row::default();
    // Coups left after this coup `t1`, and `T^t1`, `T^(t1−1)` (0 when t1 = 0).
    let (mut t1, mut p1, mut p0) = (0i64, BigInt::one(), BigInt::zero());
    for k in (0..l.n).rev() {
        let closed = |j: i64| -> BigInt {
            let linear = |slope: BigInt| slope * (&p1 * j + &l.m1 * t1 * &p0);
            if j >= t1 * l.d {
                linear(l.rd.clone())
            } else if t1 == 0 || !l.allowed(j) {
                l.stop(j) * &p1
            } else {
                debug_assert!(l.min_allowed.is_none() && j <= -t1 * l.smax);
                linear(&l.rd - &l.rn)
            }
        };
        let (a, b) = l.all_window(k);
        // Each state of a row depends only on the next row: the row is shared between
        // the cores (a 1,000-coup row holds up to tens of thousands of states).
        let vals = (a..=b)
            .into_par_iter()
            .map(|i| l.expect(&next, i, closed))
            .collect();
        next = Row { from: a, vals };
        p0 = std::mem::replace(&mut p1, BigInt::zero());
        p1 = &p0 * &l.t;
        t1 += 1;
    }
    match next.get(0) {
        Some(v) => v.clone(),
        // From 0 the bet can never take the net above 0: the payoff is linear.
        None => (&l.rd - &l.rn) * (&l.m1 * t1 * &p0),
    }
}

/// The optimal player's walk: his chance of ending ahead, coups, net and decisions.
pub(super) struct Walk {
    pub(super) ahead: BigRational,
    pub(super) coups: BigRational,
    pub(super) net: BigRational,
    pub(super) policy: Vec<PolicyRow>,
}

/// Runs of consecutive reached states with the same decision.
#[derive(Default)]
struct Runs {
    play: Vec<(i64, i64)>,
    stop: Vec<(i64, i64)>,
    last: Option<bool>,
}

impl Runs {
    fn push(&mut self, i: i64, plays: bool) {
        let runs = if plays {
            &mut self.play
        } else {
            &mut self.stop
        };
        match (self.last == Some(plays), runs.last_mut()) {
            (true, Some(run)) => run.1 = i,
            _ => runs.push((i, i)),
        }
        self.last = Some(plays);
    }

    fn row(self, coup: usize, d: i64) -> PolicyRow {
        let at = |i: i64| BigRational::new(i.into(), d.into());
        let span = |v: Vec<(i64, i64)>| v.into_iter().map(|(a, b)| (at(a), at(b))).collect();
        PolicyRow {
            coup: coup as u32,
            play: span(self.play),
            stop: span(self.stop),
        }
    }
}

/// The forward pass: the chance of each state under the optimal policy, scaled by `T^k`.
pub(super) fn forward(l: &Lattice, o: &Optimal) -> Walk {
    let mut mass = Row {
        from: 0,
        vals: vec![BigInt::one()],
    };
    // Each sum holds Σ_j S_j · T^(k−j): scaled by T^k at coup k.
    let (mut ahead, mut coups, mut net) = (BigInt::zero(), BigInt::zero(), BigInt::zero());
    let mut policy = Vec::new();
    for k in 0..=l.n {
        let last = k == l.n;
        let len = mass.vals.len() as i64 + l.smax - l.smin;
        let mut next = Row {
            from: mass.from + l.smin,
            vals: vec![BigInt::zero(); if last { 0 } else { len as usize }],
        };
        let mut runs = Runs::default();
        for (idx, m) in mass.vals.iter().enumerate().filter(|(_, m)| !m.is_zero()) {
            let i = mass.from + idx as i64;
            let plays = !last && o.plays(k, i);
            if !last {
                runs.push(i, plays);
            }
            if plays {
                coups += m;
                for (s, w) in l.steps.iter().zip(&l.weights) {
                    next.vals[(i + s - next.from) as usize] += w * m;
                }
            } else {
                if i > 0 {
                    ahead += m;
                }
                net += m * i;
            }
        }
        if !last {
            if runs.last.is_some() {
                policy.push(runs.row(k + 1, l.d));
            }
            for sum in [&mut ahead, &mut coups, &mut net] {
                *sum *= &l.t;
            }
            mass = trimmed(next);
        }
    }
    let scale = num_traits::pow(l.t.clone(), l.n);
    let at = |v: BigInt, d: i64| BigRational::new(v, &scale * d);
    Walk {
        ahead: at(ahead, 1),
        coups: at(coups, 1),
        net: at(net, l.d),
        policy,
    }
}

/// `row` without the zeros at its ends.
fn trimmed(mut row: Row) -> Row {
    let Some(first) = row.vals.iter().position(|v| !v.is_zero()) else {
        return Row::default();
    };
    let end = row
        .vals
        .iter()
        .rposition(|v| !v.is_zero())
        .expect("a non-zero")
        + 1;
    row.vals.truncate(end);
    row.vals.drain(..first);
    row.from += first as i64;
    row
}
