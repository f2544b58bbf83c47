//! `punto-banco simulate`: deal seeded shoes by a house procedure and price every coup
//! exactly; `punto-banco merge` joins the JSON results of split runs.

use crate::common::{table, BetsArgs, CliError, Out, OutputFormat, RebateArgs, RulesArgs};
use crate::output::OutputFile;
use punto_banco::api::{self, LogFiles, SimulateReport};
use punto_banco::api::{SimulateRequest, TableQuestion};
use std::io::{self, IsTerminal};
use std::path::Path;

/// Deal seeded shoes by a house procedure and price every coup exactly.
///
/// Before every coup, each selected bet is priced exactly for the cards seen so far (the
/// shoe minus every card shown; unseen burned cards stay unknown). The coup is then dealt
/// from the actual shuffled cards and each bet settled. Reports, per bet: how often the EV
/// is positive, by how much, by cards unseen; and the expected and realised win per shoe of
/// a player betting one unit whenever EV > 0, next to a card counter's (--tags).
/// Several counts of one bet compare triggers side by side; --coups writes every coup.
/// Results are identical for any --threads; split runs (--first-shoe) join with `merge`.
/// With --rebate, every resolved wager of every player (won or lost, not pushed) gets the
/// rebate back: it is part of each bet's exact EV (so of the decision to bet), its result,
/// the stake and every figure; parts with different rebates do not merge.
///
/// Examples:
///   punto-banco simulate --decks 8 --shoes 2000 --bets main,dragon_7,panda_8 \
///     --tags 'dragon_7=jacobson@tc>=3' --tags 'panda_8=jacobson@tc>=11' --output part.json
///   punto-banco simulate --decks 8 --shoes 100 --bets dragon_7 \
///     --tags 'dragon_7=jacobson@tc>=3' --tags 'dragon_7=jacobson@tc>=5' --coups coups.csv
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
    #[arg(long, value_name = "D", value_parser = crate::common::parse_decks_arg)]
    pub decks: Option<u32>,
    /// Seed of the shuffles [default: 20261130].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// The shuffle model: fair (a uniform shuffle per shoe), riffle:K (K riffles of the
    /// previous shoe), shelf:S (one pass of an S-shelf machine), carry (a cut and one
    /// riffle) or stacked:banco (orders redrawn until Banco wins 60% of decided coups);
    /// models other than fair shuffle the previous shoe's cards as they left it.
    #[arg(long, value_name = "MODEL", default_value = "fair")]
    pub shuffle: String,
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
    /// A count for one bet, ID=TAGS[@TRIGGER] (repeatable, also for one bet to compare
    /// triggers; quote it, the shell reads `>`, e.g. 'dragon_7=jacobson@tc>=3'):
    /// TAGS is 10 integers for A,2,...,9,ten-value or 13 for A..K (as `eor --tags`,
    /// spaces or commas), `jacobson` (dragon_7, panda_8), or `derived[:MAX]` (balanced
    /// tags of at most MAX, default 4, derived from the bet's exact effects of removal on a
    /// full shoe); TRIGGER is rc>=N (running count) or tc>=X (true count per 52 unseen cards).
    #[arg(
        long = "tags",
        visible_alias = "count",
        value_name = "ID=TAGS[@TRIGGER]"
    )]
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
    #[command(flatten)]
    pub rebate: RebateArgs,
    /// Width of the unseen-card bands of the depth table.
    #[arg(long, value_name = "CARDS", default_value_t = 26)]
    pub bucket: u32,
    /// Worker threads [default: every core]. Results do not depend on it.
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
    /// Draw the share of positive-EV coups and the mean edge against unseen cards, and
    /// with --tags the mean EV against each count's true count (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<String>,
    /// Also write every coup to FILE (.csv or .jsonl): shoe, coup, cards seen, and per bet
    /// its exact EV, whether the exact player bet, its result; per count the running and
    /// true count and whether it bet. Streamed as dealt, on one thread.
    #[arg(long, value_name = "FILE")]
    pub coups: Option<String>,
    /// Also write the shoe log of the shoes dealt to FILE (.csv or .jsonl): shoe, coup,
    /// punto, banco, and burn rows (`?` a face-down burn), as `review --shoe-log` reads it.
    #[arg(long, value_name = "FILE")]
    pub deals: Option<String>,
    /// Also write the bet log of the players to FILE (.csv or .jsonl): one unit per wager
    /// of the exact player (`exact`, whenever EV > 0) and of each count (labelled by its
    /// --tags argument with the trigger written out, e.g. dragon_7=jacobson@tc>=4), as
    /// `review --bet-log` reads it.
    #[arg(long, value_name = "FILE")]
    pub bet_log: Option<String>,
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
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
    /// Draw the depth plot of the merged result (SVG).
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<String>,
}

