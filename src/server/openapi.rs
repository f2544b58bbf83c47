//! The OpenAPI 3 description (`GET /openapi.json`), generated from the handlers'
//! annotations. Request bodies are described by the schema types below, which mirror the
//! library's request types field for field (a test checks every example deserializes into
//! the real type).

use serde_json::Value;
use utoipa::{OpenApi, ToSchema};

/// The body of `POST /api/track` (the library's `TrackRequest`).
#[derive(ToSchema)]
#[schema(example = json!({"session": {"decks": 8, "rules": "standard", "bets": "main", "log": ["coup", "5 K 3 4"]}, "input": ["9"]}))]
#[allow(dead_code)] // a schema only
pub struct TrackBody {
    /// The session so far: `decks` or `shoe`, `rules`, `bets`, `log`, `redo` (the JSON of
    /// `punto-banco track`'s `save`).
    session: Option<Value>,
    /// Lines to apply in order: cards (`5 K 9d`), `coup`, `seen`, `punto CARDS`,
    /// `banco CARDS`, `burn CARDS`, `new`, `undo`, `redo`.
    input: Option<Vec<String>>,
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "punto-banco",
        description = "Exact Punto Banco (baccarat) odds, expected values, effects of removal and a shoe tracker. Every POST takes as JSON fields what the matching command takes as flags (dashes as underscores) and answers exactly the document the command prints with --format json. Errors are {\"error\": \"...\"} with the command's one-line message."
    ),
    paths(
        super::routes::presets,
        super::routes::rules,
        super::routes::bets,
        super::routes::track,
    ),
    components(schemas(super::ErrorBody, TrackBody))
)]
struct ApiDoc;

/// The OpenAPI document as JSON.
pub fn document() -> Value {
    serde_json::to_value(ApiDoc::openapi()).expect("plain data")
}
