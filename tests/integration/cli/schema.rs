//! Test-side schema: every field the documentation promises, nothing else
//! (`deny_unknown_fields`, so schema drift fails a test).

use serde::Deserialize;

/// Test-side documents: each struct derives `Deserialize` with `deny_unknown_fields`, every
/// field public (the one place these attributes are written).
macro_rules! schema {
    ($($name:ident { $($field:ident: $ty:ty),* $(,)? })*) => {
        $(
            #[derive(Debug, Deserialize)]
            #[serde(deny_unknown_fields)]
            pub struct $name {
                $(pub $field: $ty,)*
            }
        )*
    };
}

/// `ev`'s answer for a shoe: the fields the whole answer (`EvJson`) and a batch line
/// (`BatchOkJson`) share after their own (the shoe, its combinations, the +EV bets, every
/// bet).
macro_rules! ev_answer {
    ($name:ident { $($field:ident: $ty:ty),* }) => {
        schema! {
            $name {
                $($field: $ty,)*
                shoe: ShoeJson,
                combinations: String,
                positive: Vec<String>,
                bets: Vec<EvBetJson>,
            }
        }
    };
}

schema! {
    ShoeJson {
        decks: Option<u32>,
        removed: Option<String>,
        cards: u64,
        counts: [u32; 13],
        spec: String,
        suits_known: bool,
    }

    RulesEchoJson {
        name: String,
        definition: punto_banco::RulesFile,
    }

    OutcomeJson {
        count: String,
        probability: String,
        decimal: f64,
    }

    OutcomesJson {
        punto: OutcomeJson,
        banco: OutcomeJson,
        tie: OutcomeJson,
    }

    LineJson {
        when: punto_banco::Event,
        pays: String,
        count: String,
        probability: String,
        return_contribution: String,
    }

    OddsBetJson {
        id: String,
        name: String,
        priceable: bool,
        reason: Option<String>,
        lines: Option<Vec<LineJson>>,
        lose_count: Option<String>,
        p_win: Option<String>,
        p_push: Option<String>,
        p_lose: Option<String>,
        ev: Option<String>,
        ev_decimal: Option<f64>,
        house_edge: Option<String>,
        house_edge_percent: Option<f64>,
        variance: Option<String>,
        sd: Option<f64>,
        edge_per_resolved: Option<String>,
        positive: Option<bool>,
    }

    DetailJson {
        totals: Vec<Vec<String>>,
        cards_dealt: std::collections::BTreeMap<String, String>,
    }

    OddsJson {
        engine: String,
        rules: RulesEchoJson,
        shoe: ShoeJson,
        combinations: String,
        outcomes: OutcomesJson,
        bets: Vec<OddsBetJson>,
        detail: Option<DetailJson>,
    }

    EvBetJson {
        id: String,
        name: String,
        priceable: bool,
        reason: Option<String>,
        ev: Option<String>,
        ev_percent: Option<f64>,
        positive: Option<bool>,
    }
}

ev_answer! { EvJson { engine: String, rules: RulesEchoJson } }

ev_answer! { BatchOkJson { line: usize, rules: String } }

schema! {
    BatchErrJson {
        line: usize,
        error: String,
    }
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum BatchLineJson {
    Ok(Box<BatchOkJson>),
    Err(BatchErrJson),
}

schema! {
    RuleOutcomesJson {
        rules: String,
        punto: OutcomeJson,
        banco: OutcomeJson,
        tie: OutcomeJson,
    }

    CompareCellJson {
        rules: String,
        priceable: bool,
        reason: Option<String>,
        ev: Option<String>,
        house_edge: Option<String>,
        house_edge_percent: Option<f64>,
        difference: Option<String>,
        difference_percent: Option<f64>,
    }

    CompareBetJson {
        id: String,
        name: String,
        results: Vec<CompareCellJson>,
    }

    CompareJson {
        engine: String,
        shoe: ShoeJson,
        baseline: String,
        rules: Vec<RulesEchoJson>,
        combinations: String,
        outcomes: Vec<RuleOutcomesJson>,
        bets: Vec<CompareBetJson>,
    }

    PresetJson {
        name: String,
        description: String,
        notes: Vec<String>,
    }

    PresetListJson {
        presets: Vec<PresetJson>,
    }

    BetsJson {
        bets: Vec<punto_banco::Bet>,
    }
}
