//! The tables of `simulate` and `merge`: inputs, exact and count play, staked play, the
//! pricing check and the results by unseen cards.

use crate::api::{count_label, BandReport, PlayerReport, SimulateReport};
use crate::report::{fmt, Align, Cell, Table, Tabular};

fn opt(x: Option<f64>, f: impl Fn(f64) -> Cell) -> Cell {
    x.map_or("-".into(), f)
}

fn pct(x: f64) -> Cell {
    fmt::percent_cell(100.0 * x, 4)
}

impl Tabular for SimulateReport {
    fn tables(&self) -> Vec<Table> {
        let mut tables = vec![self.inputs_table(), self.exact_table()];
        tables.extend(self.count_and_staked_tables());
        tables.push(self.check_table());
        tables.push(self.depth_table());
        tables
    }

    /// The per-bet results of exact play: what a script plots (the inputs are echoed in
    /// the JSON and in the table format).
    fn default_table(&self) -> Option<&'static str> {
        Some("exact")
    }
}

/// The tables of [`SimulateReport`], one function each.
impl SimulateReport {
    fn inputs_table(&self) -> Table {
        let i = &self.inputs;
        let mut inputs = Table::new("Inputs", &[("input", Align::Left), ("value", Align::Left)]);
        let staking = i.staking.map_or("none (one unit per bet)".into(), |s| {
            format!(
                "bankroll {}, table maximum {} (Égalité {})",
                s.bankroll,
                s.table_max,
                s.table_max as f64 / 8.0
            )
        });
        let counts = if i.counts.is_empty() {
            "none".to_string()
        } else {
            i.counts
                .iter()
                .map(|c| format!("{} {}", c.bet, count_label(c)))
                .collect::<Vec<_>>()
                .join("; ")
        };
        for (k, v) in [
            ("seed", fmt::count_cell(&i.seed.into())),
            (
                "shoes",
                format!("{} (first shoe {})", i.shoes, i.first_shoe).into(),
            ),
            ("decks", fmt::int_cell(i.decks.into())),
            (
                "procedure",
                format!(
                    "{}: cut card {} from the end, burn {}, last coup {}",
                    i.procedure.name,
                    i.procedure.cut_card,
                    i.procedure.burn.name(),
                    i.procedure.last_coup.name()
                )
                .into(),
            ),
            ("rules", i.rules.name.clone().into()),
            (
                "bets",
                i.bets
                    .iter()
                    .map(|b| b.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
                    .into(),
            ),
            ("counts", counts.into()),
            ("staking", staking.into()),
            (
                "generator",
                i.generator.split(',').next().unwrap_or_default().into(),
            ),
            (
                "coups",
                format!("{} ({:.2} per shoe)", self.coups, self.coups_per_shoe).into(),
            ),
        ] {
            inputs.row(vec![k.into(), v]);
        }
        inputs
    }

    fn exact_table(&self) -> Table {
        let mut bets = Table::new(
            "Exact play: bet one unit whenever EV > 0 (wins per shoe)",
            &[
                ("bet", Align::Left),
                ("EV > 0", Align::Right),
                ("mean edge if > 0", Align::Right),
                ("bets/shoe", Align::Right),
                ("expected", Align::Right),
                ("expected ± se", Align::Right),
                ("realised", Align::Right),
                ("realised ± se", Align::Right),
            ],
        );
        for r in &self.results {
            bets.row(vec![
                r.id.clone().into(),
                pct(r.share_positive),
                opt(r.mean_edge_positive, pct),
                fmt::decimal_cell(r.exact.bets_per_shoe, 3),
                fmt::decimal_cell(r.exact.expected_per_shoe, 4),
                fmt::decimal_cell(r.exact.expected_standard_error, 4),
                fmt::decimal_cell(r.exact.realised_per_shoe, 4),
                fmt::decimal_cell(r.exact.standard_error, 4),
            ]);
        }
        bets
    }

    /// Count play, and exact and count play staked: those the study has.
    fn count_and_staked_tables(&self) -> Vec<Table> {
        let columns = |first: &[(&'static str, Align)]| -> Vec<(&'static str, Align)> {
            first
                .iter()
                .copied()
                .chain([
                    ("bets/shoe", Align::Right),
                    ("staked", Align::Right),
                    ("expected", Align::Right),
                    ("expected ± se", Align::Right),
                    ("realised", Align::Right),
                    ("realised ± se", Align::Right),
                    ("edge", Align::Right),
                ])
                .collect()
        };
        let figures = |p: &PlayerReport| {
            vec![
                fmt::decimal_cell(p.bets_per_shoe, 3),
                fmt::decimal_cell(p.staked_per_shoe, 3),
                fmt::decimal_cell(p.expected_per_shoe, 4),
                fmt::decimal_cell(p.expected_standard_error, 4),
                fmt::decimal_cell(p.realised_per_shoe, 4),
                fmt::decimal_cell(p.standard_error, 4),
                opt(p.edge, pct),
            ]
        };
        let by_count = [("bet", Align::Left), ("count", Align::Left)];
        let mut count = Table::new(
            "Count play: one unit whenever the trigger fires (wins per shoe)",
            &columns(&by_count),
        );
        let mut exact_staked = Table::new(
            "Exact play, staked (money per shoe)",
            &columns(&[("bet", Align::Left)]),
        );
        let mut count_staked =
            Table::new("Count play, staked (money per shoe)", &columns(&by_count));
        for r in &self.results {
            for c in &r.counts {
                let head = [Cell::text(&r.id), Cell::text(&c.count)];
                count.row(head.iter().cloned().chain(figures(&c.play)).collect());
                if let Some(p) = &c.staked {
                    count_staked.row(head.into_iter().chain(figures(p)).collect());
                }
            }
            if let Some(p) = &r.exact_staked {
                exact_staked.row([Cell::text(&r.id)].into_iter().chain(figures(p)).collect());
            }
        }
        [count, exact_staked, count_staked]
            .into_iter()
            .filter(|t| !t.rows.is_empty())
            .collect()
    }

    fn check_table(&self) -> Table {
        let mut check = Table::new(
            "Pricing against dealing: mean of (result − exact EV) per coup",
            &[
                ("bet", Align::Left),
                ("mean", Align::Right),
                ("± se", Align::Right),
                ("z", Align::Right),
                ("EV of first coup", Align::Right),
            ],
        );
        for r in &self.results {
            let c = &r.check;
            let z = if c.standard_error > 0.0 {
                c.mean_miss / c.standard_error
            } else {
                0.0
            };
            check.row(vec![
                r.id.clone().into(),
                fmt::decimal_cell(c.mean_miss, 6),
                fmt::decimal_cell(c.standard_error, 6),
                fmt::decimal_cell(z, 2),
                fmt::decimal_cell(c.first_coup_ev, 6),
            ]);
        }
        check
    }

    fn depth_table(&self) -> Table {
        let mut depth = Table::new(
            "By unseen cards",
            &[
                ("bet", Align::Left),
                ("unseen", Align::Right),
                ("coups", Align::Right),
                ("EV > 0", Align::Right),
                ("mean edge if > 0", Align::Right),
                ("mean EV", Align::Right),
            ],
        );
        for r in &self.results {
            for b in &r.by_unseen {
                depth.row(vec![
                    r.id.clone().into(),
                    format!("{}-{}", b.unseen_from, b.unseen_to).into(),
                    fmt::count_cell(&b.coups.into()),
                    pct(b.share_positive),
                    opt(b.mean_edge_positive, pct),
                    pct(b.mean_ev),
                ]);
            }
        }
        depth
    }
}

/// The plots' data (`simulate --plot`): presentation of the report's values, in percent.
impl SimulateReport {
    /// Per bet: (id, points (mid-band unseen cards, share of coups with EV > 0 in %)).
    pub fn share_series(&self) -> Vec<(String, Vec<(f64, f64)>)> {
        self.series(|b| Some(b.share_positive))
    }

    /// Per bet: (id, points (mid-band unseen cards, mean edge when EV > 0 in %)).
    pub fn edge_series(&self) -> Vec<(String, Vec<(f64, f64)>)> {
        self.series(|b| b.mean_edge_positive)
    }

    /// Per count: (bet and count, points (true count, mean EV in %)), each band drawn at
    /// its middle.
    pub fn ev_by_true_count_series(&self) -> Vec<(String, Vec<(f64, f64)>)> {
        let per_count = self.results.iter().flat_map(|r| {
            r.counts.iter().map(move |c| {
                let pts = c.by_true_count.iter();
                let pts = pts.map(|b| (b.true_count as f64 + 0.5, fmt::in_percent(b.mean_ev)));
                (format!("{} {}", r.id, c.count), pts.collect())
            })
        });
        per_count.collect()
    }

    fn series(&self, pick: impl Fn(&BandReport) -> Option<f64>) -> Vec<(String, Vec<(f64, f64)>)> {
        self.results
            .iter()
            .map(|r| {
                let pts = r
                    .by_unseen
                    .iter()
                    .filter_map(|b| {
                        pick(b).map(|y| {
                            (
                                (b.unseen_from + b.unseen_to) as f64 / 2.0,
                                fmt::in_percent(y),
                            )
                        })
                    })
                    .collect();
                (r.id.clone(), pts)
            })
            .collect()
    }
}
