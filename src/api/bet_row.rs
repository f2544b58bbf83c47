//! The one row of a priced bet, [`BetRow`]: its id and name, whether it could be priced
//! (and why not), and the figures a report gives it (odds' exact
//! [`BetFigures`](super::BetFigures), `ev`'s value, ...), with a per-report extra after them. [`BetId`] is the id and name alone, the
//! head of the rows of reports whose every bet is priced (`simulate`, `leak`).

use crate::analysis::{BetResult, Priced};
use serde::Serialize;

/// A bet's id and name, as a report names it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct BetId {
    /// Stable id (`punto`, `banco`, `tie`, `dragon_7`, ...).
    pub id: String,
    /// Name.
    pub name: String,
}

/// One priced bet of a report: `F` its figures when it could be priced, `X` what a report
/// adds for every bet, priceable or not (`()` for nothing). In JSON, the figures' fields and
/// then the extra's follow `reason`, at the row's own level.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct BetRow<F, X = ()> {
    /// Stable id (`punto`, `banco`, `tie`, `dragon_7`, ...).
    pub id: String,
    /// Name.
    pub name: String,
    /// False when the bet cannot be priced for this shoe; then `reason` says why and no
    /// figures follow.
    pub priceable: bool,
    /// Why the bet cannot be priced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The figures, when priceable.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub figures: Option<F>,
    /// What the report adds for every bet.
    #[serde(flatten)]
    pub extra: X,
}

impl<F> BetRow<F> {
    /// The row of one priced bet, its figures made by `figures` when it could be priced.
    pub fn of(p: &Priced, figures: impl FnOnce(&BetResult) -> F) -> BetRow<F> {
        match p {
            Priced::Ok(r) => BetRow {
                id: r.id.to_string(),
                name: r.name.to_string(),
                priceable: true,
                reason: None,
                figures: Some(figures(r)),
                extra: (),
            },
            Priced::NotPriceable { id, name, reason } => BetRow {
                id: id.clone(),
                name: name.clone(),
                priceable: false,
                reason: Some(reason.clone()),
                figures: None,
                extra: (),
            },
        }
    }
}

impl<F, X> BetRow<F, X> {
    /// The same row with `extra` after its figures.
    pub fn with<Y>(self, extra: Y) -> BetRow<F, Y> {
        BetRow {
            id: self.id,
            name: self.name,
            priceable: self.priceable,
            reason: self.reason,
            figures: self.figures,
            extra,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Serialize)]
    struct Figures {
        ev: &'static str,
        #[serde(skip)]
        _hidden: u8,
    }

    #[derive(Serialize)]
    struct Extra {
        decided: bool,
    }

    fn row(figures: Option<Figures>) -> BetRow<Figures> {
        BetRow {
            id: "tie".into(),
            name: "Tie".into(),
            priceable: figures.is_some(),
            reason: figures.is_none().then(|| "no suits".to_string()),
            figures,
            extra: (),
        }
    }

    #[test]
    fn a_row_writes_its_head_then_its_figures_then_its_extra_in_order() {
        let priced = row(Some(Figures {
            ev: "-1/2",
            _hidden: 1,
        }))
        .with(Extra { decided: true });
        assert_eq!(
            serde_json::to_string(&priced).unwrap(),
            r#"{"id":"tie","name":"Tie","priceable":true,"ev":"-1/2","decided":true}"#
        );
        let refused = row(None).with(Extra { decided: false });
        assert_eq!(
            serde_json::to_value(&refused).unwrap(),
            json!({"id": "tie", "name": "Tie", "priceable": false, "reason": "no suits", "decided": false})
        );
        assert_eq!(
            serde_json::to_string(&row(None)).unwrap(),
            r#"{"id":"tie","name":"Tie","priceable":false,"reason":"no suits"}"#
        );
    }
}
