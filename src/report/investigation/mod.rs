//! The files a surveillance team or a regulator files: the review file (`punto-banco
//! review --format markdown|html|pdf`) and the audit file, as one [`Document`] written as
//! Markdown, HTML (no part wider than the window: long tables scroll in their own box) or
//! PDF (A4, the figures drawn, the tool and the inputs' SHA-256 in every footer).
//!
//! A document is made of the par sheet's blocks and written by its writers. The review file
//! is made by [`ReviewReport::review_file`](crate::api::ReviewReport::review_file)
//! (`review.rs`): its verdict first, then the evidence. [`Investigation`] is the plain form
//! (facts, sections of tables, English headings) the audit file is made from.

mod review;
mod table;
pub(crate) mod words;

use super::parsheet::block::{Block, Part};
use super::RenderError;
use super::Table;
use crate::i18n::Lang;

/// One section of an [`Investigation`]: a heading, paragraphs, tables and (HTML) an SVG
/// figure.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// The section's heading.
    pub heading: String,
    /// Paragraphs before the tables.
    pub paras: Vec<String>,
    /// Tables (their titles are shown as paragraphs, their notes once, after them).
    pub tables: Vec<Table>,
    /// A figure, as SVG text: drawn in the HTML file (not in the PDF).
    pub svg: Option<String>,
}

/// An investigation file's content, in English: a title, what was investigated, sections.
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

/// A document ready to be written: its language, blocks and footer.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    lang: Lang,
    title: String,
    blocks: Vec<Part>,
    footer: Vec<String>,
    /// SVG figures of an [`Investigation`], put in place of their marks in HTML.
    svgs: Vec<(String, String)>,
    /// Table cells shown verbatim in HTML (the review file's hold players' labels).
    verbatim: bool,
    /// Whether the Markdown shows the SVG figures too, as the HTML does (the review
    /// file's chart of the table's hold).
    svgs_in_markdown: bool,
}

/// Where the HTML writer puts figure `i` of an [`Investigation`]: a paragraph replaced by
/// the SVG once written.
fn figure_mark(i: usize) -> String {
    format!("FIGURE-{i}-PLACEHOLDER")
}

/// An SVG figure as the HTML and Markdown show it.
fn figure(svg: &str) -> String {
    format!(
        "<figure>\n{}\n</figure>",
        svg.trim_start_matches(|c| c != '<')
    )
}

/// A table and its notes as blocks: the table without its notes, then the notes once.
pub(crate) fn table_blocks(t: &Table, out: &mut Vec<Part>) {
    let mut bare = t.clone();
    bare.notes.clear();
    out.push(Part::Block(Block::Table(bare)));
    if !t.notes.is_empty() {
        out.push(Part::Block(Block::List(t.notes.clone())));
    }
}

/// A two-column table of (label, value) facts, its columns named `what` and `value`.
pub(crate) fn facts_table(what: &str, value: &str, facts: &[(String, String)]) -> Table {
    let mut t = Table::new(
        "",
        &[(what, super::Align::Left), (value, super::Align::Left)],
    );
    for (k, v) in facts {
        t.row(vec![k.clone(), v.clone()]);
    }
    t
}

impl Investigation {
    /// The file as a [`Document`] in English.
    pub fn document(&self) -> Document {
        let b = Part::Block;
        let mut blocks = vec![b(Block::Heading(1, self.title.clone()))];
        blocks.push(b(Block::Heading(2, "1. What was reviewed".into())));
        blocks.push(b(Block::Table(facts_table("what", "value", &self.facts))));
        let mut svgs = Vec::new();
        for (i, s) in self.sections.iter().enumerate() {
            blocks.push(b(Block::Heading(2, format!("{}. {}", i + 2, s.heading))));
            blocks.extend(s.paras.iter().map(|p| b(Block::Para(p.clone()))));
            for t in &s.tables {
                if !t.title.is_empty() {
                    blocks.push(b(Block::Para(t.title.clone())));
                }
                table_blocks(t, &mut blocks);
            }
            if let Some(svg) = &s.svg {
                blocks.push(b(Block::Para(figure_mark(i))));
                svgs.push((figure_mark(i), svg.clone()));
            }
        }
        Document::new(Lang::En, blocks, self.footer.clone()).with_svgs(svgs)
    }

    /// The file as a whole HTML page, each figure's SVG inline.
    ///
    /// # Errors
    /// [`RenderError::Writer`]: a failure of the writer.
    pub fn html(&self) -> Result<Vec<u8>, RenderError> {
        self.document().html()
    }

    /// The file as PDF bytes (A4, the tool and the inputs' SHA-256 in every footer).
    ///
    /// # Errors
    /// [`RenderError::Writer`]: a failure of the PDF writer.
    #[cfg(feature = "pdf")]
    pub fn pdf(&self) -> Result<Vec<u8>, RenderError> {
        self.document().pdf()
    }
}

