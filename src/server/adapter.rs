//! The one place the server calls the library: each function takes a request and returns
//! the document the matching command prints with `--format json`.

use crate::analysis::{Priced, Pricer};
use crate::error::Result;
use crate::tracker::{Tracker, TrackerFile, TrackerStatus};
use crate::{builtin, builtin_ids, main_bets, Rules, PRESETS};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// `GET /api/rules/{name}`: the `rules NAME --format json` document.
pub fn rules_document(name: &str) -> Result<Value> {
    let rules = Rules::preset(name)?;
    Ok(serde_json::to_value(rules.to_file()).expect("plain data"))
}

/// `GET /api/rules`: the presets.
pub fn presets() -> Value {
    let presets: Vec<Value> = PRESETS
        .iter()
        .map(|n| json!({"name": n, "description": Rules::preset(n).map(|r| r.description().to_string()).unwrap_or_default()}))
        .collect();
    json!({ "presets": presets })
}

/// `GET /api/bets`: the `bets --format json` document.
pub fn bets_listing() -> Value {
    let rules = Rules::preset("standard").expect("a preset");
    let bets: Vec<_> = builtin_ids()
        .into_iter()
        .filter_map(|id| builtin(id, &rules))
        .collect();
    json!({ "bets": bets })
}

/// The body of `POST /api/track`: a saved session and the lines to apply to it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrackRequest {
    /// The session so far (the JSON of `track save`).
    pub session: TrackerFile,
    /// Lines to apply in order, as `track` reads them (cards, `coup`, `undo`, ...).
    pub input: Vec<String>,
}

/// The answer of `POST /api/track`.
#[derive(Debug, Serialize)]
pub struct TrackReport {
    /// The figures of the shoe as it now stands.
    #[serde(flatten)]
    pub ev: Value,
    /// The tracker's state.
    pub tracker: TrackerStatus,
    /// The session after the lines, to send back with the next request.
    pub session: TrackerFile,
}

/// `POST /api/track`.
pub fn track(req: &TrackRequest) -> Result<TrackReport> {
    let mut t = Tracker::from_file(&req.session)?;
    for line in &req.input {
        t.input(line)?;
    }
    let pricer = Pricer::new(t.rules(), &main_bets(t.rules()))?;
    let bets: Vec<Value> = pricer
        .price(t.shoe())
        .iter()
        .map(|p| match p {
            Priced::Ok(r) => {
                let ev = r.ev();
                json!({"id": r.id, "name": r.name, "priceable": true, "ev": crate::report::fmt::exact(&ev),
                       "ev_percent": 100.0 * crate::to_f64(&ev), "positive": ev > num_rational::BigRational::from_integer(0.into())})
            }
            Priced::NotPriceable { id, name, reason } => {
                json!({"id": id, "name": name, "priceable": false, "reason": reason})
            }
        })
        .collect();
    Ok(TrackReport {
        ev: json!({ "engine": "exact", "bets": bets }),
        tracker: t.status(),
        session: t.to_file(),
    })
}
