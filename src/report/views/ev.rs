//! The table of `ev`: each bet's expected value on the next coup (or the coup in play's).

use super::names::{self, bet_name, bet_ref, table};
use crate::api::{EvAnswer, EvReport};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Table, Tabular};

impl Tabular for EvAnswer {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        match self {
            EvAnswer::Shoe(r) => r.tables_in(lang),
            EvAnswer::Coup(r) => r.tables_in(lang),
        }
    }
}

impl Tabular for EvReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let title = lang.msg(
            "t-ev-title",
            &[
                ("cards", Arg::plain(self.shoe.cards)),
                ("rules", Arg::text(&self.rules.name)),
            ],
        );
        let mut t = table(
            lang,
            "expected",
            title,
            &[
                ("t-col-bet", Align::Left),
                ("t-col-id", Align::Left),
                ("t-col-pays", Align::Right),
                ("t-col-ev-percent", Align::Right),
                ("t-col-ev-exact", Align::Right),
                ("t-col-plus-ev", Align::Left),
            ],
        );
        for b in &self.values.bets {
            let (pct, exact) = match &b.figures {
                Some(f) if f.ev.is_zero() => (fmt::percent_cell(0.0, 4), fmt::exact_cell(&f.ev.0)),
                Some(f) => (
                    fmt::signed_percent_cell(f.ev_percent, 4),
                    fmt::exact_cell(&f.ev.0),
                ),
                None => (lang.m("t-not-priceable").into(), "-".into()),
            };
            let mark = if b.positive() {
                lang.m("t-plus-ev")
            } else {
                String::new()
            };
            t.row(vec![
                bet_name(lang, &b.name).into(),
                b.id.clone().into(),
                fmt::pays_cell(match &b.figures {
                    Some(f) => names::pays_summary(lang, &f.pays),
                    None => "-".into(),
                }),
                pct,
                exact,
                mark.into(),
            ]);
        }
        let positive: Vec<String> = self
            .values
            .positive
            .iter()
            .map(|id| match self.values.bets.iter().find(|b| &b.id == id) {
                Some(b) => bet_ref(lang, id, &b.name),
                None => id.clone(),
            })
            .collect();
        t.notes.push(if positive.is_empty() {
            lang.m("t-ev-none-positive")
        } else {
            let args = [("bets", Arg::text(names::list(positive)))];
            lang.msg("t-positive-ev", &args)
        });
        t.notes
            .extend(names::unpriceable_notes(lang, &self.values.bets));
        let rules = &self.rules;
        t.notes
            .extend(names::notes(lang, &rules.name, &rules.definition.notes));
        vec![t]
    }
}
