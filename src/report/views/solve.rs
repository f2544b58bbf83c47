//! The table of `solve`: the solved pay, the pays around it and the pay as written, each
//! with its house edge.

use crate::api::SolveReport;
use crate::report::{fmt, Align, Table, Tabular};

impl Tabular for SolveReport {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            &format!(
                "{} ({}), line {}: {}",
                self.name, self.id, self.line, self.event
            ),
            &[
                ("Pay", Align::Left),
                ("Pays", Align::Right),
                ("Exact", Align::Right),
                ("House edge", Align::Right),
                ("Exact edge", Align::Right),
            ],
        );
        for p in &self.pays_nearby {
            t.row(vec![
                p.label.clone().into(),
                fmt::pays_cell(p.pays_shown.clone()),
                fmt::exact_cell(&p.pays.0),
                fmt::percent_cell(p.house_edge_percent, 4),
                fmt::exact_cell(&p.house_edge.0),
            ]);
        }
        if let Some(r) = &self.reason {
            t.notes.push(format!(
                "No pay gives a house edge of {}: {r}.",
                self.target_edge
            ));
        }
        t.notes.push(format!(
            "The edge is linear in the pay p of this line: {} (exact; the first matching \
             line decides, so p changes what the line pays, never which coups it decides).",
            self.formula
        ));
        vec![t]
    }
}
