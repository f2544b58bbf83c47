//! `leak`: the exact value of what a player sees of the coming coup before betting — a
//! card flashed, the group of a card read from its back, the groups of four cards laid face
//! down — and the search for the two-group sort worth most.

use super::bet_row::BetId;
use super::echo::{RulesEcho, ShoeEcho};
use super::{select_bets, shoe_of, Prepared, ShoeQuestion, TableQuestion, TableSpec};
use crate::error::{Error, ErrorKind, Input, Part, Result};
use crate::leak::{
    best_sorts, leak_value, parse_positions, Exposure, Leak, LeakValue, Sort, SortBy, SortValue,
};
use crate::limits::Cancel;
use crate::ratio::{to_f64, Exact};
use crate::shoe::ShoeSpec;
use num_rational::BigRational;
use serde::Serialize;

/// The value of every named exposure ([`Exposure::ALL`], sorted ones by the Crockfords
/// sort) for the main bets of `rules` on `shoe`, sitting out allowed: the par sheet's
/// section on information leaks.
///
/// # Errors
/// A shoe or rule set the leak walk refuses (see [`leak_value`]).
pub fn exposure_values(
    shoe: &crate::shoe::Shoe,
    rules: &crate::rules::Rules,
) -> Result<Vec<(Exposure, LeakValue)>> {
    let prepared = Prepared::of(rules, &crate::bets::main_bets(rules))?;
    Exposure::ALL
        .into_iter()
        .map(|e| Ok((e, leak_value(shoe, prepared.pricer(), &e.leak(None), true)?)))
        .collect()
}

/// The sorts a search lists when `top` is not given.
pub const DEFAULT_TOP: usize = 10;

question! {
    shoe, table;
    /// The fields of `leak` as the command line, a JSON body and Python give them: text,
    /// read once into a [`LeakRequest`] by [`LeakFields::parse`].
    #[derive(Default)]
    #[cfg_attr(feature = "server", schema(as = LeakBody,
        example = json!({"decks": 8, "see": "1,2,3,4", "sort": "6 7 8 9 | rest"})))]
    pub struct LeakFields {
        /// The positions seen, comma-separated (`"1"`, `"1,2,3,4"`): 1-4 Punto, Banco,
        /// Punto, Banco; 5 and 6 the fifth and sixth cards.
        pub see: Option<String>,
        /// A named exposure instead of `see`: `flash-1` … `flash-6`, `sorted-first`,
        /// `sorted-four`.
        pub exposure: Option<String>,
        /// How each seen card is read: groups of ranks separated by `|` (`"7 8 9 | rest"`),
        /// `rank` (the default) or `value`.
        pub sort: Option<String>,
        /// Bet on every coup (by default the player sits out when every EV is negative).
        pub no_sit_out: bool,
        /// Search every two-group sort for the best at the positions seen.
        pub best_sort: bool,
        /// What the search partitions: `value` (default, 511 sorts) or `rank` (4,095).
        pub by: Option<String>,
        /// How many sorts the search lists, best first (default 10, at most 100).
        #[cfg_attr(feature = "server", schema(value_type = Option<u32>, minimum = 1, maximum = 100))]
        pub top: Option<usize>,
    }
}

/// What the player sees of the coming coup: positions, or a named exposure, never both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen {
    /// The positions seen (1-6, each once; see [`parse_positions`]), each card read by the
    /// request's [`Reading`].
    Positions(Vec<u8>),
    /// A named exposure; a sorted one reads the request's sort (by default
    /// [`crate::leak::CROCKFORDS_SORT`]).
    Exposure(Exposure),
}

/// How each seen card is read: through one sort, or through each sort the search for the
/// best two-group sort tries, never both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// One sort; none reads positions by rank, and an exposure by its own sort.
    Sort(Option<Sort>),
    /// The search: what it partitions, and how many sorts it lists (1 to
    /// [`crate::leak::MAX_TOP`], checked by the search).
    Search {
        /// What the search partitions.
        by: SortBy,
        /// How many sorts it lists, best first.
        top: usize,
    },
}

