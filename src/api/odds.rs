//! `odds`: the exact odds table of a shoe.

use super::money::{Money, MoneyEcho};
use super::{shoe_of, Outcomes, Prepared};
use crate::enumerate::enumerate;
use crate::error::Result;
use crate::ratio::Count;
use crate::report::{fmt, pays_summary, Align, BetReport, RulesEcho, ShoeEcho, Table, Tabular};
use serde::Serialize;

question! {
    shoe, table;
    /// The question `odds` answers: every outcome and bet of one shoe under one rule set.
    #[derive(Default)]
    pub struct OddsRequest {
        /// Also report the distribution of final totals and of cards dealt.
        pub detail: bool,
        /// A rebate: the share of the stake paid back on every coup a bet is resolved (won
        /// or lost, not pushed): `"1.5%"`, `"0.015"` or `"3/200"`. Each bet's EV, house
        /// edge, variance and SD include it.
        pub rebate: Option<String>,
        /// The bets the rebate covers: `"main"` (Punto, Banco, Égalité) or `"all"` (default).
        pub rebate_bets: Option<String>,
    }
}

impl OddsRequest {
    /// Validates the request and computes its report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet, named with what is allowed.
    pub fn run(&self) -> Result<OddsReport> {
        let money = Money::rebate_of(&self.rebate, &self.rebate_bets)?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        let prepared = Prepared::new(&self.rules, &self.bets, &self.custom_bets)?;
        let (rules, pricer) = (prepared.rules(), prepared.pricer());
        let table = enumerate(&shoe, rules, pricer.pair_flags());
        let priced = pricer.price_table(&shoe, &table);
        let detail = self.detail.then(|| Detail {
            totals: table
                .totals_matrix()
                .iter()
                .map(|r| r.iter().map(|x| Count::from(x.clone())).collect())
                .collect(),
            cards_dealt: table
                .cards_dealt()
                .iter()
                .enumerate()
                .map(|(i, x)| ((i + 4).to_string(), Count::from(x.clone())))
                .collect(),
        });
        let mut report = OddsReport {
            engine: "exact",
            rules: RulesEcho::new(rules),
            shoe: ShoeEcho::new(&spec, &shoe),
            combinations: Count::from(table.total().clone()),
            outcomes: Outcomes::of(&table),
            pays: priced
                .iter()
                .map(|p| p.result().map_or("-".into(), pays_summary))
                .collect(),
            bets: priced.iter().map(BetReport::new).collect(),
            detail,
            money: None,
            notes: rules.notes().to_vec(),
        };
        if let Some(money) = money {
            money.apply_odds(&mut report, priced.iter().map(|p| p.result()));
        }
        Ok(report)
    }
}

/// The distributions shown with `--detail`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Detail {
    /// `totals[p][b]`: sequences ending with Punto on p and Banco on b (decimal strings).
    pub totals: Vec<Vec<Count>>,
    /// Sequences by cards dealt: keys "4", "5", "6".
    pub cards_dealt: std::collections::BTreeMap<String, Count>,
}

/// The result of `odds`.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct OddsReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// Ordered six-card sequences in all, N(N-1)...(N-5).
    pub combinations: Count,
    /// The three outcomes.
    pub outcomes: Outcomes,
    /// Every selected bet.
    pub bets: Vec<BetReport>,
    /// With --detail.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<Detail>,
    /// The rebate given, if any (as `ev` echoes it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub money: Option<MoneyEcho>,
    /// Notes of the rule set (shown under the bets table; not in JSON).
    #[serde(skip)]
    pub notes: Vec<String>,
    /// Each bet's pay table in short (shown in the bets table; not in JSON).
    #[serde(skip)]
    pub pays: Vec<String>,
}

impl Tabular for OddsReport {
    fn tables(&self) -> Vec<Table> {
        let mut out = Table::new(
            &format!(
                "Outcomes: {} cards, rules {} ({} ordered six-card sequences)",
                self.shoe.cards,
                self.rules.name,
                fmt::grouped(&self.combinations.0)
            ),
            &[
                ("outcome", Align::Left),
                ("count", Align::Right),
                ("probability", Align::Right),
                ("exact", Align::Left),
            ],
        );
        for (name, o) in self.outcomes.named() {
            out.row(vec![
                name.into(),
                // Plain digits: the same cell feeds CSV, where separators get in the way.
                fmt::count_cell(&o.count.0),
                fmt::decimal_cell(o.decimal, 8),
                fmt::exact_cell(&o.probability.0),
            ]);
        }
        let mut bets = Table::new(
            "Bets",
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("pays", Align::Right),
                ("EV", Align::Right),
                ("house edge", Align::Right),
                ("SD", Align::Right),
            ],
        );
        for (b, pays) in self.bets.iter().zip(&self.pays) {
            match &b.figures {
                Some(f) => bets.row(vec![
                    b.name.clone().into(),
                    b.id.clone().into(),
                    fmt::pays_cell(pays.clone()),
                    fmt::decimal_cell(f.ev_decimal, 6),
                    fmt::percent_cell(f.house_edge_percent, 4),
                    fmt::decimal_cell(f.sd, 4),
                ]),
                None => bets.row(vec![
                    b.name.clone(),
                    b.id.clone(),
                    "-".into(),
                    "not priceable".into(),
                    "-".into(),
                    "-".into(),
                ]),
            }
        }
        bets.notes = self.notes.clone();
        // Bets that favour the player, marked as `ev` marks them.
        let positive: Vec<&str> = self
            .bets
            .iter()
            .filter(|b| b.figures.as_ref().is_some_and(|f| f.positive))
            .map(|b| b.id.as_str())
            .collect();
        if !positive.is_empty() {
            bets.notes.push(format!(
                "Positive expected value (+EV): {}.",
                positive.join(", ")
            ));
        }
        let mut tables = vec![out.named("outcomes"), bets.named("bets")];
        if let Some(d) = &self.detail {
            let mut cols: Vec<(String, Align)> = vec![("Punto \\ Banco".into(), Align::Left)];
            cols.extend((0..10).map(|b| (b.to_string(), Align::Right)));
            let mut t = Table {
                title: "Final totals: Punto (rows) against Banco (columns), counts".into(),
                columns: cols,
                ..Table::default()
            };
            for (p, row) in d.totals.iter().enumerate() {
                let mut r = vec![fmt::int_cell(p as i64)];
                r.extend(row.iter().map(|c| fmt::count_cell(&c.0)));
                t.row(r);
            }
            let mut c = Table::new(
                "Cards dealt",
                &[
                    ("cards", Align::Right),
                    ("count", Align::Right),
                    ("probability", Align::Right),
                ],
            );
            for (k, v) in &d.cards_dealt {
                let share = fmt::share_cell(v, &self.combinations, 8);
                c.row(vec![
                    fmt::int_cell(k.parse().unwrap_or_default()),
                    fmt::count_cell(&v.0),
                    share,
                ]);
            }
            tables.push(t.named("totals"));
            tables.push(c.named("cards"));
        }
        tables
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
}
