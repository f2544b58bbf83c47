//! A [`Figure`] as HTML (the HTML and Markdown review file): each panel an SVG image under
//! its caption, drawn from the same [`Figure::drawing`] as the PDF. It scales to the width it is shown
//! at (a `viewBox`, no fixed size) and holds no blank line, so Markdown keeps it as one
//! HTML block.

use super::figure::{Anchor, Figure, Mark, BAR_RGB, LINE_RGB};
use std::fmt::Write;

const W: f32 = 720.0;
const H: f32 = 230.0;
const SIZE: f32 = 11.0;

fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            _ => o.push(c),
        }
    }
    o
}

fn rgb((r, g, b): (u8, u8, u8)) -> String {
    format!("rgb({r},{g},{b})")
}

/// The figure as HTML: per panel a `<figure>` with its title as the caption and the
/// panel as an SVG image (one line per mark, no blank line).
pub(crate) fn svg(f: &Figure) -> String {
    let mut o = String::new();
    for p in &f.panels {
        let _ = writeln!(o, "<figure>\n<figcaption>{}</figcaption>", esc(&p.title));
        let _ = writeln!(
            o,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {W} {H}\" role=\"img\" \
             aria-label=\"{}\" font-family=\"DejaVu Sans, Liberation Sans, Arial, sans-serif\" \
             font-size=\"{SIZE}\">",
            esc(&p.title)
        );
        for m in f.drawing(p, W, H, SIZE).marks {
            mark(&mut o, &m);
        }
        let _ = writeln!(o, "</svg>\n</figure>");
    }
    o.trim_end().to_string()
}

fn mark(o: &mut String, m: &Mark) {
    match m {
        Mark::Text { x, y, anchor, text } => {
            let a = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            let _ = writeln!(
                o,
                "<text x=\"{x:.1}\" y=\"{y:.1}\" text-anchor=\"{a}\">{}</text>",
                esc(text)
            );
        }
        Mark::Rule {
            x1,
            y1,
            x2,
            y2,
            width,
            grey,
        } => {
            let c = if *grey { "#999" } else { "#333" };
            let _ = writeln!(
                o,
                "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{c}\" stroke-width=\"{width}\"/>"
            );
        }
        Mark::Bar { x, y, w, h } => {
            let _ = writeln!(
                o,
                "<rect x=\"{x:.2}\" y=\"{y:.1}\" width=\"{w:.2}\" height=\"{h:.1}\" fill=\"{}\"/>",
                rgb(BAR_RGB)
            );
        }
        Mark::Line { points, width } => {
            let pts: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect();
            let _ = writeln!(
                o,
                "<polyline fill=\"none\" stroke=\"{}\" stroke-width=\"{width}\" points=\"{}\"/>",
                rgb(LINE_RGB),
                pts.join(" ")
            );
        }
    }
}
