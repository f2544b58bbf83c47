//! The tables of `review`: players (the totals and the test), the per-bet tests, the
//! counts (the best count per player and bet) and the wagers (each wager's exact EV).
//!
//! Every title, column name, note and word cell is a message of
//! `src/i18n/ftl/{lang}/review.ftl`, by id with typed arguments; numbers are written from
//! their values, the language's way. The tables are built for a [`Lang`]
//! ([`ReviewReport::tables_in`]); [`Tabular::tables`] is English, which keeps the English
//! tables as they always were (bet ids, `--tags` spellings and `tc>=X` triggers, plain
//! digits in titles). In the other languages a bet is named, a count is named in words and
//! a trigger is written `≥ X`.

use crate::api::ReviewReport;
use crate::i18n::{Arg, Lang};
use crate::report::investigation::words::{
    bet_cell, given, plain, system_words, table_in, trigger_cell, yes_no,
};
use crate::report::parsheet::block::bet_name_of_id;
use crate::report::{fmt, localize_cell, Align, Cell, Table, Tabular};

/// Tables: players (the totals and the test), counts (the best count per player and bet)
/// and wagers (each wager's exact EV), in English.
impl Tabular for ReviewReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        ReviewReport::tables_in(self, lang)
    }
}

impl ReviewReport {
    /// The tables of `review` in `lang`: players, bets (when a player made several), counts
    /// and wagers. In English the same as [`Tabular::tables`].
    pub fn tables_in(&self, lang: Lang) -> Vec<Table> {
        vec![
            self.players_table(lang),
            self.bets_table(lang),
            self.counts_table(lang),
            self.wagers_table(lang),
        ]
    }

    /// The note under the players table: what p and p Holm are, and the level.
    pub(crate) fn players_note(&self, l: Lang) -> String {
        l.msg(
            "rv-players-note",
            &[
                ("tests", plain(l, self.tests() as u64)),
                ("tests-n", Arg::int(self.tests() as u64)),
                ("alpha", given(l, self.inputs.alpha)),
            ],
        )
    }

    pub(crate) fn players_table(&self, l: Lang) -> Table {
        let i = &self.inputs;
        let args = [
            ("shoes", plain(l, i.shoe_log.rows as u64)),
            ("shoes-n", Arg::int(i.shoe_log.rows as u64)),
            ("coups", plain(l, i.coups as u64)),
            ("coups-n", Arg::int(i.coups as u64)),
            ("decks", plain(l, u64::from(i.decks))),
            ("decks-n", Arg::int(i.decks)),
            ("rules", Arg::text(i.rules.name.clone())),
            ("draws", plain(l, u64::from(i.permutations))),
            ("draws-n", Arg::int(i.permutations)),
            ("seed", Arg::text(i.seed.to_string())),
        ];
        let mut t = table_in(
            l,
            "players",
            ("rv-players-title", &args),
            &[
                ("rv-col-player", Align::Left),
                ("rv-col-coups", Align::Right),
                ("rv-col-wagers", Align::Right),
                ("rv-col-staked", Align::Right),
                ("rv-col-expected", Align::Right),
                ("rv-col-actual", Align::Right),
                ("rv-col-stake-positive", Align::Right),
                ("rv-col-chances-positive", Align::Right),
                ("rv-col-mean-ev", Align::Right),
                ("rv-col-p", Align::Right),
                ("rv-col-p-error", Align::Right),
                ("rv-col-p-holm", Align::Right),
                ("rv-col-flagged", Align::Left),
            ],
        );
        let n = |c: Cell| localize_cell(&c, l);
        for p in &self.players {
            t.row(vec![
                Cell::text(p.player.clone()),
                n(fmt::int_cell(p.coups as i64)),
                n(fmt::int_cell(p.wagers as i64)),
                n(fmt::exact_decimal_cell(&p.staked.0, 2)),
                n(fmt::exact_decimal_cell(&p.expected.0, 2)),
                n(fmt::exact_decimal_cell(&p.actual.0, 2)),
                n(fmt::percent_cell(100.0 * p.share_stake_positive, 1)),
                n(fmt::percent_cell(100.0 * p.share_positive, 1)),
                n(fmt::signed_percent_value_cell(100.0 * p.mean_ev)),
                n(fmt::decimal_cell(p.p_value, 4)),
                n(fmt::decimal_cell(p.p_error, 4)),
                n(fmt::decimal_cell(p.p_adjusted, 4)),
                yes_no(l, p.flagged),
            ]);
        }
        t.notes.push(self.players_note(l));
        t
    }

