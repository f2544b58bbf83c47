//! The par sheet: a complete, auditable mathematical report of a rule set and shoe, as
//! regulators ask for (rules, method, a return table per bet, edges by decks, distributions,
//! run-time checks, published figures reproduced, and how to reproduce the run).
//!
//! Everything here is plain data: the figures of an [`Audit`] and the published figures it
//! reproduces ([`reference::reproduce`]), put in words; this module computes nothing.
//! Rendering lives in `doc` (layout), `render` (Markdown, HTML), `xlsx` (a workbook) and
//! `pdf/` (the printed sheet); JSON is this model serialized.

use super::ShoeEcho;
use super::{finding_reports, FindingReport};
use crate::analysis::Audit;
use crate::ratio::{to_f64, Count, Exact};
use crate::reference;
use crate::rules::{Rules, RulesFile};
use crate::shoe::{Shoe, ShoeSpec};
use num_rational::BigRational;
use serde::Serialize;
use sha2::{Digest, Sha256};

pub use crate::analysis::{Unpriceable, EDGE_DECKS};
pub(crate) use kinds::{CheckKind, CountKind, FigureKind, RowKind, ShoeKind};

pub(crate) mod block;
mod doc;
mod doc_bets;
mod kinds;
mod leaks;
#[cfg(feature = "pdf")]
mod pdf;
mod render;
mod sections;
// The names and short phrases in a language, shared with the tabular views.
pub(crate) mod text;
#[cfg(feature = "xlsx")]
mod xlsx;

#[cfg(feature = "pdf")]
pub use pdf::{parsheet_pdf, parsheet_pdf_in};
pub(crate) use render::tables_html;
// The document model (`block`) and its writers, for the review and audit files.
pub use leaks::{ExposureRow, Leaks};
#[cfg(feature = "pdf")]
pub(crate) use pdf::{pdf_parts, PdfInfo};
pub(crate) use render::{html_with, Style};
pub use render::{render_parsheet, render_parsheet_in, SheetFormat};
use sections::{
    bet_sheet, check, distributions, edges_by_decks, full_decks, published_check, rules_section,
    shoe_kind, shoe_words,
};
#[cfg(feature = "xlsx")]
pub use xlsx::{parsheet_workbook, parsheet_workbook_in};

/// An exact value with a decimal approximation next to it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Value {
    /// The exact value, `"n/d"` or `"n"`.
    pub exact: Exact,
    /// The value as a decimal (display only).
    pub decimal: f64,
}

/// A complete par sheet. Serialized, it is the JSON form of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ParSheet {
    /// What was analysed and by which tool.
    pub identification: Identification,
    /// What a reader must not miss, first: bets that favour the player, bets above the
    /// `--max-edge` ceiling, a preset's name on different rules, bets left out (with why).
    pub findings: Vec<FindingReport>,
    /// The rules in full.
    pub rules: RulesSection,
    /// How the figures were obtained.
    pub method: Method,
    /// One return table and summary per bet, in the order asked for.
    pub bets: Vec<BetSheet>,
    /// House edge of every bet for 1 to 8 full decks under the same rules.
    pub edges_by_decks: EdgesByDecks,
    /// Distributions of the coup.
    pub distributions: Distributions,
    /// Checks made during this run and published figures reproduced.
    pub verification: Verification,
    /// How to reproduce this report.
    pub reproducibility: Reproducibility,
    /// What each named information leak is worth, when asked for (`report --leaks`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaks: Option<Leaks>,
    /// The findings as found (typed), for the text formats' sentences in any language.
    #[serde(skip)]
    pub(crate) found: Vec<crate::analysis::Finding>,
}

