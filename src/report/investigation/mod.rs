//! The investigation file of a review (`punto-banco review --format pdf|html`): what was
//! reviewed and with what (rules, the inputs' SHA-256, the tool's version and commit), the
//! per-player and per-bet tests, the flagged players' wagers and the plot of their stakes
//! against the exact EV, coup by coup.
//!
//! This module only lays out what it is given (an [`Investigation`], filled by
//! `api::ReviewReport::investigation`): the same blocks as the par sheet, written by the par
//! sheet's HTML and PDF writers.

use super::parsheet::Block;
use super::Table;
use crate::i18n::Lang;
use std::io;

/// One section of the file: a heading, paragraphs, tables and (HTML) an SVG figure.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// The section's heading.
    pub heading: String,
    /// Paragraphs before the tables.
    pub paras: Vec<String>,
    /// Tables (their titles are shown as paragraphs).
    pub tables: Vec<Table>,
    /// A figure, as SVG text: drawn in the HTML file; the PDF says where to find it.
    pub svg: Option<String>,
}

/// An investigation file's content.
#[derive(Debug, Clone, PartialEq)]
pub struct Investigation {
    /// The title.
    pub title: String,
    /// What was reviewed and with what, as (label, value): rules, decks, each log's format,
    /// rows and SHA-256, the draws, seed and level, the tool, version and commit.
    pub facts: Vec<(String, String)>,
    /// The sections, in order.
    pub sections: Vec<Section>,
    /// The lines of every PDF page's footer (the tool, the inputs' SHA-256).
    pub footer: Vec<String>,
}

/// Where the HTML writer puts figure `i`: a paragraph replaced by the SVG once written.
fn figure_mark(i: usize) -> String {
    format!("FIGURE-{i}-PLACEHOLDER")
}

impl Investigation {
    fn blocks(&self, pdf: bool) -> Vec<Block> {
        let mut doc = vec![Block::Heading(1, self.title.clone())];
        let mut facts = Table::new(
            "",
            &[("what", super::Align::Left), ("value", super::Align::Left)],
        );
        for (k, v) in &self.facts {
            facts.row(vec![k.clone(), v.clone()]);
        }
        doc.push(Block::Heading(2, "1. What was reviewed".into()));
        doc.push(Block::Table(facts));
        for (i, s) in self.sections.iter().enumerate() {
            doc.push(Block::Heading(2, format!("{}. {}", i + 2, s.heading)));
            for p in &s.paras {
                doc.push(Block::Para(p.clone()));
            }
            for t in &s.tables {
                if !t.title.is_empty() {
                    doc.push(Block::Para(t.title.clone()));
                }
                doc.push(Block::Table(t.clone()));
                if !t.notes.is_empty() {
                    doc.push(Block::List(t.notes.clone()));
                }
            }
            if s.svg.is_some() {
                doc.push(Block::Para(if pdf {
                    "The figure is drawn in the HTML investigation file and in the review's SVG plot; the wagers table above lists its points.".into()
                } else {
                    figure_mark(i)
                }));
            }
        }
        doc
    }

    /// The file as a whole HTML page, each figure's SVG inline.
    ///
    /// # Errors
    /// A failure of the writer.
    pub fn html(&self) -> io::Result<Vec<u8>> {
        let mut out = Vec::new();
        super::parsheet::blocks_html(&self.blocks(false), Lang::En, &mut out)?;
        let mut text = String::from_utf8(out).map_err(io::Error::other)?;
        for (i, s) in self.sections.iter().enumerate() {
            if let Some(svg) = &s.svg {
                let mark = format!("<p>{}</p>", figure_mark(i));
                let figure = format!(
                    "<figure>\n{}\n</figure>",
                    svg.trim_start_matches(|c| c != '<')
                );
                text = text.replacen(&mark, &figure, 1);
            }
        }
        Ok(text.into_bytes())
    }

    /// The file as PDF bytes (A4, the tool and the inputs' SHA-256 in every footer).
    ///
    /// # Errors
    /// A failure of the PDF writer.
    #[cfg(feature = "pdf")]
    pub fn pdf(&self) -> io::Result<Vec<u8>> {
        let info = super::parsheet::PdfInfo {
            title: self.title.clone(),
            footer: self.footer.clone(),
        };
        super::parsheet::blocks_pdf(&self.blocks(true), &info)
    }
}
