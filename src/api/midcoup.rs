//! Mid-coup odds (`ev --punto .. --banco ..`): the exact odds of a coup in play from its
//! exposed cards.

use super::Outcomes;
use crate::analysis::{price_partial, PartialCoup, Pricer};
use crate::card::{parse_cards, Card};
use crate::error::Result;
use crate::ratio::Count;
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
    pub completions: Count,
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
                fmt::decimal_cell(o.decimal, 8),
                fmt::exact_cell(&o.probability.0),
            ]);
        }
        // The columns and notes of plain `ev`: EV in %, +EV marks, the reasons.
        let mut bets = Table::new(
            "Bets",
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("EV %", Align::Right),
                ("EV exact", Align::Right),
                ("P(win)", Align::Right),
                ("state", Align::Left),
                ("+EV", Align::Left),
            ],
        );
        let mut positive = Vec::new();
        for b in &self.bets {
            let row = match &b.bet.figures {
                Some(f) => {
                    if f.positive {
                        positive.push(b.bet.id.as_str());
                    }
                    let pct = if f.ev.is_zero() {
                        fmt::percent_cell(0.0, 4)
                    } else {
                        fmt::signed_percent_cell(100.0 * f.ev_decimal, 4)
                    };
                    vec![
                        b.bet.name.clone().into(),
                        b.bet.id.clone().into(),
                        pct,
                        fmt::exact_cell(&f.ev.0),
                        fmt::decimal_cell(f.p_win.to_f64(), 6),
                        if b.decided { "decided" } else { "open" }.into(),
                        if f.positive { "+EV" } else { "" }.into(),
                    ]
                }
                None => vec![
                    b.bet.name.clone().into(),
                    b.bet.id.clone().into(),
                    "not priceable".into(),
                    "-".into(),
                    "-".into(),
                    "-".into(),
                    "".into(),
                ],
            };
            bets.row(row);
        }
        bets.notes.push(if positive.is_empty() {
            "No bet has a positive expected value on this coup.".to_string()
        } else {
            format!("Positive expected value (+EV): {}.", positive.join(", "))
        });
        for b in &self.bets {
            if let Some(r) = &b.bet.reason {
                bets.notes.push(format!("{} not priceable: {r}.", b.bet.id));
            }
        }
        bets.notes
            .extend(self.rules.definition.notes.iter().cloned());
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
        completions: Count::from(total.clone()),
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
