//! `punto-banco track`: follow a shoe card by card from stdin.

use crate::common::{CliError, OutputFormat, RulesArgs};
use punto_banco::api::EvBatchError;
use punto_banco::report::{self, Format};
use punto_banco::tracker::{status_line, SessionLines, Step};
use punto_banco::tracker::{TrackMoney, TrackReport, Tracker};
use punto_banco::{printable, ShoeSpec};
use std::io::{self, IsTerminal, Write};
use std::path::Path;

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
    /// Number of full 52-card decks in the shoe [default: 6, as on the house sheets].
    #[arg(long, value_name = "N", value_parser = crate::common::parse_decks_arg, allow_hyphen_values = true)]
    pub decks: Option<u32>,
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
    pub rebate: crate::odds::RebateArgs,
    /// A bankroll: between coups, each bet with a positive EV gets a suggested stake,
    /// bankroll x EV / Var (as `ev --bankroll`), in the JSON field `stake`.
    #[arg(long, value_name = "MONEY")]
    pub bankroll: Option<u64>,
    /// The table maximum that caps each stake (an Égalité bet at an eighth of it).
    #[arg(long, value_name = "MONEY", requires = "bankroll")]
    pub table_max: Option<u64>,
}

pub fn run(args: &Args, format: OutputFormat, out: &mut dyn Write) -> Result<(), CliError> {
    let json = match format {
        OutputFormat::Json => true,
        OutputFormat::Table => false,
        _ => {
            return Err(CliError::input(
                "track prints a table or JSON lines; use --format table or --format json",
            ))
        }
    };
    let (mut tracker, money) = start(args)?;
    let stdin = io::stdin();
    let prompt = stdin.is_terminal() && !json;
    let mut session = Session {
        out,
        json,
        tty: io::stdout().is_terminal(),
        bad: 0,
        first_bad: 0,
    };
    let mut input = stdin.lock();
    let mut lines = SessionLines::default();
    loop {
        if prompt {
            eprint!("track> ");
        }
        let next = lines
            .next_line(&mut input)
            .map_err(|e| CliError::Runtime(format!("cannot read stdin: {e}")))?;
        let Some((line, step)) = next else { break };
        let step = match step {
            Ok(step) => step,
            Err(e) => {
                session.answer(line, Err(e.into()))?;
                continue;
            }
        };
        let result = match step {
            Step::Blank => continue,
            Step::Quit => break,
            Step::Save(path) => save(&tracker, path),
            Step::Load(path) => load(path).and_then(|mut t| {
                t.set_money(money.clone())?;
                tracker = t;
                Ok(())
            }),
            Step::Input(text) => tracker.input(text).map(|_| ()).map_err(CliError::from),
        };
        let answer = result.and_then(|()| tracker.report().map_err(CliError::from));
        session.answer(line, answer)?;
    }
    if session.bad > 0 {
        return Err(CliError::input(format!(
            "{} could not be applied, the first is line {}",
            punto_banco::plural(session.bad as u64, "line", "lines"),
            session.first_bad
        )));
    }
    Ok(())
}

/// The tracker of `--load` or of a new shoe, with the money options set; an invalid bet
/// list is a usage error, refused before any line is read.
fn start(args: &Args) -> Result<(Tracker, TrackMoney), CliError> {
    let mut tracker = match &args.load {
        Some(path) => load(path)?,
        None => {
            let spec = ShoeSpec {
                decks: args.decks,
                shoe: args.shoe.clone(),
                removed: None,
            };
            let mut t = Tracker::new(spec, args.rules.choice()?.resolve()?)?;
            t.set_bets(args.bets.clone());
            t
        }
    };
    let money = TrackMoney {
        rebate: args.rebate.rebate.clone(),
        rebate_bets: args.rebate.rebate_bets.clone(),
        bankroll: args.bankroll,
        table_max: args.table_max,
    };
    tracker.set_money(money.clone())?;
    tracker.report()?;
    Ok((tracker, money))
}

/// Where the answers go, and the count of bad lines.
struct Session<'a> {
    out: &'a mut dyn Write,
    json: bool,
    tty: bool,
    bad: usize,
    first_bad: usize,
}

impl Session<'_> {
    fn answer(
        &mut self,
        line: usize,
        answer: Result<TrackReport, CliError>,
    ) -> Result<(), CliError> {
        match answer {
            Ok(report) if self.json => {
                serde_json::to_writer(&mut *self.out, &report).map_err(io::Error::from)?;
                self.out.write_all(b"\n")?;
            }
            Ok(report) => {
                writeln!(self.out, "{}", status_line(&report.tracker))?;
                report::render(&report.ev, Format::Table, self.tty, &mut *self.out)?;
            }
            Err(e) => {
                self.bad += 1;
                if self.first_bad == 0 {
                    self.first_bad = line;
                }
                // A line or a session file may hold control characters: never raw.
                let msg = printable(&e.to_string());
                if self.json {
                    let error = EvBatchError { line, error: msg };
                    serde_json::to_writer(&mut *self.out, &error).map_err(io::Error::from)?;
                    self.out.write_all(b"\n")?;
                } else {
                    eprintln!("error: line {line}: {msg}");
                }
            }
        }
        self.out.flush()?;
        Ok(())
    }
}

fn load(path: &str) -> Result<Tracker, CliError> {
    if path.is_empty() {
        return Err(CliError::input("load needs a file: load FILE"));
    }
    let shown = printable(path);
    let file = std::fs::File::open(path)
        .map_err(|e| CliError::input(format!("cannot read session file '{shown}': {e}")))?;
    Ok(Tracker::read_session(file, &shown)?)
}

/// Writes the session to `path` as every output file is written (`crate::output`): never
/// half written, a symlink followed, a temporary file removed on SIGINT.
fn save(tracker: &Tracker, path: &str) -> Result<(), CliError> {
    if path.is_empty() {
        return Err(CliError::input("save needs a file: save FILE"));
    }
    if Path::new(path).is_dir() {
        return Err(CliError::input(format!(
            "cannot save to '{path}': it is a folder"
        )));
    }
    // A failed save is a bad line (the run goes on), not a failure of the run.
    let file = crate::output::OutputFile::check(path, "session file")?;
    file.write(tracker.to_json().as_bytes())
        .map_err(|e| CliError::input(e.to_string()))
}
