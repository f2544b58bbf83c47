//! What the OpenAPI description holds of the server's own: the error answers every POST
//! shares. The request bodies are the library's request types, which derive their schemas
//! under the `server` feature (`utoipa::ToSchema`, their fields' bounds and an example in
//! `schema(...)` attributes): one source for what a body takes and what the document says.

use std::collections::BTreeMap;
use utoipa::openapi::{Content, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{IntoResponses, ToSchema};

/// The error answers every POST endpoint shares, beside its own 400: written once here and
/// named in each handler's `responses(...)`.
pub struct PostErrors;

impl IntoResponses for PostErrors {
    fn responses() -> BTreeMap<String, RefOr<Response>> {
        [
            (
                "413",
                "A body over 1 MiB (16 MiB for /api/review and /api/audit)",
            ),
            ("415", "A body that is not JSON"),
            ("503", "Every worker busy and the queue full"),
        ]
        .into_iter()
        .map(|(status, description)| (status.to_string(), error_response(description).into()))
        .collect()
    }
}

/// An error answer: `description`, with an [`super::ErrorBody`] as its JSON body.
fn error_response(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            Content::new(Some(Ref::from_schema_name(super::ErrorBody::name()))),
        )
        .build()
}
