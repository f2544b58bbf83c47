//! The parts every question shares, declared once: the shoe (`decks`, `removed`, `shoe`),
//! the table (`rules`, `bets`, `custom_bets`) and the money (`rebate`, `rebate_bets`,
//! `bankroll`, `table_max`: a [`MoneySpec`]).
//!
//! Each request type is declared through [`question!`](crate::api) (below), which writes
//! these fields first, under the same JSON names in every request, then the request's own;
//! the struct keeps `deny_unknown_fields` (serde's `flatten` would lose it). The traits
//! [`ShoeQuestion`] and [`TableQuestion`] read and set the parts as a whole, so that a
//! front end fills them in one place whatever the question (the CLI from its shared flags,
//! Python from its `Shoe` and `Rules` objects).
//!
//! ```
//! use punto_banco::api::{EvRequest, ShoeQuestion, TableQuestion, TableSpec};
//! use punto_banco::ShoeSpec;
//!
//! let mut req = EvRequest::default();
//! req.set_shoe(ShoeSpec { decks: Some(8), removed: Some("5 5 K".into()), shoe: None });
//! req.set_table(TableSpec { rules: "midi".into(), bets: "main".into(), custom_bets: vec![] });
//! assert_eq!(req.removed.as_deref(), Some("5 5 K"));
//! assert_eq!(req.shoe_spec().decks, Some(8));
//! # Ok::<(), punto_banco::Error>(())
//! ```

use super::{BetsChoice, MoneySpec, RulesChoice, TableSpec};
use crate::shoe::ShoeSpec;

/// A request that asks about one shoe: its `decks`, `removed` and `shoe` fields.
pub trait ShoeQuestion {
    /// The shoe fields, as a [`ShoeSpec`].
    fn shoe_spec(&self) -> ShoeSpec;
    /// Sets the shoe fields.
    fn set_shoe(&mut self, shoe: ShoeSpec);
}

/// A request priced under one rule set and selection of bets: its `rules`, `bets` and
/// `custom_bets` fields.
pub trait TableQuestion {
    /// The table fields, as a [`TableSpec`].
    fn table_spec(&self) -> TableSpec;
    /// Sets the table fields.
    fn set_table(&mut self, table: TableSpec);
    /// Sets the rule set only.
    fn set_rules(&mut self, rules: RulesChoice);
}

/// A request priced with the money options (`ev`, `simulate`): its `rebate`,
/// `rebate_bets`, `bankroll` and `table_max` fields.
pub trait MoneyQuestion {
    /// The money fields, as a [`MoneySpec`].
    fn money_spec(&self) -> MoneySpec;
    /// Sets the money fields.
    fn set_money(&mut self, money: MoneySpec);
}

