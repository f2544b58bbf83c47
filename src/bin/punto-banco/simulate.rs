//! `punto-banco simulate`: deal seeded shoes by a house procedure and price every coup
//! exactly; `punto-banco merge` joins the JSON results of split runs.

use crate::common::{BetsArgs, CliError, OutputFormat, RulesArgs};
use punto_banco::report::{fmt, render, Align, Table, Tabular};
use punto_banco::simulate::{
    unfixed, BetTally, Burn, CountPlan, DeckEstimate, LastCoup, PlayTally, Procedure, Staking,
    Study, StudySpec, Tally, DEFAULT_SEED, PROCEDURE_PRESETS,
};
use punto_banco::{Bet, RulesFile, DEFAULT_DECKS};
use serde::{Deserialize, Serialize};
use std::fs::File;
use std::io::{self, IsTerminal, Write};

/// Deal seeded shoes by a house procedure and price every coup exactly.
///
/// Before every coup, each selected bet is priced exactly for the cards seen so far (the
/// shoe minus every card shown; unseen burned cards stay unknown). The coup is then dealt
/// from the actual shuffled cards and each bet settled. Reports, per bet: how often the EV
/// is positive, by how much, by cards unseen; and the expected and realised win per shoe of
/// a player betting one unit whenever EV > 0, next to a card counter's (--tags).
/// Results are identical for any --threads; split runs (--first-shoe) join with `merge`.
///
/// Example:
///   punto-banco simulate --decks 8 --shoes 2000 --bets main,dragon_7,panda_8 \
///     --tags dragon_7=jacobson --tags panda_8=jacobson --format json > part.json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Shoes to deal.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub shoes: u64,
    /// Index of the first shoe (shoe i is the same in every run with the same seed).
    #[arg(long, value_name = "K", default_value_t = 0)]
    pub first_shoe: u64,
    /// Decks per shoe [default: 6, as on the house sheets].
    #[arg(long, value_name = "D", value_parser = parse_decks_arg)]
    pub decks: Option<u32>,
    /// Seed of the shuffles [default: 20261130].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// House procedure: midi (sheet 000: cut card 7 from the end, no burn), french
    /// (sheet 003: cut card 10 from the end, burn), common (cut card 14 from the end, no burn).
    #[arg(long, value_name = "NAME", default_value = "common")]
    pub procedure: String,
    /// Cards behind the cut card, overriding the procedure's.
    #[arg(long, value_name = "N")]
    pub cut_card: Option<u32>,
    /// Burn at the start of the shoe, overriding the procedure's: none, one (one card face
    /// down) or sheet-003.
    #[arg(long, value_name = "BURN")]
    pub burn: Option<String>,
    /// Override the last-coup rule: cut-card (sheet 000: the coup in play when the cut card
    /// appears is the last) or before-cut (only coups that end before the cut card).
    #[arg(long, value_name = "RULE")]
    pub last_coup: Option<String>,
    /// A count for one bet, ID=TAGS[@TRIGGER] (repeatable): TAGS is ten integers for
    /// A,2,...,9,ten-value, `jacobson` (dragon_7, panda_8), or `derived[:MAX]` (balanced
    /// tags of at most MAX, default 4, derived from the bet's exact effects of removal on a
    /// full shoe); TRIGGER is rc>=N (running count) or tc>=X (true count per 52 unseen cards).
    #[arg(long = "tags", value_name = "ID=TAGS[@TRIGGER]")]
    pub tags: Vec<String>,
    /// How true-count triggers measure the decks remaining: exact (unseen cards / 52),
    /// half-deck (nearest half deck), deck (nearest deck), deck-up (started decks),
    /// deck-down (whole decks, at least one).
    #[arg(long, value_name = "MODE", default_value = "exact")]
    pub true_count: String,
    /// Bankroll for the staking model (needs --table-max).
    #[arg(long, value_name = "MONEY", requires = "table_max")]
    pub bankroll: Option<u64>,
    /// Table maximum for the staking model; Égalité bets are capped at an eighth of it.
    #[arg(long, value_name = "MONEY", requires = "bankroll")]
    pub table_max: Option<u64>,
    /// Width of the unseen-card bands of the depth table.
    #[arg(long, value_name = "CARDS", default_value_t = 26)]
    pub bucket: u32,
    /// Worker threads [default: every core]. Results do not depend on it.
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    /// Write the result to FILE instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub output: Option<String>,
    /// Draw the share of positive-EV coups and the mean edge against unseen cards (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<String>,
}

