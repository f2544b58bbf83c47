//! Message catalogs: every reader-facing sentence, by id, in Project Fluent's format
//! (`src/i18n/ftl/{en,it,fr,ru}/*.ftl`, one file per document: the par sheet, the tabular
//! commands' tables, the review file, the audit file; embedded at compile time), formatted
//! with typed arguments by `fluent-bundle` (CLDR plural rules: Russian `1 карта`,
//! `2 карты`, `8 колод`, `416 карт`).
//!
//! Arguments are typed ([`Arg`]): counts and integers are grouped the language's way
//! (see [`Lang::int`]) and select plural forms; decimals and percentages are written with
//! the language's decimal sign and, where it puts one, a no-break space before `%`; exact
//! fractions, pays, names and titles are written as given; a list knows its items, so that
//! `CLAUSE` lowercases each one after a colon. Nothing is found by scanning text, but for
//! Italian's `ARTICLE`, which reads a figure as it is written (`l'8%`, `lo 0,5%`, `il 5%`).
//!
//! # Examples
//! ```
//! use punto_banco::i18n::{Arg, Lang};
//! let decks = |lang: Lang, n: u32| lang.msg("decks", &[("decks", Arg::int(n))]);
//! assert_eq!(decks(Lang::En, 1), "1 deck");
//! assert_eq!(decks(Lang::Ru, 2), "2 колоды");
//! assert_eq!(decks(Lang::Ru, 8), "8 колод");
//! assert_eq!(decks(Lang::Ru, 21), "21 колода");
//! let range = [("low", Arg::Percent(-3.71, 2)), ("high", Arg::Percent(6.18, 2))];
//! assert_eq!(Lang::Fr.msg("m-range", &range), "de \u{2212}3,71\u{202F}% à 6,18\u{202F}%");
//! ```

use super::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{AnyEq, FluentNumber, FluentNumberOptions, FluentType};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use num_bigint::BigUint;
use num_rational::BigRational;
use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// A typed argument of a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A count (sequences, cards, coups): digit-grouped; selects a plural form.
    Count(BigUint),
    /// A whole number written in plain digits in every language (`416`, `-1`), as the
    /// tables write their card counts and small integers; selects a plural form.
    Plain(i64),
    /// A decimal with its places (`0.4585974165`).
    Decimal(f64, usize),
    /// A percentage, in percent, with its places (`1.0579` → `1.0579%`).
    Percent(f64, usize),
    /// A number in Rust's shortest form (`62.5`, `125`) with the language's decimal sign.
    Float(f64),
    /// An exact value, written `n/d` (or `n`), never grouped.
    Exact(BigRational),
    /// Text written as it is: a proper name, a source title, a code, or a phrase already
    /// in the language (another message's output).
    Text(String),
    /// A list of items already in the language (the audit's test names), written joined
    /// by the language's list separator (`list-semicolon`: `; `, French `\u{202F}; `).
    /// After a colon the catalogs write `CLAUSE($names)`, which lowercases each item
    /// (`vincite del Banco; Égalité (pareggi)`), not only the first.
    List(Vec<String>),
}

impl Arg {
    /// A count from any unsigned integer.
    pub fn int(n: impl Into<u64>) -> Arg {
        Arg::Count(BigUint::from(n.into()))
    }

    /// Text written as it is.
    pub fn text(s: impl Into<String>) -> Arg {
        Arg::Text(s.into())
    }

    /// A whole number in plain digits from any integer that fits an `i64`.
    pub fn plain(n: impl TryInto<i64>) -> Arg {
        Arg::Plain(n.try_into().unwrap_or(i64::MAX))
    }

