//! The inputs of the library's questions, as errors name them ([`Input`]).

/// An input of a question, as the library knows it. Each front end names it in its own
/// terms (see [`Words`](super::Words)); [`Input::name`] is the neutral name, the JSON field's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Input {
    /// Full decks in the shoe.
    Decks,
    /// Cards removed from the shoe.
    Removed,
    /// Explicit counts of the shoe.
    Shoe,
    /// The rule set (or, for `compare`, the rule sets).
    Rules,
    /// The selection of bets.
    Bets,
    /// One bet, by id (the bet `solve` solves).
    Bet,
    /// Custom bets (a bets file on the command line).
    CustomBets,
    /// Worker threads of a study.
    Threads,
    /// Shoes a study deals.
    Shoes,
    /// The index of a study's first shoe.
    FirstShoe,
    /// Counting tags of a study.
    Tags,
    /// A removal depth for effects of removal.
    Depth,
    /// A table layout of the output.
    Table,
    /// The output format.
    Format,
    /// The output file.
    Output,
    /// The share of each stake paid back (a rebate on loss).
    Rebate,
    /// Which bets a rebate is paid on (`main` or `all`).
    RebateBets,
    /// A player's bankroll for the risk of ruin.
    Bankroll,
    /// The table's largest stake.
    TableMax,
    /// Punto's exposed cards of a coup in play.
    Punto,
    /// Banco's exposed cards of a coup in play.
    Banco,
    /// A house procedure of a study or an audit (a preset's name).
    Procedure,
    /// The burn of a fresh shoe.
    Burn,
    /// Which coup is the last of a shoe.
    LastCoup,
    /// The shuffle model of a study.
    Shuffle,
    /// The bucket of a study's tallies by cards dealt.
    Bucket,
    /// Re-orderings of a permutation test (audit, review).
    Permutations,
    /// The significance level of an audit.
    Level,
    /// The significance level of a review.
    Alpha,
    /// A pay line, by number (the line `solve` solves for).
    Line,
    /// The positions of the coming coup a player sees (an information leak).
    See,
    /// A named exposure of a dealing procedure (an information leak).
    Exposure,
    /// The groups a seen card is read by (an information leak).
    Sort,
    /// The search for the best two-group sort (an information leak).
    BestSort,
    /// What the sort search partitions: values or ranks.
    By,
    /// How many sorts the search lists.
    Top,
}

impl Input {
    /// Every input, in the order above (what a test walks to check each name).
    pub const ALL: [Input; 36] = [
        Input::Decks,
        Input::Removed,
        Input::Shoe,
        Input::Rules,
        Input::Bets,
        Input::Bet,
        Input::CustomBets,
        Input::Threads,
        Input::Shoes,
        Input::FirstShoe,
        Input::Tags,
        Input::Depth,
        Input::Table,
        Input::Format,
        Input::Output,
        Input::Rebate,
        Input::RebateBets,
        Input::Bankroll,
        Input::TableMax,
        Input::Punto,
        Input::Banco,
        Input::Procedure,
        Input::Burn,
        Input::LastCoup,
        Input::Shuffle,
        Input::Bucket,
        Input::Permutations,
        Input::Level,
        Input::Alpha,
        Input::Line,
        Input::See,
        Input::Exposure,
        Input::Sort,
        Input::BestSort,
        Input::By,
        Input::Top,
    ];

    /// The neutral name: the field's name in the JSON of a request (`bets`, `first_shoe`).
    pub fn name(self) -> &'static str {
        match self {
            Input::Decks => "decks",
            Input::Removed => "removed",
            Input::Shoe => "shoe",
            Input::Rules => "rules",
            Input::Bets => "bets",
            Input::Bet => "bet",
            Input::CustomBets => "custom_bets",
            Input::Threads => "threads",
            Input::Shoes => "shoes",
            Input::FirstShoe => "first_shoe",
            Input::Tags => "tags",
            Input::Depth => "depth",
            Input::Table => "table",
            Input::Format => "format",
            Input::Output => "output",
            Input::Rebate => "rebate",
            Input::RebateBets => "rebate_bets",
            Input::Bankroll => "bankroll",
            Input::TableMax => "table_max",
            Input::Punto => "punto",
            Input::Banco => "banco",
            Input::Procedure => "procedure",
            Input::Burn => "burn",
            Input::LastCoup => "last_coup",
            Input::Shuffle => "shuffle",
            Input::Bucket => "bucket",
            Input::Permutations => "permutations",
            Input::Level => "level",
            Input::Alpha => "alpha",
            Input::Line => "line",
            Input::See => "see",
            Input::Exposure => "exposure",
            Input::Sort => "sort",
            Input::BestSort => "best_sort",
            Input::By => "by",
            Input::Top => "top",
        }
    }
}
