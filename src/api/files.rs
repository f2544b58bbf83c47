//! The inputs a front end is given as files (the command line's `--rules FILE`,
//! `--bets-file`, logs and `merge`'s results): each read up to its cap and turned into what a request
//! takes inline. No request field is a path; these read the files into the fields.

use super::simulate::{check_parts, merge};
use super::simulate_report::{SimulatePart, SimulateReport};
use super::{custom_bets_from_json, RulesChoice};
use crate::bets::Bet;
use crate::error::{Error, Result};
use crate::input::{printable, read_capped, MAX_RESULT_FILE_BYTES, MAX_RULES_FILE_BYTES};
use crate::logs::LogFormat;
use crate::review::MAX_LOG_BYTES;
use crate::rules::{Rules, PRESETS};
use std::path::Path;

/// Reads the text file `path` of at most `limit` bytes (see `docs/cli.md`, "Limits");
/// `what` names it in messages ("rules file"). Reading stops at the cap, so even
/// `/dev/zero` costs no more memory than that.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the file: it cannot be opened or read, is larger
/// than `limit` or is not UTF-8 text.
pub fn read_text_file(path: &str, limit: usize, what: &str) -> Result<String> {
    let file = std::fs::File::open(path)
        .map_err(|e| Error::input(format!("cannot read {what} '{path}': {e}")))?;
    read_capped(file, limit, &format!("{what} '{path}'"))
}

/// A log file other than a shoe log (`review`'s bet log) as a request takes it: its text,
/// read up to [`MAX_LOG_BYTES`] once its extension has named its format, and that format's
/// name (`csv`, `jsonl`); `what` names the file in messages ("bet log"). A shoe log, which
/// may be a `track` session, is `tracker::read_shoe_log`'s.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`]: an extension other than `.csv` or `.jsonl` (also
/// `.ndjson`, `.json`), or a file that cannot be read.
pub fn read_log(path: &str, what: &str) -> Result<(String, &'static str)> {
    let format = log_format_of(path)?;
    Ok((read_text_file(path, MAX_LOG_BYTES, what)?, format))
}

/// The name (`csv`, `jsonl`) of the log format the extension of `path` names.
pub(crate) fn log_format_of(path: &str) -> Result<&'static str> {
    Ok(LogFormat::for_file(path)?.name())
}

/// A rule set named by a user: a preset name in any case (`MIDI` is `midi`, echoed as
/// `midi`), or a JSON rules file, read and validated. A name that differs from a preset's
/// only in case means the preset unless a file of that name exists; a list (`a,b`) is
/// passed on as a name, for the question to point to `compare`.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] for a rules file that cannot be read or is not a valid
/// rule set, and for a name that is neither a preset nor a file.
pub fn rules_named(name: &str) -> Result<RulesChoice> {
    if PRESETS.contains(&name) {
        return Ok(RulesChoice::Preset(name.to_string()));
    }
    let path = Path::new(name);
    let lower = name.to_ascii_lowercase();
    if PRESETS.contains(&lower.as_str()) && !path.exists() {
        return Ok(RulesChoice::Preset(lower));
    }
    if path.exists() || name.ends_with(".json") {
        let text = read_text_file(name, MAX_RULES_FILE_BYTES, "rules file")?;
        let rules = Rules::from_json(&text)
            .map_err(|e| Error::input(format!("rules file '{name}': {e}")))?;
        return Ok(rules.into());
    }
    if name.contains(',') {
        return Ok(RulesChoice::Preset(name.to_string()));
    }
    Err(Error::input(format!(
        "unknown rule set '{}'; known rule sets are {}, or give a JSON file",
        printable(name),
        PRESETS.join(", ")
    )))
}

/// The file a rule set's name reads ([`rules_named`]), when it is not a preset's name:
/// what a front end lists among the inputs no output may overwrite
/// (`outfile::not_an_input`).
///
/// ```
/// assert_eq!(punto_banco::api::rules_path("house.json"), Some("house.json"));
/// assert_eq!(punto_banco::api::rules_path("midi"), None);
/// ```
pub fn rules_path(name: &str) -> Option<&str> {
    (!PRESETS.contains(&name) && !name.trim().is_empty()).then_some(name)
}

/// The rule sets named by users ([`rules_named`]), in order; a blank name stays a blank
/// preset name, for the question to refuse (`compare --rules standard,,midi`).
///
/// # Errors
/// As [`rules_named`], for the first name that fails.
pub fn rules_list(names: &[String]) -> Result<Vec<RulesChoice>> {
    let named = |name: &String| match name.trim() {
        "" => Ok(RulesChoice::Preset(String::new())),
        n => rules_named(n),
    };
    names.iter().map(named).collect()
}

/// The custom bets of the bets file `path` (one bet, or `{"bets": [...]}`).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the file: it cannot be read, or its bets are not
/// valid.
pub fn bets_file(path: &str) -> Result<Vec<Bet>> {
    let text = read_text_file(path, MAX_RULES_FILE_BYTES, "bets file")?;
    custom_bets_from_json(&text).map_err(|e| Error::input(format!("bets file '{path}': {e}")))
}

/// The union of the JSON results of `simulate` in the files `paths` ([`merge`]), each part
/// read and checked against the parts before it ([`check_parts`]) in order.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] for a file that cannot be read,
/// [`crate::ErrorKind::BadStudy`] for one that is not a result of `simulate` or does not
/// join the others.
pub fn merge_files(paths: &[String]) -> Result<SimulateReport> {
    let mut parts = Vec::with_capacity(paths.len());
    for path in paths {
        let text = read_text_file(path, MAX_RESULT_FILE_BYTES, "simulate result")?;
        parts.push((path.clone(), SimulatePart::from_json(path, &text)?));
        check_parts(&parts)?;
    }
    merge(&parts)
}
