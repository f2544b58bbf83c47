//! Which formats each command writes: the one table that `--help`, the command line, the
//! server and Python read ([`OUTPUTS`], [`formats_of`], [`format_named`]), and the format
//! a command writes to an output file ([`chosen_format`]).

use super::table::Format;
use crate::error::{clip, Error, ErrorKind, Input, Result};
use std::path::Path;

/// Each command with the formats it writes, its default first. A tabular report writes
/// table, JSON, CSV and Markdown, and a workbook when its tables are worth one; the par
/// sheet writes Markdown, HTML, JSON, PDF and xlsx; `review` writes its investigation file
/// as HTML or PDF.
pub const OUTPUTS: &[(&str, &[Format])] = {
    use Format::{Csv, Html, Json, Markdown, Pdf, Table, Xlsx};
    const TEXT: &[Format] = &[Table, Json, Csv, Markdown];
    const SHEETS: &[Format] = &[Table, Json, Csv, Markdown, Xlsx];
    &[
        ("odds", SHEETS),
        ("ev", TEXT),
        ("rules", TEXT),
        ("compare", SHEETS),
        ("bets", TEXT),
        ("solve", TEXT),
        ("eor", SHEETS),
        ("simulate", SHEETS),
        ("merge", SHEETS),
        ("report", &[Markdown, Html, Json, Pdf, Xlsx]),
        ("review", &[Table, Json, Csv, Markdown, Xlsx, Html, Pdf]),
        ("leak", SHEETS),
        // `promo statement` writes its page as Markdown, HTML or PDF too.
        ("promo", &[Table, Json, Csv, Markdown, Html, Pdf]),
        ("hold", TEXT),
        ("audit", &[Table, Json, Csv, Markdown, Xlsx, Html, Pdf]),
        ("track", &[Table, Json]),
        ("version", &[Table, Json]),
    ]
};

/// The formats `command` writes, its default first (empty for a name that is not a
/// command).
///
/// ```
/// use punto_banco::report::{formats_of, Format};
/// assert_eq!(formats_of("report")[0], Format::Markdown);
/// assert!(!formats_of("ev").contains(&Format::Html));
/// assert!(formats_of("nope").is_empty());
/// ```
pub fn formats_of(command: &str) -> &'static [Format] {
    OUTPUTS
        .iter()
        .find(|(c, _)| *c == command)
        .map_or(&[], |(_, f)| f)
}

/// `format` when `command` writes it.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the format, the command and the formats allowed.
pub fn check_format(command: &str, format: Format) -> Result<Format> {
    check(command, format, true)
}

/// The format named `name` (`"markdown"`) when `command` writes it; with `files` false,
/// only the text formats (a front end without files: no PDF, no workbook).
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] naming the value, the command and the formats allowed.
///
/// ```
/// use punto_banco::report::{format_named, Format};
/// assert_eq!(format_named("report", "html", false)?, Format::Html);
/// let e = format_named("report", "pdf", false).unwrap_err().to_string();
/// assert_eq!(e, "format 'pdf' is not available for report; use markdown, html or json");
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn format_named(command: &str, name: &str, files: bool) -> Result<Format> {
    let allowed = allowed(command, files);
    match allowed.iter().find(|f| f.name() == name) {
        Some(f) => Ok(*f),
        None => Err(refusal(name, command, &allowed)),
    }
}

/// The format `command` writes: the one `given`, else the one the extension of the
/// `output` file names, else the command's default (the first of [`formats_of`]); a
/// `.txt` file or an extension that names no format takes any format.
///
/// # Errors
/// [`crate::ErrorKind::BadInput`] for a format `given` that contradicts the extension of
/// `output` (`html` for `y.pdf`), or one the command does not write ([`check_format`]).
///
/// ```
/// use punto_banco::report::{chosen_format, Format};
/// use std::path::Path;
/// assert_eq!(chosen_format("report", None, None)?, Format::Markdown);
/// assert_eq!(chosen_format("odds", None, Some(Path::new("a.XLSX")))?, Format::Xlsx);
/// let e = chosen_format("report", Some(Format::Html), Some(Path::new("y.pdf"))).unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "format html contradicts output 'y.pdf', whose extension names pdf; give one of \
///      them, or make them agree"
/// );
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn chosen_format(
    command: &str,
    given: Option<Format>,
    output: Option<&Path>,
) -> Result<Format> {
    let named = output
        .filter(|p| !p.extension().is_some_and(|e| e.eq_ignore_ascii_case("txt")))
        .and_then(Format::from_extension);
    let format = match (given, named) {
        (Some(g), Some(n)) if g != n => {
            let path = output.map(|p| p.display().to_string()).unwrap_or_default();
            return Err(Error::templated(
                ErrorKind::BadInput,
                vec![
                    Input::Format.into(),
                    format!(" {} contradicts ", g.name()).into(),
                    Input::Output.into(),
                    format!(
                        " '{}', whose extension names {}; give one of them, or make them agree",
                        clip(&path),
                        n.name()
                    )
                    .into(),
                ],
            ));
        }
        (Some(g), _) => g,
        (None, n) => match n.or_else(|| output.and_then(Format::from_extension)) {
            Some(f) => f,
            None => formats_of(command)
                .first()
                .copied()
                .unwrap_or(Format::Table),
        },
    };
    check_format(command, format)
}

fn allowed(command: &str, files: bool) -> Vec<Format> {
    formats_of(command)
        .iter()
        .copied()
        .filter(|f| files || !f.is_binary())
        .collect()
}

fn check(command: &str, format: Format, files: bool) -> Result<Format> {
    let allowed = allowed(command, files);
    if allowed.contains(&format) {
        Ok(format)
    } else {
        Err(refusal(format.name(), command, &allowed))
    }
}

fn refusal(name: &str, command: &str, allowed: &[Format]) -> Error {
    let names: Vec<&str> = allowed.iter().map(|f| f.name()).collect();
    let list = match names.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => "another command".to_string(),
    };
    Error::named(
        ErrorKind::BadInput,
        Input::Format,
        format!(
            " '{}' is not available for {command}; use {list}",
            crate::error::clip(name)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_command_has_one_list_of_formats_and_refusals_name_it() {
        assert_eq!(
            formats_of("ev"),
            [Format::Table, Format::Json, Format::Csv, Format::Markdown]
        );
        assert_eq!(check_format("odds", Format::Xlsx).unwrap(), Format::Xlsx);
        assert_eq!(
            check_format("odds", Format::Html).unwrap_err().to_string(),
            "format 'html' is not available for odds; use table, json, csv, markdown or xlsx"
        );
        assert_eq!(format_named("track", "json", true).unwrap(), Format::Json);
        assert!(format_named("report", "xlsx", false).is_err());
        assert!(format_named("report", "xlsx", true).is_ok());
        // Every command the binary has is in the table, and nothing else.
        let names: Vec<&str> = OUTPUTS.iter().map(|(c, _)| *c).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "one row per command");
        assert!(OUTPUTS.iter().all(|(_, f)| !f.is_empty()));
    }
}
