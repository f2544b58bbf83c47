//! The tables of `promo`: chips on each bet (dead chips with a programme's commission,
//! match-play and free-bet chips), and a loss rebate on a trip with its policy. English
//! only (the command writes English).

use crate::api::{PromoChipsReport, PromoLossRebateReport};
use crate::ratio::Exact;
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// An exact value short enough for a table cell, else a pointer to the JSON (a trip of
/// many coups has exact values of thousands of digits).
fn exact_or_json(e: &Exact) -> Cell {
    let text = fmt::exact(&e.0);
    if text.len() <= 40 {
        fmt::exact_cell(&e.0)
    } else {
        Cell::text(format!("({} digits: see the JSON)", text.len()))
    }
}

impl Tabular for PromoChipsReport {
    fn tables(&self) -> Vec<Table> {
        let mut chips = Table::new(
            &format!(
                "Chips on {} cards, {} rules ({})",
                self.shoe.cards, self.rules.name, self.convention
            ),
            &[
                ("Bet", Align::Left),
                ("Dead chip life (wagers)", Align::Right),
                ("House win per dead chip lost", Align::Right),
                ("Match play", Align::Right),
                ("Free bet", Align::Right),
                ("House edge", Align::Right),
            ],
        )
        .named("chips");
        for b in &self.bets {
            chips.row(vec![
                Cell::text(b.bet.name.clone()),
                fmt::decimal_cell(b.dead_chip.life_decimal, 4),
                fmt::signed_percent_cell(b.dead_chip.house_win_percent, 4),
                fmt::signed_percent_cell(b.match_play.value_percent, 4),
                fmt::percent_cell(b.free_bet.value_percent, 4),
                fmt::signed_percent_cell(b.house_edge_percent, 4),
            ]);
        }
        chips.notes.push(format!(
            "Best bet for a match-play chip: {}; for a free-bet chip: {}.",
            self.best_match_play, self.best_free_bet
        ));
        chips.notes.push(
            "Values are shares of the chip's face. A dead chip is played until lost, wins paid in cash; \
             a match-play chip goes with as much cash (a win pays both, a loss takes both); \
             a free-bet chip is lost either way and a win pays the bet's pays; a push replays."
                .into(),
        );
        let mut tables = vec![chips];
        tables.extend(self.programme_table());
        tables
    }
}

impl PromoChipsReport {
    fn programme_table(&self) -> Option<Table> {
        let c = self.commission.as_ref()?;
        let on = if c.on == "lost" {
            "per dead chip lost"
        } else {
            "per chip wagered"
        };
        let mut t = Table::new(
            &format!("Dead-chip programme: {:.4}% {on}", c.commission_percent),
            &[
                ("Bet", Align::Left),
                ("Commission per chip lost", Align::Right),
                ("House net per chip lost", Align::Right),
                ("House net per chip wagered", Align::Right),
                ("Break-even commission", Align::Right),
            ],
        )
        .named("programme");
        for b in &self.bets {
            if let Some(p) = &b.dead_chip.programme {
                t.row(vec![
                    Cell::text(b.bet.name.clone()),
                    fmt::percent_cell(p.cost_per_lost_percent, 4),
                    fmt::signed_percent_cell(p.net_per_lost_percent, 4),
                    fmt::signed_percent_cell(p.net_per_wagered_percent, 4),
                    fmt::percent_cell(p.break_even_percent, 4),
                ]);
            }
        }
        t.notes.push(format!("The break-even commission is {on}."));
        Some(t)
    }
}

impl Tabular for PromoLossRebateReport {
    fn tables(&self) -> Vec<Table> {
        let mut out = vec![self.trip_table(), self.policy_table()];
        out.extend(self.real_table());
        out
    }
}

impl PromoLossRebateReport {
    /// With `--real`: each policy on real shoes beside its independent-draw value.
    fn real_table(&self) -> Option<Table> {
        let r = self.real.as_ref()?;
        let mut t = Table::new(
            &format!(
                "Real shoes: {} decks, procedure {} (cut card {} from the end), seed {}",
                r.decks, r.procedure.name, r.procedure.cut_card, r.seed
            ),
            &[
                ("Policy", Align::Left),
                ("Trips", Align::Right),
                ("Coups dealt", Align::Right),
                ("Shoes", Align::Right),
                ("Mean result (units)", Align::Right),
                ("Standard error", Align::Right),
                ("Independent draws (exact)", Align::Right),
                ("Difference", Align::Right),
                ("Difference / SE", Align::Right),
            ],
        )
        .named("real");
        for (label, p) in [
            ("optimal quitting", &r.optimal),
            ("every coup allowed", &r.play_all),
        ] {
            t.row(vec![
                Cell::text(label),
                fmt::int_cell(i64::try_from(p.trips).unwrap_or(i64::MAX)),
                fmt::int_cell(i64::try_from(p.coups).unwrap_or(i64::MAX)),
                fmt::int_cell(i64::try_from(p.shoes).unwrap_or(i64::MAX)),
                fmt::signed_decimal_cell(p.mean, 6),
                fmt::decimal_cell(p.standard_error, 6),
                fmt::signed_decimal_cell(p.independent, 6),
                fmt::signed_decimal_cell(p.difference, 6),
                p.difference_in_se
                    .map_or_else(|| Cell::text("-"), |z| fmt::signed_decimal_cell(z, 2)),
            ]);
        }
        t.notes.push(format!(
            "A simulation: {}. The policy is the exact optimal policy of the independent model, looked up by coup and net result.",
            r.method
        ));
        Some(t)
    }
}

