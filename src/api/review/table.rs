//! The table's hold of a [`super::ReviewReport`], as its JSON document gives it.

use crate::ratio::Exact;
use crate::review::{PathPoint, TableHold};
use serde::Serialize;

/// One band of the table's hold: the house's win and win over handle at its ends.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BandRow {
    /// Its level in %: 90, 95 or 99.
    pub level: u32,
    /// The house's win at its low end.
    pub win_low: f64,
    /// The house's win at its high end.
    pub win_high: f64,
    /// Win over handle at its low end.
    pub hold_low: f64,
    /// Win over handle at its high end.
    pub hold_high: f64,
}

/// The table's hold from its bet log (`docs/review.md`, "The table's hold"): over every
/// player, the house's win and the handle against the exact expectation and variance of
/// each coup's whole layout.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableRow {
    /// Coups with at least one wager.
    pub coups: usize,
    /// Wagers.
    pub wagers: usize,
    /// The house's win (what the players lost), exact.
    pub win: Exact,
    /// Every wager's stake, pushes included, exact.
    pub handle: Exact,
    /// Win over handle, exact.
    pub hold: Exact,
    /// The house's expected win, −Σ stake × EV, exact.
    pub expected: Exact,
    /// Expected win over handle, exact.
    pub expected_hold: Exact,
    /// Σ over the coups of the variance of the table's whole layout, exact (`null` when a
    /// perfect-pair bet shares a coup with another bet).
    pub variance: Option<Exact>,
    /// `(win − expected) / sqrt(variance)` (`null` without a variance above 0).
    pub z: Option<f64>,
    /// The 90, 95 and 99% bands (normal, by the martingale central limit theorem; empty
    /// without a variance).
    pub bands: Vec<BandRow>,
    /// The cumulative path for the chart (not in JSON).
    #[serde(skip)]
    pub(crate) path: Vec<PathPoint>,
}

impl TableRow {
    pub(super) fn new(t: &TableHold) -> TableRow {
        TableRow {
            coups: t.coups,
            wagers: t.wagers,
            win: Exact::from(&t.win),
            handle: Exact::from(&t.handle),
            hold: Exact::from(&t.hold),
            expected: Exact::from(&t.expected),
            expected_hold: Exact::from(&t.expected_hold),
            variance: t.variance.as_ref().map(Exact::from),
            z: t.z,
            bands: t
                .bands
                .iter()
                .map(|b| BandRow {
                    level: b.level,
                    win_low: b.win.0,
                    win_high: b.win.1,
                    hold_low: b.hold.0,
                    hold_high: b.hold.1,
                })
                .collect(),
            path: t.path.clone(),
        }
    }
}