    /// A list of items already in the language ([`Arg::List`]).
    ///
    /// # Examples
    /// ```
    /// use punto_banco::i18n::{Arg, Lang};
    /// let names = || ("names", Arg::list(["Vincite del Banco", "Égalité (pareggi)"]));
    /// assert_eq!(
    ///     Lang::It.msg("au-verdict-failed-tests", &[("count", Arg::int(2u32)), names()]),
    ///     "2 prove non superate: vincite del Banco; Égalité (pareggi)."
    /// );
    /// ```
    pub fn list<S: Into<String>>(items: impl IntoIterator<Item = S>) -> Arg {
        Arg::List(items.into_iter().map(Into::into).collect())
    }
}

/// An [`Arg::List`] inside Fluent: its items and their separator, so that `CLAUSE` reaches
/// each item, not only the first of a joined text.
#[derive(Debug, Clone, PartialEq)]
struct ListValue {
    items: Vec<String>,
    separator: String,
}

impl ListValue {
    fn joined(&self) -> Cow<'static, str> {
        self.items.join(&self.separator).into()
    }
}

impl FluentType for ListValue {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        self.joined()
    }

    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        self.joined()
    }
}

/// The files of each language's catalog, one per document (`page` is the tracker page's);
/// an id is unique across the files of a language (a duplicate fails when the bundle is
/// built).
pub const FILES: [&str; 7] = [
    "parsheet", "tables", "review", "audit", "page", "promo", "hold",
];

macro_rules! catalog {
    ($l:literal) => {
        [
            include_str!(concat!("ftl/", $l, "/parsheet.ftl")),
            include_str!(concat!("ftl/", $l, "/tables.ftl")),
            include_str!(concat!("ftl/", $l, "/review.ftl")),
            include_str!(concat!("ftl/", $l, "/audit.ftl")),
            include_str!(concat!("ftl/", $l, "/page.ftl")),
            include_str!(concat!("ftl/", $l, "/promo.ftl")),
            include_str!(concat!("ftl/", $l, "/hold.ftl")),
        ]
    };
}

/// The catalogs' sources, in [`Lang::ALL`] order, each in [`FILES`] order.
const SOURCES: [[&str; 7]; 4] = [
    catalog!("en"),
    catalog!("it"),
    catalog!("fr"),
    catalog!("ru"),
];

/// Counts above this are passed to Fluent as text (an `f64` holds them exactly up to
/// 2^53; a plural form of such a count is never asked for).
const EXACT_F64: u64 = 1 << 53;

fn number_formatter<M, const L: usize>(v: &FluentValue, _: &M) -> Option<String> {
    match v {
        // A plain number (`Arg::Plain`): its digits as they are, with the language's minus.
        FluentValue::Number(n) if !n.options.use_grouping => {
            Some(Lang::ALL[L].signed(&format!("{}", n.value)))
        }
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < EXACT_F64 as f64 => {
            let lang = Lang::ALL[L];
            let digits = (n.value.abs() as u64).to_string();
            let sign = if n.value < 0.0 {
                lang.numbers().minus
            } else {
                ""
            };
            Some(format!("{sign}{}", lang.group_digits(&digits)))
        }
        _ => None,
    }
}

/// Words that keep their capital after a colon: the game's names and the sources'.
const PROPER: [&str; 22] = [
    "Punto",
    "Banco",
    "Égalité",
    "Midi",
    "EZ",
    "Super",
    "Baccarat",
    "Dragon",
    "Panda",
    "Big",
    "Small",
    "Lucky",
    "Jacobson",
    "Holm",
    "Thorp",
    "Wizard",
    "Maryland",
    "Мэриленд",
    "West",
    "COMAR",
    "Refus",
    "Bonferroni",
];

