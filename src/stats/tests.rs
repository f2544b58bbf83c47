use super::*;
use crate::limits::Cancel;

fn close(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-12)
}

#[test]
fn holm_matches_textbook_examples() {
    // Holm (1979)'s step-down on m = 4: sorted 0.005, 0.01, 0.03, 0.04 times 4, 3, 2, 1
    // = 0.02, 0.03, 0.06, 0.04 -> running maximum 0.02, 0.03, 0.06, 0.06.
    let a = holm(&[0.01, 0.04, 0.03, 0.005]);
    assert!(close(&a, &[0.03, 0.06, 0.06, 0.02]), "{a:?}");
    // m = 4: sorted 0.01, 0.02, 0.03, 0.5 -> 0.04, 0.06, 0.06, 0.5.
    let a = holm(&[0.03, 0.01, 0.5, 0.02]);
    assert!(close(&a, &[0.06, 0.04, 0.5, 0.06]), "{a:?}");
    // Capped at 1; one test is its own adjustment; none gives none.
    assert_eq!(holm(&[0.9, 0.8]), vec![1.0, 1.0]);
    assert_eq!(holm(&[0.37]), vec![0.37]);
    assert!(holm(&[]).is_empty());
    // Ties: equal p-values get equal adjustments (the running maximum carries).
    let a = holm(&[0.01, 0.01, 0.2]);
    assert!(close(&a, &[0.03, 0.03, 0.2]), "{a:?}");
}

#[test]
fn a_permutation_p_value_is_never_zero_and_counts_the_observed_draw() {
    // No draw reaches T: p = 1/(D + 1), the smallest a test of D draws gives.
    assert_eq!(permutation_p(0, 999), 0.001);
    // Every draw reaches T: p = 1.
    assert_eq!(permutation_p(999, 999), 1.0);
    assert_eq!(permutation_p(49, 999), 0.05);
    let t = Permutation::new(99, 4);
    assert_eq!((t.draws, t.at_least, t.p_value), (99, 4, 0.05));
    // sqrt(0.05 × 0.95 / 99)
    assert!(
        (t.error - 0.021_904_291_355_759_03).abs() < 1e-15,
        "{}",
        t.error
    );
    assert_eq!(Permutation::new(9, 9).error, 0.0);
}

#[test]
fn the_normal_tails_are_the_textbook_ones() {
    assert!((normal_upper(0.0) - 0.5).abs() < 1e-15);
    assert!((normal_upper(1.959_963_984_540_054) - 0.025).abs() < 1e-12);
    assert!((normal_upper(-1.644_853_626_951_472_2) - 0.95).abs() < 1e-12);
    assert!((normal_two_sided(1.959_963_984_540_054) - 0.05).abs() < 1e-12);
    assert!((normal_two_sided(-2.575_829_303_548_900_4) - 0.01).abs() < 1e-12);
    assert!((normal_two_sided(0.0) - 1.0).abs() < 1e-15);
}

#[test]
fn the_draws_bound_the_smallest_adjusted_p() {
    // 999 draws and 10 tests: no adjusted p below 10/1000 = 0.01, so none below 0.01;
    // 1000 draws are the fewest that can flag at 0.01.
    let f = p_floor(10, 999, 0.01);
    assert!(
        (f.least_p - 0.01).abs() < 1e-15 && f.least_p >= 0.01,
        "{f:?}"
    );
    assert_eq!(f.least_draws, 1000);
    // 2 tests at 0.05: 2/(D + 1) < 0.05 needs D + 1 > 40.
    assert_eq!(p_floor(2, 999, 0.05).least_draws, 40);
    assert_eq!(p_floor(1, 9999, 0.01).least_draws, 100);
    // The floor is what the adjustment gives when no draw reaches any statistic.
    let m = 7;
    let family = vec![permutation_p(0, 99); m];
    assert_eq!(p_floor(m, 99, 0.05).least_p, holm(&family)[0]);
}

#[test]
fn a_shuffle_is_seeded_and_uniform_over_the_orders() {
    // Every order of 3 items, 6,000 shuffles: each of the 6 orders about 1,000 times
    // (chi-square with 5 degrees of freedom below 20.5, p = 0.001).
    let mut rng = stream_rng(5, 0);
    let mut seen = std::collections::HashMap::new();
    for _ in 0..6_000 {
        let mut v = [0u8, 1, 2];
        shuffle(&mut rng, &mut v);
        *seen.entry(v).or_insert(0u32) += 1;
    }
    assert_eq!(seen.len(), 6);
    let chi: f64 = seen
        .values()
        .map(|&n| (f64::from(n) - 1000.0).powi(2) / 1000.0)
        .sum();
    assert!(chi < 20.5, "{seen:?}");
    // Draw d of seeded_draws is stream d of the seed, in order.
    let firsts = seeded_draws(4, 11, &Cancel::default(), |rng| {
        let mut v: Vec<u32> = (0..10).collect();
        shuffle(rng, &mut v);
        v
    });
    for (d, v) in firsts.iter().enumerate() {
        let mut w: Vec<u32> = (0..10).collect();
        shuffle(&mut stream_rng(11, d as u64), &mut w);
        assert_eq!(*v, w);
    }
}

#[test]
fn draws_after_a_raised_cancel_are_left_at_their_default() {
    let gone = Cancel::new();
    gone.cancel();
    assert_eq!(seeded_draws(50, 3, &gone, |_| 1u32), vec![0; 50]);
    assert_eq!(seeded_draws(50, 3, &Cancel::new(), |_| 1u32), vec![1; 50]);
}
