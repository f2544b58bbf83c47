//! A par sheet as a PDF a lab can file: A4 pages, real tables whose header row repeats on
//! every page a table spans, a bookmark outline of the sections, "page n of N" and the
//! report's identification in every footer, fonts embedded (DejaVu Sans, shipped by the
//! `dejavu` crate under the DejaVu fonts licence) and no time stamp anywhere, so the same
//! report always gives the same bytes.
//!
//! Layout happens once, into pages of drawing operations; the pages are then written with
//! `krilla`, which subsets and embeds the fonts and writes the outline.

use super::sheet_doc::Block;
use super::{Align, Table};
use krilla::color::rgb;
use krilla::destination::XyzDestination;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::text::{Font, TextDirection};
use krilla::Document;
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::io;

const PAGE_W: f32 = 595.28;
const PAGE_H: f32 = 841.89;
const MARGIN_X: f32 = 48.0;
const MARGIN_TOP: f32 = 52.0;
const MARGIN_BOTTOM: f32 = 56.0;
const BODY: f32 = 9.0;
const TABLE_SIZE: f32 = 8.0;
const SMALLEST: f32 = 6.0;
const PAD: f32 = 3.0;

/// What the PDF says about itself: title, and the lines of every page's footer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PdfInfo {
    /// Document title (metadata and the first heading).
    pub title: String,
    /// The lines of the footer, under the page number: the tool, its version and commit,
    /// the report's digest.
    pub footer: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Face {
    Regular,
    Bold,
    Mono,
}

/// A font and its advance widths, for measuring text before it is drawn.
struct Metrics {
    font: FontRef<'static>,
    upem: f32,
}

impl Metrics {
    fn new(bytes: &'static [u8]) -> Metrics {
        let font = FontRef::new(bytes).expect("the shipped font parses");
        let upem = font
            .metrics(Size::unscaled(), LocationRef::default())
            .units_per_em as f32;
        Metrics { font, upem }
    }

    fn width(&self, text: &str, size: f32) -> f32 {
        let charmap = self.font.charmap();
        let glyphs = self
            .font
            .glyph_metrics(Size::unscaled(), LocationRef::default());
        let units: f32 = text
            .chars()
            .map(|c| {
                let g = charmap.map(c).unwrap_or_default();
                glyphs.advance_width(g).unwrap_or(0.0)
            })
            .sum();
        units * size / self.upem
    }
}

struct Fonts {
    regular: Metrics,
    bold: Metrics,
    mono: Metrics,
}

fn font_bytes(face: Face) -> &'static [u8] {
    match face {
        Face::Regular => dejavu::sans_condensed::regular(),
        Face::Bold => dejavu::sans_condensed::bold(),
        Face::Mono => dejavu::sans_mono::regular(),
    }
}

impl Fonts {
    fn new() -> Fonts {
        Fonts {
            regular: Metrics::new(font_bytes(Face::Regular)),
            bold: Metrics::new(font_bytes(Face::Bold)),
            mono: Metrics::new(font_bytes(Face::Mono)),
        }
    }

    fn width(&self, face: Face, text: &str, size: f32) -> f32 {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
            Face::Mono => &self.mono,
        }
        .width(text, size)
    }
}

/// One drawing operation, in points from the page's top-left corner (text at its baseline).
#[derive(Debug, Clone, PartialEq)]
enum Op {
    Text {
        x: f32,
        y: f32,
        face: Face,
        size: f32,
        text: String,
    },
    Rule {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width: f32,
    },
    Shade {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
    },
}

/// An outline entry: heading level, text, page and vertical position.
struct Mark {
    level: u8,
    text: String,
    page: usize,
    y: f32,
}

/// The pages as they are laid out.
struct Layout<'f> {
    fonts: &'f Fonts,
    pages: Vec<Vec<Op>>,
    y: f32,
    marks: Vec<Mark>,
}

const BOTTOM: f32 = PAGE_H - MARGIN_BOTTOM;
const WIDTH: f32 = PAGE_W - 2.0 * MARGIN_X;

