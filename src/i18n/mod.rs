//! The languages of the text outputs: English, Italian, French and Russian.
//!
//! Every reader-facing sentence, heading, column name and note of the text outputs (the
//! par sheet and every tabular command's table, Markdown, HTML and workbook labels) is a
//! message of the catalogs (Project Fluent, `src/i18n/ftl/{en,it,fr,ru}/*.ftl`), by id
//! with typed arguments ([`Lang::msg`], [`Arg`]); numbers are formatted from their values
//! ([`Lang::int`], [`Lang::decimal`], [`Lang::percent`]), never found by scanning text.
//! JSON and CSV are data, not text: they never go through here, so they are the same in
//! every language.
//!
//! # Numbers
//! Decimal numbers take a decimal comma in the three languages, and thousands are grouped
//! with `.` in Italian, a narrow no-break space (U+202F) in French and a no-break space
//! (U+00A0) in Russian; a percent sign follows the number directly in English and Italian,
//! after U+202F in French and U+00A0 in Russian.
//!
//! # The tracker page's glossaries
//! The tracker page (`src/server/page/`) has words of its own, looked up by their English
//! text in a glossary per language (`src/i18n/it.json`, `fr.json`, `ru.json`, embedded
//! here and served to the page): its `"terms"` and `"page"` texts (each a key the page
//! looks up, `{}` a hole the page fills) and the language's separators (`"numbers"`),
//! which [`Lang::int`] and the page both write numbers with. The text outputs never look
//! a text up there.
//!
//! # Examples
//! ```
//! use punto_banco::i18n::{Arg, Lang};
//! let it: Lang = "it".parse().unwrap();
//! assert_eq!(it.m("m-house-edge"), "Vantaggio del banco");
//! assert_eq!(it.percent(1.0579, 4), "1,0579%");
//! assert_eq!(Lang::Fr.percent(1.0579, 4), "1,0579\u{202F}%");
//! let n = "4998398275503360".parse().unwrap();
//! assert_eq!(Lang::Ru.int(&n), "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360");
//! assert_eq!(Lang::Ru.msg("cards", &[("cards", Arg::int(416u32))]), "416 карт");
//! ```

mod catalog;
mod number;

pub use catalog::{message_ids, message_ids_in, used_messages, Arg, FILES};

use crate::error::{Error, ErrorKind};
use std::collections::BTreeMap;
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

/// The tracker page's glossary of one language (see the module docs): the page's texts,
/// by their English, and the language's separators.
#[derive(Debug, Default)]
pub struct Glossary {
    /// How the language writes numbers.
    pub numbers: Numbers,
    /// English text → translation: the file's `terms` and `page` together, as the page
    /// reads them.
    texts: BTreeMap<String, String>,
}

impl Glossary {
    /// Reads a glossary: a JSON object with the language's name (`language`), its
    /// [`Numbers`] (`numbers`), and `terms` and `page` mapping English texts to
    /// translations.
    ///
    /// # Errors
    /// Text that is not such an object, a text in both `terms` and `page`, or a
    /// translation with another number of holes than its key.
    pub fn parse(json: &str) -> Result<Glossary, String> {
        #[derive(serde::Deserialize)]
        #[serde(deny_unknown_fields)]
        struct File {
            #[allow(dead_code)]
            language: String,
            // English's when the file has none (the test glossaries).
            #[serde(default)]
            numbers: Numbers,
            terms: BTreeMap<String, String>,
            #[serde(default)]
            page: BTreeMap<String, String>,
        }
        let file: File = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let mut texts = file.terms;
        for (key, value) in file.page {
            if texts.insert(key.clone(), value).is_some() {
                return Err(format!("'{key}' is in both terms and page"));
            }
        }
        for (key, value) in &texts {
            if key.matches("{}").count() != value.matches("{}").count() {
                return Err(format!(
                    "'{key}': the translation has another number of {{}}"
                ));
            }
        }
        Ok(Glossary {
            numbers: file.numbers,
            texts,
        })
    }

    /// Every English text of the glossary, sorted.
    pub fn keys(&self) -> Vec<String> {
        self.texts.keys().cloned().collect()
    }

    /// The translation of `en`, as the page looks it up (the whole text, `{}` holes
    /// included); `None` without an entry.
    pub fn get(&self, en: &str) -> Option<&str> {
        self.texts.get(en).map(String::as_str)
    }
}

#[cfg(test)]
mod tests;
