//! Property tests on real shoes: probabilities sum to one, the burned-card identity,
//! Punto/Banco symmetry under symmetric rules, and identical results on every integer path.

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{One, Zero};
use proptest::prelude::*;
use punto_banco::{
    enumerate_with, main_bets, Arithmetic, Bet, Card, PairFlags, Priced, Pricer, Rank, Rules, Shoe,
    Suit,
};

use crate::util::all_bets;

fn results(pricer: &Pricer, shoe: &Shoe) -> Vec<punto_banco::BetResult> {
    pricer
        .price(shoe)
        .into_iter()
        .map(|p| match p {
            Priced::Ok(r) => r,
            Priced::NotPriceable { id, reason, .. } => panic!("{id}: {reason}"),
        })
        .collect()
}

/// A suited shoe of `decks` decks with the cards `picks` (indices into the cards left,
/// taken in turn) removed: a shoe partly dealt, suits known.
fn dealt(decks: u32, picks: &[prop::sample::Index]) -> Shoe {
    let mut shoe = Shoe::with_decks(decks).unwrap();
    for pick in picks {
        if shoe.total() <= 7 {
            break;
        }
        let mut k = pick.index(shoe.total() as usize) as u32;
        'find: for r in Rank::ALL {
            for s in Suit::ALL {
                let n = shoe.suited_count(r, s).unwrap();
                if k < n {
                    shoe.remove(Card {
                        rank: r,
                        suit: Some(s),
                    })
                    .unwrap();
                    break 'find;
                }
                k -= n;
            }
        }
    }
    shoe
}

fn dealt_strategy() -> impl Strategy<Value = Shoe> {
    (
        1u32..=8,
        prop::collection::vec(any::<prop::sample::Index>(), 0..=60),
    )
        .prop_map(|(decks, picks)| dealt(decks, &picks))
}

fn int(n: &BigUint) -> BigRational {
    BigRational::from_integer(BigInt::from(n.clone()))
}

