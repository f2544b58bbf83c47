//! One coup of a study as per-coup output sees it ([`super::Study::trace`]).

use crate::card::Card;

/// One bet on one coup, in a [`CoupRecord`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BetCoup {
    /// The exact EV of a unit bet before the coup, for the cards seen.
    pub ev: f64,
    /// Whether the exact player bet (EV > 0 exactly).
    pub bet: bool,
    /// The result of a unit bet on the coup dealt (pay, or −1).
    pub result: f64,
}

/// One count on one coup, in a [`CoupRecord`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountCoup {
    /// The running count before the coup.
    pub running: i64,
    /// Whether the trigger fired, so the count player bet.
    pub bet: bool,
}

/// Everything about one coup of a study, for per-coup output ([`super::Study::trace`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CoupRecord {
    /// The shoe's index.
    pub shoe: u64,
    /// The coup's number in its shoe, from 1.
    pub coup: u32,
    /// Cards seen before the coup (dealt, or turned face up by the burn).
    pub seen: u64,
    /// Cards not yet seen (unseen burned cards included).
    pub unseen: u64,
    /// Per bet, in the order of the spec.
    pub bets: Vec<BetCoup>,
    /// Per count, in the order of the spec.
    pub counts: Vec<CountCoup>,
    /// Punto's cards of the coup, in dealing order.
    pub punto: Vec<Card>,
    /// Banco's cards of the coup, in dealing order.
    pub banco: Vec<Card>,
    /// Cards burned before this coup (only before a shoe's first coup): a card turned face
    /// up as `Some`, a card burned face down as `None`.
    pub burn: Vec<Option<Card>>,
    /// After a shoe's last coup only: the cards left behind it (behind the cut card), in
    /// shoe order; empty on every other coup.
    pub rest: Vec<Card>,
}

/// What [`super::Study::trace`] calls with each coup.
pub type Trace<'a> = dyn FnMut(&CoupRecord) + 'a;
