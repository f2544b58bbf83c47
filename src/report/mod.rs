//! Turning results into text: one tabular view per report, rendered as a terminal table,
//! Markdown, CSV or JSON, or (features `xlsx`, `pdf`) an Excel workbook and a PDF par sheet.
//! Nothing here computes; numbers arrive exact and are formatted once.

mod cell;
#[cfg(feature = "cli")]
mod charts;
mod export;
pub mod fmt;
mod formats;
mod html;
mod model;
mod note;
mod render;
mod sheet;
mod solve;
pub use solve::{EdgeAtPay, SolveReport};
mod table;
mod text;
pub use note::WithNote;
mod version;
pub use sheet::{parsheet_bytes, sheet_format};
pub use version::version_text;

pub use crate::api::{BetFigures, BetReport, LineReport, RulesEcho, ShoeEcho};
pub use cell::{Cell, Kind};
#[cfg(feature = "cli")]
pub use charts::{eor_chart, promo_chart, review_chart, simulate_chart};
pub use export::export;
pub use formats::{
    check_format, chosen_format, command, format_named, formats_of, Command, COMMANDS,
};
pub use model::{pays_summary, pays_summary_of};
pub use render::{render, render_with};
pub use table::{
    chosen_tables, select_table, table_names, Align, Format, Layout, RenderError, Table, Tabular,
};
pub use text::{markdown_tables, render_tables, wrap_words};
pub mod investigation;
pub mod parsheet;
mod words;

#[cfg(feature = "pdf")]
pub use parsheet::{parsheet_pdf, parsheet_pdf_in};
#[cfg(feature = "xlsx")]
pub use parsheet::{parsheet_workbook, parsheet_workbook_in};
pub use parsheet::{render_parsheet, render_parsheet_in, ParSheet, SheetFormat, Unpriceable};
mod lang;
pub use lang::localize_cell;
pub use lang::{localize_table, Localized};
pub use words::event_words;
pub use words::event_words_in;
pub use words::line_words;
mod views;
pub use crate::api::{tool_id, COMMIT, TOOL, VERSION};
mod findings;
#[cfg(feature = "xlsx")]
pub mod xlsx;
pub use findings::{finding_reports, FindingReport};
