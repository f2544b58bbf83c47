//! Line breaking: text cut into the units a line never breaks inside, then set greedily.
//!
//! A unit is a word, or words a reader must not see split: a number and the word after it
//! (`416 cards`), a formula (`N = 416`, `416 × 415 × … = 4,998,398,275,503,360 sequences`),
//! a short parenthesised count (`(416 cards)`, `(seed 20261202)`), and a code span
//! whatever it holds. A line breaks only between units; a unit wider than the whole line
//! (a label of 200 characters) is the one thing broken, at its spaces and then between
//! characters, since nothing else can set it.
//!
//! Markup is read here too: `` `code` `` is set in the monospaced face without its
//! backticks, `**bold**` in the bold face; a space is set only where the text has one, so
//! `(seed `20261202`)` prints as `(seed 20261202)`.

use super::fonts::{Face, Fonts};

/// Text in one face, spaces inside it as written.
pub(super) type Piece = (Face, String);

/// Pieces a line never breaks inside, set side by side.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Unit(pub(super) Vec<Piece>);

impl Unit {
    /// One piece.
    #[cfg(test)]
    pub(super) fn one(face: Face, text: &str) -> Unit {
        Unit(vec![(face, text.to_string())])
    }

    /// Adds `piece`, into the last piece when it is in the same face (one drawing each).
    fn push(&mut self, piece: Piece) {
        match self.0.last_mut() {
            Some((face, text)) if *face == piece.0 => text.push_str(&piece.1),
            _ => self.0.push(piece),
        }
    }

    /// The text as set.
    pub(super) fn text(&self) -> String {
        self.0.iter().map(|(_, t)| t.as_str()).collect()
    }

    pub(super) fn width(&self, fonts: &Fonts, size: f32) -> f32 {
        self.0.iter().map(|(f, t)| fonts.width(*f, t, size)).sum()
    }
}

/// Whether a line may break at `c`: any white space but the no-break spaces (U+00A0,
/// U+202F, U+2007, U+2060) that hold a number, a percentage or a fraction together.
pub(super) fn breaks_at(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{A0}' | '\u{202F}' | '\u{2007}' | '\u{2060}')
}

/// The pieces of `text` in `base`: with `markup`, code spans in the monospaced face and
/// `**bold**` in the bold one, their marks dropped; without, the text as it is.
pub(super) fn pieces(text: &str, base: Face, markup: bool) -> Vec<Piece> {
    if !markup {
        return vec![(base, text.to_string())];
    }
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push((Face::Mono, part.to_string()));
            continue;
        }
        for (k, run) in part.split("**").enumerate() {
            let face = if k % 2 == 1 { Face::Bold } else { base };
            out.push((face, run.to_string()));
        }
    }
    out.retain(|(_, t)| !t.is_empty());
    out
}

/// A word: pieces between two places the text may break.
struct Word {
    pieces: Vec<Piece>,
}

impl Word {
    fn text(&self) -> String {
        self.pieces.iter().map(|(_, t)| t.as_str()).collect()
    }
}

/// The words of `pieces`: a code span's spaces do not break it.
fn words_of(pieces: &[Piece]) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    let mut open = false;
    for (face, text) in pieces {
        if *face == Face::Mono {
            if !open {
                out.push(Word { pieces: vec![] });
            }
            let w = out.last_mut().expect("a word is open");
            w.pieces.push((*face, text.clone()));
            open = true;
            continue;
        }
        for c in text.chars() {
            if breaks_at(c) {
                open = false;
                continue;
            }
            if !open {
                out.push(Word { pieces: vec![] });
                open = true;
            }
            let w = out.last_mut().expect("a word is open");
            match w.pieces.last_mut() {
                Some((f, t)) if f == face => t.push(c),
                _ => w.pieces.push((*face, c.to_string())),
            }
        }
    }
    out
}

/// An operator of a formula, standing alone: `=`, `×`, `+`, `−`, `/`, `<`, `≥`, ...
fn is_operator(w: &str) -> bool {
    !w.is_empty() && w.chars().all(|c| "=×+−-/<>≤≥≈±·÷*".contains(c))
}

/// A number ending the word with nothing after it (`416`, `(416`, `+6.48%`): it holds on
/// to the word that follows, its unit. A number ending a clause (`416,`) does not.
fn is_bare_number(w: &str) -> bool {
    let core = w.trim_start_matches(|c: char| "([«“\"+−-±≈~".contains(c));
    core.starts_with(|c: char| c.is_ascii_digit())
        && w.ends_with(|c: char| c.is_ascii_digit() || c == '%' || c == '‰')
}

/// A short count in brackets starting at word `i`: the index of its last word.
fn bracket_end(words: &[Word], i: usize) -> Option<usize> {
    let first = words[i].text();
    if !first.starts_with('(') || first.contains(')') {
        return None;
    }
    let end = (i + 1..words.len().min(i + 4)).find(|&k| words[k].text().contains(')'))?;
    let group: Vec<String> = words[i..=end].iter().map(Word::text).collect();
    let chars: usize = group.iter().map(|w| w.chars().count()).sum();
    let counted = group.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()));
    (counted && chars <= 32).then_some(end)
}

/// Whether no line may break between words `a` and `b`.
fn glued(a: &str, b: &str) -> bool {
    is_operator(a) || is_operator(b) || is_bare_number(a)
}

