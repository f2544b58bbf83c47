//! The router: endpoints, thin handlers and the layers that bound every request.

use super::adapter;
use super::error::ApiError;
use super::extract::JsonBody;
use super::{cost, openapi, page, AppState, Config, MAX_BODY_BYTES, MAX_REVIEW_BODY_BYTES};
use crate::api::{EorRequest, EvRequest, OddsRequest, ReportRequest, ReviewRequest};
use crate::tracker::TrackRequest;
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{header::CONTENT_TYPE, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Serialize;
use serde_json::Value;
use std::time::Instant;
use tower_http::catch_panic::CatchPanicLayer;

/// The application: every endpoint with its limits, ready for `axum::serve`.
pub fn router(config: &Config) -> Router {
    with_layers(routes(), AppState::new(config))
}

fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::script))
        .route("/style.css", get(page::style))
        .route("/i18n/{file}", get(page::glossary))
        .route("/openapi.json", get(openapi_json))
        .route("/api/rules", get(presets))
        .route("/api/rules/{name}", get(rules))
        .route("/api/bets", get(bets))
        .route("/api/odds", post(odds))
        .route("/api/ev", post(ev))
        .route("/api/midcoup", post(midcoup))
        .route("/api/eor", post(eor))
        .route("/api/leak", post(leak))
        .route("/api/report", post(report))
        .route("/api/track", post(track))
        .route(
            "/api/review",
            post(review).layer(DefaultBodyLimit::max(MAX_REVIEW_BODY_BYTES)),
        )
        .fallback(not_found)
}

/// Adds the layers to `routes`: body limit, panics to 500, JSON error bodies, request log.
fn with_layers(routes: Router<AppState>, state: AppState) -> Router {
    routes
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(CatchPanicLayer::custom(|_| {
            ApiError::internal().into_response()
        }))
        .layer(middleware::map_response(json_errors))
        .layer(middleware::from_fn_with_state(state.clone(), log_request))
        .with_state(state)
}

/// Turns an error answered without a JSON body (axum's 405, a layer's 413) into one.
async fn json_errors(res: Response) -> Response {
    let status = res.status();
    let is_json = res
        .headers()
        .get(CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return res;
    }
    let reason = status
        .canonical_reason()
        .unwrap_or("error")
        .to_ascii_lowercase();
    let mut out = ApiError::new(status, reason).into_response();
    for (name, value) in res.headers() {
        if name != CONTENT_TYPE && name != axum::http::header::CONTENT_LENGTH {
            out.headers_mut().insert(name.clone(), value.clone());
        }
    }
    out
}

/// One line per request on stderr: method, path, status, milliseconds.
async fn log_request(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if !state.log {
        return next.run(req).await;
    }
    let (method, path) = (req.method().clone(), req.uri().path().to_string());
    let start = Instant::now();
    let res = next.run(req).await;
    let path = crate::clip(&path).into_owned();
    eprintln!(
        "{method} {path} {} {:.1}ms",
        res.status().as_u16(),
        start.elapsed().as_secs_f64() * 1e3
    );
    res
}

async fn not_found(req: Request) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!(
            "no endpoint {} {}; see /openapi.json for the endpoints",
            req.method(),
            req.uri().path()
        ),
    )
}

async fn openapi_json() -> Json<Value> {
    Json(openapi::document())
}

/// Checks the cost of `req`, then runs `run` on a worker and answers its report as JSON.
async fn answer<Q, R>(
    state: AppState,
    req: Q,
    check: fn(&Q) -> Result<(), ApiError>,
    run: fn(&Q) -> crate::Result<R>,
) -> Result<Json<R>, ApiError>
where
    Q: Send + 'static,
    R: Serialize + Send + 'static,
{
    check(&req)?;
    state
        .compute(move || run(&req).map_err(ApiError::from))
        .await
        .map(Json)
}

