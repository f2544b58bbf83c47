//! The tables of `compare`: outcomes and house edges by rule set.

use crate::api::CompareReport;
use crate::report::{fmt, Align, Table, Tabular};
use num_traits::Signed;

impl Tabular for CompareReport {
    fn tables(&self) -> Vec<Table> {
        let mut out = Table::new(
            &format!("Outcomes by rule set: {} cards", self.shoe.cards),
            &[
                ("rules", Align::Left),
                ("Punto", Align::Right),
                ("Banco", Align::Right),
                ("Égalité (tie)", Align::Right),
            ],
        );
        for o in &self.outcomes {
            out.row(vec![
                o.rules.clone().into(),
                fmt::decimal_cell(o.punto.decimal, 8),
                fmt::decimal_cell(o.banco.decimal, 8),
                fmt::decimal_cell(o.tie.decimal, 8),
            ]);
        }
        let names: Vec<&str> = self.rules.iter().map(|r| r.name.as_str()).collect();
        let mut headers: Vec<String> = Vec::new();
        for (i, n) in names.iter().enumerate() {
            headers.push(format!("{n} edge"));
            if i > 0 {
                headers.push(format!("{n} Δ"));
            }
        }
        let mut cols: Vec<(&str, Align)> = vec![("bet", Align::Left), ("id", Align::Left)];
        cols.extend(headers.iter().map(|h| (h.as_str(), Align::Right)));
        let mut edges = Table::new(
            &format!(
                "House edge by rule set (Δ: difference from {} in percentage points)",
                self.baseline
            ),
            &cols,
        );
        for b in &self.bets {
            let mut row = vec![b.name.clone().into(), b.id.clone().into()];
            for (i, c) in b.results.iter().enumerate() {
                row.push(
                    c.house_edge_percent
                        .map_or("not priceable".into(), |p| fmt::percent_cell(p, 4)),
                );
                if i > 0 {
                    row.push(match (&c.difference, c.difference_percent) {
                        (Some(d), _) if d.is_zero() => fmt::int_cell(0),
                        (_, Some(d)) => fmt::signed_decimal_cell(d, 4),
                        _ => "-".into(),
                    });
                }
            }
            edges.row(row);
        }
        for r in &self.rules {
            for n in &r.definition.notes {
                edges.notes.push(format!("{}: {n}", r.name));
            }
        }
        // Bets that favour the player, marked as `ev` marks them.
        for (i, r) in self.rules.iter().enumerate() {
            let positive: Vec<&str> = self
                .bets
                .iter()
                .filter(|b| {
                    b.results
                        .get(i)
                        .and_then(|c| c.house_edge.as_ref())
                        .is_some_and(|e| e.0.is_negative())
                })
                .map(|b| b.id.as_str())
                .collect();
            if !positive.is_empty() {
                edges.notes.push(format!(
                    "Positive expected value (+EV) under {}: {}.",
                    r.name,
                    positive.join(", ")
                ));
            }
        }
        vec![out.named("outcomes"), edges.named("edges")]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("edges")
    }
}
