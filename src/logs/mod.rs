//! The one reader of logs: CSV with a header row or JSON lines ([`LogFormat`]), read
//! strictly ([`rows`]), and the shoe logs `review` and `audit` both read ([`shoe`]).
//!
//! Strict means one way for every command: column names match in any case, a column or
//! key given twice is refused, a quote inside an unquoted CSV field is refused, and a JSON
//! number is kept as the digits it was written in (never through a float). Every error
//! names the log, the line and the reason.

pub mod flat;
pub mod format;
pub mod rows;
pub mod shoe;

pub use format::{digest, LogFormat};
pub use shoe::{CheckedCoup, ShoeRow, ShoeRowKind, ShoeRows};

#[cfg(test)]
mod tests;
