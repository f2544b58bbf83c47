//! The library's one error type, as data: what went wrong ([`ErrorKind`]), and, where the
//! library knows them, which [`Input`] was wrong, the offending value and what is allowed.
//!
//! The library never words an input the way one front end names it (`--bets`, the JSON
//! field `bets`, the Python argument `bets=`). A message that names an input holds it as
//! a part of its template ([`Part::Input`]); [`Display`](fmt::Display) gives it its neutral
//! name ([`Input::name`]), and each front end words it in its own terms through
//! [`Error::worded`] with its own [`Words`]: the CLI names flags, the server JSON fields,
//! Python arguments.
//!
//! ```
//! use punto_banco::{Error, Input, Words};
//! use std::borrow::Cow;
//!
//! #[derive(Debug)]
//! struct Flags;
//! impl Words for Flags {
//!     fn input(&self, input: Input) -> Cow<'static, str> {
//!         format!("--{}", input.name().replace('_', "-")).into()
//!     }
//! }
//!
//! let e = punto_banco::api::check_threads(Some(0)).unwrap_err();
//! assert_eq!(e.which_input(), Some(Input::Threads));
//! assert_eq!(e.value(), Some("0"));
//! assert_eq!(e.to_string(), "threads must be from 1 to 256, got 0");
//! assert_eq!(e.worded(&Flags), "--threads must be from 1 to 256, got 0");
//! ```

use std::borrow::Cow;
use std::fmt;

mod escape;
mod input;
#[cfg(test)]
pub(crate) mod sources;
#[cfg(test)]
mod typed;

pub use escape::{escape_controls, is_unsafe_char};
pub use input::Input;

/// Any error the library reports: always an invalid input, named with what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    /// Where and what, for errors that know it (boxed: an `Error` stays small).
    detail: Option<Box<Detail>>,
}

/// Which input was wrong, its value, what is allowed, and the message's template.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Detail {
    input: Option<Input>,
    value: Option<String>,
    allowed: Option<String>,
    /// The message with its inputs as data; empty when the message names no input.
    parts: Vec<Part>,
}

/// Another question an error points to (e.g. `compare` for a list of rule sets).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Question {
    /// Several rule sets side by side.
    Compare,
}

impl Question {
    /// The question's name, as the CLI's subcommand and the Python function have it.
    pub fn name(self) -> &'static str {
        match self {
            Question::Compare => "compare",
        }
    }
}

/// A piece of a message's template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Words as they are.
    Text(String),
    /// An input, named by the front end.
    Input(Input),
    /// A pointer to another question with one input set to a value, worded by the front
    /// end (the CLI: `punto-banco compare --rules a,b`).
    Ask(Question, Input, String),
}

impl From<&str> for Part {
    fn from(text: &str) -> Part {
        Part::Text(text.to_string())
    }
}

impl From<String> for Part {
    fn from(text: String) -> Part {
        Part::Text(text)
    }
}

impl From<Input> for Part {
    fn from(input: Input) -> Part {
        Part::Input(input)
    }
}

/// How a front end names the inputs in a message: the CLI by flags, the server by JSON
/// fields, Python by arguments. [`Neutral`] is the library's own (its [`Display`](fmt::Display)).
pub trait Words: fmt::Debug + Sync {
    /// The name of an input, e.g. `--bets` on the command line; by default its JSON field
    /// name ([`Input::name`]), which HTTP and Python share.
    fn input(&self, input: Input) -> Cow<'static, str> {
        Cow::Borrowed(input.name())
    }

    /// How to ask `question` with `input` set to `value`; by default
    /// `compare with rules a,b`.
    fn ask(&self, question: Question, input: Input, value: &str) -> String {
        format!("{} with {} {value}", question.name(), self.input(input))
    }
}

/// The library's own wording: each input by its JSON field name ([`Input::name`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct Neutral;

impl Words for Neutral {}

