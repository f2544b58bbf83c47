//! Writing the laid-out pages with `krilla`: the fonts subset and embedded, the footer on
//! every page, the outline and the metadata.

use super::fonts::{font_bytes, Face, Fonts};
use super::layout::{words, Layout, Mark, Op};
use super::lines::Unit;
use super::{PdfInfo, MARGIN_BOTTOM, MARGIN_X, PAGE_H, PAGE_W};
use crate::i18n::{Arg, Lang};
use crate::report::parsheet::block::Part;
use crate::report::parsheet::doc::Block;
use crate::report::RenderError;
use krilla::color::rgb;
use krilla::destination::XyzDestination;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::Document;

/// The PDF writer's failure, as data ([`RenderError::Writer`]), not an I/O error.
fn writer_error(e: impl std::fmt::Debug) -> RenderError {
    RenderError::Writer(format!("cannot write the PDF: {e:?}"))
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

/// The footer's size (pt).
pub(super) const FOOTER_SIZE: f32 = 7.0;

/// The footer of page `page` of `total`: the page number at the right, and the footer
/// lines at the left, each wrapped (between words, a long word between characters) to fit
/// beside the page number, in `lang`.
pub(super) fn footer_ops(
    fonts: &Fonts,
    info: &PdfInfo,
    lang: Lang,
    page: usize,
    total: usize,
) -> Vec<Op> {
    let size = FOOTER_SIZE;
    let number = lang.msg(
        "footer-page",
        &[
            ("page", Arg::int(page as u64)),
            ("pages", Arg::int(total as u64)),
        ],
    );
    let number_w = fonts.width(Face::Regular, &number, size);
    let y = PAGE_H - MARGIN_BOTTOM / 2.0 - 4.0;
    let room = PAGE_W - 2.0 * MARGIN_X - number_w - 12.0;
    let probe = Layout::new(fonts);
    let mut ops = Vec::new();
    let mut k = 0;
    for line in &info.footer {
        for runs in probe.wrap(&words(line), size, room) {
            let text: Vec<String> = runs.iter().map(Unit::text).collect();
            ops.push(Op::Text {
                x: MARGIN_X,
                y: y + k as f32 * size * 1.3,
                face: Face::Regular,
                size,
                text: text.join(" "),
            });
            k += 1;
        }
    }
    ops.push(Op::Text {
        x: PAGE_W - MARGIN_X - number_w,
        y,
        face: Face::Regular,
        size,
        text: number,
    });
    ops.push(Op::Rule {
        x1: MARGIN_X,
        y1: y - 10.0,
        x2: PAGE_W - MARGIN_X,
        y2: y - 10.0,
        width: 0.4,
    });
    ops
}

/// Lays out `doc` and writes it as PDF bytes, its footer in `lang`.
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the PDF writer (not expected for text and rules).
pub(crate) fn pdf_in(doc: &[Block], info: &PdfInfo, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let parts: Vec<Part> = doc.iter().cloned().map(Part::Block).collect();
    pdf_parts(&parts, info, lang)
}

/// Lays out the parts of a review or audit file and writes them as PDF bytes, the footer
/// in `lang`.
///
/// # Errors
/// [`RenderError::Writer`]: a failure of the PDF writer (not expected for text, rules and
/// figures).
pub(crate) fn pdf_parts(doc: &[Part], info: &PdfInfo, lang: Lang) -> Result<Vec<u8>, RenderError> {
    let fonts = Fonts::new();
    let mut layout = Layout::new(&fonts);
    layout.markup_cells = !info.verbatim_cells;
    for p in doc {
        layout.part(p);
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
        footer.extend(footer_ops(&fonts, info, lang, i + 1, total));
        for op in &footer {
            draw(&mut surface, op, &font_of);
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
    document.finish().map_err(writer_error)
}

/// Draws one operation on a page.
fn draw(surface: &mut Surface, op: &Op, font_of: &dyn Fn(Face) -> Font) {
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
        Op::Fill { x, y, w, h, rgb: c } => fill(surface, (*x, *y, *w, *h), *c),
        Op::Path {
            points,
            width,
            rgb: c,
        } => path(surface, points, *width, *c),
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

/// A rectangle filled in a colour.
fn fill(surface: &mut Surface, (x, y, w, h): (f32, f32, f32, f32), c: (u8, u8, u8)) {
    let mut pb = PathBuilder::new();
    if let Some(rect) = Rect::from_xywh(x, y, w, h) {
        pb.push_rect(rect);
    }
    if let Some(path) = pb.finish() {
        surface.set_stroke(None);
        surface.set_fill(Some(Fill {
            paint: rgb::Color::new(c.0, c.1, c.2).into(),
            ..Fill::default()
        }));
        surface.draw_path(&path);
    }
}

/// A line through `points` in a colour.
fn path(surface: &mut Surface, points: &[(f32, f32)], width: f32, c: (u8, u8, u8)) {
    let mut pb = PathBuilder::new();
    for (k, (x, y)) in points.iter().enumerate() {
        if k == 0 {
            pb.move_to(*x, *y);
        } else {
            pb.line_to(*x, *y);
        }
    }
    if let Some(path) = pb.finish() {
        surface.set_fill(None);
        surface.set_stroke(Some(Stroke {
            paint: rgb::Color::new(c.0, c.1, c.2).into(),
            width,
            ..Stroke::default()
        }));
        surface.draw_path(&path);
        surface.set_stroke(None);
    }
}