fn parse_decks_arg(s: &str) -> Result<u32, String> {
    punto_banco::parse_decks(s).map_err(|e| e.to_string())
}

/// Join the JSON results of disjoint shoe ranges of one study into the result of their union.
///
/// The parts must come from `simulate --format json` with identical inputs apart from
/// --first-shoe and --shoes, and their ranges must join without gap or overlap. The result
/// is identical to that of a single run over the union.
///
/// Example:
///   punto-banco merge a.json b.json --format json > all.json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct MergeArgs {
    /// JSON results of `simulate`.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<String>,
    /// Write the result to FILE instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub output: Option<String>,
    /// Draw the depth plot of the merged result (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<String>,
}

/// The rule set as echoed: its name and full definition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RulesEcho {
    /// Rule set name.
    pub name: String,
    /// The complete definition in the rules-file format.
    pub definition: RulesFile,
}

/// Every input of a study, echoed in the output.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Inputs {
    /// Seed of the shuffles.
    pub seed: u64,
    /// Shoes dealt.
    pub shoes: u64,
    /// Index of the first shoe.
    pub first_shoe: u64,
    /// Decks per shoe.
    pub decks: u32,
    /// The house procedure.
    pub procedure: Procedure,
    /// The rule set.
    pub rules: RulesEcho,
    /// The bets, in full.
    pub bets: Vec<Bet>,
    /// Counts for some bets.
    pub counts: Vec<CountPlan>,
    /// The staking model, if any.
    pub staking: Option<Staking>,
    /// Width of the unseen-card bands.
    pub bucket: u32,
    /// The shuffle generator.
    pub generator: String,
}

/// One player's figures per shoe.
#[derive(Debug, Serialize)]
pub struct PlayerReport {
    /// Bets made per shoe.
    pub bets_per_shoe: f64,
    /// Stake per shoe (units, or money with staking).
    pub staked_per_shoe: f64,
    /// Σ stake x exact EV per shoe.
    pub expected_per_shoe: f64,
    /// Standard error of `expected_per_shoe` (across shoes).
    pub expected_standard_error: f64,
    /// Actual win per shoe.
    pub realised_per_shoe: f64,
    /// Standard error of `realised_per_shoe`.
    pub standard_error: f64,
    /// Expected win per unit staked.
    pub edge: Option<f64>,
}

impl PlayerReport {
    fn new(p: &PlayTally, shoes: u64) -> PlayerReport {
        let n = shoes as f64;
        PlayerReport {
            bets_per_shoe: p.bets as f64 / n,
            staked_per_shoe: unfixed(p.staked) / n,
            expected_per_shoe: p.expected_per_shoe(shoes),
            expected_standard_error: p.expected_standard_error_per_shoe(shoes),
            realised_per_shoe: p.realised_per_shoe(shoes),
            standard_error: p.standard_error_per_shoe(shoes),
            edge: (p.staked != 0).then(|| unfixed(p.expected) / unfixed(p.staked)),
        }
    }
}

/// One band of unseen cards.
#[derive(Debug, Serialize)]
pub struct BandReport {
    /// Fewest unseen cards in the band.
    pub unseen_from: u64,
    /// Most unseen cards in the band.
    pub unseen_to: u64,
    /// Coups priced in the band.
    pub coups: u64,
    /// Share of them with EV > 0.
    pub share_positive: f64,
    /// Mean EV of the positive ones.
    pub mean_edge_positive: Option<f64>,
    /// Mean EV of all of them.
    pub mean_ev: f64,
}

