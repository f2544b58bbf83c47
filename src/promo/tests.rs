use super::*;
use crate::{main_bets, parse_ratio, Pricer, Rules, Shoe};
use num_bigint::BigUint;
use num_rational::BigRational;
use num_traits::{One, Zero};

fn q(s: &str) -> BigRational {
    parse_ratio(s).expect("a ratio")
}

fn priced(rules: &str, decks: u32, id: &str) -> CoupOdds {
    let rules = Rules::preset(rules).unwrap();
    let pricer = Pricer::new(&rules, &main_bets(&rules)).unwrap();
    let priced = pricer.price(&Shoe::with_decks(decks).unwrap());
    CoupOdds::of(priced.result(id).unwrap())
}

fn synthetic(outcomes: &[(&str, u64)]) -> CoupOdds {
    let o = outcomes
        .iter()
        .map(|(n, c)| (q(n), BigUint::from(*c)))
        .collect();
    CoupOdds::new("x", "synthetic", o).unwrap()
}

/// What the brute force finds: value, play-all value, P(ahead), coups, net.
#[derive(Debug, PartialEq)]
struct Brute {
    value: BigRational,
    play_all: BigRational,
    ahead: BigRational,
    coups: BigRational,
    net: BigRational,
}

/// The trip by recursion over every sequence of outcomes, in plain fractions: the
/// optimal player quits when quitting is worth at least as much as playing on.
fn brute(c: &CoupOdds, terms: &TripTerms) -> Brute {
    let total = BigRational::from_integer(c.total.clone().into());
    let probs: Vec<(BigRational, BigRational)> = c
        .outcomes
        .iter()
        .map(|(n, w)| {
            (
                n.clone(),
                BigRational::from_integer(w.clone().into()) / &total,
            )
        })
        .collect();
    let f = |x: &BigRational| {
        if *x >= BigRational::zero() {
            x.clone()
        } else {
            x * (BigRational::one() - &terms.rebate)
        }
    };
    let allowed = |x: &BigRational| match &terms.loss_limit {
        Some(l) => x - BigRational::one() >= -l.clone(),
        None => true,
    };
    // (value, ahead, coups, net) of the optimal player; and the play-all value.
    fn go(
        x: BigRational,
        left: u32,
        probs: &[(BigRational, BigRational)],
        f: &dyn Fn(&BigRational) -> BigRational,
        allowed: &dyn Fn(&BigRational) -> bool,
    ) -> ([BigRational; 4], BigRational) {
        let zero = BigRational::zero();
        let ahead = if x > zero {
            BigRational::one()
        } else {
            zero.clone()
        };
        let stop = [f(&x), ahead, zero.clone(), x.clone()];
        if left == 0 || !allowed(&x) {
            let v = f(&x);
            return (stop, v);
        }
        let mut play = [zero.clone(), zero.clone(), BigRational::one(), zero.clone()];
        let mut all = zero.clone();
        for (o, p) in probs {
            let (sub, sub_all) = go(&x + o, left - 1, probs, f, allowed);
            for (a, b) in play.iter_mut().zip(sub.iter()) {
                *a += p * b;
            }
            all += p * sub_all;
        }
        (if play[0] > stop[0] { play } else { stop }, all)
    }
    let ([value, ahead, coups, net], play_all) =
        go(BigRational::zero(), terms.coups, &probs, &f, &allowed);
    Brute {
        value,
        play_all,
        ahead,
        coups,
        net,
    }
}

fn exact(c: &CoupOdds, terms: &TripTerms) -> Brute {
    let v = loss_rebate(c, terms).unwrap();
    assert_eq!(v.rebate_paid, &v.value - &v.net);
    Brute {
        value: v.value,
        play_all: v.play_all,
        ahead: v.p_ahead,
        coups: v.coups_played,
        net: v.net,
    }
}

fn terms(rebate: &str, coups: u32, limit: Option<&str>) -> TripTerms {
    TripTerms {
        rebate: q(rebate),
        coups,
        loss_limit: limit.map(q),
    }
}

