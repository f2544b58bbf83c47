//! Layout: blocks of the document set into pages of drawing operations (text, rules,
//! shading), with the outline's marks.

use super::fonts::{Face, Fonts};
use super::lines::{units, units_of, wrap, Piece, Unit};
use super::{BODY, MARGIN_BOTTOM, MARGIN_TOP, MARGIN_X, PAD, PAGE_H, PAGE_W};
use crate::report::parsheet::block::{Inline, Part};
use crate::report::parsheet::doc::Block;

/// One drawing operation, in points from the page's top-left corner (text at its baseline).
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Op {
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
    /// A filled rectangle in a colour (a figure's bar).
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        rgb: (u8, u8, u8),
    },
    /// A line through points in a colour (a figure's curve, an axis).
    Path {
        points: Vec<(f32, f32)>,
        width: f32,
        rgb: (u8, u8, u8),
    },
}

/// An outline entry: heading level, text, page and vertical position.
pub(super) struct Mark {
    pub(super) level: u8,
    pub(super) text: String,
    pub(super) page: usize,
    pub(super) y: f32,
}

/// A text as set, with the room it was given: its page, left edge, width, and the right
/// edge it must not pass (its column's, or the text block's).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct TextBox {
    pub(super) page: usize,
    pub(super) x: f32,
    pub(super) width: f32,
    pub(super) right: f32,
    pub(super) text: String,
}

/// The pages as they are laid out.
pub(super) struct Layout<'f> {
    pub(super) fonts: &'f Fonts,
    pub(super) pages: Vec<Vec<Op>>,
    pub(super) y: f32,
    pub(super) marks: Vec<Mark>,
    /// Every text set, with its room (what the typesetting tests measure).
    pub(super) boxes: Vec<TextBox>,
    /// Every line of text set (what the typesetting tests measure).
    pub(super) lines: Vec<Line>,
    /// The paragraph, heading or cell being set: its lines' [`Line::source`].
    pub(super) source: usize,
    /// For each table set, the number of its rows on each page it spans.
    pub(super) tables: Vec<Vec<usize>>,
    /// Whether table cells hold markup (code spans); not when they hold the user's text.
    pub(super) markup_cells: bool,
}

pub(super) const BOTTOM: f32 = PAGE_H - MARGIN_BOTTOM;
pub(super) const WIDTH: f32 = PAGE_W - 2.0 * MARGIN_X;

/// The units of a paragraph: its `code spans` in the monospaced face, `**bold**` in bold.
pub(super) fn words(text: &str) -> Vec<Unit> {
    units_of(text, Face::Regular, true)
}

/// The units of a [`Part::Rich`] paragraph (a verdict): its text in bold, its code spans
/// in the monospaced face, each as it is (a player's label is never read as markup).
pub(super) fn rich_words(runs: &[Inline]) -> Vec<Unit> {
    let pieces: Vec<Piece> = runs
        .iter()
        .map(|r| match r {
            Inline::Text(t) => (Face::Bold, t.clone()),
            Inline::Code(c) => (Face::Mono, c.clone()),
        })
        .collect();
    units(&pieces)
}

/// A line as set: its page, size, text (units joined by a space), and which paragraph,
/// heading or table cell it belongs to (what the typesetting tests read).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Line {
    pub(super) page: usize,
    pub(super) size: f32,
    pub(super) text: String,
    pub(super) source: usize,
}

