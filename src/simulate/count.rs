//! The count player: point-count tags per bet and the trigger that decides when to bet.

use crate::analysis::TagSet;
use crate::error::{Error, Result};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Dragon 7 tags for A, 2, ..., 9, ten-value (E. Jacobson, "Co-Card Counting the Dragon and
/// Panda Side Bets in EZ Baccarat").
pub const DRAGON_7_TAGS: TagSet = TagSet::from_ten([0, 0, 0, -1, -1, -1, -1, 2, 2, 0]);

/// Panda 8 tags for A, 2, ..., 9, ten-value (same source).
pub const PANDA_8_TAGS: TagSet = TagSet::from_ten([1, 1, -2, -2, -2, -1, -1, -2, 4, 1]);

/// When the count player bets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Bet when the running count is at least this.
    Running(i64),
    /// Bet when the true count (running count per 52 unseen cards) is at least
    /// `numer / denom`; compared exactly as `rc x 52 x denom >= numer x unseen`.
    True {
        /// Numerator of the threshold.
        numer: i64,
        /// Denominator of the threshold (a power of ten from the decimal given).
        denom: i64,
    },
}

impl Trigger {
    /// Parses `rc>=N` (integer) or `tc>=X` (decimal, e.g. `tc>=4` or `tc>=2.5`).
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] naming the text and the allowed forms.
    pub fn parse(s: &str) -> Result<Trigger> {
        let bad = || {
            Error::count(format!(
                "trigger '{s}' is not rc>=N (running count, integer) or tc>=X (true count, decimal)"
            ))
        };
        let t = s.trim();
        if let Some(n) = t.strip_prefix("rc>=") {
            return n.trim().parse().map(Trigger::Running).map_err(|_| bad());
        }
        let x = t.strip_prefix("tc>=").ok_or_else(bad)?.trim();
        let (neg, digits) = match x.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, x),
        };
        let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
        if int.is_empty() && frac.is_empty()
            || !int.bytes().chain(frac.bytes()).all(|b| b.is_ascii_digit())
        {
            return Err(bad());
        }
        if frac.len() > 6 || int.len() > 9 {
            return Err(Error::count(format!(
                "trigger '{s}' has a true count with more than 9 digits before the point or \
                 6 decimals after it; write e.g. tc>=2.5"
            )));
        }
        let denom = 10i64.pow(frac.len() as u32);
        let magnitude: i64 = format!("{int}{frac}").parse().map_err(|_| bad())?;
        Ok(Trigger::True {
            numer: if neg { -magnitude } else { magnitude },
            denom,
        })
    }

    /// Whether the trigger fires for running count `rc` with `unseen` cards not yet seen.
    pub fn fires(self, rc: i64, unseen: u64) -> bool {
        match self {
            Trigger::Running(t) => rc >= t,
            Trigger::True { numer, denom } => {
                i128::from(rc) * 52 * i128::from(denom) >= i128::from(numer) * i128::from(unseen)
            }
        }
    }
}

impl fmt::Display for Trigger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Trigger::Running(t) => write!(f, "rc>={t}"),
            Trigger::True { numer, denom } => {
                let decimals = denom.ilog10() as usize;
                let sign = if numer < 0 { "-" } else { "" };
                let (q, r) = (
                    numer.unsigned_abs() / denom as u64,
                    numer.unsigned_abs() % denom as u64,
                );
                if decimals == 0 {
                    write!(f, "tc>={sign}{q}")
                } else {
                    write!(f, "tc>={sign}{q}.{r:0decimals$}")
                }
            }
        }
    }
}

/// Parses a trigger as [`Trigger::parse`] does; `Display` prints it back (`tc>=2.5`).
///
/// # Examples
/// ```
/// use punto_banco::simulate::Trigger;
/// let t: Trigger = "tc>=2.5".parse()?;
/// assert_eq!(t.to_string(), "tc>=2.5");
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl std::str::FromStr for Trigger {
    type Err = Error;

    fn from_str(s: &str) -> Result<Trigger> {
        Trigger::parse(s)
    }
}

