//! What is seen of a card: its exact rank, or only its group under a sort (a partition of
//! the thirteen ranks), and the two-group sorts a search tries.

use crate::card::Rank;
use crate::error::{Error, ErrorKind, Input, Result};
use std::fmt;

/// A partition of the thirteen ranks into groups: what a player reads of a card is the
/// group it falls in (its rank itself when every rank is its own group).
///
/// # Examples
/// ```
/// use punto_banco::leak::Sort;
/// let sort = Sort::parse("7 8 9 | rest")?;
/// assert_eq!(sort.len(), 2);
/// assert_eq!(sort.to_string(), "7 8 9 | A 2 3 4 5 6 10 J Q K");
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Sort {
    /// The group of each rank, in [`Rank::ALL`] order; groups are numbered 0.. in order.
    group: [u8; 13],
    len: usize,
}

pub(crate) fn leak_error(msg: impl Into<String>) -> Error {
    Error::new(ErrorKind::BadLeak(msg.into()))
}

/// An error of the sort the user gave: `text` follows the input's name.
fn sort_error(text: String) -> Error {
    Error::named(ErrorKind::BadLeak, Input::Sort, text)
}

impl Sort {
    /// Every rank on its own: the card's exact rank is seen.
    pub fn ranks() -> Sort {
        Sort {
            group: std::array::from_fn(|r| r as u8),
            len: 13,
        }
    }

    /// Ten groups, one per point value (10, J, Q and K together): the card's value is seen.
    pub fn values() -> Sort {
        Sort::by_value(|v| v as u8).expect("ten groups")
    }

    /// The sort whose group of each rank is `group_of_value(value)`.
    fn by_value(group_of_value: impl Fn(usize) -> u8) -> Result<Sort> {
        let ranks: [u8; 13] = std::array::from_fn(|r| group_of_value(Rank::ALL[r].value()));
        Sort::from_groups(ranks)
    }

    /// A sort from a group number per rank ([`Rank::ALL`] order); the numbers used are
    /// renumbered 0.. keeping their order.
    ///
    /// # Errors
    /// [`ErrorKind::BadLeak`] when every rank is in one group (nothing is seen).
    pub fn from_groups(groups: [u8; 13]) -> Result<Sort> {
        let mut seen: Vec<u8> = groups.to_vec();
        seen.sort_unstable();
        seen.dedup();
        let group = groups.map(|raw| seen.iter().position(|&s| s == raw).unwrap_or(0) as u8);
        if seen.len() < 2 {
            return Err(leak_error(
                "a sort needs at least two groups; one group shows nothing",
            ));
        }
        Ok(Sort {
            group,
            len: seen.len(),
        })
    }

