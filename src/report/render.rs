//! One tabular model, four renderings.

use comfy_table::{presets, CellAlignment, ContentArrangement, Table as Comfy};
use serde::Serialize;
use std::io::{self, Write};

/// Output format of every command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A terminal table (UTF-8 borders on a terminal, ASCII otherwise).
    Table,
    /// One JSON object, exact values as `"n/d"` strings.
    Json,
    /// RFC 4180 CSV; several tables are separated by a blank line, each with its header.
    Csv,
    /// GitHub-flavoured Markdown tables, numbers right-aligned.
    Markdown,
}

/// Column alignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Text.
    Left,
    /// Numbers.
    Right,
}

/// A titled table of strings: the one view every text format is made from.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Table {
    /// Title shown above the table (not in CSV).
    pub title: String,
    /// Column names and alignment.
    pub columns: Vec<(String, Align)>,
    /// Rows of cells, one per column.
    pub rows: Vec<Vec<String>>,
    /// Lines printed under the table (notes, assumptions; not in CSV).
    pub notes: Vec<String>,
}

impl Table {
    /// A table with the given title and columns and no rows yet.
    pub fn new(title: &str, columns: &[(&str, Align)]) -> Table {
        Table {
            title: title.to_string(),
            columns: columns.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
            rows: vec![],
            notes: vec![],
        }
    }

    /// Appends a row.
    ///
    /// # Panics
    /// If the row's length differs from the number of columns (a programming error).
    pub fn row(&mut self, cells: Vec<String>) {
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
}

/// Renders a report in the chosen format. `width` fixes the terminal table width (tests);
/// `tty` chooses UTF-8 borders.
///
/// # Errors
/// Any error writing to `out`.
pub fn render<R: Serialize + Tabular>(
    report: &R,
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, report)?;
            writeln!(out)
        }
        _ => render_tables(&report.tables(), format, tty, out),
    }
}

/// Renders tables as a terminal table, Markdown or CSV.
///
/// # Errors
/// Any error writing to `out`.
///
/// # Panics
/// When asked for JSON, which needs the report itself ([`render`]).
pub fn render_tables(
    tables: &[Table],
    format: Format,
    tty: bool,
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
            Format::Table => table(t, tty, out)?,
            Format::Markdown => markdown(t, out)?,
            Format::Csv => csv(t, out)?,
            Format::Json => panic!("JSON is rendered from the report, not its tables"),
        }
    }
    Ok(())
}

fn table(t: &Table, tty: bool, out: &mut dyn Write) -> io::Result<()> {
    let mut c = Comfy::new();
    c.load_preset(if tty {
        presets::UTF8_FULL_CONDENSED
    } else {
        presets::ASCII_FULL_CONDENSED
    })
    .set_content_arrangement(ContentArrangement::Disabled)
    .set_header(t.columns.iter().map(|(n, _)| n.as_str()));
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
        writeln!(out, "{}", t.title)?;
    }
    writeln!(out, "{c}")?;
    for n in &t.notes {
        writeln!(out, "{n}")?;
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
        out.write_all(line(row.iter().map(|c| csv_field(c)).collect()).as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        let mut t = Table::new("Bets", &[("bet", Align::Left), ("edge", Align::Right)]);
        t.row(vec!["Banco, 5%".into(), "1.0579%".into()]);
        t.row(vec!["say \"hi\" | x".into(), "2".into()]);
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