/// The units of `pieces`: its words, those a reader must not see apart joined by a space.
pub(super) fn units(pieces: &[Piece]) -> Vec<Unit> {
    let words = words_of(pieces);
    let mut out: Vec<Unit> = Vec::new();
    let mut hold_to = None;
    for (i, w) in words.iter().enumerate() {
        let held = i > 0
            && (hold_to.is_some_and(|end| i <= end) || glued(&words[i - 1].text(), &w.text()));
        if hold_to.is_none_or(|end| i > end) {
            hold_to = bracket_end(&words, i);
        }
        match out.last_mut() {
            Some(u) if held => {
                u.push((Face::Regular, " ".into()));
                w.pieces.iter().for_each(|p| u.push(p.clone()));
            }
            _ => out.push(Unit(w.pieces.clone())),
        }
    }
    out
}

/// The units of `text` in `base`, its markup read when `markup` is set.
pub(super) fn units_of(text: &str, base: Face, markup: bool) -> Vec<Unit> {
    units(&pieces(text, base, markup))
}

/// Lines of units that fit in `width` at `size`, a space between units.
pub(super) fn wrap(fonts: &Fonts, units: &[Unit], size: f32, width: f32) -> Vec<Vec<Unit>> {
    let space = fonts.width(Face::Regular, " ", size);
    let mut lines: Vec<Vec<Unit>> = vec![vec![]];
    let mut used = 0.0;
    let mut queue: Vec<Unit> = units.iter().rev().cloned().collect();
    while let Some(u) = queue.pop() {
        let w = u.width(fonts, size);
        let line = lines.last_mut().expect("a line");
        let gap = if line.is_empty() { 0.0 } else { space };
        if used + gap + w <= width {
            used += gap + w;
            line.push(u);
        } else if !line.is_empty() {
            lines.push(vec![]);
            used = 0.0;
            queue.push(u);
        } else {
            // Wider than a whole line: the one unit broken, at its spaces, else where it
            // stops fitting.
            let mut parts = split(fonts, u, size, width);
            let first = parts.remove(0);
            line.push(first);
            lines.push(vec![]);
            used = 0.0;
            queue.extend(parts.into_iter().rev());
        }
    }
    lines.retain(|l| !l.is_empty());
    lines
}

/// A unit wider than `width` cut in two: before its last space that leaves a head that
/// fits, else between characters.
fn split(fonts: &Fonts, u: Unit, size: f32, width: f32) -> Vec<Unit> {
    let mut head = Unit(vec![]);
    let mut best: Option<(Unit, Unit)> = None;
    let mut fallback: Option<(Unit, Unit)> = None;
    for (k, (face, text)) in u.0.iter().enumerate() {
        for (i, c) in text.char_indices() {
            let mut candidate = head.clone();
            candidate.0.push((*face, text[..i].to_string()));
            if candidate.width(fonts, size) > width {
                break;
            }
            let rest = || {
                let mut r = vec![(*face, text[i..].to_string())];
                r.extend(u.0[k + 1..].iter().cloned());
                Unit(r)
            };
            if c == ' ' && (i > 0 || k > 0) {
                let mut tail = rest();
                tail.0[0].1.remove(0);
                best = Some((candidate.clone(), tail));
            } else if i > 0 || k > 0 {
                fallback = Some((candidate.clone(), rest()));
            }
        }
        head.0.push((*face, text.clone()));
        if head.width(fonts, size) > width {
            break;
        }
    }
    match best.or(fallback) {
        Some((mut a, mut b)) => {
            a.0.retain(|(_, t)| !t.is_empty());
            b.0.retain(|(_, t)| !t.is_empty());
            if b.0.is_empty() {
                vec![a]
            } else {
                vec![a, b]
            }
        }
        // Not even one character fits: set it anyway.
        None => vec![u],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<String> {
        units_of(text, Face::Regular, true)
            .iter()
            .map(Unit::text)
            .collect()
    }

    #[test]
    fn a_code_span_is_set_without_its_backticks_and_without_a_space_added() {
        let units = units_of("draws (seed `20261202`).", Face::Regular, true);
        assert_eq!(units.len(), 2);
        assert_eq!(units[1].text(), "(seed 20261202).");
        assert_eq!(
            units[1].0,
            vec![
                (Face::Regular, "(seed ".to_string()),
                (Face::Mono, "20261202".to_string()),
                (Face::Regular, ").".to_string()),
            ]
        );
        let bold = units_of("**Flagged:** the audit", Face::Regular, true);
        assert_eq!(bold[0].0, vec![(Face::Bold, "Flagged:".to_string())]);
        // Without markup, backticks are the user's text.
        assert_eq!(units_of("a`b c`", Face::Regular, false)[0].text(), "a`b");
    }

    #[test]
    fn numbers_formulas_and_counts_hold_together_and_clauses_do_not() {
        assert_eq!(texts("При N = 416 карт"), ["При", "N = 416 карт"]);
        assert_eq!(
            texts("Sabot (416 cartes) ici"),
            ["Sabot", "(416 cartes)", "ici"]
        );
        assert_eq!(texts("posta con EV > 0"), ["posta", "con", "EV > 0"]);
        // A number ending a clause lets the line break after it.
        assert_eq!(texts("8 shoes, 3 left"), ["8 shoes,", "3 left"]);
        // A bracket without a number is ordinary words.
        assert_eq!(texts("(chi square test)"), ["(chi", "square", "test)"]);
    }
}
