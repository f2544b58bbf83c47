//! The text renderings of tables: a terminal table (comfy-table), Markdown and CSV.

use super::table::{Align, Format, Layout, RenderError, Table};
use comfy_table::{
    presets, CellAlignment, ColumnConstraint, ContentArrangement, Table as Comfy, Width,
};
use std::io::{self, Write};

/// Renders tables as a terminal table, Markdown or CSV.
///
/// # Errors
/// [`RenderError::NotTables`] for another format (JSON needs the report itself, HTML and
/// xlsx are written by [`render_with`](super::render_with)); [`RenderError::Io`] for any
/// error writing to `out`.
pub fn render_tables(
    tables: &[Table],
    format: Format,
    tty: bool,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    let layout = Layout {
        tty,
        ..Layout::default()
    };
    // Under the one escaping rule, as every table `render_with` writes.
    let tables: Vec<Table> = tables.iter().cloned().map(Table::escaped).collect();
    write_tables(&tables, format, &layout, out)
}

/// Tables as Markdown, one after the other (the par sheet's tables).
///
/// # Errors
/// Any error writing to `out`.
pub fn markdown_tables(tables: &[Table], out: &mut dyn Write) -> io::Result<()> {
    for (i, t) in tables.iter().enumerate() {
        if i > 0 {
            out.write_all(b"\n")?;
        }
        markdown(t, out)?;
    }
    Ok(())
}

/// The text formats (table, Markdown, CSV) of `tables` under `layout`.
///
/// # Errors
/// As [`render_tables`].
pub(crate) fn write_tables(
    tables: &[Table],
    format: Format,
    layout: &Layout,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    type Writer = fn(&Table, &Layout, &mut dyn Write) -> io::Result<()>;
    let write: Writer = match format {
        Format::Table => table,
        Format::Markdown => |t, _, out| markdown(t, out),
        Format::Csv => |t, _, out| csv(t, out),
        other => return Err(RenderError::NotTables(other)),
    };
    for (i, t) in tables.iter().enumerate() {
        if i > 0 {
            // A blank line between tables; CSV keeps its CRLF line ends throughout.
            out.write_all(if format == Format::Csv {
                b"\r\n"
            } else {
                b"\n"
            })?;
        }
        write(t, layout, out)?;
    }
    Ok(())
}

/// The longest word of each column (its cells and its header), in characters: the width
/// below which a column would have to break a word (a number, a fraction, an id).
fn longest_words<'a>(columns: impl Iterator<Item = impl Iterator<Item = &'a str>>) -> Vec<u16> {
    let longest = |s: &str| s.split_whitespace().map(|w| w.chars().count()).max();
    columns
        .map(|cells| {
            let w = cells.filter_map(longest).max().unwrap_or(0);
            u16::try_from(w).unwrap_or(u16::MAX)
        })
        .collect()
}

/// Tells comfy-table not to measure the terminal: the width comes from the front end.
/// Only comfy-table's `tty` feature (which the `cli` feature brings) ever measures it, so
/// without it there is nothing to turn off.
fn no_tty(c: &mut Comfy) -> &mut Comfy {
    #[cfg(feature = "cli")]
    c.force_no_tty();
    c
}

/// A comfy-table with the layout's borders, fitted to `width` when there is one (then
/// [`keep_words`] once its rows are in).
fn comfy(layout: &Layout, width: Option<u16>) -> Comfy {
    let mut c = Comfy::new();
    c.load_preset(if layout.tty {
        presets::UTF8_FULL_CONDENSED
    } else {
        presets::ASCII_FULL_CONDENSED
    });
    // comfy-table measures the terminal itself only when asked to; the width comes from
    // the front end, so a test or a pipe gets the same table every time.
    match width {
        Some(w) => {
            no_tty(&mut c)
                .set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(w);
        }
        None => {
            c.set_content_arrangement(ContentArrangement::Disabled);
        }
    }
    c
}

/// Cells wrap only between words: each column at least as wide as its longest word
/// (`words`) plus its padding, so no number, fraction or id is ever split across lines.
/// (A constraint applies to the columns the table has: call it after the rows.)
fn keep_words(c: &mut Comfy, words: &[u16]) {
    c.set_constraints(
        words
            .iter()
            .map(|&n| ColumnConstraint::LowerBoundary(Width::Fixed(n.saturating_add(2)))),
    );
}

/// Whether every line of `text` fits in `width` characters.
fn fits(text: &str, width: u16) -> bool {
    text.lines()
        .all(|l| l.chars().count() <= usize::from(width))
}