/// Parses a divisor mode as [`DeckEstimate::parse`] does; `Display` prints its name.
impl std::str::FromStr for DeckEstimate {
    type Err = Error;

    fn from_str(s: &str) -> Result<DeckEstimate> {
        DeckEstimate::parse(s)
    }
}

impl fmt::Display for DeckEstimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How the true count's divisor, the decks remaining, is measured from the unseen cards.
///
/// Jacobson's articles divide the running count by "the number of decks remaining" without
/// saying how finely the decks are measured; these modes let a study try the usual readings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeckEstimate {
    /// Unseen cards / 52, to the card (the default).
    #[default]
    Exact,
    /// To the nearest half deck (26 cards; halves round up), at least half a deck.
    HalfDeck,
    /// To the nearest whole deck (half decks round up), at least one deck.
    Deck,
    /// Whole decks rounded up (a started deck counts as a deck).
    DeckUp,
    /// Whole decks rounded down, at least one deck.
    DeckDown,
}

/// Names of the [`DeckEstimate`] modes, in documentation order.
pub const DECK_ESTIMATES: [&str; 5] = ["exact", "half-deck", "deck", "deck-up", "deck-down"];

impl DeckEstimate {
    /// Parses one of [`DECK_ESTIMATES`].
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] naming the value and the allowed ones.
    pub fn parse(s: &str) -> Result<DeckEstimate> {
        match s.trim() {
            "exact" => Ok(DeckEstimate::Exact),
            "half-deck" => Ok(DeckEstimate::HalfDeck),
            "deck" => Ok(DeckEstimate::Deck),
            "deck-up" => Ok(DeckEstimate::DeckUp),
            "deck-down" => Ok(DeckEstimate::DeckDown),
            other => Err(Error::count(format!(
                "true-count divisor '{other}' is not one of {}",
                DECK_ESTIMATES.join(", ")
            ))),
        }
    }

    /// The name used on the command line and in output.
    pub fn name(self) -> &'static str {
        match self {
            DeckEstimate::Exact => "exact",
            DeckEstimate::HalfDeck => "half-deck",
            DeckEstimate::Deck => "deck",
            DeckEstimate::DeckUp => "deck-up",
            DeckEstimate::DeckDown => "deck-down",
        }
    }

    /// Decks remaining for `unseen` cards, as the fraction `(numerator, denominator)`.
    pub fn decks(self, unseen: u64) -> (u64, u64) {
        match self {
            DeckEstimate::Exact => (unseen, 52),
            DeckEstimate::HalfDeck => (((unseen + 13) / 26).max(1), 2),
            DeckEstimate::Deck => (((unseen + 26) / 52).max(1), 1),
            DeckEstimate::DeckUp => (unseen.div_ceil(52).max(1), 1),
            DeckEstimate::DeckDown => ((unseen / 52).max(1), 1),
        }
    }
}

/// A count for one bet: a tag per rank and a trigger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountPlan {
    /// The bet counted.
    pub bet: String,
    /// Tag of each rank (written as 10 values, A, 2, ..., 9, ten-value, when 10, J, Q and
    /// K share a tag, else as 13).
    pub tags: TagSet,
    /// When to bet.
    pub trigger: Trigger,
    /// How a true-count trigger measures the decks remaining (default exact).
    #[serde(default)]
    pub decks: DeckEstimate,
}

