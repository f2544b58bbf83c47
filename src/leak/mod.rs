//! Information leaks: the exact value of what a player sees of the coming coup before
//! betting — a card flashed by the dealer, the group of a card read from its back after an
//! edge sort, the groups of cards laid face down.
//!
//! # Method
//! What is seen is a tag on the cards of the six-card sequence (positions 1-4: Punto,
//! Banco, Punto, Banco; 5 and 6: the fifth and sixth cards from the top when bets close,
//! whether or not the coup deals them): the card's exact rank, or only its group under a
//! [`Sort`]. The walk visits every ordered choice of the first four cards (by rank when
//! ranks can matter, else by value), then the fifth and sixth cards, and adds each coup's
//! weight and each bet's pay to the entry of what the player saw: one walk for every
//! information state at once. In each state the player makes the bet of highest exact EV,
//! or none when sitting out is allowed and every EV is negative; the edge per coup is the
//! sum over the states of P(state) × the EV of the bet made (0 when none is).
//!
//! The counting convention is the engine's: ordered six-card sequences
//! (`docs/method.md`), so the figures compare digit for digit with published analyses
//! (E. Jacobson's known card and edge sorting; `docs/leak.md`).
//!
//! # Examples
//! ```
//! use punto_banco::leak::{leak_value, Leak, Sort};
//! use punto_banco::{main_bets, Pricer, Rules, Shoe};
//! let rules = Rules::preset("standard")?;
//! let pricer = Pricer::new(&rules, &main_bets(&rules))?;
//! let seen = Leak::new(&[1], Sort::ranks())?;
//! let v = leak_value(&Shoe::with_decks(8)?, &pricer, &seen, true)?;
//! // Knowing Punto's first card: 6.765% (E. Jacobson, "Baccarat: The Known Card").
//! assert_eq!(format!("{:.3}", 100.0 * punto_banco::to_f64(&v.edge)), "6.765");
//! # Ok::<(), punto_banco::Error>(())
//! ```

mod pays;
mod search;
mod sort;
mod walk;

#[cfg(test)]
mod tests;

pub use sort::{Sort, SortBy};

use crate::analysis::Pricer;
use crate::error::{Error, ErrorKind, Input, Result};
use crate::limits::Cancel;
use crate::shoe::Shoe;
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use pays::CellPays;
use sort::leak_error;
use walk::{Alphabet, Tags, Walk};

/// The most `i128` values a leak's table may hold (entries × (bets + 1)): 64 MiB.
pub const MAX_TABLE: usize = 4_000_000;
/// The most additions a sort search may make (entries × (bets + 1) × sorts).
pub const MAX_SEARCH: u64 = 2_000_000_000;
/// The most sorts a search returns.
pub const MAX_TOP: usize = 100;
/// The most exact values a leak's report may hold (states × (bets + 1): each state's
/// probability and every bet's EV), checked before the walk: every value at five positions
/// (10⁵ states of the main bets, 60 MB of JSON) is the most; `docs/leak.md`.
pub const MAX_STATE_VALUES: u64 = 400_000;
/// The bytes of JSON one exact value of a leak's report takes, about (exact and in
/// percent, with its key): the estimate of the output a leak's refusal names.
pub const JSON_BYTES_PER_VALUE: u64 = 160;

/// What a leak's report holds, estimated from its positions, sort and bets before any
/// walk: its information states (at most; those of zero probability are left out), the
/// exact values (states × (bets + 1)) and the bytes of its JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportCost {
    /// Information states: the sort's groups to the power of the positions seen.
    pub states: u64,
    /// Exact values: states × (bets + 1); also the most rows a table of the report has.
    pub values: u64,
    /// Bytes of JSON, about: values × [`JSON_BYTES_PER_VALUE`].
    pub json_bytes: u64,
}

impl Leak {
    /// The cost of this leak's report for `bets` bets, before any walk.
    pub fn report_cost(&self, bets: usize) -> ReportCost {
        let states = (self.sort.len() as u64).saturating_pow(self.positions.len() as u32);
        let values = states.saturating_mul(bets as u64 + 1);
        ReportCost {
            states,
            values,
            json_bytes: values.saturating_mul(JSON_BYTES_PER_VALUE),
        }
    }

