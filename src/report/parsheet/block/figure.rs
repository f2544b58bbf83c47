//! A figure of the review file: panels, each the exact EV of one bet before every coup as
//! a line (left scale, in %) over the stakes placed on it as bars (right scale), and the
//! geometry both writers draw from (the PDF's vector drawing, the SVG of HTML and
//! Markdown): one [`Drawing`] per panel, in the units of the box it is set in.
//!
//! Only presentation happens here: scales, ticks and positions of values given.

use crate::i18n::Lang;

/// A figure: its axis labels (in the document's language) and its panels.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Figure {
    /// The language of the tick labels.
    pub(crate) lang: Lang,
    /// Under the coup axis.
    pub(crate) x_label: String,
    /// Above the left scale (the EV line).
    pub(crate) ev_label: String,
    /// Above the right scale (the stakes' bars).
    pub(crate) stake_label: String,
    /// The panels, top to bottom.
    pub(crate) panels: Vec<Panel>,
}

/// One panel: coup by coup (x = 1, 2, ...), the exact EV in % and the stake (0: none).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Panel {
    /// Above the panel (who, which bet, which shoes), set by the writer above the box.
    pub(crate) title: String,
    /// The exact EV in % before each coup.
    pub(crate) ev: Vec<f64>,
    /// The stake on each coup.
    pub(crate) stake: Vec<f64>,
}

/// Where a text stands from its point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

/// One mark of a drawing, in the box's units from its top-left corner.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Mark {
    /// A text at its baseline.
    Text {
        x: f32,
        y: f32,
        anchor: Anchor,
        text: String,
    },
    /// A straight line.
    Rule {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width: f32,
        grey: bool,
    },
    /// A filled bar (a stake).
    Bar { x: f32, y: f32, w: f32, h: f32 },
    /// The EV line.
    Line { points: Vec<(f32, f32)>, width: f32 },
}

/// A panel as marks in the box it was drawn for.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Drawing {
    pub(crate) marks: Vec<Mark>,
}

/// The colours: the EV line, the stakes' bars (RGB).
pub(crate) const LINE_RGB: (u8, u8, u8) = (31, 90, 170);
/// See [`LINE_RGB`].
pub(crate) const BAR_RGB: (u8, u8, u8) = (245, 178, 110);

/// A scale from `lo` to `hi` with round ticks: (low end, high end, ticks, places).
fn scale(lo: f64, hi: f64) -> (f64, f64, Vec<f64>, usize) {
    let (lo, hi) = if hi - lo < 1e-12 {
        (lo - 0.5, hi + 0.5)
    } else {
        (lo, hi)
    };
    let raw = (hi - lo) / 4.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|k| k * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let start = (lo / step).floor() * step;
    let end = (hi / step).ceil() * step;
    // The fewest decimals that write the step exactly.
    let places = (0..12)
        .find(|&p| {
            let k = step * 10f64.powi(p);
            (k - k.round()).abs() < 1e-6 * k.abs().max(1.0)
        })
        .unwrap_or(12) as usize;
    let n = ((end - start) / step).round() as usize;
    let ticks = (0..=n).map(|k| start + k as f64 * step).collect();
    (start, end, ticks, places)
}

/// A line from `a` to `b`.
fn rule(a: (f32, f32), b: (f32, f32), width: f32, grey: bool) -> Mark {
    Mark::Rule {
        x1: a.0,
        y1: a.1,
        x2: b.0,
        y2: b.1,
        width,
        grey,
    }
}

/// A text at `at`.
fn text(at: (f32, f32), anchor: Anchor, text: String) -> Mark {
    Mark::Text {
        x: at.0,
        y: at.1,
        anchor,
        text,
    }
}

