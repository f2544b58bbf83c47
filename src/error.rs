//! The library's one error type.

use std::fmt;

/// Any error the library reports: always an invalid input, named with what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
}

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
}

impl Error {
    /// Builds an error of the given kind.
    pub fn new(kind: ErrorKind) -> Error {
        Error { kind }
    }

    /// What went wrong.
    pub fn kind(&self) -> &ErrorKind {
        &self.kind
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

    pub(crate) fn depth(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadDepth(msg.into()))
    }

    pub(crate) fn input(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadInput(msg.into()))
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

impl fmt::Display for Error {
    /// The message, with echoed input cut ([`clip`]): an error stays under 1 KiB however
    /// long the input it names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&clip(&Raw(self).to_string()))
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
            | ErrorKind::BadTrack(s) => f.write_str(s),
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
pub fn plural(n: impl Into<u128>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;