/// Identification of the game, rule set, shoe and tool.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Identification {
    /// The game: always "Punto Banco".
    pub game: String,
    /// Name of the rule set (a preset name or the `name` of a rules file).
    pub rules_name: String,
    /// One-line description of the rule set, with its source.
    pub rules_description: String,
    /// The shoe analysed.
    pub shoe: ShoeEcho,
    /// The shoe in words: `6 decks (312 cards)`.
    pub shoe_words: String,
    /// The shoe as the text formats describe it (typed; not in JSON).
    #[serde(skip)]
    pub(crate) shoe_kind: ShoeKind,
    /// The program that made the report.
    pub tool: String,
    /// Its version (the crate version).
    pub version: String,
    /// The git commit it was built from (12 hex digits), or `unknown`.
    pub commit: String,
    /// The SHA-256 of the binary that wrote the sheet, when a program that knows its own
    /// file sets it (the CLI does, `punto-banco version` prints it): named on the tool line
    /// of the text formats. Not in the JSON, which every front end writes alike.
    #[serde(skip)]
    pub binary_sha256: Option<String>,
}

/// One row of the Banco tableau.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableauRow {
    /// Banco's two-card total.
    pub banco_total: u8,
    /// `T` (tire, draw) or `R` (reste, stand) for Punto's third card 0 to 9, then for
    /// "Punto stood" (the sheet's "Refus" column): 11 letters.
    pub letters: Vec<String>,
}

/// A special pay of a main bet, checked before its ordinary pay.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpecialPay {
    /// `Punto` or `Banco`.
    pub bet: String,
    /// The event, in words.
    pub event: String,
    /// Net pay to 1, exact (`"0"` is a push).
    pub pays: Exact,
    /// The event (typed; not in JSON).
    #[serde(skip)]
    pub(crate) when: crate::bets::Event,
}

/// The rules in full.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulesSection {
    /// Two-card totals that are naturals; a natural in either hand ends the coup.
    pub naturals: Vec<u8>,
    /// Punto's two-card totals on which Punto draws a third card.
    pub punto_draws: Vec<u8>,
    /// Punto's two-card non-natural totals on which Punto stands.
    pub punto_stands: Vec<u8>,
    /// The Banco tableau, one row per non-natural Banco total.
    pub tableau: Vec<TableauRow>,
    /// What a winning Punto bet pays to 1, exact.
    pub punto_pays: Exact,
    /// What a winning Banco bet pays to 1 (one less the commission), exact.
    pub banco_pays: Exact,
    /// The commission taken from Banco wins, exact (`"1/20"` = 5%).
    pub banco_commission: Exact,
    /// What a winning Égalité bet pays to 1, exact.
    pub tie_pays: Exact,
    /// Whether Punto and Banco bets push on a tie (otherwise they lose).
    pub tie_pushes: bool,
    /// Special pays of the main bets, checked before the ordinary pay.
    pub special_pays: Vec<SpecialPay>,
    /// Assumptions and notes of the rule set (e.g. a tableau assumed for a sheet that omits it).
    pub notes: Vec<String>,
    /// The complete definition in the rules-file format (load it with `--rules FILE`).
    pub definition: RulesFile,
}

/// How the figures were obtained.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Method {
    /// Cards in the shoe, N.
    pub cards: u64,
    /// The product written out: `312 × 311 × 310 × 309 × 308 × 307`.
    pub product: String,
    /// Ordered six-card sequences, N(N-1)(N-2)(N-3)(N-4)(N-5), a decimal integer string.
    pub sequences: Count,
    /// Always "exact": exhaustive enumeration, integer counts, no sampling.
    pub engine: String,
}

/// One row of a return table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReturnRow {
    /// The event in words (`any other coup` for the losing row, `Total` for the total row).
    pub event: String,
    /// Net pay to 1, exact (`"-1"` for the losing row; `""` in JSON on the total row).
    #[serde(serialize_with = "exact_or_empty")]
    pub pays: Option<Exact>,
    /// Ordered six-card sequences on which the bet falls on this row, a decimal integer string.
    pub combinations: Count,
    /// Probability: combinations / total.
    pub probability: Value,
    /// Contribution to the expected return per unit: probability × pays.
    pub return_contribution: Value,
    /// What the row is (typed; not in JSON).
    #[serde(skip)]
    pub(crate) row: RowKind,
}

