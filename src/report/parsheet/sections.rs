//! The par sheet's sections, each put in words from the audit's figures: return tables
//! and summaries, the rules, the deck sweep, the distributions and the checks.

use super::{
    BetSheet, BetSummary, Check, CheckKind, CountKind, CountRow, Distributions, EdgeRow,
    EdgesByDecks, FigureKind, HouseWinRange, PublishedCheck, ReturnRow, RowKind, RulesSection,
    ShoeKind, SpecialPay, TableauRow, Value,
};
use crate::analysis::{
    Audit, BetAudit, BetResult, EdgeSweep, Identity, Priced, ReturnLine, Share, Volatility,
};
use crate::bets::Winner;
use crate::ratio::{Count, Exact};
use crate::reference::{Quantity, Reproduced};
use crate::report::{fmt, pays_summary, words::event_words, Cell};
use crate::rules::Rules;
use crate::shoe::{Shoe, ShoeSpec};
use num_rational::BigRational;
use num_traits::{One, Signed};

pub(super) fn bet_sheet(p: &Priced, audit: &BetAudit) -> BetSheet {
    let Some(r) = p.result() else {
        let reason = match p {
            Priced::NotPriceable { reason, .. } => reason.clone(),
            Priced::Ok(_) => unreachable!("no result means not priceable"),
        };
        return BetSheet {
            id: p.id().into(),
            name: p.name().into(),
            pays: "-".into(),
            not_priceable: Some(reason),
            rows: vec![],
            total: None,
            summary: None,
        };
    };
    let row = |event: String, pays: &BigRational, line: &ReturnLine, kind: RowKind| ReturnRow {
        event,
        row: kind,
        pays: Some(Exact::from(pays)),
        combinations: Count::from(line.share.count.clone()),
        probability: Value::new(&line.share.probability),
        return_contribution: Value::new(&line.contribution),
    };
    let lose = audit
        .returns
        .last()
        .expect("a losing row after the pay lines");
    let mut rows: Vec<ReturnRow> = r
        .lines
        .iter()
        .zip(&audit.returns)
        .map(|(l, line)| {
            let kind = RowKind::Line(l.line.when.clone());
            row(event_words(&l.line.when), &l.line.pays, line, kind)
        })
        .collect();
    rows.push(row(
        "any other coup".into(),
        &-BigRational::one(),
        lose,
        RowKind::Lose,
    ));
    let total = ReturnRow {
        event: "Total".into(),
        row: RowKind::Total,
        pays: None,
        combinations: Count::from(r.total.clone()),
        probability: Value::new(&BigRational::one()),
        return_contribution: Value::new(&r.ev()),
    };
    let vol = audit
        .volatility
        .as_ref()
        .expect("a priced bet has a volatility");
    BetSheet {
        id: r.id.to_string(),
        name: r.name.to_string(),
        pays: pays_summary(r),
        not_priceable: None,
        rows,
        total: Some(total),
        summary: Some(summary(r, vol)),
    }
}

pub(super) fn summary(r: &BetResult, vol: &Volatility) -> BetSummary {
    let resolved = r.edge_per_resolved();
    BetSummary {
        volatility_index: vol.index,
        house_win_90: vol
            .ranges
            .iter()
            .map(|w| HouseWinRange {
                coups: w.coups,
                low: w.low,
                high: w.high,
            })
            .collect(),
        house_edge: Value::new(&r.house_edge()),
        return_to_player: Value::new(&r.rtp()),
        hit_frequency: Value::new(&r.p_win()),
        push_probability: Value::new(&r.p_push()),
        variance: Value::new(&r.variance()),
        standard_deviation: r.sd(),
        element_of_risk: resolved
            .as_ref()
            .filter(|_| r.p_push().is_positive())
            .map(Value::new),
        edge_per_resolved: resolved.as_ref().map(Value::new),
    }
}

