//! The embedded fonts and their advance widths, for measuring text before it is drawn.

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Face {
    Regular,
    Bold,
    Mono,
}

/// A font and its advance widths, for measuring text before it is drawn.
pub(super) struct Metrics {
    font: FontRef<'static>,
    upem: f32,
}

impl Metrics {
    pub(super) fn new(bytes: &'static [u8]) -> Metrics {
        let font = FontRef::new(bytes).expect("the shipped font parses");
        let upem = font
            .metrics(Size::unscaled(), LocationRef::default())
            .units_per_em as f32;
        Metrics { font, upem }
    }

    pub(super) fn width(&self, text: &str, size: f32) -> f32 {
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

pub(super) struct Fonts {
    regular: Metrics,
    bold: Metrics,
    mono: Metrics,
}

pub(super) fn font_bytes(face: Face) -> &'static [u8] {
    match face {
        Face::Regular => dejavu::sans_condensed::regular(),
        Face::Bold => dejavu::sans_condensed::bold(),
        Face::Mono => dejavu::sans_mono::regular(),
    }
}

impl Fonts {
    pub(super) fn new() -> Fonts {
        Fonts {
            regular: Metrics::new(font_bytes(Face::Regular)),
            bold: Metrics::new(font_bytes(Face::Bold)),
            mono: Metrics::new(font_bytes(Face::Mono)),
        }
    }

    pub(super) fn width(&self, face: Face, text: &str, size: f32) -> f32 {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
            Face::Mono => &self.mono,
        }
        .width(text, size)
    }
}