/// The exact odds of a shoe: outcomes and every selected bet.
#[utoipa::path(post, path = "/api/odds", tag = "odds",
    request_body(content = openapi::OddsBody, description = "The flags of `punto-banco odds`"),
    responses((status = 200, description = "The `punto-banco odds --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn odds(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<OddsRequest>,
) -> Result<Json<crate::api::OddsReport>, ApiError> {
    answer(state, req, |r| cost::bets(&r.custom_bets), adapter::odds).await
}

/// Each bet's exact EV on the next coup, or with `punto`/`banco` the coup in play's odds.
#[utoipa::path(post, path = "/api/ev", tag = "ev",
    request_body(content = openapi::EvBody, description = "The flags of `punto-banco ev`"),
    responses((status = 200, description = "The `punto-banco ev --format json` document (mid-coup with punto/banco)", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn ev(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<EvRequest>,
) -> Result<Json<crate::api::EvAnswer>, ApiError> {
    answer(state, req, |r| cost::bets(&r.custom_bets), adapter::ev).await
}

/// The coup in play's exact odds: `/api/ev` under the name of the question.
#[utoipa::path(post, path = "/api/midcoup", tag = "ev",
    request_body(content = openapi::EvBody, description = "The flags of `punto-banco ev --punto .. --banco ..`"),
    responses((status = 200, description = "The `punto-banco ev --punto .. --banco .. --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn midcoup(
    state: State<AppState>,
    body: JsonBody<EvRequest>,
) -> Result<Json<crate::api::EvAnswer>, ApiError> {
    ev(state, body).await
}

/// The effect of removing each rank on every bet's EV.
#[utoipa::path(post, path = "/api/eor", tag = "eor",
    request_body(content = openapi::EorBody, description = "The flags of `punto-banco eor`"),
    responses((status = 200, description = "The `punto-banco eor --format json` document", body = Value),
              (status = 400, description = "An invalid value, or a depth over 8", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn eor(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<EorRequest>,
) -> Result<Json<crate::api::EorReport>, ApiError> {
    answer(state, req, cost::eor, adapter::eor).await
}

/// The exact value of what a player sees of the coming coup before betting.
#[utoipa::path(post, path = "/api/leak", tag = "leak",
    request_body(content = openapi::LeakBody, description = "The flags of `punto-banco leak`"),
    responses((status = 200, description = "The `punto-banco leak --format json` document", body = Value),
              (status = 400, description = "An invalid value, or a leak over the server's cost limit", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn leak(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<crate::api::LeakRequest>,
) -> Result<Json<crate::api::LeakReport>, ApiError> {
    answer(state, req, cost::leak, crate::api::LeakRequest::run).await
}

/// The par sheet of a rule set.
#[utoipa::path(post, path = "/api/report", tag = "report",
    request_body(content = openapi::ReportBody, description = "The flags of `punto-banco report`"),
    responses((status = 200, description = "The `punto-banco report --format json` document", body = Value),
              (status = 400, description = "An invalid value, named with what is allowed", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn report(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<ReportRequest>,
) -> Result<Json<crate::report::ParSheet>, ApiError> {
    answer(state, req, |r| cost::bets(&r.custom_bets), adapter::report).await
}

/// Applies input lines to a tracker session and prices the shoe as it then stands.
#[utoipa::path(post, path = "/api/track", tag = "track",
    request_body(content = openapi::TrackBody, description = "A session and the lines to apply"),
    responses((status = 200, description = "One line of `punto-banco track --format json` (the `ev` document of the shoe as it now stands, plus `tracker`) and the new `session`", body = Value),
              (status = 400, description = "A bad line or session", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn track(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<TrackRequest>,
) -> Result<Json<crate::tracker::TrackReport>, ApiError> {
    answer(state, req, |r| cost::track(r.input.len()), adapter::track).await
}

/// A session's wagers against the exact odds of the moment each was placed.
#[utoipa::path(post, path = "/api/review", tag = "review",
    request_body(content = openapi::ReviewBody, description = "The flags of `punto-banco review`, the two logs inline (body up to 16 MiB)"),
    responses((status = 200, description = "The `punto-banco review --format json` document", body = Value),
              (status = 400, description = "A bad log line (named), an unknown bet, an invalid value, or a review over the cost limit", body = super::ErrorBody),
              openapi::PostErrors))]
pub async fn review(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<ReviewRequest>,
) -> Result<Json<crate::api::ReviewReport>, ApiError> {
    cost::review(&req)?;
    state
        .review(move || adapter::review(&req).map_err(ApiError::from))
        .await
        .map(Json)
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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use tower::ServiceExt;

    async fn call(app: Router, req: axum::http::Request<Body>) -> (StatusCode, Value) {
        let res = app.oneshot(req).await.unwrap();
        let status = res.status();
        let bytes = axum::body::to_bytes(res.into_body(), usize::MAX)
            .await
            .unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    fn request(path: &str) -> axum::http::Request<Body> {
        axum::http::Request::get(path).body(Body::empty()).unwrap()
    }

    #[tokio::test]
    async fn a_panicking_handler_is_a_json_500_and_the_server_keeps_serving() {
        let routes = routes().route(
            "/boom",
            get(|| async {
                if true {
                    panic!("a bug");
                }
                "never"
            }),
        );
        let app = with_layers(routes, AppState::new(&Config::default()));
        let (status, body) = call(app.clone(), request("/boom")).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert!(body["error"]
            .as_str()
            .unwrap()
            .starts_with("internal error"));
        let (status, _) = call(app, request("/api/bets")).await;
        assert_eq!(status, StatusCode::OK);
    }

    #[tokio::test]
    async fn a_panicking_computation_is_a_json_500() {
        let state = AppState::new(&Config::default());
        let r: Result<(), ApiError> = state.compute(|| panic!("a bug")).await;
        assert_eq!(r.unwrap_err().status, StatusCode::INTERNAL_SERVER_ERROR);
    }

    #[tokio::test]
    async fn a_full_queue_answers_503_at_once() {
        let config = Config {
            workers: 1,
            queue: 0,
            ..Config::default()
        };
        let state = AppState::new(&config);
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let busy = state.clone();
        let running = tokio::spawn(async move {
            busy.compute(move || {
                rx.recv().ok();
                Ok(())
            })
            .await
        });
        while state.pool.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let r = state.compute(|| Ok(())).await;
        assert_eq!(r.unwrap_err().status, StatusCode::SERVICE_UNAVAILABLE);
        tx.send(()).unwrap();
        running.await.unwrap().unwrap();
    }

    #[tokio::test]
    async fn method_not_allowed_and_unknown_paths_answer_json() {
        let app = router(&Config::default());
        let (status, body) = call(app.clone(), request("/api/track")).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(body["error"], "method not allowed");
        let (status, body) = call(app, request("/nope")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(body["error"].as_str().unwrap().contains("/nope"));
    }
}
