//! The review file (`punto-banco review --format markdown|html|pdf`): the verdict first,
//! one sentence per flagged player (their label verbatim in a code span), or one saying
//! that no one is flagged and at which level, and whether the draws were too few for
//! anyone to be; then the evidence: what was reviewed, the tests, the figure (per player
//! and bet, the stakes over the exact EV line), the counts and the wagers. Every sentence
//! is a message of `src/i18n/ftl/{lang}/review.ftl`; the figures are the report's.

use super::words::{given, system_words, threshold};
use super::{facts_table, table_blocks, Document};
use crate::api::{LogEcho, PlayerRow, ReviewReport};
use crate::i18n::{Arg, Lang};
use crate::report::parsheet::block::figure::{Figure, Panel};
use crate::report::parsheet::block::{bet_name_of_id, Block, Inline, Part};
use crate::report::views::names::bet_on_id;
use crate::report::{Table, COMMIT, TOOL, VERSION};

/// The tool that wrote the file, in `l`: `punto-banco 0.1.0 (commit 0123456789ab)`.
fn tool_line(l: Lang) -> String {
    l.msg(
        "rv-tool-line",
        &[
            ("tool", Arg::text(TOOL)),
            ("version", Arg::text(VERSION)),
            ("commit", Arg::text(COMMIT)),
        ],
    )
}

/// Stands for the player's label in a formatted sentence, which is then cut there and the
/// label put in as a code span (the label itself is never formatted or scanned).
const LABEL: &str = "\u{E000}\u{E001}\u{E000}";

/// `sentence` as a paragraph, each [`LABEL`] in it the code span `label`.
fn with_label(sentence: &str, label: &str) -> Part {
    let mut runs = Vec::new();
    for (i, part) in sentence.split(LABEL).enumerate() {
        if i > 0 {
            runs.push(Inline::Code(label.to_string()));
        }
        if !part.is_empty() {
            runs.push(Inline::Text(part.to_string()));
        }
    }
    Part::Rich(runs)
}

impl ReviewReport {
    /// The review file in `lang`: the verdict first, then the evidence (see the module
    /// docs); written by [`Document::markdown`], [`Document::html`] and `Document::pdf`.
    pub fn review_file(&self, lang: Lang) -> Document {
        let l = lang;
        let title = l.msg(
            "rv-title",
            &[("wagers", Arg::int(self.wagers.len() as u64))],
        );
        let mut blocks = vec![Part::Block(Block::Heading(1, title))];
        blocks.extend(self.verdict(l));
        let h = |n: usize, id: &str| Part::Block(Block::Heading(2, format!("{n}. {}", l.m(id))));
        blocks.push(h(1, "rv-h-reviewed"));
        let (what, value) = (l.m("rv-col-what"), l.m("rv-col-value"));
        blocks.push(Part::Block(Block::Table(facts_table(
            &what,
            &value,
            &self.file_facts(l),
        ))));
        blocks.push(h(2, "rv-h-tests"));
        blocks.push(Part::Block(Block::Para(l.m("rv-tests-para"))));
        let players = self.players_table(l);
        blocks.push(Part::Block(Block::Para(players.title.clone())));
        table_blocks(&untitled(&players), &mut blocks);
        let bets = self.bets_table(l);
        if !bets.rows.is_empty() {
            blocks.push(Part::Block(Block::Para(bets.title.clone())));
            table_blocks(&untitled(&bets), &mut blocks);
        }
        // The p-value note once, for both tables, with what the draws allow.
        blocks.push(Part::Block(Block::List(vec![
            self.players_note(l),
            self.floor_rule(l),
        ])));
        blocks.extend(self.figure_parts(l, h(3, "rv-h-figure")));
        blocks.push(h(4, "rv-h-counts"));
        let counts = self.counts_table(l);
        blocks.push(Part::Block(Block::Para(counts.title.clone())));
        table_blocks(&counts, &mut blocks);
        blocks.push(h(5, "rv-h-wagers"));
        let mut wagers = self.wagers_table(l);
        let shown: Vec<&str> = self
            .shown_players()
            .iter()
            .map(|p| p.player.as_str())
            .collect();
        wagers.rows.retain(|r| shown.contains(&r[2].as_str()));
        let id = if self.any_flagged() {
            "rv-wagers-flagged"
        } else {
            "rv-wagers-all"
        };
        blocks.push(Part::Block(Block::Para(l.m(id))));
        table_blocks(&wagers, &mut blocks);
        blocks.push(h(6, "rv-h-table"));
        let (table, chart) = self.table_parts(l);
        blocks.extend(table);
        let i = &self.inputs;
        let footer = vec![
            tool_line(l),
            l.msg(
                "rv-footer-logs",
                &[
                    ("shoe", Arg::text(i.shoe_log.sha256.clone())),
                    ("bet", Arg::text(i.bet_log.sha256.clone())),
                ],
            ),
        ];
        // Its cells hold players' labels: shown verbatim, never read as markup.
        let svgs = chart.map(|svg| (super::table::CHART_MARK.to_string(), svg));
        Document::new(l, blocks, footer)
            .with_verbatim_cells()
            .with_svgs(svgs.into_iter().collect())
            .with_svgs_in_markdown()
    }