/// Writes the plot, then the result (format confirmed on stderr when written to a file).
fn emit(
    report: &SimulateReport,
    plot: Option<OutputFile>,
    format: OutputFormat,
    output: Option<&Path>,
    out: &mut Out,
) -> Result<(), CliError> {
    if let Some(plot) = plot {
        // The chart's words in --lang, whatever the format of the report beside it.
        let svg = punto_banco::report::simulate_chart(report, out.settings.lang)?;
        plot.write(svg.as_bytes())?;
    }
    crate::export::emit(report, format, output, out)
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("simulate", given)?;
    api::check_threads(args.threads)?;
    let table = table(&args.rules, &args.bets)?;
    let mut req = SimulateRequest {
        shoes: args.shoes,
        first_shoe: args.first_shoe,
        decks: args.decks,
        seed: args.seed,
        procedure: args.procedure.clone(),
        cut_card: args.cut_card,
        burn: args.burn.clone(),
        last_coup: args.last_coup.clone(),
        tags: args.tags.clone(),
        true_count: args.true_count.clone(),
        bankroll: args.bankroll,
        table_max: args.table_max,
        bucket: args.bucket,
        rebate: args.rebate.rebate.clone(),
        rebate_bets: args.rebate.rebate_bets.clone(),
        shuffle: Some(args.shuffle.clone()),
        ..Default::default()
    };
    req.set_table(table);
    let simulation = req.prepare()?;
    crate::export::svg_only(args.plot.as_deref())?;
    let out_path = output.map(|p| p.to_string_lossy().into_owned());
    let logs = [
        ("--coups", args.coups.as_deref(), "coups"),
        ("--deals", args.deals.as_deref(), "deals"),
        ("--bet-log", args.bet_log.as_deref(), "bet log"),
    ];
    let others = [
        ("--output", out_path.as_deref(), "output"),
        ("--plot", args.plot.as_deref(), "plot"),
    ];
    let (logs, [_, plot]) = LogFiles::open(logs, others)?;
    let bar = progress_bar(simulation.shoes());
    let tick = || bar.as_ref().map_or((), |b| b.inc(1));
    let report = simulation.run_with_logs(args.threads, &tick, &logs)?;
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    emit(&report, plot, format, output, out)
}

fn progress_bar(shoes: u64) -> Option<indicatif::ProgressBar> {
    let template = "{bar:40} {pos}/{len} shoes, {rate}, ETA {eta}";
    // Whole shoes per second: indicatif's own {per_sec} prints four decimals (204.4778/s).
    let style = indicatif::ProgressStyle::with_template(template)
        .expect("valid progress template")
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}/s", whole_rate(state.per_sec()));
            },
        );
    io::stderr()
        .is_terminal()
        .then(|| indicatif::ProgressBar::new(shoes).with_style(style))
}

/// A rate as a whole number per second (rounded; 0 before the first shoe is done).
fn whole_rate(per_sec: f64) -> u64 {
    if per_sec.is_finite() && per_sec > 0.0 {
        per_sec.round() as u64
    } else {
        0
    }
}

pub fn merge(args: &MergeArgs, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("merge", given)?;
    let plot = crate::export::plot_file(output, args.plot.as_deref())?;
    let report = api::merge_files(&args.files)?;
    emit(&report, plot, format, output, out)
}

#[cfg(test)]
mod tests {
    use super::whole_rate;

    #[test]
    fn a_rate_is_a_whole_number_of_shoes_per_second() {
        assert_eq!(whole_rate(204.4778), 204);
        assert_eq!(whole_rate(0.6), 1);
        assert_eq!(whole_rate(0.0), 0);
        assert_eq!(whole_rate(f64::NAN), 0);
        assert_eq!(whole_rate(f64::INFINITY), 0);
    }
}
