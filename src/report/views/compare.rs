//! The tables of `compare`: outcomes and house edges by rule set.

use super::names::{self, bet_name, bet_ref, table};
use crate::api::CompareReport;
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Table, Tabular};
use num_traits::Signed;

impl Tabular for CompareReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        vec![self.outcomes_table(lang), self.edges_table(lang)]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("edges")
    }
}

/// The tables of [`CompareReport`], one function each.
impl CompareReport {
    fn outcomes_table(&self, lang: Lang) -> Table {
        let title = lang.msg(
            "t-compare-outcomes",
            &[("cards", Arg::plain(self.shoe.cards))],
        );
        let mut out = table(lang, "outcomes", title, &[("t-col-rules", Align::Left)]);
        out.columns
            .extend((0..3).map(|i| (names::outcome(lang, i), Align::Right)));
        for o in &self.outcomes {
            out.row(vec![
                o.rules.clone().into(),
                fmt::decimal_cell(o.punto.decimal, 8),
                fmt::decimal_cell(o.banco.decimal, 8),
                fmt::decimal_cell(o.tie.decimal, 8),
            ]);
        }
        out
    }

    fn edges_table(&self, lang: Lang) -> Table {
        let title = lang.msg(
            "t-compare-edges",
            &[("baseline", Arg::text(&self.baseline))],
        );
        let mut edges = table(
            lang,
            "edges",
            title,
            &[("t-col-bet", Align::Left), ("t-col-id", Align::Left)],
        );
        for (i, r) in self.rules.iter().enumerate() {
            let args = [("rules", Arg::text(&r.name))];
            edges
                .columns
                .push((lang.msg("t-compare-edge", &args), Align::Right));
            if i > 0 {
                let delta = lang.msg("t-compare-delta", &args);
                edges.columns.push((delta, Align::Right));
            }
        }
        for b in &self.bets {
            let mut row = vec![bet_name(lang, &b.bet.name).into(), b.bet.id.clone().into()];
            for (i, c) in b.results.iter().enumerate() {
                row.push(
                    c.house_edge_percent
                        .map_or(lang.m("t-not-priceable").into(), |p| {
                            fmt::percent_cell(p, 4)
                        }),
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
            for n in names::notes(lang, &r.name, &r.definition.notes) {
                let args = [("rules", Arg::text(&r.name)), ("note", Arg::text(n))];
                edges.notes.push(lang.msg("t-rules-note", &args));
            }
        }
        // Bets that favour the player, marked as `ev` marks them.
        for (i, r) in self.rules.iter().enumerate() {
            let positive: Vec<String> = self
                .bets
                .iter()
                .filter(|b| {
                    b.results
                        .get(i)
                        .and_then(|c| c.house_edge.as_ref())
                        .is_some_and(|e| e.0.is_negative())
                })
                .map(|b| bet_ref(lang, &b.bet.id, &b.bet.name))
                .collect();
            if !positive.is_empty() {
                let args = [
                    ("rules", Arg::text(&r.name)),
                    ("bets", Arg::text(names::list(positive))),
                ];
                edges.notes.push(lang.msg("t-positive-ev-under", &args));
            }
        }
        edges
    }
}
