//! What the par sheet's rows and labels are, typed, for the text formats to put in words in
//! any language (none of it is in the JSON, which keeps its English words).

use num_rational::BigRational;

/// What a row of a return table is, for the text formats.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum RowKind {
    /// A pay line: its event.
    Line(crate::bets::Event),
    /// The losing row.
    Lose,
    /// The total row.
    Total,
}

/// The shoe analysed, for the text formats.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum ShoeKind {
    /// Full decks.
    Decks { decks: u32, cards: u64 },
    /// Full decks less some cards.
    Removed {
        decks: u32,
        removed: String,
        cards: u64,
    },
    /// A shoe given card by card.
    Explicit { cards: u64, spec: String },
}

/// What a counted row of the distributions is, for the text formats.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum CountKind {
    /// The coup's winner.
    Winner(crate::bets::Winner),
    /// Cards dealt.
    Cards(u64),
}

/// What a run-time check checks, for the text formats (with its values).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum CheckKind {
    /// Total weight equals the product.
    TotalWeight(num_bigint::BigUint, num_bigint::BigUint),
    /// The 10 x 10 totals sum to the total.
    TotalsSum(num_bigint::BigUint),
    /// The cards-dealt distribution sums to the total.
    CardsDealtSum(num_bigint::BigUint),
    /// A bet's combinations and probabilities sum up.
    BetSums {
        name: String,
        combinations: num_bigint::BigUint,
        probability: BigRational,
    },
}

/// What a published figure measures, for the text formats.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum FigureKind {
    /// All sequences.
    Total,
    /// Sequences on which an event happens.
    Count(crate::bets::Event),
    /// A bet's house edge (the bet's name).
    HouseEdge(String),
    /// A bet's standard deviation.
    Sd(String),
    /// The probability of an event.
    Probability(crate::bets::Event),
    /// Anything else: the corpus's label, as it is.
    Other(String),
}