impl Default for Reading {
    fn default() -> Reading {
        Reading::Sort(None)
    }
}

/// The question `leak` answers: what seeing some of the coup's cards (their rank, or their
/// group under a sort) is worth to a player who bets after seeing them. Its inputs are
/// typed: the front ends read them from text once ([`LeakFields::parse`]).
#[derive(Debug, Clone)]
pub struct LeakRequest {
    /// The shoe before the coup.
    pub shoe: ShoeSpec,
    /// The rule set and the bets the player chooses among.
    pub table: TableSpec,
    /// What is seen.
    pub seen: Seen,
    /// How the seen cards are read.
    pub reading: Reading,
    /// Whether the player sits out when every EV is negative (the default), or bets on
    /// every coup.
    pub sit_out: bool,
}

impl LeakFields {
    /// Reads the fields into a [`LeakRequest`]: the sort, the positions or the exposure,
    /// the search, each checked once and the combinations that do not go together refused.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] for positions, a sort, an exposure or a partition
    /// that cannot be read, or a combination that does not go together.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::{LeakFields, Reading, Seen};
    /// let fields = LeakFields { see: Some("1,2".into()), ..Default::default() };
    /// let req = fields.parse()?;
    /// assert_eq!(req.seen, Seen::Positions(vec![1, 2]));
    /// assert_eq!(req.reading, Reading::Sort(None));
    /// let both = LeakFields { exposure: Some("flash-1".into()), ..fields };
    /// assert!(both.parse().unwrap_err().to_string().contains("not both"));
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn parse(&self) -> Result<LeakRequest> {
        let err = |parts: Vec<Part>| Error::templated(ErrorKind::BadLeak, parts);
        let sort = self.sort.as_deref().map(Sort::parse).transpose()?;
        if self.best_sort && sort.is_some() {
            return Err(err(vec![
                Input::BestSort.into(),
                " tries every two-group sort; give either ".into(),
                Input::Sort.into(),
                " or ".into(),
                Input::BestSort.into(),
                ", not both".into(),
            ]));
        }
        if !self.best_sort && (self.by.is_some() || self.top.is_some()) {
            return Err(err(vec![
                Input::By.into(),
                " and ".into(),
                Input::Top.into(),
                " shape a sort search; ask for the search with ".into(),
                Input::BestSort.into(),
                " to use them".into(),
            ]));
        }
        let seen = match (&self.see, &self.exposure) {
            (Some(_), Some(_)) => {
                return Err(err(vec![
                    "give the positions seen (".into(),
                    Input::See.into(),
                    ") or a named exposure (".into(),
                    Input::Exposure.into(),
                    "), not both".into(),
                ]))
            }
            (None, None) => {
                return Err(err(vec![
                    "nothing is seen: give the positions seen (".into(),
                    Input::See.into(),
                    ": 1 to 6, comma-separated) or a named exposure (".into(),
                    Input::Exposure.into(),
                    ": flash-1 to flash-6, sorted-first, sorted-four)".into(),
                ]))
            }
            (Some(see), None) => Seen::Positions(parse_positions(see)?),
            (None, Some(name)) => Seen::Exposure(Exposure::parse(name)?),
        };
        let reading = if self.best_sort {
            let by = self.by.as_deref().map(SortBy::parse).transpose()?;
            Reading::Search {
                by: by.unwrap_or_default(),
                top: self.top.unwrap_or(DEFAULT_TOP),
            }
        } else {
            Reading::Sort(sort)
        };
        Ok(LeakRequest {
            shoe: self.shoe_spec(),
            table: self.table_spec(),
            seen,
            reading,
            sit_out: !self.no_sit_out,
        })
    }
}

impl LeakRequest {
    /// The leak asked for (positions and sort; a search's first reading by rank), without
    /// walking, and the named exposure it comes from.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] for positions outside 1-6 or given twice (a request
    /// built by hand; [`LeakFields::parse`] refuses them).
    pub fn leak(&self) -> Result<(Leak, Option<Exposure>)> {
        let sort = match &self.reading {
            Reading::Sort(sort) => sort.as_ref(),
            Reading::Search { .. } => None,
        };
        match &self.seen {
            Seen::Positions(positions) => Ok((
                Leak::new(positions, sort.cloned().unwrap_or_else(Sort::ranks))?,
                None,
            )),
            Seen::Exposure(e) => Ok((e.leak(sort), Some(*e))),
        }
    }