/// The summary figures of a bet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BetSummary {
    /// House edge: minus the expected value per unit staked.
    pub house_edge: Value,
    /// Return to player: 1 + expected value.
    pub return_to_player: Value,
    /// Hit frequency: probability that the bet wins (pays more than 0).
    pub hit_frequency: Value,
    /// Probability that the bet pushes (stake returned).
    pub push_probability: Value,
    /// Variance of the result of one unit bet.
    pub variance: Value,
    /// Standard deviation of the result of one unit bet (the square root is not rational).
    pub standard_deviation: f64,
    /// House edge per resolved bet: house edge / (1 − push probability). Absent if the
    /// bet always pushes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge_per_resolved: Option<Value>,
    /// Element of risk: expected loss over the money actually risked, present only when the
    /// bet can push. For a single wager with no later raise it equals the edge per resolved bet.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub element_of_risk: Option<Value>,
    /// Volatility index: z·σ with z = 1.6448536… (90% two-sided normal quantile).
    pub volatility_index: f64,
    /// The house's win per unit staked after 1,000, 10,000 and 100,000 coups: the range it
    /// falls in 90% of the time, by the normal approximation from the exact variance.
    pub house_win_90: Vec<HouseWinRange>,
}

/// The 90% range of the house's win per unit staked after a number of coups (normal
/// approximation from the exact variance: house edge ± z·σ/√n).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HouseWinRange {
    /// Coups played, one unit staked on each.
    pub coups: u64,
    /// Lower end, per unit staked (negative: the player is ahead).
    pub low: f64,
    /// Upper end, per unit staked.
    pub high: f64,
}

/// One bet's section of the par sheet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BetSheet {
    /// Stable id (`punto`, `banco`, `dragon_7`, ...).
    pub id: String,
    /// Name.
    pub name: String,
    /// The pay as a casino writes it (`19:20`, `8:1`, `1:1 to 30:1`); `-` if not priceable.
    pub pays: String,
    /// Why the bet cannot be priced for this shoe (then no table follows).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_priceable: Option<String>,
    /// The pay lines in order, then the losing row.
    pub rows: Vec<ReturnRow>,
    /// The total row: all sequences, probability 1, the expected value.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<ReturnRow>,
    /// House edge, return, hit frequency, variance, ...
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary: Option<BetSummary>,
}

/// House edges by number of full decks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EdgesByDecks {
    /// The deck counts, one column each (1 to 8).
    pub decks: Vec<u32>,
    /// One row per bet.
    pub bets: Vec<EdgeRow>,
}

/// One bet's house edge for each deck count.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EdgeRow {
    /// The bet's id.
    pub id: String,
    /// The bet's name.
    pub name: String,
    /// House edge per deck count, in the order of [`EdgesByDecks::decks`]; `null` where
    /// the bet cannot be priced.
    pub edges: Vec<Option<Value>>,
}

/// Count and probability of one outcome or class.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CountRow {
    /// What is counted: `Punto wins`, `4 cards`, ...
    pub label: String,
    /// Ordered six-card sequences, a decimal integer string.
    pub count: Count,
    /// count / total.
    pub probability: Value,
    /// What is counted (typed; not in JSON).
    #[serde(skip)]
    pub(crate) kind: CountKind,
}

/// Distributions of the coup.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Distributions {
    /// Punto wins, Banco wins, Égalité.
    pub outcomes: Vec<CountRow>,
    /// `totals[p][b]`: sequences ending with Punto on total p and Banco on total b.
    pub totals: Vec<Vec<Count>>,
    /// Sequences by cards dealt: 4, 5 and 6.
    pub cards_dealt: Vec<CountRow>,
}

