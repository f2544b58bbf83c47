//! The handlers: each checks a request's cost, runs it on a worker pool through the
//! adapter and answers its report; their annotations are the OpenAPI description's paths.

use super::adapter;
use super::error::ApiError;
use super::extract::JsonBody;
use super::schema;
use super::{cost, AppState};
use crate::api::{AuditRequest, EorRequest, EvRequest, OddsRequest, ReportRequest, ReviewRequest};
use crate::tracker::TrackRequest;
use axum::extract::{Path, State};
use axum::http::{header::CONTENT_TYPE, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

/// Checks that `command` answers JSON ([`adapter::json_of`]) and the cost of `req`, then
/// runs `run` on a worker and answers its report as JSON.
pub(super) async fn answer<Q, R>(
    state: AppState,
    command: &str,
    req: Q,
    check: fn(&Q) -> Result<(), ApiError>,
    run: fn(&Q) -> crate::Result<R>,
) -> Result<Json<R>, ApiError>
where
    Q: Send + 'static,
    R: Serialize + Send + 'static,
{
    adapter::json_of(command)?;
    check(&req)?;
    state
        .compute(move || run(&req).map_err(ApiError::from))
        .await
        .map(Json)
}

/// The exact odds of a shoe: outcomes and every selected bet.
#[utoipa::path(post, path = "/api/odds", tag = "odds",
    request_body(content = crate::api::OddsRequest, description = "The flags of `punto-banco odds`"),
    responses((status = 200, description = "The `punto-banco odds --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn odds(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<OddsRequest>,
) -> Result<Json<crate::api::OddsReport>, ApiError> {
    answer(
        state,
        "odds",
        req,
        |r| cost::bets(&r.custom_bets),
        adapter::odds,
    )
    .await
}

/// Each bet's exact EV on the next coup, or with `punto`/`banco` the coup in play's odds.
#[utoipa::path(post, path = "/api/ev", tag = "ev",
    request_body(content = crate::api::EvRequest, description = "The flags of `punto-banco ev`"),
    responses((status = 200, description = "The `punto-banco ev --format json` document (mid-coup with punto/banco)", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn ev(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<EvRequest>,
) -> Result<Json<crate::api::EvAnswer>, ApiError> {
    answer(
        state,
        "ev",
        req,
        |r| cost::bets(&r.custom_bets),
        adapter::ev,
    )
    .await
}

/// The coup in play's exact odds: `/api/ev` under the name of the question.
#[utoipa::path(post, path = "/api/midcoup", tag = "ev",
    request_body(content = crate::api::EvRequest, description = "The flags of `punto-banco ev --punto .. --banco ..`"),
    responses((status = 200, description = "The `punto-banco ev --punto .. --banco .. --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn midcoup(
    state: State<AppState>,
    body: JsonBody<EvRequest>,
) -> Result<Json<crate::api::EvAnswer>, ApiError> {
    ev(state, body).await
}

/// The effect of removing each rank on every bet's EV.
#[utoipa::path(post, path = "/api/eor", tag = "eor",
    request_body(content = crate::api::EorRequest, description = "The flags of `punto-banco eor`"),
    responses((status = 200, description = "The `punto-banco eor --format json` document", body = Value),
              (status = 400, description = "An invalid value, or a depth over 8", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn eor(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<EorRequest>,
) -> Result<Json<crate::api::EorReport>, ApiError> {
    answer(state, "eor", req, cost::eor, adapter::eor).await
}

/// The exact value of what a player sees of the coming coup before betting.
#[utoipa::path(post, path = "/api/leak", tag = "leak",
    request_body(content = crate::api::LeakFields, description = "The flags of `punto-banco leak`"),
    responses((status = 200, description = "The `punto-banco leak --format json` document", body = Value),
              (status = 400, description = "An invalid value, or a leak over the server's cost limit", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn leak(
    State(state): State<AppState>,
    JsonBody(fields): JsonBody<crate::api::LeakFields>,
) -> Result<Json<crate::api::LeakReport>, ApiError> {
    adapter::json_of("leak")?;
    cost::bets(&fields.custom_bets)?;
    // The body's text read once into the typed request, its mistakes worded as `run`'s.
    let req = fields.parse().map_err(ApiError::from)?;
    cost::leak(&req)?;
    state
        .heavy(move |cancel| req.run_cancellable(&cancel).map_err(ApiError::from))
        .await
        .map(Json)
}

/// The band a table's hold falls in after a number of coups, for a layout of bets.
#[utoipa::path(post, path = "/api/hold", tag = "hold",
    request_body(content = crate::api::HoldRequest, description = "The flags of `punto-banco hold`"),
    responses((status = 200, description = "The `punto-banco hold --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn hold(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<crate::api::HoldRequest>,
) -> Result<Json<crate::api::HoldReport>, ApiError> {
    // The cost is bounded by the request itself (the band's cost does not depend on the
    // coups; the exact convolution's is checked before any work); only the custom bets.
    answer(
        state,
        "hold",
        req,
        |r| cost::bets(&r.custom_bets),
        crate::api::HoldRequest::run,
    )
    .await
}

/// The par sheet of a rule set.
#[utoipa::path(post, path = "/api/report", tag = "report",
    request_body(content = crate::api::ReportRequest, description = "The flags of `punto-banco report`"),
    responses((status = 200, description = "The `punto-banco report --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn report(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<ReportRequest>,
) -> Result<Json<crate::report::ParSheet>, ApiError> {
    answer(
        state,
        "report",
        req,
        |r| cost::bets(&r.custom_bets),
        adapter::report,
    )
    .await
}

/// Applies input lines to a tracker session and prices the shoe as it then stands.
#[utoipa::path(post, path = "/api/track", tag = "track",
    request_body(content = crate::tracker::TrackRequest, description = "A session and the lines to apply"),
    responses((status = 200, description = "One line of `punto-banco track --format json` (the `ev` document of the shoe as it now stands, plus `tracker`) and the new `session`", body = Value),
              (status = 400, description = "A bad line or session", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn track(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<TrackRequest>,
) -> Result<Json<crate::tracker::TrackReport>, ApiError> {
    answer(
        state,
        "track",
        req,
        |r| cost::track(r.input.len()),
        adapter::track,
    )
    .await
}

/// A session's wagers against the exact odds of the moment each was placed.
#[utoipa::path(post, path = "/api/review", tag = "review",
    request_body(content = crate::api::ReviewRequest, description = "The flags of `punto-banco review`, the two logs inline (body up to 16 MiB)"),
    responses((status = 200, description = "The `punto-banco review --format json` document", body = Value),
              (status = 400, description = "A bad log line (named), an unknown bet, an invalid value, or a review over the cost limit", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn review(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<ReviewRequest>,
) -> Result<Json<crate::api::ReviewReport>, ApiError> {
    adapter::json_of("review")?;
    cost::review(&req)?;
    state
        .review(move |limits| adapter::review(&req, limits).map_err(ApiError::from))
        .await
        .map(Json)
}

/// Dealt shoes audited: composition, shuffle and outcomes against the exact odds.
#[utoipa::path(post, path = "/api/audit", tag = "audit",
    request_body(content = crate::api::AuditRequest, description = "The flags of `punto-banco audit`, each shoe log inline (body up to 16 MiB)"),
    responses((status = 200, description = "The `punto-banco audit --format json` document, byte for byte", body = Value),
              (status = 400, description = "A bad log line (named), an invalid value, or an audit over a cost limit (named)", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn audit(
    State(state): State<AppState>,
    JsonBody(mut req): JsonBody<AuditRequest>,
) -> Result<Response, ApiError> {
    cost::audit(&req)?;
    let bytes = state
        .audit(move |limits| {
            // A session is one JSON line: the lines it rebuilds are counted again.
            adapter::sessions_as_logs(&mut req)?;
            cost::audit(&req)?;
            adapter::audit(&req, limits).map_err(ApiError::from)
        })
        .await?;
    Ok(([(CONTENT_TYPE, "application/json")], bytes).into_response())
}

/// The presets.
#[utoipa::path(get, path = "/api/rules", tag = "rules",
    responses((status = 200, description = "The presets, as `punto-banco rules --format json`", body = Value)))]
pub async fn presets() -> Json<crate::api::PresetList> {
    Json(adapter::presets())
}

/// A preset in full.
#[utoipa::path(get, path = "/api/rules/{name}", tag = "rules",
    params(("name" = String, Path, description = "A preset: standard, midi, tie-9, commission-4, ez, super-6, gold", example = "midi")),
    responses((status = 200, description = "The rules document, as `punto-banco rules NAME --format json`", body = Value),
              (status = 404, description = "No such preset", body = super::ErrorBody)))]
pub async fn rules(Path(name): Path<String>) -> Result<Json<crate::api::RulesDocument>, ApiError> {
    adapter::rules_document(&name)
        .map(Json)
        .map_err(|e| ApiError::new(StatusCode::NOT_FOUND, e.to_string()))
}

/// Every built-in bet and its pay table.
#[utoipa::path(get, path = "/api/bets", tag = "bets",
    responses((status = 200, description = "The bets, as `punto-banco bets --format json`", body = Value)))]
pub async fn bets() -> Json<crate::api::BetsListing> {
    Json(adapter::bets_listing())
}