impl Figure {
    /// Panel `p` as marks in a box `width` × `height`, text `size` high (its title is
    /// set by the writer, above the box, where it may wrap).
    pub(crate) fn drawing(&self, p: &Panel, width: f32, height: f32, size: f32) -> Drawing {
        let l = self.lang;
        let n = p.ev.len().max(p.stake.len()).max(1);
        // The EV scale always shows 0 (the line between -EV and +EV coups).
        let lo = p.ev.iter().copied().fold(0.0, f64::min);
        let hi = p.ev.iter().copied().fold(0.0, f64::max);
        let (elo, ehi, eticks, eplaces) = scale(lo, hi);
        let smax = p.stake.iter().copied().fold(0.0, f64::max);
        let (_, shi, sticks, splaces) = scale(0.0, if smax > 0.0 { smax } else { 1.0 });
        let elabels: Vec<String> = eticks.iter().map(|&t| l.decimal(t, eplaces)).collect();
        let slabels: Vec<String> = sticks.iter().map(|&t| l.decimal(t, splaces)).collect();
        // Room for the widest tick label beside each scale (digits are at most 0.65 em).
        let room = |labels: &[String]| {
            let chars = labels.iter().map(|t| t.chars().count()).max().unwrap_or(1);
            (chars as f32 * size * 0.65 + 6.0).max(size * 3.0)
        };
        let (left, right) = (room(&elabels), room(&slabels));
        let (top, bottom) = (size * 2.2, size * 3.2);
        let (x0, x1, y0, y1) = (left, width - right, top, height - bottom);
        let above = top - size * 0.9;
        let mut marks = vec![
            text((0.0, above), Anchor::Start, self.ev_label.clone()),
            text((width, above), Anchor::End, self.stake_label.clone()),
            text(
                ((x0 + x1) / 2.0, height - size * 0.3),
                Anchor::Middle,
                self.x_label.clone(),
            ),
        ];
        let fx = |i: f64| x0 + (x1 - x0) * ((i - 0.5) / n as f64) as f32;
        let fy = |v: f64| y1 - (y1 - y0) * ((v - elo) / (ehi - elo)) as f32;
        let fs = |v: f64| y1 - (y1 - y0) * (v / shi) as f32;
        let bar = ((x1 - x0) / n as f32 * 0.8).max(0.4);
        for (i, &s) in p.stake.iter().enumerate().filter(|(_, s)| **s > 0.0) {
            let x = fx(i as f64 + 1.0);
            marks.push(Mark::Bar {
                x: x - bar / 2.0,
                y: fs(s),
                w: bar,
                h: y1 - fs(s),
            });
        }
        let lift = size * 0.35;
        for (&t, label) in eticks.iter().zip(elabels) {
            marks.push(rule((x0 - 3.0, fy(t)), (x0, fy(t)), 0.5, false));
            marks.push(text((x0 - 4.0, fy(t) + lift), Anchor::End, label));
        }
        for (&t, label) in sticks.iter().zip(slabels) {
            marks.push(rule((x1, fs(t)), (x1 + 3.0, fs(t)), 0.5, false));
            marks.push(text((x1 + 4.0, fs(t) + lift), Anchor::Start, label));
        }
        let (_, _, xticks, _) = scale(1.0, n as f64);
        for t in xticks.into_iter().filter(|t| *t >= 1.0 && *t <= n as f64) {
            let label = l.int(&num_bigint::BigUint::from(t as u64));
            marks.push(rule((fx(t), y1), (fx(t), y1 + 3.0), 0.5, false));
            marks.push(text((fx(t), y1 + size * 1.4), Anchor::Middle, label));
        }
        marks.push(rule((x0, fy(0.0)), (x1, fy(0.0)), 0.6, true));
        marks.push(Mark::Line {
            points: p
                .ev
                .iter()
                .enumerate()
                .map(|(i, &v)| (fx(i as f64 + 1.0), fy(v)))
                .collect(),
            width: 0.9,
        });
        for (a, b) in [
            ((x0, y0), (x0, y1)),
            ((x0, y1), (x1, y1)),
            ((x1, y0), (x1, y1)),
        ] {
            marks.push(rule(a, b, 0.6, false));
        }
        Drawing { marks }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_are_round_and_hold_their_values() {
        let (lo, hi, ticks, places) = scale(-1.2, 3.7);
        assert!(lo <= -1.2 && hi >= 3.7, "{lo} {hi}");
        assert_eq!(places, 0);
        assert_eq!(ticks.first().copied(), Some(lo));
        assert_eq!(ticks.last().copied(), Some(hi));
        let (_, _, t, places) = scale(0.0, 0.3);
        assert_eq!(places, 1, "{t:?}");
        let (_, _, t, places) = scale(0.0, 0.1);
        assert_eq!(places, 3, "{t:?}: a step of 0.025");
    }
}