/// Pricing against dealing: mean of (actual result − exact EV) per coup.
#[derive(Debug, Serialize)]
pub struct CheckReport {
    /// Mean of (result − EV) over every coup.
    pub mean_miss: f64,
    /// Its standard error.
    pub standard_error: f64,
    /// Mean EV before the first coup of a shoe.
    pub first_coup_ev: f64,
}

/// Everything reported for one bet.
#[derive(Debug, Serialize)]
pub struct BetReport {
    /// Bet id.
    pub id: String,
    /// Bet name.
    pub name: String,
    /// Coups priced.
    pub coups: u64,
    /// Coups with EV > 0.
    pub positive: u64,
    /// Their share.
    pub share_positive: f64,
    /// Mean EV when positive.
    pub mean_edge_positive: Option<f64>,
    /// The player who bets one unit whenever EV > 0.
    pub exact: PlayerReport,
    /// The count player (with --tags).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<PlayerReport>,
    /// The exact player under the staking model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exact_staked: Option<PlayerReport>,
    /// The count player under the staking model.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count_staked: Option<PlayerReport>,
    /// Pricing against dealing.
    pub check: CheckReport,
    /// By unseen cards (bands with coups only).
    pub by_unseen: Vec<BandReport>,
}

/// The result of `simulate` (and of `merge`).
#[derive(Debug, Serialize)]
pub struct SimReport {
    /// Always "simulation".
    pub engine: &'static str,
    /// Every input.
    pub inputs: Inputs,
    /// Coups dealt.
    pub coups: u64,
    /// Mean coups per shoe.
    pub coups_per_shoe: f64,
    /// Per bet.
    pub results: Vec<BetReport>,
    /// The exact integer sums every figure is derived from (what `merge` adds).
    pub tally: Tally,
}

/// What `merge` reads back from a result.
#[derive(Debug, Deserialize)]
struct Saved {
    inputs: Inputs,
    tally: Tally,
}

fn bet_report(bet: &Bet, t: &BetTally, shoes: u64, bucket: u32) -> BetReport {
    let (mean_miss, standard_error) = t.miss();
    let by_unseen = t
        .buckets
        .iter()
        .enumerate()
        .filter(|(_, b)| b.coups > 0)
        .map(|(i, b)| BandReport {
            unseen_from: i as u64 * u64::from(bucket),
            unseen_to: (i as u64 + 1) * u64::from(bucket) - 1,
            coups: b.coups,
            share_positive: b.positive as f64 / b.coups as f64,
            mean_edge_positive: (b.positive > 0)
                .then(|| unfixed(b.ev_positive_sum) / b.positive as f64),
            mean_ev: unfixed(b.ev_sum) / b.coups as f64,
        })
        .collect();
    let player = |p: &Option<PlayTally>| p.as_ref().map(|p| PlayerReport::new(p, shoes));
    BetReport {
        id: t.id.clone(),
        name: bet.name.clone(),
        coups: t.coups,
        positive: t.positive,
        share_positive: t.share_positive(),
        mean_edge_positive: t.mean_edge_positive(),
        exact: PlayerReport::new(&t.exact, shoes),
        count: player(&t.count),
        exact_staked: player(&t.exact_staked),
        count_staked: player(&t.count_staked),
        check: CheckReport {
            mean_miss,
            standard_error,
            first_coup_ev: unfixed(t.first_ev_sum) / shoes as f64,
        },
        by_unseen,
    }
}

