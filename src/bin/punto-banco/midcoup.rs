//! Mid-coup odds for `punto-banco ev --punto .. --banco ..`: the exact odds of a coup in
//! play from its exposed cards.

use crate::common::CliError;
use crate::odds::Outcomes;
use num_traits::Zero;
use punto_banco::analysis::{price_partial, PartialCoup};
use punto_banco::report::{fmt, Align, BetReport, RulesEcho, ShoeEcho, Table, Tabular};
use punto_banco::{parse_cards, to_f64, Pricer, Rules, Shoe, ShoeSpec};
use serde::Serialize;

/// The exposed cards of the coup in play. The shoe is the shoe before the coup: the
/// exposed cards are removed from it.
#[derive(Debug, Clone, clap::Args)]
pub struct ExposedArgs {
    /// Mid-coup: Punto's cards exposed so far in the coup in play, in dealing order, e.g.
    /// "5 K" (ranks A, 2-9, 10/T, J, Q, K, optional suit s/h/d/c). Cards are dealt Punto,
    /// Banco, Punto, Banco, then Punto's third card, then Banco's.
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub punto: String,
    /// Mid-coup: Banco's cards exposed so far, in dealing order, e.g. "3".
    #[arg(long, value_name = "CARDS", default_value = "")]
    pub banco: String,
}

impl ExposedArgs {
    /// Whether any card is exposed.
    pub fn any(&self) -> bool {
        !self.punto.trim().is_empty() || !self.banco.trim().is_empty()
    }

    /// The checked partial coup.
    pub fn coup(&self, rules: &Rules) -> Result<PartialCoup, CliError> {
        let punto = parse_cards(&self.punto)?;
        let banco = parse_cards(&self.banco)?;
        Ok(PartialCoup::new(rules, punto, banco)?)
    }
}

/// A bet priced for the coup in play.
#[derive(Debug, Serialize)]
pub struct MidBetReport {
    /// The bet's figures over the completions.
    #[serde(flatten)]
    pub bet: BetReport,
    /// True when the exposed cards already settle the bet (one result is certain).
    pub decided: bool,
}

/// The exposed cards as given.
#[derive(Debug, Serialize)]
pub struct ExposedEcho {
    /// Punto's exposed cards.
    pub punto: String,
    /// Banco's exposed cards.
    pub banco: String,
}

/// The result of `ev --punto .. --banco ..`.
#[derive(Debug, Serialize)]
pub struct CoupReport {
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

impl Tabular for CoupReport {
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
        vec![out, bets]
    }
}

/// Prices the coup in play described by `exposed`.
pub fn report(
    spec: &ShoeSpec,
    shoe: &Shoe,
    rules: &Rules,
    pricer: &Pricer,
    exposed: &ExposedArgs,
) -> Result<CoupReport, CliError> {
    let coup = exposed.coup(rules)?;
    let mid = price_partial(pricer, shoe, &coup)?;
    let total = mid.table.total();
    let cards = |v: &[punto_banco::Card]| {
        v.iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    Ok(CoupReport {
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