    /// An upper bound of the additions the leak's walk and search make, computed without
    /// walking: the cost a server checks before it starts.
    ///
    /// # Errors
    /// As [`LeakRequest::run`] for the leak, the rules and the bets.
    pub fn work(&self) -> Result<u64> {
        let (leak, _) = self.leak()?;
        let rules = self.table.rules.resolve()?;
        let bets = select_bets(&self.table.bets, &self.table.custom_bets, &rules)?;
        let width = bets.len() as u64 + 1;
        // The walk: at most 13^4 choices of the first four cards, 13 × 13 of the next two.
        let walk = 13u64.pow(4) * 169 * width;
        let search = match self.reading {
            Reading::Search { by, .. } => 13u64
                .saturating_pow(leak.positions().len() as u32)
                .saturating_mul(width)
                .saturating_mul(by.two_group_sorts().len() as u64),
            Reading::Sort(_) => 0,
        };
        Ok(walk.saturating_add(search))
    }

    /// Computes the report.
    ///
    /// # Errors
    /// Any invalid shoe, rule set or bet; a perfect-pair bet; a leak or search over the
    /// limits of [`crate::leak`].
    ///
    /// # Examples
    /// ```
    /// use punto_banco::api::LeakFields;
    /// let fields = LeakFields { decks: Some(8), see: Some("1".into()), ..Default::default() };
    /// let r = fields.parse()?.run()?;
    /// assert_eq!(format!("{:.3}", r.edge_percent), "6.765");
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn run(&self) -> Result<LeakReport> {
        self.run_cancellable(&Cancel::default())
    }

    /// [`LeakRequest::run`], its search of the best sorts stopped once `cancel` is raised
    /// (how a server drops the work of a client gone away).
    ///
    /// # Errors
    /// As [`LeakRequest::run`]; [`crate::ErrorKind::Runtime`] once `cancel` is raised.
    pub fn run_cancellable(&self, cancel: &Cancel) -> Result<LeakReport> {
        let (leak, exposure) = self.leak()?;
        let (spec, shoe) = shoe_of(self.shoe.decks, &self.shoe.removed, &self.shoe.shoe)?;
        let rules = self.table.rules.resolve()?;
        let bets = select_bets(&self.table.bets, &self.table.custom_bets, &rules)?;
        let prepared = Prepared::of(&rules, &bets)?;
        let sit_out = self.sit_out;
        let (leak, sorts) = match self.reading {
            Reading::Search { by, top } => {
                let pricer = prepared.pricer();
                let found = best_sorts(&shoe, pricer, leak.positions(), by, sit_out, top, cancel)?;
                let best = Leak::new(leak.positions(), found[0].sort.clone())?;
                (best, Some(found.iter().map(SortReport::new).collect()))
            }
            Reading::Sort(_) => (leak, None),
        };
        let value = leak_value(&shoe, prepared.pricer(), &leak, sit_out)?;
        Ok(LeakReport::new(
            RulesEcho::new(&rules),
            ShoeEcho::new(&spec, &shoe),
            &leak,
            exposure,
            sit_out,
            &value,
            sorts,
        ))
    }
}

/// An exact value with its percentage.
fn pair(r: &BigRational) -> (Exact, f64) {
    (Exact::from(r), 100.0 * to_f64(r))
}

/// One bet's EV in one information state.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StateEv {
    /// The bet's id.
    pub id: String,
    /// Its EV given the state, exact.
    pub ev: Exact,
    /// The same in percent of the stake.
    pub ev_percent: f64,
}