    /// Reads a sort: groups of ranks separated by `|` (`"7 8 9 | rest"`, `"A 2 3 | 4 5 6 |
    /// rest"`), `rest` standing for every rank not named; or `rank` (every rank its own
    /// group) or `value` (one group per point value).
    ///
    /// # Errors
    /// [`ErrorKind::BadLeak`] naming the token at fault: an unknown rank, a rank named
    /// twice, an empty group, `rest` twice, ranks left in no group, a single group.
    pub fn parse(text: &str) -> Result<Sort> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("rank") || t.eq_ignore_ascii_case("ranks") {
            return Ok(Sort::ranks());
        }
        if t.eq_ignore_ascii_case("value") || t.eq_ignore_ascii_case("values") {
            return Ok(Sort::values());
        }
        let shown = crate::error::clip(t);
        let mut group = [u8::MAX; 13];
        let mut rest = None;
        let parts: Vec<&str> = t.split('|').collect();
        if parts.len() > 13 {
            return Err(sort_error(format!(
                " '{shown}' has {} groups; a sort has 2 to 13 groups",
                parts.len()
            )));
        }
        for (i, part) in parts.iter().enumerate() {
            let tokens: Vec<&str> = part.split([' ', ',']).filter(|s| !s.is_empty()).collect();
            if tokens.is_empty() {
                return Err(sort_error(format!(
                    " '{shown}' has an empty group (group {}); write ranks (A 2 ... 10 J Q K) or rest between the | signs",
                    i + 1
                )));
            }
            for tok in tokens {
                if tok.eq_ignore_ascii_case("rest") {
                    if rest.replace(i).is_some() {
                        return Err(sort_error(format!(
                            " '{shown}' names rest twice; rest is every rank not named, once"
                        )));
                    }
                    continue;
                }
                let Some(rank) = Rank::parse(tok) else {
                    return Err(sort_error(format!(
                        " '{shown}': '{}' is not a rank; ranks are A 2 3 4 5 6 7 8 9 10 J Q K, or rest",
                        crate::error::clip(tok)
                    )));
                };
                if group[rank.index()] != u8::MAX {
                    return Err(sort_error(format!(
                        " '{shown}' names {rank} twice; each rank is in one group"
                    )));
                }
                group[rank.index()] = i as u8;
            }
        }
        for (r, g) in group.iter_mut().enumerate() {
            if *g == u8::MAX {
                match rest {
                    Some(i) => *g = i as u8,
                    None => {
                        return Err(sort_error(format!(
                            " '{shown}' leaves {} in no group; name it or add a group 'rest'",
                            Rank::ALL[r]
                        )))
                    }
                }
            }
        }
        if rest.is_some_and(|i| !group.contains(&(i as u8))) {
            return Err(sort_error(format!(
                " '{shown}': rest stands for no rank (every rank is named); leave it out"
            )));
        }
        Sort::from_groups(group)
    }

    /// The number of groups.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Never true: a sort has at least two groups.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The group of `rank`.
    pub fn group_of(&self, rank: Rank) -> usize {
        usize::from(self.group[rank.index()])
    }

    /// The ranks of each group, in order.
    pub fn groups(&self) -> Vec<Vec<Rank>> {
        (0..self.len)
            .map(|g| {
                Rank::ALL
                    .into_iter()
                    .filter(|r| self.group_of(*r) == g)
                    .collect()
            })
            .collect()
    }

    /// One group's ranks as text: `7 8 9`.
    pub fn group_text(&self, g: usize) -> String {
        let ranks: Vec<&str> = Rank::ALL
            .into_iter()
            .filter(|r| self.group_of(*r) == g)
            .map(Rank::symbol)
            .collect();
        ranks.join(" ")
    }

    /// Whether the ranks of value 0 (10, J, Q, K) are all in one group, so that the
    /// card's point value decides its group.
    pub fn by_values(&self) -> bool {
        let g = &self.group;
        g[9] == g[10] && g[10] == g[11] && g[11] == g[12]
    }

    /// Whether every rank is its own group.
    pub fn is_ranks(&self) -> bool {
        self.len == 13
    }
}

impl fmt::Display for Sort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let groups: Vec<String> = (0..self.len).map(|g| self.group_text(g)).collect();
        f.write_str(&groups.join(" | "))
    }
}

/// What a search of two-group sorts partitions: the ten point values or the 13 ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortBy {
    /// Sorts of the ten values (10, J, Q and K always together): 511 sorts.
    #[default]
    Value,
    /// Sorts of the thirteen ranks: 4,095 sorts.
    Rank,
}

impl SortBy {
    /// Reads `value` or `rank`.
    ///
    /// # Errors
    /// [`ErrorKind::BadLeak`] for anything else.
    pub fn parse(s: &str) -> Result<SortBy> {
        match s.trim().to_ascii_lowercase().as_str() {
            "value" | "values" => Ok(SortBy::Value),
            "rank" | "ranks" => Ok(SortBy::Rank),
            _ => Err(Error::named(
                ErrorKind::BadLeak,
                Input::By,
                format!(
                    " '{}' is not known; search by value or rank",
                    crate::error::clip(s)
                ),
            )),
        }
    }

    /// The name: `value` or `rank`.
    pub fn name(self) -> &'static str {
        match self {
            SortBy::Value => "value",
            SortBy::Rank => "rank",
        }
    }

    /// Every two-group sort, each once; the first group is the one holding the 9.
    pub fn two_group_sorts(self) -> Vec<Sort> {
        match self {
            SortBy::Value => (0u16..512)
                .filter_map(|m| {
                    // Bit v of m: value v joins the 9's group (bit 9 is always set).
                    let m = m | 1 << 9;
                    Sort::by_value(|v| u8::from(m & (1 << v) == 0)).ok()
                })
                .collect(),
            SortBy::Rank => (0u16..4096)
                .filter_map(|m| {
                    // Bit i of m for the ranks other than the 9 (index 8): joins the 9.
                    let groups: [u8; 13] = std::array::from_fn(|r| {
                        let bit = if r < 8 { r } else { r.max(9) - 1 };
                        u8::from(r != 8 && m & (1 << bit) == 0)
                    });
                    let s = Sort::from_groups(groups).ok()?;
                    (s.len() == 2).then_some(s)
                })
                .collect(),
        }
    }
}
