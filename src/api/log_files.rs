//! A shoe study's outputs: every file checked before the work ([`check_outputs`]), and its
//! logs (`simulate --coups`, `--deals`, `--bet-log`), each file's format from its
//! extension, every file written whole as the study deals, or left as it was when the
//! study or another file fails.

use super::simulate::Simulation;
use super::simulate_report::SimulateReport;
use super::trace::TraceLogs;
use crate::error::Error;
use crate::logs::LogFormat;
use crate::outfile::{distinct, OutputError, OutputFile};
use std::io::{self, Write};

/// The log files of a study, each checked ([`OutputFile::check`]) with its format (absent:
/// not written).
#[derive(Debug, Default)]
pub struct LogFiles {
    /// Per-coup lines (`--coups`).
    pub coups: Option<(LogFormat, OutputFile)>,
    /// The shoe log of the cards dealt (`--deals`).
    pub deals: Option<(LogFormat, OutputFile)>,
    /// The bet log of the exact player and each count (`--bet-log`).
    pub bet_log: Option<(LogFormat, OutputFile)>,
}

/// Why a study with log files failed.
#[derive(Debug)]
pub enum LogError {
    /// The study itself (as [`Simulation::run_on`]).
    Study(Error),
    /// Writing a log failed while the study dealt.
    Write(io::Error),
    /// A log file could not be written.
    File(OutputError),
}

impl From<Error> for LogError {
    fn from(e: Error) -> LogError {
        LogError::Study(e)
    }
}

impl From<OutputError> for LogError {
    fn from(e: OutputError) -> LogError {
        LogError::File(e)
    }
}

/// An output a front end names: `(flag, path, what)`, the flag (or field) naming it in
/// messages, its path when given and `what` naming it in the file's own errors ("plot").
pub type NamedOutput<'a> = (&'a str, Option<&'a str>, &'static str);

/// Checks each output of a study given ([`NamedOutput`]), in order, before the work
/// starts, and refuses two that write the same file: an unusable path fails at once. The
/// files come back in the same order.
///
/// # Errors
/// As [`OutputFile::check`] and [`distinct`].
pub fn check_outputs<const N: usize>(
    outputs: [NamedOutput<'_>; N],
) -> std::result::Result<[Option<OutputFile>; N], OutputError> {
    let files = checked(&outputs)?;
    Ok(files.try_into().expect("one file per output"))
}

/// Each of `outputs` checked in order, then refused if two write the same file.
fn checked(
    outputs: &[NamedOutput<'_>],
) -> std::result::Result<Vec<Option<OutputFile>>, OutputError> {
    let mut files = Vec::with_capacity(outputs.len());
    for (_, path, what) in outputs {
        files.push(path.map(|p| OutputFile::check(p, what)).transpose()?);
    }
    let named: Vec<(&str, Option<&OutputFile>)> = outputs
        .iter()
        .zip(&files)
        .map(|((flag, _, _), file)| (*flag, file.as_ref()))
        .collect();
    distinct(&named)?;
    Ok(files)
}

impl LogFiles {
    /// The log files `logs` of a study (its per-coup lines, shoe log and bet log, in that
    /// order), each with the format its extension names, and its other outputs `others`
    /// (the result, a plot), checked as [`check_outputs`] checks them: the formats first,
    /// then every file, `others` before the logs, none two the same.
    ///
    /// # Errors
    /// [`LogError::Study`] naming the first log whose extension names no format
    /// ([`LogFormat::of_extension`]), [`LogError::File`] as [`check_outputs`].
    pub fn open<const N: usize>(
        logs: [NamedOutput<'_>; 3],
        others: [NamedOutput<'_>; N],
    ) -> std::result::Result<(LogFiles, [Option<OutputFile>; N]), LogError> {
        let [coups, deals, bets] = logs;
        // The per-coup lines are named by what they are, the other logs by their flag.
        let format = |what: &str, path: Option<&str>| {
            path.map(|p| {
                LogFormat::of_extension(p).ok_or_else(|| {
                    Error::study(format!(
                        "{what} '{p}' must end in .csv or .jsonl (JSON lines)"
                    ))
                })
            })
            .transpose()
        };
        let coups_format = format("per-coup output", coups.1)?;
        let (deals_format, bets_format) = (format(deals.0, deals.1)?, format(bets.0, bets.1)?);
        let all: Vec<NamedOutput<'_>> = others.iter().chain(&logs).copied().collect();
        let mut files = checked(&all)?;
        let [c, d, b]: [Option<OutputFile>; 3] = files.split_off(N).try_into().expect("three logs");
        let others = files.try_into().expect("one file per output");
        let files = LogFiles {
            coups: coups_format.zip(c),
            deals: deals_format.zip(d),
            bet_log: bets_format.zip(b),
        };
        Ok((files, others))
    }
}

impl Simulation {
    /// Deals every shoe and reports, writing `logs` as the shoes are dealt: without logs on
    /// `threads` worker threads ([`Simulation::run_on`]), with them in order on this
    /// thread ([`Simulation::trace_logs`]); `tick` is called after each shoe. A log file
    /// is written whole, or not at all when the study or another file fails.
    ///
    /// # Errors
    /// [`LogError`]: the study's error, a failed write, a file that cannot be written.
    pub fn run_with_logs(
        self,
        threads: Option<usize>,
        tick: &(dyn Fn() + Sync),
        logs: &LogFiles,
    ) -> std::result::Result<SimulateReport, LogError> {
        if logs.coups.is_none() && logs.deals.is_none() && logs.bet_log.is_none() {
            return Ok(self.run_on(threads, tick)?);
        }
        let (coups, deals, bets) = (&logs.coups, &logs.deals, &logs.bet_log);
        with_file(coups.as_ref().map(|(_, f)| f), |c| {
            with_file(deals.as_ref().map(|(_, f)| f), |d| {
                with_file(bets.as_ref().map(|(_, f)| f), |b| {
                    let logs = TraceLogs {
                        coups: coups.as_ref().map(|(f, _)| *f).zip(short(c)),
                        deals: deals.as_ref().map(|(f, _)| *f).zip(short(d)),
                        bet_log: bets.as_ref().map(|(f, _)| *f).zip(short(b)),
                    };
                    Ok(self.trace_logs(tick, logs).map_err(LogError::Write)??)
                })
            })
        })
    }
}

/// A writer of one closure given the lifetime of another (each lives in its own).
fn short<'s, 'l: 's>(w: Option<&'s mut (dyn Write + 'l)>) -> Option<&'s mut (dyn Write + 's)> {
    w.map(|w| w as &mut (dyn Write + 's))
}

/// Runs `body` with a writer to `file` (written whole, or not at all when `body` fails),
/// or with none.
fn with_file<T>(
    file: Option<&OutputFile>,
    body: impl FnOnce(Option<&mut dyn Write>) -> std::result::Result<T, LogError>,
) -> std::result::Result<T, LogError> {
    let Some(file) = file else {
        return body(None);
    };
    let mut done = None;
    let written = file.write_with(|w| {
        let r = body(Some(w));
        let failed = r.is_err();
        done = Some(r);
        if failed {
            return Err(io::Error::other("abandoned"));
        }
        Ok(())
    });
    match done {
        Some(Err(e)) => Err(e),
        Some(Ok(v)) => Ok(written.map(|()| v)?),
        None => Err(written
            .expect_err("the body ran unless writing failed")
            .into()),
    }
}
