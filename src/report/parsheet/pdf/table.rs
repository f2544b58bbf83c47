//! Tables in the layout: column widths that fit the page, wrapped cells, and the header row
//! repeated at the top of every page a table runs onto.

use super::fonts::Face;
use super::layout::{face_of, Layout, Op, BOTTOM, WIDTH};
use super::{BODY, MARGIN_X, PAD, SMALLEST, TABLE_SIZE};
use crate::report::{Align, Cell, Table};

impl Layout<'_> {
    /// The font size and column widths a table is set at: its natural widths at the table
    /// size, shrunk (down to 6 pt) to fit, and if still too wide the widest text column
    /// narrowed so that its cells wrap.
    pub(super) fn table_geometry(&self, t: &Table) -> (f32, Vec<f32>) {
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

    pub(super) fn cell_lines(&self, text: &str, face: Face, size: f32, width: f32) -> Vec<String> {
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

    pub(super) fn row(&mut self, cells: &[Cell], face: Face, t: &Table, size: f32, widths: &[f32]) {
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
    pub(super) fn table(&mut self, t: &Table) {
        let (size, widths) = self.table_geometry(t);
        let header: Vec<Cell> = t.columns.iter().map(|(n, _)| Cell::text(n)).collect();
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
}
