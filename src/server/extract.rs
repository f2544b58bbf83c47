//! The JSON body extractor: every way a body can be wrong becomes a JSON error.
//!
//! axum's own `Json` extractor answers rejections in plain text; a client of this API
//! always gets `{"error": "..."}`, so the body is read and parsed here instead.

use super::error::ApiError;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{header::CONTENT_TYPE, StatusCode};
use serde::de::DeserializeOwned;

/// A request body parsed from JSON into `T`, or an [`ApiError`]: 415 for a content type
/// that is not JSON, 413 for a body over the limit, 400 for malformed JSON or a field
/// that does not fit `T`.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

/// Whether a `Content-Type` header value names JSON (`application/json`, `...+json`).
fn is_json(content_type: &str) -> bool {
    let mime = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    mime == "application/json" || (mime.starts_with("application/") && mime.ends_with("+json"))
}

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, ApiError> {
        let content_type = req
            .headers()
            .get(CONTENT_TYPE)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        match content_type.as_deref() {
            Some(ct) if is_json(ct) => {}
            other => {
                return Err(ApiError::new(
                    StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    format!(
                        "content type '{}' is not JSON; send the body as application/json",
                        other.unwrap_or("none")
                    ),
                ))
            }
        }
        let timeout = req.extensions().get::<super::BodyTimeout>().map(|t| t.0);
        let limit = super::body_limit(req.uri().path());
        let read = Bytes::from_request(req, state);
        let read = match timeout {
            Some(limit) => tokio::time::timeout(limit, read).await.map_err(|_| {
                ApiError::new(
                    StatusCode::REQUEST_TIMEOUT,
                    format!(
                        "the request body did not arrive within {} s (the server's --body-timeout)",
                        limit.as_secs_f64()
                    ),
                )
            })?,
            None => read.await,
        };
        let bytes = read.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!("the request body is over the limit of {limit} bytes"),
                )
            } else {
                ApiError::bad_request(format!("cannot read the request body: {e}"))
            }
        })?;
        crate::limits::request(&bytes)
            .map(JsonBody)
            .map_err(ApiError::bad_request)
    }
}

#[cfg(test)]
mod tests {
    use super::is_json;

    #[test]
    fn json_content_types_are_recognised() {
        assert!(is_json("application/json"));
        assert!(is_json("Application/JSON; charset=utf-8"));
        assert!(is_json("application/problem+json"));
        assert!(!is_json("text/plain"));
        assert!(!is_json("application/x-www-form-urlencoded"));
        assert!(!is_json(""));
    }
}
