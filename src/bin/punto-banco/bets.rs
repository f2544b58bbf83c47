//! `punto-banco bets`: the catalogue of bets, with their pay tables in words.

use crate::common::{BetsArgs, CliError, OutputFormat, RulesArgs};
use num_traits::Zero;
use punto_banco::report::{event_words, fmt, render_tables, Align, Table};
use punto_banco::Bet;
use serde::Serialize;
use std::io::{IsTerminal, Write};

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

/// The JSON of `bets`: exactly what `--bets-file` reads.
#[derive(Debug, Serialize)]
struct BetsFile<'a> {
    /// The bets, in catalogue order.
    bets: &'a [Bet],
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    let tabular = format.tabular()?;
    let rules = args.rules.rules()?;
    let default = if args.bets_file.is_some() { "" } else { "all" };
    let selection = BetsArgs {
        bets: Some(args.bets.clone().unwrap_or_else(|| default.into())),
        bets_file: args.bets_file.clone(),
    };
    let bets = selection.bets(&rules)?;
    if format == OutputFormat::Json {
        serde_json::to_writer_pretty(&mut *out, &BetsFile { bets: &bets })
            .map_err(std::io::Error::from)?;
        writeln!(out)?;
        return Ok(());
    }
    let mut t = Table::new(
        &format!(
            "Bets and pay tables (rules {}; first matching line decides)",
            rules.name()
        ),
        &[
            ("id", Align::Left),
            ("name", Align::Left),
            ("line", Align::Right),
            ("when", Align::Left),
            ("pays", Align::Right),
        ],
    );
    for b in &bets {
        for (i, l) in b.lines.iter().enumerate() {
            let pays = if l.pays.is_zero() {
                "push".to_string()
            } else {
                fmt::pays(&l.pays)
            };
            t.row(vec![
                b.id.clone(),
                b.name.clone(),
                (i + 1).to_string(),
                event_words(&l.when),
                pays,
            ]);
        }
        t.row(vec![
            b.id.clone(),
            b.name.clone(),
            "-".into(),
            "anything else".into(),
            "loses".into(),
        ]);
    }
    t.notes.push(
        "Groups for --bets: main (punto, banco, tie), side (every other built-in), all.".into(),
    );
    render_tables(&[t], tabular, std::io::stdout().is_terminal(), out)?;
    Ok(())
}
