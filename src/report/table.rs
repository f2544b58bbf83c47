//! The one tabular model: [`Table`] (rows of typed cells), [`Tabular`] (a report's
//! tables), [`Format`] (every output format) and the choice of tables ([`Layout`]).

use super::cell::Cell;
use crate::i18n::Lang;
use std::io;

/// Every output format, the one enum of them: what a report is written as (see
/// [`render_with`](super::render_with), the one entry point, and [`super::export`], its bytes). A tabular
/// report has every format but PDF; the par sheet Markdown, HTML, JSON, xlsx and PDF.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Format {
    /// A table for the terminal.
    Table,
    /// One JSON object; exact values are "n/d" strings.
    Json,
    /// CSV (RFC 4180) for scripts: one table (--table chooses it); spreadsheets: xlsx.
    Csv,
    /// Markdown tables.
    Markdown,
    /// A self-contained HTML page.
    Html,
    /// An Excel workbook, one sheet per table (needs --output FILE or a redirected
    /// standard output).
    Xlsx,
    /// A PDF par sheet (needs --output FILE or a redirected standard output).
    Pdf,
}

impl Format {
    /// Its name, as `--format` takes it (`"markdown"`).
    pub fn name(self) -> &'static str {
        match self {
            Format::Table => "table",
            Format::Json => "json",
            Format::Csv => "csv",
            Format::Markdown => "markdown",
            Format::Html => "html",
            Format::Xlsx => "xlsx",
            Format::Pdf => "pdf",
        }
    }

    /// The format a file's extension names, in any case: `.json`, `.csv`, `.md` or
    /// `.markdown`, `.html` or `.htm`, `.xlsx`, `.pdf`, `.txt` (a table); `None` for any
    /// other extension or none.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::report::Format;
    /// use std::path::Path;
    /// assert_eq!(Format::from_extension(Path::new("par.HTML")), Some(Format::Html));
    /// assert_eq!(Format::from_extension(Path::new("odds")), None);
    /// ```
    pub fn from_extension(path: &std::path::Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "json" => Format::Json,
            "csv" => Format::Csv,
            "md" | "markdown" => Format::Markdown,
            "html" | "htm" => Format::Html,
            "xlsx" => Format::Xlsx,
            "pdf" => Format::Pdf,
            "txt" => Format::Table,
            _ => return None,
        })
    }

    /// Whether the format is a binary file (xlsx, pdf), which is not written to a terminal.
    pub fn is_binary(self) -> bool {
        matches!(self, Format::Xlsx | Format::Pdf)
    }
}

/// Column alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Text.
    Left,
    /// Numbers.
    Right,
}

/// A titled table of [`Cell`]s: the one view every format is made from (text formats
/// write each cell's text, a workbook its typed value).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Table {
    /// Short name by which `--table NAME` chooses the table (`bets`, `outcomes`); empty for
    /// the first word of the title (see [`Table::name`]).
    pub name: String,
    /// Title shown above the table (not in CSV).
    pub title: String,
    /// Column names and alignment.
    pub columns: Vec<(String, Align)>,
    /// Rows of cells, one per column.
    pub rows: Vec<Vec<Cell>>,
    /// Lines printed under the table (notes, assumptions; not in CSV).
    pub notes: Vec<String>,
}

impl Table {
    /// A table with the given title and columns and no rows yet.
    pub fn new(title: &str, columns: &[(&str, Align)]) -> Table {
        Table {
            name: String::new(),
            title: title.to_string(),
            columns: columns.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
            rows: vec![],
            notes: vec![],
        }
    }

    /// The same table under the short name `name` (lowercase, no spaces).
    pub fn named(mut self, name: &str) -> Table {
        self.name = name.to_string();
        self
    }

    /// The short name of the table: its `name`, else the first word of its title in
    /// lowercase (`Bets` is `bets`).
    pub fn name(&self) -> String {
        if !self.name.is_empty() {
            return self.name.clone();
        }
        let word = self
            .title
            .split(|c: char| !c.is_alphanumeric())
            .find(|w| !w.is_empty())
            .unwrap_or("table");
        word.to_lowercase()
    }

