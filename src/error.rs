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
    /// Any other invalid argument (counting tags, partial coups, ...).
    Invalid(String),
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

    #[allow(dead_code)] // used by the analyses that validate free-form input
    pub(crate) fn invalid(msg: impl Into<String>) -> Error {
        Error::new(ErrorKind::Invalid(msg.into()))
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
            | ErrorKind::Invalid(s) => f.write_str(s),
        }
    }
}

impl std::error::Error for Error {}

/// The library's result type.
pub type Result<T> = std::result::Result<T, Error>;
