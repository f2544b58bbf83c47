//! The tables of `simulate` and `merge`: inputs, exact and count play, staked play, the
//! pricing check and the results by unseen cards.

use super::names::{self, bet_ref, table};
use crate::api::{count_label, BandReport, PlayerReport, SimulateReport};
use crate::i18n::{Arg, Lang};
use crate::report::{fmt, Align, Cell, Table, Tabular};

fn opt(x: Option<f64>, f: impl Fn(f64) -> Cell) -> Cell {
    x.map_or("-".into(), f)
}

fn pct(x: f64) -> Cell {
    fmt::percent_cell(100.0 * x, 4)
}

impl Tabular for SimulateReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let mut tables = vec![self.inputs_table(lang), self.exact_table(lang)];
        tables.extend(self.count_and_staked_tables(lang));
        tables.push(self.check_table(lang));
        tables.push(self.depth_table(lang));
        tables
    }

    /// The per-bet results of exact play: what a script plots (the inputs are echoed in
    /// the JSON and in the table format).
    fn default_table(&self) -> Option<&'static str> {
        Some("exact")
    }
}

/// The tables of [`SimulateReport`], one function each. They are named by the first word
/// of their English titles, as `--table` has always chosen them (`inputs`, `exact`,
/// `count`, `pricing`, `by`).
impl SimulateReport {
    /// A bet by its id: the name of the bet in a language other than English.
    fn bet(&self, lang: Lang, id: &str) -> String {
        let name = self.inputs.bets.iter().find(|b| b.id == id);
        bet_ref(lang, id, name.map_or(id, |b| b.name.as_str()))
    }

    /// A count's label (`jacobson tc>=4`), the words in `lang`.
    fn count_words(&self, lang: Lang, bet: &str, label: &str) -> String {
        let plan = self
            .inputs
            .counts
            .iter()
            .find(|c| c.bet == bet && count_label(c) == label);
        match plan {
            // The label names how the decks are estimated after the count itself (in the
            // English tables, `t-count-decks` writes the label as it is).
            Some(c) if label != format!("{} {}", c.tags, c.trigger) => {
                let args = [
                    ("label", Arg::text(label)),
                    ("count", Arg::text(format!("{} {}", c.tags, c.trigger))),
                    (
                        "decks",
                        Arg::text(lang.m(&format!("t-est-{}", c.decks.name()))),
                    ),
                ];
                lang.msg("t-count-decks", &args)
            }
            _ => label.to_string(),
        }
    }

    fn inputs_table(&self, lang: Lang) -> Table {
        let i = &self.inputs;
        let mut inputs = table(
            lang,
            "inputs",
            lang.m("t-sim-inputs"),
            &[("t-col-input", Align::Left), ("t-col-value", Align::Left)],
        );
        let procedure = lang.msg(
            "t-procedure-value",
            &[
                ("name", Arg::text(&i.procedure.name)),
                ("cut", Arg::plain(i.procedure.cut_card)),
                (
                    "burn",
                    Arg::text(lang.m(&format!("t-burn-{}", i.procedure.burn.name()))),
                ),
                (
                    "last",
                    Arg::text(lang.m(&format!("t-last-{}", i.procedure.last_coup.name()))),
                ),
            ],
        );
        let shoes = [
            ("shoes", Arg::plain(i.shoes)),
            ("first", Arg::plain(i.first_shoe)),
        ];
        let bets = names::list(i.bets.iter().map(|b| self.bet(lang, &b.id)));
        let coups = [
            ("coups", Arg::plain(self.coups)),
            ("per", Arg::Decimal(self.coups_per_shoe, 2)),
        ];
        let generator = i.generator.split(',').next().unwrap_or_default();
        for (k, v) in [
            ("t-in-seed", fmt::count_cell(&i.seed.into())),
            ("t-in-shoes", lang.msg("t-shoes-value", &shoes).into()),
            ("t-in-decks", fmt::int_cell(i.decks.into())),
            ("t-in-procedure", procedure.into()),
            ("t-col-rules", i.rules.name.clone().into()),
            ("t-in-bets", bets.into()),
            ("t-in-counts", self.counts_words(lang).into()),
            ("t-in-staking", self.staking_words(lang).into()),
            ("t-in-generator", generator.into()),
            ("t-in-coups", lang.msg("t-coups-value", &coups).into()),
        ] {
            inputs.row(vec![lang.m(k).into(), v]);
        }
        inputs
    }

    fn counts_words(&self, lang: Lang) -> String {
        let counts = &self.inputs.counts;
        if counts.is_empty() {
            return lang.m("t-none");
        }
        let each = counts.iter().map(|c| {
            let label = self.count_words(lang, &c.bet, &count_label(c));
            format!("{} {label}", self.bet(lang, &c.bet))
        });
        each.collect::<Vec<_>>().join("; ")
    }

    fn staking_words(&self, lang: Lang) -> String {
        match self.inputs.staking {
            None => lang.m("t-staking-none"),
            Some(s) => lang.msg(
                "t-staking-value",
                &[
                    // Money digit-grouped the language's way (`10.000`, `10 000`);
                    // English's message writes the digits as given (`bankroll 10000`).
                    ("bankroll", Arg::int(s.bankroll)),
                    ("max", Arg::int(s.table_max)),
                    ("bankroll_digits", Arg::plain(s.bankroll)),
                    ("max_digits", Arg::plain(s.table_max)),
                    ("tie", Arg::Float(s.table_max as f64 / 8.0)),
                ],
            ),
        }
    }