/// Declares a request struct with the shared parts first (`shoe`: decks, removed, shoe;
/// `table`: rules, bets, custom bets), then its own fields; derives `Debug`, `Clone` and
/// `Deserialize` with `deny_unknown_fields` and `default`, and implements the traits of
/// its parts.
///
/// The forms: `shoe;` (the shoe part), `shoe, table;` (both, the selection of bets a
/// [`BetsChoice`](super::BetsChoice)), `table(TYPE);` (the table part alone, the selection
/// of bets of type `TYPE`: [`BetsChoice`](super::BetsChoice) or `Option<BetsChoice>`, see
/// [`BetsField`]); any of them wrapped in `money(..)` (the money part, after the request's
/// own fields: [`MoneyQuestion`]) or `rebate(..)` (its rebate alone, read with
/// `money_spec`).
macro_rules! question {
    (
        money($($head:tt)*);
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            @money [$($head)*] [
                /// A bankroll: each bet with a positive EV gets a suggested `stake`,
                /// bankroll × EV / Var.
                pub bankroll: Option<u64>,
                /// The table maximum that caps the stakes (an Égalité bet at an eighth of
                /// it).
                pub table_max: Option<u64>,
            ];
            $(#[$meta])*
            $vis struct $name { $($body)* }
        }

        impl $crate::api::MoneyQuestion for $name {
            fn money_spec(&self) -> $crate::api::MoneySpec {
                $crate::api::MoneySpec {
                    rebate: self.rebate.clone(),
                    rebate_bets: self.rebate_bets.clone(),
                    bankroll: self.bankroll,
                    table_max: self.table_max,
                }
            }

            fn set_money(&mut self, money: $crate::api::MoneySpec) {
                self.rebate = money.rebate;
                self.rebate_bets = money.rebate_bets;
                self.bankroll = money.bankroll;
                self.table_max = money.table_max;
            }
        }
    };
    (
        rebate($($head:tt)*);
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            @money [$($head)*] [];
            $(#[$meta])*
            $vis struct $name { $($body)* }
        }

        impl $name {
            /// The rebate fields, as a [`MoneySpec`](crate::api::MoneySpec) without stakes.
            pub fn money_spec(&self) -> $crate::api::MoneySpec {
                $crate::api::MoneySpec {
                    rebate: self.rebate.clone(),
                    rebate_bets: self.rebate_bets.clone(),
                    ..$crate::api::MoneySpec::default()
                }
            }
        }
    };
    (
        @money [$($head:tt)*] [$($stake:tt)*];
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            $($head)*;
            $(#[$meta])*
            $vis struct $name {
                $($body)*
                /// A rebate: the share of the stake paid back on every coup a bet is
                /// resolved (won or lost, not pushed): `"1.5%"`, `"0.015"` or `"3/200"`.
                pub rebate: Option<String>,
                /// The bets the rebate covers: `"main"` (Punto, Banco, Égalité) or `"all"`
                /// (default).
                pub rebate_bets: Option<String>,
                $($stake)*
            }
        }
    };
    (
        shoe;
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            @struct
            $(#[$meta])*
            $vis struct $name {
                /// Full decks in the shoe (default 6 unless `shoe` is given).
                #[cfg_attr(feature = "server", schema(minimum = 1, maximum = 82595524))]
                pub decks: Option<u32>,
                /// Cards already seen, removed from the shoe, e.g. `"5 5 K Kh"`.
                pub removed: Option<String>,
                /// Explicit remaining counts for all 13 ranks, `"A=24,2=24,...,K=24"`.
                pub shoe: Option<String>,
                $($body)*
            }
        }

        impl $crate::api::ShoeQuestion for $name {
            fn shoe_spec(&self) -> $crate::shoe::ShoeSpec {
                $crate::shoe::ShoeSpec {
                    decks: self.decks,
                    removed: self.removed.clone(),
                    shoe: self.shoe.clone(),
                }
            }

            fn set_shoe(&mut self, shoe: $crate::shoe::ShoeSpec) {
                self.decks = shoe.decks;
                self.removed = shoe.removed;
                self.shoe = shoe.shoe;
            }
        }
    };
    (
        shoe, table;
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            table($crate::api::BetsChoice), shoe;
            $(#[$meta])*
            $vis struct $name { $($body)* }
        }
    };
    (
        table($bets:ty);
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            table($bets), plain;
            $(#[$meta])*
            $vis struct $name { $($body)* }
        }
    };
    // The table part, then the shoe part (`shoe`) or none (`plain`).
    (
        table($bets:ty), $inner:ident;
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            $inner;
            $(#[$meta])*
            $vis struct $name {
                /// The rule set (default `standard`).
                pub rules: $crate::api::RulesChoice,
                /// The bets (default `main`; left out of a listing of bets: every
                /// built-in, or only the custom bets when some are given).
                pub bets: $bets,
                /// Custom bets, priced after the others (a built-in id replaces that bet).
                pub custom_bets: Vec<$crate::bets::Bet>,
                $($body)*
            }
        }
        table_question!($name);
    };
    (
        plain;
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        question! {
            @struct
            $(#[$meta])*
            $vis struct $name { $($body)* }
        }
    };
    (
        @struct
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
    ) => {
        #[derive(Debug, Clone, serde::Deserialize)]
        #[cfg_attr(feature = "server", derive(utoipa::ToSchema))]
        #[serde(deny_unknown_fields, default)]
        $(#[$meta])*
        $vis struct $name { $($body)* }
    };
}

/// The type of a request's `bets` field: a selection ([`BetsChoice`]), or one that may be
/// left out (`Option<BetsChoice>`, the listing of bets: every built-in, or only the custom
/// bets when some are given).
pub trait BetsField {
    /// The selection, given the request's custom bets.
    fn choice(&self, custom: &[crate::bets::Bet]) -> BetsChoice;
    /// The field holding `choice`.
    fn of(choice: BetsChoice) -> Self;
}

impl BetsField for BetsChoice {
    fn choice(&self, _: &[crate::bets::Bet]) -> BetsChoice {
        self.clone()
    }

    fn of(choice: BetsChoice) -> Self {
        choice
    }
}

impl BetsField for Option<BetsChoice> {
    fn choice(&self, custom: &[crate::bets::Bet]) -> BetsChoice {
        self.clone()
            .unwrap_or_else(|| if custom.is_empty() { "all" } else { "" }.into())
    }

    fn of(choice: BetsChoice) -> Self {
        Some(choice)
    }
}

/// Implements [`TableQuestion`] for a request with `rules`, `bets` and `custom_bets` fields.
macro_rules! table_question {
    ($name:ident) => {
        impl $crate::api::TableQuestion for $name {
            fn table_spec(&self) -> $crate::api::TableSpec {
                $crate::api::TableSpec {
                    rules: self.rules.clone(),
                    bets: $crate::api::BetsField::choice(&self.bets, &self.custom_bets),
                    custom_bets: self.custom_bets.clone(),
                }
            }

            fn set_table(&mut self, table: $crate::api::TableSpec) {
                self.rules = table.rules;
                self.bets = $crate::api::BetsField::of(table.bets);
                self.custom_bets = table.custom_bets;
            }

            fn set_rules(&mut self, rules: $crate::api::RulesChoice) {
                self.rules = rules;
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::super::{EorRequest, EvRequest, OddsRequest};
    use super::*;

    #[test]
    fn shared_fields_keep_their_names_and_unknown_fields_are_refused() {
        let text = r#"{"decks": 8, "removed": "5 K", "rules": "midi", "bets": ["tie"],
            "custom_bets": []}"#;
        let ev: EvRequest = serde_json::from_str(text).unwrap();
        let odds: OddsRequest = serde_json::from_str(text).unwrap();
        let eor: EorRequest = serde_json::from_str(text).unwrap();
        assert_eq!(ev.shoe_spec(), odds.shoe_spec());
        assert_eq!(eor.shoe_spec().removed.as_deref(), Some("5 K"));
        assert_eq!(ev.table_spec().bets, eor.table_spec().bets);
        for bad in [
            r#"{"deck": 8}"#,
            r#"{"custom_bet": []}"#,
            r#"{"decks": 8, "x": 1}"#,
        ] {
            let e = serde_json::from_str::<EvRequest>(bad)
                .unwrap_err()
                .to_string();
            assert!(
                e.starts_with("unknown field") && e.contains("`decks`, `removed`, `shoe`"),
                "{e}"
            );
            assert!(serde_json::from_str::<OddsRequest>(bad).is_err());
        }
    }

    #[test]
    fn parts_set_as_a_whole() {
        let mut req = OddsRequest::default();
        let shoe = ShoeSpec {
            decks: None,
            removed: None,
            shoe: Some("A=1".into()),
        };
        req.set_shoe(shoe.clone());
        req.set_rules("ez".into());
        assert_eq!(req.shoe_spec(), shoe);
        assert!(matches!(req.table_spec().rules, RulesChoice::Preset(ref n) if n == "ez"));
    }

    #[test]
    fn the_bets_listing_has_the_table_part_alone() {
        use super::super::BetsRequest;
        let req: BetsRequest =
            serde_json::from_str(r#"{"rules": "ez", "bets": ["tie"], "custom_bets": []}"#).unwrap();
        assert!(matches!(req.table_spec().rules, RulesChoice::Preset(ref n) if n == "ez"));
        assert_eq!(req.table_spec().bets, BetsChoice::List(vec!["tie".into()]));
        let e = serde_json::from_str::<BetsRequest>(r#"{"decks": 8}"#)
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("unknown field `decks`, expected one of `rules`, `bets`, `custom_bets`"),
            "{e}"
        );
        // Left out, the selection is every built-in, or the custom bets alone.
        assert_eq!(BetsRequest::default().table_spec().bets, "all".into());
        let custom = crate::bets::builtin("tie", &crate::Rules::preset("standard").unwrap());
        let mut req = BetsRequest {
            custom_bets: custom.into_iter().collect(),
            ..BetsRequest::default()
        };
        assert_eq!(req.table_spec().bets, "".into());
        req.set_table(TableSpec {
            rules: "midi".into(),
            bets: "main".into(),
            custom_bets: vec![],
        });
        assert_eq!(req.bets, Some("main".into()));
    }
}