    /// The table with every text it shows (title, column names, cells, notes) under the one
    /// escaping rule ([`crate::escape_controls`]): a label, a bet name or a file name with a
    /// control or bidirectional character reaches no terminal, CSV, Markdown, HTML or
    /// workbook raw (a carriage return would break a row). Cells keep their kind.
    pub fn escaped(mut self) -> Table {
        let fix = |s: &mut String| {
            if let std::borrow::Cow::Owned(e) = crate::error::escape_controls(s) {
                *s = e;
            }
        };
        fix(&mut self.title);
        self.columns.iter_mut().for_each(|(n, _)| fix(n));
        self.rows
            .iter_mut()
            .flatten()
            .for_each(|c| fix(&mut c.text));
        self.notes.iter_mut().for_each(fix);
        self
    }

    /// Appends a row: typed cells ([`super::fmt`]'s `*_cell`), or strings (words).
    ///
    /// # Panics
    /// If the row's length differs from the number of columns (a programming error).
    pub fn row<C: Into<Cell>>(&mut self, cells: Vec<C>) {
        let cells: Vec<Cell> = cells.into_iter().map(Into::into).collect();
        assert_eq!(
            cells.len(),
            self.columns.len(),
            "row width of table '{}'",
            self.title
        );
        self.rows.push(cells);
    }
}

/// A report that can be shown as tables.
///
/// A view builds its tables for a language ([`Tabular::tables_in`]): each title, column
/// name, note and text cell a message of the catalogs by id with typed arguments
/// ([`Lang::msg`]), so nothing is translated after the fact from English text, and a
/// number in a title or note is formatted from its value. The tables are built in the
/// language rather than holding message ids for the writers to resolve because a cell's
/// text is what every writer (terminal, Markdown, HTML, workbook) and `--table` work on:
/// one `Table` type for every report and every language. [`Tabular::tables`] is English,
/// which is also what CSV (data, the same in every language) is made from.
pub trait Tabular {
    /// The tables, in display order, in English.
    fn tables(&self) -> Vec<Table>;

    /// The tables in `lang`; a report without words of its own to translate (a front
    /// end's small table) keeps its English ones.
    fn tables_in(&self, lang: Lang) -> Vec<Table> {
        let _ = lang;
        self.tables()
    }

    /// The language [`Tabular::tables`] writes (English; a [`super::Localized`] report's
    /// own): what an HTML page declares in its `lang` attribute.
    fn language(&self) -> Lang {
        Lang::En
    }

    /// The name of the table CSV shows when none is chosen (CSV holds one table); `None`
    /// for the first.
    fn default_table(&self) -> Option<&'static str> {
        None
    }
}

/// The names of `tables`, one each: [`Table::name`], with `-2`, `-3`, ... added to a name
/// already taken by an earlier table.
pub fn table_names(tables: &[Table]) -> Vec<String> {
    let mut names: Vec<String> = Vec::with_capacity(tables.len());
    for t in tables {
        let base = t.name();
        let mut name = base.clone();
        let mut n = 1;
        while names.contains(&name) {
            n += 1;
            name = format!("{base}-{n}");
        }
        names.push(name);
    }
    names
}

/// Keeps the table named `name` (any case, or its position from 1) of `tables`.
///
/// # Errors
/// [`ErrorKind::BadInput`](crate::ErrorKind::BadInput) naming the value and listing the
/// tables when no table has that name.
///
/// # Examples
/// ```
/// use punto_banco::report::{select_table, Align, Table};
/// let tables = vec![
///     Table::new("Outcomes", &[("outcome", Align::Left)]),
///     Table::new("Bets", &[("bet", Align::Left)]),
/// ];
/// assert_eq!(select_table(tables.clone(), "BETS")?.title, "Bets");
/// assert_eq!(select_table(tables.clone(), "1")?.title, "Outcomes");
/// let e = select_table(tables, "odds").unwrap_err();
/// assert_eq!(e.to_string(), "table 'odds' is not one of this output's tables: outcomes, bets");
/// # Ok::<(), punto_banco::Error>(())
/// ```
pub fn select_table(tables: Vec<Table>, name: &str) -> crate::Result<Table> {
    let names = table_names(&tables);
    let wanted = name.trim().to_lowercase();
    let at = names.iter().position(|n| *n == wanted).or_else(|| {
        wanted
            .parse::<usize>()
            .ok()
            .filter(|i| (1..=tables.len()).contains(i))
            .map(|i| i - 1)
    });
    match at {
        Some(i) => Ok(tables.into_iter().nth(i).expect("index in range")),
        None => Err(crate::Error::named(
            crate::ErrorKind::BadInput,
            crate::Input::Table,
            format!(
                " '{name}' is not one of this output's tables: {}",
                names.join(", ")
            ),
        )),
    }
}