    fn exact_table(&self, lang: Lang) -> Table {
        let mut bets = table(
            lang,
            "exact",
            lang.m("t-sim-exact"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-ev-positive", Align::Right),
                ("t-col-mean-edge-positive", Align::Right),
                ("t-col-bets-per-shoe", Align::Right),
                ("t-col-expected", Align::Right),
                ("t-col-expected-se", Align::Right),
                ("t-col-realised", Align::Right),
                ("t-col-realised-se", Align::Right),
            ],
        );
        for r in &self.results {
            bets.row(vec![
                self.bet(lang, &r.bet.id).into(),
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
    fn count_and_staked_tables(&self, lang: Lang) -> Vec<Table> {
        let columns = |first: &[(&'static str, Align)]| -> Vec<(&'static str, Align)> {
            first
                .iter()
                .copied()
                .chain([
                    ("t-col-bets-per-shoe", Align::Right),
                    ("t-col-staked", Align::Right),
                    ("t-col-expected", Align::Right),
                    ("t-col-expected-se", Align::Right),
                    ("t-col-realised", Align::Right),
                    ("t-col-realised-se", Align::Right),
                    ("t-col-edge", Align::Right),
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
        let by_count = [
            ("t-col-bet", Align::Left),
            ("t-col-count-play", Align::Left),
        ];
        let by_bet = [("t-col-bet", Align::Left)];
        let mut count = table(lang, "count", lang.m("t-sim-count"), &columns(&by_count));
        let title = lang.m("t-sim-exact-staked");
        let mut exact_staked = table(lang, "exact", title, &columns(&by_bet));
        let title = lang.m("t-sim-count-staked");
        let mut count_staked = table(lang, "count", title, &columns(&by_count));
        for r in &self.results {
            let bet = Cell::text(self.bet(lang, &r.bet.id));
            for c in &r.counts {
                let head = [
                    bet.clone(),
                    Cell::text(self.count_words(lang, &r.bet.id, &c.count)),
                ];
                count.row(head.iter().cloned().chain(figures(&c.play)).collect());
                if let Some(p) = &c.staked {
                    count_staked.row(head.into_iter().chain(figures(p)).collect());
                }
            }
            if let Some(p) = &r.exact_staked {
                exact_staked.row([bet].into_iter().chain(figures(p)).collect());
            }
        }
        [count, exact_staked, count_staked]
            .into_iter()
            .filter(|t| !t.rows.is_empty())
            .collect()
    }

    fn check_table(&self, lang: Lang) -> Table {
        let mut check = table(
            lang,
            "pricing",
            lang.m("t-sim-pricing"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-mean", Align::Right),
                ("t-col-se", Align::Right),
                ("t-col-z", Align::Right),
                ("t-col-first-ev", Align::Right),
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
                self.bet(lang, &r.bet.id).into(),
                fmt::decimal_cell(c.mean_miss, 6),
                fmt::decimal_cell(c.standard_error, 6),
                fmt::decimal_cell(z, 2),
                fmt::decimal_cell(c.first_coup_ev, 6),
            ]);
        }
        check
    }

    fn depth_table(&self, lang: Lang) -> Table {
        let mut depth = table(
            lang,
            "by",
            lang.m("t-sim-unseen"),
            &[
                ("t-col-bet", Align::Left),
                ("t-col-unseen", Align::Right),
                ("t-col-coups", Align::Right),
                ("t-col-ev-positive", Align::Right),
                ("t-col-mean-edge-positive", Align::Right),
                ("t-col-mean-ev", Align::Right),
            ],
        );
        for r in &self.results {
            for b in &r.by_unseen {
                depth.row(vec![
                    self.bet(lang, &r.bet.id).into(),
                    lang.range(b.unseen_from, b.unseen_to).into(),
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
    /// Per bet: (the bet as the tables name it in `lang`, points (mid-band unseen cards,
    /// share of coups with EV > 0 in %)).
    pub fn share_series(&self, lang: Lang) -> Vec<(String, Vec<(f64, f64)>)> {
        self.series(lang, |b| Some(b.share_positive))
    }

    /// Per bet: (the bet as the tables name it in `lang`, points (mid-band unseen cards,
    /// mean edge when EV > 0 in %)).
    pub fn edge_series(&self, lang: Lang) -> Vec<(String, Vec<(f64, f64)>)> {
        self.series(lang, |b| b.mean_edge_positive)
    }

    /// Per count: (bet and count as the tables name them in `lang`, points (true count,
    /// mean EV in %)), each band drawn at its middle.
    pub fn ev_by_true_count_series(&self, lang: Lang) -> Vec<(String, Vec<(f64, f64)>)> {
        let per_count = self.results.iter().flat_map(|r| {
            r.counts.iter().map(move |c| {
                let pts = c.by_true_count.iter();
                let pts = pts.map(|b| (b.true_count as f64 + 0.5, fmt::in_percent(b.mean_ev)));
                let args = [
                    ("bet", Arg::text(self.bet(lang, &r.bet.id))),
                    (
                        "count",
                        Arg::text(self.count_words(lang, &r.bet.id, &c.count)),
                    ),
                ];
                (lang.msg("t-chart-count-series", &args), pts.collect())
            })
        });
        per_count.collect()
    }

    fn series(
        &self,
        lang: Lang,
        pick: impl Fn(&BandReport) -> Option<f64>,
    ) -> Vec<(String, Vec<(f64, f64)>)> {
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
                (self.bet(lang, &r.bet.id), pts)
            })
            .collect()
    }
}
