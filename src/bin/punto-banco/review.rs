//! `punto-banco review`: a session's wagers against the exact odds of the moment each was
//! placed (game protection).

use crate::common::{custom_bets, CliError, Out, OutputFormat, RulesArgs};
use punto_banco::api::{read_log, BetsChoice, ReviewRequest};
use punto_banco::tracker::read_shoe_log;

/// Review a session's wagers against the exact odds of the moment each was placed.
///
/// Reads a shoe log (every coup's cards: shoe,coup,punto,banco,burn; `?` a face-down
/// burn) and a bet log (shoe,coup,player,bet,stake), CSV or JSON lines by extension
/// (.csv, .jsonl). A `track` session (its `save` file, by content) is a shoe log too: a
/// shoe starts at each `new`. --format pdf or html (or --output FILE.pdf / .html) writes
/// the investigation file: inputs' SHA-256, tests, flagged players' wagers, the plot. Each coup is checked against the tableau; each wager gets its exact EV
/// on the shoe minus every card seen before its coup. Each player gets the stake-weighted
/// mean EV, a permutation test of their timing (p = (1 + #{T* >= T}) / (1 + D): their
/// coups moved to random coups of the same shoes), Holm's adjustment across the players,
/// a flag when the adjusted p is below --alpha, and per bet the named count that best
/// separates the coups they bet from the others (AUC) with its apparent trigger.
/// A p-value is evidence of timing, not proof of intent (docs/review.md).
/// Tables: players, counts, wagers (CSV shows one: --table).
///
/// Example:
///   punto-banco simulate --decks 8 --shoes 5 --bets dragon_7 \
///     --tags 'dragon_7=jacobson@tc>=4' --deals shoes.csv --bet-log bets.csv
///   punto-banco review --decks 8 --shoe-log shoes.csv --bet-log bets.csv
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The shoe log (.csv or .jsonl): one row per coup (shoe, coup, punto, banco) and
    /// burn rows without coup (shoe, burn); or a `track` session file (saved JSON).
    #[arg(long, value_name = "FILE")]
    pub shoe_log: String,
    /// The bet log (.csv or .jsonl): shoe, coup, player, bet, stake per wager.
    #[arg(long, value_name = "FILE")]
    pub bet_log: String,
    /// Decks per shoe [default: 6].
    #[arg(long, value_name = "D", value_parser = crate::common::parse_review_decks)]
    pub decks: Option<u32>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Bets wagers may name, comma-separated ids or groups [default: every bet the bet
    /// log names].
    #[arg(long, value_name = "IDS")]
    pub bets: Option<String>,
    /// A JSON file of custom bets (one bet, or {"bets": [...]}) the bet log may name.
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
    /// Permutation draws per player (1 to 999999).
    #[arg(long, value_name = "D", default_value_t = 9_999)]
    pub permutations: u32,
    /// Seed of the permutation draws [default: 20261201].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// Flag a player whose Holm-adjusted p-value is below this.
    #[arg(long, value_name = "A", default_value_t = 0.01)]
    pub alpha: f64,
    /// The house procedure the re-deal null of the result test deals complete shoes by:
    /// midi, french, common.
    #[arg(long, value_name = "NAME", default_value = "common")]
    pub procedure: String,
    /// Draw each flagged player's stakes against the exact EV, coup by coup over the
    /// shoes they played (every player when none is flagged), as SVG.
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    // PDF, HTML and Markdown (without --table): the review file (docs/review.md, "The
    // review file"), in --lang.
    let (format, output) = args.output.format("review", given)?;
    let one_table = out.settings.table.is_some();
    let investigation = matches!(format, OutputFormat::Pdf | OutputFormat::Html)
        || (format == OutputFormat::Markdown && !one_table);
    let plot = crate::export::plot_file(output, args.plot.as_deref())?;
    let mut decks = args.decks;
    let (shoe_log, shoe_format) = read_shoe_log(&args.shoe_log, &mut decks)?;
    let (bet_log, bet_format) = read_log(&args.bet_log, "bet log")?;
    let req = ReviewRequest {
        shoe_log,
        shoe_log_format: Some(shoe_format.into()),
        bet_log,
        bet_log_format: Some(bet_format.into()),
        decks,
        rules: args.rules.choice()?,
        bets: args.bets.clone().map(BetsChoice::Text),
        custom_bets: custom_bets(args.bets_file.as_deref())?,
        permutations: args.permutations,
        seed: args.seed,
        alpha: args.alpha,
        procedure: args.procedure.clone(),
    };
    let report = req.run()?;
    if let Some(file) = plot {
        file.write(punto_banco::report::review_chart(&report, out.settings.lang)?.as_bytes())?;
    }
    if investigation {
        let bytes = report.review_file(out.settings.lang).in_format(format)?;
        return crate::export::deliver(&bytes, format, output, out, "output");
    }
    crate::export::emit(&report, format, output, out)
}