    /// The table of the per-bet tests (`bets`): each bet of each player who made several,
    /// tested on its own.
    pub(crate) fn bets_table(&self, l: Lang) -> Table {
        let mut t = table_in(
            l,
            "bets",
            ("rv-bets-title", &[]),
            &[
                ("rv-col-player", Align::Left),
                ("rv-col-bet", Align::Left),
                ("rv-col-coups", Align::Right),
                ("rv-col-wagers", Align::Right),
                ("rv-col-mean-ev", Align::Right),
                ("rv-col-p", Align::Right),
                ("rv-col-p-error", Align::Right),
                ("rv-col-p-holm", Align::Right),
                ("rv-col-flagged", Align::Left),
            ],
        );
        let n = |c: Cell| localize_cell(&c, l);
        for p in &self.players {
            for b in p.bets.iter().filter(|b| !b.same_as_player) {
                t.row(vec![
                    Cell::text(p.player.clone()),
                    bet_cell(l, &b.bet),
                    n(fmt::int_cell(b.coups as i64)),
                    n(fmt::int_cell(b.wagers as i64)),
                    n(fmt::signed_percent_value_cell(100.0 * b.mean_ev)),
                    n(fmt::decimal_cell(b.p_value, 4)),
                    n(fmt::decimal_cell(b.p_error, 4)),
                    n(fmt::decimal_cell(b.p_adjusted, 4)),
                    yes_no(l, b.flagged),
                ]);
            }
        }
        t.notes.push(l.m("rv-bets-note"));
        t
    }

    pub(crate) fn counts_table(&self, l: Lang) -> Table {
        let mut t = table_in(
            l,
            "counts",
            ("rv-counts-title", &[]),
            &[
                ("rv-col-player", Align::Left),
                ("rv-col-bet", Align::Left),
                ("rv-col-tags", Align::Left),
                ("rv-col-auc", Align::Right),
                ("rv-col-trigger", Align::Left),
                ("rv-col-tpr", Align::Right),
                ("rv-col-fpr", Align::Right),
            ],
        );
        let n = |c: Cell| localize_cell(&c, l);
        for p in &self.players {
            for (bet, b) in &p.best_count {
                t.row(vec![
                    Cell::text(p.player.clone()),
                    bet_cell(l, bet),
                    Cell::text(system_words(l, &b.tags, false)),
                    n(fmt::decimal_cell(b.auc, 3)),
                    trigger_cell(l, &b.trigger),
                    n(fmt::percent_cell(100.0 * b.tpr, 1)),
                    n(fmt::percent_cell(100.0 * b.fpr, 1)),
                ]);
            }
        }
        t
    }

    pub(crate) fn wagers_table(&self, l: Lang) -> Table {
        let mut t = table_in(
            l,
            "wagers",
            ("rv-wagers-title", &[]),
            &[
                ("rv-col-shoe", Align::Right),
                ("rv-col-coup", Align::Right),
                ("rv-col-player", Align::Left),
                ("rv-col-bet", Align::Left),
                ("rv-col-stake", Align::Right),
                ("rv-col-ev-pct", Align::Right),
                ("rv-col-ev-exact", Align::Right),
                ("rv-col-result", Align::Right),
            ],
        );
        let n = |c: Cell| localize_cell(&c, l);
        for w in &self.wagers {
            t.row(vec![
                fmt::int_cell(w.shoe as i64),
                fmt::int_cell(i64::from(w.coup)),
                Cell::text(w.player.clone()),
                bet_cell(l, &w.bet),
                n(fmt::exact_decimal_cell(&w.stake.0, 2)),
                n(fmt::signed_exact_points_cell(&w.ev.0, 4)),
                fmt::exact_cell(&w.ev.0),
                fmt::exact_cell(&w.result.0),
            ]);
        }
        t
    }

    /// The plot's data: for each player shown ([`ReviewReport::shown_players`]), two
    /// panels coup by coup over the shoes they played: the exact EV in % of each bet they
    /// made, and their stake on it (0 where none). Each panel is (title, y label, series of
    /// (name, points)), x the coup's position; the words in `lang`, each bet named as the
    /// tables name it (`rv-bet-cell`: its id in English, its name in the other languages).
    #[allow(clippy::type_complexity)]
    pub fn timeline_panels(
        &self,
        lang: Lang,
    ) -> Vec<(String, String, Vec<(String, Vec<(f64, f64)>)>)> {
        let mut panels = Vec::new();
        for p in self.shown_players() {
            let series = |f: &dyn Fn(&(f64, f64)) -> f64| {
                p.timeline
                    .iter()
                    .map(|(bet, pts)| {
                        let points = pts
                            .iter()
                            .enumerate()
                            .map(|(i, pt)| ((i + 1) as f64, f(pt)))
                            .collect();
                        let name = bet_name_of_id(lang, bet);
                        let args = [("id", Arg::text(bet)), ("name", Arg::text(name))];
                        (lang.msg("rv-bet-cell", &args), points)
                    })
                    .collect::<Vec<_>>()
            };
            let player = [("player", Arg::text(&p.player))];
            panels.push((
                lang.msg("rv-chart-ev-title", &player),
                lang.m("rv-chart-ev-y"),
                series(&|pt| fmt::in_percent(pt.0)),
            ));
            panels.push((
                lang.msg("rv-chart-stake-title", &player),
                lang.m("rv-chart-stake-y"),
                series(&|pt| pt.1),
            ));
        }
        panels
    }
}
