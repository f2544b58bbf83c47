//! The tracker page: plain HTML, CSS and JavaScript compiled into the binary (no build
//! step, no CDN). The page keeps the card log and asks `POST /api/track` for every figure.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::StatusCode;
use axum::response::IntoResponse;

use super::error::ApiError;

const INDEX: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [(CONTENT_TYPE, content_type), (CACHE_CONTROL, "no-cache")],
        body,
    )
}

/// `GET /`: the page.
pub async fn index() -> impl IntoResponse {
    asset("text/html; charset=utf-8", INDEX)
}

/// `GET /app.js`.
pub async fn script() -> impl IntoResponse {
    asset("text/javascript; charset=utf-8", SCRIPT)
}

/// `GET /style.css`.
pub async fn style() -> impl IntoResponse {
    asset("text/css; charset=utf-8", STYLE)
}

/// `GET /i18n/{lang}.json`: the glossary the page takes its words from (`it`, `fr`, `ru`;
/// the files of `src/i18n/`, as the text outputs use them); 404 for anything else.
pub async fn glossary(
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let body = match file.as_str() {
        "it.json" => include_str!("../i18n/it.json"),
        "fr.json" => include_str!("../i18n/fr.json"),
        "ru.json" => include_str!("../i18n/ru.json"),
        _ => {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!(
                    "no glossary {}; the page's are it.json, fr.json, ru.json",
                    crate::clip(&file)
                ),
            ))
        }
    };
    Ok(asset("application/json", body))
}
