//! `punto-banco track`: follow a shoe card by card from stdin.

use crate::common::{CliError, DecksArg, MoneyArgs, Out, OutputFormat, RulesArgs};
use crate::wording::Flags;
use punto_banco::tracker::{load_session, Session, SessionError, Tracker};
use punto_banco::ShoeSpec;
use std::io::{self, IsTerminal};

/// Follow a shoe card by card: read cards and commands on stdin, print exact EVs after each line.
///
/// Each line holds cards (as --removed: A, 2-9, 10 or T, J, Q, K, optional suit s/h/d/c)
/// or a command:
///   coup          deal the following cards into coups (Punto, Banco, Punto, Banco, then
///                 third cards as the tableau says; a complete coup closes by itself)
///   seen          back to seen cards (the start): cards come out of the shoe, no coup
///   punto CARDS   deal to Punto (refused unless the tableau deals Punto next); banco CARDS
///   burn CARDS    burn cards          new      a new shoe
///   undo          take back the last line          redo     put it back
///   save FILE     write the session as JSON        load FILE  resume a saved session
///   quit
/// After each line it prints the figures of the shoe as it now stands (those of `ev`, or
/// of `ev --punto .. --banco ..` while a coup is in play): a compact table, or with
/// --format json one line per input line: the `ev` JSON document plus a `tracker` object.
/// A bad line gives {"line": N, "error": "..."} and the run goes on; the exit code is 2 at
/// the end if any line was bad. Works at a prompt and on a pipe. See docs/track.md.
///
/// --rebate, --rebate-bets, --bankroll and --table-max price the next coup as `ev` does:
/// between coups the EVs include the rebate and each +EV bet gets a stake; while a coup is
/// in play the figures are those of the coup as dealt, without them.
///
/// Examples:
///   printf 'burn 9\ncoup\n5 K 3 4\n9 2\n' | punto-banco track --decks 8 --format json
///   punto-banco track --decks 8 --rebate 1.5% --bankroll 10000 --table-max 500
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub decks: DecksArg,
    /// Explicit starting counts for all 13 ranks, e.g. "A=24,2=24,...,K=24" (instead of --decks).
    #[arg(long, value_name = "COUNTS", conflicts_with = "decks")]
    pub shoe: Option<String>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Bets to price, comma-separated ids or the groups main, side, all [default: main].
    #[arg(long, value_name = "IDS")]
    pub bets: Option<String>,
    /// Resume a session saved with `save FILE` (or the page's export) instead of a new shoe.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["decks", "shoe", "bets"])]
    pub load: Option<String>,
    #[command(flatten)]
    pub money: MoneyArgs,
}

/// Runs the session on stdin (`punto_banco::tracker::Session`); exit code 2 at the end
/// when any line was bad. An invalid start (bets, money, a session file) is refused
/// before any line is read.
pub fn run(args: &Args, format: OutputFormat, out: &mut Out) -> Result<(), CliError> {
    let json = match format {
        OutputFormat::Json => true,
        OutputFormat::Table => false,
        _ => {
            return Err(CliError::input(
                "track prints a table or JSON lines; use --format table or --format json",
            ))
        }
    };
    let mut tracker = match &args.load {
        Some(path) => load_session(path)?,
        None => {
            let spec = ShoeSpec {
                decks: args.decks.decks,
                shoe: args.shoe.clone(),
                removed: None,
            };
            let mut t = Tracker::new(spec, args.rules.choice()?.resolve()?)?;
            t.set_bets(args.bets.clone());
            t
        }
    };
    tracker.set_money(args.money.spec())?;
    tracker.report()?;
    let stdin = io::stdin();
    // `save` never writes over the rules file the session was started with.
    let inputs: Vec<(&str, &str)> = punto_banco::api::rules_path(&args.rules.rules)
        .map(|p| ("--rules", p))
        .into_iter()
        .collect();
    let settings = out.settings;
    // Text in --lang, error lines and the last line too; JSON in English, as data.
    let lang = crate::lang::of(settings.lang, format);
    let mut session = Session {
        out,
        json,
        layout: settings.layout(io::stdout().is_terminal()),
        lang,
        prompt: (stdin.is_terminal() && !json).then_some("track> "),
        words: &Flags,
        inputs: &inputs,
    };
    let summary = session
        .run(tracker, &mut stdin.lock())
        .map_err(|e| match e {
            SessionError::Read(e) => CliError::Runtime(format!("cannot read stdin: {e}")),
            SessionError::Write(e) => CliError::Io(e),
            SessionError::Render(e) => e.into(),
        })?;
    match summary.line_in(lang) {
        Some(line) => Err(CliError::Worded(line)),
        None => Ok(()),
    }
}