/// A word of a paragraph and its face: `code spans` are set in the monospaced face.
fn words(text: &str) -> Vec<(Face, String)> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        let face = if i % 2 == 1 {
            Face::Mono
        } else {
            Face::Regular
        };
        out.extend(part.split_whitespace().map(|w| (face, w.to_string())));
    }
    out
}

impl<'f> Layout<'f> {
    fn new(fonts: &'f Fonts) -> Layout<'f> {
        Layout {
            fonts,
            pages: vec![vec![]],
            y: MARGIN_TOP,
            marks: vec![],
        }
    }

    fn page(&mut self) -> &mut Vec<Op> {
        self.pages.last_mut().expect("there is always a page")
    }

    fn new_page(&mut self) {
        self.pages.push(vec![]);
        self.y = MARGIN_TOP;
    }

    /// Starts a new page unless `height` still fits on this one.
    fn room(&mut self, height: f32) {
        if self.y + height > BOTTOM && self.y > MARGIN_TOP {
            self.new_page();
        }
    }

    fn text(&mut self, x: f32, y: f32, face: Face, size: f32, text: &str) {
        self.page().push(Op::Text {
            x,
            y,
            face,
            size,
            text: text.to_string(),
        });
    }

    /// Lines of `(face, word)` runs that fit in `width` at `size`; a word longer than the
    /// width is broken between characters.
    fn wrap(&self, runs: &[(Face, String)], size: f32, width: f32) -> Vec<Vec<(Face, String)>> {
        let space = self.fonts.width(Face::Regular, " ", size);
        let mut lines: Vec<Vec<(Face, String)>> = vec![vec![]];
        let mut used = 0.0;
        for (face, word) in runs {
            let mut word = word.clone();
            loop {
                let w = self.fonts.width(*face, &word, size);
                let line = lines.last_mut().expect("a line");
                let gap = if line.is_empty() { 0.0 } else { space };
                if used + gap + w <= width || (line.is_empty() && w <= width) {
                    used += gap + w;
                    line.push((*face, word));
                    break;
                }
                if !line.is_empty() {
                    lines.push(vec![]);
                    used = 0.0;
                    continue;
                }
                // Too long for a whole line: cut it where it stops fitting.
                let mut cut = word.len();
                while cut > 1 && self.fonts.width(*face, &word[..cut], size) > width {
                    cut = word[..cut]
                        .char_indices()
                        .last()
                        .map_or(1, |(i, _)| i.max(1));
                }
                let rest = word.split_off(cut);
                line.push((*face, word));
                lines.push(vec![]);
                used = 0.0;
                word = rest;
            }
        }
        lines.retain(|l| !l.is_empty());
        lines
    }

    /// Draws wrapped runs at `x`, one line per `leading`, breaking pages as needed.
    fn runs(&mut self, runs: &[(Face, String)], x: f32, size: f32, width: f32) {
        let leading = size * 1.35;
        let space = self.fonts.width(Face::Regular, " ", size);
        for line in self.wrap(runs, size, width) {
            self.room(leading);
            self.y += leading;
            let mut cx = x;
            for (i, (face, word)) in line.iter().enumerate() {
                if i > 0 {
                    cx += space;
                }
                let y = self.y - size * 0.3;
                self.text(cx, y, *face, size, word);
                cx += self.fonts.width(*face, word, size);
            }
        }
    }

    fn heading(&mut self, level: u8, text: &str) {
        let size = match level {
            1 => 15.0,
            2 => 12.5,
            _ => 10.0,
        };
        // Keep a heading with the start of what follows it.
        self.room(size * 1.6 + 60.0);
        self.y += if self.y > MARGIN_TOP { size * 0.9 } else { 0.0 };
        let plain: String = text.replace('`', "");
        self.marks.push(Mark {
            level,
            text: plain.clone(),
            page: self.pages.len() - 1,
            y: self.y,
        });
        let runs: Vec<(Face, String)> = plain
            .split_whitespace()
            .map(|w| (Face::Bold, w.to_string()))
            .collect();
        self.runs(&runs, MARGIN_X, size, WIDTH);
        if level <= 2 {
            self.y += 3.0;
            let y = self.y;
            let width = if level == 1 { 1.2 } else { 0.6 };
            self.page().push(Op::Rule {
                x1: MARGIN_X,
                y1: y,
                x2: PAGE_W - MARGIN_X,
                y2: y,
                width,
            });
        }
        self.y += 4.0;
    }

    fn para(&mut self, text: &str) {
        self.runs(&words(text), MARGIN_X, BODY, WIDTH);
        self.y += BODY * 0.6;
    }

    fn list(&mut self, items: &[String]) {
        for item in items {
            let start = self.pages.len();
            self.room(BODY * 1.35);
            let y = self.y + BODY * 1.35 - BODY * 0.3;
            let page = self.pages.len();
            debug_assert!(page >= start);
            self.text(MARGIN_X + 4.0, y, Face::Regular, BODY, "•");
            self.runs(&words(item), MARGIN_X + 14.0, BODY, WIDTH - 14.0);
            self.y += BODY * 0.25;
        }
        self.y += BODY * 0.4;
    }

    fn code(&mut self, text: &str) {
        let size = 8.0;
        let char_w = self.fonts.width(Face::Mono, "0", size);
        let per_line = ((WIDTH - 2.0 * PAD) / char_w).floor().max(1.0) as usize;
        let chars: Vec<char> = text.chars().collect();
        let lines: Vec<String> = chars.chunks(per_line).map(|c| c.iter().collect()).collect();
        let leading = size * 1.35;
        let height = leading * lines.len() as f32 + 2.0 * PAD;
        self.room(height.min(BOTTOM - MARGIN_TOP));
        let top = self.y;
        self.page().push(Op::Shade {
            x: MARGIN_X,
            y: top,
            w: WIDTH,
            h: height,
        });
        self.y += PAD;
        for line in &lines {
            self.y += leading;
            let y = self.y - size * 0.3;
            self.text(MARGIN_X + PAD, y, Face::Mono, size, line);
        }
        self.y += PAD + BODY * 0.6;
    }

    /// The font size and column widths a table is set at: its natural widths at the table
    /// size, shrunk (down to 6 pt) to fit, and if still too wide the widest text column
    /// narrowed so that its cells wrap.
    fn table_geometry(&self, t: &Table) -> (f32, Vec<f32>) {
        let natural = |size: f32| -> Vec<f32> {
            (0..t.columns.len())
                .map(|i| {
                    let head = self.fonts.width(Face::Bold, &t.columns[i].0, size);
                    t.rows
                        .iter()
                        .map(|r| self.fonts.width(face_of(r), &r[i], size))
                        .fold(head, f32::max)
                        + 2.0 * PAD
                })
                .collect()
        };
        let mut size = TABLE_SIZE;
        let mut w = natural(size);
        while w.iter().sum::<f32>() > WIDTH && size > SMALLEST {
            size = (size - 0.5).max(SMALLEST);
            w = natural(size);
        }
        // Still too wide: the text columns give up the excess in proportion to their
        // widths (their cells wrap); numbers keep their width.
        let total: f32 = w.iter().sum();
        let text: f32 = (0..w.len())
            .filter(|&i| t.columns[i].1 == Align::Left)
            .map(|i| w[i])
            .sum();
        if total > WIDTH && text > 0.0 {
            let keep = ((text - (total - WIDTH)) / text).max(0.0);
            for (i, wi) in w.iter_mut().enumerate() {
                if t.columns[i].1 == Align::Left {
                    *wi = (*wi * keep).max(36.0);
                }
            }
        }
        (size, w)
    }

    fn cell_lines(&self, text: &str, face: Face, size: f32, width: f32) -> Vec<String> {
        let runs: Vec<(Face, String)> = text
            .split_whitespace()
            .map(|w| (face, w.to_string()))
            .collect();
        let lines: Vec<String> = self
            .wrap(&runs, size, width - 2.0 * PAD)
            .into_iter()
            .map(|l| l.into_iter().map(|(_, w)| w).collect::<Vec<_>>().join(" "))
            .collect();
        if lines.is_empty() {
            vec![String::new()]
        } else {
            lines
        }
    }

    fn row(&mut self, cells: &[String], face: Face, t: &Table, size: f32, widths: &[f32]) {
        let leading = size * 1.3;
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .zip(widths)
            .map(|(c, &w)| self.cell_lines(c, face, size, w))
            .collect();
        let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        let height = leading * lines as f32 + PAD;
        let top = self.y;
        if face == Face::Bold {
            self.page().push(Op::Shade {
                x: MARGIN_X,
                y: top,
                w: widths.iter().sum(),
                h: height,
            });
        }
        let mut x = MARGIN_X;
        for ((lines, &w), (_, align)) in wrapped.iter().zip(widths).zip(&t.columns) {
            for (k, line) in lines.iter().enumerate() {
                let y = top + leading * (k as f32 + 1.0) - size * 0.25;
                let tx = match align {
                    Align::Left => x + PAD,
                    Align::Right => x + w - PAD - self.fonts.width(face, line, size),
                };
                self.text(tx, y, face, size, line);
            }
            x += w;
        }
        self.y = top + height;
        let y = self.y;
        let width = if face == Face::Bold { 0.8 } else { 0.3 };
        self.page().push(Op::Rule {
            x1: MARGIN_X,
            y1: y,
            x2: MARGIN_X + widths.iter().sum::<f32>(),
            y2: y,
            width,
        });
    }

    /// A table; when it runs past the foot of a page, its header row is repeated at the top
    /// of the next.
    fn table(&mut self, t: &Table) {
        let (size, widths) = self.table_geometry(t);
        let header: Vec<String> = t.columns.iter().map(|(n, _)| n.clone()).collect();
        let row_h = size * 1.3 + PAD;
        self.room(3.0 * row_h);
        self.row(&header, Face::Bold, t, size, &widths);
        for r in &t.rows {
            let lines = r
                .iter()
                .zip(&widths)
                .map(|(c, &w)| self.cell_lines(c, face_of(r), size, w).len())
                .max()
                .unwrap_or(1);
            let h = size * 1.3 * lines as f32 + PAD;
            if self.y + h > BOTTOM {
                self.new_page();
                self.row(&header, Face::Bold, t, size, &widths);
            }
            self.row(r, face_of(r), t, size, &widths);
        }
        for n in &t.notes {
            self.para(n);
        }
        self.y += BODY * 0.8;
    }

    fn block(&mut self, b: &Block) {
        match b {
            Block::Heading(level, text) => self.heading(*level, text),
            Block::Para(text) => self.para(text),
            Block::List(items) => self.list(items),
            Block::Table(t) => self.table(t),
            Block::Code(text) => self.code(text),
            Block::Keep(inner) => {
                // Measure the group on a page of its own; start a new page for it if it
                // fits on one page but not on what is left of this one.
                let mut probe = Layout::new(self.fonts);
                for b in inner {
                    probe.block(b);
                }
                let fits_a_page = probe.pages.len() == 1;
                if fits_a_page {
                    self.room(probe.y - MARGIN_TOP);
                }
                for b in inner {
                    self.block(b);
                }
            }
        }
    }
}

/// Rows whose first cell is `Total` are set in bold, as in the HTML report.
fn face_of(row: &[String]) -> Face {
    if row.first().is_some_and(|c| c == "Total") {
        Face::Bold
    } else {
        Face::Regular
    }
}

fn io_error(e: impl std::fmt::Debug) -> io::Error {
    io::Error::other(format!("cannot write the PDF: {e:?}"))
}

/// Nests the marks into an outline: each heading under the last heading of a lower level.
fn outline(marks: &[Mark]) -> Outline {
    fn node(m: &Mark) -> OutlineNode {
        OutlineNode::new(
            m.text.clone(),
            XyzDestination::new(m.page, Point::from_xy(0.0, (m.y - 20.0).max(0.0))),
        )
    }
    fn children(marks: &[Mark]) -> Vec<OutlineNode> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < marks.len() {
            let end = marks[i + 1..]
                .iter()
                .position(|m| m.level <= marks[i].level)
                .map_or(marks.len(), |p| i + 1 + p);
            let mut n = node(&marks[i]);
            for c in children(&marks[i + 1..end]) {
                n.push_child(c);
            }
            out.push(n);
            i = end;
        }
        out
    }
    let mut o = Outline::new();
    for n in children(marks) {
        o.push_child(n);
    }
    o
}

