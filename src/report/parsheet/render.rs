//! Writing a par sheet: Markdown, a self-contained printable HTML page, or JSON.
//!
//! The HTML page is one file: inline CSS, no scripts, no fonts, images or style sheets from
//! elsewhere, so it opens the same offline, in an archive, or printed to PDF.

use super::block::{Inline, Part};
use super::doc::{document, Block};
use super::ParSheet;
use crate::i18n::Lang;
use crate::report::{markdown_tables, Align, Format, RenderError, Table};
use std::io::{self, Write};

/// The output formats of a par sheet: the one [`Format`] enum, of which a par sheet is
/// written here as Markdown, HTML or JSON (xlsx and PDF by [`super::parsheet_workbook`] and
/// [`super::parsheet_pdf`]).
pub type SheetFormat = Format;

/// Writes `sheet` in `format`.
///
/// # Errors
/// As [`render_parsheet_in`].
pub fn render_parsheet(
    sheet: &ParSheet,
    format: SheetFormat,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    render_parsheet_in(sheet, format, Lang::En, out)
}

/// Writes `sheet` in `format` and `lang`: Markdown and HTML in the language (headings,
/// labels, text and numbers, see [`crate::i18n`]); JSON the same in every language.
///
/// # Errors
/// [`RenderError::Io`] for an error writing to `out`; [`RenderError::NotWritten`] for a
/// format other than Markdown, HTML or JSON (xlsx and PDF have their own writers).
pub fn render_parsheet_in(
    sheet: &ParSheet,
    format: SheetFormat,
    lang: Lang,
    out: &mut dyn Write,
) -> Result<(), RenderError> {
    Ok(match format {
        SheetFormat::Json => out.write_all(sheet.to_json().as_bytes()),
        SheetFormat::Markdown => markdown(&document(sheet, lang), out),
        SheetFormat::Html => html(&document(sheet, lang), lang, out),
        other => return Err(RenderError::NotWritten(other)),
    }?)
}

/// Any tables as one self-contained HTML page in the par sheet's styles: each table under
/// its title (the first as the page's heading), its notes after it.
///
/// # Errors
/// Any error writing to `out`.
pub(crate) fn tables_html(tables: &[Table], lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let mut doc = Vec::new();
    for (i, t) in tables.iter().enumerate() {
        if !t.title.is_empty() {
            doc.push(Block::Heading(if i == 0 { 1 } else { 2 }, t.title.clone()));
        }
        let mut bare = t.clone();
        bare.notes.clear();
        doc.push(Block::Table(bare));
        doc.extend(t.notes.iter().map(|n| Block::Para(n.clone())));
    }
    html(&doc, lang, out)
}

fn markdown(doc: &[Block], out: &mut dyn Write) -> io::Result<()> {
    let flat: Vec<&Block> = doc
        .iter()
        .flat_map(|b| match b {
            Block::Keep(inner) => inner.iter().collect(),
            other => vec![other],
        })
        .collect();
    for (i, b) in flat.into_iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        match b {
            Block::Heading(level, text) => {
                writeln!(out, "{} {text}", "#".repeat(usize::from(*level)))?
            }
            Block::Para(text) => writeln!(out, "{text}")?,
            Block::List(items) => {
                for item in items {
                    writeln!(out, "- {item}")?;
                }
            }
            Block::Table(t) => {
                // The title names a workbook's sheet; a heading or paragraph introduces
                // the table here.
                let bare = Table {
                    title: String::new(),
                    ..t.clone()
                };
                markdown_tables(std::slice::from_ref(&bare), out)?
            }
            Block::Code(text) => writeln!(out, "```text\n{text}\n```")?,
            Block::Keep(_) => unreachable!("flattened above"),
        }
    }
    Ok(())
}

/// Escapes text for HTML element content and attribute values, its control and
/// bidirectional characters first under the one rule ([`crate::escape_controls`]).
fn escape(s: &str) -> String {
    let s = crate::error::escape_controls(s);
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            _ => o.push(c),
        }
    }
    o
}

/// Escapes text and turns `code spans` into `<code>` elements.
fn inline(s: &str) -> String {
    s.split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                format!("<code>{}</code>", escape(part))
            } else {
                escape(part)
            }
        })
        .collect()
}

const CSS: &str = "\
:root { color: #111; background: #fff; }
body { font-family: \"DejaVu Sans\", \"Liberation Sans\", Arial, Helvetica, sans-serif;
  font-size: 10.5pt; line-height: 1.4; margin: 2em auto; max-width: 62em; padding: 0 1em; }
