//! A loss rebate on a trip: the exact value under the optimal quitting policy, by dynamic
//! programming over the net result.
//!
//! # Definitions
//! The player bets one unit a coup on one bet, for at most `coups` coups, and may quit
//! before any coup. Each coup is an independent draw from the stated shoe; a push uses up
//! a coup. At the end a share `r` of the net loss is refunded: a net result `x` is worth
//! `f(x) = x` when `x ≥ 0` and `(1 − r) · x` when `x < 0`. A loss limit `L` allows no bet
//! that could take the net loss past `L` (a coup is played only from `x − 1 ≥ −L`).
//!
//! # Method
//! The net result lives on the lattice of multiples of `1/D`, `D` the common denominator
//! of the bet's net results (20 for Banco's 19:20). With `V_t(x)` the value with `t` coups
//! left, `V_0 = f` and `V_t(x) = max(f(x), Σ p_o · V_{t−1}(x + o))` where a coup is
//! allowed, else `f(x)`. Every value is kept as an integer: scaled by `D`, by the rebate's
//! denominator and by `T^t` (`T` the common denominator of the coup's probabilities), so
//! that a step is integer multiply-adds and one comparison, with no fraction reduced until
//! the end.
//!
//! Only states where quitting could be worse are computed. With `EV < 0` the gain from
//! playing on from `x` under any stopping time `τ` is at most
//! `E[τ] · (r·σ²/(4|x|) − (1 − r)·edge)` (Wald's identities and the bound
//! `E[(M − a)⁺] ≤ Var(M)/(4a)` for a mean-0 `M`), so quitting is optimal once
//! `|x| ≥ r·σ² / (4·(1 − r)·edge)`; and where `t` coups cannot cross 0 the payoff is
//! linear and quitting is optimal too. Those states keep `f` without being visited.
//!
//! # Cost
//! The states visited at coup `k` are the lattice points of the reachable net results
//! (from `−min(k, L)` to `k · top pays`) that the bounds above leave, each costing one
//! multiply-add per outcome on integers of about `k · log2 T` bits. [`trip_work`] bounds
//! it before any work starts.

pub use super::window::PolicyRow;
use super::window::{self, Lattice};
use super::CoupOdds;
use crate::error::{Error, ErrorKind, Input, Result};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// The most coups a trip may have.
pub const MAX_COUPS: u32 = 20_000;
/// The most work a trip may take ([`trip_work`]: states × outcomes × 64-bit words).
pub const MAX_TRIP_WORK: u64 = 400_000_000_000;
/// The most memory the largest row of values may take, in bytes.
pub const MAX_ROW_BYTES: u64 = 2_000_000_000;

/// The terms of a loss rebate on a trip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TripTerms {
    /// The share of the net loss refunded at the end, from 0 to below 1.
    pub rebate: BigRational,
    /// The most coups the trip has (1 to [`MAX_COUPS`]).
    pub coups: u32,
    /// The loss limit (the buy-in), in units: at least 1.
    pub loss_limit: Option<BigRational>,
}

impl TripTerms {
    /// Checks the terms.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadNumber`] for a rebate below 0 or of 100% or more, no coup or
    /// more than [`MAX_COUPS`], a loss limit below one bet.
    pub fn check(&self) -> Result<()> {
        if self.rebate.is_negative() || self.rebate >= BigRational::one() {
            return Err(Error::named(
                ErrorKind::BadNumber,
                Input::Rebate,
                format!(
                    " {} is not a share from 0 to below 100% of the net loss; write it with %, \
                     e.g. 10%",
                    pct(&self.rebate)
                ),
            ));
        }
        if self.coups == 0 || self.coups > MAX_COUPS {
            return Err(Error::number(format!(
                "a trip of {} coups is not allowed; coups run from 1 to {MAX_COUPS}",
                self.coups
            )));
        }
        if let Some(l) = &self.loss_limit {
            if *l < BigRational::one() {
                return Err(Error::number(format!(
                    "loss limit {} is below one bet; a loss limit is at least 1 unit (the flat bet)",
                    crate::ratio::ratio_string(l)
                )));
            }
        }
        Ok(())
    }
}

fn pct(r: &BigRational) -> String {
    format!("{}%", crate::ratio::to_f64(r) * 100.0)
}

