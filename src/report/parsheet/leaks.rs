//! The par sheet's section "Information leaks" (`report --leaks`): what each named
//! exposure of a dealing procedure (a card flashed, the first card's group read from its
//! back, the groups of four cards laid face down) is worth to a player who sees it before
//! betting, for the sheet's rules and shoe. The values arrive computed
//! ([`crate::api::exposure_values`]); this puts them in the model (`doc_bets.rs` puts
//! them in words).

use super::Value;
use crate::leak::{Exposure, LeakValue};
use serde::Serialize;

/// The value of every named exposure, for the main bets, sitting out allowed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Leaks {
    /// One row per named exposure: `flash-1` … `flash-6`, `sorted-first`, `sorted-four`.
    pub exposures: Vec<ExposureRow>,
}

/// One named exposure and what it is worth.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ExposureRow {
    /// The exposure's name (`flash-1`, `sorted-first`, ...).
    pub exposure: String,
    /// The positions of the coup seen (1-4: Punto, Banco, Punto, Banco; 5, 6: the fifth
    /// and sixth cards).
    pub positions: Vec<u8>,
    /// The player's edge per coup per unit staked, coups sat out counting 0.
    pub edge: Value,
    /// The share of coups on which a bet is made.
    pub share_bet: Value,
    /// The exposure (typed; not in JSON).
    #[serde(skip)]
    pub(super) kind: Exposure,
}

impl Leaks {
    /// The section from each exposure's value.
    pub(crate) fn new(values: &[(Exposure, LeakValue)]) -> Leaks {
        Leaks {
            exposures: values
                .iter()
                .map(|(e, v)| ExposureRow {
                    exposure: e.name(),
                    positions: e.leak(None).positions().to_vec(),
                    edge: Value::new(&v.edge),
                    share_bet: Value::new(&v.share_bet),
                    kind: *e,
                })
                .collect(),
        }
    }
}
