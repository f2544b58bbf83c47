//! The tables of `promo`: chips on each bet (dead chips with a programme's commission,
//! match-play and free-bet chips), and a loss rebate on a trip with its policy, in the
//! four languages (every word a message of `src/i18n/ftl/*/promo.ftl`; the English ones
//! are the CSV's, byte for byte).

use crate::api::{PromoChipsReport, PromoLossRebateReport};
use crate::i18n::{Arg, Lang};
use crate::ratio::Exact;
use crate::report::parsheet::block::{self, bet_name_of_id};
use crate::report::parsheet::text::bet_name;
use crate::report::views::names::{bet_on, exact_units_args};
use crate::report::{fmt, Align, Cell, Table, Tabular};

/// A bet's name in `l`: the report's own in English, the catalog's in the others.
fn named(l: Lang, name: &str) -> String {
    match l {
        Lang::En => name.to_string(),
        _ => bet_name(l, name),
    }
}

/// The convention in `l` (the report's own English words in English).
fn convention(l: Lang, english: &str) -> String {
    match l {
        Lang::En => english.to_string(),
        _ => l.m("pm-convention"),
    }
}

/// An exact value short enough for a table cell, else a pointer to the JSON (a trip of
/// many coups has exact values of thousands of digits).
fn exact_or_json(l: Lang, e: &Exact) -> Cell {
    let text = fmt::exact(&e.0);
    if text.len() <= 40 {
        fmt::exact_cell(&e.0)
    } else {
        Cell::text(l.msg("pm-t-digits", &[("digits", Arg::plain(text.len()))]))
    }
}

impl Tabular for PromoChipsReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, l: Lang) -> Vec<Table> {
        let mut chips = block::table(
            l,
            l.msg(
                "pm-t-chips-title",
                &[
                    ("cards", Arg::plain(self.shoe.cards)),
                    ("rules", Arg::text(self.rules.name.clone())),
                    ("convention", Arg::text(convention(l, self.convention))),
                ],
            ),
            &[
                ("pm-t-col-bet", Align::Left),
                ("pm-t-col-life", Align::Right),
                ("pm-t-col-house-win", Align::Right),
                ("pm-t-col-match-play", Align::Right),
                ("pm-t-col-free-bet", Align::Right),
                ("pm-t-col-house-edge", Align::Right),
            ],
        )
        .named("chips");
        for b in &self.bets {
            chips.row(vec![
                Cell::text(named(l, &b.bet.name)),
                fmt::decimal_cell(b.dead_chip.life_decimal, 4),
                fmt::signed_percent_cell(b.dead_chip.house_win_percent, 4),
                fmt::signed_percent_cell(b.match_play.value_percent, 4),
                fmt::percent_cell(b.free_bet.value_percent, 4),
                fmt::signed_percent_cell(b.house_edge_percent, 4),
            ]);
        }
        // English names the bets by id, as it always has; the others by name.
        let name = |id: &str| match l {
            Lang::En => id.to_string(),
            _ => bet_name_of_id(l, id),
        };
        chips.notes.push(l.msg(
            "pm-t-chips-best",
            &[
                ("match", Arg::text(name(&self.best_match_play))),
                ("free", Arg::text(name(&self.best_free_bet))),
            ],
        ));
        chips.notes.push(l.m("pm-t-chips-note"));
        let mut tables = vec![chips];
        tables.extend(self.programme_table(l));
        tables
    }
}

impl PromoChipsReport {
    fn programme_table(&self, l: Lang) -> Option<Table> {
        let c = self.commission.as_ref()?;
        let on = l.m(if c.on == "lost" {
            "pm-t-on-lost"
        } else {
            "pm-t-on-turnover"
        });
        let mut t = block::table(
            l,
            l.msg(
                "pm-t-programme-title",
                &[
                    ("pct", Arg::Percent(c.commission_percent, 4)),
                    ("on", Arg::text(on.clone())),
                ],
            ),
            &[
                ("pm-t-col-bet", Align::Left),
                ("pm-t-col-cost-lost", Align::Right),
                ("pm-t-col-net-lost", Align::Right),
                ("pm-t-col-net-wagered", Align::Right),
                ("pm-t-col-break-even", Align::Right),
            ],
        )
        .named("programme");
        for b in &self.bets {
            if let Some(p) = &b.dead_chip.programme {
                t.row(vec![
                    Cell::text(named(l, &b.bet.name)),
                    fmt::percent_cell(p.cost_per_lost_percent, 4),
                    fmt::signed_percent_cell(p.net_per_lost_percent, 4),
                    fmt::signed_percent_cell(p.net_per_wagered_percent, 4),
                    fmt::percent_cell(p.break_even_percent, 4),
                ]);
            }
        }
        t.notes
            .push(l.msg("pm-t-programme-note", &[("on", Arg::text(on))]));
        Some(t)
    }
}

