//! One tabular model, four renderings.

use super::cell::Cell;
use comfy_table::{presets, CellAlignment, ContentArrangement, Table as Comfy};
use serde::Serialize;
use std::io::{self, Write};

/// Every output format, the one enum of them: what a report is written as (see
/// [`render_with`], the one entry point, and [`super::export`], its bytes). A tabular
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

    /// The format itself when it is one of the text formats every tabular command writes
    /// (table, JSON, CSV, Markdown).
    ///
    /// # Errors
    /// [`ErrorKind::BadInput`](crate::ErrorKind::BadInput) for html, xlsx and pdf, naming
    /// the formats allowed.
    pub fn tabular(self) -> crate::Result<Format> {
        match self {
            Format::Table | Format::Json | Format::Csv | Format::Markdown => Ok(self),
            other => Err(crate::Error::new(crate::ErrorKind::BadInput(format!(
                "format '{}' is not available here; use table, json, csv or markdown",
                other.name()
            )))),
        }
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
pub trait Tabular {
    /// The tables, in display order.
    fn tables(&self) -> Vec<Table>;

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
        None => Err(crate::Error::new(crate::ErrorKind::BadInput(format!(
            "table '{name}' is not one of this output's tables: {}",
            names.join(", ")
        )))),
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
    let tables = report.tables();
    match (&layout.table, format) {
        (Some(name), _) => Ok(vec![select_table(tables, name)?]),
        (None, Format::Csv) => match report.default_table() {
            Some(name) => Ok(vec![select_table(tables, name)?]),
            None => Ok(tables.into_iter().take(1).collect()),
        },
        (None, _) => Ok(tables),
    }
}

/// Renders a report in the chosen format, every table (CSV: the default one) on one line
/// per row; `tty` chooses UTF-8 borders. [`render_with`] chooses a table and a width.
///
/// # Errors
/// Any error writing to `out`.
pub fn render<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let layout = Layout {
        tty,
        ..Layout::default()
    };
    render_with(report, format, &layout, out).map_err(|e| match e {
        RenderError::Io(e) => e,
        other => io::Error::other(other.to_string()),
    })
}

/// Why [`render_with`] failed.
#[derive(Debug)]
pub enum RenderError {
    /// The layout asks for something the report does not have (an unknown table).
    Input(crate::Error),
    /// A table (named) was chosen for JSON, which holds the whole report: each front end
    /// words this in its own terms (the command line names its `table` option).
    TableOfJson(String),
    /// Writing failed.
    Io(io::Error),
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

/// Writes a report in `format` with the given [`Layout`]: the one entry point of every
/// output (a front end writing a file uses [`super::export`], its bytes). JSON is the report
/// itself; table, CSV, Markdown, HTML (a self-contained page) and xlsx (a workbook) are made
/// from its tables.
///
/// # Errors
/// [`RenderError::Input`] for an unknown table, [`RenderError::TableOfJson`] for a table
/// chosen for JSON (which holds the whole report); [`RenderError::Io`] for any error
/// writing to `out`.
pub fn render_with<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    layout: &Layout,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    if format == Format::Json {
        if let Some(name) = &layout.table {
            return Err(RenderError::TableOfJson(name.clone()));
        }
        serde_json::to_writer_pretty(&mut *out, report).map_err(io::Error::from)?;
        return Ok(writeln!(out)?);
    }
    let tables = chosen_tables(report, format, layout)?;
    match format {
        Format::Html => Ok(super::html::page(&tables, out)?),
        #[cfg(feature = "xlsx")]
        Format::Xlsx => Ok(out.write_all(&super::xlsx::workbook(&tables)?)?),
        #[cfg(not(feature = "xlsx"))]
        Format::Xlsx => Err(crate::Error::new(crate::ErrorKind::BadInput(format!(
            "format 'xlsx' needs the feature xlsx ({} tables not written)",
            tables.len()
        )))
        .into()),
        Format::Pdf => Err(crate::Error::new(crate::ErrorKind::BadInput(
            "format 'pdf' is not available for tables; use table, json, csv, markdown, html \
             or xlsx"
                .into(),
        ))
        .into()),
        _ => Ok(write_tables(&tables, format, layout, out)?),
    }
}

/// Renders tables as a terminal table, Markdown or CSV.
///
/// # Errors
/// Any error writing to `out`.
///
/// # Panics
/// When asked for another format (JSON needs the report itself: [`render_with`]).
pub fn render_tables(
    tables: &[Table],
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let layout = Layout {
        tty,
        ..Layout::default()
    };
    write_tables(tables, format, &layout, out)
}

fn write_tables(
    tables: &[Table],
    format: Format,
    layout: &Layout,
    out: &mut dyn Write,
) -> io::Result<()> {
    for (i, t) in tables.iter().enumerate() {
        if i > 0 {
            // A blank line between tables; CSV keeps its CRLF line ends throughout.
            out.write_all(if format == Format::Csv {
                b"\r\n"
            } else {
                b"\n"
            })?;
        }
        match format {
            Format::Table => table(t, layout, out)?,
            Format::Markdown => markdown(t, out)?,
            Format::Csv => csv(t, out)?,
            other => panic!(
                "{} is rendered from the report, not table by table",
                other.name()
            ),
        }
    }
    Ok(())
}

/// Columns this table needs when no word is broken: the longest word of each column plus
/// its padding and border.
fn unbreakable_width(t: &Table) -> usize {
    let longest = |s: &str| s.split_whitespace().map(|w| w.chars().count()).max();
    let words = (0..t.columns.len()).map(|i| {
        let cells = t.rows.iter().filter_map(|r| longest(&r[i]));
        cells.chain(longest(&t.columns[i].0)).max().unwrap_or(0)
    });
    words.map(|w| w + 3).sum::<usize>() + 1
}

