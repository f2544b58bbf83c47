//! `punto-banco hold`: the band a table's hold falls in, for a layout of bets on every coup.

use crate::common::{custom_bets, CliError, Out, OutputFormat, RulesArgs, ShoeArgs};
use punto_banco::api::HoldRequest;

/// Show the band a table's hold (win over handle) falls in after a number of coups.
///
/// A layout (--mix) gives each bet's share of every unit handled on one coup, all on the
/// same coup, so that Banco and Punto hedge each other: "banco=1/2,punto=2/5,tie=1/10"
/// (fractions, decimals or percentages adding up to exactly 1; side bets and the custom
/// bets of --bets-file may be named; perfect-pair bets may not, as their suits are not in
/// the coup table). From the exact distribution of the coup's outcome, the house's win W
/// per unit handled has an exact mean (the layout's house edge) and variance.
///
/// Each coup is an independent draw from the stated shoe. After --coups coups (1 to 10^12)
/// the hold is the mean of that many copies of W: the band is μ ± z·σ/√coups at 90%, 95%
/// and 99% (normal, by the central limit theorem), and the total win's band is the same
/// times coups × --handle (the handle per coup, default 1). Up to 100 coups, when its cost
/// counted before any work is within bounds (docs/hold.md), the exact distribution of the
/// hold is computed too, by convolution, with the exact chance each normal band holds; one
/// coup always is. With --within X the number of coups after which
/// the hold lies within ±X of its expectation with 95% confidence: ceil((1.959964·σ/X)²).
///
/// Examples:
///   punto-banco hold --decks 8 --mix "banco=1/2,punto=2/5,tie=1/10" --coups 1000
///   punto-banco hold --decks 8 --mix banco=1 --coups 50 --handle 100 --within 1%
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// The layout of one coup: each bet's share of a unit handled, comma-separated
    /// bet=share (1/2, 0.5 or 50%), adding up to 1.
    #[arg(long, value_name = "BET=SHARE,...")]
    pub mix: String,
    /// Coups played (1 to 10^12).
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub coups: u64,
    /// The handle per coup, an exact positive number up to 10^12 [default: 1].
    #[arg(long, value_name = "AMOUNT")]
    pub handle: Option<String>,
    /// Also give the coups needed for the hold to sit within ±this of its expectation with
    /// 95% confidence (e.g. 1% or 0.01).
    #[arg(long, value_name = "X")]
    pub within: Option<String>,
    /// A JSON file of custom bets (one bet, or {"bets": [...]}) the mix may name.
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("hold", given)?;
    let spec = args.shoe.spec();
    let req = HoldRequest {
        decks: spec.decks,
        removed: spec.removed,
        shoe: spec.shoe,
        rules: args.rules.choice()?,
        custom_bets: custom_bets(args.bets_file.as_deref())?,
        mix: args.mix.clone(),
        coups: args.coups,
        handle: args.handle.clone(),
        within: args.within.clone(),
    };
    crate::export::emit(&req.run()?, format, output, out)
}