impl Tabular for PromoLossRebateReport {
    fn tables(&self) -> Vec<Table> {
        self.tables_in(Lang::En)
    }

    fn tables_in(&self, l: Lang) -> Vec<Table> {
        let mut out = vec![self.trip_table(l), self.policy_table(l)];
        out.extend(self.real_table(l));
        out
    }
}

impl PromoLossRebateReport {
    /// With `--real`: each policy on real shoes beside its independent-draw value.
    fn real_table(&self, l: Lang) -> Option<Table> {
        let r = self.real.as_ref()?;
        let mut t = block::table(
            l,
            l.msg(
                "pm-t-real-title",
                &[
                    ("decks", Arg::plain(r.decks)),
                    ("procedure", Arg::text(r.procedure.name.clone())),
                    ("cut", Arg::plain(r.procedure.cut_card)),
                    ("seed", Arg::text(r.seed.to_string())),
                ],
            ),
            &[
                ("pm-t-col-policy", Align::Left),
                ("pm-t-col-trips", Align::Right),
                ("pm-t-col-coups-dealt", Align::Right),
                ("pm-t-col-shoes", Align::Right),
                ("pm-t-col-mean", Align::Right),
                ("pm-t-col-se", Align::Right),
                ("pm-t-col-independent", Align::Right),
                ("pm-t-col-difference", Align::Right),
                ("pm-t-col-difference-se", Align::Right),
            ],
        )
        .named("real");
        for (id, p) in [
            ("pm-t-real-optimal", &r.optimal),
            ("pm-t-real-all", &r.play_all),
        ] {
            let count = |n: u64| fmt::int_cell(i64::try_from(n).unwrap_or(i64::MAX));
            t.row(vec![
                Cell::text(l.m(id)),
                count(p.trips),
                count(p.coups),
                count(p.shoes),
                fmt::signed_decimal_cell(p.mean, 6),
                fmt::decimal_cell(p.standard_error, 6),
                fmt::signed_decimal_cell(p.independent, 6),
                fmt::signed_decimal_cell(p.difference, 6),
                p.difference_in_se
                    .map_or_else(|| Cell::text("-"), |z| fmt::signed_decimal_cell(z, 2)),
            ]);
        }
        let method = match l {
            Lang::En => r.method.to_string(),
            _ => l.m("pm-t-real-method"),
        };
        t.notes
            .push(l.msg("pm-t-real-note", &[("method", Arg::text(method))]));
        Some(t)
    }

    fn trip_title(&self, l: Lang) -> String {
        let limit = match &self.loss_limit {
            Some(e) => l.msg("pm-t-trip-limit", &exact_units_args(&e.0)),
            None => String::new(),
        };
        l.msg(
            "pm-t-trip-title",
            &[
                ("pct", Arg::Percent(100.0 * self.rebate_decimal, 4)),
                ("bet", Arg::text(named(l, &self.bet.name))),
                ("bet-on", Arg::text(bet_on(l, &self.bet.id, &self.bet.name))),
                ("coups", Arg::plain(self.coups)),
                ("limit", Arg::text(limit)),
                ("cards", Arg::plain(self.shoe.cards)),
                ("rules", Arg::text(self.rules.name.clone())),
            ],
        )
    }

