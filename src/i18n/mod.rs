//! The languages of the text outputs: English, Italian, French and Russian.
//!
//! Two mechanisms live here. The par sheet is written from message catalogs (Project
//! Fluent, `src/i18n/ftl/*.ftl`): each sentence a message by id with typed arguments
//! ([`Lang::msg`], [`Arg`]), numbers formatted from their values ([`Lang::int`],
//! [`Lang::percent`]). The other tabular outputs and the tracker page still use the
//! English-keyed glossaries described below.
//!
//! The par sheet, the printed rules and the terminal tables can be written in the languages
//! of the house sheets this project was built from (`--lang en|it|fr|ru`). A glossary per
//! language (`src/i18n/it.json`, `fr.json`, `ru.json`, embedded at compile time) maps each
//! English text to its translation; [`Lang::text`] looks a text up and falls back to English
//! when the glossary has no entry, and [`Lang::number`] writes the numbers in a text the
//! language's way. JSON and CSV are data, not text: they never go through here, so they are
//! the same in every language.
//!
//! # Glossary entries
//! A key is an English text as the program writes it. It may hold `{}` holes, each of which
//! matches any text; what a hole matched is translated in turn and put in the translation's
//! hole of the same rank (`"{} decks ({} cards)"` → `"{} mazzi ({} carte)"`). The text
//! itself is tried first, then the keys with holes, longest literal text first; a text no
//! key matches is split at `", "` and `"; "` and its parts translated.
//! The tracker page's own texts sit apart, under `"page"`: the page looks them up with the
//! terms, the text outputs never do. Numbers in glossary
//! values are written the English way (`1.5`, `1,000`, `90%`): [`Lang::text`] formats them.
//!
//! # Numbers
//! Decimal numbers take a decimal comma in the three languages, and thousands are grouped
//! with `.` in Italian, a narrow no-break space (U+202F) in French and a no-break space
//! (U+00A0) in Russian; a percent sign follows the number directly in English and Italian,
//! after U+202F in French and U+00A0 in Russian. Each glossary holds its language's
//! separators (`"numbers"`), so the tracker page, which reads the same files, writes its
//! numbers the same way. Integers written without separators
//! (`416`), exact fractions (`107172496/7031403665`), ratios (`19:20`), versions (`0.1.0`),
//! hex digests and code spans (in backticks) are left as they are.
//!
//! # Examples
//! ```
//! use punto_banco::i18n::Lang;
//! let it: Lang = "it".parse().unwrap();
//! assert_eq!(it.text("house edge"), "vantaggio del banco");
//! assert_eq!(it.number("1.0579%"), "1,0579%");
//! assert_eq!(Lang::Fr.number("1.0579%"), "1,0579\u{202F}%");
//! assert_eq!(Lang::Ru.number("4,998,398,275,503,360"), "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360");
//! assert_eq!(Lang::It.number("107172496/7031403665"), "107172496/7031403665");
//! // No translation: English.
//! assert_eq!(Lang::Fr.text("no such text"), "no such text");
//! ```

mod catalog;
mod number;

pub use catalog::{message_ids, used_messages, Arg};

