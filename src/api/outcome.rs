//! Count and probability of Punto, Banco and Égalité: shared by odds, compare and mid-coup.

use crate::bets::Winner;
use crate::outcome::CoupTable;
use crate::ratio::{fraction, to_f64, Count, Exact};
use serde::Serialize;

/// Count and probability of one outcome (also used for the coup in play of `ev --punto`).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct OutcomeReport {
    /// Ordered six-card sequences (for a coup in play: its completions, counted the same
    /// way), decimal integer string.
    pub count: Count,
    /// Exact probability, "n/d".
    pub probability: Exact,
    /// Probability as a decimal.
    pub decimal: f64,
}

/// Punto win, Banco win, tie.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Outcomes {
    /// Punto wins.
    pub punto: OutcomeReport,
    /// Banco wins.
    pub banco: OutcomeReport,
    /// Égalité.
    pub tie: OutcomeReport,
}

impl OutcomeReport {
    /// The count and probability of the coups `table` ends with winner `w`.
    pub fn of(table: &CoupTable, w: Winner) -> OutcomeReport {
        let count = table.count_where(|c| c.winner() == w);
        let p = fraction(&count, table.total());
        OutcomeReport {
            count: Count::from(count.clone()),
            decimal: to_f64(&p),
            probability: Exact(p),
        }
    }
}

impl Outcomes {
    /// The three outcomes of `table`.
    pub fn of(table: &CoupTable) -> Outcomes {
        Outcomes {
            punto: OutcomeReport::of(table, Winner::Punto),
            banco: OutcomeReport::of(table, Winner::Banco),
            tie: OutcomeReport::of(table, Winner::Tie),
        }
    }

    /// The outcomes with their display names, in table order.
    pub fn named(&self) -> [(&'static str, &OutcomeReport); 3] {
        [
            ("Punto", &self.punto),
            ("Banco", &self.banco),
            ("Égalité (tie)", &self.tie),
        ]
    }
}