    fn trip_table(&self, l: Lang) -> Table {
        let mut t = block::table(
            l,
            self.trip_title(l),
            &[
                ("pm-t-col-figure", Align::Left),
                ("pm-t-col-value", Align::Right),
                ("pm-t-col-exact", Align::Right),
            ],
        )
        .named("trip");
        let rows: [(&str, f64, &Exact); 8] = [
            ("pm-t-row-value", self.value_decimal, &self.value),
            ("pm-t-row-play-all", self.play_all_decimal, &self.play_all),
            ("pm-t-row-net", self.net_decimal, &self.net),
            (
                "pm-t-row-rebate",
                self.rebate_paid_decimal,
                &self.rebate_paid,
            ),
            (
                "pm-t-row-coups",
                self.coups_played_decimal,
                &self.coups_played,
            ),
            (
                "pm-t-row-theo",
                self.theoretical_win_decimal,
                &self.theoretical_win,
            ),
            ("pm-t-row-ahead", self.p_ahead_decimal, &self.p_ahead),
            ("pm-t-row-edge", self.house_edge_decimal, &self.house_edge),
        ];
        for (id, x, e) in rows {
            t.row(vec![
                Cell::text(l.m(id)),
                figure_cell(id, x),
                exact_or_json(l, e),
            ]);
        }
        if let (Some(s), Some(p)) = (&self.rebate_share, self.rebate_share_percent) {
            t.row(vec![
                Cell::text(l.m("pm-t-row-share")),
                fmt::percent_cell(p, 4),
                exact_or_json(l, s),
            ]);
        }
        self.jacobson_rows(l, &mut t);
        t.notes.push(l.msg(
            "pm-t-trip-note",
            &[("convention", Arg::text(convention(l, self.convention)))],
        ));
        t
    }

    fn jacobson_rows(&self, l: Lang, t: &mut Table) {
        if let Some(j) = &self.jacobson {
            for (id, x) in [
                ("pm-t-row-jacobson", j.value),
                ("pm-t-row-jacobson-win", j.quit_win),
                ("pm-t-row-jacobson-loss", j.quit_loss),
                ("pm-t-row-jacobson-coups", j.coups),
                ("pm-t-row-jacobson-difference", j.difference),
            ] {
                t.row(vec![
                    Cell::text(l.m(id)),
                    figure_cell(id, x),
                    Cell::text(""),
                ]);
            }
        }
    }

    fn policy_table(&self, l: Lang) -> Table {
        let mut t = block::table(
            l,
            l.m("pm-t-policy-title"),
            &[
                ("pm-t-col-coup", Align::Right),
                ("pm-t-col-play-at", Align::Left),
                ("pm-t-col-quit-at", Align::Left),
            ],
        )
        .named("policy");
        let runs = |v: &[[Exact; 2]]| -> String {
            let words: Vec<String> = v
                .iter()
                .map(|[a, b]| {
                    let (a, b) = (fmt::dec(&a.0, 2), fmt::dec(&b.0, 2));
                    let (a, b) = (l.localize_number(&a), l.localize_number(&b));
                    if a == b {
                        a
                    } else {
                        l.msg("pm-t-run", &[("from", Arg::text(a)), ("to", Arg::text(b))])
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
        t.notes.push(l.m("pm-t-policy-note"));
        t
    }
}

impl PromoLossRebateReport {
    /// The policy's band for a chart: per coup, the lowest and the highest net result at
    /// which the player plays (coups where he plays nowhere are left out), each line named
    /// in `lang`.
    pub fn policy_series(&self, lang: Lang) -> [(String, Vec<(f64, f64)>); 2] {
        let ends = |pick: fn(&[[Exact; 2]]) -> Option<&Exact>| -> Vec<(f64, f64)> {
            self.policy
                .iter()
                .filter_map(|r| pick(&r.play).map(|e| (f64::from(r.coup), e.to_f64())))
                .collect()
        };
        [
            (lang.m("pm-chart-low"), ends(|v| v.first().map(|r| &r[0]))),
            (lang.m("pm-chart-high"), ends(|v| v.last().map(|r| &r[1]))),
        ]
    }
}

/// A trip's figure to six decimals: a value in units signed (`+0.052962`, `-0.167239`),
/// a count of coups, a chance or a distance to a quit point without a sign (`4.487342`),
/// so that no count reads as a gain.
fn figure_cell(id: &str, x: f64) -> Cell {
    const UNSIGNED: [&str; 5] = [
        "pm-t-row-coups",
        "pm-t-row-ahead",
        "pm-t-row-jacobson-win",
        "pm-t-row-jacobson-loss",
        "pm-t-row-jacobson-coups",
    ];
    if UNSIGNED.contains(&id) {
        fmt::decimal_cell(x, 6)
    } else {
        fmt::signed_decimal_cell(x, 6)
    }
}
