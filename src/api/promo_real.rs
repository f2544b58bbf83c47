//! `promo loss-rebate --real`: the trips of a loss rebate played on real shoes dealt by
//! `simulate`'s procedures, beside the exact independent-draw figures
//! ([`crate::promo::real_trips`]).

use crate::promo::{RealEstimate, RealShoes, RealTrips, TripValue};
use crate::ratio::{to_f64, Exact};
use crate::simulate::Procedure;
use serde::Serialize;

/// Trips per policy by default.
pub const DEFAULT_REAL_TRIPS: u64 = 10_000;

/// One policy's trips on real shoes beside its exact independent-draw value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RealPolicy {
    /// Trips played.
    pub trips: u64,
    /// Coups dealt to them.
    pub coups: u64,
    /// Shoes dealt (the last perhaps in part).
    pub shoes: u64,
    /// The sum of the trips' results, rebate included, exact.
    pub sum: Exact,
    /// The mean result per trip, in units.
    pub mean: f64,
    /// Its standard error.
    pub standard_error: f64,
    /// The exact value with each coup an independent draw from the full shoe.
    pub independent: f64,
    /// The mean minus that value.
    pub difference: f64,
    /// The difference in standard errors (absent when the standard error is 0).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference_in_se: Option<f64>,
}

impl RealPolicy {
    fn of(e: &RealEstimate, independent: f64) -> RealPolicy {
        let difference = e.mean - independent;
        RealPolicy {
            trips: e.trips,
            coups: e.coups,
            shoes: e.shoes,
            sum: Exact::from(&e.sum),
            mean: e.mean,
            standard_error: e.se,
            independent,
            difference,
            difference_in_se: (e.se > 0.0).then(|| difference / e.se),
        }
    }
}

/// The real-shoe mode's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RealReport {
    /// Always "simulation".
    pub engine: &'static str,
    /// Full decks in each shoe.
    pub decks: u32,
    /// The house procedure.
    pub procedure: Procedure,
    /// The seed of the shuffles.
    pub seed: u64,
    /// How trips are laid on the shoes.
    pub method: &'static str,
    /// The optimal quitting policy of the independent model, played on real shoes.
    pub optimal: RealPolicy,
    /// Playing every coup the loss limit allows, on real shoes.
    pub play_all: RealPolicy,
}

/// How the trips are laid on the shoes, said in every real-shoe output.
pub const REAL_METHOD: &str = "trips played back to back on fair seeded shoes dealt by the procedure; a trip continues into the next shoe when one ends; each policy on the same shoes from shoe 0";

impl RealReport {
    /// The report of `r`, trips dealt as `shoes`, beside the exact values of `v`.
    pub(super) fn new(shoes: RealShoes, r: &RealTrips, v: &TripValue) -> RealReport {
        RealReport {
            engine: "simulation",
            decks: shoes.decks,
            seed: shoes.seed,
            method: REAL_METHOD,
            optimal: RealPolicy::of(&r.optimal, to_f64(&v.value)),
            play_all: RealPolicy::of(&r.play_all, to_f64(&v.play_all)),
            procedure: shoes.procedure,
        }
    }
}
