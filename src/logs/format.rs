//! How a log is written, CSV or JSON lines: the one type every reader and writer of logs
//! takes (shoe logs, bet logs, a study's per-coup lines), its names, and how a log's format
//! is found (given, from a file's extension, or from the text), with the log's digest.

use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;
use std::str::FromStr;

/// How a log is written.
///
/// Its name is `csv` or `jsonl` ([`LogFormat::name`], [`fmt::Display`], JSON); read back
/// ([`FromStr`], JSON) in any case and with spaces around, `ndjson` and `json` also
/// naming JSON lines.
///
/// ```
/// use punto_banco::api::LogFormat;
/// assert_eq!(" NDJSON ".parse::<LogFormat>()?, LogFormat::JsonLines);
/// assert_eq!(LogFormat::JsonLines.to_string(), "jsonl");
/// assert_eq!(LogFormat::for_file("shoes.CSV")?, LogFormat::Csv);
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
#[cfg_attr(
    feature = "server",
    schema(
        description = "The format of a log: `csv` (CSV with a header row) or `jsonl` (JSON lines)."
    )
)]
pub enum LogFormat {
    /// CSV with a header row naming the columns (any order); a field may be quoted.
    #[serde(rename = "csv")]
    Csv,
    /// One JSON object per line.
    #[serde(rename = "jsonl")]
    JsonLines,
}

impl LogFormat {
    /// Both formats, CSV first.
    pub const ALL: [LogFormat; 2] = [LogFormat::Csv, LogFormat::JsonLines];

    /// The format's name: `csv` or `jsonl`.
    pub fn name(self) -> &'static str {
        match self {
            LogFormat::Csv => "csv",
            LogFormat::JsonLines => "jsonl",
        }
    }

    /// The format a file name's extension names (`.csv`, or `.jsonl` / `.ndjson` /
    /// `.json`, any case), if any: each caller words a name without one itself.
    pub fn of_extension(name: &str) -> Option<LogFormat> {
        let ext = name.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
        match ext.as_deref() {
            Some("csv") => Some(LogFormat::Csv),
            Some("jsonl" | "ndjson" | "json") => Some(LogFormat::JsonLines),
            _ => None,
        }
    }

    /// The format a log file's extension names ([`LogFormat::of_extension`]).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] for any other extension.
    pub fn for_file(name: &str) -> Result<LogFormat> {
        LogFormat::of_extension(name).ok_or_else(|| {
            Error::input(format!(
                "log '{name}' must end in .csv or .jsonl (JSON lines)"
            ))
        })
    }

    /// The format of an inline log: the one `given` names, or else the one its text
    /// shows, JSON lines when it starts with `{` and CSV otherwise.
    ///
    /// # Errors
    /// As [`FromStr`], for a name given that is not a format.
    pub fn of_log(given: Option<&str>, text: &str) -> Result<LogFormat> {
        match given {
            Some(name) => name.parse(),
            None if text.trim_start().starts_with('{') => Ok(LogFormat::JsonLines),
            None => Ok(LogFormat::Csv),
        }
    }
}

impl FromStr for LogFormat {
    type Err = Error;

    /// The format by name: `csv` or `jsonl` (also `ndjson`, `json`), in any case.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadInput`] naming the value and the allowed ones.
    fn from_str(name: &str) -> Result<LogFormat> {
        match name.trim().to_ascii_lowercase().as_str() {
            "csv" => Ok(LogFormat::Csv),
            "jsonl" | "ndjson" | "json" => Ok(LogFormat::JsonLines),
            other => Err(Error::input(format!(
                "log format '{other}' is not csv or jsonl"
            ))),
        }
    }
}

impl fmt::Display for LogFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl<'de> Deserialize<'de> for LogFormat {
    /// A name as [`FromStr`] reads it, with its message for any other.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// The SHA-256 of a log's text, in lowercase hex: what a report echoes so a reader can tell
/// which log was read.
pub fn digest(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
