//! The tables of `leak`: the value of what is seen, every information state with the bet
//! made, each bet's part, and the sorts a search found.

use super::names::{bet_name, bet_ref, table};
use crate::api::LeakReport;
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

impl Tabular for LeakReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let mut tables = vec![
            self.summary_table(lang),
            self.states_table(lang),
            self.bets_table(lang),
        ];
        tables.extend(self.sorts_table(lang));
        tables
    }
}

impl LeakReport {
    /// A bet by its id, named in a language other than English.
    fn bet(&self, lang: Lang, id: &str) -> String {
        let name = self.bets.iter().find(|b| b.bet.id == id);
        bet_ref(lang, id, name.map_or(id, |b| b.bet.name.as_str()))
    }

    fn summary_table(&self, lang: Lang) -> Table {
        let seen: Vec<String> = self
            .positions
            .iter()
            .map(|&p| {
                let card = lang.m(&format!("t-leak-position-{}", p.clamp(1, 6)));
                let args = [("position", Arg::plain(p)), ("card", Arg::text(card))];
                lang.msg("t-leak-seen", &args)
            })
            .collect();
        let how = if self.sort == "rank" {
            lang.m("t-leak-by-rank")
        } else {
            lang.msg("t-leak-by-group", &[("sort", Arg::text(&self.sort))])
        };
        let title = lang.msg(
            "t-leak-title",
            &[
                ("seen", Arg::text(seen.join(", "))),
                ("how", Arg::text(how)),
                ("cards", Arg::plain(self.shoe.cards)),
                ("rules", Arg::text(&self.rules.name)),
            ],
        );
        let mut summary = table(
            lang,
            "leak",
            title,
            &[
                ("t-col-figure", Align::Left),
                ("t-col-value", Align::Right),
                ("t-col-exact", Align::Right),
            ],
        );
        for (id, value, exact) in [
            (
                "t-leak-edge",
                fmt::signed_percent_cell(self.edge_percent, 4),
                &self.edge,
            ),
            (
                "t-leak-edge-unseen",
                fmt::signed_percent_cell(self.edge_unseen_percent, 4),
                &self.edge_unseen,
            ),
            (
                "t-col-coups-bet",
                fmt::percent_cell(self.share_bet_percent, 4),
                &self.share_bet,
            ),
        ] {
            summary.row(vec![lang.m(id).into(), value, fmt::exact_cell(&exact.0)]);
        }
        summary.notes.push(lang.m(if self.sit_out {
            "t-leak-sit-out"
        } else {
            "t-leak-no-sit-out"
        }));
        if let Some(e) = &self.exposure {
            // The exposure as the par sheet describes it (`leak-flash-1`, ...).
            let args = [
                ("name", Arg::text(e)),
                ("what", Arg::text(lang.m(&format!("leak-{e}")))),
            ];
            summary.notes.push(lang.msg("t-leak-exposure", &args));
        }
        summary
    }

    fn sorts_table(&self, lang: Lang) -> Option<Table> {
        let sorts = self.sorts.as_ref()?;
        let mut t = table(
            lang,
            "sorts",
            lang.m("t-leak-sorts"),
            &[
                ("t-col-rank", Align::Right),
                ("t-col-sort", Align::Left),
                ("t-col-edge", Align::Right),
                ("t-col-exact-edge", Align::Right),
                ("t-col-coups-bet", Align::Right),
            ],
        );
        for (i, s) in sorts.iter().enumerate() {
            t.row(vec![
                fmt::int_cell(i as i64 + 1),
                s.sort.clone().into(),
                fmt::signed_percent_cell(s.edge_percent, 4),
                fmt::exact_cell(&s.edge.0),
                fmt::percent_cell(s.share_bet_percent, 4),
            ]);
        }
        Some(t)
    }

    fn states_table(&self, lang: Lang) -> Table {
        let mut columns: Vec<(String, Align)> = self
            .positions
            .iter()
            .map(|&p| {
                let args = [("position", Arg::plain(p))];
                (lang.msg("t-leak-seen-at", &args), Align::Left)
            })
            .collect();
        for id in ["t-col-probability", "t-col-bet", "t-col-ev"] {
            let align = if id == "t-col-bet" {
                Align::Left
            } else {
                Align::Right
            };
            columns.push((lang.m(id), align));
        }
        columns.extend(self.bets.iter().map(|b| {
            let args = [("bet", Arg::text(bet_ref(lang, &b.bet.id, &b.bet.name)))];
            (lang.msg("t-leak-ev-of", &args), Align::Right)
        }));
        let mut t = Table {
            name: "states".into(),
            title: lang.m("t-leak-states"),
            columns,
            ..Table::default()
        };
        for s in &self.states {
            let mut row: Vec<Cell> = s.seen.iter().map(|g| g.clone().into()).collect();
            row.push(fmt::percent_cell(s.probability_percent, 4));
            row.push(match &s.bet {
                Some(id) => self.bet(lang, id).into(),
                None => lang.m("t-none").into(),
            });
            row.push(
                s.ev_percent
                    .map_or("-".into(), |e| fmt::signed_percent_cell(e, 4)),
            );
            row.extend(
                s.evs
                    .iter()
                    .map(|e| fmt::signed_percent_cell(e.ev_percent, 4)),
            );
            t.row(row);
        }
        t
    }

    fn bets_table(&self, lang: Lang) -> Table {
        let mut t = table(
            lang,
            "bets",
            lang.m("t-leak-bets"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-coups-bet", Align::Right),
                ("t-col-edge", Align::Right),
                ("t-col-exact-edge", Align::Right),
            ],
        );
        for b in &self.bets {
            t.row(vec![
                bet_name(lang, &b.bet.name).into(),
                fmt::percent_cell(b.share_percent, 4),
                fmt::signed_percent_cell(b.edge_percent, 4),
                fmt::exact_cell(&b.edge.0),
            ]);
        }
        t
    }
}