/// What went wrong. Every variant names the offending value.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A card symbol that is not a rank (A, 2-9, 10 or T, J, Q, K) with an optional suit (s, h, d, c).
    UnknownCard(String),
    /// A card was to be removed but the shoe holds none of it.
    NotInShoe(String),
    /// The shoe has fewer cards than a coup may need (6).
    ShoeTooSmall(u64),
    /// A shoe specification (`A=24,2=24,...`) or a deck count that cannot be read.
    BadShoe(String),
    /// A rule set that is malformed or inconsistent.
    BadRules(String),
    /// A bet, event or pay table that is malformed, or an unknown bet id.
    BadBet(String),
    /// A bet that cannot be priced for this shoe (e.g. suits unknown for a perfect pair).
    NotPriceable(String),
    /// Counting tags, a trigger, a count plan or a deck estimate that cannot be read or used.
    BadCount(String),
    /// Exposed cards that no coup in play can show (wrong order, too many, impossible).
    BadCoup(String),
    /// A removal depth for effects of removal that the shoe cannot give.
    BadDepth(String),
    /// A shoe study that cannot run: shoe count, procedure, staking, or parts to merge.
    BadStudy(String),
    /// A number given as an option that cannot be read: a percentage such as a target or
    /// maximum house edge.
    BadNumber(String),
    /// Input text that cannot be read: larger than its documented cap, not UTF-8, or
    /// unreadable (see `docs/cli.md`, "Limits").
    BadInput(String),
    /// A tracker line that cannot be applied (unknown command, nothing to undo, a burn in
    /// a coup) or a saved tracker session that does not replay.
    BadTrack(String),
    /// An information leak that cannot be walked: positions, a sort, or a search too large.
    BadLeak(String),
    /// A failure while running, not of the input: worker threads that cannot start. The
    /// command line exits 1 (not 2, which is bad input); see [`Error::is_runtime`].
    Runtime(String),
}

impl Error {
    /// Builds an error of the given kind.
    pub fn new(kind: ErrorKind) -> Error {
        Error { kind, detail: None }
    }

    /// An error whose message names inputs: `kind` is made of the template's neutral
    /// wording, and the first input the template names is the error's [`Error::which_input`].
    ///
    /// ```
    /// use punto_banco::{Error, ErrorKind, Input, Part};
    /// let e = Error::named(ErrorKind::BadBet, Input::Bets, " is empty");
    /// assert_eq!(e.to_string(), "bets is empty");
    /// assert_eq!(e.kind(), &ErrorKind::BadBet("bets is empty".into()));
    /// assert_eq!(e.which_input(), Some(Input::Bets));
    /// ```
    pub fn templated(kind: fn(String) -> ErrorKind, parts: Vec<Part>) -> Error {
        let input = parts.iter().find_map(|p| match p {
            Part::Input(i) | Part::Ask(_, i, _) => Some(*i),
            Part::Text(_) => None,
        });
        let text = render(&parts, &Neutral);
        Error {
            kind: kind(text),
            detail: Some(Box::new(Detail {
                input,
                parts,
                ..Detail::default()
            })),
        }
    }

