//! The text renderings of tables: a terminal table (comfy-table), Markdown and CSV.

use super::table::{Align, Format, Layout, RenderError, Table};
use comfy_table::{presets, CellAlignment, ContentArrangement, Table as Comfy};
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