/// The report of a study: a pure function of its inputs and tally, so that `merge` rebuilds
/// byte for byte what a single run would print.
pub fn build_report(inputs: Inputs, tally: Tally) -> SimReport {
    let shoes = tally.shoes;
    SimReport {
        engine: "simulation",
        coups: tally.coups,
        coups_per_shoe: tally.coups as f64 / shoes as f64,
        results: inputs
            .bets
            .iter()
            .zip(&tally.bets)
            .map(|(b, t)| bet_report(b, t, shoes, inputs.bucket))
            .collect(),
        inputs,
        tally,
    }
}

fn opt(x: Option<f64>, f: impl Fn(f64) -> String) -> String {
    x.map_or("-".into(), f)
}

fn pct(x: f64) -> String {
    format!("{:.4}%", 100.0 * x)
}

impl Tabular for SimReport {
    fn tables(&self) -> Vec<Table> {
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
                .map(|c| {
                    let tags: Vec<String> = c.tags.iter().map(|t| t.to_string()).collect();
                    let per = match (c.trigger, c.decks) {
                        (punto_banco::simulate::Trigger::True { .. }, d)
                            if d != DeckEstimate::Exact =>
                        {
                            format!(" (decks: {})", d.name())
                        }
                        _ => String::new(),
                    };
                    format!("{} [{}] {}{per}", c.bet, tags.join(","), c.trigger)
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        for (k, v) in [
            ("seed", i.seed.to_string()),
            (
                "shoes",
                format!("{} (first shoe {})", i.shoes, i.first_shoe),
            ),
            ("decks", i.decks.to_string()),
            (
                "procedure",
                format!(
                    "{}: cut card {} from the end, burn {}, last coup {}",
                    i.procedure.name,
                    i.procedure.cut_card,
                    i.procedure.burn.name(),
                    i.procedure.last_coup.name()
                ),
            ),
            ("rules", i.rules.name.clone()),
            (
                "bets",
                i.bets
                    .iter()
                    .map(|b| b.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            ("counts", counts),
            ("staking", staking),
            (
                "generator",
                i.generator
                    .split(',')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            ),
            (
                "coups",
                format!("{} ({:.2} per shoe)", self.coups, self.coups_per_shoe),
            ),
        ] {
            inputs.row(vec![k.into(), v]);
        }
        let mut bets = Table::new(
            "Exact play: bet one unit whenever EV > 0 (wins per shoe)",
            &[
                ("bet", Align::Left),
                ("EV > 0", Align::Right),
                ("mean edge if > 0", Align::Right),
                ("bets/shoe", Align::Right),
                ("expected", Align::Right),
                ("± se", Align::Right),
                ("realised", Align::Right),
                ("± se", Align::Right),
            ],
        );
        for r in &self.results {
            bets.row(vec![
                r.id.clone(),
                pct(r.share_positive),
                opt(r.mean_edge_positive, pct),
                fmt::float(r.exact.bets_per_shoe, 3),
                fmt::float(r.exact.expected_per_shoe, 4),
                fmt::float(r.exact.expected_standard_error, 4),
                fmt::float(r.exact.realised_per_shoe, 4),
                fmt::float(r.exact.standard_error, 4),
            ]);
        }
        let mut tables = vec![inputs, bets];
        let players = [
            (
                "count",
                "Count play: one unit whenever the trigger fires (wins per shoe)",
            ),
            ("exact_staked", "Exact play, staked (money per shoe)"),
            ("count_staked", "Count play, staked (money per shoe)"),
        ];
        for (key, title) in players {
            let mut t = Table::new(
                title,
                &[
                    ("bet", Align::Left),
                    ("bets/shoe", Align::Right),
                    ("staked", Align::Right),
                    ("expected", Align::Right),
                    ("± se", Align::Right),
                    ("realised", Align::Right),
                    ("± se", Align::Right),
                    ("edge", Align::Right),
                ],
            );
            for r in &self.results {
                let p = match key {
                    "count" => &r.count,
                    "exact_staked" => &r.exact_staked,
                    _ => &r.count_staked,
                };
                if let Some(p) = p {
                    t.row(vec![
                        r.id.clone(),
                        fmt::float(p.bets_per_shoe, 3),
                        fmt::float(p.staked_per_shoe, 3),
                        fmt::float(p.expected_per_shoe, 4),
                        fmt::float(p.expected_standard_error, 4),
                        fmt::float(p.realised_per_shoe, 4),
                        fmt::float(p.standard_error, 4),
                        opt(p.edge, pct),
                    ]);
                }
            }
            if !t.rows.is_empty() {
                tables.push(t);
            }
        }
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
                r.id.clone(),
                fmt::float(c.mean_miss, 6),
                fmt::float(c.standard_error, 6),
                fmt::float(z, 2),
                fmt::float(c.first_coup_ev, 6),
            ]);
        }
        tables.push(check);
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
                    r.id.clone(),
                    format!("{}-{}", b.unseen_from, b.unseen_to),
                    b.coups.to_string(),
                    pct(b.share_positive),
                    opt(b.mean_edge_positive, pct),
                    pct(b.mean_ev),
                ]);
            }
        }
        tables.push(depth);
        tables
    }
}