    /// An error whose message is `input` then `text`, the common [`Error::templated`].
    /// ```
    /// use punto_banco::{Error, ErrorKind, Input};
    /// let e = Error::named(ErrorKind::BadShoe, Input::Decks, " must be at least 1");
    /// assert_eq!(e.to_string(), "decks must be at least 1");
    /// assert_eq!(e.which_input(), Some(Input::Decks));
    /// ```
    pub fn named(kind: fn(String) -> ErrorKind, input: Input, text: impl Into<Part>) -> Error {
        Error::templated(kind, vec![input.into(), text.into()])
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// Which input was wrong, when the library knows it.
    pub fn which_input(&self) -> Option<Input> {
        self.detail.as_ref().and_then(|d| d.input)
    }

    /// The offending value, when the error carries it apart from its message.
    pub fn value(&self) -> Option<&str> {
        self.detail.as_ref().and_then(|d| d.value.as_deref())
    }

    /// What is allowed, when the error carries it apart from its message.
    pub fn allowed(&self) -> Option<&str> {
        self.detail.as_ref().and_then(|d| d.allowed.as_deref())
    }

    /// Records which input was wrong, unless the error already names one (the message is
    /// unchanged): a caller that knows where its value came from marks the errors of the
    /// code it calls.
    ///
    /// ```
    /// use punto_banco::api::{select_bets, RulesChoice};
    /// use punto_banco::Input;
    /// let standard = RulesChoice::from("standard").resolve()?;
    /// let e = select_bets(&"main,nope".into(), &[], &standard).unwrap_err();
    /// assert_eq!(e.which_input(), Some(Input::Bets));
    /// let e = RulesChoice::from("vegas").resolve().unwrap_err();
    /// assert_eq!(e.which_input(), Some(Input::Rules));
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn at(mut self, input: Input) -> Error {
        self.detail
            .get_or_insert_with(Box::default)
            .input
            .get_or_insert(input);
        self
    }

    /// Records which input was wrong, in place of the one the template names first (e.g.
    /// a count that names the bets it is not among: the count is what is wrong).
    pub(crate) fn input_is(mut self, input: Input) -> Error {
        self.detail.get_or_insert_with(Box::default).input = Some(input);
        self
    }

    /// Records the offending value (the message is unchanged).
    pub fn with_value(mut self, value: impl Into<String>) -> Error {
        self.detail.get_or_insert_with(Box::default).value = Some(value.into());
        self
    }

    /// Records what is allowed (the message is unchanged).
    pub fn with_allowed(mut self, allowed: impl Into<String>) -> Error {
        self.detail.get_or_insert_with(Box::default).allowed = Some(allowed.into());
        self
    }

    /// The one-line message with its inputs named by `words` (a front end's terms), shown
    /// as [`shown`] shows every message. A message that names no input reads as
    /// [`Display`](fmt::Display) gives it.
    pub fn worded(&self, words: &dyn Words) -> String {
        match self.detail.as_deref() {
            Some(d) if !d.parts.is_empty() => shown(&render(&d.parts, words)).into_owned(),
            _ => self.to_string(),
        }
    }

    pub(crate) fn rules(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadRules(msg.into()))
    }

    pub(crate) fn bet(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadBet(msg.into()))
    }

    pub(crate) fn shoe(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadShoe(msg.into()))
    }

    pub(crate) fn count(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadCount(msg.into()))
    }

    pub(crate) fn coup(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadCoup(msg.into()))
    }

    pub(crate) fn input(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadInput(msg.into()))
    }

    /// A failure while running ([`ErrorKind::Runtime`]).
    pub(crate) fn runtime(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::Runtime(msg.into()))
    }

    /// Whether the error is a failure while running ([`ErrorKind::Runtime`]) rather than
    /// bad input: a front end reports it as its own failure (exit 1, HTTP 500).
    pub fn is_runtime(&self) -> bool {
        matches!(self.kind, ErrorKind::Runtime(_))
    }

    pub(crate) fn study(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadStudy(msg.into()))
    }

    pub(crate) fn number(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadNumber(msg.into()))
    }

    pub(crate) fn track(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadTrack(msg.into()))
    }
}

/// A template's text with its inputs named by `words`.
fn render(parts: &[Part], words: &dyn Words) -> String {
    let mut out = String::new();
    for p in parts {
        match p {
            Part::Text(t) => out.push_str(t),
            Part::Input(i) => out.push_str(&words.input(*i)),
            Part::Ask(q, i, v) => out.push_str(&words.ask(*q, *i, v)),
        }
    }
    out
}

impl fmt::Display for Error {
    /// The message as every message is shown ([`shown`]): echoed input cut, so an error
    /// stays under 1 KiB however long the input it names, and control and bidirectional
    /// characters escaped, so none reaches a terminal raw.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&shown(&Raw(self).to_string()))
    }
}

/// A message as every front end shows it: its control and bidirectional characters
/// escaped ([`escape_controls`], the one escaping rule) and its echoed input cut
/// ([`clip`]). Every library error is shown this way, and so is any other message a front
/// end prints (a usage error, a file's error).
///
/// # Examples
/// ```
/// use punto_banco::shown;
/// assert_eq!(shown("unknown bet 'x\u{1b}[2J'"), "unknown bet 'x\\u{1b}[2J'");
/// assert_eq!(shown("file '\u{202e}gpj.exe'"), "file '\\u{202e}gpj.exe'");
/// ```
pub fn shown(message: &str) -> std::borrow::Cow<'_, str> {
    match escape_controls(message) {
        std::borrow::Cow::Borrowed(m) => clip(m),
        std::borrow::Cow::Owned(m) => std::borrow::Cow::Owned(clip(&m).into_owned()),
    }
}

