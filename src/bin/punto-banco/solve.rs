//! `punto-banco solve`: the pay of one line of a bet that gives a target house edge.

use crate::common::{emit, BetArg, CliError, Out, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::api::{ShoeQuestion, SolveRequest};
use punto_banco::report::SolveReport;

/// `--bet`'s help here: the bet to solve, by default the one custom bet.
const BET_HELP: &str =
    "The bet to solve: a built-in id or an id in --bets-file [default: the one bet of --bets-file]";

/// Find the pay of one line of a bet that gives a target house edge.
///
/// The line's pay in the bet is left open; every other line keeps its pay. Because the
/// first matching line decides a coup whatever the lines pay, the house edge is linear in
/// the open pay p: edge(p) = edge(0) − P(line) × p. The answer is exact (a fraction), with
/// the edges of the whole pays around it and of the pay written in the bet.
///
/// Example:
///   punto-banco solve --bets-file bet.json --line 2 --edge 5%
///   punto-banco solve --bet tie --line 1 --edge 5 --decks 8
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(mut_arg("bet", |a| a.help(BET_HELP)))]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bet: BetArg,
    /// The open line, counted from 1 in the order of the bet's pay table.
    #[arg(long, value_name = "N")]
    pub line: usize,
    /// The target house edge in percent of the stake, e.g. 5 or 5%.
    #[arg(long, value_name = "PCT", allow_hyphen_values = true)]
    pub edge: String,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let (bet, custom_bets) = args.bet.choice()?;
    let mut req = SolveRequest {
        rules: args.rules.choice()?,
        bet,
        custom_bets,
        line: args.line,
        edge: args.edge.clone(),
        ..Default::default()
    };
    req.set_shoe(args.shoe.spec());
    emit("solve", &SolveReport::new(&req.run()?), format, out)
}