/// Tells comfy-table not to measure the terminal: the width comes from the front end.
/// Only comfy-table's `tty` feature (which the `cli` feature brings) ever measures it, so
/// without it there is nothing to turn off.
fn no_tty(c: &mut Comfy) -> &mut Comfy {
    #[cfg(feature = "cli")]
    c.force_no_tty();
    c
}

fn table(t: &Table, layout: &Layout, out: &mut dyn Write) -> io::Result<()> {
    if let Some(w) = layout.width {
        // Too many columns to wrap without breaking numbers: one record per block.
        if unbreakable_width(t) > usize::from(w) {
            return stacked(t, layout, w, out);
        }
    }
    let mut c = Comfy::new();
    c.load_preset(if layout.tty {
        presets::UTF8_FULL_CONDENSED
    } else {
        presets::ASCII_FULL_CONDENSED
    })
    .set_header(t.columns.iter().map(|(n, _)| n.as_str()));
    // comfy-table measures the terminal itself only when asked to; the width comes from
    // the front end, so a test or a pipe gets the same table every time.
    match layout.width {
        Some(w) => no_tty(&mut c)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(w),
        None => c.set_content_arrangement(ContentArrangement::Disabled),
    };
    for row in &t.rows {
        c.add_row(row);
    }
    for (i, (_, a)) in t.columns.iter().enumerate() {
        if let Some(col) = c.column_mut(i) {
            col.set_cell_alignment(match a {
                Align::Left => CellAlignment::Left,
                Align::Right => CellAlignment::Right,
            });
        }
    }
    if !t.title.is_empty() {
        lines(&t.title, layout.width, out)?;
    }
    writeln!(out, "{c}")?;
    for n in &t.notes {
        lines(n, layout.width, out)?;
    }
    Ok(())
}

/// Writes `text` as a line, or as lines of at most `width` characters broken between
/// words (a longer word keeps its own line).
fn lines(text: &str, width: Option<u16>, out: &mut dyn Write) -> io::Result<()> {
    let Some(width) = width.map(usize::from) else {
        return writeln!(out, "{text}");
    };
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            writeln!(out, "{line}")?;
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    writeln!(out, "{line}")
}

/// The narrow layout: each row as a block of `column | value` lines, for tables too wide
/// for the terminal even with their cells wrapped.
fn stacked(t: &Table, layout: &Layout, width: u16, out: &mut dyn Write) -> io::Result<()> {
    if !t.title.is_empty() {
        lines(&t.title, Some(width), out)?;
    }
    for row in &t.rows {
        let mut c = Comfy::new();
        c.load_preset(if layout.tty {
            presets::UTF8_FULL_CONDENSED
        } else {
            presets::ASCII_FULL_CONDENSED
        });
        no_tty(&mut c)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(width);
        for ((name, _), cell) in t.columns.iter().zip(row) {
            c.add_row([name.as_str(), cell.as_str()]);
        }
        writeln!(out, "{c}")?;
    }
    for n in &t.notes {
        lines(n, Some(width), out)?;
    }
    Ok(())
}

fn md_escape(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn markdown(t: &Table, out: &mut dyn Write) -> io::Result<()> {
    if !t.title.is_empty() {
        writeln!(out, "### {}\n", md_escape(&t.title))?;
    }
    let head: Vec<String> = t.columns.iter().map(|(n, _)| md_escape(n)).collect();
    writeln!(out, "| {} |", head.join(" | "))?;
    let rule: Vec<&str> = t
        .columns
        .iter()
        .map(|(_, a)| if *a == Align::Right { "---:" } else { "---" })
        .collect();
    writeln!(out, "| {} |", rule.join(" | "))?;
    for row in &t.rows {
        let cells: Vec<String> = row.iter().map(|c| md_escape(c)).collect();
        writeln!(out, "| {} |", cells.join(" | "))?;
    }
    if !t.notes.is_empty() {
        writeln!(out)?;
        for n in &t.notes {
            writeln!(out, "{}", md_escape(n))?;
        }
    }
    Ok(())
}

/// Quotes a CSV field per RFC 4180 when it holds a comma, quote or line break.
pub(crate) fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv(t: &Table, out: &mut dyn Write) -> io::Result<()> {
    let line = |cells: Vec<String>| cells.join(",") + "\r\n";
    out.write_all(line(t.columns.iter().map(|(n, _)| csv_field(n)).collect()).as_bytes())?;
    for row in &t.rows {
        out.write_all(
            line(
                row.iter()
                    .map(|c| csv_field(&crate::csvsafe::cell(c)))
                    .collect(),
            )
            .as_bytes(),
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        let mut t = Table::new("Bets", &[("bet", Align::Left), ("edge", Align::Right)]);
        t.row(vec![
            "Banco, 5%".into(),
            super::super::fmt::percent_cell(1.0579, 4),
        ]);
        t.row(vec![
            "say \"hi\" | x".into(),
            super::super::fmt::int_cell(2),
        ]);
        t
    }

    #[test]
    fn csv_quotes_per_rfc_4180() {
        let mut out = Vec::new();
        csv(&sample(), &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "bet,edge\r\n\"Banco, 5%\",1.0579%\r\n\"say \"\"hi\"\" | x\",2\r\n"
        );
    }

    #[test]
    fn markdown_right_aligns_numbers_and_escapes_pipes() {
        let mut out = Vec::new();
        markdown(&sample(), &mut out).unwrap();
        let s = String::from_utf8(out).unwrap();
        assert!(s.contains("| --- | ---: |"), "{s}");
        assert!(s.contains("say \"hi\" \\| x"), "{s}");
    }
}