h1 { font-size: 1.6em; border-bottom: 2px solid #333; padding-bottom: .2em; }
h2 { font-size: 1.3em; border-bottom: 1px solid #999; margin-top: 1.8em; }
h3 { font-size: 1.05em; margin: 1.4em 0 .4em; }
table { border-collapse: collapse; margin: .4em 0 .9em; max-width: 100%; }
th, td { border: 1px solid #bbb; padding: .15em .45em; vertical-align: top;
  overflow-wrap: anywhere; }
th { background: #eee; text-align: left; white-space: nowrap; overflow-wrap: normal; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.mid, th.mid { text-align: center; min-width: 1.2em; }
table.wide { font-size: 8.5pt; }
tr.total td { font-weight: bold; border-top: 2px solid #333; }
code, pre { font-family: \"DejaVu Sans Mono\", \"Liberation Mono\", monospace; font-size: .92em; }
pre { background: #f4f4f4; border: 1px solid #ccc; padding: .5em; white-space: pre-wrap;
  word-break: break-all; }
code { word-break: break-all; }
@page { size: A4; margin: 14mm 12mm; }
@media print {
  body { margin: 0; max-width: none; padding: 0; font-size: 9pt; }
  h2 { break-after: avoid; page-break-after: avoid; }
  h3 { break-after: avoid; page-break-after: avoid; }
  table, section.keep { break-inside: avoid; page-break-inside: avoid; }
  table.long { break-inside: auto; page-break-inside: auto; }
  table.wide { font-size: 7.5pt; }
  thead { display: table-header-group; }
  pre { background: none; }
}
";

/// `t` as an HTML table; `verbatim`: its cells are shown as they are (escaped, no code
/// spans: the review file's cells hold a player's label, the user's text, never markup).
fn html_table(t: &Table, verbatim: bool, out: &mut dyn Write) -> io::Result<()> {
    // Tables whose text is wider than the page (the 10 x 10 counts, edges by decks) print
    // in a smaller type; columns of single letters (the tableau) are centred.
    let width: usize = (0..t.columns.len())
        .map(|i| {
            t.rows
                .iter()
                .map(|r| r[i].chars().count())
                .max()
                .unwrap_or(0)
                .max(3)
        })
        .sum();
    // Long tables (the checks, the published figures) may break across pages; short ones
    // are kept whole.
    let class = match (t.columns.len() > 4 && width > 100, t.rows.len() > 20) {
        (true, true) => " class=\"wide long\"",
        (true, false) => " class=\"wide\"",
        (false, true) => " class=\"long\"",
        (false, false) => "",
    };
    writeln!(out, "<table{class}>")?;
    let classes: Vec<&str> = t
        .columns
        .iter()
        .enumerate()
        .map(|(i, (_, a))| match a {
            Align::Right if t.rows.iter().all(|r| r[i].chars().count() <= 1) => " class=\"mid\"",
            Align::Right => " class=\"num\"",
            Align::Left => "",
        })
        .collect();
    write!(out, "<thead><tr>")?;
    for ((name, _), class) in t.columns.iter().zip(&classes) {
        write!(out, "<th{class}>{}</th>", inline(name))?;
    }
    writeln!(out, "</tr></thead>")?;
    writeln!(out, "<tbody>")?;
    for row in &t.rows {
        let total = if row.first().is_some_and(|c| is_total(c)) {
            " class=\"total\""
        } else {
            ""
        };
        write!(out, "<tr{total}>")?;
        for (cell, class) in row.iter().zip(&classes) {
            let text = if verbatim { escape(cell) } else { inline(cell) };
            write!(out, "<td{class}>{text}</td>")?;
        }
        writeln!(out, "</tr>")?;
    }
    writeln!(out, "</tbody>\n</table>")
}

/// How a page is written: the par sheet's way, or the review file's (tables in boxes that
/// scroll on their own when wider than the window, figures drawn).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    /// The par sheet and the tabular commands' pages.
    Sheet,
    /// The review file: no part of the page is wider than the window.
    File,
    /// As [`Style::File`], every table cell shown verbatim: the cells hold the user's text
    /// (a player's label), whose backticks are no markup.
    Verbatim,
}

/// The review file's additions to [`CSS`].
const FILE_CSS: &str = "\
body { overflow-wrap: anywhere; }
div.scroll { overflow-x: auto; max-width: 100%; margin: .4em 0 .9em; }
div.scroll > table { margin: 0; }
figure { margin: .8em 0 1.2em; max-width: 100%; }
figure figcaption { font-weight: bold; margin-bottom: .2em; }
figure svg { display: block; width: 100%; height: auto; }
p.verdict { font-size: 1.05em; font-weight: bold; border: 1px solid #999; background: #f3f3f3; padding: .5em .7em; }
";

fn html_part(p: &Part, style: Style, out: &mut dyn Write) -> io::Result<()> {
    match p {
        Part::Block(b) => html_block(b, style, out),
        Part::Rich(runs) => {
            let body: String = runs
                .iter()
                .map(|r| match r {
                    Inline::Text(t) => escape(t),
                    Inline::Code(c) => format!("<code>{}</code>", escape(c)),
                })
                .collect();
            writeln!(out, "<p class=\"verdict\">{body}</p>")
        }
        Part::Figure(f) => writeln!(out, "{}", super::block::svg::svg(f)),
        Part::Keep(inner) => {
            writeln!(out, "<section class=\"keep\">")?;
            for p in inner {
                html_part(p, style, out)?;
            }
            writeln!(out, "</section>")
        }
    }
}

fn html_block(b: &Block, style: Style, out: &mut dyn Write) -> io::Result<()> {
    if let (Block::Table(t), Style::File | Style::Verbatim) = (b, style) {
        writeln!(out, "<div class=\"scroll\">")?;
        html_table(t, style == Style::Verbatim, out)?;
        return writeln!(out, "</div>");
    }
    match b {
        Block::Heading(level, text) => writeln!(out, "<h{level}>{}</h{level}>", inline(text)),
        Block::Para(text) => writeln!(out, "<p>{}</p>", inline(text)),
        Block::List(items) => {
            writeln!(out, "<ul>")?;
            for item in items {
                writeln!(out, "<li>{}</li>", inline(item))?;
            }
            writeln!(out, "</ul>")
        }
        Block::Table(t) => html_table(t, false, out),
        Block::Code(text) => writeln!(out, "<pre>{}</pre>", escape(text)),
        Block::Keep(inner) => {
            writeln!(out, "<section class=\"keep\">")?;
            for b in inner {
                html_block(b, style, out)?;
            }
            writeln!(out, "</section>")
        }
    }
}

/// Whether `cell` is the first cell of a total row (`row-total` in some language).
pub(crate) fn is_total(cell: &str) -> bool {
    Lang::ALL.iter().any(|l| l.m("row-total") == cell)
}

/// Writes `doc` as a whole HTML page in the par sheet's style.
pub(crate) fn html(doc: &[Block], lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let parts: Vec<Part> = doc.iter().cloned().map(Part::Block).collect();
    html_with(&parts, lang, Style::Sheet, out)
}

/// Writes `doc` as a whole HTML page in `style` (the review file's: [`Style::File`]).
pub(crate) fn html_with(
    doc: &[Part],
    lang: Lang,
    style: Style,
    out: &mut dyn Write,
) -> io::Result<()> {
    let title = doc
        .iter()
        .find_map(|b| match b {
            Part::Block(Block::Heading(1, t)) => Some(t.as_str()),
            _ => None,
        })
        .unwrap_or("Par sheet");
    writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">",
        lang.code()
    )?;
    writeln!(
        out,
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    )?;
    writeln!(
        out,
        "<title>{}</title>\n<style>\n{CSS}{}</style>\n</head>\n<body>",
        escape(title),
        if style == Style::Sheet { "" } else { FILE_CSS }
    )?;
    for p in doc {
        html_part(p, style, out)?;
    }
    writeln!(out, "</body>\n</html>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_text_and_marks_code() {
        assert_eq!(
            inline("a < b & `x<y`"),
            "a &lt; b &amp; <code>x&lt;y</code>"
        );
        assert_eq!(escape("\"q\""), "&quot;q&quot;");
    }

    #[test]
    fn markdown_blocks_are_separated_by_blank_lines() {
        let doc = vec![
            Block::Heading(2, "H".into()),
            Block::List(vec!["a".into(), "b".into()]),
            Block::Code("cmd".into()),
        ];
        let mut out = Vec::new();
        markdown(&doc, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "## H\n\n- a\n- b\n\n```text\ncmd\n```\n"
        );
    }

    #[test]
    fn the_text_writer_refuses_the_formats_of_other_writers_as_data() {
        let spec = crate::ShoeSpec {
            decks: Some(1),
            ..crate::ShoeSpec::default()
        };
        let rules = crate::Rules::preset("standard").unwrap();
        let shoe = spec.build().unwrap();
        let bets = crate::bets::main_bets(&rules);
        let keep = super::super::Unpriceable::Keep;
        let s = ParSheet::new(&spec, &shoe, &rules, &bets, "test", keep, None).unwrap();
        for format in [crate::report::Format::Xlsx, crate::report::Format::Pdf] {
            let mut out = Vec::new();
            let e = render_parsheet_in(&s, format, crate::i18n::Lang::En, &mut out).unwrap_err();
            assert!(
                matches!(e, crate::report::RenderError::NotWritten(f) if f == format),
                "{e}"
            );
            assert!(!e.is_input() && out.is_empty());
            assert!(e
                .to_string()
                .starts_with(&format!("format '{}' is not written here", format.name())));
        }
    }
}