/// A check performed during the run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Check {
    /// What was checked.
    pub check: String,
    /// Whether it held.
    pub passed: bool,
    /// The values compared.
    pub detail: String,
    /// The same as a table cell (a lone count is a number; not in JSON).
    #[serde(skip)]
    pub detail_cell: crate::report::Cell,
    /// What is checked, with its values (typed; not in JSON).
    #[serde(skip)]
    pub(crate) kind: CheckKind,
}

/// A published figure next to this run's value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublishedCheck {
    /// What the figure measures.
    pub figure: String,
    /// The value as published.
    pub published: String,
    /// This run's value, written the way the source writes it.
    pub computed: String,
    /// `published` and `computed` as table cells, typed (not in JSON).
    #[serde(skip)]
    pub cells: (crate::report::Cell, crate::report::Cell),
    /// Whether they agree (counts to the last digit; percentages as rounded by the source).
    pub matches: bool,
    /// Where the figure was published.
    pub source: String,
    /// What the figure measures (typed; not in JSON).
    #[serde(skip)]
    pub(crate) kind: FigureKind,
}

/// Checks made during the run.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Verification {
    /// Exact identities checked on this run's numbers.
    pub checks: Vec<Check>,
    /// Published figures for this rule set and shoe, reproduced (empty if none is known).
    pub published: Vec<PublishedCheck>,
}

/// How to reproduce the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Reproducibility {
    /// The command line that computes this report (output options `--format` and `--out`
    /// left out: they do not change the results).
    pub command: String,
}

/// An exact value, or `""` for none.
fn exact_or_empty<S: serde::Serializer>(
    v: &Option<Exact>,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    match v {
        Some(e) => e.serialize(s),
        None => s.serialize_str(""),
    }
}

impl Value {
    fn new(r: &BigRational) -> Value {
        Value {
            exact: Exact::from(r),
            decimal: to_f64(r),
        }
    }
}

