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

/// `GET /i18n/{lang}.json`: the page's words in a language (`en`, `it`, `fr`, `ru`): its
/// messages by id, generated from the catalogs (`src/i18n/page/`, see
/// [`crate::i18n::page_messages`]); 404 for anything else.
pub async fn glossary(
    axum::extract::Path(file): axum::extract::Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let body = match file.as_str() {
        "en.json" => include_str!("../i18n/page/en.json"),
        "it.json" => include_str!("../i18n/page/it.json"),
        "fr.json" => include_str!("../i18n/page/fr.json"),
        "ru.json" => include_str!("../i18n/page/ru.json"),
        _ => {
            return Err(ApiError::new(
                StatusCode::NOT_FOUND,
                format!(
                    "no language file {}; the page's are en.json, it.json, fr.json, ru.json",
                    crate::clip(&file)
                ),
            ))
        }
    };
    Ok(asset("application/json", body))
}