/// The message as composed, before [`clip`].
struct Raw<'a>(&'a Error);

impl fmt::Display for Raw<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.kind {
            ErrorKind::UnknownCard(s) => write!(
                f,
                "card '{s}' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"
            ),
            ErrorKind::NotInShoe(s) => write!(f, "cannot remove {s}: none left in the shoe"),
            ErrorKind::ShoeTooSmall(n) => write!(
                f,
                "the shoe has {}; at least 6 are needed to finish a coup",
                plural(*n, "card", "cards")
            ),
            ErrorKind::BadShoe(s)
            | ErrorKind::BadRules(s)
            | ErrorKind::BadBet(s)
            | ErrorKind::NotPriceable(s)
            | ErrorKind::BadCount(s)
            | ErrorKind::BadCoup(s)
            | ErrorKind::BadDepth(s)
            | ErrorKind::BadStudy(s)
            | ErrorKind::BadNumber(s)
            | ErrorKind::BadInput(s)
            | ErrorKind::BadTrack(s)
            | ErrorKind::BadLeak(s)
            | ErrorKind::Runtime(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Error {}

/// The longest run of an echoed value kept in a message, in characters.
pub const ECHO_CHARS: usize = 200;

/// The most bytes a message keeps before its middle is cut.
const MESSAGE_BYTES: usize = 960;

/// A message with echoed input cut, so that an error stays short however long the input
/// it quotes (a 900 KB line gives a line of error, not 900 KB): every run of more than
/// [`ECHO_CHARS`] characters without a space is cut there and ends with `…`; a message
/// still longer than 960 bytes (an echo of many short words) keeps its start and its end
/// (which says what is allowed) around a `…`. Shorter messages are returned as they are.
///
/// # Examples
/// ```
/// use punto_banco::clip;
/// assert_eq!(clip("card 'Z' is unknown"), "card 'Z' is unknown");
/// let long = format!("card '{}' is unknown", "Z".repeat(5000));
/// let cut = clip(&long);
/// assert!(cut.starts_with("card 'ZZZ") && cut.ends_with("Z… is unknown"));
/// assert_eq!(cut.chars().filter(|c| *c == 'Z').count(), 199);
/// ```
pub fn clip(message: &str) -> std::borrow::Cow<'_, str> {
    let long_word = message
        .split(' ')
        .any(|w| w.len() > ECHO_CHARS && w.chars().count() > ECHO_CHARS);
    if !long_word && message.len() <= MESSAGE_BYTES {
        return std::borrow::Cow::Borrowed(message);
    }
    let words: Vec<String> = message
        .split(' ')
        .map(|w| match w.char_indices().nth(ECHO_CHARS) {
            Some((at, _)) => format!("{}…", &w[..at]),
            None => w.to_string(),
        })
        .collect();
    let mut out = words.join(" ");
    if out.len() > MESSAGE_BYTES {
        let half = MESSAGE_BYTES / 2 - 2;
        let head = floor_boundary(&out, half);
        let tail = ceil_boundary(&out, out.len() - half);
        out = format!("{}…{}", &out[..head], &out[tail..]);
    }
    std::borrow::Cow::Owned(out)
}

fn floor_boundary(s: &str, mut at: usize) -> usize {
    while !s.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn ceil_boundary(s: &str, mut at: usize) -> usize {
    while !s.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// `n` and the noun in the number it takes: `1 card`, `0 cards`, `5 cards`.
///
/// # Examples
/// ```
/// use punto_banco::plural;
/// assert_eq!(plural(1, "card", "cards"), "1 card");
/// assert_eq!(plural(2, "line", "lines"), "2 lines");
/// ```
pub fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests;
