//! The walk with what is seen as a tag: every ordered choice of the first four cards (by
//! rank, or by value when ranks cannot matter), then the fifth and sixth cards, each
//! coup's weight and each bet's pay added to the entry of what the player saw.

use super::pays::CellPays;
use crate::outcome::{cell_index, CELLS_PER_FLAG};
use crate::rules::{Rules, PUNTO_STOOD};

/// The cards as the walk tells them apart: the 13 ranks, or the 10 point values.
#[derive(Debug, Clone)]
pub(super) struct Alphabet {
    pub(super) len: usize,
    pub(super) value: [usize; 13],
    pub(super) count: [u64; 13],
    /// Symbols are ranks (pairs of equal rank are seen), else values.
    pub(super) ranks: bool,
}

impl Alphabet {
    pub(super) fn new(counts: [u32; 13], ranks: bool) -> Alphabet {
        let mut a = Alphabet {
            len: if ranks { 13 } else { 10 },
            value: [0; 13],
            count: [0; 13],
            ranks,
        };
        for (r, &n) in counts.iter().enumerate() {
            let v = crate::card::Rank::ALL[r].value();
            if ranks {
                a.value[r] = v;
                a.count[r] = u64::from(n);
            } else {
                a.value[v] = v;
                a.count[v] += u64::from(n);
            }
        }
        a
    }

    /// The group under `sort` of each symbol (0 past the alphabet's end): a rank symbol's
    /// own group, a value symbol's the group of any rank of that value (a sort by value
    /// keeps the ranks of one value together).
    pub(super) fn groups(&self, sort: &super::sort::Sort) -> [usize; 13] {
        std::array::from_fn(|s| {
            if s >= self.len {
                0
            } else if self.ranks {
                sort.group_of(crate::card::Rank::ALL[s])
            } else {
                let r = crate::card::Rank::ALL.iter().find(|r| r.value() == s);
                sort.group_of(*r.expect("a rank of each value 0-9"))
            }
        })
    }

    fn total(&self) -> u64 {
        self.count.iter().sum()
    }

    fn value_counts(&self) -> [u64; 10] {
        let mut v = [0; 10];
        for s in 0..self.len {
            v[self.value[s]] += self.count[s];
        }
        v
    }
}

/// What the walk tags: for each of the six positions, whether it is seen and its place
/// value in the entry index; for each symbol, its digit.
#[derive(Debug, Clone)]
pub(super) struct Tags {
    pub(super) seen: [bool; 6],
    pub(super) stride: [usize; 6],
    pub(super) digit: [usize; 13],
    /// Number of entries: radix^(positions seen).
    pub(super) entries: usize,
}

/// The cards left for the fifth and sixth positions, as the walk reads them.
struct Third {
    len: usize,
    r: [u64; 13],
    value: [usize; 13],
    digit: [usize; 13],
}

pub(super) struct Walk<'a> {
    pub(super) alpha: &'a Alphabet,
    pub(super) tags: &'a Tags,
    pub(super) pays: &'a CellPays,
    naturals: [bool; 10],
    punto_draws: [bool; 10],
    banco_draws: [[bool; 11]; 10],
    n: u64,
}