/// A clause that follows a colon inside a sentence (the catalogs' `CLAUSE($x)`): its first
/// word lowercased (`Il foglio…` → `il foglio…`), unless it is a name ([`PROPER`]), an
/// acronym or a single letter.
pub(super) fn clause(text: &str) -> String {
    let first = text
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    let mut chars = first.chars();
    let lower = match chars.next() {
        Some(c) if c.is_uppercase() => {
            let rest: Vec<char> = chars.collect();
            !rest.is_empty() && rest.iter().all(|c| c.is_lowercase()) && !PROPER.contains(&first)
        }
        _ => false,
    };
    if !lower {
        return text.to_string();
    }
    let mut chars = text.chars();
    let head = chars
        .next()
        .map(|c| c.to_lowercase().to_string())
        .unwrap_or_default();
    head + chars.as_str()
}

/// The catalogs' `CLAUSE($x)`: [`clause`] of a text, of each item of a list.
fn clause_value<'a>(v: Option<&FluentValue<'a>>) -> FluentValue<'a> {
    match v {
        Some(FluentValue::String(s)) => FluentValue::from(clause(s)),
        Some(FluentValue::Custom(c)) => match AnyEq::as_any(&**c).downcast_ref::<ListValue>() {
            Some(list) => FluentValue::Custom(Box::new(ListValue {
                items: list.items.iter().map(|i| clause(i)).collect(),
                separator: list.separator.clone(),
            })),
            None => FluentValue::Custom(c.duplicate()),
        },
        Some(v) => v.clone(),
        None => FluentValue::None,
    }
}

/// The Italian article of a number as it is written (`8%`, `0,5%`, `1.500`), chosen by how
/// the number is read aloud: `l` before a vowel (*l'8%*, *l'1,5%*, *l'11%*, *l'80%*,
/// *l'1.000.000*: otto, uno, undici, ottanta, un milione), `lo` before zero (*lo 0,5%*),
/// `il` before a consonant (*il 5%*, *il 18%*, *il 100%*, *il 1.500*: mille) and before a
/// sign (*meno*, *più*). The Italian catalog's `ARTICLE($x)` selector (`[l]`, `[lo]`,
/// `*[il]`), with which it writes *dell'8%*, *dello 0,5%*, *del 5%*.
fn italian_article(written: &str) -> &'static str {
    let text = written.trim_start();
    if text.starts_with(['-', '\u{2212}', '+', '±']) {
        return "il";
    }
    // The integer part: digits and Italian's group separators, up to the decimal comma.
    let digits: String = text
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '.' | '\u{a0}' | '\u{202f}'))
        .filter(char::is_ascii_digit)
        .collect();
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        // No digits at all is no number (a consonant's article, the default); zero is *zero*.
        return if text.starts_with('0') { "lo" } else { "il" };
    }
    // The number is read from its leading group of three digits: 1 is *uno* alone, *mille*
    // before one group, *un milione*, *un miliardo* before more; 11 is *undici*, *undicimila*,
    // *undici milioni*; an 8 leads *otto*, *ottanta*, *ottocento*, *ottomila*.
    let lead = &digits[..(digits.len() - 1) % 3 + 1];
    let groups_after = (digits.len() - 1) / 3;
    match lead {
        "1" if groups_after != 1 => "l",
        "11" => "l",
        _ if lead.starts_with('8') => "l",
        _ => "il",
    }
}

/// The Italian article of a Fluent value ([`italian_article`]): of a number's integer
/// part, of a text as it is written.
fn article_value<'a>(v: Option<&FluentValue<'a>>) -> FluentValue<'a> {
    FluentValue::from(match v {
        Some(FluentValue::String(s)) => italian_article(s),
        Some(FluentValue::Number(n)) if n.value < 0.0 => "il",
        Some(FluentValue::Number(n)) => italian_article(&format!("{:.0}", n.value.trunc())),
        _ => "il",
    })
}

