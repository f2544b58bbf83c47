//! The table of `ev`: each bet's expected value on the next coup (or the coup in play's).

use crate::api::{EvAnswer, EvReport};
use crate::report::{fmt, pays_summary_of, Align, Table, Tabular};

impl Tabular for EvAnswer {
    fn tables(&self) -> Vec<Table> {
        match self {
            EvAnswer::Shoe(r) => r.tables(),
            EvAnswer::Coup(r) => r.tables(),
        }
    }
}

impl Tabular for EvReport {
    fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            &format!(
                "Expected value per unit staked on the next coup: {} cards left, rules {}",
                self.shoe.cards, self.rules.name
            ),
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("pays", Align::Right),
                ("EV %", Align::Right),
                ("EV exact", Align::Right),
                ("+EV", Align::Left),
            ],
        );
        for b in &self.values.bets {
            let (pct, exact) = match &b.figures {
                Some(f) if f.ev.is_zero() => (fmt::percent_cell(0.0, 4), fmt::exact_cell(&f.ev.0)),
                Some(f) => (
                    fmt::signed_percent_cell(f.ev_percent, 4),
                    fmt::exact_cell(&f.ev.0),
                ),
                None => ("not priceable".into(), "-".into()),
            };
            let mark = if b.positive() { "+EV" } else { "" };
            t.row(vec![
                b.name.clone().into(),
                b.id.clone().into(),
                fmt::pays_cell(if b.priceable {
                    pays_summary_of(&b.pays)
                } else {
                    "-".into()
                }),
                pct,
                exact,
                mark.into(),
            ]);
        }
        t.notes.push(if self.values.positive.is_empty() {
            "No bet has a positive expected value on this shoe.".to_string()
        } else {
            format!(
                "Positive expected value (+EV): {}.",
                self.values.positive.join(", ")
            )
        });
        for b in &self.values.bets {
            if let Some(r) = &b.reason {
                t.notes.push(format!("{} not priceable: {r}.", b.id));
            }
        }
        t.notes.extend(self.rules.definition.notes.iter().cloned());
        vec![t]
    }
}