/// One information state: what was seen, how likely it is, and the bet made.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StateReport {
    /// What was seen at each position, in order: the rank, or the ranks of its group.
    pub seen: Vec<String>,
    /// P(this state), exact.
    pub probability: Exact,
    /// The same in percent.
    pub probability_percent: f64,
    /// The bet made (its id); absent when the player sits out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bet: Option<String>,
    /// The EV of the bet made, exact.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev: Option<Exact>,
    /// The same in percent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ev_percent: Option<f64>,
    /// Every bet's EV in this state.
    pub evs: Vec<StateEv>,
}

/// One bet's part of the leak's value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeakBetReport {
    /// The bet.
    #[serde(flatten)]
    pub bet: BetId,
    /// P(this bet is made), exact.
    pub share: Exact,
    /// The same in percent.
    pub share_percent: f64,
    /// The edge per coup it contributes, exact.
    pub edge: Exact,
    /// The same in percent.
    pub edge_percent: f64,
}

/// One sort found by the search.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SortReport {
    /// The ranks of each group, in order.
    pub groups: Vec<Vec<String>>,
    /// The sort as text (`4 5 6 7 8 9 | A 2 3 10 J Q K`).
    pub sort: String,
    /// The edge per coup through this sort, exact.
    pub edge: Exact,
    /// The same in percent.
    pub edge_percent: f64,
    /// P(a bet is made), in percent.
    pub share_bet_percent: f64,
}

impl SortReport {
    fn new(s: &SortValue) -> SortReport {
        let (edge, edge_percent) = pair(&s.edge);
        SortReport {
            groups: s
                .sort
                .groups()
                .iter()
                .map(|g| g.iter().map(|r| r.symbol().to_string()).collect())
                .collect(),
            sort: s.sort.to_string(),
            edge,
            edge_percent,
            share_bet_percent: 100.0 * to_f64(&s.share_bet),
        }
    }
}

/// The value of an information leak. Serialized, it is the JSON form of `punto-banco leak`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeakReport {
    /// Always "exact".
    pub engine: &'static str,
    /// The rule set.
    pub rules: RulesEcho,
    /// The shoe.
    pub shoe: ShoeEcho,
    /// The named exposure asked for, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exposure: Option<String>,
    /// The positions seen (1-4 Punto, Banco, Punto, Banco; 5, 6 the next two cards).
    pub positions: Vec<u8>,
    /// How each seen card is read: `rank`, or the sort's groups (`7 8 9 | A 2 …`).
    pub sort: String,
    /// Whether the player may sit out a coup (bets only when some EV is 0 or more).
    pub sit_out: bool,
    /// The player's expected gain per coup per unit staked, exact (sat-out coups count 0).
    pub edge: Exact,
    /// The same in percent.
    pub edge_percent: f64,
    /// The same with nothing seen, exact.
    pub edge_unseen: Exact,
    /// The same in percent.
    pub edge_unseen_percent: f64,
    /// P(a bet is made), exact.
    pub share_bet: Exact,
    /// The same in percent.
    pub share_bet_percent: f64,
    /// Every information state of positive probability.
    pub states: Vec<StateReport>,
    /// Per bet, its share of the coups and of the edge.
    pub bets: Vec<LeakBetReport>,
    /// The search's sorts, best first (with the search; then `states` are the best's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sorts: Option<Vec<SortReport>>,
}

impl StateReport {
    fn new(s: &crate::leak::StateValue, sort: &Sort, ids: &[&str]) -> StateReport {
        let (probability, probability_percent) = pair(&s.probability);
        let best = s.best.map(|b| pair(&s.evs[b]));
        StateReport {
            seen: s.groups.iter().map(|&g| sort.group_text(g)).collect(),
            probability,
            probability_percent,
            bet: s.best.map(|b| ids[b].to_string()),
            ev: best.as_ref().map(|b| b.0.clone()),
            ev_percent: best.map(|b| b.1),
            evs: s
                .evs
                .iter()
                .zip(ids)
                .map(|(ev, id)| {
                    let (ev, ev_percent) = pair(ev);
                    StateEv {
                        id: id.to_string(),
                        ev,
                        ev_percent,
                    }
                })
                .collect(),
        }
    }
}

