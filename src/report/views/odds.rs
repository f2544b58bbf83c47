//! The tables of `odds`: outcomes, bets, and with `--detail` the final totals and the cards dealt.

use crate::api::{Detail, OddsReport};
use crate::report::{fmt, pays_summary_of, Align, Table, Tabular};

impl Tabular for OddsReport {
    fn tables(&self) -> Vec<Table> {
        let mut tables = vec![
            self.outcomes_table().named("outcomes"),
            self.bets_table().named("bets"),
        ];
        if let Some(d) = &self.detail {
            let (totals, cards) = self.detail_tables(d);
            tables.push(totals.named("totals"));
            tables.push(cards.named("cards"));
        }
        tables
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
}

/// The tables of [`OddsReport`], one function each.
impl OddsReport {
    fn outcomes_table(&self) -> Table {
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
        out
    }

    fn bets_table(&self) -> Table {
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
                    fmt::pays_cell(pays_summary_of(pays)),
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
        bets
    }

    /// With `--detail`: the final totals and the cards dealt.
    fn detail_tables(&self, d: &Detail) -> (Table, Table) {
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
        (t, c)
    }
}
