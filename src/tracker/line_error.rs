//! Why a line of a tracker session cannot be applied, as data: the library's [`Error`]
//! (its kind and English text, as `ev`, the server and Python have always had it) and the
//! reason by message id with typed arguments, which a session words in its language
//! (`track --lang`: the `t-track-err-*` messages of `tables.ftl`). Nothing is translated
//! from English text: each reason is found where the tracker refuses the line, and its
//! English is the English catalog's (a test holds the two texts equal).

use super::state::Hand;
use crate::card::{Card, Rank};
use crate::error::{Error, ErrorKind, Words};
use crate::i18n::{Arg, Lang};

/// A line that cannot be applied: the library's error and the reason behind it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    error: Error,
    why: Why,
}

/// The reasons a line is refused, each one message of the catalogs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Why {
    /// The line's first word is neither a card nor a command.
    NotCardNorCommand(String),
    /// A card symbol that is not a card.
    UnknownCard(String),
    /// `burn`, `punto` or `banco` (as typed) without cards; the command's canonical name.
    NeedsCards(String, &'static str),
    /// `coup`, `seen` or `new` (as typed) followed by something.
    TakesNothing(String, String),
    /// An empty line (the API's; a session skips blank lines).
    Empty,
    /// No card of this rank is left.
    NotInShoe(Card),
    /// This suited card is not left (suits known).
    NotInShoeSuited(Card),
    /// The shoe would hold this many cards, fewer than a coup may need.
    ShoeTooSmall(u64),
    /// A burn (`false`) or `seen` (`true`) while a coup is in play: its cards.
    InCoup(String, String, bool),
    /// A card to a hand that would leave these many cards exposed, out of dealing order.
    OutOfOrder(usize, usize),
    /// A card to a hand that would hold these many cards (Punto, Banco), one over 3.
    TooMany(usize, usize),
    /// A third Punto card where Punto stands on this total, with these two cards.
    PuntoStands(u8, String),
    /// A Banco card where Punto draws first on this total, with these two cards.
    PuntoDraws(u8, String),
    /// A card for the second hand where the tableau deals the first.
    NextHand(Hand, Hand),
    /// The log is full.
    LogFull,
    /// `undo` with nothing to take back.
    NothingToUndo,
    /// `redo` with nothing to put back.
    NothingToRedo,
    /// A line longer than [`super::MAX_LINE_BYTES`].
    TooLong,
    /// A line that is not UTF-8, its first bad byte's offset.
    NotUtf8(usize),
    /// `load` without a file.
    LoadNeedsFile,
    /// `save` without a file.
    SaveNeedsFile,
    /// `save` to a folder, its path as shown.
    SaveFolder(String),
    /// `load` of a file that cannot be opened: its name as shown and the system's reason.
    CannotRead(String, String),
    /// Any other error (a bet list, a session file's content, writing a file): its own
    /// words, in English.
    Other,
}