impl ParSheet {
    /// The par sheet of `audit` (the figures of `shoe`, built from `spec`, under `rules`)
    /// and the published figures it reproduces ([`reference::reproduce`]), in words;
    /// `command` is the command line recorded for reproduction.
    pub fn from_audit(
        spec: &ShoeSpec,
        shoe: &Shoe,
        rules: &Rules,
        command: &str,
        audit: &Audit,
    ) -> ParSheet {
        let published = reference::reproduce(rules, full_decks(spec), &audit.table, &audit.priced);
        ParSheet {
            findings: finding_reports(&audit.findings),
            found: audit.findings.clone(),
            identification: Identification {
                game: "Punto Banco".into(),
                rules_name: rules.name().into(),
                rules_description: rules.description().into(),
                shoe: ShoeEcho::new(spec, shoe),
                shoe_words: shoe_words(spec, shoe),
                shoe_kind: shoe_kind(spec, shoe),
                tool: "punto-banco".into(),
                version: super::VERSION.into(),
                commit: super::COMMIT.into(),
                binary_sha256: None,
            },
            rules: rules_section(rules),
            method: Method {
                cards: shoe.total(),
                product: audit
                    .factors
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" × "),
                sequences: Count::from(audit.table.total().clone()),
                engine: "exact".into(),
            },
            bets: audit
                .priced
                .iter()
                .zip(&audit.bets)
                .map(|(p, a)| bet_sheet(p, a))
                .collect(),
            edges_by_decks: edges_by_decks(&audit.edges_by_decks),
            distributions: distributions(audit),
            verification: Verification {
                checks: audit.identities.iter().map(check).collect(),
                published: published.iter().filter_map(published_check).collect(),
            },
            reproducibility: Reproducibility {
                command: command.into(),
            },
            leaks: None,
        }
    }

    /// Whether every run-time check held and every published figure was reproduced.
    pub fn verified(&self) -> bool {
        self.verification.checks.iter().all(|c| c.passed)
            && self.verification.published.iter().all(|p| p.matches)
    }

    /// The JSON form of the report: pretty-printed, with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("a par sheet always serializes");
        s.push('\n');
        s
    }

    /// SHA-256 (lowercase hex) of [`ParSheet::to_json`]: what `sha256sum` prints for the
    /// report's JSON output.
    pub fn results_sha256(&self) -> String {
        Sha256::digest(self.to_json().as_bytes())
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bets::main_bets;

    fn sheet(rules: &str, decks: u32) -> ParSheet {
        let spec = ShoeSpec {
            decks: Some(decks),
            ..ShoeSpec::default()
        };
        let rules = Rules::preset(rules).unwrap();
        let shoe = spec.build().unwrap();
        ParSheet::new(
            &spec,
            &shoe,
            &rules,
            &main_bets(&rules),
            "test",
            Unpriceable::Keep,
            None,
        )
        .unwrap()
    }

    #[test]
    fn eight_deck_sheet_reproduces_the_published_main_bet_figures() {
        let s = sheet("standard", 8);
        assert!(s.verified());
        // Counts, three edges and three standard deviations.
        assert_eq!(s.verification.published.len(), 10);
        assert_eq!(s.method.sequences.to_string(), "4998398275503360");
        assert_eq!(s.method.product, "416 × 415 × 414 × 413 × 412 × 411");
    }

    #[test]
    fn every_published_figure_is_reproduced() {
        let corpus = reference::corpus();
        let shown: Vec<&reference::Figure> = corpus
            .par_sheet
            .iter()
            .map(|s| corpus.figure(&s.figure).unwrap())
            .collect();
        let mut cases: Vec<(&str, u32)> =
            shown.iter().map(|f| (f.rules.as_str(), f.decks)).collect();
        cases.dedup();
        for (name, decks) in cases {
            let spec = ShoeSpec {
                decks: Some(decks),
                ..ShoeSpec::default()
            };
            let rules = Rules::preset(name).unwrap();
            let bets = crate::bets::all_builtin(&rules);
            let shoe = spec.build().unwrap();
            let s =
                ParSheet::new(&spec, &shoe, &rules, &bets, "t", Unpriceable::Keep, None).unwrap();
            let want = shown
                .iter()
                .filter(|f| f.rules == name && f.decks == decks)
                .count();
            assert_eq!(s.verification.published.len(), want, "{name} {decks}");
            for p in &s.verification.published {
                assert!(p.matches, "{name} {decks}: {p:?}");
            }
        }
    }

    #[test]
    fn a_changed_rule_set_under_a_preset_name_claims_no_published_figures() {
        let mut f = Rules::preset("standard").unwrap().to_file().clone();
        f.tie_pays = "9".into();
        let rules = f.into_rules().unwrap();
        let spec = ShoeSpec::default();
        let shoe = spec.build().unwrap();
        let s = ParSheet::new(
            &spec,
            &shoe,
            &rules,
            &main_bets(&rules),
            "t",
            Unpriceable::Keep,
            None,
        )
        .unwrap();
        assert!(s.verification.published.is_empty());
    }

    #[test]
    fn tableau_is_printed_as_sheet_003_prints_it() {
        let s = sheet("standard", 6);
        let row = |t: usize| s.rules.tableau[t].letters.concat();
        assert_eq!(s.rules.tableau.len(), 8);
        assert_eq!(row(3), "TTTTTTTTRTT");
        assert_eq!(row(4), "RRTTTTTTRRT");
        assert_eq!(row(5), "RRRRTTTTRRT");
        assert_eq!(row(6), "RRRRRRTTRRR");
        assert_eq!(row(7), "RRRRRRRRRRR");
    }

    #[test]
    fn element_of_risk_only_where_the_bet_can_push() {
        let s = sheet("standard", 6);
        let by_id = |id: &str| s.bets.iter().find(|b| b.id == id).unwrap();
        assert!(by_id("banco")
            .summary
            .as_ref()
            .unwrap()
            .element_of_risk
            .is_some());
        assert!(by_id("tie")
            .summary
            .as_ref()
            .unwrap()
            .element_of_risk
            .is_none());
    }
}
