//! The server's one error type: an HTTP status and the one-line message the CLI prints,
//! answered as `{"error": "..."}`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

/// An error answered to a client: a 4xx/5xx status and a one-line message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// The message, as the CLI prints it after `error: `.
    pub message: String,
}

/// The JSON body of every error response.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    /// What is wrong, in one line, naming the value and what is allowed.
    #[schema(
        example = "card 'X' is not a rank A, 2-9, 10 or T, J, Q, K with an optional suit s, h, d or c"
    )]
    pub error: String,
}

impl ApiError {
    /// An error with the given status.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    /// 400: the request is well-formed HTTP but its content is invalid.
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    /// 503: every worker is busy and the queue is full.
    pub fn busy() -> ApiError {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy: every worker is computing and the queue is full; retry shortly",
        )
    }

    /// 500: a computation failed unexpectedly (a panic caught before it reached the client).
    pub fn internal() -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal error: the computation failed; the server keeps serving (please report this request)",
        )
    }
}

impl From<crate::Error> for ApiError {
    fn from(e: crate::Error) -> ApiError {
        ApiError::bad_request(e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(ErrorBody {
                error: self.message,
            }),
        )
            .into_response()
    }
}
