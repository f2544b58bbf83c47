//! The tables of `leak`: the value of what is seen, every information state with the bet
//! made, each bet's part, and the sorts a search found.

use super::names::{bet_name, bet_ref, table};
use crate::api::LeakReport;
use crate::i18n::{Arg, Lang};
use crate::leak::Sort;
use crate::reference::corpus;
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

/// Decimals of a percent for the shares of coups bet in text (the exact shares are in
/// the table's exact column and in JSON): a reader decides on 30.77%, not 30.7692%.
const SHARE_PLACES: usize = 2;

impl LeakReport {
    /// The published figure of the same question, when the reference corpus holds one
    /// (`tests/data/reference.json`, its `leaks`): the same positions, read the same way
    /// (by rank, by the same sort, or the search's best sort the source names), a full
    /// shoe of the same decks and rules, the main bets, sitting out allowed. Its value in
    /// percent, its decimals and its source.
    fn published(&self) -> Option<(f64, usize, String)> {
        let main = self
            .bets
            .iter()
            .map(|b| b.bet.id.as_str())
            .eq(["punto", "banco", "tie"]);
        let full = self.shoe.removed.as_deref().is_none_or(str::is_empty);
        if !self.sit_out || !main || !full {
            return None;
        }
        let as_read = |text: &str| match text {
            "rank" => Some("rank".to_string()),
            _ => Sort::parse(text).ok().map(|s| s.to_string()),
        };
        let f = corpus().leaks.into_iter().find(|f| {
            let read = match (&f.search, &f.best_sort, &f.sort) {
                (Some(_), Some(best), _) => self.sorts.as_ref().and_then(|_| as_read(best)),
                (None, _, Some(sort)) if self.sorts.is_none() => as_read(sort),
                _ => None,
            };
            f.state.is_none()
                && f.bet.is_none()
                && f.positions == self.positions
                && self.shoe.decks == Some(f.decks)
                && f.rules == self.rules.name
                && f.scale == "100"
                && read.as_deref() == Some(self.sort.as_str())
        })?;
        let value = f.value.parse().ok()?;
        Some((value, f.decimals as usize, f.source))
    }

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
                // With nothing seen and every EV negative the player sits out: an edge of
                // 0 that reads as an even game is not what it means.
                if self.sit_out && self.edge_unseen.is_zero() {
                    lang.m("t-leak-sits-out").into()
                } else {
                    fmt::signed_percent_cell(self.edge_unseen_percent, 4)
                },
                &self.edge_unseen,
            ),
            (
                "t-col-coups-bet",
                fmt::percent_cell(self.share_bet_percent, SHARE_PLACES),
                &self.share_bet,
            ),
        ] {
            summary.row(vec![lang.m(id).into(), value, fmt::exact_cell(&exact.0)]);
        }
        summary.notes.extend(self.summary_notes(lang));
        summary
    }

    /// The notes under the summary: how the player bets, the published figure of the same
    /// case (with its source), the exposure in a sentence.
    fn summary_notes(&self, lang: Lang) -> Vec<String> {
        let mut notes = Vec::new();
        notes.push(lang.m(if self.sit_out {
            "t-leak-sit-out"
        } else {
            "t-leak-no-sit-out"
        }));
        if let Some(f) = self.published() {
            let args = [
                ("value", Arg::Percent(f.0, f.1)),
                ("source", Arg::text(f.2)),
            ];
            notes.push(lang.msg("t-leak-published", &args));
        }
        if let Some(e) = &self.exposure {
            // The exposure as the par sheet describes it (`leak-flash-1`, ...).
            let args = [
                ("name", Arg::text(e)),
                ("what", Arg::text(lang.m(&format!("leak-{e}")))),
            ];
            notes.push(lang.msg("t-leak-exposure", &args));
        }
        notes
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
                fmt::percent_cell(s.share_bet_percent, SHARE_PLACES),
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
                None => lang.m("t-bet-none").into(),
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
                fmt::percent_cell(b.share_percent, SHARE_PLACES),
                fmt::signed_percent_cell(b.edge_percent, 4),
                fmt::exact_cell(&b.edge.0),
            ]);
        }
        t
    }
}
