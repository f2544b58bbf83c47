//! The tables of a coup in play (`ev --punto/--banco`): its outcomes and each bet.

use super::names::{self, bet_name, table};
use crate::api::{BetFigures, BetRow, Decided, MidCoupReport};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

impl Tabular for MidCoupReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        vec![self.outcomes_table(lang), self.bets_table(lang)]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
}

/// The tables of [`MidCoupReport`], one function each.
impl MidCoupReport {
    fn outcomes_table(&self, lang: Lang) -> Table {
        let show = |s: &str| {
            if s.is_empty() {
                "-".to_string()
            } else {
                s.to_string()
            }
        };
        let title = lang.msg(
            "t-coup-title",
            &[
                ("punto", Arg::text(show(&self.exposed.punto))),
                ("banco", Arg::text(show(&self.exposed.banco))),
                ("cards", Arg::plain(self.cards_left)),
                ("rules", Arg::text(&self.rules.name)),
            ],
        );
        let mut out = table(
            lang,
            "outcomes",
            title,
            &[
                ("t-col-outcome", Align::Left),
                ("t-col-probability", Align::Right),
                ("t-col-exact", Align::Left),
            ],
        );
        for (i, (_, o)) in self.outcomes.named().into_iter().enumerate() {
            out.row(vec![
                names::outcome(lang, i).into(),
                fmt::decimal_cell(o.decimal, 8),
                fmt::exact_cell(&o.probability.0),
            ]);
        }
        out
    }

    fn bets_table(&self, lang: Lang) -> Table {
        // The columns and notes of plain `ev` (EV in %, the reasons), but no +EV mark:
        // bets are closed while a coup is in play, so none is one to make.
        let mut bets = table(
            lang,
            "bets",
            lang.m("t-bets"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-id", Align::Left),
                ("t-col-ev-percent", Align::Right),
                ("t-col-ev-exact", Align::Right),
                ("t-col-p-win", Align::Right),
                ("t-col-state", Align::Left),
            ],
        );
        for b in &self.bets {
            bets.row(bet_row(b, lang));
        }
        bets.notes.push(lang.m("t-coup-closed"));
        bets.notes
            .extend(names::unpriceable_notes(lang, &self.bets));
        let rules = &self.rules;
        bets.notes
            .extend(names::notes(lang, &rules.name, &rules.definition.notes));
        bets
    }
}

/// One bet's row: its EV in % and exact, P(win), decided or open.
fn bet_row(b: &BetRow<BetFigures, Decided>, lang: Lang) -> Vec<Cell> {
    let name: Cell = bet_name(lang, &b.name).into();
    let Some(f) = &b.figures else {
        return vec![
            name,
            b.id.clone().into(),
            lang.m("t-not-priceable").into(),
            "-".into(),
            "-".into(),
            "-".into(),
        ];
    };
    let pct = if f.ev.is_zero() {
        fmt::percent_cell(0.0, 4)
    } else {
        fmt::signed_percent_cell(100.0 * f.ev_decimal, 4)
    };
    let state = if b.extra.decided {
        "t-state-decided"
    } else {
        "t-state-open"
    };
    vec![
        name,
        b.id.clone().into(),
        pct,
        fmt::exact_cell(&f.ev.0),
        fmt::decimal_cell(f.p_win.to_f64(), 6),
        lang.m(state).into(),
    ]
}
