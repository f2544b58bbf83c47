//! The tables of a coup in play (`ev --punto/--banco`): its outcomes and each bet.

use crate::api::MidCoupReport;
use crate::report::{fmt, Align, Table, Tabular};

impl Tabular for MidCoupReport {
    fn tables(&self) -> Vec<Table> {
        vec![
            self.outcomes_table().named("outcomes"),
            self.bets_table().named("bets"),
        ]
    }

    fn default_table(&self) -> Option<&'static str> {
        Some("bets")
    }
}

/// The tables of [`MidCoupReport`], one function each.
impl MidCoupReport {
    fn outcomes_table(&self) -> Table {
        let show = |s: &str| {
            if s.is_empty() {
                "-".to_string()
            } else {
                s.to_string()
            }
        };
        let mut out = Table::new(
            &format!(
                "Coup in play: Punto {}, Banco {} ({} cards left, rules {})",
                show(&self.exposed.punto),
                show(&self.exposed.banco),
                self.cards_left,
                self.rules.name
            ),
            &[
                ("outcome", Align::Left),
                ("probability", Align::Right),
                ("exact", Align::Left),
            ],
        );
        for (name, o) in self.outcomes.named() {
            out.row(vec![
                name.into(),
                fmt::decimal_cell(o.decimal, 8),
                fmt::exact_cell(&o.probability.0),
            ]);
        }
        out
    }

    fn bets_table(&self) -> Table {
        // The columns and notes of plain `ev`: EV in %, +EV marks, the reasons.
        let mut bets = Table::new(
            "Bets",
            &[
                ("bet", Align::Left),
                ("id", Align::Left),
                ("EV %", Align::Right),
                ("EV exact", Align::Right),
                ("P(win)", Align::Right),
                ("state", Align::Left),
                ("+EV", Align::Left),
            ],
        );
        let mut positive = Vec::new();
        for b in &self.bets {
            let row = match &b.bet.figures {
                Some(f) => {
                    if f.positive {
                        positive.push(b.bet.id.as_str());
                    }
                    let pct = if f.ev.is_zero() {
                        fmt::percent_cell(0.0, 4)
                    } else {
                        fmt::signed_percent_cell(100.0 * f.ev_decimal, 4)
                    };
                    vec![
                        b.bet.name.clone().into(),
                        b.bet.id.clone().into(),
                        pct,
                        fmt::exact_cell(&f.ev.0),
                        fmt::decimal_cell(f.p_win.to_f64(), 6),
                        if b.decided { "decided" } else { "open" }.into(),
                        if f.positive { "+EV" } else { "" }.into(),
                    ]
                }
                None => vec![
                    b.bet.name.clone().into(),
                    b.bet.id.clone().into(),
                    "not priceable".into(),
                    "-".into(),
                    "-".into(),
                    "-".into(),
                    "".into(),
                ],
            };
            bets.row(row);
        }
        bets.notes.push(if positive.is_empty() {
            "No bet has a positive expected value on this coup.".to_string()
        } else {
            format!("Positive expected value (+EV): {}.", positive.join(", "))
        });
        for b in &self.bets {
            if let Some(r) = &b.bet.reason {
                bets.notes.push(format!("{} not priceable: {r}.", b.bet.id));
            }
        }
        bets.notes
            .extend(self.rules.definition.notes.iter().cloned());
        bets
    }
}
