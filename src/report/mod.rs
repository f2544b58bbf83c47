//! Turning results into text: one tabular view per report, rendered as a terminal table,
//! Markdown, CSV or JSON. Nothing here computes; numbers arrive exact and are formatted once.

pub mod fmt;
mod model;
mod render;

pub use model::{pays_summary, BetFigures, BetReport, LineReport, RulesEcho, ShoeEcho};
pub use render::{render, render_tables, Align, Format, Table, Tabular};
pub mod parsheet;
mod sheet_doc;
mod sheet_render;
mod words;

pub use parsheet::{ParSheet, Unpriceable};
pub use sheet_render::{render_parsheet, SheetFormat};
pub use words::event_words;
pub use words::line_words;
