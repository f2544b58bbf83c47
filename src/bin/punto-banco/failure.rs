//! The command line's error: invalid input (exit 2) or a runtime failure (exit 1), worded
//! for the command line (flags by name) from the library's typed errors.

use punto_banco::report::RenderError;
use std::fmt;
use std::io;

/// An error of the command line: invalid input (exit 2) or a runtime failure (exit 1).
#[derive(Debug)]
pub enum CliError {
    /// The user's input is invalid.
    Input(String),
    /// Something failed while running (I/O, ...).
    Runtime(String),
    /// Writing to stdout failed; a broken pipe is not an error.
    Io(io::Error),
    /// Invalid input (exit 2) whose whole line the command words in the reader's language,
    /// `error:` too (`track --lang`'s last line): printed as it is.
    Worded(String),
}

impl CliError {
    pub fn input(msg: impl Into<String>) -> CliError {
        CliError::Input(msg.into())
    }

    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) | CliError::Worded(_) => 2,
            CliError::Runtime(_) => 1,
            CliError::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => 0,
            CliError::Io(_) => 1,
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Input(s) | CliError::Runtime(s) | CliError::Worded(s) => f.write_str(s),
            CliError::Io(e) => write!(f, "cannot write output: {e}"),
        }
    }
}

impl From<punto_banco::Error> for CliError {
    fn from(e: punto_banco::Error) -> CliError {
        if e.is_runtime() {
            CliError::Runtime(crate::wording::message(&e))
        } else {
            CliError::Input(crate::wording::message(&e))
        }
    }
}

impl From<punto_banco::outfile::OutputError> for CliError {
    fn from(e: punto_banco::outfile::OutputError) -> CliError {
        match e.is_input() {
            true => CliError::Input(e.to_string()),
            false => CliError::Runtime(e.to_string()),
        }
    }
}

impl From<punto_banco::api::LogError> for CliError {
    fn from(e: punto_banco::api::LogError) -> CliError {
        use punto_banco::api::LogError as E;
        match e {
            E::Study(e) => e.into(),
            E::Write(e) => CliError::Io(e),
            E::File(e) => e.into(),
        }
    }
}

impl From<punto_banco::plot::PlotError> for CliError {
    fn from(e: punto_banco::plot::PlotError) -> CliError {
        CliError::Runtime(e.to_string())
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

impl From<RenderError> for CliError {
    fn from(e: RenderError) -> CliError {
        match e {
            RenderError::Input(e) => CliError::from(e),
            RenderError::TableOfJson(name) => CliError::input(format!(
                "--table {name} chooses a table of table, csv, markdown or xlsx output; \
                 JSON holds the whole result"
            )),
            RenderError::NotTables(_) | RenderError::NotWritten(_) | RenderError::Writer(_) => {
                CliError::Runtime(e.to_string())
            }
            RenderError::Io(e) => CliError::from(e),
        }
    }
}
