//! The tables of `leak`: the value of what is seen, every information state with the bet
//! made, each bet's part, and the sorts a search found.

use crate::api::LeakReport;
use crate::report::{fmt, Align, Table, Tabular};

/// What a position of the coup is, in words.
fn position_words(p: u8) -> &'static str {
    match p {
        1 => "Punto's first card",
        2 => "Banco's first card",
        3 => "Punto's second card",
        4 => "Banco's second card",
        5 => "the fifth card",
        _ => "the sixth card",
    }
}

impl Tabular for LeakReport {
    fn tables(&self) -> Vec<Table> {
        let seen: Vec<String> = self
            .positions
            .iter()
            .map(|&p| format!("{p} ({})", position_words(p)))
            .collect();
        let how = if self.sort == "rank" {
            "its rank".to_string()
        } else {
            format!("its group of {}", self.sort)
        };
        let mut summary = Table::new(
            &format!(
                "Information leak: position {} seen, each card by {how} ({} cards, rules {})",
                seen.join(", "),
                self.shoe.cards,
                self.rules.name
            ),
            &[
                ("figure", Align::Left),
                ("value", Align::Right),
                ("exact", Align::Right),
            ],
        )
        .named("leak");
        summary.row(vec![
            "edge per coup".into(),
            fmt::signed_percent_cell(self.edge_percent, 4),
            fmt::exact_cell(&self.edge.0),
        ]);
        summary.row(vec![
            "edge with nothing seen".into(),
            fmt::signed_percent_cell(self.edge_unseen_percent, 4),
            fmt::exact_cell(&self.edge_unseen.0),
        ]);
        summary.row(vec![
            "coups bet".into(),
            fmt::percent_cell(self.share_bet_percent, 4),
            fmt::exact_cell(&self.share_bet.0),
        ]);
        summary.notes.push(if self.sit_out {
            "In each state the player makes the bet of highest EV, or sits out when every EV is negative; coups sat out count 0.".to_string()
        } else {
            "In each state the player makes the bet of highest EV; a bet is made on every coup.".to_string()
        });
        if let Some(e) = &self.exposure {
            summary.notes.push(format!("Exposure: {e}."));
        }
        let mut tables = vec![summary, self.states_table(), self.bets_table()];
        if let Some(sorts) = &self.sorts {
            let mut t = Table::new(
                "Sorts: the best two-group sorts at the positions seen",
                &[
                    ("rank", Align::Right),
                    ("sort", Align::Left),
                    ("edge", Align::Right),
                    ("exact edge", Align::Right),
                    ("coups bet", Align::Right),
                ],
            )
            .named("sorts");
            for (i, s) in sorts.iter().enumerate() {
                t.row(vec![
                    fmt::int_cell(i as i64 + 1),
                    s.sort.clone().into(),
                    fmt::signed_percent_cell(s.edge_percent, 4),
                    fmt::exact_cell(&s.edge.0),
                    fmt::percent_cell(s.share_bet_percent, 4),
                ]);
            }
            tables.push(t);
        }
        tables
    }
}

impl LeakReport {
    fn states_table(&self) -> Table {
        let mut columns: Vec<(String, Align)> = self
            .positions
            .iter()
            .map(|p| (format!("seen at {p}"), Align::Left))
            .collect();
        columns.push(("probability".into(), Align::Right));
        columns.push(("bet".into(), Align::Left));
        columns.push(("EV".into(), Align::Right));
        columns.extend(
            self.bets
                .iter()
                .map(|b| (format!("EV {}", b.id), Align::Right)),
        );
        let mut t = Table {
            name: "states".into(),
            title: "States: what was seen, how likely it is, the bet made and every bet's EV"
                .into(),
            columns,
            ..Table::default()
        };
        for s in &self.states {
            let mut row: Vec<crate::report::Cell> =
                s.seen.iter().map(|g| g.clone().into()).collect();
            row.push(fmt::percent_cell(s.probability_percent, 4));
            row.push(s.bet.clone().unwrap_or_else(|| "none".into()).into());
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

    fn bets_table(&self) -> Table {
        let mut t = Table::new(
            "Bets: how often each bet is made and the edge it contributes",
            &[
                ("bet", Align::Left),
                ("coups bet", Align::Right),
                ("edge", Align::Right),
                ("exact edge", Align::Right),
            ],
        )
        .named("bets");
        for b in &self.bets {
            t.row(vec![
                b.name.clone().into(),
                fmt::percent_cell(b.share_percent, 4),
                fmt::signed_percent_cell(b.edge_percent, 4),
                fmt::exact_cell(&b.edge.0),
            ]);
        }
        t
    }
}
