//! The tables of `review`: players (the totals and the test), the per-bet tests, the
//! counts (the best count per player and bet) and the wagers (each wager's exact EV).

use crate::api::ReviewReport;
use crate::report::{fmt, Align, Cell, Table, Tabular};

fn yes_no(b: bool) -> Cell {
    Cell::text(if b { "yes" } else { "no" })
}

impl ReviewReport {
    /// The table of the per-bet tests (`bets`): each bet of each player who made several,
    /// tested on its own.
    fn bets_table(&self) -> Table {
        let mut t = Table::new(
            "Bets: each bet of a player with several, tested on its own",
            &[
                ("player", Align::Left),
                ("bet", Align::Left),
                ("coups", Align::Right),
                ("wagers", Align::Right),
                ("mean EV %", Align::Right),
                ("p", Align::Right),
                ("± (MC)", Align::Right),
                ("p Holm", Align::Right),
                ("flagged", Align::Left),
            ],
        )
        .named("bets");
        for p in &self.players {
            for b in p.bets.iter().filter(|b| !b.same_as_player) {
                t.row(vec![
                    Cell::text(p.player.clone()),
                    Cell::text(b.bet.clone()),
                    fmt::int_cell(b.coups as i64),
                    fmt::int_cell(b.wagers as i64),
                    fmt::signed_percent_value_cell(100.0 * b.mean_ev),
                    fmt::decimal_cell(b.p_value, 4),
                    fmt::decimal_cell(b.p_error, 4),
                    fmt::decimal_cell(b.p_adjusted, 4),
                    yes_no(b.flagged),
                ]);
            }
        }
        t.notes.push(
            "A player who made one bet has one test, in the players table. p Holm: adjusted across every test of the review, the players' and these together."
                .into(),
        );
        t
    }
}

/// Tables: players (the totals and the test), counts (the best count per player and bet)
/// and wagers (each wager's exact EV).
impl Tabular for ReviewReport {
    fn tables(&self) -> Vec<Table> {
        let i = &self.inputs;
        let mut players = Table::new(
            &format!(
                "Players: timing of the wagers against the exact EV ({} shoes, {} coups, {} decks, rules {}, {} draws, seed {})",
                i.shoe_log.rows, i.coups, i.decks, i.rules.name, i.permutations, i.seed
            ),
            &[
                ("player", Align::Left),
                ("coups", Align::Right),
                ("wagers", Align::Right),
                ("staked", Align::Right),
                ("expected", Align::Right),
                ("actual", Align::Right),
                ("stake on +EV", Align::Right),
                ("+EV chances", Align::Right),
                ("mean EV %", Align::Right),
                ("p", Align::Right),
                ("± (MC)", Align::Right),
                ("p Holm", Align::Right),
                ("flagged", Align::Left),
            ],
        )
        .named("players");
        for p in &self.players {
            players.row(vec![
                Cell::text(p.player.clone()),
                fmt::int_cell(p.coups as i64),
                fmt::int_cell(p.wagers as i64),
                fmt::decimal_cell(p.decimals[0], 2),
                fmt::decimal_cell(p.decimals[1], 2),
                fmt::decimal_cell(p.decimals[2], 2),
                fmt::percent_cell(100.0 * p.share_stake_positive, 1),
                fmt::percent_cell(100.0 * p.share_positive, 1),
                fmt::signed_percent_value_cell(100.0 * p.mean_ev),
                fmt::decimal_cell(p.p_value, 4),
                fmt::decimal_cell(p.p_error, 4),
                fmt::decimal_cell(p.p_adjusted, 4),
                yes_no(p.flagged),
            ]);
        }
        players.notes.push(format!(
            "p: one-sided permutation p-value of the stake-weighted mean EV (each player's coups moved to random coups of the same shoes); p Holm: adjusted across the {} tests (each player, and each bet of a player with several: bets table); flagged when below {}. Evidence of timing, not proof of intent (docs/review.md).",
            self.tests(),
            i.alpha
        ));
        let mut counts = Table::new(
            "Counts: the named count that best separates the coups bet from the others",
            &[
                ("player", Align::Left),
                ("bet", Align::Left),
                ("tags", Align::Left),
                ("AUC", Align::Right),
                ("trigger", Align::Left),
                ("bet coups at trigger", Align::Right),
                ("other coups at trigger", Align::Right),
            ],
        )
        .named("counts");
        for p in &self.players {
            for (bet, b) in &p.best_count {
                counts.row(vec![
                    Cell::text(p.player.clone()),
                    Cell::text(bet.clone()),
                    Cell::text(b.tags.clone()),
                    fmt::decimal_cell(b.auc, 3),
                    Cell::text(b.trigger.clone()),
                    fmt::percent_cell(100.0 * b.tpr, 1),
                    fmt::percent_cell(100.0 * b.fpr, 1),
                ]);
            }
        }
        let mut wagers = Table::new(
            "Wagers: the exact EV of each at the moment it was placed",
            &[
                ("shoe", Align::Right),
                ("coup", Align::Right),
                ("player", Align::Left),
                ("bet", Align::Left),
                ("stake", Align::Right),
                ("EV %", Align::Right),
                ("EV exact", Align::Right),
                ("result", Align::Right),
            ],
        )
        .named("wagers");
        for w in &self.wagers {
            wagers.row(vec![
                fmt::int_cell(w.shoe as i64),
                fmt::int_cell(i64::from(w.coup)),
                Cell::text(w.player.clone()),
                Cell::text(w.bet.clone()),
                fmt::exact_decimal_cell(&w.stake.0, 2),
                fmt::signed_decimal_cell(w.ev_percent, 4),
                fmt::exact_cell(&w.ev.0),
                fmt::exact_cell(&w.result.0),
            ]);
        }
        vec![players, self.bets_table(), counts, wagers]
    }
}