impl<'f> Layout<'f> {
    pub(super) fn new(fonts: &'f Fonts) -> Layout<'f> {
        Layout {
            fonts,
            pages: vec![vec![]],
            y: MARGIN_TOP,
            marks: vec![],
            boxes: vec![],
            lines: vec![],
            source: 0,
            tables: vec![],
            markup_cells: true,
        }
    }

    pub(super) fn page(&mut self) -> &mut Vec<Op> {
        self.pages.last_mut().expect("there is always a page")
    }

    pub(super) fn new_page(&mut self) {
        self.pages.push(vec![]);
        self.y = MARGIN_TOP;
    }

    /// Starts a new page unless `height` still fits on this one.
    pub(super) fn room(&mut self, height: f32) {
        if self.y + height > BOTTOM && self.y > MARGIN_TOP {
            self.new_page();
        }
    }

    pub(super) fn text(&mut self, x: f32, y: f32, face: Face, size: f32, text: &str) {
        self.text_within(x, y, face, size, text, PAGE_W - MARGIN_X);
    }

    /// Sets `text` at `x`, recording that it must end before `right`.
    pub(super) fn text_within(
        &mut self,
        x: f32,
        y: f32,
        face: Face,
        size: f32,
        text: &str,
        right: f32,
    ) {
        self.boxes.push(TextBox {
            page: self.pages.len() - 1,
            x,
            width: self.fonts.width(face, text, size),
            right,
            text: text.to_string(),
        });
        self.page().push(Op::Text {
            x,
            y,
            face,
            size,
            text: text.to_string(),
        });
    }

    /// Lines of units that fit in `width` at `size` (see [`super::lines`]).
    pub(super) fn wrap(&self, units: &[Unit], size: f32, width: f32) -> Vec<Vec<Unit>> {
        wrap(self.fonts, units, size, width)
    }

    /// Sets one line of units at `x` on the baseline `y`, within `right`, recording it.
    pub(super) fn line(&mut self, line: &[Unit], (x, y): (f32, f32), size: f32, right: f32) {
        let space = self.fonts.width(Face::Regular, " ", size);
        let mut cx = x;
        for (i, unit) in line.iter().enumerate() {
            if i > 0 {
                cx += space;
            }
            for (face, text) in &unit.0 {
                self.text_within(cx, y, *face, size, text, right);
                cx += self.fonts.width(*face, text, size);
            }
        }
        let text: Vec<String> = line.iter().map(Unit::text).collect();
        self.lines.push(Line {
            page: self.pages.len() - 1,
            size,
            text: text.join(" "),
            source: self.source,
        });
    }

    /// The width of a line of units as [`Layout::line`] sets it.
    pub(super) fn line_width(&self, line: &[Unit], size: f32) -> f32 {
        let space = self.fonts.width(Face::Regular, " ", size);
        let gaps = line.len().saturating_sub(1) as f32 * space;
        line.iter().map(|u| u.width(self.fonts, size)).sum::<f32>() + gaps
    }

    /// Draws wrapped units at `x`, one line per `leading`, breaking pages as needed.
    pub(super) fn runs(&mut self, runs: &[Unit], x: f32, size: f32, width: f32) {
        self.source += 1;
        let leading = size * 1.35;
        for line in self.wrap(runs, size, width) {
            self.room(leading);
            self.y += leading;
            let y = self.y - size * 0.3;
            self.line(&line, (x, y), size, x + width);
        }
    }

    pub(super) fn heading(&mut self, level: u8, text: &str) {
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
        self.runs(&units_of(text, Face::Bold, true), MARGIN_X, size, WIDTH);
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

    pub(super) fn para(&mut self, text: &str) {
        self.runs(&words(text), MARGIN_X, BODY, WIDTH);
        self.y += BODY * 0.6;
    }

    pub(super) fn list(&mut self, items: &[String]) {
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

    pub(super) fn code(&mut self, text: &str) {
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
            self.text_within(MARGIN_X + PAD, y, Face::Mono, size, line, MARGIN_X + WIDTH);
        }
        self.y += PAD + BODY * 0.6;
    }
    pub(super) fn block(&mut self, b: &Block) {
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

impl Layout<'_> {
    /// A part of a review or audit file: a block, a paragraph of runs, a figure, or parts
    /// kept together (on a page of their own when they fit one but not what is left).
    pub(super) fn part(&mut self, p: &Part) {
        match p {
            Part::Block(b) => self.block(b),
            Part::Rich(runs) => self.verdict(&rich_words(runs)),
            Part::Figure(f) => self.figure(f),
            Part::Keep(inner) => {
                let mut probe = Layout::new(self.fonts);
                for p in inner {
                    probe.part(p);
                }
                if probe.pages.len() == 1 {
                    self.room(probe.y - MARGIN_TOP);
                }
                for p in inner {
                    self.part(p);
                }
            }
        }
    }
}

impl Layout<'_> {
    /// A verdict (a [`Part::Rich`] paragraph, as HTML sets it apart): in bold, in a shaded
    /// box with a frame, kept on one page.
    pub(super) fn verdict(&mut self, units: &[Unit]) {
        const INSET: f32 = 6.0;
        self.source += 1;
        let leading = BODY * 1.35;
        let lines = self.wrap(units, BODY, WIDTH - 2.0 * INSET);
        let height = leading * lines.len() as f32 + 2.0 * INSET - BODY * 0.3;
        self.room(height);
        let (x, top) = (MARGIN_X, self.y);
        self.page().push(Op::Shade {
            x,
            y: top,
            w: WIDTH,
            h: height,
        });
        let (right, bottom) = (x + WIDTH, top + height);
        for (x1, y1, x2, y2) in [
            (x, top, right, top),
            (right, top, right, bottom),
            (right, bottom, x, bottom),
            (x, bottom, x, top),
        ] {
            self.page().push(Op::Rule {
                x1,
                y1,
                x2,
                y2,
                width: 1.0,
            });
        }
        self.y += INSET - BODY * 0.3;
        for line in &lines {
            self.y += leading;
            let y = self.y - BODY * 0.3;
            self.line(line, (x + INSET, y), BODY, right - INSET);
        }
        self.y = bottom + BODY * 0.9;
    }
}

/// Rows whose first cell is `Total` are set in bold, as in the HTML report.
pub(super) fn face_of(row: &[crate::report::Cell]) -> Face {
    if row
        .first()
        .is_some_and(|c| crate::report::parsheet::render::is_total(c))
    {
        Face::Bold
    } else {
        Face::Regular
    }
}
