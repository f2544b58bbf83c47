//! A bet's pay table in short, as a casino writes it.

use super::fmt;
use crate::analysis::BetResult;
use crate::ratio::Exact;
use num_rational::BigRational;
use num_traits::Signed;

/// The pay of a bet's winning line(s) as a casino writes it (`19:20`, `8:1`, `30:1 ... 1:1`).
pub fn pays_summary(r: &BetResult) -> String {
    let pays: Vec<BigRational> = r.lines.iter().map(|l| l.line.pays.clone()).collect();
    summary(&pays)
}

/// [`pays_summary`] of a report's [`winning_pays`](crate::api::winning_pays).
pub fn pays_summary_of(pays: &[Exact]) -> String {
    let pays: Vec<BigRational> = pays.iter().map(|p| p.0.clone()).collect();
    summary(&pays)
}

fn summary(pays: &[BigRational]) -> String {
    let mut pays: Vec<&BigRational> = pays.iter().filter(|p| p.is_positive()).collect();
    pays.dedup();
    match pays.len() {
        0 => "push only".into(),
        1 => fmt::pays(pays[0]),
        _ => {
            let max = pays.iter().max().expect("non-empty");
            let min = pays.iter().min().expect("non-empty");
            format!("{} to {}", fmt::pays(min), fmt::pays(max))
        }
    }
}
