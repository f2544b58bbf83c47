//! Layout: blocks of the document set into pages of drawing operations (text, rules,
//! shading), with the outline's marks.

use super::fonts::{Face, Fonts};
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
}

/// Whether a line may break at `c`: any white space but the no-break spaces (U+00A0,
/// U+202F, U+2007, U+2060) that hold a number, a percentage or a fraction together.
pub(super) fn breaks_at(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{A0}' | '\u{202F}' | '\u{2007}' | '\u{2060}')
}

/// The words of `text` between the places a line may break.
pub(super) fn split_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(breaks_at).filter(|w| !w.is_empty())
}

pub(super) const BOTTOM: f32 = PAGE_H - MARGIN_BOTTOM;
pub(super) const WIDTH: f32 = PAGE_W - 2.0 * MARGIN_X;

/// A word of a paragraph and its face: `code spans` are set in the monospaced face.
pub(super) fn words(text: &str) -> Vec<(Face, String)> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        let face = if i % 2 == 1 {
            Face::Mono
        } else {
            Face::Regular
        };
        out.extend(split_words(part).map(|w| (face, w.to_string())));
    }
    out
}

/// The words of a [`Part::Rich`] paragraph: its code spans in the monospaced face.
pub(super) fn rich_words(runs: &[Inline]) -> Vec<(Face, String)> {
    let mut out = Vec::new();
    for r in runs {
        match r {
            Inline::Text(t) => out.extend(split_words(t).map(|w| (Face::Regular, w.to_string()))),
            Inline::Code(c) => out.extend(split_words(c).map(|w| (Face::Mono, w.to_string()))),
        }
    }
    out
}

impl<'f> Layout<'f> {
    pub(super) fn new(fonts: &'f Fonts) -> Layout<'f> {
        Layout {
            fonts,
            pages: vec![vec![]],
            y: MARGIN_TOP,
            marks: vec![],
            boxes: vec![],
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

    /// Lines of `(face, word)` runs that fit in `width` at `size`; a word longer than the
    /// width is broken between characters.
    pub(super) fn wrap(
        &self,
        runs: &[(Face, String)],
        size: f32,
        width: f32,
    ) -> Vec<Vec<(Face, String)>> {
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
    pub(super) fn runs(&mut self, runs: &[(Face, String)], x: f32, size: f32, width: f32) {
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
                self.text_within(cx, y, *face, size, word, x + width);
                cx += self.fonts.width(*face, word, size);
            }
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
        let runs: Vec<(Face, String)> = split_words(&plain)
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
            Part::Rich(runs) => {
                self.runs(&rich_words(runs), MARGIN_X, BODY, WIDTH);
                self.y += BODY * 0.6;
            }
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