/// Σ over the card c that could be burned of count(c) · EV(shoe − c) must equal
/// N · EV(shoe), for every bet: the expected value after an unseen card is the value now.
fn burned_card_identity(shoe: &Shoe, rules: &Rules) -> Result<(), String> {
    let bets = all_bets(rules);
    let pricer = Pricer::new(rules, &bets).unwrap();
    let now: Vec<BigRational> = results(&pricer, shoe).iter().map(|r| r.ev()).collect();
    let mut sum = vec![BigRational::zero(); bets.len()];
    for r in Rank::ALL {
        for s in Suit::ALL {
            let n = shoe.suited_count(r, s).unwrap();
            if n == 0 {
                continue;
            }
            let mut less = shoe.clone();
            less.remove(Card {
                rank: r,
                suit: Some(s),
            })
            .unwrap();
            for (acc, res) in sum.iter_mut().zip(results(&pricer, &less)) {
                *acc += res.ev() * BigRational::from_integer(n.into());
            }
        }
    }
    let total = BigRational::from_integer(shoe.total().into());
    for ((bet, acc), ev) in bets.iter().zip(sum).zip(now) {
        if acc != &total * &ev {
            return Err(format!(
                "{} on {shoe}: Σ count·EV(burned) = {acc}, N·EV = {}",
                bet.id,
                total * ev
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_bet_sums_to_exactly_one(shoe in dealt_strategy(), preset in prop::sample::select(punto_banco::PRESETS.to_vec())) {
        let rules = Rules::preset(preset).unwrap();
        let pricer = Pricer::new(&rules, &all_bets(&rules)).unwrap();
        for r in results(&pricer, &shoe) {
            let counted: BigUint = r.lines.iter().map(|l| &l.count).sum::<BigUint>() + &r.lose;
            prop_assert_eq!(&counted, &r.total, "{}", r.id);
            prop_assert_eq!(r.p_win() + r.p_push() + r.p_lose(), BigRational::one(), "{}", r.id);
        }
    }

    #[test]
    fn the_burned_card_identity_holds_for_every_bet(shoe in dealt_strategy(), preset in prop::sample::select(vec!["standard", "midi", "ez", "gold"])) {
        let rules = Rules::preset(preset).unwrap();
        prop_assert_eq!(burned_card_identity(&shoe, &rules), Ok(()));
    }

    #[test]
    fn native_and_big_integer_paths_agree(counts in prop::collection::vec(0u32..=200_000, 13)) {
        let counts: [u32; 13] = counts.try_into().unwrap();
        prop_assume!(counts.iter().map(|&c| u64::from(c)).sum::<u64>() >= 6);
        paths_agree(&Shoe::from_counts(counts).unwrap());
    }
}

#[test]
fn the_burned_card_identity_holds_on_nearly_empty_shoes() {
    let rules = Rules::preset("standard").unwrap();
    for left in [
        "Ks Kh Qd 9s 9c 8h 5d Ah",
        "Ks Ks Ks Kh 10d Jc Qs",
        "7s 7s 6h 6h 3d 9c 9c Kd Jd",
    ] {
        let mut suited = [[0u32; 4]; 13];
        for c in punto_banco::parse_cards(left).unwrap() {
            suited[c.rank.index()][c.suit.unwrap().index()] += 1;
        }
        let shoe = Shoe::from_suited_counts(suited).unwrap();
        burned_card_identity(&shoe, &rules).unwrap();
    }
}

/// Prices every built-in bet from each integer path and requires identical results.
fn paths_agree(shoe: &Shoe) {
    let rules = Rules::preset("standard").unwrap();
    let bets: Vec<Bet> = all_bets(&rules)
        .into_iter()
        .filter(|b| !b.id.starts_with("perfect_pair"))
        .collect();
    let pricer = Pricer::new(&rules, &bets).unwrap();
    let big = pricer.price_table(
        shoe,
        &enumerate_with(shoe, &rules, PairFlags::Tracked, Arithmetic::Big),
    );
    let u128 = pricer.price_table(
        shoe,
        &enumerate_with(shoe, &rules, PairFlags::Tracked, Arithmetic::U128),
    );
    let auto = pricer.price_table(
        shoe,
        &enumerate_with(shoe, &rules, PairFlags::Tracked, Arithmetic::Auto),
    );
    assert_eq!(big, u128, "u128 and big integers differ on {shoe}");
    assert_eq!(
        big, auto,
        "the automatic path and big integers differ on {shoe}"
    );
}

#[test]
fn integer_paths_agree_at_and_beyond_their_limits() {
    // 1,627 cards is the largest shoe whose total fits u64; 2,642,248 the largest for u128.
    for n in [52u32, 1_627, 1_628, 52_000, 1_040_000, 2_642_248] {
        let mut counts = [n / 13; 13];
        counts[9] += n % 13;
        paths_agree(&Shoe::from_counts(counts).unwrap());
        // One value class holding almost every card: the cells closest to the total.
        let mut lopsided = [1u32; 13];
        lopsided[12] = n - 12;
        paths_agree(&Shoe::from_counts(lopsided).unwrap());
        let mut zeros = [0u32; 13];
        zeros[9..].fill(n / 4);
        zeros[12] += n % 4;
        paths_agree(&Shoe::from_counts(zeros).unwrap());
        let mut sevens = [0u32; 13];
        sevens[6] = n - 3;
        sevens[0] = 3;
        paths_agree(&Shoe::from_counts(sevens).unwrap());
    }
}

#[test]
fn shoes_of_a_thousand_decks_and_more_compute_exactly() {
    let rules = Rules::preset("standard").unwrap();
    let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
    for decks in [1_000u32, 50_000, 60_000, 1_000_000] {
        let shoe = Shoe::with_decks(decks).unwrap();
        let table = enumerate_with(&shoe, &rules, PairFlags::Ignored, Arithmetic::Auto);
        let n = BigUint::from(shoe.total());
        let want: BigUint = (0..6u32).map(|i| &n - i).product();
        assert_eq!(table.total(), &want, "{decks} decks");
        let big = pricer.price_table(
            &shoe,
            &enumerate_with(&shoe, &rules, PairFlags::Ignored, Arithmetic::Big),
        );
        assert_eq!(pricer.price_table(&shoe, &table), big, "{decks} decks");
        // With so many decks the Banco edge approaches the infinite-shoe value, about 1.06%.
        let edge = big.result("banco").unwrap().house_edge_f64();
        assert!(
            (edge - 0.0106).abs() < 0.0002,
            "{decks} decks: Banco edge {edge}"
        );
        for r in &big {
            let r = r.result().unwrap();
            assert_eq!(r.p_win() + r.p_push() + r.p_lose(), BigRational::one());
        }
    }
}

/// Rules that treat both hands alike: each draws on 0-5 and stands on 6-7, whatever the
/// other did; both pay 1:1. Ordered sequences are exchangeable, so every Punto count must
/// equal the matching Banco count.
fn symmetric_rules() -> Rules {
    let mut tableau = serde_json::Map::new();
    for t in 0..8 {
        let row = if t <= 5 {
            "TTTTTTTTTT T"
        } else {
            "RRRRRRRRRR R"
        };
        tableau.insert(t.to_string(), row.into());
    }
    let file = serde_json::json!({
        "name": "symmetric", "description": "both hands draw on 0-5, pay 1:1",
        "naturals": [8, 9], "punto_draws": [0, 1, 2, 3, 4, 5], "banco_tableau": tableau,
        "punto_pays": "1", "banco_commission": "0", "tie_pays": "8", "tie_pushes": true,
    });
    Rules::from_json(&file.to_string()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn punto_and_banco_swap_under_symmetric_rules(shoe in dealt_strategy()) {
        let rules = symmetric_rules();
        let pricer = Pricer::new(&rules, &all_bets(&rules)).unwrap();
        let r = results(&pricer, &shoe);
        let by = |id: &str| r.iter().find(|b| &*b.id == id).unwrap();
        for (p, b) in [("punto", "banco"), ("punto_pair", "banco_pair"), ("punto_natural_8", "banco_natural_8"),
                       ("punto_natural_9", "banco_natural_9"), ("dragon_bonus_punto", "dragon_bonus_banco")] {
            prop_assert_eq!(by(p).win_count(), by(b).win_count(), "{} vs {}", p, b);
            prop_assert_eq!(&by(p).lose, &by(b).lose, "{} vs {}", p, b);
            prop_assert_eq!(by(p).ev(), by(b).ev(), "{} vs {}", p, b);
        }
        let table = enumerate_with(&shoe, &rules, PairFlags::Tracked, Arithmetic::Auto);
        let m = table.totals_matrix();
        for (i, row) in m.iter().enumerate() {
            for (j, x) in row.iter().enumerate() {
                prop_assert_eq!(x, &m[j][i], "totals {} / {}", i, j);
            }
        }
        prop_assert_eq!(table.count_where(|c| c.punto_cards == 3 && c.banco_cards == 2),
                        table.count_where(|c| c.punto_cards == 2 && c.banco_cards == 3));
    }
}

#[test]
fn the_largest_shoe_accepted_prices_every_bet() {
    // 82,595,524 decks: 4,294,967,248 cards, just under MAX_CARDS.
    let decks = (punto_banco::MAX_CARDS / 52) as u32;
    let shoe = Shoe::with_decks(decks).unwrap();
    let rules = Rules::preset("standard").unwrap();
    let pricer = Pricer::new(&rules, &all_bets(&rules)).unwrap();
    for r in results(&pricer, &shoe) {
        assert_eq!(
            r.p_win() + r.p_push() + r.p_lose(),
            BigRational::one(),
            "{}",
            r.id
        );
    }
    // One rank and suit holding almost every card: perfect pairs on nearly every coup.
    let mut suited = [[1u32; 4]; 13];
    suited[12][0] = u32::MAX - 51;
    for r in results(&pricer, &Shoe::from_suited_counts(suited).unwrap()) {
        assert_eq!(
            r.p_win() + r.p_push() + r.p_lose(),
            BigRational::one(),
            "{}",
            r.id
        );
    }
    let mut lopsided = [0u32; 13];
    lopsided[12] = u32::MAX - 6;
    lopsided[0] = 6;
    paths_agree_big_only(&Shoe::from_counts(lopsided).unwrap());
}

/// Every built-in bet but the perfect pairs, priced on the big-integer path: counts add up.
fn paths_agree_big_only(shoe: &Shoe) {
    let rules = Rules::preset("standard").unwrap();
    let bets: Vec<Bet> = all_bets(&rules)
        .into_iter()
        .filter(|b| !b.id.starts_with("perfect_pair"))
        .collect();
    let pricer = Pricer::new(&rules, &bets).unwrap();
    let auto = pricer.price_table(
        shoe,
        &enumerate_with(shoe, &rules, PairFlags::Tracked, Arithmetic::Auto),
    );
    assert_eq!(
        auto,
        pricer.price_table(
            shoe,
            &enumerate_with(shoe, &rules, PairFlags::Tracked, Arithmetic::Big)
        )
    );
    for r in auto {
        let r = r.result().unwrap().clone();
        assert_eq!(
            r.lines.iter().map(|l| &l.count).sum::<BigUint>() + &r.lose,
            r.total,
            "{}",
            r.id
        );
    }
}

#[test]
fn the_symmetry_check_can_fail_under_standard_rules() {
    let rules = Rules::preset("standard").unwrap();
    let table = enumerate_with(
        &Shoe::with_decks(8).unwrap(),
        &rules,
        PairFlags::Ignored,
        Arithmetic::Auto,
    );
    let punto = table.count_where(|c| c.punto_total > c.banco_total);
    let banco = table.count_where(|c| c.banco_total > c.punto_total);
    assert!(
        int(&banco) > int(&punto),
        "the standard tableau favours Banco"
    );
}
