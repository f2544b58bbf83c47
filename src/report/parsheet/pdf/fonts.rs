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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// Every sign the languages write numbers with (the minus U+2212, the range's en dash
    /// U+2013, the no-break spaces U+202F and U+00A0) has its own glyph in each embedded
    /// font: none falls back to the missing glyph (glyph 0), so none is measured as 0 wide
    /// or drawn as a box.
    #[test]
    fn every_number_sign_of_the_languages_has_a_glyph_in_every_font() {
        for face in [Face::Regular, Face::Bold, Face::Mono] {
            let m = Metrics::new(font_bytes(face));
            let charmap = m.font.charmap();
            for lang in Lang::ALL {
                let n = lang.numbers();
                let signs = [n.decimal, n.group, n.before_percent, n.minus, n.range];
                for c in signs.iter().flat_map(|s| s.chars()) {
                    let glyph = charmap.map(c);
                    assert!(
                        glyph.is_some_and(|g| g.to_u32() != 0),
                        "{face:?}: U+{:04X} ({lang})",
                        c as u32
                    );
                    assert!(
                        m.width(&c.to_string(), 10.0) > 0.0,
                        "{face:?}: U+{:04X}",
                        c as u32
                    );
                }
            }
        }
    }
}