fn bundle(i: usize) -> FluentBundle<FluentResource> {
    let lang = Lang::ALL[i];
    let mut b = FluentBundle::new_concurrent(vec![lang.code().parse().expect("a language tag")]);
    b.set_use_isolating(false);
    b.set_formatter(Some(match i {
        0 => number_formatter::<_, 0>,
        1 => number_formatter::<_, 1>,
        2 => number_formatter::<_, 2>,
        _ => number_formatter::<_, 3>,
    }));
    b.add_function("CLAUSE", |args, _| clause_value(args.first()))
        .expect("CLAUSE is added once");
    // Italian's rule only: another catalog that asked for it would fail its tests.
    if lang == Lang::It {
        b.add_function("ARTICLE", |args, _| article_value(args.first()))
            .expect("ARTICLE is added once");
    }
    for (file, source) in FILES.iter().zip(SOURCES[i]) {
        let path = format!("src/i18n/ftl/{}/{file}.ftl", lang.code());
        let res = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, e)| panic!("{path} does not parse: {e:?}"));
        b.add_resource(res)
            .unwrap_or_else(|e| panic!("{path}: {e:?}"));
    }
    b
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 4] {
    static B: OnceLock<[FluentBundle<FluentResource>; 4]> = OnceLock::new();
    B.get_or_init(|| [bundle(0), bundle(1), bundle(2), bundle(3)])
}

thread_local! {
    /// The sets of the [`UsedMessages`] recording on this thread, innermost last.
    static RECORDING: RefCell<Vec<BTreeSet<String>>> = const { RefCell::new(Vec::new()) };
}

/// Records the ids of the messages this thread formats while it lives: the test that
/// every message of a document is used makes the document inside one, so what another
/// test formats (on another thread, or before) never counts.
///
/// # Examples
/// ```
/// use punto_banco::i18n::{Lang, UsedMessages};
/// let used = UsedMessages::record();
/// Lang::It.m("h-rules");
/// assert!(used.ids().contains("h-rules"));
/// assert!(!used.ids().contains("h-method"));
/// ```
#[derive(Debug)]
pub struct UsedMessages {
    /// Its place on the thread's stack of recorders.
    depth: usize,
}

impl UsedMessages {
    /// Starts recording (recorders nest: an inner one's ids count for the outer too).
    pub fn record() -> UsedMessages {
        RECORDING.with(|r| {
            let mut r = r.borrow_mut();
            r.push(BTreeSet::new());
            UsedMessages { depth: r.len() - 1 }
        })
    }

    /// The ids formatted on this thread since [`UsedMessages::record`], sorted.
    pub fn ids(&self) -> BTreeSet<String> {
        RECORDING.with(|r| r.borrow().get(self.depth).cloned().unwrap_or_default())
    }
}

impl Drop for UsedMessages {
    fn drop(&mut self) {
        RECORDING.with(|r| r.borrow_mut().truncate(self.depth));
    }
}

fn note_used(id: &str) {
    RECORDING.with(|r| {
        for set in r.borrow_mut().iter_mut() {
            if !set.contains(id) {
                set.insert(id.to_string());
            }
        }
    });
}

/// The message ids of `lang`'s catalog, sorted.
pub fn message_ids(lang: Lang) -> BTreeSet<String> {
    SOURCES[lang as usize]
        .iter()
        .flat_map(|s| ids_of(s))
        .collect()
}

/// The message ids of one file of `lang`'s catalog ([`FILES`]: `"tables"` is
/// `src/i18n/ftl/{lang}/tables.ftl`), sorted; empty for a name that is not a file.
///
/// # Examples
/// ```
/// use punto_banco::i18n::{message_ids_in, Lang};
/// assert!(message_ids_in(Lang::Ru, "parsheet").contains("h-rules"));
/// assert!(!message_ids_in(Lang::Ru, "tables").contains("h-rules"));
/// ```
pub fn message_ids_in(lang: Lang, file: &str) -> BTreeSet<String> {
    FILES
        .iter()
        .position(|f| *f == file)
        .map(|i| ids_of(SOURCES[lang as usize][i]))
        .unwrap_or_default()
}

