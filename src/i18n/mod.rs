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
//! # English is a catalog like the others
//! English's words are the English catalog's (`src/i18n/ftl/en/`), looked up the same way
//! as the others'; what a language shows differently (an id in the English tables, a name
//! elsewhere) is the catalogs' choice, written in their messages, not a branch on the
//! language in the code.
//!
//! # Missing messages and formatting errors
//! Every id a program asks for is a message of every catalog: the catalog tests enumerate
//! the ids made at run time (`bet-ID` for every built-in bet, the presets' descriptions
//! and notes, ...). A missing id or a Fluent formatting error (an argument the message
//! needs and was not given) panics in a debug build, so any test that makes the document
//! fails. A release build never prints a placeholder for a missing id: it writes English's
//! message (the text of a language the catalogs hold), or, if English lacks it too, the id
//! itself; a formatting error keeps the text Fluent wrote around the missing argument.
//!
//! # The tracker page's words
//! The tracker page (`src/server/page/`) takes its words from the same catalogs: its own
//! messages (`page.ftl`) and the bets' names, by id, generated as one JSON document per
//! language ([`page_messages`]: `src/i18n/page/LANG.json`, served as `/i18n/LANG.json` and
//! copied by `scripts/build-web`), with the language's number separators ([`Numbers`]),
//! which [`Lang::int`] and the page both write numbers with.
//!
//! # Examples
//! ```
//! use punto_banco::i18n::{Arg, Lang};
//! let it: Lang = "it".parse().unwrap();
//! assert_eq!(it.m("m-house-edge"), "Vantaggio della casa");
//! assert_eq!(it.percent(1.0579, 4), "1,0579%");
//! assert_eq!(Lang::Fr.percent(1.0579, 4), "1,0579\u{202F}%");
//! let n = "4998398275503360".parse().unwrap();
//! assert_eq!(Lang::Ru.int(&n), "4\u{A0}998\u{A0}398\u{A0}275\u{A0}503\u{A0}360");
//! assert_eq!(Lang::Ru.msg("cards", &[("cards", Arg::int(416u32))]), "416 карт");
//! ```

mod catalog;
mod number;
mod page;

pub use catalog::{message_ids, message_ids_in, Arg, UsedMessages, FILES};
pub use number::Numbers;
pub use page::page_messages;

use crate::error::{Error, ErrorKind};
use std::fmt;
use std::str::FromStr;

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

#[cfg(test)]
mod tests;
