//! `punto-banco bets`: the catalogue of bets, with their pay tables in words.

use crate::common::{emit, load_rules, BetsArgs, CliError, Out, OutputFormat, RulesArgs, WithNote};
use punto_banco::api::BetsRequest;

/// List every built-in bet: its id, name and pay table, event by event in words.
///
/// These are the ids --bets takes (plus the groups main, side and all). A pay table is
/// read top to bottom, the first matching line deciding; a coup that matches no line loses
/// the stake. The main bets follow the rule set (--rules). With --format json the output
/// is the bets-file format that --bets-file reads, so a pay table can be copied, edited
/// and priced; a bet in that file with a built-in id replaces the built-in one.
///
/// Example:
///   punto-banco bets --bets lucky_6 --format json > lucky.json   # edit 20 to 23
///   punto-banco odds --decks 8 --bets lucky_6 --bets-file lucky.json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Bets to list, comma-separated ids or the groups main, side, all [default: all, or
    /// only the file's bets when --bets-file is given alone].
    #[arg(long, value_name = "IDS")]
    pub bets: Option<String>,
    /// Also list (and check) the custom bets of a JSON file.
    #[arg(long, value_name = "FILE")]
    pub bets_file: Option<String>,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let rules = load_rules(&args.rules.rules)?;
    let default = if args.bets_file.is_some() { "" } else { "all" };
    let selection = BetsArgs {
        bets: Some(args.bets.clone().unwrap_or_else(|| default.into())),
        bets_file: args.bets_file.clone(),
    };
    let req = BetsRequest {
        rules,
        bets: Some(selection.choice()),
        custom_bets: selection.custom()?,
    };
    let listing = req.run()?;
    let note = out.settings.lang_of(format).m("cli-bets-groups");
    let noted = WithNote {
        report: &listing,
        table: None,
        ends_last: false,
        note: &note,
    };
    emit("bets", &noted, format, out)
}