impl LeakReport {
    fn new(
        rules: RulesEcho,
        shoe: ShoeEcho,
        leak: &Leak,
        exposure: Option<Exposure>,
        sit_out: bool,
        v: &LeakValue,
        sorts: Option<Vec<SortReport>>,
    ) -> LeakReport {
        let sort = leak.sort();
        let ids: Vec<&str> = v.bets.iter().map(|b| b.id.as_str()).collect();
        let states = v
            .states
            .iter()
            .map(|s| StateReport::new(s, sort, &ids))
            .collect();
        let (edge, edge_percent) = pair(&v.edge);
        let (edge_unseen, edge_unseen_percent) = pair(&v.edge_unseen);
        let (share_bet, share_bet_percent) = pair(&v.share_bet);
        LeakReport {
            engine: "exact",
            rules,
            shoe,
            exposure: exposure.map(Exposure::name),
            positions: leak.positions().to_vec(),
            sort: if sort.is_ranks() {
                "rank".into()
            } else {
                sort.to_string()
            },
            sit_out,
            edge,
            edge_percent,
            edge_unseen,
            edge_unseen_percent,
            share_bet,
            share_bet_percent,
            states,
            bets: v
                .bets
                .iter()
                .map(|b| {
                    let (share, share_percent) = pair(&b.share);
                    let (edge, edge_percent) = pair(&b.edge);
                    LeakBetReport {
                        bet: BetId {
                            id: b.id.clone(),
                            name: b.name.clone(),
                        },
                        share,
                        share_percent,
                        edge,
                        edge_percent,
                    }
                })
                .collect(),
            sorts,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(text: &str) -> LeakFields {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn the_text_is_read_once_into_what_is_seen_and_how() {
        let req = fields(r#"{"see": " 4, 1 ", "sort": "7 8 9 | rest"}"#)
            .parse()
            .unwrap();
        assert_eq!(req.seen, Seen::Positions(vec![4, 1]));
        assert_eq!(
            req.reading,
            Reading::Sort(Some(Sort::parse("7 8 9 | rest").unwrap()))
        );
        assert!(req.sit_out);
        let req = fields(r#"{"exposure": "Sorted-Four", "best_sort": true, "by": "rank"}"#)
            .parse()
            .unwrap();
        assert_eq!(req.seen, Seen::Exposure(Exposure::FourCardsSorted));
        let search = Reading::Search {
            by: SortBy::Rank,
            top: DEFAULT_TOP,
        };
        assert_eq!(req.reading, search);
        // A sorted exposure without a sort reads the Crockfords sort; searched, too.
        let (leak, exposure) = req.leak().unwrap();
        assert_eq!(exposure, Some(Exposure::FourCardsSorted));
        let crockfords = Sort::parse(crate::leak::CROCKFORDS_SORT).unwrap();
        assert_eq!(
            (leak.positions(), leak.sort()),
            (&[1, 2, 3, 4][..], &crockfords)
        );
    }

    #[test]
    fn combinations_that_do_not_go_together_are_refused_before_any_work() {
        for (text, says) in [
            (r#"{"see": "1", "exposure": "flash-1"}"#, "not both"),
            (r#"{}"#, "nothing is seen"),
            (
                r#"{"see": "1", "sort": "value", "best_sort": true}"#,
                "not both",
            ),
            (r#"{"see": "1", "top": 3}"#, "shape a sort search"),
            (r#"{"see": "1", "by": "rank"}"#, "shape a sort search"),
            (
                r#"{"see": "1", "best_sort": true, "by": "suit"}"#,
                "'suit' is not known",
            ),
            (r#"{"see": "1,1"}"#, "position 1 is given twice"),
            (r#"{"exposure": "flash-9"}"#, "'flash-9' is not known"),
            // The leak's own mistakes come before the shoe's (as the walk asks them first).
            (r#"{"decks": 0, "see": "7"}"#, "position 7"),
        ] {
            let e = fields(text).parse().unwrap_err();
            assert!(matches!(e.kind(), ErrorKind::BadLeak(_)), "{text}: {e:?}");
            assert!(e.to_string().contains(says), "{text}: {e}");
        }
    }
}
