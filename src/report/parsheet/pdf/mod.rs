//! A par sheet as a PDF a lab can file: A4 pages, real tables whose header row repeats on
//! every page a table spans, a bookmark outline of the sections, "page n of N" and the
//! report's identification in every footer, fonts embedded (DejaVu Sans, shipped by the
//! `dejavu` crate under the DejaVu fonts licence) and no time stamp anywhere, so the same
//! report always gives the same bytes.
//!
//! Layout happens once, into pages of drawing operations; the pages are then written with
//! `krilla`, which subsets and embeds the fonts and writes the outline.

mod figure;
mod fonts;
mod layout;
mod lines;
#[cfg(test)]
mod reading_tests;
mod sheet;
mod table;
#[cfg(test)]
mod typeset_tests;
mod write;

pub use sheet::{parsheet_pdf, parsheet_pdf_in};
pub(crate) use write::pdf_parts;

const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN_X: f32 = 48.0;
const MARGIN_TOP: f32 = 52.0;
const MARGIN_BOTTOM: f32 = 56.0;
const BODY: f32 = 9.0;
const TABLE_SIZE: f32 = 8.0;
/// No text is set smaller (tables, figures, footers).
const SMALLEST: f32 = 7.0;
const PAD: f32 = 3.0;

/// What the PDF says about itself: title, and the lines of every page's footer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PdfInfo {
    /// Document title (metadata and the first heading).
    pub title: String,
    /// The lines of the footer, under the page number: the tool, its version and commit,
    /// the report's digest.
    pub footer: Vec<String>,
    /// Whether the table cells hold the user's text (a player's label), set as it is;
    /// else their `code spans` are set as code, as the HTML writer does.
    pub verbatim_cells: bool,
}

#[cfg(test)]
mod tests {
    use super::fonts::{Face, Fonts};
    use super::layout::{Layout, Op};
    use super::*;
    use crate::report::parsheet::doc::Block;
    use crate::report::{Align, Table};

    fn sample() -> Vec<Block> {
        let mut t = Table::new("", &[("Event", Align::Left), ("Count", Align::Right)]);
        for i in 0..200 {
            t.row(vec![format!("row {i}"), i.to_string()]);
        }
        vec![
            Block::Heading(1, "Title".into()),
            Block::Heading(2, "1. Part".into()),
            Block::Para("Some `code` and text.".into()),
            Block::Table(t),
        ]
    }

    fn info() -> PdfInfo {
        PdfInfo {
            title: "T".into(),
            footer: vec!["punto-banco test".into()],
            verbatim_cells: false,
        }
    }

    #[test]
    fn a_long_table_repeats_its_header_on_every_page() {
        let fonts = Fonts::new();
        let mut l = Layout::new(&fonts);
        for b in sample() {
            l.block(&b);
        }
        assert!(l.pages.len() >= 3);
        for page in &l.pages {
            let headers = page
                .iter()
                .filter(
                    |op| matches!(op, Op::Text { text, face: Face::Bold, .. } if text == "Event"),
                )
                .count();
            assert_eq!(headers, 1);
        }
        assert_eq!(l.marks.len(), 2);
    }

    #[test]
    fn the_same_document_gives_the_same_bytes() {
        let a = write::pdf_in(&sample(), &info(), crate::i18n::Lang::En).unwrap();
        assert!(a.starts_with(b"%PDF-"));
        assert_eq!(
            a,
            write::pdf_in(&sample(), &info(), crate::i18n::Lang::En).unwrap()
        );
    }

    #[test]
    fn long_words_are_broken_to_fit() {
        let fonts = Fonts::new();
        let l = Layout::new(&fonts);
        let word = "x".repeat(400);
        let lines = l.wrap(&[lines::Unit::one(Face::Mono, &word)], 8.0, 100.0);
        assert!(lines.len() > 3);
        for line in &lines {
            assert!(fonts.width(Face::Mono, &line[0].text(), 8.0) <= 100.0);
        }
    }
}