/// The exact figures of a loss rebate on a trip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TripValue {
    /// The optimal player's expected result for the trip, rebate included, in units.
    pub value: BigRational,
    /// The same when every coup the loss limit allows is played.
    pub play_all: BigRational,
    /// The optimal player's expected net result before the rebate.
    pub net: BigRational,
    /// The rebate he is expected to be paid: `value − net`.
    pub rebate_paid: BigRational,
    /// The coups he is expected to play.
    pub coups_played: BigRational,
    /// The house's theoretical win from the same play without the offer: coups played ×
    /// the bet's house edge.
    pub theoretical_win: BigRational,
    /// P(he ends the trip ahead: net result above 0).
    pub p_ahead: BigRational,
    /// The decisions, one row per coup at which some state is reached.
    pub policy: Vec<PolicyRow>,
}

/// The work a trip takes (states visited × outcomes × 64-bit words of the values), and
/// the bytes of its largest row of values, computed without the work.
///
/// # Errors
/// As [`loss_rebate`] for the terms and the bet's lattice.
pub fn trip_work(c: &CoupOdds, terms: &TripTerms) -> Result<(u64, u64)> {
    terms.check()?;
    Ok(Lattice::new(c, &terms.rebate, terms.coups, terms.loss_limit.as_ref())?.work())
}

/// The exact value of a loss rebate on a trip of flat bets on one bet.
///
/// # Errors
/// [`crate::ErrorKind::BadNumber`] for terms [`TripTerms::check`] refuses or a trip over
/// [`MAX_TRIP_WORK`] or [`MAX_ROW_BYTES`]; [`crate::ErrorKind::BadBet`] for a bet that
/// cannot lose or whose net results need too fine a lattice.
pub fn loss_rebate(c: &CoupOdds, terms: &TripTerms) -> Result<TripValue> {
    terms.check()?;
    if c.p_lose().is_zero() {
        return Err(Error::named(
            ErrorKind::BadBet,
            Input::Bet,
            format!(
                " '{}' cannot lose on this shoe, so a loss rebate on it is worth nothing and \
                 its trip is not a question; choose a bet that can lose",
                c.id
            ),
        ));
    }
    let lattice = Lattice::new(c, &terms.rebate, terms.coups, terms.loss_limit.as_ref())?;
    let (work, bytes) = lattice.work();
    if work > MAX_TRIP_WORK || bytes > MAX_ROW_BYTES {
        return Err(Error::number(format!(
            "a trip of {} coups on '{}' with this loss limit takes about {work} word operations and {bytes} bytes a row, over the limits of {MAX_TRIP_WORK} and {MAX_ROW_BYTES}; give fewer coups or a lower loss limit",
            terms.coups, c.id
        )));
    }
    let optimal = window::optimal(&lattice);
    let play_all = window::play_all(&lattice);
    let walk = window::forward(&lattice, &optimal);
    let edge = -c.ev();
    let value = lattice.value_of(&optimal.start);
    let coups_played = walk.coups;
    Ok(TripValue {
        rebate_paid: &value - &walk.net,
        theoretical_win: &coups_played * &edge,
        value,
        play_all: lattice.value_of(&play_all),
        net: walk.net,
        coups_played,
        p_ahead: walk.ahead,
        policy: walk.policy,
    })
}

/// The value of playing every coup the loss limit allows, alone (no optimal pass): what a
/// programme statement needs of the player who plays the whole trip. At a rebate of 0 it
/// is his expected net result, the bet's EV times the coups he is expected to play
/// (Wald's identity).
///
/// # Errors
/// As [`loss_rebate`].
pub fn play_all_value(c: &CoupOdds, terms: &TripTerms) -> Result<BigRational> {
    terms.check()?;
    let lattice = Lattice::new(c, &terms.rebate, terms.coups, terms.loss_limit.as_ref())?;
    let (work, bytes) = lattice.work();
    if work > MAX_TRIP_WORK || bytes > MAX_ROW_BYTES {
        return Err(Error::number(format!(
            "a trip of {} coups on '{}' with this loss limit takes about {work} word operations and {bytes} bytes a row, over the limits of {MAX_TRIP_WORK} and {MAX_ROW_BYTES}; give fewer coups or a lower loss limit",
            terms.coups, c.id
        )));
    }
    Ok(lattice.value_of(&window::play_all(&lattice)))
}
