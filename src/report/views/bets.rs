//! The table of `bets`: every pay line of every bet.

use super::names::{bet_name, table};
use crate::api::BetsListing;
use crate::i18n::{Arg, Lang};
use crate::report::{event_words_in, fmt, Align, Table, Tabular};
use num_traits::Zero;

impl Tabular for BetsListing {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let title = lang.msg("t-bets-listing", &[("rules", Arg::text(&self.rules))]);
        let mut t = table(
            lang,
            "bets",
            title,
            &[
                ("t-col-id", Align::Left),
                ("t-col-name", Align::Left),
                ("t-col-line", Align::Right),
                ("t-col-when", Align::Left),
                ("t-col-pays", Align::Right),
            ],
        );
        for b in &self.bets {
            let name = bet_name(lang, &b.name);
            for (i, l) in b.lines.iter().enumerate() {
                let pays = if l.pays.is_zero() {
                    lang.m("pays-push")
                } else {
                    fmt::pays(&l.pays)
                };
                t.row(vec![
                    b.id.clone().into(),
                    name.clone().into(),
                    fmt::int_cell(i as i64 + 1),
                    event_words_in(&l.when, lang).into(),
                    fmt::pays_cell(pays),
                ]);
            }
            t.row(vec![
                b.id.clone().into(),
                name.into(),
                "-".into(),
                lang.m("t-bets-else").into(),
                fmt::pays_cell(lang.m("pays-loses")),
            ]);
        }
        vec![t]
    }
}
