//! `punto-banco rules`: a rule set as the house sheets print it, or in its file format.

use crate::common::{emit, load_rules, CliError, Out, OutputFormat};
use punto_banco::api::{rules_document, PresetList};

/// Print a rule set: the Punto rule, the Banco tableau, naturals, payouts and notes.
///
/// NAME is a preset (standard, midi, tie-9, commission-4, ez, super-6, gold) or a rules
/// JSON file. The Banco tableau is printed as sheet 003 prints it: T (tire, draw) or R
/// (reste, stand) for each Banco total against Punto's third card 0-9, and a "Refus"
/// column for when Punto stood. With --format json the output is exactly the rules-file
/// format that --rules reads, so a preset can be copied, edited and used.
/// Without NAME (or with --list) the presets are listed.
///
/// Example:
///   punto-banco rules standard --format json > mine.json   # edit tie_pays to "9"
///   punto-banco odds --decks 8 --rules mine.json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// A preset name or a rules JSON file; leave out to list the presets.
    #[arg(value_name = "NAME|FILE")]
    pub name: Option<String>,
    /// List the built-in rule sets with their descriptions.
    #[arg(long, conflicts_with = "name")]
    pub list: bool,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let Some(name) = args.name.as_deref().filter(|_| !args.list) else {
        return emit("rules", &PresetList::new(), format, out);
    };
    emit("rules", &rules_document(&load_rules(name)?)?, format, out)
}
