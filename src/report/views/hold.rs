//! The tables of `hold`: the layout's figures per coup, the normal band of the hold and
//! the total win, the exact band when computed, and the values one coup's win takes, in
//! the four languages (every word a message of `src/i18n/ftl/*/hold.ftl`; the English ones
//! are the CSV's, byte for byte).
//!
//! The notes under the first table say what the figures assume, starting with the
//! independence of the coups; they are the catalog's words for the cases the report's own
//! English `notes` (its JSON) states.

use crate::analysis::{EXACT_MAX_COUPS, EXACT_MAX_POINTS, EXACT_MAX_WORDS, EXACT_MAX_WORK};
use crate::api::HoldReport;
use crate::i18n::{Arg, Lang};
use crate::report::parsheet::block::{self, bet_name_of_id};
use crate::report::{fmt, Align, Cell, Table, Tabular};
use num_traits::Zero;

/// A level of a band (`90%`), written the language's way (`90 %` in French).
fn level_cell(l: Lang, level: u8) -> Cell {
    Cell::text(l.localize_number(&format!("{level}%")))
}

/// Tables: hold (the layout and its figures per coup), band, exact (when computed),
/// values.
impl Tabular for HoldReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, l: Lang) -> Vec<Table> {
        let mut tables = vec![self.summary(l), self.band_table(l)];
        tables.extend(self.exact_table(l));
        let mut values = block::table(
            l,
            l.m("hd-values-title"),
            &[
                ("hd-col-win", Align::Right),
                ("hd-col-probability", Align::Right),
            ],
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
    fn summary(&self, l: Lang) -> Table {
        // English writes the layout as typed (`banco=1/2,punto=1/2`); the others name
        // each bet (`1/2 Banco, 1/2 Punto`).
        let mix: Vec<String> = self
            .mix
            .iter()
            .map(|m| {
                l.msg(
                    "hd-mix-share",
                    &[
                        ("id", Arg::text(m.id.clone())),
                        ("name", Arg::text(bet_name_of_id(l, &m.id))),
                        ("share", Arg::Exact(m.share.0.clone())),
                    ],
                )
            })
            .collect();
        let mix = mix.join(&l.m("hd-mix-separator"));
        let mut t = block::table(
            l,
            l.msg("hd-hold-title", &[("mix", Arg::text(mix))]),
            &[
                ("hd-col-figure", Align::Left),
                ("hd-col-value", Align::Right),
            ],
        )
        .named("hold");
        let p = &self.per_coup;
        let mut row = |id: &str, value: Cell| t.row(vec![Cell::text(l.m(id)), value]);
        row(
            "hd-mean",
            fmt::signed_percent_cell(fmt::in_percent(p.mean_decimal), 4),
        );
        row("hd-variance", fmt::decimal_cell(p.variance_decimal, 6));
        row("hd-sd", fmt::decimal_cell(p.sd, 4));
        row("hd-coups", fmt::int_cell(self.coups as i64));
        row("hd-handle", fmt::exact_cell(&self.handle.0));
        row(
            "hd-win-mean",
            fmt::exact_decimal_cell(&self.band.win_mean.0, 2),
        );
        row(
            "hd-hold-sd",
            fmt::percent_cell(fmt::in_percent(self.band.hold_sd), 4),
        );
        if let Some(w) = &self.within {
            let within = fmt::float(fmt::in_percent(w.within_decimal), 4)
                .trim_end_matches('0')
                .trim_end_matches('.')
                .to_string()
                + "%";
            t.row(vec![
                Cell::text(l.msg(
                    "hd-within",
                    &[("within", Arg::text(l.localize_number(&within)))],
                )),
                w.coups.map_or_else(
                    || Cell::text(l.m("hd-over-64")),
                    |n| fmt::int_cell(n as i64),
                ),
            ]);
        }
        t.notes = self.notes_in(l);
        t
    }

    /// What the figures assume, in `l`: the coups' independence, the normal band, and
    /// whether the exact distribution was computed (and if not, why).
    fn notes_in(&self, l: Lang) -> Vec<String> {
        let coups = || ("coups", Arg::plain(self.coups));
        let mut notes = vec![l.m("hd-note-independent"), l.m("hd-note-normal")];
        if self.exact.is_some() {
            notes.push(l.msg("hd-note-exact", &[coups()]));
        } else if self.per_coup.variance.0.is_zero() {
            notes.push(l.m("hd-note-certain"));
        } else {
            let id = if self.coups > EXACT_MAX_COUPS {
                "hd-note-too-many"
            } else {
                "hd-note-too-costly"
            };
            notes.push(l.msg(
                id,
                &[
                    ("max", Arg::plain(EXACT_MAX_COUPS)),
                    ("work", Arg::plain(EXACT_MAX_WORK)),
                    ("points", Arg::plain(EXACT_MAX_POINTS)),
                    ("words", Arg::plain(EXACT_MAX_WORDS)),
                    coups(),
                ],
            ));
        }
        notes
    }

    fn band_table(&self, l: Lang) -> Table {
        let exact = self.exact.is_some();
        let mut columns = vec![
            ("hd-col-level", Align::Left),
            ("hd-col-hold-low", Align::Right),
            ("hd-col-hold-high", Align::Right),
            ("hd-col-win-low", Align::Right),
            ("hd-col-win-high", Align::Right),
        ];
        if exact {
            columns.push(("hd-col-exact-inside", Align::Right));
        }
        let title = l.msg("hd-band-title", &[("coups", Arg::plain(self.coups))]);
        let mut t = block::table(l, title, &columns).named("band");
        for b in &self.band.levels {
            let mut row = vec![
                level_cell(l, b.level),
                fmt::signed_percent_cell(fmt::in_percent(b.hold_low), 4),
                fmt::signed_percent_cell(fmt::in_percent(b.hold_high), 4),
                fmt::signed_decimal_cell(b.win_low, 2),
                fmt::signed_decimal_cell(b.win_high, 2),
            ];
            if let Some(c) = b.exact_coverage {
                row.push(fmt::percent_cell(fmt::in_percent(c), 4));
            }
            t.row(row);
        }
        t
    }

    fn exact_table(&self, l: Lang) -> Option<Table> {
        let exact = self.exact.as_ref()?;
        let mut t = block::table(
            l,
            l.msg("hd-exact-title", &[("coups", Arg::plain(self.coups))]),
            &[
                ("hd-col-level", Align::Left),
                ("hd-col-hold-low", Align::Right),
                ("hd-col-hold-high", Align::Right),
                ("hd-col-inside", Align::Right),
            ],
        )
        .named("exact");
        for b in &exact.levels {
            t.row(vec![
                level_cell(l, b.level),
                fmt::signed_percent_cell(fmt::in_percent(b.hold_low_decimal), 4),
                fmt::signed_percent_cell(fmt::in_percent(b.hold_high_decimal), 4),
                fmt::percent_cell(fmt::in_percent(b.inside_decimal), 4),
            ]);
        }
        t.notes
            .push(l.msg("hd-exact-note", &[("support", Arg::plain(exact.support))]));
        Some(t)
    }
}