impl CountPlan {
    /// Parses `ID=TAGS[@TRIGGER]`: `TAGS` is a tag list as `eor --tags` reads it (10
    /// integers A..9, ten-value, or 13 A..K; separated by commas and/or spaces) or `jacobson` (the published tags of `dragon_7` and `panda_8`); the trigger defaults
    /// to `default_trigger(ID)`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] naming what is wrong.
    pub fn parse(s: &str) -> Result<CountPlan> {
        let (bet, rest) = s.split_once('=').ok_or_else(|| {
            Error::count(format!(
                "count '{s}' is not ID=TAGS[@TRIGGER], e.g. dragon_7=jacobson or \
                 dragon_7=0,0,0,-1,-1,-1,-1,2,2,0@tc>=4"
            ))
        })?;
        let bet = bet.trim().to_string();
        let (tags, trigger) = match rest.split_once('@') {
            Some((t, g)) => (t.trim(), Some(Trigger::parse(g)?)),
            None => (rest.trim(), None),
        };
        let tags = if tags == "jacobson" {
            jacobson_tags(&bet).ok_or_else(|| {
                Error::count(format!(
                    "no published tags for bet '{bet}'; 'jacobson' is known for dragon_7 and panda_8"
                ))
            })?
        } else {
            // The same reading as `eor --tags`: 10 or 13 values, spaces or commas.
            TagSet::parse(tags)?
        };
        let trigger = match trigger {
            Some(t) => t,
            None => default_trigger(&bet).ok_or_else(|| {
                Error::count(format!(
                    "count for '{bet}' needs a trigger, e.g. {bet}=...@tc>=4 or @rc>=10"
                ))
            })?,
        };
        Ok(CountPlan {
            bet,
            tags,
            trigger,
            decks: DeckEstimate::Exact,
        })
    }

    /// A count derived from the exact effects of removal of `bet` on a full shoe of `decks`
    /// decks under `rules`: balanced integer tags of at most `max_tag` in size (see
    /// [`crate::analysis::derive_tags`]). Pair bets may give 10, J, Q and K different tags.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] when the bet cannot be priced on the shoe, or when no
    /// trigger is given and the bet has no default.
    pub fn derived(
        bet: &crate::bets::Bet,
        rules: &crate::rules::Rules,
        decks: u32,
        max_tag: u32,
        trigger: Option<Trigger>,
    ) -> Result<CountPlan> {
        let shoe = crate::shoe::Shoe::with_decks(decks)?;
        let pricer = crate::analysis::Pricer::new(rules, std::slice::from_ref(bet))?;
        let eor = crate::analysis::effect_of_removal(&pricer, &shoe, 1)?;
        let effects: [Option<num_rational::BigRational>; 13] =
            std::array::from_fn(|r| eor.bets()[0].eor(crate::card::Rank::ALL[r]).cloned());
        if effects.iter().all(Option::is_none) {
            return Err(Error::count(format!(
                "cannot derive tags for '{}': it cannot be priced on this shoe",
                bet.id
            )));
        }
        let tags = crate::analysis::derive_tags(&effects, &shoe.counts(), max_tag)?.tags;
        let trigger = trigger
            .or_else(|| default_trigger(&bet.id))
            .ok_or_else(|| {
                Error::count(format!(
                    "count for '{}' needs a trigger, e.g. {}=derived@tc>=4",
                    bet.id, bet.id
                ))
            })?;
        Ok(CountPlan {
            bet: bet.id.clone(),
            tags,
            trigger,
            decks: DeckEstimate::Exact,
        })
    }

    /// Whether the trigger fires for running count `rc` with `unseen` cards not yet seen, the
    /// decks remaining measured by [`CountPlan::decks`]. A true count `rc / decks >= X` is
    /// compared exactly as `rc x den x X.den >= X.num x num` for `decks = num / den`.
    pub fn fires(&self, rc: i64, unseen: u64) -> bool {
        match self.trigger {
            Trigger::Running(_) => self.trigger.fires(rc, unseen),
            Trigger::True { numer, denom } => {
                let (k, q) = self.decks.decks(unseen);
                i128::from(rc) * i128::from(q) * i128::from(denom)
                    >= i128::from(numer) * i128::from(k)
            }
        }
    }

    /// Splits `ID=derived[:MAX][@TRIGGER]` into the bet id, the largest tag (default 4) and
    /// the trigger; `None` when the tags are not `derived`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] for a malformed MAX or trigger.
    pub fn parse_derived(s: &str) -> Result<Option<(String, u32, Option<Trigger>)>> {
        let Some((bet, rest)) = s.split_once('=') else {
            return Ok(None);
        };
        let (tags, trigger) = match rest.split_once('@') {
            Some((t, g)) => (t.trim(), Some(Trigger::parse(g)?)),
            None => (rest.trim(), None),
        };
        let Some(max) = tags.strip_prefix("derived") else {
            return Ok(None);
        };
        let max = match max.strip_prefix(':') {
            None if max.is_empty() => 4,
            Some(m) => m.parse().map_err(|_| {
                Error::count(format!(
                    "largest tag '{m}' in '{s}' is not a whole number (e.g. derived:4)"
                ))
            })?,
            None => {
                return Err(Error::count(format!(
                    "count '{s}': write derived or derived:MAX, e.g. dragon_7=derived:4"
                )))
            }
        };
        Ok(Some((bet.trim().to_string(), max, trigger)))
    }

