//! A figure in the layout: each panel under its title (wrapped like a paragraph), drawn
//! from [`Figure::drawing`] in the text block's width, moved to the next page whole when it
//! does not fit on this one, so no panel runs past the foot of a page.

use super::fonts::Face;
use super::layout::{Layout, Op, WIDTH};
use super::lines::units_of;
use super::{BODY, MARGIN_X};
use crate::report::parsheet::block::figure::{Anchor, Figure, Mark, BAR_RGB, LINE_RGB};

/// A panel's height (pt) and the size of its text.
pub(super) const PANEL_H: f32 = 165.0;
const SIZE: f32 = 7.0;

impl Layout<'_> {
    pub(super) fn figure(&mut self, f: &Figure) {
        for p in &f.panels {
            let runs = units_of(&p.title, Face::Bold, false);
            let caption = self.wrap(&runs, BODY, WIDTH).len() as f32 * BODY * 1.35;
            self.room(caption + PANEL_H);
            self.runs(&runs, MARGIN_X, BODY, WIDTH);
            self.y += 2.0;
            let top = self.y;
            for m in f.drawing(p, WIDTH, PANEL_H, SIZE).marks {
                self.mark(m, MARGIN_X, top);
            }
            self.y = top + PANEL_H + BODY;
        }
    }

    fn mark(&mut self, m: Mark, x0: f32, y0: f32) {
        match m {
            Mark::Text { x, y, anchor, text } => {
                let w = self.fonts.width(Face::Regular, &text, SIZE);
                let x = match anchor {
                    Anchor::Start => x,
                    Anchor::Middle => x - w / 2.0,
                    Anchor::End => x - w,
                };
                self.text_within(x0 + x, y0 + y, Face::Regular, SIZE, &text, x0 + WIDTH);
            }
            Mark::Rule {
                x1,
                y1,
                x2,
                y2,
                width,
                grey,
            } => {
                let rgb = if grey { (150, 150, 150) } else { (50, 50, 50) };
                self.page().push(Op::Path {
                    points: vec![(x0 + x1, y0 + y1), (x0 + x2, y0 + y2)],
                    width,
                    rgb,
                });
            }
            Mark::Bar { x, y, w, h } => self.page().push(Op::Fill {
                x: x0 + x,
                y: y0 + y,
                w,
                h,
                rgb: BAR_RGB,
            }),
            Mark::Line { points, width } => self.page().push(Op::Path {
                points: points.iter().map(|(x, y)| (x0 + x, y0 + y)).collect(),
                width,
                rgb: LINE_RGB,
            }),
        }
    }
}
