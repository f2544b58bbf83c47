//! The one place the server calls the library: each function takes the request type of a
//! question and returns the report the matching command prints with `--format json`.
//! Nothing here computes; the handlers only move requests in and reports out.
//!
//! Which formats a route may answer is its command's row of the one formats table
//! ([`crate::report::formats_of`]); over HTTP a route answers JSON, so each handler asks
//! [`json_of`] first, and a command whose row lacks JSON is the server's own failure (500).

use crate::api::{
    self, AuditRequest, BetsListing, EorReport, EorRequest, EvAnswer, EvRequest, OddsReport,
    OddsRequest, PresetList, ReportRequest, ReviewReport, ReviewRequest, RulesChoice,
    RulesDocument,
};
use crate::error::{Error, Result};
use crate::limits::Limits;
use crate::report::{Format, Layout, ParSheet, RenderError};
use crate::tracker::{TrackReport, TrackRequest};

/// The format a route answering for `command` writes: JSON, when the formats table lists it
/// for the command.
///
/// # Errors
/// [`crate::ErrorKind::Runtime`] (HTTP 500) when the table does not: a route of the server
/// with no JSON to answer.
pub fn json_of(command: &str) -> Result<Format> {
    crate::report::check_format(command, Format::Json)
        .map_err(|e| Error::runtime(format!("the route of {command}: {e}")))
}

/// Every log of `req` that is a `track` session (told by its content, as the command line
/// and Python tell it) replaced by the CSV shoe log it rebuilds, its decks the audit's
/// when none are given.
///
/// # Errors
/// A session that does not read or replay, or whose decks differ from the audit's (400).
pub fn sessions_as_logs(req: &mut AuditRequest) -> Result<()> {
    for (i, log) in req.shoe_logs.iter_mut().enumerate() {
        if log.format.is_some() {
            continue;
        }
        let name = log.name.clone().unwrap_or_else(|| format!("log {}", i + 1));
        if let Some(csv) = crate::tracker::session_shoe_log(&name, &log.text, &mut req.decks)? {
            log.text = csv;
            log.format = Some(crate::logs::LogFormat::Csv.to_string());
            log.session = true;
        }
    }
    Ok(())
}

/// `POST /api/audit`: the bytes `punto-banco audit --format json` prints, written by the
/// report layer's one JSON writer (so the answer is the command's, byte for byte), the
/// audit run within the server's `limits`.
///
/// # Errors
/// The audit's own errors (bad input, over the budget: 400); a failure to write the
/// document (500).
pub fn audit(req: &AuditRequest, limits: Limits<crate::integrity::Budget>) -> Result<Vec<u8>> {
    let format = json_of("audit")?;
    let report = req.run_within(limits)?;
    crate::report::export(&report, format, &Layout::default()).map_err(|e| match e {
        RenderError::Input(e) => e,
        other => Error::runtime(format!("cannot write the audit document: {other}")),
    })
}

/// `POST /api/odds`: `punto-banco odds`.
pub fn odds(req: &OddsRequest) -> Result<OddsReport> {
    req.run()
}

/// `POST /api/ev` and `/api/midcoup`: `punto-banco ev` (mid-coup with `punto`/`banco`).
pub fn ev(req: &EvRequest) -> Result<EvAnswer> {
    req.run()
}

/// `POST /api/eor`: `punto-banco eor`.
pub fn eor(req: &EorRequest) -> Result<EorReport> {
    req.run()
}

/// `POST /api/report`: `punto-banco report --format json`.
pub fn report(req: &ReportRequest) -> Result<ParSheet> {
    req.run().map(|a| ParSheet::from_answer(&a))
}

/// `POST /api/track`: one line of `punto-banco track --format json`, plus the session.
pub fn track(req: &TrackRequest) -> Result<TrackReport> {
    req.run()
}

/// `POST /api/review`: `punto-banco review --format json`, run within the server's
/// `limits`.
pub fn review(req: &ReviewRequest, limits: Limits<crate::review::Budget>) -> Result<ReviewReport> {
    req.run_within(limits)
}

/// `GET /api/rules/{name}`: `punto-banco rules NAME`.
pub fn rules_document(name: &str) -> Result<RulesDocument> {
    api::rules_document(&RulesChoice::Preset(name.to_string()))
}

/// `GET /api/rules`: `punto-banco rules`.
pub fn presets() -> PresetList {
    PresetList::new()
}

/// `GET /api/bets`: `punto-banco bets`.
pub fn bets_listing() -> BetsListing {
    api::bets_listing()
}
