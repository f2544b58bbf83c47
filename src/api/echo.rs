//! The serializable pieces every report shares: the shoe, the rules and the exact figures
//! of a priced bet ([`BetFigures`], in the one bet row, [`BetRow`]).

use super::bet_row::BetRow;
use crate::analysis::{return_lines, BetResult, Priced};
use crate::bets::Event;
use crate::ratio::{to_f64, Count, Exact};
use crate::rules::{Rules, RulesFile};
use crate::shoe::{Shoe, ShoeSpec};
use num_traits::Signed;
use serde::Serialize;

/// The shoe a result was computed for.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ShoeEcho {
    /// Full decks the shoe started from (absent for explicit counts).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decks: Option<u32>,
    /// Cards removed, as given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub removed: Option<String>,
    /// Cards left.
    pub cards: u64,
    /// Cards left per rank, A, 2, ..., 9, 10, J, Q, K.
    pub counts: [u32; 13],
    /// The same in `--shoe` notation.
    pub spec: String,
    /// Whether suits are known (needed for perfect pairs).
    pub suits_known: bool,
}

impl ShoeEcho {
    /// Describes `shoe`, built from `spec`.
    pub fn new(spec: &ShoeSpec, shoe: &Shoe) -> ShoeEcho {
        ShoeEcho {
            decks: if spec.shoe.is_some() {
                None
            } else {
                Some(spec.decks.unwrap_or(crate::shoe::DEFAULT_DECKS))
            },
            removed: spec.removed.clone(),
            cards: shoe.total(),
            counts: shoe.counts(),
            spec: shoe.to_spec(),
            suits_known: shoe.has_suits(),
        }
    }
}

/// The rule set a result was computed under, in full.
#[derive(Debug, Clone, Serialize, serde::Deserialize, PartialEq)]
pub struct RulesEcho {
    /// Name of the rule set.
    pub name: String,
    /// The complete definition, in the rules-file format.
    pub definition: RulesFile,
}

impl RulesEcho {
    /// Describes `rules`.
    pub fn new(rules: &Rules) -> RulesEcho {
        RulesEcho {
            name: rules.name().to_string(),
            definition: rules.to_file().clone(),
        }
    }
}

/// One pay line of a priced bet.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct LineReport {
    /// The event.
    pub when: Event,
    /// Net pay to 1, exact.
    pub pays: Exact,
    /// Ordered six-card sequences deciding on this line (a decimal integer string in JSON).
    pub count: Count,
    /// Probability, exact.
    pub probability: Exact,
    /// Contribution to the expected value (count · pays / total), exact.
    pub return_contribution: Exact,
}

/// The row of a priced bet with its exact figures: each bet of `odds` (and, with whether
/// the exposed cards settle it, of the coup in play).
pub type BetReport = BetRow<BetFigures>;

/// The exact figures of a priced bet.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BetFigures {
    /// Pay table with counts.
    pub lines: Vec<LineReport>,
    /// Sequences on which the bet loses.
    pub lose_count: Count,
    /// Probability of a win, exact.
    pub p_win: Exact,
    /// Probability of a push, exact.
    pub p_push: Exact,
    /// Probability of a loss, exact.
    pub p_lose: Exact,
    /// Expected value per unit, exact.
    pub ev: Exact,
    /// Expected value per unit, decimal.
    pub ev_decimal: f64,
    /// House edge (−EV), exact.
    pub house_edge: Exact,
    /// House edge in percent of the stake, decimal.
    pub house_edge_percent: f64,
    /// Variance per unit, exact.
    pub variance: Exact,
    /// Standard deviation per unit.
    pub sd: f64,
    /// House edge per resolved bet (pushes excluded), exact; absent if the bet always pushes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_per_resolved: Option<Exact>,
    /// True when the expected value is positive.
    pub positive: bool,
}

impl BetFigures {
    /// The figures of one result.
    pub fn new(r: &BetResult) -> BetFigures {
        let ev = r.ev();
        let edge = r.house_edge();
        BetFigures {
            lines: r
                .lines
                .iter()
                .zip(return_lines(r))
                .map(|(l, row)| LineReport {
                    when: l.line.when.clone(),
                    pays: Exact::from(&l.line.pays),
                    count: Count::from(l.count.clone()),
                    probability: Exact::from(&row.share.probability),
                    return_contribution: Exact::from(&row.contribution),
                })
                .collect(),
            lose_count: Count::from(r.lose.clone()),
            p_win: Exact(r.p_win()),
            p_push: Exact(r.p_push()),
            p_lose: Exact(r.p_lose()),
            ev: Exact(ev.clone()),
            ev_decimal: to_f64(&ev),
            house_edge: Exact(edge.clone()),
            house_edge_percent: 100.0 * to_f64(&edge),
            variance: Exact(r.variance()),
            sd: r.sd(),
            edge_per_resolved: r.edge_per_resolved().map(Exact),
            positive: ev.is_positive(),
        }
    }
}

impl BetReport {
    /// Reports one priced bet.
    pub fn new(p: &Priced) -> BetReport {
        BetRow::of(p, BetFigures::new)
    }
}

/// The pay of each line of a priced bet, exact, for its pay table in short (a view's
/// `pays` column).
pub fn winning_pays(r: &BetResult) -> Vec<Exact> {
    r.lines.iter().map(|l| Exact::from(&l.line.pays)).collect()
}