use crate::error::{Error, ErrorKind};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// A language of the text outputs. English is the default, whatever the locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Lang {
    /// English (the program's own words).
    #[default]
    En,
    /// Italian.
    It,
    /// French.
    Fr,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::It, Lang::Fr, Lang::Ru];

    /// The ISO 639-1 code: `en`, `it`, `fr`, `ru` (also the HTML `lang` attribute).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// The glossary of this language (empty for English), parsed once.
    ///
    /// # Panics
    /// If an embedded glossary is not a JSON object of strings: the `i18n` tests check it.
    pub fn glossary(self) -> &'static Glossary {
        static GLOSSARIES: OnceLock<[Glossary; 4]> = OnceLock::new();
        let all = GLOSSARIES.get_or_init(|| {
            [
                Glossary::default(),
                Glossary::parse(include_str!("it.json")).expect("src/i18n/it.json is valid"),
                Glossary::parse(include_str!("fr.json")).expect("src/i18n/fr.json is valid"),
                Glossary::parse(include_str!("ru.json")).expect("src/i18n/ru.json is valid"),
            ]
        });
        &all[self as usize]
    }

    /// `en` translated: its glossary entry (a key with holes when no key is the text
    /// itself), else the English, with its numbers written the language's way.
    pub fn text(self, en: &str) -> String {
        if self == Lang::En {
            return en.to_string();
        }
        self.number(&self.glossary().translate(en))
    }

    /// `en` translated as [`Lang::text`] does, but with its numbers left as they are (for
    /// cells a spreadsheet keeps as numbers).
    pub fn words(self, en: &str) -> String {
        if self == Lang::En {
            return en.to_string();
        }
        self.glossary().translate(en)
    }

    /// Whether the glossary translates `en` (by the text itself or a key with holes).
    pub fn has(self, en: &str) -> bool {
        self == Lang::En || self.glossary().lookup(en).is_some()
    }

    /// The parts of `en` that fall back to English: what no entry matches, after the
    /// holes of the key that matched and the `", "`/`"; "` parts of a text no key matches
    /// are looked up in turn. Parts without a word (numbers, fractions, single letters)
    /// are not counted. Empty for English and for a text translated in full.
    pub fn missing(self, en: &str) -> Vec<String> {
        let mut out = Vec::new();
        if self != Lang::En {
            self.glossary().missing(en, &mut out);
        }
        out
    }

    /// The decimal numbers in `text` written the language's way (see the module docs);
    /// the rest of the text unchanged.
    pub fn number(self, text: &str) -> String {
        if self == Lang::En {
            return text.to_string();
        }
        let Numbers {
            decimal,
            group,
            before_percent: percent,
        } = &self.glossary().numbers;
        let b = text.as_bytes();
        let mut out = String::with_capacity(text.len() + 8);
        let mut i = 0;
        let mut code = false;
        while i < b.len() {
            let c = b[i];
            if c == b'`' {
                code = !code;
            }
            let starts = c.is_ascii_digit() && !code && (i == 0 || !glued(b[i - 1]));
            if !starts {
                let ch = text[i..].chars().next().expect("inside the text");
                out.push(ch);
                i += ch.len_utf8();
                continue;
            }
            // The run of digits, commas and dots from here.
            let mut j = i;
            while j < b.len() && (b[j].is_ascii_digit() || b[j] == b',' || b[j] == b'.') {
                j += 1;
            }
            // Trailing separators end a sentence or a list, they are not the number's.
            while j > i && !b[j - 1].is_ascii_digit() {
                j -= 1;
            }
            let run = &text[i..j];
            let after = b.get(j).copied();
            // A letter or digit after it: a word or a code; a dot after it ends a sentence.
            let free = !after.is_some_and(|c| c != b'.' && glued(c)) && !run_in_fraction(b, i, j);
            let percent_only = after == Some(b'%') && run.bytes().all(|c| c.is_ascii_digit());
            if free && percent_only {
                out.push_str(run);
                out.push_str(percent);
                i = j;
                continue;
            }
            match localise(run).filter(|_| free) {
                Some((int, frac)) => {
                    out.push_str(&int.join(group));
                    if let Some(f) = frac {
                        out.push_str(decimal);
                        out.push_str(f);
                    }
                    if after == Some(b'%') {
                        out.push_str(percent);
                    }
                }
                None => out.push_str(run),
            }
            i = j;
        }
        out
    }
}

/// A byte that makes a digit next to it part of a word, a code, a fraction or a version:
/// a letter, a digit, `_`, `/`, `.`, `-` between digits is not one (a minus sign is
/// written before a number).
fn glued(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'/' || c == b'.' || c == b'#'
}

/// Whether the run `b[i..j]` is part of `a/b` (checked by its neighbours).
fn run_in_fraction(b: &[u8], i: usize, j: usize) -> bool {
    (i > 0 && b[i - 1] == b'/') || b.get(j) == Some(&b'/')
}

/// A number as English writes it (`4,998,398,275,503,360`, `1.0579`, `1,000.5`): its
/// groups of digits and its decimals. `None` for a run that is not such a number or has no
/// separator to change (`416`, `0,1,2`, `1.2.3`).
fn localise(run: &str) -> Option<(Vec<&str>, Option<&str>)> {
    let (int, frac) = match run.split_once('.') {
        Some((a, f)) if !f.is_empty() && f.bytes().all(|c| c.is_ascii_digit()) => (a, Some(f)),
        Some(_) => return None,
        None => (run, None),
    };
    let groups: Vec<&str> = int.split(',').collect();
    let well_grouped = groups.iter().enumerate().all(|(k, g)| {
        !g.is_empty()
            && g.bytes().all(|c| c.is_ascii_digit())
            && if k == 0 { g.len() <= 3 } else { g.len() == 3 }
    });
    if groups.len() > 1 && !well_grouped {
        return None;
    }
    if groups.len() == 1 && frac.is_none() {
        return None;
    }
    Some((groups, frac))
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = Error;

    /// A code: `en`, `it`, `fr` or `ru` (any case).
    fn from_str(s: &str) -> Result<Lang, Error> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                Error::new(ErrorKind::BadInput(format!(
                    "language '{s}' is not one of en, it, fr, ru"
                )))
            })
    }
}

/// How a language writes a decimal number: the glossary's `"numbers"`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Numbers {
    /// Between the units and the decimals (`,`).
    pub decimal: String,
    /// Between groups of three digits (`.`, U+202F, U+00A0).
    pub group: String,
    /// Between a number and its `%` (empty, U+202F, U+00A0).
    pub before_percent: String,
}

impl Default for Numbers {
    /// English: `1,000.5`, `90%`.
    fn default() -> Numbers {
        Numbers {
            decimal: ".".into(),
            group: ",".into(),
            before_percent: String::new(),
        }
    }
}

/// One language's translations: English text → translation (see the module docs).
#[derive(Debug, Default)]
pub struct Glossary {
    /// How the language writes numbers.
    pub numbers: Numbers,
    exact: HashMap<String, String>,
    /// The keys with holes, as their literal parts, longest literal text first.
    patterns: Vec<(Vec<String>, String)>,
    /// The tracker page's own texts (`page`): looked up by the page alone, never by
    /// [`Glossary::translate`], so a short page text with holes (`"Banco {}"`) cannot
    /// rewrite a sentence of the par sheet or a table.
    page: Vec<String>,
}

