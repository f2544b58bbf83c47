//! `punto-banco compare`: the same shoe and bets under several rule sets, side by side.
//!
//! A separate command rather than `odds --rules a,b,c`: `odds` reports one rule set in full
//! (its JSON has one `rules` and one `outcomes`), while a comparison is a different shape,
//! one column per rule set with differences against the first. Keeping `--rules` to one
//! rule set everywhere else keeps every other report's schema fixed.

use crate::common::{BetsArgs, CliError, Out, OutputFormat, ShoeArgs};
use punto_banco::api::{rules_list, CompareRequest, ShoeQuestion};

/// Compare the house edge of each bet under several rule sets, side by side.
///
/// Prices the same shoe and bets under every rule set given (presets or rules JSON files)
/// and shows each bet's house edge under each, with the difference from the first rule set
/// in percentage points of the stake (positive: the house earns more than under the first).
/// Also shows how often Punto, Banco and Égalité win under each, since a tableau change
/// moves those too. Without --rules, every preset is compared against standard.
///
/// Example:
///   punto-banco compare --decks 8 --rules standard,midi,ez --bets main,dragon_7
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    /// Rule sets to compare, comma-separated presets or rules JSON files; the first is the
    /// baseline the differences are taken against [default: every preset].
    #[arg(long, value_name = "NAME|FILE,...", value_delimiter = ',')]
    pub rules: Vec<String>,
    #[command(flatten)]
    pub bets: BetsArgs,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("compare", given)?;
    // Validate the shoe before reading any rules file, as the library does.
    args.shoe.spec().build()?;
    let mut req = CompareRequest {
        rules: rules_list(&args.rules)?,
        bets: args.bets.choice(),
        custom_bets: args.bets.custom()?,
        ..Default::default()
    };
    req.set_shoe(args.shoe.spec());
    crate::export::emit(&req.run()?, format, output, out)
}