    /// Refuses a leak whose report would hold more than [`MAX_STATE_VALUES`] values.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] naming the positions, the groups, the states, the
    /// values with the output's size, and the limit.
    pub fn check_report(&self, bets: usize) -> Result<ReportCost> {
        let cost = self.report_cost(bets);
        if cost.values <= MAX_STATE_VALUES {
            return Ok(cost);
        }
        Err(leak_error(format!(
            "seeing {} positions with {} groups each gives {} information states for {bets} \
             bets: {} exact values (about {} MB of JSON), over the limit of {MAX_STATE_VALUES} \
             values (states × (bets + 1)); see fewer positions, read them through fewer \
             groups, or search the best two-group sort",
            self.positions.len(),
            self.sort.len(),
            cost.states,
            cost.values,
            cost.json_bytes.div_ceil(1_000_000)
        )))
    }
}

/// What the player sees: the positions of the coup's cards and how each is seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leak {
    positions: Vec<u8>,
    sort: Sort,
}

impl Leak {
    /// The cards at `positions` (1-6, each once) seen through `sort`.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] for no position, a position outside 1-6, or one given
    /// twice.
    pub fn new(positions: &[u8], sort: Sort) -> Result<Leak> {
        Ok(Leak {
            positions: check_positions(positions)?,
            sort,
        })
    }

    /// The positions seen, in order.
    pub fn positions(&self) -> &[u8] {
        &self.positions
    }

    /// How each seen card is read.
    pub fn sort(&self) -> &Sort {
        &self.sort
    }
}

fn check_positions(positions: &[u8]) -> Result<Vec<u8>> {
    if positions.is_empty() {
        return Err(leak_error(
            "no position is seen; give positions 1 to 6 (1-4: Punto, Banco, Punto, Banco; 5, 6: the fifth and sixth cards)",
        ));
    }
    let mut v = positions.to_vec();
    v.sort_unstable();
    for (i, &p) in v.iter().enumerate() {
        if !(1..=6).contains(&p) {
            return Err(leak_error(format!(
                "position {p} is not a card of the coup; positions are 1 to 6 (1-4: Punto, Banco, Punto, Banco; 5, 6: the fifth and sixth cards)"
            )));
        }
        if i > 0 && v[i - 1] == p {
            return Err(leak_error(format!("position {p} is given twice")));
        }
    }
    Ok(v)
}

/// Reads positions as a comma-separated list: `1`, `1,2,3,4`.
///
/// # Errors
/// [`crate::ErrorKind::BadLeak`] naming the item that is not a position 1-6, or one
/// given twice.
pub fn parse_positions(text: &str) -> Result<Vec<u8>> {
    let mut v = Vec::new();
    for item in text.split(',').map(str::trim) {
        match item.parse::<u8>() {
            Ok(p) => v.push(p),
            Err(_) => {
                return Err(leak_error(format!(
                "position '{}' is not a number; positions are 1 to 6, comma-separated (1,2,3,4)",
                crate::error::clip(item)
            )))
            }
        }
    }
    check_positions(&v).map(|_| v)
}

/// A named exposure a dealing procedure may give: each a preset of the general [`Leak`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exposure {
    /// A card flashed at one position (1-6): its exact rank is seen.
    Flashed(u8),
    /// The first card's group readable from its back (edge sorting of one card).
    FirstCardSorted,
    /// The groups of the first four cards, laid face down before bets close.
    FourCardsSorted,
}

/// The sort of the Crockfords case (7, 8 and 9 turned): what a named sorted exposure
/// reads when no sort is given.
pub const CROCKFORDS_SORT: &str = "7 8 9 | rest";

