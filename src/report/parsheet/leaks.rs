//! The par sheet's section "Information leaks" (`report --leaks`): what each named
//! exposure of a dealing procedure (a card flashed, the first card's group read from its
//! back, the groups of four cards laid face down) is worth to a player who sees it before
//! betting, for the sheet's rules and shoe. The values arrive computed
//! ([`crate::api::exposure_values`]); this puts them in the model and in words.

use super::doc::{num, table, Block};
use super::{ParSheet, Value};
use crate::i18n::Lang;
use crate::leak::{Exposure, LeakValue};
use crate::report::{fmt, Align, Cell};
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
    kind: Exposure,
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

/// The message naming what an exposure shows.
fn exposure_id(e: Exposure) -> &'static str {
    match e {
        Exposure::Flashed(1) => "leak-flash-1",
        Exposure::Flashed(2) => "leak-flash-2",
        Exposure::Flashed(3) => "leak-flash-3",
        Exposure::Flashed(4) => "leak-flash-4",
        Exposure::Flashed(5) => "leak-flash-5",
        Exposure::Flashed(_) => "leak-flash-6",
        Exposure::FirstCardSorted => "leak-sorted-first",
        Exposure::FourCardsSorted => "leak-sorted-four",
    }
}

/// The section's blocks, when the sheet has it.
pub(super) fn section(s: &ParSheet, l: Lang, d: &mut Vec<Block>) {
    let Some(leaks) = &s.leaks else { return };
    d.push(Block::Heading(2, l.m("h-leaks")));
    d.push(Block::Para(l.m("leaks-intro")));
    let mut t = table(
        l,
        l.m("sheet-leaks"),
        &[
            ("col-leak", Align::Left),
            ("col-leak-edge", Align::Right),
            ("col-exact", Align::Right),
            ("col-coups-bet", Align::Right),
        ],
    );
    for r in &leaks.exposures {
        t.row(vec![
            Cell::text(l.m(exposure_id(r.kind))),
            num(l, fmt::signed_percent_cell(100.0 * r.edge.decimal, 4)),
            num(l, fmt::exact_cell(&r.edge.exact.0)),
            num(l, fmt::percent_cell(100.0 * r.share_bet.decimal, 4)),
        ]);
    }
    d.push(Block::Table(t));
    d.push(Block::Para(l.m("leaks-defences")));
}