pub(super) fn rules_section(rules: &Rules) -> RulesSection {
    let naturals: Vec<u8> = (0..10).filter(|&t| rules.is_natural(t)).collect();
    let letter = |draw: bool| if draw { "T" } else { "R" }.to_string();
    let special = |bet: &str, lines: &[crate::bets::PayLine]| -> Vec<SpecialPay> {
        lines
            .iter()
            .map(|l| SpecialPay {
                bet: bet.into(),
                event: event_words(&l.when),
                when: l.when.clone(),
                pays: Exact::from(&l.pays),
            })
            .collect()
    };
    let file = rules.to_file();
    let mut special_pays = special("Punto", &file.punto_special);
    special_pays.extend(special("Banco", &file.banco_special));
    RulesSection {
        punto_draws: (0..10).filter(|&t| rules.punto_draws(t)).collect(),
        punto_stands: (0..10)
            .filter(|&t| !rules.is_natural(t) && !rules.punto_draws(t))
            .collect(),
        tableau: (0..10)
            .filter(|&t| !rules.is_natural(t))
            .map(|t| TableauRow {
                banco_total: t,
                letters: (0..10)
                    .map(Some)
                    .chain([None])
                    .map(|third| letter(rules.banco_draws(t, third)))
                    .collect(),
            })
            .collect(),
        naturals,
        punto_pays: Exact::from(rules.punto_pays()),
        banco_pays: Exact(rules.banco_pays()),
        banco_commission: Exact::from(rules.banco_commission()),
        tie_pays: Exact::from(rules.tie_pays()),
        tie_pushes: rules.tie_pushes(),
        special_pays,
        notes: rules.notes().to_vec(),
        definition: file.clone(),
    }
}

pub(super) fn shoe_words(spec: &ShoeSpec, shoe: &Shoe) -> String {
    let cards = shoe.total();
    match (&spec.shoe, &spec.removed) {
        (None, None) => {
            let d = spec.decks.unwrap_or(crate::shoe::DEFAULT_DECKS);
            let s = if d == 1 { "deck" } else { "decks" };
            format!("{d} {s} ({cards} cards)")
        }
        (None, Some(removed)) => {
            let d = spec.decks.unwrap_or(crate::shoe::DEFAULT_DECKS);
            format!("{d} decks less the cards {removed} ({cards} cards)")
        }
        (Some(_), _) => format!("explicit shoe of {cards} cards: {}", shoe.to_spec()),
    }
}

pub(super) fn shoe_kind(spec: &ShoeSpec, shoe: &Shoe) -> ShoeKind {
    let cards = shoe.total();
    let decks = spec.decks.unwrap_or(crate::shoe::DEFAULT_DECKS);
    match (&spec.shoe, &spec.removed) {
        (None, None) => ShoeKind::Decks { decks, cards },
        (None, Some(removed)) => ShoeKind::Removed {
            decks,
            removed: removed.clone(),
            cards,
        },
        (Some(_), _) => ShoeKind::Explicit {
            cards,
            spec: shoe.to_spec(),
        },
    }
}

/// The number of full decks the shoe holds, if it is a whole number of full decks.
pub(super) fn full_decks(spec: &ShoeSpec) -> Option<u32> {
    match (spec.shoe.as_ref(), spec.removed.as_ref()) {
        (None, None) => Some(spec.decks.unwrap_or(crate::shoe::DEFAULT_DECKS)),
        _ => None,
    }
}

pub(super) fn edges_by_decks(sweep: &EdgeSweep) -> EdgesByDecks {
    EdgesByDecks {
        decks: sweep.decks.clone(),
        bets: sweep
            .bets
            .iter()
            .map(|(id, name, edges)| EdgeRow {
                id: id.clone(),
                name: name.clone(),
                edges: edges.iter().map(|e| e.as_ref().map(Value::new)).collect(),
            })
            .collect(),
    }
}

pub(super) fn count_row(label: String, share: &Share, kind: CountKind) -> CountRow {
    CountRow {
        label,
        kind,
        count: Count::from(share.count.clone()),
        probability: Value::new(&share.probability),
    }
}

pub(super) fn distributions(audit: &Audit) -> Distributions {
    Distributions {
        outcomes: audit
            .outcomes
            .iter()
            .map(|(w, share)| {
                let label = match w {
                    Winner::Punto => "Punto wins",
                    Winner::Banco => "Banco wins",
                    Winner::Tie => "Égalité (tie)",
                };
                count_row(label.into(), share, CountKind::Winner(*w))
            })
            .collect(),
        totals: audit
            .table
            .totals_matrix()
            .iter()
            .map(|r| r.iter().map(|x| Count::from(x.clone())).collect())
            .collect(),
        cards_dealt: audit
            .cards_dealt
            .iter()
            .map(|(n, share)| count_row(format!("{n} cards"), share, CountKind::Cards(*n as u64)))
            .collect(),
    }
}

