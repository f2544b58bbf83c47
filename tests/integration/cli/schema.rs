//! Test-side schema: every field the documentation promises, nothing else
//! (`deny_unknown_fields`, so schema drift fails a test).

use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShoeJson {
    pub decks: Option<u32>,
    pub removed: Option<String>,
    pub cards: u64,
    pub counts: [u32; 13],
    pub spec: String,
    pub suits_known: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulesEchoJson {
    pub name: String,
    pub definition: punto_banco::RulesFile,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutcomeJson {
    pub count: String,
    pub probability: String,
    pub decimal: f64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutcomesJson {
    pub punto: OutcomeJson,
    pub banco: OutcomeJson,
    pub tie: OutcomeJson,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineJson {
    pub when: punto_banco::Event,
    pub pays: String,
    pub count: String,
    pub probability: String,
    pub return_contribution: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OddsBetJson {
    pub id: String,
    pub name: String,
    pub priceable: bool,
    pub reason: Option<String>,
    pub lines: Option<Vec<LineJson>>,
    pub lose_count: Option<String>,
    pub p_win: Option<String>,
    pub p_push: Option<String>,
    pub p_lose: Option<String>,
    pub ev: Option<String>,
    pub ev_decimal: Option<f64>,
    pub house_edge: Option<String>,
    pub house_edge_percent: Option<f64>,
    pub variance: Option<String>,
    pub sd: Option<f64>,
    pub edge_per_resolved: Option<String>,
    pub positive: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetailJson {
    pub totals: Vec<Vec<String>>,
    pub cards_dealt: std::collections::BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OddsJson {
    pub engine: String,
    pub rules: RulesEchoJson,
    pub shoe: ShoeJson,
    pub combinations: String,
    pub outcomes: OutcomesJson,
    pub bets: Vec<OddsBetJson>,
    pub detail: Option<DetailJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvBetJson {
    pub id: String,
    pub name: String,
    pub priceable: bool,
    pub reason: Option<String>,
    pub ev: Option<String>,
    pub ev_percent: Option<f64>,
    pub positive: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvJson {
    pub engine: String,
    pub rules: RulesEchoJson,
    pub shoe: ShoeJson,
    pub combinations: String,
    pub positive: Vec<String>,
    pub bets: Vec<EvBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatchOkJson {
    pub line: usize,
    pub rules: String,
    pub shoe: ShoeJson,
    pub combinations: String,
    pub positive: Vec<String>,
    pub bets: Vec<EvBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatchErrJson {
    pub line: usize,
    pub error: String,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum BatchLineJson {
    Ok(Box<BatchOkJson>),
    Err(BatchErrJson),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleOutcomesJson {
    pub rules: String,
    pub punto: OutcomeJson,
    pub banco: OutcomeJson,
    pub tie: OutcomeJson,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompareCellJson {
    pub rules: String,
    pub priceable: bool,
    pub reason: Option<String>,
    pub ev: Option<String>,
    pub house_edge: Option<String>,
    pub house_edge_percent: Option<f64>,
    pub difference: Option<String>,
    pub difference_percent: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompareBetJson {
    pub id: String,
    pub name: String,
    pub results: Vec<CompareCellJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompareJson {
    pub engine: String,
    pub shoe: ShoeJson,
    pub baseline: String,
    pub rules: Vec<RulesEchoJson>,
    pub combinations: String,
    pub outcomes: Vec<RuleOutcomesJson>,
    pub bets: Vec<CompareBetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PresetJson {
    pub name: String,
    pub description: String,
    pub notes: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PresetListJson {
    pub presets: Vec<PresetJson>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetsJson {
    pub bets: Vec<punto_banco::Bet>,
}
