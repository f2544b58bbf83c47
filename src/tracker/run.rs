//! A tracker session run to the end of its input, as `punto-banco track` runs it on
//! standard input: each line read ([`SessionLines`]), applied and answered (a status line
//! and a table, or one JSON line), `save FILE` and `load FILE` carried out with files
//! (written as every output file is, through [`crate::outfile`]), and the bad lines
//! counted. The front end chooses the streams, the prompt and the wording of errors.

use super::line_error::{LineError, Why};
use super::{status_line_in, SessionLines, Step, TrackReport, Tracker};
use crate::api::EvBatchError;
use crate::error::{Error, ErrorKind, Words};
use crate::i18n::Arg;
use crate::i18n::Lang;
use crate::input::printable;
use crate::outfile::{OutputError, OutputFile};
use crate::report::{self, Format, Layout, RenderError};
use std::io::{self, BufRead, Write};
use std::path::Path;

/// Where a session's answers go and how its errors read.
pub struct Session<'a> {
    /// The answers.
    pub out: &'a mut dyn Write,
    /// One JSON line per input line (`--format json`) instead of a status line and a table.
    pub json: bool,
    /// The tables' layout: borders for a terminal, the width they fit.
    pub layout: Layout,
    /// The language of the tables and of the line above each (`--lang`).
    pub lang: Lang,
    /// Written on standard error before each line is read (at a prompt), or nothing.
    pub prompt: Option<&'a str>,
    /// How error messages name the inputs (the front end's terms).
    pub words: &'a dyn Words,
    /// The files the session was started from other than its own session file (`--rules
    /// FILE`), each with its flag: `save` never writes over one
    /// ([`crate::outfile::not_an_input`]). Saving over the file it was loaded from is
    /// what resuming means, and is allowed.
    pub inputs: &'a [crate::outfile::NamedInput<'a>],
}

/// The bad lines of a session that ran to the end of its input.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SessionSummary {
    /// Lines that could not be applied.
    pub bad: usize,
    /// The number of the first of them (0 when none).
    pub first_bad: usize,
}

impl SessionSummary {
    /// `Ok` when every line applied, else the error a front end ends the session with.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] counting the bad lines and naming the first.
    pub fn result(&self) -> crate::error::Result<()> {
        match self.bad {
            0 => Ok(()),
            _ => Err(Error::input(self.count_in(Lang::En))),
        }
    }

    /// The line that ends a session with bad lines, in `lang`, as `track` prints it on
    /// standard error (`error: 1 line could not be applied, the first is line 2`); `None`
    /// when every line applied.
    pub fn line_in(&self, lang: Lang) -> Option<String> {
        (self.bad > 0).then(|| {
            lang.msg(
                "t-track-err-end",
                &[("message", Arg::text(self.count_in(lang)))],
            )
        })
    }

    /// How many lines were bad and the first, in `lang`.
    fn count_in(&self, lang: Lang) -> String {
        // `n` selects a form (`[1]`: one line, named), `bad` is written.
        let args = [
            ("bad", Arg::plain(self.bad)),
            ("n", Arg::int(self.bad as u64)),
            ("first", Arg::plain(self.first_bad)),
        ];
        lang.msg("t-track-err-summary", &args)
    }
}

/// Why a session stopped before the end of its input (a bad line does not stop it).
#[derive(Debug)]
pub enum SessionError {
    /// The input could not be read.
    Read(io::Error),
    /// An answer could not be written.
    Write(io::Error),
    /// A table could not be rendered.
    Render(RenderError),
}

impl From<io::Error> for SessionError {
    fn from(e: io::Error) -> SessionError {
        SessionError::Write(e)
    }
}

