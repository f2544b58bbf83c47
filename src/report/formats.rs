//! The commands and what each writes: the one registry of commands ([`COMMANDS`]: each
//! command's formats, whether it speaks every language, whether it prints tables to
//! choose from) that `--help`, the command line, the server and Python read
//! ([`formats_of`], [`format_named`]), and the format a command writes to an output file
//! ([`chosen_format`]).

use super::table::Format;
use crate::error::{clip, Error, ErrorKind, Input, Result};
use std::path::Path;

/// A command of the tool and what it writes: a row of [`COMMANDS`], the one registry of
/// commands, which the lists of formats (`--help`, the command line, the server, Python),
/// of languages and of tables read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Command {
    /// Its name on the command line (`odds`).
    pub name: &'static str,
    /// The formats it writes, its default first (none for `serve`, which answers HTTP
    /// requests in JSON and writes no report of its own).
    pub formats: &'static [Format],
    /// Whether its text outputs (tables, Markdown, HTML, PDF, workbook labels) are
    /// written in every language; `false`: in English only.
    pub languages: bool,
    /// Whether it prints tables to choose one of (its report's [`super::Tabular`]
    /// tables); `false` for a document, a session or plain text.
    pub tables: bool,
}

/// Every command: those that speak every language first (in the order a refused `--lang`
/// names them), then those that write English only. A tabular report writes table, JSON, CSV and
/// Markdown, and a workbook when its tables are worth one; the par sheet writes Markdown,
/// HTML, JSON, PDF and xlsx; `review` writes its investigation file as HTML or PDF.
pub const COMMANDS: &[Command] = {
    use Format::{Csv, Html, Json, Markdown, Pdf, Table, Xlsx};
    const TEXT: &[Format] = &[Table, Json, Csv, Markdown];
    const SHEETS: &[Format] = &[Table, Json, Csv, Markdown, Xlsx];
    const FILES: &[Format] = &[Table, Json, Csv, Markdown, Xlsx, Html, Pdf];
    const fn c(name: &'static str, formats: &'static [Format], languages: bool) -> Command {
        Command {
            name,
            formats,
            languages,
            tables: true,
        }
    }
    const fn words(name: &'static str, formats: &'static [Format], languages: bool) -> Command {
        Command {
            tables: false,
            ..c(name, formats, languages)
        }
    }
    &[
        words("report", &[Markdown, Html, Json, Pdf, Xlsx], true),
        c("odds", SHEETS, true),
        c("ev", TEXT, true),
        c("eor", SHEETS, true),
        c("compare", SHEETS, true),
        c("rules", TEXT, true),
        c("bets", TEXT, true),
        c("simulate", SHEETS, true),
        c("merge", SHEETS, true),
        c("solve", TEXT, true),
        c("leak", SHEETS, true),
        c("review", FILES, true),
        c("audit", FILES, true),
        words("track", &[Table, Json], true),
        // `promo statement` writes its page as Markdown, HTML or PDF too.
        c("promo", &[Table, Json, Csv, Markdown, Html, Pdf], true),
        c("hold", TEXT, true),
        words("version", &[Table, Json], false),
        words("serve", &[], false),
    ]
};

/// The command named `name`, if there is one.
///
/// ```
/// use punto_banco::report::command;
/// assert!(command("odds").is_some_and(|c| c.languages && c.tables));
/// assert!(command("version").is_some_and(|c| !c.languages));
/// assert!(command("nope").is_none());
/// ```
pub fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

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
    self::command(command).map_or(&[], |c| c.formats)
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
        // One row per command (the binary's unit test checks the rows against `--help`);
        // every command but `serve` writes a report.
        let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len(), "one row per command");
        assert!(COMMANDS
            .iter()
            .all(|c| c.formats.is_empty() == (c.name == "serve")));
        assert!(formats_of("serve").is_empty() && check_format("serve", Format::Json).is_err());
    }
}
