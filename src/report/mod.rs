//! Turning results into text: one tabular view per report, rendered as a terminal table,
//! Markdown, CSV or JSON. Nothing here computes; numbers arrive exact and are formatted once.

pub mod fmt;
mod model;
mod render;

pub use model::{pays_summary, BetFigures, BetReport, LineReport, RulesEcho, ShoeEcho};
pub use render::{render, render_tables, Align, Format, Table, Tabular};
mod words;
pub use words::{event_words, line_words};
