//! Published figures a par sheet reproduces: values printed by third parties (each with its
//! source), copied from the project's list of published figures (the reference the test
//! suite checks against). A report looks up the ones that apply to its rule set and shoe and
//! shows each next to the engine's value. A figure is data, not a test oracle here: the
//! report states whether this run reproduces it.

use crate::bets::Winner;

/// What a published value measures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quantity {
    /// Ordered six-card sequences in all.
    Total,
    /// Sequences on which this side wins the coup.
    Outcome(Winner),
    /// Sequences falling on pay line `line` (0-based) of bet `bet`.
    Line(&'static str, usize),
    /// A bet's house edge in percent, rounded to `decimals` places.
    EdgePercent(&'static str, usize),
    /// A bet's standard deviation per unit, rounded to `decimals` places.
    Sd(&'static str, usize),
    /// Exact probability that pay line `line` of bet `bet` decides the bet.
    Probability(&'static str, usize),
}

/// One published value for one rule set and number of decks.
#[derive(Debug, Clone)]
pub(crate) struct Published {
    /// The preset it applies to.
    pub rules: &'static str,
    /// Full decks in the shoe.
    pub decks: u32,
    /// What is measured, in words.
    pub what: String,
    /// How to read it from the results.
    pub quantity: Quantity,
    /// The value as published (counts with thousands separators, percentages with `%`).
    pub value: &'static str,
    /// Where it was published.
    pub source: &'static str,
}

const WOO_DECKS: &str = "Wizard of Odds, \"Baccarat Odds for 1 to 12 Decks\"";
const MPB: &str = "multiplayerbaccarat.com/odds.html (citing Thorp)";
const WOO_EDGE: &str = "Wizard of Odds, \"What is the House Edge?\"";
const WOO_DRAGON: &str = "Wizard of Odds, baccarat appendix 5 (Dragon Bonus)";
const WOO_EZ: &str = "Wizard of Odds, \"EZ Baccarat\"";
const WOO_EGALITE: &str = "Wizard of Odds, \"Egalite\"";

macro_rules! p {
    ($rules:expr, $decks:expr, $what:expr, $q:expr, $value:expr, $source:expr) => {
        Published {
            rules: $rules,
            decks: $decks,
            what: $what.to_string(),
            quantity: $q,
            value: $value,
            source: $source,
        }
    };
}

use Quantity::*;
use Winner::{Banco as B, Punto as P, Tie as T};

/// Main-bet counts by decks: (decks, Banco wins, Punto wins, tie, total).
#[rustfmt::skip]
const MAIN_COUNTS: [(u32, &str, &str, &str, &str); 7] = [
    (1, "6,737,232,640", "6,548,674,432", "1,372,227,328", "14,658,134,400"),
    (2, "501,543,728,128", "487,816,735,232", "103,154,274,240", "1,092,514,737,600"),
    (3, "6,000,349,195,008", "5,837,305,562,496", "1,238,768,922,816", "13,076,423,680,320"),
    (4, "34,543,624,867,840", "33,608,344,225,792", "7,145,601,996,928", "75,297,571,090,560"),
    (5, "133,700,037,548,800", "130,087,780,016,000", "27,690,387,926,400", "291,478,205,491,200"),
    (6, "403,095,751,234,560", "392,220,492,728,832", "83,552,962,932,288", "878,869,206,895,680"),
    (8, "2,292,252,566,437,888", "2,230,518,282,592,256", "475,627,426,473,216", "4,998,398,275,503,360"),
];

/// Every published figure the reports know, in the order reports list them.
#[rustfmt::skip]
pub(crate) fn published() -> Vec<Published> {
    let mut v = Vec::new();
    for (decks, banco, punto, tie, total) in MAIN_COUNTS {
        v.extend([
            p!("standard", decks, "Banco wins (sequences)", Outcome(B), banco, WOO_DECKS),
            p!("standard", decks, "Punto wins (sequences)", Outcome(P), punto, WOO_DECKS),
            p!("standard", decks, "Égalité (sequences)", Outcome(T), tie, WOO_DECKS),
            p!("standard", decks, "All sequences", Total, total, WOO_DECKS),
        ]);
    }
    for (decks, banco, punto, tie) in [(8, "1.0579%", "1.2351%", "14.3596%"), (6, "1.0558%", "1.2374%", "14.4382%")] {
        v.extend([
            p!("standard", decks, "Banco house edge", EdgePercent("banco", 4), banco, MPB),
            p!("standard", decks, "Punto house edge", EdgePercent("punto", 4), punto, MPB),
            p!("standard", decks, "Égalité house edge", EdgePercent("tie", 4), tie, MPB),
        ]);
    }
    v.extend([
        p!("standard", 8, "Banco standard deviation", Sd("banco", 4), "0.9274", WOO_EDGE),
        p!("standard", 8, "Punto standard deviation", Sd("punto", 4), "0.9512", WOO_EDGE),
        p!("standard", 8, "Égalité standard deviation", Sd("tie", 4), "2.6409", WOO_EDGE),
        p!("standard", 8, "Punto Pair probability", Probability("punto_pair", 0), "31/415", "Wizard of Odds, \"Baccarat\" (pairs)"),
        p!("standard", 8, "Punto Pair house edge", EdgePercent("punto_pair", 2), "10.36%", "Wizard of Odds, \"Baccarat\" (pairs)"),
        p!("standard", 6, "Punto Pair house edge", EdgePercent("punto_pair", 2), "11.25%", "Wizard of Odds, \"Baccarat\" (pairs)"),
        p!("standard", 8, "Perfect Pair house edge", EdgePercent("perfect_pair", 2), "13.03%", "Wizard of Odds, \"Perfect Pairs\""),
        p!("standard", 8, "Perfect Pair (250 for two) house edge", EdgePercent("perfect_pair_250", 2), "6.62%", "Wizard of Odds, \"Perfect Pairs\""),
        p!("standard", 8, "Dragon 7 wins (sequences)", Line("dragon_7", 0), "112,633,011,329,024", WOO_EZ),
        p!("standard", 8, "Dragon 7 house edge", EdgePercent("dragon_7", 4), "7.6113%", WOO_EZ),
        p!("standard", 8, "Dragon 7 standard deviation", Sd("dragon_7", 4), "6.0849", WOO_EZ),
        p!("standard", 8, "Panda 8 wins (sequences)", Line("panda_8", 0), "172,660,763,262,976", WOO_EZ),
        p!("standard", 8, "Panda 8 house edge", EdgePercent("panda_8", 4), "10.1876%", WOO_EZ),
        p!("standard", 8, "Lucky 6, two-card 6 (sequences)", Line("lucky_6", 0), "186,173,936,904,192", "Wizard of Odds, \"Lucky 6\""),
        p!("standard", 8, "Lucky 6, three-card 6 (sequences)", Line("lucky_6", 1), "83,058,367,551,488", "Wizard of Odds, \"Lucky 6\""),
        p!("standard", 8, "Lucky 6 (20:1) house edge", EdgePercent("lucky_6", 2), "16.68%", "Wizard of Odds, \"Lucky 6\""),
        p!("standard", 8, "Banco Natural 8 (sequences)", Line("banco_natural_8", 0), "472,508,456,071,680", "Wizard of Odds, \"Natural 8 and 9\""),
        p!("standard", 8, "Banco Natural 9 (sequences)", Line("banco_natural_9", 0), "474,361,430,409,216", "Wizard of Odds, \"Natural 8 and 9\""),
        p!("standard", 6, "Big house edge", EdgePercent("big", 2), "4.35%", "playbaccarat.com"),
        p!("standard", 6, "Small house edge", EdgePercent("small", 2), "5.27%", "playbaccarat.com"),
    ]);
    // Dragon Bonus lines: natural win, natural tie, then wins by 9, 8, 7, 6, 5, 4.
    let dragon: [(&str, usize, &str, &str); 8] = [
        ("Natural win", 0, "812,685,054,124,032", "812,685,054,124,032"),
        ("Natural tie", 1, "89,325,908,267,520", "89,325,908,267,520"),
        ("Win by 9", 2, "18,409,431,764,992", "15,390,342,909,952"),
        ("Win by 8", 3, "34,097,645,543,424", "28,305,092,784,128"),
        ("Win by 7", 4, "89,590,261,473,280", "79,517,099,278,336"),
        ("Win by 6", 5, "141,238,897,317,888", "119,200,072,366,080"),
        ("Win by 5", 6, "166,169,165,987,840", "157,275,882,332,160"),
        ("Win by 4", 7, "186,780,352,174,080", "201,147,167,287,296"),
    ];
    for (what, line, punto, banco) in dragon {
        let what_p = format!("Dragon Bonus on Punto, {what} (sequences)");
        let what_b = format!("Dragon Bonus on Banco, {what} (sequences)");
        v.push(p!("standard", 8, what_p, Line("dragon_bonus_punto", line), punto, WOO_DRAGON));
        v.push(p!("standard", 8, what_b, Line("dragon_bonus_banco", line), banco, WOO_DRAGON));
    }
    v.extend([
        p!("standard", 8, "Dragon Bonus on Punto house edge", EdgePercent("dragon_bonus_punto", 4), "2.6517%", WOO_DRAGON),
        p!("standard", 8, "Dragon Bonus on Banco house edge", EdgePercent("dragon_bonus_banco", 4), "9.3731%", WOO_DRAGON),
    ]);
    const EGALITE: [&str; 10] = [
        "28,979,901,420,544",
        "20,499,217,668,352",
        "20,006,606,104,576",
        "22,250,510,129,408",
        "36,294,133,463,040",
        "39,684,046,743,808",
        "96,170,001,308,416",
        "101,717,538,899,968",
        "54,879,416,675,072",
        "55,146,054,060,032",
    ];
    const EGALITE_IDS: [&str; 10] = [
        "egalite_0", "egalite_1", "egalite_2", "egalite_3", "egalite_4", "egalite_5",
        "egalite_6", "egalite_7", "egalite_8", "egalite_9",
    ];
    for (t, (id, count)) in EGALITE_IDS.iter().zip(EGALITE).enumerate() {
        let what = format!("Égalité on {t} (sequences)");
        v.push(p!("standard", 8, what, Line(id, 0), count, WOO_EGALITE));
    }
    v.extend([
        p!("tie-9", 8, "Égalité 9:1 house edge", EdgePercent("tie", 4), "4.8440%", MPB),
        p!("tie-9", 6, "Égalité 9:1 house edge", EdgePercent("tie", 4), "4.9313%", MPB),
        p!("commission-4", 8, "Banco 4% commission house edge", EdgePercent("banco", 4), "0.5993%", MPB),
        p!("commission-4", 6, "Banco 4% commission house edge", EdgePercent("banco", 4), "0.5972%", MPB),
        p!("ez", 8, "Banco house edge (no commission)", EdgePercent("banco", 4), "1.0183%", WOO_EZ),
        p!("ez", 8, "Banco wins with a three-card 7, pushed (sequences)", Line("banco", 0), "112,633,011,329,024", WOO_EZ),
        p!("super-6", 8, "Banco house edge (6 pays 1:2)", EdgePercent("banco", 4), "1.4581%", "E. Jacobson, 888casino blog, \"Super Six\""),
        p!("gold", 8, "Punto wins (sequences)", Outcome(P), "2,232,878,486,302,976", "Wizard of Odds, \"Baccarat Gold\""),
        p!("gold", 8, "Banco wins (sequences)", Outcome(B), "2,290,212,297,375,744", "Wizard of Odds, \"Baccarat Gold\""),
        p!("gold", 8, "Égalité (sequences)", Outcome(T), "475,307,491,824,640", "Wizard of Odds, \"Baccarat Gold\""),
    ]);
    v
}