impl Document {
    /// A document of `blocks` in `lang` (its title: the first level-1 heading).
    pub(crate) fn new(lang: Lang, blocks: Vec<Part>, footer: Vec<String>) -> Document {
        let title = blocks
            .iter()
            .find_map(|b| match b {
                Part::Block(Block::Heading(1, t)) => Some(t.clone()),
                _ => None,
            })
            .unwrap_or_default();
        Document {
            lang,
            title,
            blocks,
            footer,
            svgs: Vec::new(),
            verbatim: false,
            svgs_in_markdown: false,
        }
    }

    /// The same document, its table cells shown verbatim in HTML (no code spans), as its
    /// Markdown shows them: for cells that hold the user's text.
    pub(crate) fn with_verbatim_cells(mut self) -> Document {
        self.verbatim = true;
        self
    }

    fn with_svgs(mut self, svgs: Vec<(String, String)>) -> Document {
        self.svgs = svgs;
        self
    }

    /// The same document, its SVG figures shown in its Markdown too.
    fn with_svgs_in_markdown(mut self) -> Document {
        self.svgs_in_markdown = true;
        self
    }

    /// The document's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The blocks, in order (what the typesetting tests lay out).
    #[cfg(test)]
    pub(crate) fn blocks(&self) -> &[Part] {
        &self.blocks
    }

    /// The lines of every PDF page's footer.
    pub fn footer(&self) -> &[String] {
        &self.footer
    }

    /// The blocks without an [`Investigation`]'s figure marks (the PDF draws no SVG).
    fn printed(&self) -> Vec<Part> {
        let marks: Vec<&String> = self.svgs.iter().map(|(m, _)| m).collect();
        self.blocks
            .iter()
            .filter(|b| !matches!(b, Part::Block(Block::Para(p)) if marks.contains(&p)))
            .cloned()
            .collect()
    }

    /// The file in `format`: PDF, Markdown, or (any other format) the HTML page, as
    /// `review --format` and `audit --format` write it.
    ///
    /// # Errors
    /// A failure of the writer; [`RenderError::NotWritten`] for PDF in a build without
    /// the `pdf` feature.
    pub fn in_format(&self, format: super::Format) -> Result<Vec<u8>, RenderError> {
        match format {
            #[cfg(feature = "pdf")]
            super::Format::Pdf => self.pdf(),
            #[cfg(not(feature = "pdf"))]
            super::Format::Pdf => Err(RenderError::NotWritten(format)),
            super::Format::Markdown => self.markdown(),
            _ => self.html(),
        }
    }

    /// The file as Markdown: what a player's label holds escaped, the figures inline SVG.
    ///
    /// # Errors
    /// A failure of the writer.
    pub fn markdown(&self) -> Result<Vec<u8>, RenderError> {
        let mut out = Vec::new();
        if !self.svgs_in_markdown {
            super::parsheet::block::markdown::markdown(&self.printed(), &mut out)
                .map_err(RenderError::Io)?;
            return Ok(out);
        }
        super::parsheet::block::markdown::markdown(&self.blocks, &mut out)
            .map_err(RenderError::Io)?;
        let mut text = String::from_utf8(out)
            .map_err(|e| RenderError::Writer(format!("the Markdown is not UTF-8: {e}")))?;
        for (mark, svg) in &self.svgs {
            text = text.replacen(&format!("\n{mark}\n"), &format!("\n{}\n", figure(svg)), 1);
        }
        Ok(text.into_bytes())
    }

    /// The file as a whole HTML page: long tables scroll in their own box, figures inline.
    ///
    /// # Errors
    /// A failure of the writer.
    pub fn html(&self) -> Result<Vec<u8>, RenderError> {
        let mut out = Vec::new();
        let style = match self.verbatim {
            true => super::parsheet::Style::Verbatim,
            false => super::parsheet::Style::File,
        };
        super::parsheet::html_with(&self.blocks, self.lang, style, &mut out)
            .map_err(RenderError::Io)?;
        let mut text = String::from_utf8(out)
            .map_err(|e| RenderError::Writer(format!("the HTML page is not UTF-8: {e}")))?;
        for (mark, svg) in &self.svgs {
            text = text.replacen(&format!("<p>{mark}</p>"), &figure(svg), 1);
        }
        Ok(text.into_bytes())
    }

    /// The file as PDF bytes (A4, its footer in its language in every page).
    ///
    /// # Errors
    /// [`RenderError::Writer`]: a failure of the PDF writer.
    #[cfg(feature = "pdf")]
    pub fn pdf(&self) -> Result<Vec<u8>, RenderError> {
        super::parsheet::pdf_parts(&self.printed(), &self.pdf_info(), self.lang)
    }

    /// The PDF's title and footer.
    #[cfg(feature = "pdf")]
    pub(crate) fn pdf_info(&self) -> super::parsheet::PdfInfo {
        super::parsheet::PdfInfo {
            title: self.title.clone(),
            footer: self.footer.clone(),
            verbatim_cells: self.verbatim,
        }
    }
}
