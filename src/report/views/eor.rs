//! The tables of `eor`: effects of removal (in percent and exact), deeper removals and
//! counting tags.

use crate::api::{EorReport, RankEffect};
use crate::card::Rank;
use crate::report::{fmt, Align, Cell, Table, Tabular};

fn header(first: &[(&str, Align)], last: &[(&str, Align)]) -> Vec<(String, Align)> {
    first
        .iter()
        .map(|&(n, a)| (n.to_string(), a))
        .chain(
            Rank::ALL
                .iter()
                .map(|r| (r.symbol().to_string(), Align::Right)),
        )
        .chain(last.iter().map(|&(n, a)| (n.to_string(), a)))
        .collect()
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
        let (one, exact) = self.one_card_tables();
        let mut tables = vec![one];
        if self.exact {
            tables.push(exact);
        }
        if self.depth > 1 {
            tables.push(self.depth_table());
        }
        let tagged = self
            .bets
            .iter()
            .any(|b| b.derived_tags.is_some() || b.user_tags.is_some());
        if tagged {
            tables.push(self.tags_table());
        }
        tables
    }
}

/// The tables of [`EorReport`], one function each.
impl EorReport {
    /// One card removed: in percent, and exact.
    fn one_card_tables(&self) -> (Table, Table) {
        let title = format!(
            "Effect of removing one card: EV change in % of a unit bet ({} cards, rules {})",
            self.shoe.cards, self.rules.name
        );
        let mut t = Table {
            title,
            columns: header(&[("bet", Align::Left), ("EV %", Align::Right)], &[]),
            ..Table::default()
        };
        let mut exact = Table {
            title: "Effect of removing one card, exact".into(),
            columns: header(&[("bet", Align::Left), ("EV", Align::Right)], &[]),
            ..Table::default()
        };
        for b in &self.bets {
            let ev = b
                .ev_percent
                .map_or("not priceable".into(), |e| fmt::signed_decimal_cell(e, 4));
            let row: Vec<Cell> = [b.name.clone().into(), ev]
                .into_iter()
                .chain(cells(&b.removals[0].effects, false))
                .collect();
            t.row(row);
            let ev =
                b.ev.as_ref()
                    .map_or("not priceable".into(), |e| fmt::exact_cell(&e.0));
            exact.row(
                [b.name.clone().into(), ev]
                    .into_iter()
                    .chain(cells(&b.removals[0].effects, true))
                    .collect(),
            );
        }
        if self
            .bets
            .iter()
            .any(|b| b.removals[0].effects.iter().any(|e| !e.removable))
        {
            t.notes.push(
                "- : no card of this rank left (not removable), or the bet is not priceable".into(),
            );
        }
        if let Some(b) = self.bets.iter().find(|b| !b.priceable) {
            t.notes.push(format!(
                "{}: {}",
                b.name,
                b.reason.clone().unwrap_or_default()
            ));
        }
        (t, exact)
    }

    fn depth_table(&self) -> Table {
        let mut d = Table {
            title: "Effect of removing k cards of a rank: EV change in % of a unit bet".into(),
            columns: header(
                &[("bet", Align::Left), ("k", Align::Right)],
                &[("max |exact - k x EOR| %", Align::Right)],
            ),
            ..Table::default()
        };
        for b in self.bets.iter().filter(|b| b.priceable) {
            for r in &b.removals {
                let lin = r
                    .linear_error_percent
                    .map_or("-".into(), |x| fmt::decimal_cell(x, 5));
                let row = [b.name.clone().into(), fmt::int_cell(r.cards.into())]
                    .into_iter()
                    .chain(cells(&r.effects, self.exact))
                    .chain([lin])
                    .collect();
                d.row(row);
            }
        }
        d
    }

    fn tags_table(&self) -> Table {
        let mut c = Table {
            title: "Counting tags per rank and their betting correlation with each bet's EORs"
                .into(),
            columns: header(
                &[("bet", Align::Left), ("tags", Align::Left)],
                &[
                    ("imbalance", Align::Right),
                    ("correlation", Align::Right),
                    ("bet above tc", Align::Right),
                ],
            ),
            ..Table::default()
        };
        for b in &self.bets {
            let level = self
                .max_tag
                .map_or(String::new(), |m| format!(" (max {m})"));
            for (name, tags) in [
                (format!("derived{level}"), &b.derived_tags),
                ("yours".into(), &b.user_tags),
            ] {
                if let Some(tags) = tags {
                    let row = [b.name.clone().into(), name.into()]
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
        c.notes
            .push("imbalance: running count after the whole shoe (0 = balanced)".into());
        c.notes.push(
            "bet above tc: the true count (running count per 52 unseen cards) above which \
             the bet is +EV by the linear EOR model (docs/eor.md); - for unbalanced tags \
             or tags that do not follow the bet."
                .into(),
        );
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
                let v = b.removals[0].effects.iter().map(|e| e.percent).collect();
                (b.name.clone(), v)
            })
            .collect()
    }
}