fn table(t: &Table, layout: &Layout, out: &mut dyn Write) -> io::Result<()> {
    let words = longest_words((0..t.columns.len()).map(|i| {
        std::iter::once(t.columns[i].0.as_str()).chain(t.rows.iter().map(move |r| r[i].as_str()))
    }));
    let mut c = comfy(layout, layout.width);
    c.set_header(t.columns.iter().map(|(n, _)| n.as_str()));
    for row in &t.rows {
        c.add_row(row);
    }
    if layout.width.is_some() {
        keep_words(&mut c, &words);
    }
    for (i, (_, a)) in t.columns.iter().enumerate() {
        if let Some(col) = c.column_mut(i) {
            col.set_cell_alignment(match a {
                Align::Left => CellAlignment::Left,
                Align::Right => CellAlignment::Right,
            });
        }
    }
    let text = c.to_string();
    if let Some(w) = layout.width {
        // Too many columns to fit without breaking a word: one record per block.
        if !fits(&text, w) {
            return stacked(t, layout, w, out);
        }
    }
    if !t.title.is_empty() {
        lines(&t.title, layout.width, out)?;
    }
    writeln!(out, "{text}")?;
    for n in &t.notes {
        lines(n, layout.width, out)?;
    }
    Ok(())
}

/// `text` as lines of at most `width` characters broken between words (a longer word
/// keeps its own line), each ending in a newline: the line a front end writes above a
/// table (`track`'s status) fitted as the table's title is.
pub fn wrap_words(text: &str, width: Option<u16>) -> String {
    let mut out = Vec::new();
    lines(text, width, &mut out).expect("writing to a Vec cannot fail");
    String::from_utf8(out).expect("lines of UTF-8 text")
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
    // One width for every block's two columns, so the blocks line up.
    let names: Vec<&str> = t.columns.iter().map(|(n, _)| n.as_str()).collect();
    let values: Vec<&str> = t.rows.iter().flatten().map(|v| v.as_str()).collect();
    let words = longest_words([names, values].iter().map(|v| v.iter().copied()));
    for row in &t.rows {
        let mut c = comfy(layout, Some(width));
        for ((name, _), cell) in t.columns.iter().zip(row) {
            c.add_row([name.as_str(), cell.as_str()]);
        }
        keep_words(&mut c, &words);
        writeln!(out, "{c}")?;
    }
    for n in &t.notes {
        lines(n, Some(width), out)?;
    }
    Ok(())
}

/// A Markdown cell: a line break as a space, any other control character escaped (the one
/// rule: a carriage return would break the row), its pipes escaped.
fn md_escape(s: &str) -> String {
    crate::error::escape_controls(&s.replace('\n', " ")).replace('|', "\\|")
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
    use crate::report::Cell;

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
    fn a_table_at_any_width_keeps_every_word_whole_and_within_the_width() {
        let mut t = Table::new(
            "Outcomes",
            &[
                ("outcome", Align::Left),
                ("count", Align::Right),
                ("probability", Align::Right),
                ("exact", Align::Left),
            ],
        );
        for (name, count, p, exact) in [
            (
                "Punto",
                "2230518282592256",
                "0.44624661",
                "8712962041376/19524993263685",
            ),
            (
                "Égalité (tie)",
                "475627426473216",
                "0.09515597",
                "619306544887/6508331087895",
            ),
        ] {
            let cells: Vec<Cell> = vec![name.into(), count.into(), p.into(), exact.into()];
            t.row(cells);
        }
        let words: Vec<String> = (t.rows.iter().flatten())
            .flat_map(|c| {
                c.as_str()
                    .split_whitespace()
                    .map(String::from)
                    .collect::<Vec<_>>()
            })
            .collect();
        // From 50 columns (below, the 28-character fraction and its label cannot share a
        // line without breaking it; the terminal promise is from 60 up).
        for width in 50..=120u16 {
            for tty in [false, true] {
                let layout = Layout {
                    tty,
                    width: Some(width),
                    table: None,
                };
                let mut out = Vec::new();
                table(&t, &layout, &mut out).unwrap();
                let text = String::from_utf8(out).unwrap();
                assert!(fits(&text, width), "{width}:\n{text}");
                let got: Vec<&str> = text
                    .split(|c: char| c.is_whitespace() || c == '|' || c == '│')
                    .collect();
                for w in &words {
                    assert!(got.contains(&w.as_str()), "{width}: '{w}' split:\n{text}");
                }
            }
        }
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

    #[test]
    fn tables_in_a_format_made_from_the_whole_report_are_an_error_not_a_panic() {
        for format in [Format::Json, Format::Html, Format::Xlsx, Format::Pdf] {
            let mut out = Vec::new();
            let e = render_tables(&[sample()], format, false, &mut out).unwrap_err();
            assert!(matches!(e, RenderError::NotTables(f) if f == format), "{e}");
            assert!(out.is_empty());
        }
        let mut out = Vec::new();
        render_tables(&[sample(), sample()], Format::Markdown, false, &mut out).unwrap();
        let mut md = Vec::new();
        markdown_tables(&[sample(), sample()], &mut md).unwrap();
        assert_eq!(out, md);
    }
}