impl Exposure {
    /// Every named exposure, in the order a par sheet lists them.
    pub const ALL: [Exposure; 8] = [
        Exposure::Flashed(1),
        Exposure::Flashed(2),
        Exposure::Flashed(3),
        Exposure::Flashed(4),
        Exposure::Flashed(5),
        Exposure::Flashed(6),
        Exposure::FirstCardSorted,
        Exposure::FourCardsSorted,
    ];

    /// The exposure's name: `flash-1` … `flash-6`, `sorted-first`, `sorted-four`.
    pub fn name(self) -> String {
        match self {
            Exposure::Flashed(k) => format!("flash-{k}"),
            Exposure::FirstCardSorted => "sorted-first".into(),
            Exposure::FourCardsSorted => "sorted-four".into(),
        }
    }

    /// Reads a name of [`Exposure::name`].
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadLeak`] listing the names.
    pub fn parse(name: &str) -> Result<Exposure> {
        let n = name.trim().to_ascii_lowercase();
        Exposure::ALL
            .into_iter()
            .find(|e| e.name() == n)
            .ok_or_else(|| {
                let known = "flash-1 to flash-6, sorted-first and sorted-four";
                let name = crate::error::clip(name);
                let text = format!(" '{name}' is not known; the exposures are {known}");
                Error::named(ErrorKind::BadLeak, Input::Exposure, text)
            })
    }

    /// The leak: a flashed card's exact rank; a sorted card's group under `sort` (by
    /// default [`CROCKFORDS_SORT`]).
    pub fn leak(self, sort: Option<&Sort>) -> Leak {
        let sorted = || {
            sort.cloned()
                .unwrap_or_else(|| Sort::parse(CROCKFORDS_SORT).expect("a valid sort"))
        };
        let (positions, sort) = match self {
            Exposure::Flashed(k) => (vec![k], sort.cloned().unwrap_or_else(Sort::ranks)),
            Exposure::FirstCardSorted => (vec![1], sorted()),
            Exposure::FourCardsSorted => (vec![1, 2, 3, 4], sorted()),
        };
        Leak { positions, sort }
    }
}

/// One information state: what was seen, how likely it is, each bet's EV there and the
/// bet made.
#[derive(Debug, Clone, PartialEq)]
pub struct StateValue {
    /// The group seen at each position (in [`Leak::positions`] order).
    pub groups: Vec<usize>,
    /// P(this state): ordered six-card sequences in it over all of them.
    pub probability: BigRational,
    /// Each bet's EV given this state, in the pricer's order.
    pub evs: Vec<BigRational>,
    /// The bet made (index in the pricer's order), `None` when the player sits out.
    pub best: Option<usize>,
}

/// What one bet gives over the states where it is the bet made.
#[derive(Debug, Clone, PartialEq)]
pub struct BetShare {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// P(this bet is made).
    pub share: BigRational,
    /// The edge per coup it contributes (the parts add up to the edge).
    pub edge: BigRational,
}

/// The exact value of a leak.
#[derive(Debug, Clone, PartialEq)]
pub struct LeakValue {
    /// The player's expected gain per coup per unit staked (coups sat out count 0).
    pub edge: BigRational,
    /// The same with nothing seen (0, or the best bet's EV when a bet is required).
    pub edge_unseen: BigRational,
    /// P(a bet is made).
    pub share_bet: BigRational,
    /// Every information state of positive probability, in order of what was seen.
    pub states: Vec<StateValue>,
    /// Per bet, its share of the coups and of the edge.
    pub bets: Vec<BetShare>,
    /// Ordered six-card sequences in all.
    pub total: BigUint,
}

/// A sort found by a search, with its value.
#[derive(Debug, Clone, PartialEq)]
pub struct SortValue {
    /// The sort.
    pub sort: Sort,
    /// The edge per coup when the seen positions are read through it.
    pub edge: BigRational,
    /// P(a bet is made).
    pub share_bet: BigRational,
}

/// The walk's inputs for one shoe and pricer, checked once.
struct Setup {
    pays: CellPays,
    counts: [u32; 13],
    total: BigUint,
}

impl Setup {
    fn new(shoe: &Shoe, pricer: &Pricer) -> Result<Setup> {
        let pays = CellPays::new(pricer)?;
        let total = crate::enumerate::sequences(shoe.total());
        if total.bits() + pays.largest.bits() > 126 {
            return Err(leak_error(format!(
                "a shoe of {} cards is too large for an information leak's 128-bit sums (ordered six-card sequences times the largest pay must stay below 2^126; about 7,000 decks for the main bets)",
                shoe.total()
            )));
        }
        Ok(Setup {
            pays,
            counts: shoe.counts(),
            total,
        })
    }

    fn alphabet(&self, ranks: bool) -> Alphabet {
        Alphabet::new(self.counts, ranks || self.pays.pairs)
    }

    /// Runs the walk with `digit` per symbol in base `radix` at `positions`.
    fn walk(
        &self,
        alpha: &Alphabet,
        rules: &crate::rules::Rules,
        positions: &[u8],
        radix: usize,
        digit: [usize; 13],
    ) -> Result<(Tags, Vec<i128>)> {
        let mut tags = Tags {
            seen: [false; 6],
            stride: [0; 6],
            digit,
            entries: 1,
        };
        for &p in positions {
            let p = usize::from(p) - 1;
            tags.seen[p] = true;
            tags.stride[p] = tags.entries;
            tags.entries = tags.entries.saturating_mul(radix);
        }
        let width = self.pays.bets + 1;
        if tags.entries.saturating_mul(width) > MAX_TABLE {
            return Err(leak_error(format!(
                "seeing {} positions with {radix} groups each gives {} information states for {} bets; at most {MAX_TABLE} values (states × (bets + 1)) are allowed: see fewer positions, or fewer groups",
                positions.len(),
                tags.entries,
                self.pays.bets
            )));
        }
        let out = Walk::new(alpha, &tags, &self.pays, rules).run();
        Ok((tags, out))
    }

    /// The value of the entries of `table` as states: the edge numerator and bets made.
    fn choose(&self, sums: &[i128], sit_out: bool) -> Option<usize> {
        let best = (0..self.pays.bets).max_by(|&a, &b| sums[a].cmp(&sums[b]).then(b.cmp(&a)))?;
        (!sit_out || sums[best] >= 0).then_some(best)
    }

    fn ratio(&self, num: i128, den: &BigInt) -> BigRational {
        BigRational::new(BigInt::from(num), den.clone())
    }
}

/// The exact value of seeing `leak` before betting on the coming coup of `shoe`, for the
/// bets of `pricer` (one bet per coup, the best by EV; with `sit_out`, none when every EV
/// is negative).
///
/// # Errors
/// [`crate::ErrorKind::BadLeak`] for a perfect-pair bet, a shoe too large for 128-bit sums,
/// or more states than [`MAX_TABLE`] or [`MAX_STATE_VALUES`] allow (checked before the
/// walk).
pub fn leak_value(shoe: &Shoe, pricer: &Pricer, leak: &Leak, sit_out: bool) -> Result<LeakValue> {
    leak.check_report(pricer.bets().count())?;
    let setup = Setup::new(shoe, pricer)?;
    let sort = &leak.sort;
    let alpha = setup.alphabet(!sort.by_values());
    let digit = alpha.groups(sort);
    let (tags, table) = setup.walk(&alpha, pricer.rules(), &leak.positions, sort.len(), digit)?;
    Ok(summarize(&setup, pricer, leak, &tags, &table, sit_out))
}

fn summarize(
    setup: &Setup,
    pricer: &Pricer,
    leak: &Leak,
    tags: &Tags,
    table: &[i128],
    sit_out: bool,
) -> LeakValue {
    let nb = setup.pays.bets;
    let width = nb + 1;
    let total = BigInt::from(setup.total.clone());
    let all = &total * &setup.pays.den;
    let mut edge = 0i128;
    let mut bet_edge = vec![0i128; nb];
    let mut bet_share = vec![0i128; nb];
    let mut unseen = vec![0i128; nb];
    let mut states = Vec::new();
    let k = leak.sort.len();
    for (e, row) in table.chunks(width).enumerate().take(tags.entries) {
        let (w, sums) = (row[0], &row[1..]);
        for (u, s) in unseen.iter_mut().zip(sums) {
            *u += s;
        }
        if w == 0 {
            continue;
        }
        let best = setup.choose(sums, sit_out);
        if let Some(b) = best {
            edge += sums[b];
            bet_edge[b] += sums[b];
            bet_share[b] += w;
        }
        let den = BigInt::from(w) * &setup.pays.den;
        let groups = (0..leak.positions.len())
            .map(|i| e / k.pow(i as u32) % k)
            .collect();
        states.push(StateValue {
            groups,
            probability: setup.ratio(w, &total),
            evs: sums.iter().map(|&s| setup.ratio(s, &den)).collect(),
            best,
        });
    }
    let edge_unseen = setup.choose(&unseen, sit_out).map_or(0, |b| unseen[b]);
    let bets = pricer
        .bets()
        .enumerate()
        .map(|(b, bet)| BetShare {
            id: bet.id.clone(),
            name: bet.name.clone(),
            share: setup.ratio(bet_share[b], &total),
            edge: setup.ratio(bet_edge[b], &all),
        })
        .collect();
    LeakValue {
        edge: setup.ratio(edge, &all),
        edge_unseen: setup.ratio(edge_unseen, &all),
        share_bet: setup.ratio(bet_share.iter().sum(), &total),
        states,
        bets,
        total: setup.total.clone(),
    }
}

/// Searches every two-group sort (of the values, or of the ranks) for the ones worth most
/// when the cards at `positions` are read through them; returns the best `top`, best first
/// (ties in the search's order). The search stops once `cancel` is raised (a front end's
/// client gone away; the default is never raised).
///
/// # Errors
/// As [`leak_value`]; also [`crate::ErrorKind::BadLeak`] for `top` outside 1 to
/// [`MAX_TOP`] or a search larger than [`MAX_SEARCH`] additions;
/// [`crate::ErrorKind::Runtime`] once `cancel` is raised.
pub fn best_sorts(
    shoe: &Shoe,
    pricer: &Pricer,
    positions: &[u8],
    by: SortBy,
    sit_out: bool,
    top: usize,
    cancel: &Cancel,
) -> Result<Vec<SortValue>> {
    if !(1..=MAX_TOP).contains(&top) {
        let text = format!(" {top}: from 1 to {MAX_TOP} sorts can be listed");
        return Err(Error::named(ErrorKind::BadLeak, Input::Top, text));
    }
    let positions = check_positions(positions)?;
    let setup = Setup::new(shoe, pricer)?;
    let alpha = setup.alphabet(by == SortBy::Rank);
    let sorts = by.two_group_sorts();
    let entries = (alpha.len as u64).saturating_pow(positions.len() as u32);
    let work = entries
        .saturating_mul(setup.pays.bets as u64 + 1)
        .saturating_mul(sorts.len() as u64);
    if work > MAX_SEARCH {
        return Err(leak_error(format!(
            "a search of {} sorts over {} positions takes {work} additions; at most {MAX_SEARCH} are allowed: search fewer positions, or by value",
            sorts.len(),
            positions.len()
        )));
    }
    let digit = std::array::from_fn(|s| s);
    let (tags, table) = setup.walk(&alpha, pricer.rules(), &positions, alpha.len, digit)?;
    let found = search::fold(
        &setup, &alpha, &tags, &table, &positions, &sorts, sit_out, cancel,
    );
    cancel.check()?;
    let total = BigInt::from(setup.total.clone());
    let all = &total * &setup.pays.den;
    let mut ranked: Vec<(usize, i128, i128)> = found;
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Ok(ranked
        .into_iter()
        .take(top)
        .map(|(i, e, s)| SortValue {
            sort: sorts[i].clone(),
            edge: setup.ratio(e, &all),
            share_bet: setup.ratio(s, &total),
        })
        .collect())
}
