//! `ev`: what each bet is worth on the shoe as it stands (or, with exposed cards, on the
//! coup in play).

use super::ev_report::EvAnswer;
use super::midcoup;
use super::money::Money;
use super::MoneyQuestion;
use super::{shoe_of, Prepared};
use crate::error::Result;

question! {
    money(shoe, table);
    /// The question `ev` answers: each bet's exact expected value on the next coup, or, when
    /// `punto`/`banco` hold the exposed cards of a coup in play, its exact odds.
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = EvBody,
        example = json!({"decks": 8, "punto": "5 K", "banco": "3", "bets": ["main", "punto_pair"]})))]
    pub struct EvRequest {
        /// Mid-coup: Punto's exposed cards in dealing order (the shoe is the shoe before the coup).
        pub punto: String,
        /// Mid-coup: Banco's exposed cards in dealing order.
        pub banco: String,
    }
}

impl EvRequest {
    /// Whether any card of a coup in play is exposed.
    pub fn mid_coup(&self) -> bool {
        !self.punto.trim().is_empty() || !self.banco.trim().is_empty()
    }

    /// The request's rules, bets and custom bets compiled (from the caches of
    /// [`Prepared::new`]): shared by every batch line and every shoe of a tracker.
    ///
    /// # Errors
    /// Any invalid rule set or bet.
    pub fn prepared(&self) -> Result<Prepared> {
        Prepared::new(&self.rules, &self.bets, &self.custom_bets)
    }

    /// Validates the request and computes its answer.
    ///
    /// # Errors
    /// Any invalid shoe, rule set, bet or exposed card.
    pub fn run(&self) -> Result<EvAnswer> {
        let money = Money::read(&self.money_spec(), self.mid_coup())?;
        let prepared = self.prepared()?;
        let (spec, shoe) = shoe_of(self.decks, &self.removed, &self.shoe)?;
        if self.mid_coup() {
            let r = midcoup::report(&spec, &shoe, prepared.pricer(), &self.punto, &self.banco)?;
            return Ok(EvAnswer::Coup(r));
        }
        Ok(EvAnswer::Shoe(prepared.ev_of(&spec, &shoe, money.as_ref())))
    }

    /// Checks the money fields (`rebate`, `rebate_bets`, `bankroll`, `table_max`) alone,
    /// as for the next coup: the tracker checks them once, before any coup is in play.
    ///
    /// # Errors
    /// As [`EvRequest::run`] for these fields.
    pub fn check_money(&self) -> Result<()> {
        Money::read(&self.money_spec(), false).map(|_| ())
    }
}
