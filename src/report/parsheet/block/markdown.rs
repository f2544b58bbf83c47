//! Blocks as Markdown for a file whose text comes partly from its inputs (the review
//! file: a player's label may hold backticks, `<`, `|`, `*`): every text that is not our
//! own is escaped, code spans take a fence longer than any run of backticks they hold, and
//! figures are inline HTML (the same SVG as the HTML file).

use super::svg::svg;
use super::{Block, Inline, Part};
use crate::report::{Align, Table};
use std::io::{self, Write};

/// `s` with line breaks as spaces, its other control and bidirectional characters escaped
/// ([`crate::escape_controls`], the one rule) and every ASCII punctuation character Markdown could read as markup
/// escaped: it reads back as the same text.
pub(crate) fn md_text(s: &str) -> String {
    let s = crate::error::escape_controls(&s.replace(['\n', '\r'], " ")).into_owned();
    let mut o = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '|' | '#' | '&' | '!' | '~' | '{'
            | '}' => {
                o.push('\\');
                o.push(c);
            }
            _ => o.push(c),
        }
    }
    o
}

/// `s` as a code span (line breaks as spaces, other control characters escaped): fenced by
/// one backtick more than its longest run of backticks, padded with a space when it starts
/// or ends with a backtick or a space.
pub(crate) fn md_code(s: &str) -> String {
    let s = crate::error::escape_controls(&s.replace(['\n', '\r'], " ")).into_owned();
    let longest = s.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if s.starts_with(['`', ' ']) || s.ends_with(['`', ' ']) || s.is_empty() {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{s}{pad}{fence}")
}

/// A [`Part::Rich`] paragraph as Markdown.
pub(crate) fn md_rich(runs: &[Inline]) -> String {
    runs.iter()
        .map(|r| match r {
            Inline::Text(t) => md_text(t),
            Inline::Code(c) => md_code(c),
        })
        .collect()
}

fn table(t: &Table, out: &mut dyn Write) -> io::Result<()> {
    let line = |cells: Vec<String>| format!("| {} |", cells.join(" | "));
    writeln!(
        out,
        "{}",
        line(t.columns.iter().map(|(n, _)| md_text(n)).collect())
    )?;
    let rule = t
        .columns
        .iter()
        .map(|(_, a)| if *a == Align::Right { "---:" } else { "---" }.to_string());
    writeln!(out, "{}", line(rule.collect()))?;
    for r in &t.rows {
        writeln!(out, "{}", line(r.iter().map(|c| md_text(c)).collect()))?;
    }
    Ok(())
}

/// `doc` as Markdown, blocks separated by blank lines. Paragraphs, lists and headings are
/// the document's own words (code spans in backticks kept); table cells and [`Inline`]
/// text are escaped.
pub(crate) fn markdown(doc: &[Part], out: &mut dyn Write) -> io::Result<()> {
    enum One<'a> {
        Block(&'a Block),
        Part(&'a Part),
    }
    fn blocks<'a>(doc: &'a [Block], out: &mut Vec<One<'a>>) {
        for b in doc {
            match b {
                Block::Keep(inner) => blocks(inner, out),
                other => out.push(One::Block(other)),
            }
        }
    }
    fn flat<'a>(doc: &'a [Part], out: &mut Vec<One<'a>>) {
        for p in doc {
            match p {
                Part::Keep(inner) => flat(inner, out),
                Part::Block(b) => blocks(std::slice::from_ref(b), out),
                other => out.push(One::Part(other)),
            }
        }
    }
    let mut blocks = Vec::new();
    flat(doc, &mut blocks);
    for (i, b) in blocks.into_iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        let b = match b {
            One::Block(b) => b,
            One::Part(Part::Rich(runs)) => {
                writeln!(out, "{}", md_rich(runs))?;
                continue;
            }
            One::Part(Part::Figure(f)) => {
                writeln!(out, "{}", svg(f))?;
                continue;
            }
            One::Part(_) => unreachable!("flattened above"),
        };
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
            Block::Table(t) => table(t, out)?,
            Block::Code(text) => writeln!(out, "```text\n{text}\n```")?,
            Block::Keep(_) => unreachable!("flattened above"),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_spans_hold_any_label() {
        assert_eq!(md_code("a`b"), "``a`b``");
        assert_eq!(md_code("`x"), "`` `x ``");
        assert_eq!(md_code("<b>|"), "`<b>|`");
        assert_eq!(md_text("a|b<c>*"), "a\\|b\\<c\\>\\*");
    }
}