impl PromoLossRebateReport {
    fn trip_title(&self) -> String {
        let limit = match &self.loss_limit {
            Some(l) => format!(", loss limit {} units", fmt::exact(&l.0)),
            None => String::new(),
        };
        format!(
            "Loss rebate of {:.4}% on {} over at most {} coups{limit}, {} cards, {} rules",
            100.0 * self.rebate_decimal,
            self.bet.name,
            self.coups,
            self.shoe.cards,
            self.rules.name
        )
    }

    fn trip_table(&self) -> Table {
        let mut t = Table::new(
            &self.trip_title(),
            &[
                ("Figure", Align::Left),
                ("Value", Align::Right),
                ("Exact", Align::Right),
            ],
        )
        .named("trip");
        let rows: [(&str, f64, &Exact); 8] = [
            (
                "Trip value, optimal quitting (units)",
                self.value_decimal,
                &self.value,
            ),
            (
                "Trip value, every coup allowed (units)",
                self.play_all_decimal,
                &self.play_all,
            ),
            ("Net before the rebate (units)", self.net_decimal, &self.net),
            (
                "Rebate paid (units)",
                self.rebate_paid_decimal,
                &self.rebate_paid,
            ),
            (
                "Coups played",
                self.coups_played_decimal,
                &self.coups_played,
            ),
            (
                "House theoretical win without the offer (units)",
                self.theoretical_win_decimal,
                &self.theoretical_win,
            ),
            (
                "Chance of ending ahead",
                self.p_ahead_decimal,
                &self.p_ahead,
            ),
            (
                "House edge of the bet",
                self.house_edge_decimal,
                &self.house_edge,
            ),
        ];
        for (label, x, e) in rows {
            t.row(vec![
                Cell::text(label),
                fmt::signed_decimal_cell(x, 6),
                exact_or_json(e),
            ]);
        }
        if let (Some(s), Some(p)) = (&self.rebate_share, self.rebate_share_percent) {
            t.row(vec![
                Cell::text("Rebate paid / theoretical win"),
                fmt::percent_cell(p, 4),
                exact_or_json(s),
            ]);
        }
        self.jacobson_rows(&mut t);
        t.notes.push(format!(
            "Flat bets of one unit, {}; a push uses up a coup; the player may quit before any coup; \
             a loss limit allows no bet that could take the net loss past it.",
            self.convention
        ));
        t
    }

    fn jacobson_rows(&self, t: &mut Table) {
        if let Some(j) = &self.jacobson {
            for (label, x) in [
                ("Jacobson's approximation (units, no coup limit)", j.value),
                ("  its quit-win point (units)", j.quit_win),
                ("  its quit-loss point (units)", j.quit_loss),
                ("  its expected coups", j.coups),
                ("Exact minus approximation (units)", j.difference),
            ] {
                t.row(vec![
                    Cell::text(label),
                    fmt::signed_decimal_cell(x, 6),
                    Cell::text(""),
                ]);
            }
        }
    }

    fn policy_table(&self) -> Table {
        let mut t = Table::new(
            "Optimal policy: net results (units) reached before each coup",
            &[
                ("Coup", Align::Right),
                ("Play at", Align::Left),
                ("Quit at", Align::Left),
            ],
        )
        .named("policy");
        let runs = |v: &[[Exact; 2]]| -> String {
            let words: Vec<String> = v
                .iter()
                .map(|[a, b]| {
                    let (a, b) = (fmt::dec(&a.0, 2), fmt::dec(&b.0, 2));
                    if a == b {
                        a
                    } else {
                        format!("{a} to {b}")
                    }
                })
                .collect();
            if words.is_empty() {
                "-".into()
            } else {
                words.join(", ")
            }
        };
        for r in &self.policy {
            t.row(vec![
                fmt::int_cell(i64::from(r.coup)),
                Cell::text(runs(&r.play)),
                Cell::text(runs(&r.stop)),
            ]);
        }
        t.notes.push(
            "Only net results with a positive chance under the policy are listed; quitting includes the loss limit's forced stops."
                .into(),
        );
        t
    }
}

impl PromoLossRebateReport {
    /// The policy's band for a chart: per coup, the lowest and the highest net result at
    /// which the player plays (coups where he plays nowhere are left out).
    pub fn policy_series(&self) -> [(String, Vec<(f64, f64)>); 2] {
        let ends = |pick: fn(&[[Exact; 2]]) -> Option<&Exact>| -> Vec<(f64, f64)> {
            self.policy
                .iter()
                .filter_map(|r| pick(&r.play).map(|e| (f64::from(r.coup), e.to_f64())))
                .collect()
        };
        [
            (
                "lowest net at which he plays".into(),
                ends(|v| v.first().map(|r| &r[0])),
            ),
            (
                "highest net at which he plays".into(),
                ends(|v| v.last().map(|r| &r[1])),
            ),
        ]
    }
}
