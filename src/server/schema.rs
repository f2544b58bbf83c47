//! The schema types of the OpenAPI description: one per request body, and the error
//! answers every POST shares. The handlers (`routes.rs`) name them in their annotations;
//! `openapi.rs` gathers handlers and schemas into the document.
//!
//! The library's request types carry no OpenAPI derive (the library builds without the
//! `server` feature), so each body is described here by a schema type that mirrors its
//! request field for field. A unit test (`openapi.rs`) deserializes every schema's example
//! into the real request type, so a field the library drops or renames fails the build's
//! tests.

use serde::{Deserialize, Serialize};
use serde_json::Value;
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

/// A rule set: a preset name, or a whole rule set in the rules-file format (the
/// `definition` of `GET /api/rules/{name}`; see docs/rules.md).
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Rules {
    /// A preset: standard, midi, tie-9, commission-4, ez, super-6, gold.
    #[schema(example = "midi")]
    Preset(String),
    /// A rule set inline.
    Inline(RulesObject),
}

/// A rule set in the rules-file format (`naturals`, `punto_draws`, `banco_tableau`, ...).
#[derive(Serialize, Deserialize, ToSchema)]
#[schema(value_type = Object)]
pub struct RulesObject(Value);

impl Default for Rules {
    fn default() -> Rules {
        Rules::Preset("standard".into())
    }
}

impl Default for Bets {
    fn default() -> Bets {
        Bets::Text("main".into())
    }
}

/// Bets: comma-separated ids and groups (`main`, `side`, `all`), or a list of them.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Bets {
    /// Comma-separated, e.g. `main,dragon_7`.
    Text(String),
    /// A list, e.g. `["main", "dragon_7"]`.
    List(Vec<String>),
}

/// A custom bet: `id`, `name` and pay-table `lines` (the `--bets-file` format).
#[derive(Serialize, Deserialize, ToSchema)]
#[schema(value_type = Object)]
pub struct CustomBet(Value);