pub(super) fn check(identity: &Identity) -> Check {
    let (check, detail_cell) = match identity {
        Identity::TotalWeight { weight, sequences } => (
            "Total weight of all coups equals N(N-1)(N-2)(N-3)(N-4)(N-5)".to_string(),
            Cell::text(format!(
                "{} = {}",
                fmt::grouped(weight),
                fmt::grouped(sequences)
            )),
        ),
        Identity::TotalsSum { sum, .. } => (
            "Final-totals distribution (10x10) sums to the total".into(),
            fmt::grouped_cell(sum),
        ),
        Identity::CardsDealtSum { sum, .. } => (
            "Cards-dealt distribution sums to the total".into(),
            fmt::grouped_cell(sum),
        ),
        Identity::BetSums {
            name,
            combinations,
            probability,
            ..
        } => (
            format!("{name}: combinations sum to the total; P(win) + P(push) + P(lose) = 1"),
            Cell::text(format!(
                "{}; {}",
                fmt::grouped(combinations),
                fmt::exact(probability)
            )),
        ),
    };
    let kind = match identity {
        Identity::TotalWeight { weight, sequences } => {
            CheckKind::TotalWeight(weight.clone(), sequences.clone())
        }
        Identity::TotalsSum { sum, .. } => CheckKind::TotalsSum(sum.clone()),
        Identity::CardsDealtSum { sum, .. } => CheckKind::CardsDealtSum(sum.clone()),
        Identity::BetSums {
            name,
            combinations,
            probability,
            ..
        } => CheckKind::BetSums {
            name: name.clone(),
            combinations: combinations.clone(),
            probability: probability.clone(),
        },
    };
    Check {
        kind,
        check,
        passed: identity.holds(),
        detail: detail_cell.text.clone(),
        detail_cell,
    }
}

/// A reproduced figure written the way its source writes it (the figures, their order and
/// the tolerance come from the reference corpus, [`crate::reference`]).
pub(super) fn published_check(r: &Reproduced) -> Option<PublishedCheck> {
    let f = &r.figure;
    let d = f.decimals.unwrap_or(0) as usize;
    // The published value is the corpus's text: a decimal when the corpus gives its
    // places, else an exact fraction.
    let as_published = |percent: bool| match f.decimals {
        Some(_) => fmt::published_cell(&f.value, percent),
        None if percent => fmt::published_cell(&f.value, percent),
        None => fmt::pays_cell(f.value.clone()),
    };
    let (published, computed) = match f.quantity {
        Quantity::Count | Quantity::Total => {
            let n = r.computed.to_integer().to_biguint()?;
            (
                fmt::grouped_cell(&f.value.parse().ok()?),
                fmt::grouped_cell(&n),
            )
        }
        Quantity::HouseEdge => (as_published(true), fmt::exact_percent_cell(&r.computed, d)),
        Quantity::Sd => (as_published(false), fmt::decimal_cell(r.decimal(), d)),
        _ => (as_published(false), fmt::exact_cell(&r.computed)),
    };
    let bet = || {
        let id = f.bet.clone().unwrap_or_default();
        let rules = Rules::preset(&f.rules).ok();
        rules
            .and_then(|r| crate::bets::builtin(&id, &r))
            .map_or(id, |b| b.name.clone())
    };
    let kind = match (&f.quantity, &f.event) {
        (Quantity::Total, _) => FigureKind::Total,
        (Quantity::Count, Some(e)) => FigureKind::Count(e.clone()),
        (Quantity::HouseEdge, _) if f.bet.is_some() => FigureKind::HouseEdge(bet()),
        (Quantity::Sd, _) if f.bet.is_some() => FigureKind::Sd(bet()),
        (Quantity::Probability, Some(e)) => FigureKind::Probability(e.clone()),
        _ => FigureKind::Other(r.label.clone()),
    };
    Some(PublishedCheck {
        kind,
        matches: r.matches,
        figure: r.label.clone(),
        published: published.text.clone(),
        computed: computed.text.clone(),
        cells: (published, computed),
        source: r.source.clone(),
    })
}
