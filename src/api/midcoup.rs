//! Mid-coup odds (`ev --punto .. --banco ..`): the exact odds of a coup in play from its
//! exposed cards.

use super::Outcomes;
use crate::analysis::{price_partial, PartialCoup, Pricer};
use crate::card::{parse_cards, Card};
use crate::error::Result;
use crate::ratio::to_f64;
use crate::report::{fmt, Align, BetReport, RulesEcho, ShoeEcho, Table, Tabular};
use crate::shoe::{Shoe, ShoeSpec};
use num_traits::Zero;
use serde::Serialize;

/// A bet priced for the coup in play.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct MidBetReport {
    /// The bet's figures over the completions.
    #[serde(flatten)]
    pub bet: BetReport,
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
    pub completions: String,
    /// Punto win, Banco win, tie.
    pub outcomes: Outcomes,
    /// Every selected bet.
    pub bets: Vec<MidBetReport>,
}

impl Tabular for MidCoupReport {
    fn tables(&self) -> Vec<Table> {
        let show = |s: &str| {
            if s.is_empty() {
                "-".to_string()
            } else {
                s.to_string()
            }
        };
        let mut out = Table::new(
            &format!(
                "Coup in play: Punto {}, Banco {} ({} cards left, rules {})",
                show(&self.exposed.punto),
                show(&self.exposed.banco),
                self.cards_left,
                self.rules.name
            ),
            &[
                ("outcome", Align::Left),
                ("probability", Align::Right),
                ("exact", Align::Left),
            ],
        );
        for (name, o) in self.outcomes.named() {
            out.row(vec![
                name.into(),
                fmt::float(o.decimal, 8),
                o.probability.clone(),
            ]);
        }
        let mut bets = Table::new(
            "Bets",
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("EV", Align::Right),
                ("P(win)", Align::Right),
                ("state", Align::Left),
            ],
        );
        for b in &self.bets {
            let row = match &b.bet.figures {
                Some(f) => vec![
                    b.bet.name.clone(),
                    b.bet.id.clone(),
                    fmt::float(f.ev_decimal, 6),
                    fmt::float(to_f64(&f.p_win.parse().expect("exact")), 6),
                    if b.decided { "decided" } else { "open" }.into(),
                ],
                None => vec![
                    b.bet.name.clone(),
                    b.bet.id.clone(),
                    "not priceable".into(),
                    "-".into(),
                    "-".into(),
                ],
            };
            bets.row(row);
        }
        vec![out.named("outcomes"), bets.named("bets")]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
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
        completions: total.to_string(),
        outcomes: Outcomes::of(&mid.table),
        bets: mid
            .bets
            .iter()
            .map(|p| MidBetReport {
                bet: BetReport::new(p),
                decided: p.result().is_some_and(|r| r.variance().is_zero()),
            })
            .collect(),
    })
}