fn ids_of(source: &str) -> BTreeSet<String> {
    // A message starts a line with its id and ` =` (terms start with `-`, comments `#`,
    // continuation lines with a space).
    source
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| {
            id.starts_with(|c: char| c.is_ascii_alphabetic())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        })
        .map(str::to_string)
        .collect()
}

/// The source of one file of `lang`'s catalog ([`FILES`]); empty for a name that is not
/// a file.
#[cfg(test)]
pub(super) fn catalog_source(lang: Lang, file: &str) -> &'static str {
    FILES
        .iter()
        .position(|f| *f == file)
        .map_or("", |i| SOURCES[lang as usize][i])
}

/// The source of message `id` in `lang`'s catalog: its line and continuation lines.
pub(super) fn message_source(lang: Lang, id: &str) -> Option<String> {
    for source in SOURCES[lang as usize] {
        let mut lines = source.lines();
        while let Some(line) = lines.next() {
            if line.split_once(" =").is_some_and(|(i, _)| i == id) {
                let mut text = line.to_string();
                for more in lines.by_ref() {
                    if !more.starts_with(' ') {
                        break;
                    }
                    text.push('\n');
                    text.push_str(more);
                }
                return Some(text);
            }
        }
    }
    None
}

impl Lang {
    /// Message `id` of this language's catalog, formatted with `args` (see the module
    /// docs). An id the catalog lacks, or an argument a message needs and is not given,
    /// panics in a debug build (so every test that asks for it fails); a release build
    /// writes English's message for a missing id (the id itself if English lacks it too),
    /// never a placeholder.
    pub fn msg(self, id: &str, args: &[(&str, Arg)]) -> String {
        note_used(id);
        if let Some(text) = self.format(id, args) {
            return text;
        }
        debug_assert!(false, "message '{id}' is not in the {self} catalog");
        match self {
            Lang::En => id.to_string(),
            _ => Lang::En.format(id, args).unwrap_or_else(|| id.to_string()),
        }
    }

    /// Whether this language's catalog has message `id` with a value.
    pub fn has(self, id: &str) -> bool {
        let b = &bundles()[self as usize];
        b.get_message(id).and_then(|m| m.value()).is_some()
    }

    /// Message `id` formatted with `args`; `None` when the catalog lacks it. A formatting
    /// error panics in a debug build (see [`Lang::msg`]).
    fn format(self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let b = &bundles()[self as usize];
        let pattern = b.get_message(id).and_then(|m| m.value())?;
        let mut fa = FluentArgs::new();
        for (name, arg) in args {
            fa.set(*name, self.value(arg));
        }
        let mut errors = vec![];
        let text = b
            .format_pattern(pattern, Some(&fa), &mut errors)
            .into_owned();
        debug_assert!(
            errors.is_empty(),
            "{self}: message '{id}' does not format: {errors:?}"
        );
        Some(text)
    }

    /// A message without arguments.
    pub fn m(self, id: &str) -> String {
        self.msg(id, &[])
    }

    fn value(self, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Count(n) => match u64::try_from(n) {
                Ok(v) if v < EXACT_F64 => FluentValue::from(v as f64),
                _ => FluentValue::from(self.int(n)),
            },
            Arg::Plain(n) => {
                let options = FluentNumberOptions {
                    use_grouping: false,
                    ..FluentNumberOptions::default()
                };
                FluentValue::Number(FluentNumber::new(*n as f64, options))
            }
            Arg::Float(x) => FluentValue::from(self.localize_number(&format!("{x}"))),
            Arg::Decimal(x, places) => FluentValue::from(self.decimal(*x, *places)),
            Arg::Percent(x, places) => FluentValue::from(self.percent(*x, *places)),
            Arg::Exact(r) => FluentValue::from(crate::ratio::Exact::from(r).to_string()),
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::List(items) => FluentValue::Custom(Box::new(ListValue {
                items: items.clone(),
                separator: self.m("list-semicolon"),
            })),
        }
    }
}
