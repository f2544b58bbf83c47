//! The table of `bets`: every pay line of every bet.

use crate::api::BetsListing;
use crate::report::{event_words, fmt, Align, Table, Tabular};
use num_traits::Zero;

impl Tabular for BetsListing {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            &format!(
                "Bets and pay tables (rules {}; first matching line decides)",
                self.rules
            ),
            &[
                ("id", Align::Left),
                ("name", Align::Left),
                ("line", Align::Right),
                ("when", Align::Left),
                ("pays", Align::Right),
            ],
        );
        for b in &self.bets {
            for (i, l) in b.lines.iter().enumerate() {
                let pays = if l.pays.is_zero() {
                    "push".to_string()
                } else {
                    fmt::pays(&l.pays)
                };
                t.row(vec![
                    b.id.clone().into(),
                    b.name.clone().into(),
                    fmt::int_cell(i as i64 + 1),
                    event_words(&l.when).into(),
                    fmt::pays_cell(pays),
                ]);
            }
            t.row(vec![
                b.id.clone().into(),
                b.name.clone().into(),
                "-".into(),
                "anything else".into(),
                fmt::pays_cell("loses"),
            ]);
        }
        vec![t]
    }
}
