//! The tables of `eor`: effects of removal (in percent and exact), deeper removals and
//! counting tags.

use super::names::{self, bet_name};
use crate::api::{EorReport, RankEffect};
use crate::card::Rank;
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// Columns named by message ids, a column per rank between `first` and `last`.
fn header(lang: Lang, first: &[(&str, Align)], last: &[(&str, Align)]) -> Vec<(String, Align)> {
    names::columns(lang, first)
        .into_iter()
        .chain(
            Rank::ALL
                .iter()
                .map(|r| (r.symbol().to_string(), Align::Right)),
        )
        .chain(names::columns(lang, last))
        .collect()
}

/// The tables of `eor` are named by the first word of their English titles, as `--table`
/// has always chosen them: `effect` (then `effect-2`, `effect-3`) and `counting`.
fn titled(name: &str, title: String, columns: Vec<(String, Align)>) -> Table {
    Table {
        name: name.into(),
        title,
        columns,
        ..Table::default()
    }
}

fn cells(effects: &[RankEffect], exact: bool) -> impl Iterator<Item = Cell> + '_ {
    effects.iter().map(move |e| match (&e.exact, e.percent) {
        (Some(x), _) if exact => fmt::exact_cell(&x.0),
        (_, Some(p)) => fmt::signed_percent_value_cell(p),
        _ => "-".into(),
    })
}

impl Tabular for EorReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let (one, exact) = self.one_card_tables(lang);
        let mut tables = vec![one];
        if self.exact {
            tables.push(exact);
        }
        if self.depth > 1 {
            tables.push(self.depth_table(lang));
        }
        let tagged = self
            .bets
            .iter()
            .any(|b| b.extra.derived_tags.is_some() || b.extra.user_tags.is_some());
        if tagged {
            tables.push(self.tags_table(lang));
        }
        tables
    }
}

/// The tables of [`EorReport`], one function each.
impl EorReport {
    /// One card removed: in percent, and exact.
    fn one_card_tables(&self, lang: Lang) -> (Table, Table) {
        let title = lang.msg(
            "t-eor-one",
            &[
                ("cards", Arg::plain(self.shoe.cards)),
                ("rules", Arg::text(&self.rules.name)),
            ],
        );
        let bet = ("t-col-bet", Align::Left);
        let columns = header(lang, &[bet, ("t-col-ev-percent", Align::Right)], &[]);
        let mut t = titled("effect", title, columns);
        let columns = header(lang, &[bet, ("t-col-ev", Align::Right)], &[]);
        let mut exact = titled("effect", lang.m("t-eor-exact"), columns);
        let not_priceable = || Cell::text(lang.m("t-not-priceable"));
        for b in &self.bets {
            let name = Cell::text(bet_name(lang, &b.name));
            let ev = b
                .figures
                .as_ref()
                .map_or_else(not_priceable, |f| fmt::signed_decimal_cell(f.ev_percent, 4));
            let row: Vec<Cell> = [name.clone(), ev]
                .into_iter()
                .chain(cells(&b.extra.removals[0].effects, false))
                .collect();
            t.row(row);
            let ev = b
                .figures
                .as_ref()
                .map_or_else(not_priceable, |f| fmt::exact_cell(&f.ev.0));
            exact.row(
                [name, ev]
                    .into_iter()
                    .chain(cells(&b.extra.removals[0].effects, true))
                    .collect(),
            );
        }
        if self
            .bets
            .iter()
            .any(|b| b.extra.removals[0].effects.iter().any(|e| !e.removable))
        {
            t.notes.push(lang.m("t-eor-dash"));
        }
        if let Some(b) = self.bets.iter().find(|b| !b.priceable) {
            let reason = names::reason(lang, b.reason.as_deref().unwrap_or_default());
            let args = [
                ("name", Arg::text(bet_name(lang, &b.name))),
                ("reason", Arg::text(reason)),
            ];
            t.notes.push(lang.msg("t-name-reason", &args));
        }
        (t, exact)
    }

    fn depth_table(&self, lang: Lang) -> Table {
        let columns = header(
            lang,
            &[("t-col-bet", Align::Left), ("t-col-k", Align::Right)],
            &[("t-col-linear", Align::Right)],
        );
        let mut d = titled("effect", lang.m("t-eor-depth"), columns);
        for b in self.bets.iter().filter(|b| b.priceable) {
            for r in &b.extra.removals {
                let lin = r
                    .linear_error_percent
                    .map_or("-".into(), |x| fmt::decimal_cell(x, 5));
                let row = [
                    bet_name(lang, &b.name).into(),
                    fmt::int_cell(r.cards.into()),
                ]
                .into_iter()
                .chain(cells(&r.effects, self.exact))
                .chain([lin])
                .collect();
                d.row(row);
            }
        }
        d
    }

    fn tags_table(&self, lang: Lang) -> Table {
        let columns = header(
            lang,
            &[("t-col-bet", Align::Left), ("t-col-tags", Align::Left)],
            &[
                ("t-col-imbalance", Align::Right),
                ("t-col-correlation", Align::Right),
                ("t-col-bet-above", Align::Right),
            ],
        );
        let mut c = titled("counting", lang.m("t-eor-tags"), columns);
        let derived = match self.max_tag {
            Some(m) => lang.msg("t-eor-derived-max", &[("max", Arg::plain(m))]),
            None => lang.m("t-eor-derived"),
        };
        for b in &self.bets {
            for (name, tags) in [
                (derived.clone(), &b.extra.derived_tags),
                (lang.m("t-eor-yours"), &b.extra.user_tags),
            ] {
                if let Some(tags) = tags {
                    let row = [bet_name(lang, &b.name).into(), name.into()]
                        .into_iter()
                        .chain(tags.tags.iter().map(|&t| fmt::int_cell(t)))
                        .chain([
                            fmt::int_cell(tags.imbalance),
                            tags.correlation
                                .map_or("-".into(), |c| fmt::decimal_cell(c, 4)),
                            tags.threshold
                                .as_ref()
                                .map_or("-".into(), |t| fmt::decimal_cell(t.true_count_decimal, 2)),
                        ])
                        .collect();
                    c.row(row);
                }
            }
        }
        c.notes.push(lang.m("t-eor-imbalance-note"));
        c.notes.push(lang.m("t-eor-above-note"));
        c
    }
}

/// The bar chart's data (`eor --plot`).
impl EorReport {
    /// The one-card EORs of the priceable bets, in percent: (bet name, 13 values, `None`
    /// where the rank cannot be removed) — the data of the bar chart.
    pub fn series(&self) -> Vec<(String, Vec<Option<f64>>)> {
        self.bets
            .iter()
            .filter(|b| b.priceable)
            .map(|b| {
                let v = b.extra.removals[0]
                    .effects
                    .iter()
                    .map(|e| e.percent)
                    .collect();
                (b.name.clone(), v)
            })
            .collect()
    }
}
