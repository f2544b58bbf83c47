//! Mid-coup odds (`ev --punto .. --banco ..`): the exact odds of a coup in play from its
//! exposed cards.

use super::bet_row::BetRow;
use super::echo::{BetFigures, BetReport, RulesEcho, ShoeEcho};
use super::Outcomes;
use crate::analysis::{price_partial, PartialCoup, Pricer};
use crate::card::{parse_cards, Card};
use crate::error::Result;
use crate::ratio::Count;
use crate::shoe::{Shoe, ShoeSpec};
use num_traits::Zero;
use serde::Serialize;

/// What the coup in play adds to each bet's row (after its figures over the completions).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Decided {
    /// True when the exposed cards already settle the bet (one result is certain).
    pub decided: bool,
}

/// The exposed cards as given.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ExposedEcho {
    /// Punto's exposed cards.
    pub punto: String,
    /// Banco's exposed cards.
    pub banco: String,
}

/// The result of `ev --punto .. --banco ..`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct MidCoupReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe before the coup (still holding the exposed cards).
    pub shoe: ShoeEcho,
    /// The exposed cards.
    pub exposed: ExposedEcho,
    /// Cards left once the exposed cards are out.
    pub cards_left: u64,
    /// Ordered completions of the six-card sequence, decimal integer string.
    pub completions: Count,
    /// Punto win, Banco win, tie.
    pub outcomes: Outcomes,
    /// Every selected bet: its figures over the completions, and whether it is settled.
    pub bets: Vec<BetRow<BetFigures, Decided>>,
}

/// Prices the coup in play whose exposed cards are `punto` and `banco` (card lists);
/// `shoe` is the shoe before the coup.
pub(crate) fn report(
    spec: &ShoeSpec,
    shoe: &Shoe,
    pricer: &Pricer,
    punto: &str,
    banco: &str,
) -> Result<MidCoupReport> {
    let rules = pricer.rules();
    let coup = PartialCoup::new(rules, parse_cards(punto)?, parse_cards(banco)?)?;
    let mid = price_partial(pricer, shoe, &coup)?;
    let total = mid.table.total();
    let cards = |v: &[Card]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    Ok(MidCoupReport {
        engine: "exact",
        rules: RulesEcho::new(rules),
        shoe: ShoeEcho::new(spec, shoe),
        exposed: ExposedEcho {
            punto: cards(coup.punto()),
            banco: cards(coup.banco()),
        },
        cards_left: mid.cards_left,
        completions: Count::from(total.clone()),
        outcomes: Outcomes::of(&mid.table),
        bets: mid
            .bets
            .iter()
            .map(|p| {
                BetReport::new(p).with(Decided {
                    decided: p.result().is_some_and(|r| r.variance().is_zero()),
                })
            })
            .collect(),
    })
}
