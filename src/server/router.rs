//! The router: every endpoint with the layers that bound every request (body limits,
//! panics to 500, JSON error bodies, the request log).

use super::error::ApiError;
use super::openapi::openapi_json;
use super::promo;
use super::routes::{
    audit, bets, eor, ev, hold, leak, midcoup, odds, presets, report, review, rules, track,
};
use super::{page, AppState, Config, MAX_AUDIT_BODY_BYTES, MAX_BODY_BYTES, MAX_REVIEW_BODY_BYTES};
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header::CONTENT_TYPE, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
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
        .route("/api/promo/chips", post(promo::chips))
        .route("/api/promo/loss-rebate", post(promo::loss_rebate))
        .route("/api/promo/statement", post(promo::statement))
        .route("/api/hold", post(hold))
        .route("/api/report", post(report))
        .route("/api/track", post(track))
        .route(
            "/api/review",
            post(review).layer(DefaultBodyLimit::max(MAX_REVIEW_BODY_BYTES)),
        )
        .route(
            "/api/audit",
            post(audit).layer(DefaultBodyLimit::max(MAX_AUDIT_BODY_BYTES)),
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
        .layer(middleware::from_fn_with_state(state.clone(), reserve_body))
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
/// Reserves a request's body bytes (its announced length, else its route's limit) across
/// the server before the body is read, until the answer is made; 503 when they do not fit
/// ([`super::MAX_BUFFERED_BYTES`]).
async fn reserve_body(State(state): State<AppState>, req: Request, next: Next) -> Response {
    use axum::http::header::{CONTENT_LENGTH, TRANSFER_ENCODING};
    let limit = super::body_limit(req.uri().path());
    let length = req
        .headers()
        .get(CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    let bytes = match length {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX).min(limit),
        None if req.headers().contains_key(TRANSFER_ENCODING) => limit,
        None => 0,
    };
    if bytes == 0 {
        return next.run(req).await;
    }
    match state.reserve(bytes) {
        Ok(_held) => next.run(req).await,
        Err(e) => e.into_response(),
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use serde_json::Value;
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
    async fn audits_share_the_review_pool_and_the_quick_routes_keep_answering() {
        let config = Config {
            review_workers: 1,
            review_queue: 0,
            ..Config::default()
        };
        let state = AppState::new(&config);
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let busy = state.clone();
        let running = tokio::spawn(async move {
            busy.audit(move |_| {
                rx.recv().ok();
                Ok(())
            })
            .await
        });
        while state.reviews.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let r = state.audit(|_| Ok(())).await.unwrap_err();
        assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(
            r.message.starts_with("the server is busy auditing"),
            "{}",
            r.message
        );
        let r = state.review(|_| Ok(())).await.unwrap_err();
        assert_eq!(r.status, StatusCode::SERVICE_UNAVAILABLE);
        state.compute(|| Ok(())).await.unwrap();
        tx.send(()).unwrap();
        running.await.unwrap().unwrap();
        state.audit(|_| Ok(())).await.unwrap();
    }

    #[tokio::test]
    async fn reviews_and_audits_run_within_the_servers_budgets_and_a_cancel_not_raised() {
        let state = AppState::new(&Config::default());
        let review = state.review(|l| Ok((l.budget, l.cancel.is_set()))).await;
        assert_eq!(
            review.unwrap(),
            (Some(super::super::cost::review_budget()), false)
        );
        let audit = state.audit(|l| Ok((l.budget, l.cancel.is_set()))).await;
        assert_eq!(
            audit.unwrap(),
            (Some(super::super::cost::audit_budget()), false)
        );
        assert!(!state.heavy(|c| Ok(c.is_set())).await.unwrap());
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
