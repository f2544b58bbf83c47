//! Compiled pricers shared by every caller: a small least-recently-used cache keyed by the
//! rule set and the bets, so that asking the same question of many shoes compiles its pay
//! tables once (compiling walks a full eight-deck shoe twice: about a hundred times the
//! cost of pricing one shoe).

use super::Pricer;
use crate::bets::Bet;
use crate::error::Result;
use crate::rules::Rules;
use std::sync::{Arc, Mutex, MutexGuard};

/// How many compiled pricers [`Pricer::shared`] keeps (the most recently used ones). A
/// pricer of all 29 built-in bets holds about 0.3 MB, so the cache stays under 10 MB.
pub const PRICER_CACHE_SIZE: usize = 32;

/// A bounded map that forgets its least recently used entry when full: a vector in order
/// of use (most recent first), searched from the front. Meant for a few dozen entries
/// whose keys compare quickly (a linear scan then costs less than hashing a rule set).
#[derive(Debug)]
pub(crate) struct Lru<K, V> {
    capacity: usize,
    entries: Vec<(K, V)>,
}

impl<K: PartialEq, V: Clone> Lru<K, V> {
    /// An empty cache holding at most `capacity` entries.
    pub(crate) const fn new(capacity: usize) -> Lru<K, V> {
        Lru {
            capacity,
            entries: Vec::new(),
        }
    }

    /// The value under `key`, made the most recently used.
    pub(crate) fn get<Q: ?Sized>(&mut self, key: &Q) -> Option<V>
    where
        K: PartialEq<Q>,
    {
        let i = self.entries.iter().position(|(k, _)| k == key)?;
        if i > 0 {
            let entry = self.entries.remove(i);
            self.entries.insert(0, entry);
        }
        Some(self.entries[0].1.clone())
    }

    /// Stores `value` under `key` as the most recently used entry, forgetting the least
    /// recently used one when full, and returns it; when an equal key is already there
    /// (another thread stored it meanwhile), keeps that entry and returns its value, so
    /// that every caller shares one.
    pub(crate) fn put(&mut self, key: K, value: V) -> V {
        if let Some(v) = self.get(&key) {
            return v;
        }
        self.entries.truncate(self.capacity.saturating_sub(1));
        if self.capacity > 0 {
            self.entries.insert(0, (key, value.clone()));
        }
        value
    }

    /// How many entries it holds.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }
}

/// Locks a cache, recovering it if a thread panicked while holding it (the cache is
/// always consistent between calls: at worst an entry is missing).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A cache key: a rule set and bets, compared by value.
#[derive(Debug)]
struct Key {
    rules: Rules,
    bets: Vec<Bet>,
}

impl PartialEq<(&Rules, &[Bet])> for Key {
    fn eq(&self, (rules, bets): &(&Rules, &[Bet])) -> bool {
        self.bets.as_slice() == *bets && &self.rules == *rules
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        *self == (&other.rules, other.bets.as_slice())
    }
}

static PRICERS: Mutex<Lru<Key, Arc<Pricer>>> = Mutex::new(Lru::new(PRICER_CACHE_SIZE));

impl Pricer {
    /// The compiled pricer of `bets` under `rules`, from the process-wide cache of the
    /// [`PRICER_CACHE_SIZE`] most recently used ones (compiled and stored on a miss).
    /// Thread-safe; the pricer is immutable, so callers share it.
    ///
    /// # Errors
    /// As [`Pricer::new`] (errors are not cached).
    ///
    /// # Examples
    /// ```
    /// use punto_banco::{main_bets, Pricer, Rules};
    /// let rules = Rules::preset("standard")?;
    /// let a = Pricer::shared(&rules, &main_bets(&rules))?;
    /// let b = Pricer::shared(&rules, &main_bets(&rules))?;
    /// assert!(std::sync::Arc::ptr_eq(&a, &b));
    /// # Ok::<(), punto_banco::Error>(())
    /// ```
    pub fn shared(rules: &Rules, bets: &[Bet]) -> Result<Arc<Pricer>> {
        if let Some(p) = lock(&PRICERS).get(&(rules, bets)) {
            return Ok(p);
        }
        // Compiled without the lock: another thread may compile the same pricer at the
        // same time; the first one stored is kept and shared.
        let pricer = Arc::new(Pricer::new(rules, bets)?);
        let key = Key {
            rules: rules.clone(),
            bets: bets.to_vec(),
        };
        Ok(lock(&PRICERS).put(key, pricer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::main_bets;

    #[test]
    fn lru_keeps_the_most_recently_used_entries() {
        let mut c: Lru<u32, &str> = Lru::new(2);
        c.put(1, "a");
        c.put(2, "b");
        assert_eq!(c.get(&1), Some("a")); // 1 is now the most recent
        c.put(3, "c"); // forgets 2
        assert_eq!(
            (c.get(&2), c.get(&1), c.get(&3)),
            (None, Some("a"), Some("c"))
        );
        assert_eq!(c.put(3, "d"), "c"); // the entry stored first is kept
        assert_eq!((c.len(), c.get(&3)), (2, Some("c")));
        let mut none: Lru<u32, u32> = Lru::new(0);
        assert_eq!(none.put(1, 1), 1);
        assert_eq!(none.get(&1), None);
    }

    #[test]
    fn shared_pricers_are_compiled_once_per_rules_and_bets() {
        let std = Rules::preset("standard").unwrap();
        let ez = Rules::preset("ez").unwrap();
        let a = Pricer::shared(&std, &main_bets(&std)).unwrap();
        let b = Pricer::shared(&std, &main_bets(&std)).unwrap();
        let c = Pricer::shared(&ez, &main_bets(&ez)).unwrap();
        let d = Pricer::shared(&std, &main_bets(&std)[..2]).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(!Arc::ptr_eq(&a, &c) && !Arc::ptr_eq(&a, &d));
        assert_eq!(c.rules(), &ez);
        assert_eq!(d.bets().count(), 2);
        let mut dup = main_bets(&std);
        dup.push(dup[0].clone());
        assert!(Pricer::shared(&std, &dup).is_err());
    }
}