/// The money fields of a body, declared once as the library declares them once
/// ([`crate::api::MoneySpec`]): `rebate =>` adds the rebate and the bets it covers, `money
/// =>` also the bankroll and table maximum of a stake suggestion; then the body is written
/// by the macro named (`shoe_fields`, or `body` for a body without a shoe).
macro_rules! money_fields {
    (rebate => $then:ident! $(#[$meta:meta])* pub struct $name:ident { $($body:tt)* }) => {
        $then! { $(#[$meta])* pub struct $name { $($body)*
            /// A rebate paid on every resolved coup: `"1.5%"`, `"0.015"` or `"3/200"`,
            /// priced into the next coup (not into a coup in play).
            rebate: Option<String>,
            /// The bets the rebate covers: `"main"` or `"all"` (default).
            rebate_bets: Option<String>,
        } }
    };
    (money => $then:ident! $(#[$meta:meta])* pub struct $name:ident { $($body:tt)* }) => {
        money_fields! { rebate => $then! $(#[$meta])* pub struct $name { $($body)*
            /// A bankroll: each bet with a positive EV on the next coup gets a suggested
            /// `stake` (none while a coup is in play).
            bankroll: Option<u64>,
            /// The table maximum capping the stakes (with `bankroll`).
            table_max: Option<u64>,
        } }
    };
}

/// A body without a shoe of its own: the derives and serde settings every body has.
macro_rules! body {
    ($(#[$meta:meta])* pub struct $name:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty,)* }) => {
        #[derive(Default, Serialize, Deserialize, ToSchema)]
        #[serde(deny_unknown_fields, default)]
        $(#[$meta])*
        pub struct $name {
            $($(#[$fmeta])* $field: $ty,)*
        }
    };
}

macro_rules! shoe_fields {
    ($(#[$meta:meta])* pub struct $name:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty,)* }) => {
        #[derive(Default, Serialize, Deserialize, ToSchema)]
        #[serde(deny_unknown_fields, default)]
        $(#[$meta])*
        pub struct $name {
            /// Full decks in the shoe (default 6 unless `shoe` is given).
            #[schema(minimum = 1, maximum = 82595524)]
            decks: Option<u32>,
            /// Cards already seen, removed from the shoe: ranks A, 2-9, 10 or T, J, Q, K,
            /// each with an optional suit s, h, d or c (`"5 5 K Kh 10 9d"`).
            removed: Option<String>,
            /// Explicit remaining counts for all 13 ranks (`"A=24,2=24,...,K=24"`), instead of `decks`.
            shoe: Option<String>,
            /// The rule set (default `standard`).
            rules: Rules,
            /// Custom bets, priced after the others (at most 64).
            custom_bets: Vec<CustomBet>,
            $($(#[$fmeta])* $field: $ty,)*
        }
    };
}

money_fields! { rebate => shoe_fields!
    /// The body of `POST /api/odds`: the flags of `punto-banco odds`.
    #[schema(example = json!({"decks": 8, "removed": "5 5 K", "rules": "standard", "bets": "main,dragon_7"}))]
    pub struct OddsBody {
        /// The bets (default `main`).
        bets: Bets,
        /// Also report the distribution of final totals and of cards dealt.
        detail: bool,
    }
}

money_fields! { money => shoe_fields!
    /// The body of `POST /api/ev` and `POST /api/midcoup`: the flags of `punto-banco ev`.
    /// With `punto`/`banco`, the shoe is the shoe before the coup in play.
    #[schema(example = json!({"decks": 8, "punto": "5 K", "banco": "3", "bets": ["main", "punto_pair"]}))]
    pub struct EvBody {
        /// The bets (default `main`).
        bets: Bets,
        /// Mid-coup: Punto's exposed cards in dealing order.
        punto: String,
        /// Mid-coup: Banco's exposed cards in dealing order.
        banco: String,
    }
}

shoe_fields! {
    /// The body of `POST /api/eor`: the flags of `punto-banco eor`.
    #[schema(example = json!({"decks": 8, "bets": "dragon_7,panda_8", "depth": 2}))]
    pub struct EorBody {
        /// The bets (default `main`).
        bets: Bets,
        /// Also remove 2, 3, ..., depth cards of each rank (default 1, at most 8).
        #[schema(minimum = 1, maximum = 8, default = 1)]
        depth: u32,
        /// Counting tags to rate (10 or 13 integers, comma-separated).
        tags: Option<String>,
        /// Derive balanced integer tags from -max_tag to max_tag.
        max_tag: Option<u32>,
        /// Show the exact effects as fractions in the tables.
        exact: bool,
    }
}

shoe_fields! {
    /// The body of `POST /api/leak`: the flags of `punto-banco leak`.
    #[schema(example = json!({"decks": 8, "see": "1,2,3,4", "sort": "6 7 8 9 | rest"}))]
    pub struct LeakBody {
        /// The bets (default `main`).
        bets: Bets,
        /// The positions seen, comma-separated (1-4 Punto, Banco, Punto, Banco; 5, 6 the
        /// fifth and sixth cards).
        see: Option<String>,
        /// A named exposure instead of `see`: `flash-1` … `flash-6`, `sorted-first`, `sorted-four`.
        exposure: Option<String>,
        /// Groups of ranks separated by `|` (`"7 8 9 | rest"`), `rank` (default) or `value`.
        sort: Option<String>,
        /// Bet on every coup (default: sit out when every EV is negative).
        no_sit_out: bool,
        /// Search every two-group sort at the positions seen.
        best_sort: bool,
        /// What the search partitions: `value` (default) or `rank`.
        by: Option<String>,
        /// Sorts the search lists, best first (default 10, at most 100).
        #[schema(minimum = 1, maximum = 100)]
        top: Option<u32>,
    }
}

shoe_fields! {
    /// The body of `POST /api/promo/chips`: the flags of `punto-banco promo chips`.
    #[schema(example = json!({"decks": 8, "bets": "main", "commission": "1.25%"}))]
    pub struct PromoChipsBody {
        /// The bets (default `main`).
        bets: Bets,
        /// A dead-chip commission, with `%` (`"1.25%"`) or as a share below 1.
        commission: Option<String>,
        /// What the commission is paid on: `lost` (default) or `turnover`.
        commission_on: Option<String>,
    }
}

shoe_fields! {
    /// The body of `POST /api/promo/loss-rebate`: the flags of `punto-banco promo
    /// loss-rebate`.
    #[schema(example = json!({"decks": 8, "bet": "banco", "rebate": "10%", "coups": 40, "loss_limit": "10"}))]
    pub struct PromoLossRebateBody {
        /// The bet played every coup (default `banco`).
        bet: Option<String>,
        /// The share of the net loss refunded, with `%` (`"10%"`) or as a share below 1.
        rebate: String,
        /// The most coups of the trip (1 to 20,000).
        #[schema(minimum = 1, maximum = 20000)]
        coups: u32,
        /// The loss limit (buy-in) in units of the flat bet, at least 1.
        loss_limit: Option<String>,
        /// Also play the trips on real shoes dealt by `simulate`'s procedures.
        real: Option<bool>,
        /// Real-shoe mode: trips per policy (default 10,000).
        trips: Option<u64>,
        /// Real-shoe mode: the seed of the shuffles.
        seed: Option<u64>,
        /// Real-shoe mode: the procedure, `midi`, `french` or `common` (default).
        procedure: Option<String>,
    }
}

shoe_fields! {
    /// The body of `POST /api/promo/statement`: the flags of `punto-banco promo statement`.
    #[schema(example = json!({"decks": 8, "commission": "1.25%", "rebate": "10%", "coups": 200, "loss_limit": "500"}))]
    pub struct PromoStatementBody {
        /// The bet played every coup (default `banco`).
        bet: Option<String>,
        /// A commission on dead chips, with `%` (`"1.25%"`) or as a share below 1.
        commission: Option<String>,
        /// What the commission is paid on: `lost` (default) or `turnover`.
        commission_on: Option<String>,
        /// The share of the trip's net loss refunded, with `%` (`"10%"`).
        rebate: Option<String>,
        /// The most coups of the trip (1 to 20,000).
        #[schema(minimum = 1, maximum = 20000)]
        coups: u32,
        /// The loss limit (buy-in) in units of the flat bet, at least 1.
        loss_limit: Option<String>,
        /// Match-play chips of one unit given per trip (at most 4,294,967,295).
        #[schema(value_type = Option<u64>, minimum = 0, maximum = 4294967295_u64)]
        match_play: Option<u32>,
        /// Free-bet chips of one unit given per trip (at most 4,294,967,295).
        #[schema(value_type = Option<u64>, minimum = 0, maximum = 4294967295_u64)]
        free_bet: Option<u32>,
    }
}

shoe_fields! {
    /// The body of `POST /api/hold`: the flags of `punto-banco hold`.
    #[schema(example = json!({"decks": 8, "mix": "banco=1/2,punto=2/5,tie=1/10", "coups": 1000, "within": "1%"}))]
    pub struct HoldBody {
        /// The layout of one coup: each bet's share of a unit handled (`"banco=1/2,punto=1/2"`;
        /// fractions, decimals or percentages adding up to 1; at most 64 bets).
        mix: String,
        /// Coups played (1 to 10^12, default 1000).
        #[schema(minimum = 1, maximum = 1000000000000_u64, default = 1000)]
        coups: u64,
        /// The handle per coup: an exact number above 0, at most 10^12 (default 1).
        handle: Option<String>,
        /// The coups needed for the hold within ± this of its expectation, 95% (`"1%"`).
        within: Option<String>,
    }
}

shoe_fields! {
    /// The body of `POST /api/report`: the flags of `punto-banco report`.
    #[schema(example = json!({"decks": 8, "rules": "ez"}))]
    pub struct ReportBody {
        /// The bets (default: every built-in bet the shoe can price).
        bets: Option<Bets>,
        /// The command line recorded in the sheet.
        command: Option<String>,
    }
}

/// A saved tracker session: the JSON of `punto-banco track`'s `save`.
#[derive(Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
#[schema(example = json!({"decks": 8, "rules": "standard", "bets": "main", "log": ["coup", "5 K 3 4"]}))]
pub struct Session {
    /// Full decks in the starting shoe (default 6 unless `shoe` is given).
    #[schema(minimum = 1, maximum = 82595524)]
    decks: Option<u32>,
    /// Explicit starting counts for all 13 ranks, instead of `decks`.
    shoe: Option<String>,
    /// The rule set (default `standard`).
    rules: Rules,
    /// The bets priced, as `bets` of `/api/ev` in its comma-separated form.
    bets: Option<String>,
    /// The lines applied, oldest first (at most 10,000 with `redo`).
    log: Vec<String>,
    /// Lines undone and not yet redone.
    redo: Vec<String>,
}

money_fields! { money => body!
/// The body of `POST /api/track`.
#[schema(example = json!({"session": {"decks": 8, "log": ["coup", "5 K 3 4"]}, "input": ["9"]}))]
pub struct TrackBody {
    /// The session so far (default: 6 decks, standard rules, main bets, an empty log).
    session: Session,
    /// Lines to apply in order (at most 1,000): cards (`5 K 9d`), `coup`, `seen`,
    /// `punto CARDS`, `banco CARDS`, `burn CARDS`, `new`, `undo`, `redo`.
    input: Vec<String>,
}
}

/// A log inline: its text, or an array of its lines.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum Log {
    /// The text of the log file (CSV with a header row, or JSON lines).
    Text(String),
    /// Its lines, one element each: a string (a line of CSV or JSON lines, without a line
    /// break) or an object (a JSON-lines row). Line N of an error is element N.
    Lines(Vec<LogLine>),
}

impl Default for Log {
    fn default() -> Log {
        Log::Text(String::new())
    }
}

/// One line of a log: a string (CSV or JSON lines) or an object (a JSON-lines row).
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum LogLine {
    /// A line of text.
    Text(String),
    /// A JSON-lines row, e.g. `{"shoe": 0, "coup": 1, "punto": "9 K", "banco": "2 3"}`.
    Row(RulesObject),
}

/// The format of an inline log.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LogFormatName {
    /// CSV with a header row.
    Csv,
    /// JSON lines.
    Jsonl,
}

/// A seed: any integer from 0 to 2^64 - 1.
fn seed_schema() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(0))
        .maximum(Some(u64::MAX as f64))
        .description(Some("Seed of the permutation draws (default 20261201)."))
        .build()
}

/// The body of `POST /api/review`: the flags of `punto-banco review`, with the two logs
/// inline (docs/review.md, "Over HTTP"). The body may be up to 16 MiB.
#[derive(Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
#[schema(example = json!({
    "decks": 8,
    "shoe_log": "shoe,coup,punto,banco\n0,1,9 K,2 3\n0,2,4 5,K 3\n0,3,A Q 8,2 A\n",
    "bet_log": [{"shoe": 0, "coup": 2, "player": "ann", "bet": "banco", "stake": "10"},
                {"shoe": 0, "coup": 3, "player": "bob", "bet": "punto", "stake": "5"}],
    "permutations": 99
}))]
pub struct ReviewBody {
    /// The shoe log (`shoe,coup,punto,banco,burn`): text or lines.
    shoe_log: Log,
    /// Its format (default: `jsonl` when the text starts with `{`, else `csv`).
    shoe_log_format: Option<LogFormatName>,
    /// The bet log (`shoe,coup,player,bet,stake`): text or lines.
    bet_log: Log,
    /// Its format (default: `jsonl` when the text starts with `{`, else `csv`).
    bet_log_format: Option<LogFormatName>,
    /// Decks per shoe (default 6).
    #[schema(minimum = 1, maximum = 1000)]
    decks: Option<u32>,
    /// The rule set the shoes were dealt under (default `standard`).
    rules: Rules,
    /// The bets wagers may name (default: every bet the bet log names).
    bets: Option<Bets>,
    /// Custom bets the bet log may name (at most 64).
    custom_bets: Vec<CustomBet>,
    /// Permutation draws per player (default 9,999; permutations × bet-log lines at most
    /// 2 × 10^8).
    #[schema(minimum = 1, maximum = 999999, default = 9999)]
    permutations: u32,
    #[schema(schema_with = seed_schema)]
    seed: Option<u64>,
    /// Flag a test whose Holm-adjusted p-value is below this (default 0.01).
    #[schema(exclusive_minimum = 0, exclusive_maximum = 1, default = 0.01)]
    alpha: f64,
    /// The house procedure the result test's re-deal null deals complete shoes by: `midi`,
    /// `french` or `common` (default).
    procedure: String,
}

/// One shoe log of an audit: the shoes of one table, in the order they were dealt.
#[derive(Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct AuditLogBody {
    /// The log (`shoe,coup,punto,banco,burn,rest` rows, a rest row per shoe): text or lines.
    text: Log,
    /// Its format (default: `jsonl` when the text starts with `{`, else `csv`).
    format: Option<LogFormatName>,
    /// A name for the log (the command line uses its file name): shown in the answer.
    name: Option<String>,
}

/// The body of `POST /api/audit`: the flags of `punto-banco audit`, each shoe log inline
/// (docs/audit.md). The body may be up to 16 MiB.
#[derive(Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
#[schema(example = json!({
    "decks": 8,
    "shoe_logs": [{"name": "table-1",
                   "text": "shoe,coup,punto,banco\n0,1,9h Kd,2c 3s\n0,2,4h 5d,Kc 3d\n0,3,Ah Qs,8c Ad\n"}],
    "permutations": 99
}))]
pub struct AuditBody {
    /// The shoe logs, one per table (at least 1).
    shoe_logs: Vec<AuditLogBody>,
    /// Decks per shoe (default 6).
    #[schema(minimum = 1, maximum = 1000)]
    decks: Option<u32>,
    /// The rule set the shoes were dealt under (default `standard`).
    rules: Rules,
    /// The house procedure the re-deals follow: `midi`, `french` or `common` (default).
    procedure: String,
    /// Cards behind the cut card, overriding the procedure's.
    #[schema(minimum = 6)]
    cut_card: Option<u32>,
    /// Re-orderings and re-deals (default 999; permutations × coups at most 5 × 10^6).
    #[schema(minimum = 1, maximum = 99999, default = 999)]
    permutations: u32,
    #[schema(schema_with = audit_seed_schema)]
    seed: Option<u64>,
    /// Flag a test whose Holm-adjusted p-value is below this: 0.05 (default, Maryland COMAR
    /// 36.05.02.17(F)) or 0.01 (West Virginia §29-22B-909).
    #[schema(exclusive_minimum = 0, maximum = 0.5, default = 0.05)]
    level: f64,
}

/// The audit's seed: any integer from 0 to 2^64 - 1.
fn audit_seed_schema() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(0))
        .maximum(Some(u64::MAX as f64))
        .description(Some(
            "Seed of the re-orderings and re-deals (default 20261202).",
        ))
        .build()
}
