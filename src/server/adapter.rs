//! The one place the server calls the library: each function takes the request type of a
//! question and returns the report the matching command prints with `--format json`.
//! Nothing here computes; the handlers only move requests in and reports out.

use crate::api::{
    self, BetsListing, EorReport, EorRequest, EvAnswer, EvRequest, OddsReport, OddsRequest,
    PresetList, ReportRequest, ReviewReport, ReviewRequest, RulesChoice, RulesDocument,
};
use crate::error::Result;
use crate::report::ParSheet;
use crate::tracker::{TrackReport, TrackRequest};

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
    req.run()
}

/// `POST /api/track`: one line of `punto-banco track --format json`, plus the session.
pub fn track(req: &TrackRequest) -> Result<TrackReport> {
    req.run()
}

/// `POST /api/review`: `punto-banco review --format json`.
pub fn review(req: &ReviewRequest) -> Result<ReviewReport> {
    req.run()
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
