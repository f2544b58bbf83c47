//! `POST /api/promo/chips`, `POST /api/promo/loss-rebate` and `POST /api/promo/statement`:
//! the documents of `punto-banco promo chips`, `promo loss-rebate` and `promo statement`
//! (its JSON), a trip's work bounded before it starts.

use super::error::ApiError;
use super::extract::JsonBody;
use super::routes::answer;
use super::{cost, schema, AppState};
use crate::api::{
    PromoChipsReport, PromoChipsRequest, PromoLossRebateReport, PromoLossRebateRequest,
    PromoStatementReport, PromoStatementRequest,
};
use axum::extract::State;
use axum::Json;

/// The most work one `POST /api/promo/loss-rebate` may take
/// ([`PromoLossRebateRequest::work`], word operations): 2 × 10^9, a few seconds of one
/// core; a 200-coup trip on Banco with a 50-unit limit is within it.
pub const MAX_TRIP_WORK: u64 = 2_000_000_000;

/// The most coups (trips × coups) one real-shoe study over HTTP may deal: 10^7.
pub const MAX_REAL_COUPS: u64 = 10_000_000;

/// Refuses a trip whose work is over [`MAX_TRIP_WORK`], or with too many custom bets.
fn trip_cost(req: &PromoLossRebateRequest) -> Result<(), ApiError> {
    cost::bets(&req.custom_bets)?;
    if let Some(coups) = req.real_check().map_err(ApiError::from)? {
        if coups > MAX_REAL_COUPS {
            return Err(ApiError::bad_request(format!(
                "real shoes: trips × coups is {coups}, over the server's limit of \
                 {MAX_REAL_COUPS}: give fewer trips, or run `punto-banco promo loss-rebate \
                 --real` locally"
            )));
        }
    }
    work_within(req.work().map_err(ApiError::from)?.0)
}

/// Refuses a statement whose trip's work is over [`MAX_TRIP_WORK`].
fn statement_cost(req: &PromoStatementRequest) -> Result<(), ApiError> {
    cost::bets(&req.custom_bets)?;
    work_within(req.work().map_err(ApiError::from)?.0)
}

fn work_within(work: u64) -> Result<(), ApiError> {
    if work > MAX_TRIP_WORK {
        return Err(ApiError::bad_request(format!(
            "this trip takes about {work} word operations, over the server's limit of \
             {MAX_TRIP_WORK}: give fewer coups or a lower loss limit, or run `punto-banco \
             promo loss-rebate` locally"
        )));
    }
    Ok(())
}

/// Dead chips, match-play and free-bet chips on each bet, and a dead-chip commission.
#[utoipa::path(post, path = "/api/promo/chips", tag = "promo",
    request_body(content = crate::api::PromoChipsRequest, description = "The flags of `punto-banco promo chips`"),
    responses((status = 200, description = "The `punto-banco promo chips --format json` document", body = Value),
              (status = 400, description = "An invalid value, or a bet that cannot lose", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn chips(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<PromoChipsRequest>,
) -> Result<Json<PromoChipsReport>, ApiError> {
    answer(
        state,
        "promo",
        req,
        |r| cost::bets(&r.custom_bets),
        PromoChipsRequest::run,
    )
    .await
}

/// The exact value of a loss rebate on a trip, with the optimal quitting policy.
#[utoipa::path(post, path = "/api/promo/loss-rebate", tag = "promo",
    request_body(content = crate::api::PromoLossRebateRequest, description = "The flags of `punto-banco promo loss-rebate`"),
    responses((status = 200, description = "The `punto-banco promo loss-rebate --format json` document", body = Value),
              (status = 400, description = "Invalid terms, or a trip over the server's cost limit", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn loss_rebate(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<PromoLossRebateRequest>,
) -> Result<Json<PromoLossRebateReport>, ApiError> {
    answer(state, "promo", req, trip_cost, PromoLossRebateRequest::run).await
}

/// A programme's statement: the house's account per trip, the break-even terms, the
/// player's best response and the published figures reproduced, exact.
#[utoipa::path(post, path = "/api/promo/statement", tag = "promo",
    request_body(content = crate::api::PromoStatementRequest, description = "The flags of `punto-banco promo statement`"),
    responses((status = 200, description = "The `punto-banco promo statement --format json` document", body = Value),
              (status = 400, description = "Invalid terms, or a trip over the server's cost limit", body = super::ErrorBody),
              schema::PostErrors))]
pub async fn statement(
    State(state): State<AppState>,
    JsonBody(req): JsonBody<PromoStatementRequest>,
) -> Result<Json<PromoStatementReport>, ApiError> {
    answer(
        state,
        "promo",
        req,
        statement_cost,
        PromoStatementRequest::run,
    )
    .await
}