/// How the text formats lay tables out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Layout {
    /// UTF-8 borders (a terminal) instead of ASCII.
    pub tty: bool,
    /// The width terminal tables must fit in: columns are wrapped to it (comfy-table's
    /// dynamic arrangement). `None` keeps every row on one line, however wide.
    pub width: Option<u16>,
    /// Only this table ([`select_table`]); `None` is every table, except that CSV shows
    /// the report's [`Tabular::default_table`].
    pub table: Option<String>,
}

/// The tables of `report` that `format` shows under `layout` (see [`Layout::table`]).
///
/// # Errors
/// An unknown table name ([`select_table`]).
pub fn chosen_tables<R: Tabular + ?Sized>(
    report: &R,
    format: Format,
    layout: &Layout,
) -> crate::Result<Vec<Table>> {
    let tables: Vec<Table> = report.tables().into_iter().map(Table::escaped).collect();
    match (&layout.table, format) {
        (Some(name), _) => Ok(vec![select_table(tables, name)?]),
        (None, Format::Csv) => match report.default_table() {
            Some(name) => Ok(vec![select_table(tables, name)?]),
            None => Ok(tables.into_iter().take(1).collect()),
        },
        (None, _) => Ok(tables),
    }
}

/// Why [`render_with`](super::render_with) failed.
#[derive(Debug)]
pub enum RenderError {
    /// The layout asks for something the report does not have (an unknown table).
    Input(crate::Error),
    /// A table (named) was chosen for JSON, which holds the whole report: each front end
    /// words this in its own terms (the command line names its `table` option).
    TableOfJson(String),
    /// Tables were asked for in a format that is not made table by table (JSON holds the
    /// report itself; HTML and xlsx are written by [`render_with`](super::render_with)).
    NotTables(Format),
    /// A writer was asked for a format it does not write (the par sheet's text writer for
    /// xlsx or PDF, which have their own writers): the caller's mistake, not the user's.
    NotWritten(Format),
    /// A library writer (the workbook's, the PDF's) could not make the document, e.g. a
    /// table past Excel's limits: a failure while running, not bad input.
    Writer(String),
    /// Writing to the output failed (real I/O).
    Io(io::Error),
}

impl RenderError {
    /// Whether the error is bad input ([`RenderError::Input`], [`RenderError::TableOfJson`]):
    /// a front end answers it as the user's (exit 2, HTTP 400); anything else is a failure
    /// while running (exit 1, HTTP 500).
    pub fn is_input(&self) -> bool {
        match self {
            RenderError::Input(e) => !e.is_runtime(),
            RenderError::TableOfJson(_) => true,
            RenderError::NotTables(_)
            | RenderError::NotWritten(_)
            | RenderError::Writer(_)
            | RenderError::Io(_) => false,
        }
    }
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::Input(e) => e.fmt(f),
            RenderError::TableOfJson(name) => write!(
                f,
                "table '{name}' was chosen, but JSON holds the whole result; tables are chosen \
                 in table, csv, markdown or xlsx output"
            ),
            RenderError::NotTables(format) => write!(
                f,
                "{} is written from the whole report, not table by table",
                format.name()
            ),
            RenderError::NotWritten(format) => write!(
                f,
                "format '{}' is not written here; a par sheet is markdown, html or json (xlsx \
                 and pdf have their own writers)",
                format.name()
            ),
            RenderError::Writer(message) => f.write_str(message),
            RenderError::Io(e) => write!(f, "cannot write output: {e}"),
        }
    }
}

impl std::error::Error for RenderError {}

impl From<io::Error> for RenderError {
    fn from(e: io::Error) -> RenderError {
        RenderError::Io(e)
    }
}

impl From<crate::Error> for RenderError {
    fn from(e: crate::Error) -> RenderError {
        RenderError::Input(e)
    }
}
