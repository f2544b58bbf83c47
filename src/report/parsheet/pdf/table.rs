//! Tables in the layout: column widths that fit the page, wrapped cells, and the header row
//! repeated at the top of every page a table runs onto.

use super::fonts::Face;
use super::layout::{face_of, Layout, Op, BOTTOM, WIDTH};
use super::lines::{units_of, Unit};
use super::{BODY, MARGIN_X, PAD, SMALLEST, TABLE_SIZE};
use crate::report::{Align, Cell, Table};

impl Layout<'_> {
    /// The units of a cell in `face`; a header's markup is read, a cell's when the
    /// document's cells hold markup (not when they hold the user's text).
    pub(super) fn cell_units(&self, text: &str, face: Face, header: bool) -> Vec<Unit> {
        units_of(text, face, header || self.markup_cells)
    }

    /// The natural width of each column at `size` (its widest cell or header on one line),
    /// and the least it may be narrowed to: its widest unit, since cells and headers break
    /// only between words, never inside a number, a formula or a code span.
    fn widths(&self, t: &Table, size: f32) -> (Vec<f32>, Vec<f32>) {
        let measure = |text: &str, face: Face, header: bool| {
            let units = self.cell_units(text, face, header);
            let least = units
                .iter()
                .map(|u| u.width(self.fonts, size))
                .fold(0.0, f32::max);
            (self.line_width(&units, size), least)
        };
        (0..t.columns.len())
            .map(|i| {
                let head = measure(&t.columns[i].0, Face::Bold, true);
                let (natural, least) = t
                    .rows
                    .iter()
                    .map(|r| measure(&r[i], face_of(r), false))
                    .fold(head, |(n, l), (n2, l2)| (n.max(n2), l.max(l2)));
                (natural + 2.0 * PAD, least + 2.0 * PAD)
            })
            .unzip()
    }

    /// The font size and column widths a table is set at: its natural widths at the
    /// largest size from 8 pt down to 7 pt at which they fit; else, at the largest size at
    /// which the text columns can give up the excess without a column narrower than its
    /// widest word, those columns narrowed in proportion to what they can give (their
    /// cells wrap between words); else at 7 pt, narrowed as far as the words allow.
    pub(super) fn table_geometry(&self, t: &Table) -> (f32, Vec<f32>) {
        let sizes: Vec<f32> = (0..)
            .map(|k| TABLE_SIZE - 0.5 * k as f32)
            .take_while(|s| *s >= SMALLEST)
            .collect();
        for &size in &sizes {
            let (w, _) = self.widths(t, size);
            if w.iter().sum::<f32>() <= WIDTH {
                return (size, w);
            }
        }
        let narrowed = |size: f32| -> (Vec<f32>, bool) {
            let (mut w, least) = self.widths(t, size);
            let excess = w.iter().sum::<f32>() - WIDTH;
            let text = |i: usize| t.columns[i].1 == Align::Left;
            let slack: f32 = (0..w.len())
                .filter(|&i| text(i))
                .map(|i| w[i] - least[i])
                .sum();
            let share = if slack > 0.0 {
                (excess / slack).min(1.0)
            } else {
                0.0
            };
            for i in (0..w.len()).filter(|&i| text(i)) {
                w[i] -= (w[i] - least[i]) * share;
            }
            (w, slack >= excess)
        };
        for &size in &sizes {
            let (w, fits) = narrowed(size);
            if fits {
                return (size, w);
            }
        }
        (
            SMALLEST,
            fitted(narrowed(SMALLEST).0, &self.widths(t, SMALLEST).1, t),
        )
    }

    /// The lines of a cell `width` wide (its padding inside).
    pub(super) fn cell_lines(
        &self,
        text: &str,
        face: Face,
        header: bool,
        size: f32,
        width: f32,
    ) -> Vec<Vec<Unit>> {
        let units = self.cell_units(text, face, header);
        let lines = self.wrap(&units, size, width - 2.0 * PAD);
        if lines.is_empty() {
            vec![vec![]]
        } else {
            lines
        }
    }

    /// The height of a row of `cells` (the header row when `header`).
    fn row_height(
        &self,
        cells: &[Cell],
        face: Face,
        header: bool,
        size: f32,
        widths: &[f32],
    ) -> f32 {
        let lines = cells
            .iter()
            .zip(widths)
            .map(|(c, &w)| self.cell_lines(c, face, header, size, w).len())
            .max()
            .unwrap_or(1);
        size * 1.3 * lines as f32 + PAD
    }

    pub(super) fn row(
        &mut self,
        cells: &[Cell],
        face: Face,
        header: bool,
        t: &Table,
        size: f32,
        widths: &[f32],
    ) {
        let leading = size * 1.3;
        let wrapped: Vec<Vec<Vec<Unit>>> = cells
            .iter()
            .zip(widths)
            .map(|(c, &w)| self.cell_lines(c, face, header, size, w))
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
            self.source += 1;
            for (k, line) in lines.iter().enumerate() {
                let y = top + leading * (k as f32 + 1.0) - size * 0.25;
                let tx = match align {
                    Align::Left => x + PAD,
                    Align::Right => x + w - PAD - self.line_width(line, size),
                };
                self.line(line, (tx, y), size, x + w);
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
    /// of the next, and never over one row alone: when only the last row would go, the
    /// row before it goes with it.
    pub(super) fn table(&mut self, t: &Table) {
        let (size, widths) = self.table_geometry(t);
        let header: Vec<Cell> = t.columns.iter().map(|(n, _)| Cell::text(n)).collect();
        let row_h = size * 1.3 + PAD;
        self.room(3.0 * row_h);
        self.row(&header, Face::Bold, true, t, size, &widths);
        let heights: Vec<f32> = t
            .rows
            .iter()
            .map(|r| self.row_height(r, face_of(r), false, size, &widths))
            .collect();
        let n = t.rows.len();
        let mut counts = vec![0];
        for (i, r) in t.rows.iter().enumerate() {
            let on_page = *counts.last().expect("a page");
            let overflows = self.y + heights[i] > BOTTOM;
            // The last row would be carried alone: break before this one instead, when
            // this page keeps two rows of the table.
            let tail_alone =
                i + 2 == n && on_page >= 2 && self.y + heights[i] + heights[i + 1] > BOTTOM;
            if (overflows || tail_alone) && on_page > 0 {
                self.new_page();
                counts.push(0);
                self.row(&header, Face::Bold, true, t, size, &widths);
            }
            self.row(r, face_of(r), false, t, size, &widths);
            *counts.last_mut().expect("a page") += 1;
        }
        self.tables.push(counts);
        for n in &t.notes {
            self.para(n);
        }
        self.y += BODY * 0.8;
    }
}

/// Widths `w` made to fit the page when the text columns narrowed to their widest words
/// do not: first every column narrowed toward its widest word (a number column's header
/// then wraps between words), then, when even the widest words do not fit (a label of 200
/// characters without a space), the text columns narrowed in proportion to what they hold
/// beyond 40 pt, their long words broken between characters. Widths that fit are kept.
fn fitted(mut w: Vec<f32>, least: &[f32], t: &Table) -> Vec<f32> {
    let shrink = |w: &mut Vec<f32>, floor: &dyn Fn(usize) -> Option<f32>| {
        let excess = w.iter().sum::<f32>() - WIDTH;
        let room: Vec<(usize, f32)> = (0..w.len())
            .filter_map(|i| floor(i).map(|f| (i, (w[i] - f).max(0.0))))
            .collect();
        let slack: f32 = room.iter().map(|(_, r)| r).sum();
        if excess > 0.0 && slack > 0.0 {
            let share = (excess / slack).min(1.0);
            for (i, r) in room {
                w[i] -= r * share;
            }
        }
    };
    shrink(&mut w, &|i| Some(least[i]));
    shrink(&mut w, &|i| (t.columns[i].1 == Align::Left).then_some(40.0));
    w
}