impl Session<'_> {
    /// Reads every line of `input` and answers it with the figures of the shoe as it then
    /// stands (`tracker.report()`); a bad line gets its error (a JSON line
    /// `{"line": N, "error": "..."}`, or `error: line N: ...` on standard error) and the
    /// session goes on. `quit` ends it early. A session loaded by `load FILE` keeps the
    /// money options of `tracker`.
    ///
    /// # Errors
    /// [`SessionError`] when reading `input`, writing an answer or rendering a table failed.
    pub fn run(
        &mut self,
        mut tracker: Tracker,
        input: &mut dyn BufRead,
    ) -> Result<SessionSummary, SessionError> {
        let money = tracker.money().clone();
        let mut lines = SessionLines::default();
        let mut summary = SessionSummary::default();
        loop {
            if let Some(prompt) = self.prompt {
                eprint!("{prompt}");
            }
            let Some((line, step)) = lines.next_line(input).map_err(SessionError::Read)? else {
                break;
            };
            let result = match step {
                Err(e) => Err(e),
                Ok(Step::Blank) => continue,
                Ok(Step::Quit) => break,
                Ok(Step::Save(path)) => save_line(&tracker, path, self.inputs),
                Ok(Step::Load(path)) => load_line(path).and_then(|mut t| {
                    t.set_money(money.clone())?;
                    tracker = t;
                    Ok(())
                }),
                Ok(Step::Input(text)) => tracker.enter(text).map(|_| ()),
            };
            let answer = result.and_then(|()| Ok(tracker.report()?));
            if answer.is_err() {
                summary.bad += 1;
                if summary.first_bad == 0 {
                    summary.first_bad = line;
                }
            }
            self.answer(line, answer)?;
        }
        Ok(summary)
    }

    /// Writes the answer to line `line` and flushes it, an error worded in the front
    /// end's terms ([`Session::words`]).
    fn answer(
        &mut self,
        line: usize,
        answer: Result<TrackReport, LineError>,
    ) -> Result<(), SessionError> {
        match answer {
            Ok(report) if self.json => {
                serde_json::to_writer(&mut *self.out, &report).map_err(io::Error::from)?;
                self.out.write_all(b"\n")?;
            }
            Ok(report) => {
                let status = status_line_in(self.lang, &report.tracker);
                write!(
                    self.out,
                    "{}",
                    report::wrap_words(&status, self.layout.width)
                )?;
                let localized = report::Localized {
                    report: &report.ev,
                    lang: self.lang,
                    numbers: true,
                };
                let table = report::export(&localized, Format::Table, &self.layout)
                    .map_err(SessionError::Render)?;
                self.out.write_all(&table)?;
            }
            // A line or a session file may hold control characters: never raw. JSON
            // carries the library's English, as data.
            Err(e) if self.json => {
                let msg = printable(&e.error().worded(self.words));
                let error = EvBatchError { line, error: msg };
                serde_json::to_writer(&mut *self.out, &error).map_err(io::Error::from)?;
                self.out.write_all(b"\n")?;
            }
            Err(e) => {
                let args = [
                    ("line", Arg::plain(line)),
                    (
                        "message",
                        Arg::text(printable(&e.message(self.lang, self.words))),
                    ),
                ];
                eprintln!("{}", self.lang.msg("t-track-err-line", &args));
            }
        }
        self.out.flush()?;
        Ok(())
    }
}

/// Reads the session saved at `path` (`load FILE`, `track --load FILE`).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`]: no file named, a file that cannot be opened; or what
/// [`Tracker::read_session`] refuses.
pub fn load_session(path: &str) -> crate::error::Result<Tracker> {
    load_line(path).map_err(Error::from)
}

/// [`load_session`] with the reason of a refusal as data.
pub(super) fn load_line(path: &str) -> Result<Tracker, LineError> {
    if path.is_empty() {
        return Err(LineError::made(ErrorKind::BadInput, Why::LoadNeedsFile));
    }
    let shown = printable(path);
    let file = std::fs::File::open(path).map_err(|e| {
        let why = Why::CannotRead(shown.clone(), e.to_string());
        LineError::made(ErrorKind::BadInput, why)
    })?;
    Ok(Tracker::read_session(file, &shown)?)
}

/// Writes the session to `path` (`save FILE`) as every output file is written
/// ([`OutputFile`]): never half written, a symlink followed, a temporary file removed on
/// SIGINT.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`]: no file named, a folder, a path that cannot be
/// written, one of `inputs` (the same file by name, symlink or hard link);
/// [`crate::ErrorKind::Runtime`] when writing failed.
pub fn save_session(
    tracker: &Tracker,
    path: &str,
    inputs: &[crate::outfile::NamedInput<'_>],
) -> crate::error::Result<()> {
    save_line(tracker, path, inputs).map_err(Error::from)
}

/// [`save_session`] with the reason of a refusal as data.
pub(super) fn save_line(
    tracker: &Tracker,
    path: &str,
    inputs: &[crate::outfile::NamedInput<'_>],
) -> Result<(), LineError> {
    if path.is_empty() {
        return Err(LineError::made(ErrorKind::BadInput, Why::SaveNeedsFile));
    }
    if Path::new(path).is_dir() {
        let why = Why::SaveFolder(path.to_string());
        return Err(LineError::made(ErrorKind::BadInput, why));
    }
    crate::outfile::not_an_input(&[("save", Some(path))], inputs).map_err(output_error)?;
    let file = OutputFile::check(path, "session file").map_err(output_error)?;
    file.write(tracker.to_json().as_bytes())
        .map_err(output_error)?;
    Ok(())
}

/// An output file's error as the library's, its message unchanged.
fn output_error(e: OutputError) -> Error {
    if e.is_input() {
        Error::input(e.to_string())
    } else {
        Error::runtime(e.to_string())
    }
}