/// Opens the output up front, so that an unwritable path fails before a long run.
fn open_output(path: &Option<String>, what: &str) -> Result<Option<File>, CliError> {
    path.as_ref()
        .map(|p| {
            File::create(p).map_err(|e| CliError::input(format!("cannot write {what} '{p}': {e}")))
        })
        .transpose()
}

fn emit_to(
    report: &SimReport,
    format: OutputFormat,
    file: Option<File>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let format = format.tabular()?;
    match file {
        Some(f) => {
            let mut w = io::BufWriter::new(f);
            render(report, format, false, &mut w)?;
            w.flush()?;
        }
        None => render(report, format, io::stdout().is_terminal(), out)?,
    }
    Ok(())
}

fn procedure(args: &Args, cards: u64) -> Result<Procedure, CliError> {
    let mut p = Procedure::preset(&args.procedure).map_err(|_| {
        CliError::input(format!(
            "procedure '{}' is not one of {}",
            args.procedure,
            PROCEDURE_PRESETS.join(", ")
        ))
    })?;
    if let Some(c) = args.cut_card {
        if c != p.cut_card {
            p.cut_card = c;
            p.name = format!("{} (cut card {c})", args.procedure);
        }
    }
    if let Some(b) = &args.burn {
        let b = Burn::parse(b)?;
        if b != p.burn {
            p.burn = b;
            p.name = format!("{} (burn {})", p.name, b.name());
        }
    }
    if let Some(l) = &args.last_coup {
        let l = LastCoup::parse(l)?;
        if l != p.last_coup {
            p.last_coup = l;
            p.name = format!("{} (last coup {})", p.name, l.name());
        }
    }
    p.validate(cards)?;
    Ok(p)
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    format.tabular()?;
    if args.shoes == 0 {
        return Err(CliError::input("--shoes must be at least 1, got 0"));
    }
    if args.threads == Some(0) {
        return Err(CliError::input("--threads must be at least 1, got 0"));
    }
    let decks = args.decks.unwrap_or(DEFAULT_DECKS);
    let rules = args.rules.rules()?;
    let bets = args.bets.bets(&rules)?;
    let procedure = procedure(args, u64::from(decks) * 52)?;
    let counts = args
        .tags
        .iter()
        .map(|t| match CountPlan::parse_derived(t)? {
            Some((id, max, trigger)) => {
                let bet = bets.iter().find(|b| b.id == id).ok_or_else(|| {
                    punto_banco::Error::new(punto_banco::ErrorKind::Invalid(format!(
                        "count '{t}' is for bet '{id}', which is not among --bets"
                    )))
                })?;
                CountPlan::derived(bet, &rules, decks, max, trigger)
            }
            None => CountPlan::parse(t),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let decks_estimate = DeckEstimate::parse(&args.true_count)?;
    let counts: Vec<CountPlan> = counts
        .into_iter()
        .map(|c| CountPlan {
            decks: decks_estimate,
            ..c
        })
        .collect();
    let staking = args
        .bankroll
        .zip(args.table_max)
        .map(|(bankroll, table_max)| Staking {
            bankroll,
            table_max,
        });
    let seed = args.seed.unwrap_or(DEFAULT_SEED);
    let study = Study::new(StudySpec {
        rules: rules.clone(),
        bets: bets.clone(),
        decks,
        procedure: procedure.clone(),
        seed,
        counts: counts.clone(),
        staking,
        bucket: args.bucket,
    })?;
    let file = open_output(&args.output, "output")?;
    let plot = open_output(&args.plot, "plot")?;
    let bar = progress_bar(args.shoes);
    let tick = || bar.as_ref().map_or((), |b| b.inc(1));
    let mut pool = rayon::ThreadPoolBuilder::new();
    if let Some(t) = args.threads {
        pool = pool.num_threads(t);
    }
    let pool = pool
        .build()
        .map_err(|e| CliError::Runtime(format!("cannot start worker threads: {e}")))?;
    let tally = pool.install(|| study.run(args.first_shoe, args.shoes, &tick))?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let inputs = Inputs {
        seed,
        shoes: args.shoes,
        first_shoe: args.first_shoe,
        decks,
        procedure,
        rules: RulesEcho {
            name: rules.name().to_string(),
            definition: rules.to_file().clone(),
        },
        bets,
        counts,
        staking,
        bucket: args.bucket,
        generator: GENERATOR.into(),
    };
    let report = build_report(inputs, tally);
    if let (Some(f), Some(path)) = (plot, &args.plot) {
        crate::plot::draw(&report, f, path)?;
    }
    emit_to(&report, format, file, out)
}

/// How the shuffles are made (see the library's `Study` docs).
const GENERATOR: &str =
    "ChaCha8 (rand_chacha 0.3), key = seed as 8 little-endian bytes + 24 zero bytes, \
stream = shoe index; Fisher-Yates from the last card, indices by rejection on 32-bit draws";

fn progress_bar(shoes: u64) -> Option<indicatif::ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(shoes);
    let style =
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} shoes, {per_sec}, ETA {eta}")
            .expect("valid progress template");
    bar.set_style(style);
    Some(bar)
}

