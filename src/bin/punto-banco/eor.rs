//! `punto-banco eor`: exact effects of removal per rank, counting tags, and a bar chart.

use crate::common::{
    question, BetsArgs, CliError, Out, OutputFormat, RulesArgs, ShoeArgs, WithNote,
};
use punto_banco::api::EorRequest;

/// Show how removing a card of each rank changes the EV of every bet, exactly.
///
/// For each bet: the exact change in expected value when one card of each of the 13
/// ranks leaves the shoe (the effect of removal, EOR), as a fraction and in % of a unit
/// bet, next to the bet's EV. Ranks of equal value move the main bets equally but pair
/// bets differently. A rank with no card left is reported as not removable.
/// `--depth k` adds the exact effect of removing 2..k cards of a rank, showing how far a
/// linear count strays; `--max-tag` derives integer counting tags and `--tags` rates
/// yours by betting correlation, each with the true count above which the bet turns +EV
/// (linear EOR model); `--plot` draws the EORs as an SVG bar chart.
///
/// Example:
///   punto-banco eor --decks 8 --bets dragon_7,panda_8 --tags "0,0,0,-1,-1,-1,-1,2,2,0" --plot eor.svg
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub shoe: ShoeArgs,
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub bets: BetsArgs,
    /// Also remove 2, 3, ..., K cards of each rank (exact, not k times the EOR).
    #[arg(long, value_name = "K", default_value_t = 1)]
    pub depth: u32,
    /// Counting tags to rate against each bet's EORs: 10 integers (A, 2-9, ten-value) or
    /// 13 (A, 2-9, 10, J, Q, K), e.g. "0,0,0,-1,-1,-1,-1,2,2,0".
    #[arg(long, value_name = "TAGS", allow_hyphen_values = true)]
    pub tags: Option<String>,
    /// Derive balanced integer tags from -M to M from each bet's EORs [with --tags:
    /// default the largest of your tags].
    #[arg(long, value_name = "M")]
    pub max_tag: Option<u32>,
    /// Also show the exact effects as fractions (JSON always has them).
    #[arg(long)]
    pub exact: bool,
    /// Draw the EOR of each bet per rank as a bar chart in this SVG file.
    #[arg(long, value_name = "FILE")]
    pub plot: Option<String>,
    #[command(flatten)]
    pub output: crate::export::OutputArgs,
}

pub fn run(args: &Args, given: Option<OutputFormat>, out: &mut Out) -> Result<(), CliError> {
    let (format, output) = args.output.format("eor", given)?;
    let req = EorRequest {
        depth: args.depth,
        tags: args.tags.clone(),
        max_tag: args.max_tag,
        exact: args.exact,
        ..question(&args.shoe, &args.rules, &args.bets)?
    };
    let plot = crate::export::plot_file(output, args.plot.as_deref())?;
    let report = req.run()?;
    if let Some(file) = &plot {
        let svg = punto_banco::report::eor_chart(&report, out.settings.lang)?.ok_or_else(|| {
            CliError::input("--plot: no selected bet can be priced for this shoe")
        })?;
        file.write(svg.as_bytes())?;
    }
    let note = out.settings.lang_of(format).m("cli-eor-how-often");
    let noted = WithNote {
        report: &report,
        table: Some("counting"),
        note: &note,
        ends_last: true,
    };
    crate::export::emit(&noted, format, output, out)
}
