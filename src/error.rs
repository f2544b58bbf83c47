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

    pub(crate) fn study(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadStudy(msg.into()))
    }

    pub(crate) fn number(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::BadNumber(msg.into()))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::UnknownCard(s) => write!(
                f,
                "card '{s}' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"
            ),
            ErrorKind::NotInShoe(s) => write!(f, "cannot remove {s}: none left in the shoe"),
            ErrorKind::ShoeTooSmall(n) => write!(
                f,
                "the shoe has {n} cards; at least 6 are needed to finish a coup"
            ),
            ErrorKind::BadShoe(s)
            | ErrorKind::BadRules(s)
            | ErrorKind::BadBet(s)
            | ErrorKind::NotPriceable(s)
            | ErrorKind::BadCount(s)
            | ErrorKind::BadCoup(s)
            | ErrorKind::BadDepth(s)
            | ErrorKind::BadStudy(s)
            | ErrorKind::BadNumber(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Error {}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;