impl<'a> Walk<'a> {
    pub(super) fn new(
        alpha: &'a Alphabet,
        tags: &'a Tags,
        pays: &'a CellPays,
        rules: &Rules,
    ) -> Walk<'a> {
        Walk {
            alpha,
            tags,
            pays,
            naturals: rules.naturals(),
            punto_draws: std::array::from_fn(|t| rules.punto_draws(t as u8)),
            banco_draws: std::array::from_fn(|t| {
                std::array::from_fn(|x| {
                    rules.banco_draws(t as u8, (x != PUNTO_STOOD).then_some(x as u8))
                })
            }),
            n: alpha.total(),
        }
    }

    /// Every entry's weight (ordered six-card sequences) and each bet's pay summed over
    /// them: `entry * (bets + 1)` holds the weight, the bets follow.
    pub(super) fn run(&self) -> Vec<i128> {
        let width = self.pays.bets + 1;
        let mut out = vec![0i128; self.tags.entries * width];
        let a = self.alpha;
        let mut rem = a.count;
        let mut rv = a.value_counts();
        let take = |s: usize, rem: &mut [u64; 13], rv: &mut [u64; 10]| {
            let w = rem[s];
            rem[s] -= 1;
            rv[a.value[s]] -= 1;
            w
        };
        let put = |s: usize, rem: &mut [u64; 13], rv: &mut [u64; 10]| {
            rem[s] += 1;
            rv[a.value[s]] += 1;
        };
        let key = |p: usize, s: usize| {
            if self.tags.seen[p] {
                self.tags.digit[s] * self.tags.stride[p]
            } else {
                0
            }
        };
        for s1 in (0..a.len).filter(|&s| a.count[s] > 0) {
            let w1 = u128::from(take(s1, &mut rem, &mut rv));
            for s2 in 0..a.len {
                if rem[s2] == 0 {
                    continue;
                }
                let w2 = w1 * u128::from(take(s2, &mut rem, &mut rv));
                for s3 in 0..a.len {
                    if rem[s3] == 0 {
                        continue;
                    }
                    let w3 = w2 * u128::from(take(s3, &mut rem, &mut rv));
                    for s4 in 0..a.len {
                        if rem[s4] == 0 {
                            continue;
                        }
                        let w4 = w3 * u128::from(take(s4, &mut rem, &mut rv));
                        let k = key(0, s1) + key(1, s2) + key(2, s3) + key(3, s4);
                        let flags = if a.ranks {
                            usize::from(s1 == s3) + 2 * usize::from(s2 == s4)
                        } else {
                            0
                        };
                        let pt = (a.value[s1] + a.value[s3]) % 10;
                        let bt = (a.value[s2] + a.value[s4]) % 10;
                        self.finish(&mut out, k, w4, [pt, bt, flags], &rem, &rv);
                        put(s4, &mut rem, &mut rv);
                    }
                    put(s3, &mut rem, &mut rv);
                }
                put(s2, &mut rem, &mut rv);
            }
            put(s1, &mut rem, &mut rv);
        }
        out
    }

    #[inline(always)]
    fn add(&self, out: &mut [i128], key: usize, cell: usize, count: u128) {
        let nb = self.pays.bets;
        let at = key * (nb + 1);
        let count = count as i128;
        out[at] += count;
        let pays = &self.pays.pays[cell * nb..cell * nb + nb];
        for (o, &p) in out[at + 1..at + 1 + nb].iter_mut().zip(pays) {
            *o += count * p;
        }
    }

    /// The coups that follow four cards of weight `w` (totals `pt`, `bt`, pair `flags`),
    /// with `rem` (symbols) and `rv` (values) left.
    fn finish(
        &self,
        out: &mut [i128],
        key: usize,
        w: u128,
        [pt, bt, flags]: [usize; 3],
        rem: &[u64; 13],
        rv: &[u64; 10],
    ) {
        let (seen5, seen6) = (self.tags.seen[4], self.tags.seen[5]);
        let (st5, st6) = (self.tags.stride[4], self.tags.stride[5]);
        let (n4, n5) = (u128::from(self.n - 4), u128::from(self.n - 5));
        let base = flags * CELLS_PER_FLAG;
        let natural = self.naturals[pt] || self.naturals[bt];
        let punto_draws = !natural && self.punto_draws[pt];
        let both_stand = natural || (!punto_draws && !self.banco_draws[bt][PUNTO_STOOD]);
        let (pt8, bt8) = (pt as u8, bt as u8);
        if both_stand && !seen5 && !seen6 {
            let cell = base + cell_index(pt8, bt8, 2, 2, natural);
            self.add(out, key, cell, w * n4 * n5);
            return;
        }
        let t = if seen5 || seen6 {
            Third {
                len: self.alpha.len,
                r: *rem,
                value: self.alpha.value,
                digit: self.tags.digit,
            }
        } else {
            Third {
                len: 10,
                r: std::array::from_fn(|v| if v < 10 { rv[v] } else { 0 }),
                value: std::array::from_fn(|v| v % 10),
                digit: [0; 13],
            }
        };
        for x in (0..t.len).filter(|&x| t.r[x] > 0) {
            let w5 = w * u128::from(t.r[x]);
            let k5 = key + if seen5 { t.digit[x] * st5 } else { 0 };
            let vx = t.value[x] as u8;
            let no_sixth = if both_stand {
                Some(cell_index(pt8, bt8, 2, 2, natural))
            } else if !punto_draws {
                Some(cell_index(pt8, (bt8 + vx) % 10, 2, 3, false))
            } else if !self.banco_draws[bt][usize::from(vx)] {
                Some(cell_index((pt8 + vx) % 10, bt8, 3, 2, false))
            } else {
                None
            };
            if let (Some(cell), false) = (no_sixth, seen6) {
                self.add(out, k5, base + cell, w5 * n5);
                continue;
            }
            for z in 0..t.len {
                let rz = t.r[z] - u64::from(z == x);
                if rz == 0 {
                    continue;
                }
                let k6 = k5 + if seen6 { t.digit[z] * st6 } else { 0 };
                let cell = no_sixth.unwrap_or_else(|| {
                    let vz = t.value[z] as u8;
                    cell_index((pt8 + vx) % 10, (bt8 + vz) % 10, 3, 3, false)
                });
                self.add(out, k6, base + cell, w5 * u128::from(rz));
            }
        }
    }
}