pub fn merge(args: &MergeArgs, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    format.tabular()?;
    let mut inputs: Option<Inputs> = None;
    let mut parts = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::input(format!("cannot read '{path}': {e}")))?;
        let saved: Saved = serde_json::from_str(&text).map_err(|e| {
            CliError::input(format!("'{path}' is not a JSON result of simulate: {e}"))
        })?;
        let mut shape = saved.inputs.clone();
        shape.shoes = 0;
        shape.first_shoe = 0;
        if let Some(first) = &inputs {
            let mut want = first.clone();
            want.shoes = 0;
            want.first_shoe = 0;
            if want != shape {
                return Err(CliError::input(format!(
                    "'{path}' was made with different inputs (only --first-shoe and --shoes may differ)"
                )));
            }
        } else {
            inputs = Some(saved.inputs.clone());
        }
        if saved.tally.first_shoe != saved.inputs.first_shoe
            || saved.tally.shoes != saved.inputs.shoes
        {
            return Err(CliError::input(format!(
                "'{path}': its tally does not match its inputs"
            )));
        }
        parts.push(saved.tally);
    }
    let file = open_output(&args.output, "output")?;
    let plot = open_output(&args.plot, "plot")?;
    let tally = Tally::merge(parts)?;
    let mut inputs = inputs.expect("at least one file (clap requires it)");
    inputs.first_shoe = tally.first_shoe;
    inputs.shoes = tally.shoes;
    let report = build_report(inputs, tally);
    if let (Some(f), Some(path)) = (plot, &args.plot) {
        crate::plot::draw(&report, f, path)?;
    }
    emit_to(&report, format, file, out)
}
