//! `punto-banco odds`: the exact odds table of a shoe.

use crate::common::{
    question, BetsArgs, CliError, Out, OutputFormat, RebateArgs, RulesArgs, ShoeArgs,
};
use punto_banco::api::OddsRequest;

/// Print the exact odds of every outcome and bet for a shoe.
///
/// Walks every coup the shoe can deal, weighting each card by the number of its rank left,
/// and counts ordered six-card sequences exactly (the convention of published analyses).
/// For each bet: what it pays, its expected value, house edge and standard deviation.
///
/// With --rebate, each bet's EV, house edge, variance and SD include the rebate (the pay
/// table and the chances of a win, a push and a loss stay as dealt).
///
/// Examples:
///   punto-banco odds --decks 8 --bets main,dragon_7,panda_8 --detail
///   punto-banco odds --decks 8 --rebate 1.5% --rebate-bets main
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Also show the 10x10 distribution of final Punto and Banco totals and the
    /// distribution of cards dealt (4, 5 or 6).
    #[arg(long)]
    pub detail: bool,
    #[command(flatten)]
    pub rebate: RebateArgs,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("odds", given)?;
    let req = OddsRequest {
        detail: args.detail,
        rebate: args.rebate.rebate.clone(),
        rebate_bets: args.rebate.rebate_bets.clone(),
        ..question(&args.shoe, &args.rules, &args.bets)?
    };
    crate::export::emit(&req.run()?, format, output, out)
}
