//! The figures of a tracked shoe: the `ev` document of the shoe as it now stands, through
//! the same [`EvRequest`] the `ev` command builds from its flags.

use super::{Tracker, TrackerFile, TrackerStatus};
use crate::api::{BetsChoice, EvAnswer, EvRequest, MoneyQuestion, MoneySpec, RulesChoice};
use crate::error::Result;
use serde::{Deserialize, Serialize};

/// One answer of `track --format json` (one line) and of `POST /api/track`: the `ev`
/// document of the shoe as it now stands (mid-coup while a coup is in play), the tracker's
/// state and, over HTTP, the session to send back.
#[derive(Debug, Clone, Serialize)]
pub struct TrackReport {
    /// The `ev --format json` document of the equivalent command.
    #[serde(flatten)]
    pub ev: EvAnswer,
    /// The tracker's state.
    pub tracker: TrackerStatus,
    /// The session after the lines (`POST /api/track` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub session: Option<TrackerFile>,
}

/// The money options of a tracked shoe, as `ev` takes them: a rebate (`rebate`,
/// `rebate_bets`) and a stake suggestion (`bankroll`, `table_max`), the one
/// [`MoneySpec`]. They price the next coup, so they apply between coups; while a coup is
/// in play the figures are those of the coup as dealt (`ev --punto .. --banco ..`),
/// without them.
pub type TrackMoney = MoneySpec;

impl Tracker {
    /// Sets the money options the tracker prices the next coup with.
    ///
    /// # Errors
    /// As `ev` refuses them: a rebate or rebate bets that cannot be read, `rebate_bets`
    /// without a rebate, `table_max` without a bankroll, a bankroll or table maximum over
    /// 2^63 - 1. The tracker keeps its options then.
    pub fn set_money(&mut self, money: TrackMoney) -> Result<()> {
        let mut req = EvRequest::default();
        req.set_money(money.clone());
        req.check_money()?;
        self.money = money;
        Ok(())
    }

    /// The money options.
    pub fn money(&self) -> &TrackMoney {
        &self.money
    }

    /// The `ev` request of the shoe as it now stands: the starting shoe with every card
    /// out before the coup in play removed, and the coup in play's cards as `punto` and
    /// `banco` (`punto-banco ev --removed .. --punto .. --banco ..`).
    pub fn ev_request(&self) -> EvRequest {
        self.ev_request_of(self.status())
    }

    /// [`Tracker::ev_request`] from the tracker's status (built once per answer).
    fn ev_request_of(&self, status: TrackerStatus) -> EvRequest {
        // The money options price the next coup: between coups only.
        let money = if status.punto.is_empty() && status.banco.is_empty() {
            self.money.clone()
        } else {
            TrackMoney::default()
        };
        let mut req = EvRequest {
            decks: self.spec.decks,
            shoe: self.spec.shoe.clone(),
            removed: (!status.removed.is_empty()).then_some(status.removed),
            rules: RulesChoice::from(self.rules.clone()),
            bets: BetsChoice::Text(self.bets.clone().unwrap_or_else(|| "main".into())),
            custom_bets: Vec::new(),
            punto: status.punto,
            banco: status.banco,
            ..EvRequest::default()
        };
        req.set_money(money);
        req
    }

    /// Prices the shoe as it now stands.
    ///
    /// # Errors
    /// An invalid bet list, or a shoe too small to price (fewer than 6 cards left).
    pub fn report(&self) -> Result<TrackReport> {
        let status = self.status();
        Ok(TrackReport {
            ev: self.ev_request_of(status.clone()).run()?,
            tracker: status,
            session: None,
        })
    }
}

question! {
    money(plain);
    /// The body of `POST /api/track`: a saved session, the lines to apply to it, and the
    /// money options priced into the next coup's EVs, as `ev`'s (between coups).
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = TrackBody,
        example = json!({"session": {"decks": 8, "log": ["coup", "5 K 3 4"]}, "input": ["9"]})))]
    pub struct TrackRequest {
        /// The session so far (the JSON of `track`'s `save`; default: 6 decks, standard
        /// rules, main bets, an empty log).
        #[serde(deserialize_with = "object")]
        pub session: TrackerFile,
        /// Lines to apply in order, as `track` reads them (cards, `coup`, `undo`, ...).
        pub input: Vec<String>,
    }
}

/// Reads `T` from a JSON object only (serde would also read a struct from an array).
fn object<'de, D: serde::Deserializer<'de>, T: serde::de::DeserializeOwned>(
    d: D,
) -> std::result::Result<T, D::Error> {
    let map = serde_json::Map::deserialize(d)?;
    serde_json::from_value(serde_json::Value::Object(map)).map_err(serde::de::Error::custom)
}

impl TrackRequest {
    /// Replays the session, applies the lines and prices the result.
    ///
    /// # Errors
    /// A session that does not replay, a bad line (named by its position), or an error of
    /// [`Tracker::report`].
    pub fn run(&self) -> Result<TrackReport> {
        let mut t = Tracker::from_file(&self.session)?;
        t.set_money(self.money_spec())?;
        for (i, line) in self.input.iter().enumerate() {
            t.input(line).map_err(|e| {
                if self.input.len() == 1 {
                    e
                } else {
                    crate::error::Error::track(format!("input line {} ('{line}'): {e}", i + 1))
                }
            })?;
        }
        let mut report = t.report()?;
        report.session = Some(t.to_file());
        Ok(report)
    }
}