impl Glossary {
    /// Reads a glossary: a JSON object with the language's name (`language`), its
    /// [`Numbers`] (`numbers`) and `terms` mapping English texts to translations.
    ///
    /// # Errors
    /// Text that is not such an object, or a translation with another number of holes
    /// than its key.
    pub fn parse(json: &str) -> Result<Glossary, String> {
        #[derive(serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct File {
            #[allow(dead_code)]
            language: String,
            // English's when the file has none (the test glossaries).
            #[serde(default)]
            numbers: Numbers,
            terms: std::collections::BTreeMap<String, String>,
            // The page's own texts (see `Glossary::page`).
            #[serde(default)]
            page: std::collections::BTreeMap<String, String>,
        }
        let file: File = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let mut g = Glossary {
            numbers: file.numbers,
            ..Glossary::default()
        };
        for (key, value) in file.terms.iter().chain(&file.page) {
            if key.matches("{}").count() != value.matches("{}").count() {
                return Err(format!(
                    "'{key}': the translation has another number of {{}}"
                ));
            }
        }
        g.page = file.page.into_keys().collect();
        for (key, value) in file.terms {
            if key.contains("{}") {
                let parts = key.split("{}").map(str::to_string).collect();
                g.patterns.push((parts, value));
            } else {
                g.exact.insert(key, value);
            }
        }
        g.patterns.sort_by_key(|(parts, _)| {
            std::cmp::Reverse(parts.iter().map(String::len).sum::<usize>())
        });
        Ok(g)
    }

    /// Every key, with and without holes, the page's own texts included.
    pub fn keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self.exact.keys().cloned().collect();
        keys.extend(self.patterns.iter().map(|(p, _)| p.join("{}")));
        keys.extend(self.page.iter().cloned());
        keys.sort();
        keys
    }

    /// The translation of `en` by its own entry or a key with holes; `None` without one.
    fn lookup(&self, en: &str) -> Option<String> {
        if let Some(t) = self.exact.get(en) {
            return Some(t.clone());
        }
        for (parts, value) in &self.patterns {
            if let Some(holes) = holes(parts, en) {
                let mut out = String::with_capacity(value.len() + en.len());
                let mut pieces = value.split("{}");
                out.push_str(pieces.next().unwrap_or(""));
                for (hole, piece) in holes.iter().zip(pieces) {
                    // A code span (an id, a flag) is written as it is.
                    if out.ends_with('`') {
                        out.push_str(hole);
                    } else {
                        out.push_str(&self.translate(hole));
                    }
                    out.push_str(piece);
                }
                return Some(out);
            }
        }
        None
    }

    /// Collects into `out` the parts of `en` [`Glossary::translate`] leaves in English.
    fn missing(&self, en: &str, out: &mut Vec<String>) {
        if self.exact.contains_key(en) {
            return;
        }
        for (parts, _) in &self.patterns {
            if let Some(holes) = holes(parts, en) {
                for (h, before) in holes.iter().zip(parts) {
                    if !before.ends_with('`') {
                        self.missing(h, out);
                    }
                }
                return;
            }
        }
        for sep in ["; ", ", "] {
            if en.contains(sep) {
                for p in en.split(sep) {
                    self.missing(p, out);
                }
                return;
            }
        }
        // A word: two letters in a row.
        let chars: Vec<char> = en.chars().collect();
        if chars
            .windows(2)
            .any(|w| w.iter().all(|c| c.is_alphabetic()))
        {
            out.push(en.to_string());
        }
    }

    /// The translation of `en`, part by part when no key matches it whole; English for
    /// what has none.
    fn translate(&self, en: &str) -> String {
        if en.is_empty() {
            return String::new();
        }
        if let Some(t) = self.lookup(en) {
            return t;
        }
        for sep in ["; ", ", "] {
            if en.contains(sep) {
                return en
                    .split(sep)
                    .map(|p| self.translate(p))
                    .collect::<Vec<_>>()
                    .join(sep);
            }
        }
        en.to_string()
    }
}

/// What the holes between `parts` match in `text`, each non-empty, each literal part found
/// at its first place after the previous hole; `None` when `text` does not have that form.
fn holes<'t>(parts: &[String], text: &'t str) -> Option<Vec<&'t str>> {
    let (first, rest) = parts.split_first()?;
    let (last, middle) = rest.split_last()?;
    let mut s = text.strip_prefix(first.as_str())?;
    let mut out = Vec::with_capacity(rest.len());
    for p in middle {
        // Each hole holds at least one character.
        let skip = s.chars().next()?.len_utf8();
        let at = s[skip..].find(p.as_str())? + skip;
        out.push(&s[..at]);
        s = &s[at + p.len()..];
    }
    let end = s.strip_suffix(last.as_str())?;
    if end.is_empty() {
        return None;
    }
    out.push(end);
    Some(out)
}

#[cfg(test)]
mod tests;
