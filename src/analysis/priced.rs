//! The priced bets of one shoe, in the order the pricer was given them and by bet id.

use super::result::{BetResult, Priced};
use std::ops::Deref;

/// Every bet of a [`super::Pricer`] priced for one shoe: a slice of [`Priced`] in the
/// pricer's order (index it, iterate it) that can also be looked up by bet id.
///
/// # Examples
/// ```
/// use punto_banco::{main_bets, Pricer, Rules, Shoe};
/// let rules = Rules::preset("standard")?;
/// let priced = Pricer::new(&rules, &main_bets(&rules))?.price(&Shoe::with_decks(8)?);
/// let banco = priced.result("banco").expect("priced");
/// assert_eq!(format!("{:.4}", 100.0 * banco.house_edge_f64()), "1.0579");
/// assert_eq!(priced[1].id(), "banco");
/// assert!(priced.get("dragon_7").is_none());
/// # Ok::<(), punto_banco::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct PricedBets(Vec<Priced>);

impl PricedBets {
    /// The bet with id `id`, if the pricer had it.
    pub fn get(&self, id: &str) -> Option<&Priced> {
        self.0.iter().find(|p| p.id() == id)
    }

    /// The exact result of the bet with id `id`, if the pricer had it and could price it.
    pub fn result(&self, id: &str) -> Option<&BetResult> {
        self.get(id).and_then(Priced::result)
    }

    /// The priced bets as a vector, in the pricer's order.
    pub fn into_vec(self) -> Vec<Priced> {
        self.0
    }
}

impl From<Vec<Priced>> for PricedBets {
    fn from(v: Vec<Priced>) -> PricedBets {
        PricedBets(v)
    }
}

impl From<PricedBets> for Vec<Priced> {
    fn from(p: PricedBets) -> Vec<Priced> {
        p.0
    }
}

impl Deref for PricedBets {
    type Target = [Priced];

    fn deref(&self) -> &[Priced] {
        &self.0
    }
}

impl IntoIterator for PricedBets {
    type Item = Priced;
    type IntoIter = std::vec::IntoIter<Priced>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a PricedBets {
    type Item = &'a Priced;
    type IntoIter = std::slice::Iter<'a, Priced>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