/// Lays out `doc` and writes it as PDF bytes.
///
/// # Errors
/// A failure of the PDF writer (not expected for text and rules).
pub(crate) fn pdf(doc: &[Block], info: &PdfInfo) -> io::Result<Vec<u8>> {
    let fonts = Fonts::new();
    let mut layout = Layout::new(&fonts);
    for b in doc {
        layout.block(b);
    }
    let pages = std::mem::take(&mut layout.pages);
    let total = pages.len();
    let font = |face: Face| Font::new(font_bytes(face).into(), 0).expect("the shipped font loads");
    let faces = [
        (Face::Regular, font(Face::Regular)),
        (Face::Bold, font(Face::Bold)),
        (Face::Mono, font(Face::Mono)),
    ];
    let font_of = |face: Face| {
        faces
            .iter()
            .find(|(f, _)| *f == face)
            .map(|(_, font)| font.clone())
            .expect("every face is loaded")
    };
    let mut document = Document::new();
    for (i, ops) in pages.iter().enumerate() {
        let settings = PageSettings::from_wh(PAGE_W, PAGE_H).expect("A4 is a valid page size");
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        let mut footer = ops.clone();
        let number = format!("page {} of {total}", i + 1);
        let size = 7.0;
        let y = PAGE_H - MARGIN_BOTTOM / 2.0 - 4.0;
        for (k, line) in info.footer.iter().enumerate() {
            footer.push(Op::Text {
                x: MARGIN_X,
                y: y + k as f32 * size * 1.3,
                face: Face::Regular,
                size,
                text: line.clone(),
            });
        }
        footer.push(Op::Text {
            x: PAGE_W - MARGIN_X - fonts.width(Face::Regular, &number, size),
            y,
            face: Face::Regular,
            size,
            text: number,
        });
        footer.push(Op::Rule {
            x1: MARGIN_X,
            y1: y - 10.0,
            x2: PAGE_W - MARGIN_X,
            y2: y - 10.0,
            width: 0.4,
        });
        for op in &footer {
            match op {
                Op::Text {
                    x,
                    y,
                    face,
                    size,
                    text,
                } => {
                    surface.set_fill(Some(Fill::default()));
                    surface.draw_text(
                        Point::from_xy(*x, *y),
                        font_of(*face),
                        *size,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
                Op::Rule {
                    x1,
                    y1,
                    x2,
                    y2,
                    width,
                } => {
                    let mut pb = PathBuilder::new();
                    pb.move_to(*x1, *y1);
                    pb.line_to(*x2, *y2);
                    if let Some(path) = pb.finish() {
                        surface.set_fill(None);
                        surface.set_stroke(Some(Stroke {
                            paint: rgb::Color::new(90, 90, 90).into(),
                            width: *width,
                            ..Stroke::default()
                        }));
                        surface.draw_path(&path);
                        surface.set_stroke(None);
                    }
                }
                Op::Shade { x, y, w, h } => {
                    let mut pb = PathBuilder::new();
                    if let Some(rect) = Rect::from_xywh(*x, *y, *w, *h) {
                        pb.push_rect(rect);
                    }
                    if let Some(path) = pb.finish() {
                        surface.set_stroke(None);
                        surface.set_fill(Some(Fill {
                            paint: rgb::Color::new(236, 236, 236).into(),
                            ..Fill::default()
                        }));
                        surface.draw_path(&path);
                    }
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document.set_outline(outline(&layout.marks));
    document.set_metadata(
        Metadata::new()
            .title(info.title.clone())
            .creator(info.footer.join(" · ")),
    );
    document.finish().map_err(io_error)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let a = pdf(&sample(), &info()).unwrap();
        assert!(a.starts_with(b"%PDF-"));
        assert_eq!(a, pdf(&sample(), &info()).unwrap());
    }

    #[test]
    fn long_words_are_broken_to_fit() {
        let fonts = Fonts::new();
        let l = Layout::new(&fonts);
        let word = "x".repeat(400);
        let lines = l.wrap(&[(Face::Mono, word)], 8.0, 100.0);
        assert!(lines.len() > 3);
        for line in &lines {
            assert!(fonts.width(Face::Mono, &line[0].1, 8.0) <= 100.0);
        }
    }
}