    /// The figure's section: its heading and text kept on the page of its first panel; each
    /// panel a figure of its own, moved whole to the next page when it does not fit.
    fn figure_parts(&self, l: Lang, heading: Part) -> Vec<Part> {
        let mut blocks = Vec::new();
        let figure = self.figure(l);
        let mut keep = vec![heading, Part::Block(Block::Para(l.m("rv-fig-para")))];
        for (k, p) in figure.panels.iter().enumerate() {
            let one = Part::Figure(Figure {
                panels: vec![p.clone()],
                ..figure.clone()
            });
            if k == 0 {
                keep.push(one);
                blocks.push(Part::Keep(std::mem::take(&mut keep)));
            } else {
                blocks.push(one);
            }
        }
        blocks.append(&mut keep);
        blocks
    }

    /// The verdict: a sentence per flagged player, or one saying no one is (and, when the
    /// draws are too few for anyone to be, why).
    fn verdict(&self, l: Lang) -> Vec<Part> {
        let flagged: Vec<&PlayerRow> = self
            .players
            .iter()
            .filter(|p| p.flagged || p.bets.iter().any(|b| b.flagged))
            .collect();
        if flagged.is_empty() {
            let least = self
                .players
                .iter()
                .flat_map(|p| {
                    std::iter::once(p.p_adjusted).chain(p.bets.iter().map(|b| b.p_adjusted))
                })
                .fold(1.0, f64::min);
            let mut out = vec![Part::Rich(vec![Inline::Text(l.msg(
                "rv-verdict-none",
                &[
                    ("alpha", given(l, self.inputs.alpha)),
                    ("tests", Arg::int(self.tests() as u64)),
                    ("least", Arg::Decimal(least, 4)),
                ],
            ))])];
            if self.p_floor().least_p >= self.inputs.alpha {
                out.push(Part::Rich(vec![Inline::Text(self.too_few(l))]));
            }
            out.extend(self.luck_verdicts(l));
            return out;
        }
        flagged
            .into_iter()
            .map(|p| self.player_verdict(l, p))
            .chain(self.luck_verdicts(l))
            .collect()
    }

    /// The result test's finding, apart from the timing's: one sentence per player whose
    /// win is unusual (Holm across the players' result tests, at the review's level).
    fn luck_verdicts(&self, l: Lang) -> Vec<Part> {
        self.players
            .iter()
            .filter(|p| p.result.unusual)
            .map(|p| {
                let r = &p.result;
                let sentence = l.msg(
                    "rv-verdict-luck",
                    &[
                        ("player", Arg::text(LABEL)),
                        ("won", Arg::Decimal(r.won.to_f64(), 2)),
                        ("expected", Arg::Decimal(r.expected.to_f64(), 2)),
                        ("z", Arg::Decimal(r.z.unwrap_or(0.0), 2)),
                        ("p", Arg::Decimal(r.p_value.unwrap_or(1.0), 4)),
                        ("holm", Arg::Decimal(r.p_adjusted.unwrap_or(1.0), 4)),
                        ("alpha", given(l, self.inputs.alpha)),
                    ],
                );
                with_label(&sentence, &p.player)
            })
            .collect()
    }

    /// The arguments of what the draws allow: m, D, D + 1, the floor, the least D.
    fn floor_args(&self, l: Lang) -> Vec<(&'static str, Arg)> {
        let floor = self.p_floor();
        let d = u64::from(self.inputs.permutations);
        vec![
            ("tests", Arg::int(self.tests() as u64)),
            ("draws", Arg::int(d)),
            ("draws1", Arg::int(d + 1)),
            ("floor", Arg::Decimal(floor.least_p, 4)),
            ("alpha", given(l, self.inputs.alpha)),
            ("least", Arg::int(floor.least_draws)),
        ]
    }

    /// Why no one could be flagged: the draws are too few for the tests at the level.
    fn too_few(&self, l: Lang) -> String {
        l.msg("rv-verdict-too-few", &self.floor_args(l))
    }

    /// The general rule, with this review's figures.
    fn floor_rule(&self, l: Lang) -> String {
        l.msg("rv-floor-rule", &self.floor_args(l))
    }