    /// The tag of a card of rank `rank`.
    pub fn tag(&self, rank: crate::card::Rank) -> i64 {
        self.tags.tag(rank)
    }
}

/// The published tags of a bet, if any.
pub fn jacobson_tags(bet: &str) -> Option<TagSet> {
    match bet {
        "dragon_7" => Some(DRAGON_7_TAGS),
        "panda_8" => Some(PANDA_8_TAGS),
        _ => None,
    }
}

/// The default trigger of a bet with published tags: true count +4 for Dragon 7 (the
/// threshold Jacobson's Wizard of Odds appendix gives) and the best true-count threshold
/// of our own sweep for Panda 8 (`docs/simulate.md`).
pub fn default_trigger(bet: &str) -> Option<Trigger> {
    match bet {
        "dragon_7" => Some(Trigger::True { numer: 4, denom: 1 }),
        "panda_8" => Some(Trigger::True {
            numer: 11,
            denom: 1,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Rank;

    #[test]
    fn triggers_parse_and_print_back() {
        for s in ["rc>=4", "rc>=-3", "tc>=4", "tc>=2.5", "tc>=-0.25"] {
            assert_eq!(Trigger::parse(s).unwrap().to_string(), s);
        }
        for bad in ["rc>4", "tc>=", "tc>=1.2.3", "tc>=x", "4"] {
            let e = Trigger::parse(bad).unwrap_err().to_string();
            assert!(e.contains(&format!("'{bad}'")), "{e}");
        }
    }

    #[test]
    fn true_count_compares_exactly_per_deck_unseen() {
        let t = Trigger::parse("tc>=4").unwrap();
        // 104 unseen cards = 2 decks: rc 8 is exactly tc 4.
        assert!(t.fires(8, 104));
        assert!(!t.fires(7, 104));
        assert!(Trigger::parse("rc>=8").unwrap().fires(8, 400));
    }

    #[test]
    fn deck_estimates_parse_and_measure_decks_remaining() {
        for m in DECK_ESTIMATES {
            assert_eq!(DeckEstimate::parse(m).unwrap().name(), m);
        }
        let e = DeckEstimate::parse("quarter").unwrap_err().to_string();
        assert!(e.contains("'quarter'") && e.contains("half-deck"), "{e}");
        // (unseen, exact, half-deck, deck, deck-up, deck-down), decks as numerator/denominator.
        let cases = [
            (100u64, (100, 52), (4, 2), (2, 1), (2, 1), (1, 1)),
            (77, (77, 52), (3, 2), (1, 1), (2, 1), (1, 1)),
            (78, (78, 52), (3, 2), (2, 1), (2, 1), (1, 1)),
            (20, (20, 52), (1, 2), (1, 1), (1, 1), (1, 1)),
            (6, (6, 52), (1, 2), (1, 1), (1, 1), (1, 1)),
        ];
        for (unseen, exact, half, deck, up, down) in cases {
            assert_eq!(DeckEstimate::Exact.decks(unseen), exact);
            assert_eq!(DeckEstimate::HalfDeck.decks(unseen), half, "{unseen}");
            assert_eq!(DeckEstimate::Deck.decks(unseen), deck, "{unseen}");
            assert_eq!(DeckEstimate::DeckUp.decks(unseen), up, "{unseen}");
            assert_eq!(DeckEstimate::DeckDown.decks(unseen), down, "{unseen}");
        }
    }

    #[test]
    fn the_divisor_changes_when_a_true_count_fires() {
        let mut p = CountPlan::parse("dragon_7=jacobson@tc>=4").unwrap();
        assert_eq!(p.decks, DeckEstimate::Exact);
        // 30 unseen cards are 0.58 decks exactly, half a deck to the nearest half deck, one
        // deck to the nearest deck. rc 2: exact tc 3.47 (no), half-deck 4 (yes), deck 2 (no).
        assert!(!p.fires(2, 30));
        p.decks = DeckEstimate::HalfDeck;
        assert!(p.fires(2, 30) && !p.fires(1, 30));
        p.decks = DeckEstimate::Deck;
        assert!(!p.fires(3, 30) && p.fires(4, 30));
        p.decks = DeckEstimate::Exact;
        assert!(p.fires(3, 30));
        // Running-count triggers ignore the divisor.
        let mut r = CountPlan::parse("dragon_7=jacobson@rc>=4").unwrap();
        r.decks = DeckEstimate::DeckUp;
        assert!(r.fires(4, 400) && !r.fires(3, 10));
    }

    #[test]
    fn jacobson_presets_and_explicit_tags() {
        let p = CountPlan::parse("dragon_7=jacobson").unwrap();
        assert_eq!(p.tags, DRAGON_7_TAGS);
        assert_eq!(p.tag(Rank::Eight), 2);
        assert_eq!(p.tag(Rank::King), 0);
        let p = CountPlan::parse("punto=1,1,1,1,1,1,1,1,1,-9@rc>=3").unwrap();
        assert_eq!((p.tag(Rank::Ace), p.tag(Rank::Queen)), (1, -9));
        assert!(CountPlan::parse("punto=jacobson").is_err());
        assert!(CountPlan::parse("punto=1,2").is_err());
        assert!(CountPlan::parse("punto=1,1,1,1,1,1,1,1,1,1").is_err());
    }

    #[test]
    fn tags_read_as_eor_reads_them_ten_or_thirteen_spaces_or_commas() {
        // The same text gives the same tags in `eor --tags` (TagSet) and `simulate --tags`.
        for text in [
            "0,0,0,-1,-1,-1,-1,2,2,0",
            "0 0 0 -1 -1 -1 -1 2 2 0",
            "0, 0, 0, -1, -1, -1, -1, 2, 2, 0, 0, 0, 0",
        ] {
            let plan = CountPlan::parse(&format!("dragon_7={text}@tc>=3")).unwrap();
            assert_eq!(plan.tags, TagSet::parse(text).unwrap(), "{text}");
            assert_eq!(plan.tags, DRAGON_7_TAGS);
        }
        // 13 values with distinct face cards are kept per rank (a pair bet's count).
        let p = CountPlan::parse("punto_pair=0 0 0 0 0 0 0 0 0 1 -1 0 0@rc>=2").unwrap();
        assert_eq!((p.tag(Rank::Ten), p.tag(Rank::Jack)), (1, -1));
        let json = serde_json::to_string(&p).unwrap();
        assert!(json.contains("[0,0,0,0,0,0,0,0,0,1,-1,0,0]"), "{json}");
        assert_eq!(serde_json::from_str::<CountPlan>(&json).unwrap(), p);
        let dragon = serde_json::to_string(&CountPlan::parse("dragon_7=jacobson").unwrap());
        assert!(dragon.unwrap().contains("[0,0,0,-1,-1,-1,-1,2,2,0]"));
    }

    #[test]
    fn derived_panda_count_is_the_published_one() {
        let rules = crate::rules::Rules::preset("standard").unwrap();
        let bet = crate::bets::builtin("panda_8", &rules).unwrap();
        let (id, max, trigger) = CountPlan::parse_derived("panda_8=derived:4")
            .unwrap()
            .unwrap();
        assert_eq!((id.as_str(), max, trigger), ("panda_8", 4, None));
        let plan = CountPlan::derived(&bet, &rules, 8, max, trigger).unwrap();
        // Derived from the exact EORs at level 4, the count is Jacobson's published one.
        assert_eq!(plan.tags, PANDA_8_TAGS);
        assert!(CountPlan::parse_derived("panda_8=derived:x").is_err());
        assert_eq!(CountPlan::parse_derived("panda_8=jacobson").unwrap(), None);
    }
}
