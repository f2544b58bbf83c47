//! The counting-tag type: one integer tag per rank, read and written as 10 or 13 values.

use crate::card::Rank;
use crate::error::{Error, Result};

/// One integer tag per rank, A, 2, ..., 9, 10, J, Q, K: the one counting-tag type of the
/// crate, read by `eor --tags` and by `simulate --tags` alike.
///
/// In JSON (and in `Display`) a set is written as 10 values (A, 2-9, ten-value) when 10, J,
/// Q and K share a tag, else as all 13; both forms are read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TagSet {
    pub(super) tags: [i64; 13],
}

impl TagSet {
    /// Tags from 13 per-rank values.
    pub fn new(tags: [i64; 13]) -> TagSet {
        TagSet { tags }
    }

    /// Tags from 10 values, A, 2, ..., 9, ten-value (10, J, Q and K share the last).
    pub const fn from_ten(ten: [i64; 10]) -> TagSet {
        let mut tags = [0i64; 13];
        let mut i = 0;
        while i < 13 {
            tags[i] = ten[if i < 9 { i } else { 9 }];
            i += 1;
        }
        TagSet { tags }
    }

    /// The tag of the rank with index `i` (A = 0, ..., K = 12).
    #[inline]
    pub(crate) fn at(&self, i: usize) -> i64 {
        self.tags[i]
    }

    /// The values written out: 10 (A, 2-9, ten-value) when 10, J, Q and K share a tag,
    /// else all 13.
    fn shown(&self) -> &[i64] {
        if self.tags[9..].iter().all(|&t| t == self.tags[9]) {
            &self.tags[..10]
        } else {
            &self.tags
        }
    }

    /// Parses a tag list: 10 integers in the order A, 2, ..., 9, ten-value (10, J, Q, K
    /// share the last), or 13 in the order A, 2, ..., 9, 10, J, Q, K; separated by commas
    /// and/or spaces.
    ///
    /// # Errors
    /// [`crate::ErrorKind::BadCount`] naming a value that is not an integer, or the wrong
    /// number of values.
    ///
    /// # Examples
    /// ```
    /// use punto_banco::analysis::TagSet;
    /// let dragon = TagSet::parse("0,0,0,-1,-1,-1,-1,2,2,0")?;
    /// assert_eq!(dragon.tags()[7], 2);
    /// assert!(TagSet::parse("1,2,3").is_err());
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn parse(s: &str) -> Result<TagSet> {
        let values: Vec<i64> = s
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
            .map(|t| {
                t.parse::<i64>()
                    .ok()
                    .filter(|v| v.unsigned_abs() <= MAX_TAG_VALUE)
                    .ok_or_else(|| bad_value(t))
            })
            .collect::<Result<_>>()?;
        TagSet::from_values(&values)
    }

    /// Tags from 10 or 13 values, each within ±1,000,000.
    fn from_values(values: &[i64]) -> Result<TagSet> {
        if let Some(v) = values.iter().find(|v| v.unsigned_abs() > MAX_TAG_VALUE) {
            return Err(bad_value(&v.to_string()));
        }
        let tags = match values.len() {
            13 => std::array::from_fn(|i| values[i]),
            10 => std::array::from_fn(|i| values[i.min(9)]),
            n => {
                return Err(Error::count(format!(
                    "the tag list has {n} values; give 10 (A, 2-9, ten-value) \
                     or 13 (A, 2-9, 10, J, Q, K)"
                )))
            }
        };
        Ok(TagSet { tags })
    }

    /// The tag of every rank, A..K.
    pub fn tags(&self) -> [i64; 13] {
        self.tags
    }

    /// The tag of one rank.
    pub fn tag(&self, rank: Rank) -> i64 {
        self.tags[rank.index()]
    }

    /// The running count after every card of a shoe has been seen: `Σ n_r t_r`
    /// (0 for a balanced count).
    pub fn imbalance(&self, counts: &[u32; 13]) -> i64 {
        self.tags
            .iter()
            .zip(counts)
            .map(|(&t, &n)| t * i64::from(n))
            .sum()
    }

    /// The largest tag in absolute value.
    pub fn max_abs(&self) -> i64 {
        self.tags.iter().map(|t| t.abs()).max().unwrap_or(0)
    }
}

/// The largest tag in absolute value a [`TagSet`] accepts.
const MAX_TAG_VALUE: u64 = 1_000_000;

fn bad_value(t: &str) -> Error {
    Error::count(format!(
        "tag '{t}' is not an integer from -{MAX_TAG_VALUE} to {MAX_TAG_VALUE}"
    ))
}

/// Written as a list of 10 or 13 integers (see [`TagSet`]).
impl serde::Serialize for TagSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.collect_seq(self.shown())
    }
}

/// Read from a list of 10 or 13 integers (see [`TagSet`]).
impl<'de> serde::Deserialize<'de> for TagSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<TagSet, D::Error> {
        let values = Vec::<i64>::deserialize(d)?;
        TagSet::from_values(&values).map_err(serde::de::Error::custom)
    }
}

/// Parses a tag list as [`TagSet::parse`] does.
///
/// # Examples
/// ```
/// use punto_banco::analysis::TagSet;
/// let panda: TagSet = "1,1,-2,-2,-2,-1,-1,-2,4,1".parse()?;
/// assert_eq!(panda.to_string(), "1,1,-2,-2,-2,-1,-1,-2,4,1");
/// let faces: TagSet = "0 0 0 0 0 0 0 0 0 1 -1 0 0".parse()?;
/// assert_eq!(faces.to_string(), "0,0,0,0,0,0,0,0,0,1,-1,0,0");
/// # Ok::<(), punto_banco::Error>(())
/// ```
impl std::str::FromStr for TagSet {
    type Err = Error;

    fn from_str(s: &str) -> Result<TagSet> {
        TagSet::parse(s)
    }
}

/// Prints the tags comma-separated in the form [`TagSet::parse`] reads: 10 values (A, 2-9,
/// ten-value) when 10, J, Q and K share a tag, else all 13.
impl std::fmt::Display for TagSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, t) in self.shown().iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            write!(f, "{sep}{t}")?;
        }
        Ok(())
    }
}
