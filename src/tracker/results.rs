//! The coup history of a tracked shoe: each finished coup's cards, totals, winner,
//! naturals and pairs (`tracker.results` of `track --format json`).

use crate::card::Card;
use crate::coup::Winner;
use crate::outcome::coup_facts;
use crate::rules::Rules;
use serde::Serialize;

/// One finished coup as the history shows it.
///
/// ```json
/// {"coup": 1, "punto": "5 3", "banco": "K 4", "punto_total": 8, "banco_total": 4,
///  "winner": "punto", "punto_natural": true, "banco_natural": false,
///  "punto_pair": false, "banco_pair": false}
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CoupResult {
    /// The coup's number in this shoe, from 1.
    pub coup: usize,
    /// Punto's cards in dealing order, e.g. `"5 3"`.
    pub punto: String,
    /// Banco's cards in dealing order.
    pub banco: String,
    /// Punto's final total.
    pub punto_total: u8,
    /// Banco's final total.
    pub banco_total: u8,
    /// `"punto"`, `"banco"` or `"tie"`.
    pub winner: Winner,
    /// Punto's first two cards make a natural under the rules (8 or 9 in most sets).
    pub punto_natural: bool,
    /// Banco's first two cards make a natural.
    pub banco_natural: bool,
    /// Punto's first two cards have the same rank (the Punto Pair bet wins).
    pub punto_pair: bool,
    /// Banco's first two cards have the same rank.
    pub banco_pair: bool,
}

fn list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl CoupResult {
    /// The result of the complete coup `punto`/`banco` (each at least two cards), the
    /// `coup`-th of its shoe: its facts as `outcome::coup_facts` finds them.
    ///
    /// # Panics
    /// If a hand has fewer than two cards.
    pub fn new(rules: &Rules, coup: usize, punto: &[Card], banco: &[Card]) -> CoupResult {
        let (facts, _) = coup_facts(rules, punto, banco);
        CoupResult {
            coup,
            punto: list(punto),
            banco: list(banco),
            punto_total: facts.punto_total,
            banco_total: facts.banco_total,
            winner: facts.winner(),
            punto_natural: facts.punto_natural,
            banco_natural: facts.banco_natural,
            punto_pair: facts.punto_pair,
            banco_pair: facts.banco_pair,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn result(punto: &str, banco: &str) -> CoupResult {
        let rules = Rules::preset("standard").unwrap();
        CoupResult::new(
            &rules,
            1,
            &parse_cards(punto).unwrap(),
            &parse_cards(banco).unwrap(),
        )
    }

    #[test]
    fn a_natural_eight_beats_four() {
        let r = result("5 3", "K 4");
        assert_eq!((r.punto_total, r.banco_total), (8, 4));
        assert_eq!(r.winner, Winner::Punto);
        assert!(r.punto_natural && !r.banco_natural);
        assert!(!r.punto_pair && !r.banco_pair);
    }

    #[test]
    fn pairs_need_the_same_rank_in_the_first_two_cards() {
        // K K is a pair; K Q is not (both count 0, but ranks differ); a third card matching
        // the first does not make a pair.
        let r = result("K K 7", "K Q 5");
        assert!(r.punto_pair && !r.banco_pair);
        assert_eq!((r.punto_total, r.banco_total), (7, 5));
        let r = result("2 5 2", "3h 3s");
        assert!(!r.punto_pair && r.banco_pair);
        assert_eq!(r.winner, Winner::Punto);
    }

    #[test]
    fn the_tracker_keeps_every_finished_coup_until_undo_or_a_new_shoe() {
        use crate::shoe::ShoeSpec;
        use crate::tracker::Tracker;
        let spec = ShoeSpec {
            decks: Some(8),
            ..ShoeSpec::default()
        };
        let mut t = Tracker::new(spec, Rules::preset("standard").unwrap()).unwrap();
        t.input("coup").unwrap();
        t.input("5 K 3 4").unwrap(); // Punto 5 3 (8) beats Banco K 4 (4)
        t.input("4 4 4 4").unwrap(); // 8 against 8: a tie, two naturals, two pairs
        t.input("9").unwrap(); // a coup in play is not a result
        let s = t.status();
        assert_eq!(s.results.len(), 2);
        let tie = &s.results[1];
        assert_eq!((tie.coup, tie.winner), (2, Winner::Tie));
        assert!(tie.punto_pair && tie.banco_pair && tie.punto_natural && tie.banco_natural);
        assert_eq!(s.roads.bead_plate.len(), 2);
        assert_eq!(s.roads.big_road.len(), 1);
        assert_eq!(s.roads.big_road[0].ties, 1);
        t.undo().unwrap();
        t.undo().unwrap();
        assert_eq!(t.status().results, [result("5 3", "K 4")]);
        t.input("new").unwrap();
        assert!(t.status().results.is_empty());
        assert!(t.status().roads.big_road.is_empty());
    }

    #[test]
    fn equal_totals_tie_and_a_third_card_nine_is_no_natural() {
        let r = result("K 2 7", "4 5");
        assert_eq!((r.punto_total, r.banco_total), (9, 9));
        assert_eq!(r.winner, Winner::Tie);
        assert!(!r.punto_natural, "9 with three cards is not a natural");
        assert!(r.banco_natural);
        let json = serde_json::to_string(&r).unwrap();
        assert!(json.contains(r#""winner":"tie""#), "{json}");
    }
}
