//! The tables of `odds`: outcomes, bets, and with `--detail` the final totals and the cards dealt.

use super::names::{self, bet_name, bet_ref, table};
use crate::api::{Detail, OddsReport};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Table, Tabular};

impl Tabular for OddsReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let mut tables = vec![self.outcomes_table(lang), self.bets_table(lang)];
        if let Some(d) = &self.detail {
            let (totals, cards) = self.detail_tables(d, lang);
            tables.push(totals);
            tables.push(cards);
        }
        tables
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
}

/// The tables of [`OddsReport`], one function each.
impl OddsReport {
    fn outcomes_table(&self, lang: Lang) -> Table {
        let title = lang.msg(
            "t-odds-outcomes",
            &[
                ("cards", Arg::plain(self.shoe.cards)),
                ("rules", Arg::text(&self.rules.name)),
                ("sequences", Arg::Count(self.combinations.0.clone())),
            ],
        );
        let mut out = table(
            lang,
            "outcomes",
            title,
            &[
                ("t-col-outcome", Align::Left),
                ("t-col-count", Align::Right),
                ("t-col-probability", Align::Right),
                ("t-col-exact", Align::Left),
            ],
        );
        for (i, (_, o)) in self.outcomes.named().into_iter().enumerate() {
            out.row(vec![
                names::outcome(lang, i).into(),
                // Plain digits: the same cell feeds CSV, where separators get in the way.
                fmt::count_cell(&o.count.0),
                fmt::decimal_cell(o.decimal, 8),
                fmt::exact_cell(&o.probability.0),
            ]);
        }
        out
    }

    fn bets_table(&self, lang: Lang) -> Table {
        let mut bets = table(
            lang,
            "bets",
            lang.m("t-bets"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-id", Align::Left),
                ("t-col-pays", Align::Right),
                ("t-col-ev", Align::Right),
                ("t-col-house-edge", Align::Right),
                ("t-col-sd", Align::Right),
            ],
        );
        for (b, pays) in self.bets.iter().zip(&self.pays) {
            let name = bet_name(lang, &b.name);
            match &b.figures {
                Some(f) => bets.row(vec![
                    name.into(),
                    b.id.clone().into(),
                    fmt::pays_cell(names::pays_summary(lang, pays)),
                    fmt::decimal_cell(f.ev_decimal, 6),
                    fmt::percent_cell(f.house_edge_percent, 4),
                    fmt::decimal_cell(f.sd, 4),
                ]),
                None => bets.row(vec![
                    name,
                    b.id.clone(),
                    "-".into(),
                    lang.m("t-not-priceable"),
                    "-".into(),
                    "-".into(),
                ]),
            }
        }
        bets.notes = names::notes(lang, &self.rules.name, &self.notes);
        // Bets that favour the player, marked as `ev` marks them.
        let positive: Vec<String> = self
            .bets
            .iter()
            .filter(|b| b.figures.as_ref().is_some_and(|f| f.positive))
            .map(|b| bet_ref(lang, &b.id, &b.name))
            .collect();
        if !positive.is_empty() {
            let args = [("bets", Arg::text(names::list(positive)))];
            bets.notes.push(lang.msg("t-positive-ev", &args));
        }
        bets
    }

    /// With `--detail`: the final totals and the cards dealt.
    fn detail_tables(&self, d: &Detail, lang: Lang) -> (Table, Table) {
        let mut cols: Vec<(String, Align)> = vec![("Punto \\ Banco".into(), Align::Left)];
        cols.extend((0..10).map(|b| (b.to_string(), Align::Right)));
        let mut t = Table {
            name: "totals".into(),
            title: lang.m("t-odds-totals"),
            columns: cols,
            ..Table::default()
        };
        for (p, row) in d.totals.iter().enumerate() {
            let mut r = vec![fmt::int_cell(p as i64)];
            r.extend(row.iter().map(|c| fmt::count_cell(&c.0)));
            t.row(r);
        }
        let mut c = table(
            lang,
            "cards",
            lang.m("t-odds-cards"),
            &[
                ("t-col-cards", Align::Right),
                ("t-col-count", Align::Right),
                ("t-col-probability", Align::Right),
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
