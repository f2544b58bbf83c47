//! The tables of `review`: players (the totals and the test), the per-bet tests, the
//! counts (the best count per player and bet) and the wagers (each wager's exact EV).

use crate::api::{LogEcho, ReviewReport};
use crate::report::investigation::{Investigation, Section};
use crate::report::{fmt, tool_id, Align, Cell, Table, Tabular};

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
        vec![
            self.players_table(),
            self.bets_table(),
            self.counts_table(),
            self.wagers_table(),
        ]
    }
}

/// The tables of [`ReviewReport`], one function each.
impl ReviewReport {
    fn players_table(&self) -> Table {
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
                fmt::exact_decimal_cell(&p.staked.0, 2),
                fmt::exact_decimal_cell(&p.expected.0, 2),
                fmt::exact_decimal_cell(&p.actual.0, 2),
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
        players
    }

    fn counts_table(&self) -> Table {
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
        counts
    }

    fn wagers_table(&self) -> Table {
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
                fmt::signed_exact_points_cell(&w.ev.0, 4),
                fmt::exact_cell(&w.ev.0),
                fmt::exact_cell(&w.result.0),
            ]);
        }
        wagers
    }
}

/// The investigation file of a review (`review --format pdf|html`) and its plot's data:
/// presentation of the report's values.
impl ReviewReport {
    /// The investigation file's content (`review --format pdf|html`): what was reviewed
    /// (rules, decks, bets, each log's SHA-256, the draws, the tool's version and commit),
    /// the players' and bets' tests, the counts, the wagers of the flagged players (of every
    /// player when none is flagged) and `svg`, the plot of their stakes against the exact EV.
    pub fn investigation(&self, svg: Option<String>) -> Investigation {
        let i = &self.inputs;
        let facts = self.investigation_facts();
        let (players, bets, counts, mut wagers) = (
            self.players_table(),
            self.bets_table(),
            self.counts_table(),
            self.wagers_table(),
        );
        let any = self.any_flagged();
        let shown: Vec<&str> = self
            .shown_players()
            .into_iter()
            .map(|p| p.player.as_str())
            .collect();
        wagers.rows.retain(|r| shown.contains(&r[2].as_str()));
        wagers.title = if any {
            format!("Wagers of the flagged players ({})", shown.join(", "))
        } else {
            "No player is flagged: the wagers of every player".to_string()
        };
        let mut sections = vec![
            Section {
                heading: "Players and bets: the permutation tests".into(),
                paras: vec![
                    "Each player's stake-weighted mean EV against the same wagers moved to random coups of the same shoes; a player with several bets is also tested bet by bet. Evidence of timing, not proof of intent.".into(),
                ],
                tables: if bets.rows.is_empty() {
                    vec![players]
                } else {
                    vec![players, bets]
                },
                svg: None,
            },
            Section {
                heading: "Counts".into(),
                paras: Vec::new(),
                tables: vec![counts],
                svg: None,
            },
            Section {
                heading: "Wagers".into(),
                paras: Vec::new(),
                tables: vec![wagers],
                svg: None,
            },
        ];
        if let Some(svg) = svg {
            sections.push(Section {
                heading: "Stakes against the exact EV, coup by coup".into(),
                paras: vec![format!(
                    "For {}: the exact EV in % of each bet before every coup of the shoes played, and the stake on it (0 where none).",
                    shown.join(", ")
                )],
                tables: Vec::new(),
                svg: Some(svg),
            });
        }
        Investigation {
            title: format!(
                "Investigation: timing of {} wagers against the exact odds",
                self.wagers.len()
            ),
            facts,
            sections,
            footer: vec![
                tool_id(),
                format!(
                    "shoe log SHA-256 {}; bet log SHA-256 {}",
                    i.shoe_log.sha256, i.bet_log.sha256
                ),
            ],
        }
    }

    /// What was reviewed, as the investigation file's first lines: the tool, the rules,
    /// the decks and bets, each log with its SHA-256, the coups and the test.
    fn investigation_facts(&self) -> Vec<(String, String)> {
        let i = &self.inputs;
        let log = |name: &str, l: &LogEcho, what: &str| {
            (
                format!("{name} (SHA-256)"),
                format!("{} {what}, {}: {}", l.rows, l.format, l.sha256),
            )
        };
        vec![
            ("tool".to_string(), tool_id()),
            ("rules".to_string(), i.rules.name.clone()),
            ("decks".to_string(), i.decks.to_string()),
            ("bets".to_string(), i.bets.join(", ")),
            log("shoe log", &i.shoe_log, "shoes"),
            log("bet log", &i.bet_log, "wagers"),
            ("coups".to_string(), i.coups.to_string()),
            (
                "test".to_string(),
                format!(
                    "{} permutation draws, seed {}, flagged when the Holm-adjusted p < {}",
                    i.permutations, i.seed, i.alpha
                ),
            ),
        ]
    }

    /// The plot's data: for each player shown ([`ReviewReport::shown_players`]), two
    /// panels coup by coup over the shoes they played: the exact EV in % of each bet they
    /// made, and their stake on it (0 where none). Each panel is (title, y label, series of
    /// (name, points)), x the coup's position.
    #[allow(clippy::type_complexity)]
    pub fn timeline_panels(&self) -> Vec<(String, String, Vec<(String, Vec<(f64, f64)>)>)> {
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
                        (bet.clone(), points)
                    })
                    .collect::<Vec<_>>()
            };
            panels.push((
                format!("{}: exact EV before each coup", p.player),
                "EV (% of stake)".to_string(),
                series(&|pt| fmt::in_percent(pt.0)),
            ));
            panels.push((
                format!("{}: stake on each coup", p.player),
                "stake".to_string(),
                series(&|pt| pt.1),
            ));
        }
        panels
    }
}