impl Why {
    /// The message id and its arguments.
    fn message(&self) -> (&'static str, Vec<(&'static str, Arg)>) {
        let text = |s: &str| Arg::text(s);
        let n = |v: usize| Arg::plain(v);
        match self {
            Why::NotCardNorCommand(w) => ("t-track-err-not-card", vec![("word", text(w))]),
            Why::UnknownCard(c) => ("t-track-err-unknown-card", vec![("card", text(c))]),
            Why::NeedsCards(w, c) => (
                "t-track-err-needs-cards",
                vec![("word", text(w)), ("command", text(c))],
            ),
            Why::TakesNothing(w, got) => (
                "t-track-err-takes-nothing",
                vec![("word", text(w)), ("got", text(got))],
            ),
            Why::Empty => ("t-track-err-empty", vec![]),
            Why::NotInShoe(c) => (
                "t-track-err-not-in-shoe",
                vec![
                    ("rank", text(c.rank.symbol())),
                    ("rank_id", text(rank_id(c.rank))),
                ],
            ),
            Why::NotInShoeSuited(c) => (
                "t-track-err-not-in-shoe-suited",
                vec![("card", text(&c.to_string()))],
            ),
            Why::ShoeTooSmall(left) => (
                "t-track-err-shoe-too-small",
                vec![("left", Arg::plain(*left))],
            ),
            Why::InCoup(punto, banco, seen) => (
                if *seen {
                    "t-track-err-in-coup-seen"
                } else {
                    "t-track-err-in-coup-burn"
                },
                vec![("punto", text(punto)), ("banco", text(banco))],
            ),
            Why::OutOfOrder(p, b) => ("t-track-err-out-of-order", vec![("p", n(*p)), ("b", n(*b))]),
            Why::TooMany(p, b) => ("t-track-err-too-many", vec![("p", n(*p)), ("b", n(*b))]),
            Why::PuntoStands(total, cards) => (
                "t-track-err-punto-stands",
                vec![("total", Arg::plain(*total)), ("cards", text(cards))],
            ),
            Why::PuntoDraws(total, cards) => (
                "t-track-err-punto-draws",
                vec![("total", Arg::plain(*total)), ("cards", text(cards))],
            ),
            Why::NextHand(next, not) => (
                "t-track-err-next-hand",
                vec![("next", text(hand_id(*next))), ("not", text(hand_id(*not)))],
            ),
            Why::LogFull => (
                "t-track-err-log-full",
                vec![("max", n(super::MAX_LOG_LINES))],
            ),
            Why::NothingToUndo => ("t-track-err-nothing-to-undo", vec![]),
            Why::NothingToRedo => ("t-track-err-nothing-to-redo", vec![]),
            Why::TooLong => (
                "t-track-err-too-long",
                vec![("max", n(super::MAX_LINE_BYTES))],
            ),
            Why::NotUtf8(at) => ("t-track-err-not-utf8", vec![("offset", n(*at))]),
            Why::LoadNeedsFile => ("t-track-err-load-needs-file", vec![]),
            Why::SaveNeedsFile => ("t-track-err-save-needs-file", vec![]),
            Why::SaveFolder(path) => ("t-track-err-save-folder", vec![("path", text(path))]),
            Why::CannotRead(file, reason) => (
                "t-track-err-cannot-read",
                vec![("file", text(file)), ("reason", text(reason))],
            ),
            Why::Other => unreachable!("an error of another layer has no message of its own"),
        }
    }

    /// The library's error for a reason the tracker finds itself, of `kind`, its text the
    /// English catalog's.
    fn error(&self, kind: fn(String) -> ErrorKind) -> Error {
        let (id, args) = self.message();
        Error::new(kind(Lang::En.msg(id, &args)))
    }
}

/// A language-neutral id of a rank, for the catalogs' grammar (English: `an A`, `an 8`).
fn rank_id(rank: Rank) -> &'static str {
    match rank {
        Rank::Ace => "ace",
        Rank::Eight => "eight",
        _ => "other",
    }
}

fn hand_id(hand: Hand) -> &'static str {
    match hand {
        Hand::Punto => "punto",
        Hand::Banco => "banco",
    }
}

impl LineError {
    /// A reason the tracker finds itself; the error is of [`ErrorKind::BadTrack`].
    pub(crate) fn track(why: Why) -> LineError {
        LineError {
            error: why.error(ErrorKind::BadTrack),
            why,
        }
    }

    /// A reason the tracker finds itself, its error of `kind` ([`ErrorKind::BadCoup`]
    /// for the dealing order, [`ErrorKind::BadInput`] for a file).
    pub(crate) fn made(kind: fn(String) -> ErrorKind, why: Why) -> LineError {
        LineError {
            error: why.error(kind),
            why,
        }
    }

    /// A library error with the reason the tracker knows for it.
    pub(crate) fn of(error: Error, why: Why) -> LineError {
        LineError { error, why }
    }

    /// An error of another layer, worded in English wherever it is shown.
    pub(crate) fn other(error: Error) -> LineError {
        LineError {
            error,
            why: Why::Other,
        }
    }

    /// The library's error (its English text is the English catalog's message).
    pub fn error(&self) -> &Error {
        &self.error
    }

    /// The message in `lang`, shown as every message is ([`crate::shown`]: control
    /// characters escaped, long echoes cut); an error of another layer is the library's
    /// English, its inputs named by `words`.
    pub fn message(&self, lang: Lang, words: &dyn Words) -> String {
        if self.why == Why::Other {
            return self.error.worded(words);
        }
        let (id, args) = self.why.message();
        crate::error::shown(&lang.msg(id, &args)).into_owned()
    }
}

impl From<LineError> for Error {
    fn from(e: LineError) -> Error {
        e.error
    }
}

impl From<Error> for LineError {
    fn from(e: Error) -> LineError {
        LineError::other(e)
    }
}

impl std::fmt::Display for LineError {
    /// The library's English message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

impl std::error::Error for LineError {}