    /// One flagged player's sentence: the share of stake on +EV coups, the count that best
    /// explains the timing with its AUC, p and Holm p (their own test's, else their
    /// flagged bet's).
    fn player_verdict(&self, l: Lang, p: &PlayerRow) -> Part {
        let share = [
            ("player", Arg::text(LABEL)),
            ("share", Arg::Percent(100.0 * p.share_stake_positive, 1)),
            ("chances", Arg::Percent(100.0 * p.share_positive, 1)),
        ];
        let flagged_bet = p.bets.iter().find(|b| b.flagged && !p.flagged);
        let (head, pv, holm, bet) = match flagged_bet {
            Some(b) => {
                let mut args = share.to_vec();
                args.push(("bet", Arg::text(bet_name_of_id(l, &b.bet))));
                args.push(("bet-on", Arg::text(bet_on_id(l, &b.bet))));
                let head = l.msg("rv-verdict-head-bet", &args);
                (head, b.p_value, b.p_adjusted, Some(b.bet.as_str()))
            }
            None => (
                l.msg("rv-verdict-head", &share),
                p.p_value,
                p.p_adjusted,
                None,
            ),
        };
        // The count of the flagged bet, else the best of the player's bets.
        let best = p
            .best_count
            .iter()
            .filter(|(id, _)| bet.is_none_or(|b| b == id))
            .max_by(|a, b| a.1.auc.total_cmp(&b.1.auc));
        let count = match best {
            Some((id, c)) => {
                let trigger = match threshold(&c.trigger) {
                    Some((x, places)) => Arg::Decimal(x, places),
                    None => Arg::text(c.trigger.clone()),
                };
                l.msg(
                    "rv-verdict-count",
                    &[
                        ("count", Arg::text(system_words(l, &c.tags, true))),
                        ("bet", Arg::text(bet_name_of_id(l, id))),
                        ("bet-on", Arg::text(bet_on_id(l, id))),
                        ("trigger", trigger),
                        ("auc", Arg::Decimal(c.auc, 3)),
                    ],
                )
            }
            None => l.m("rv-verdict-no-count"),
        };
        let pvalues = l.msg(
            "rv-verdict-p",
            &[
                ("p", Arg::Decimal(pv, 4)),
                ("holm", Arg::Decimal(holm, 4)),
                ("alpha", given(l, self.inputs.alpha)),
            ],
        );
        let sentence = l.msg(
            "rv-verdict",
            &[
                ("head", Arg::text(head)),
                ("count", Arg::text(count)),
                ("p", Arg::text(pvalues)),
            ],
        );
        with_label(&sentence, &p.player)
    }

    /// What was reviewed, in `l`: the tool, the rules, the decks and bets, each log with
    /// its SHA-256, the coups and the test.
    fn file_facts(&self, l: Lang) -> Vec<(String, String)> {
        let i = &self.inputs;
        let log = |name: &str, value: &str, e: &LogEcho| {
            (
                l.m(name),
                l.msg(
                    value,
                    &[
                        ("rows", Arg::int(e.rows as u64)),
                        ("format", Arg::text(e.format)),
                        ("sha", Arg::text(e.sha256.clone())),
                    ],
                ),
            )
        };
        let bets: Vec<String> = i.bets.iter().map(|b| bet_name_of_id(l, b)).collect();
        vec![
            (l.m("rv-fact-tool"), tool_line(l)),
            (l.m("rv-fact-rules"), i.rules.name.clone()),
            (l.m("rv-fact-decks"), l.int(&i.decks.into())),
            (l.m("rv-fact-bets"), bets.join(", ")),
            log("rv-fact-shoe-log", "rv-fact-shoe-log-value", &i.shoe_log),
            log("rv-fact-bet-log", "rv-fact-bet-log-value", &i.bet_log),
            (l.m("rv-fact-coups"), l.int(&(i.coups as u64).into())),
            (
                l.m("rv-fact-test"),
                l.msg(
                    "rv-fact-test-value",
                    &[
                        ("draws", Arg::int(i.permutations)),
                        ("seed", Arg::text(i.seed.to_string())),
                        ("alpha", given(l, i.alpha)),
                    ],
                ),
            ),
        ]
    }

    /// The figure: per player shown and bet they made, coup by coup over the shoes they
    /// played, the exact EV in % (the line) and their stake (the bars).
    fn figure(&self, l: Lang) -> Figure {
        let mut panels = Vec::new();
        for p in self.shown_players() {
            for (bet, points) in &p.timeline {
                panels.push(Panel {
                    title: l.msg(
                        "rv-fig-panel",
                        &[
                            ("player", Arg::text(p.player.clone())),
                            ("bet", Arg::text(bet_name_of_id(l, bet))),
                            ("shoes", Arg::int(p.shoes as u64)),
                        ],
                    ),
                    ev: points.iter().map(|pt| 100.0 * pt.0).collect(),
                    stake: points.iter().map(|pt| pt.1).collect(),
                });
            }
        }
        Figure {
            lang: l,
            x_label: l.m("rv-fig-x"),
            ev_label: l.m("rv-fig-ev"),
            stake_label: l.m("rv-fig-stake"),
            panels,
        }
    }
}

/// `t` without its title (a paragraph introduces it in the file) and its notes (the
/// p-value note is written once, after both tables of the tests).
fn untitled(t: &Table) -> Table {
    Table {
        title: String::new(),
        notes: Vec::new(),
        ..t.clone()
    }
}
