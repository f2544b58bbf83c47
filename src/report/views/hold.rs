//! The tables of `hold`: the layout's figures per coup, the normal band of the hold and
//! the total win, the exact band when computed, and the values one coup's win takes.

use crate::api::HoldReport;
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// Tables: hold (the layout and its figures per coup), band, exact (when computed),
/// values.
impl Tabular for HoldReport {
    fn tables(&self) -> Vec<Table> {
        let mut tables = vec![self.summary(), self.band_table()];
        if let Some(exact) = &self.exact {
            let mut t = Table::new(
                &format!("Exact band of the hold after {} coups", self.coups),
                &[
                    ("level", Align::Left),
                    ("hold low", Align::Right),
                    ("hold high", Align::Right),
                    ("chance inside", Align::Right),
                ],
            )
            .named("exact");
            for l in &exact.levels {
                t.row(vec![
                    Cell::text(format!("{}%", l.level)),
                    fmt::signed_percent_cell(fmt::in_percent(l.hold_low_decimal), 4),
                    fmt::signed_percent_cell(fmt::in_percent(l.hold_high_decimal), 4),
                    fmt::percent_cell(fmt::in_percent(l.inside_decimal), 4),
                ]);
            }
            t.notes.push(format!(
                "By convolution of the exact per-coup distribution: {} possible holds.",
                exact.support
            ));
            tables.push(t);
        }
        let mut values = Table::new(
            "The house's win on one coup, per unit handled",
            &[("win", Align::Right), ("probability", Align::Right)],
        )
        .named("values");
        for v in &self.per_coup.values {
            values.row(vec![
                fmt::signed_decimal_cell(v.win_decimal, 6),
                fmt::decimal_cell(v.probability_decimal, 8),
            ]);
        }
        tables.push(values);
        tables
    }
}

impl HoldReport {
    fn summary(&self) -> Table {
        let mix: Vec<String> = self
            .mix
            .iter()
            .map(|m| format!("{}={}", m.id, m.share))
            .collect();
        let mut t = Table::new(
            &format!("Hold of the layout {}", mix.join(",")),
            &[("figure", Align::Left), ("value", Align::Right)],
        )
        .named("hold");
        let p = &self.per_coup;
        t.row(vec![
            Cell::text("expected hold (house edge per unit handled)"),
            fmt::signed_percent_cell(fmt::in_percent(p.mean_decimal), 4),
        ]);
        t.row(vec![
            Cell::text("variance per coup, per unit handled"),
            fmt::decimal_cell(p.variance_decimal, 6),
        ]);
        t.row(vec![
            Cell::text("standard deviation per coup"),
            fmt::decimal_cell(p.sd, 4),
        ]);
        t.row(vec![Cell::text("coups"), fmt::int_cell(self.coups as i64)]);
        t.row(vec![
            Cell::text("handle per coup"),
            fmt::exact_cell(&self.handle.0),
        ]);
        t.row(vec![
            Cell::text("expected total win"),
            fmt::exact_decimal_cell(&self.band.win_mean.0, 2),
        ]);
        t.row(vec![
            Cell::text("standard deviation of the hold"),
            fmt::percent_cell(fmt::in_percent(self.band.hold_sd), 4),
        ]);
        if let Some(w) = &self.within {
            t.row(vec![
                Cell::text(format!(
                    "coups for the hold within ±{} (95%)",
                    fmt::float(fmt::in_percent(w.within_decimal), 4)
                        .trim_end_matches('0')
                        .trim_end_matches('.')
                        .to_string()
                        + "%"
                )),
                w.coups
                    .map_or_else(|| Cell::text("over 2^64"), |n| fmt::int_cell(n as i64)),
            ]);
        }
        t.notes.clone_from(&self.notes);
        t
    }

    fn band_table(&self) -> Table {
        let exact = self.exact.is_some();
        let mut columns = vec![
            ("level", Align::Left),
            ("hold low", Align::Right),
            ("hold high", Align::Right),
            ("total win low", Align::Right),
            ("total win high", Align::Right),
        ];
        if exact {
            columns.push(("exact chance inside", Align::Right));
        }
        let mut t =
            Table::new(&format!("Normal band after {} coups", self.coups), &columns).named("band");
        for l in &self.band.levels {
            let mut row = vec![
                Cell::text(format!("{}%", l.level)),
                fmt::signed_percent_cell(fmt::in_percent(l.hold_low), 4),
                fmt::signed_percent_cell(fmt::in_percent(l.hold_high), 4),
                fmt::signed_decimal_cell(l.win_low, 2),
                fmt::signed_decimal_cell(l.win_high, 2),
            ];
            if let Some(c) = l.exact_coverage {
                row.push(fmt::percent_cell(fmt::in_percent(c), 4));
            }
            t.row(row);
        }
        t
    }
}