#[test]
fn the_dynamic_program_equals_the_brute_force_over_every_sequence() {
    let banco = priced("standard", 8, "banco");
    let tie = priced("standard", 1, "tie");
    let ez = priced("ez", 8, "banco");
    // A side bet's shape: several winning lines, a push, a positive EV on one.
    let lines = synthetic(&[("-1", 50), ("0", 7), ("1/2", 20), ("3", 9), ("25", 1)]);
    let good = synthetic(&[("-1", 45), ("0", 10), ("6/5", 45)]);
    for c in [&banco, &tie, &ez, &lines, &good] {
        for (rebate, coups, limit) in [
            ("1/10", 6, None),
            ("1/2", 5, None),
            ("1/5", 6, Some("2")),
            ("9/10", 5, Some("7/2")),
            ("0", 4, None),
            ("3/10", 1, Some("1")),
        ] {
            let t = terms(rebate, coups, limit);
            assert_eq!(exact(c, &t), brute(c, &t), "{} {t:?}", c.id);
        }
    }
}

#[test]
fn the_brute_force_can_tell_a_wrong_policy() {
    // The comparison is not vacuous: a rebate of 20% is worth more than one of 10%.
    let banco = priced("standard", 8, "banco");
    let a = brute(&banco, &terms("1/10", 5, None));
    let b = exact(&banco, &terms("1/5", 5, None));
    assert_ne!(a, b);
    assert!(b.value > a.value);
}

#[test]
fn the_net_before_the_rebate_is_the_coups_times_the_ev() {
    let banco = priced("standard", 8, "banco");
    let v = loss_rebate(&banco, &terms("15/100", 60, Some("10"))).unwrap();
    assert_eq!(v.net, &v.coups_played * banco.ev());
    assert_eq!(v.theoretical_win, -v.net.clone());
    assert!(v.value > BigRational::zero() && v.play_all < BigRational::zero());
    assert!(v.policy.iter().all(|r| r.coup >= 1 && r.coup <= 60));
}

#[test]
fn bad_terms_are_refused_with_what_is_allowed() {
    let banco = priced("standard", 8, "banco");
    let e = loss_rebate(&banco, &terms("1", 10, None)).unwrap_err();
    assert!(e.to_string().contains("below 100%"), "{e}");
    let e = loss_rebate(&banco, &terms("1/10", 10, Some("1/2"))).unwrap_err();
    assert!(e.to_string().contains("below one bet"), "{e}");
    let e = loss_rebate(&banco, &terms("1/10", 0, None)).unwrap_err();
    assert!(e.to_string().contains("coups run from 1"), "{e}");
    let sure = synthetic(&[("0", 3), ("1", 1)]);
    let e = loss_rebate(&sure, &terms("1/10", 10, None)).unwrap_err();
    assert!(e.to_string().contains("cannot lose"), "{e}");
    assert!(chip_values(&sure).is_err());
    let big = loss_rebate(&banco, &terms("99/100", MAX_COUPS, None)).unwrap_err();
    assert!(big.to_string().contains("over the limits"), "{big}");
}

#[test]
fn chip_values_follow_their_formulas_for_several_winning_lines() {
    let c = synthetic(&[("-1", 50), ("0", 10), ("1/2", 20), ("3", 20)]);
    let v = chip_values(&c).unwrap();
    // W = 0.2 · 1/2 + 0.2 · 3 = 0.7; P(lose) = 0.5; P(push) = 0.1.
    assert_eq!(v.win_pays, q("7/10"));
    assert_eq!(v.life, q("2"));
    assert_eq!(v.house_win, q("-2/5"));
    assert_eq!(v.match_play, q("1"));
    assert_eq!(v.free_bet, q("7/9"));
    let p = programme(&v, &q("1/100"), CommissionBase::Turnover);
    assert_eq!(p.cost_per_lost, q("1/50"));
    assert_eq!(p.break_even, -c.ev());
}

#[test]
fn jacobson_matches_the_published_coefficient_and_needs_a_house_edge() {
    let b = jacobson(-0.0029036, 1.1417f64.powi(2), 0.2, None).unwrap();
    let coefficient = b.value * 2.0 * 0.0029036 / 1.1417f64.powi(2);
    assert!((coefficient - 0.0055690).abs() < 5e-8, "{coefficient}");
    assert!(jacobson(0.01, 1.0, 0.2, None).is_none());
    let capped = jacobson(-0.0106, 0.9, 0.2, Some(5.0)).unwrap();
    assert!(capped.quit_loss <= 5.0 + 1e-9 && capped.value < b.value);
}
