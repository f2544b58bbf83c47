//! The tracker page's words, generated from the catalogs: one JSON document per language
//! (`src/i18n/page/LANG.json`, served as `/i18n/LANG.json` and copied by
//! `scripts/build-web`), keyed by message id. It holds the messages of `page.ftl` and the
//! built-in bets' names (`bet-ID`, the messages the text outputs name them by), each formatted with
//! its Fluent variables written `{name}` for the page to fill, and the language's
//! [`Numbers`]. The files in the tree are this function's output: a test regenerates them
//! and fails when they differ (`cargo test --lib i18n::tests::the_page_files -- --ignored`
//! rewrites them).

use super::catalog::{message_ids_in, message_source};
use super::{Arg, Lang, Numbers};
use std::collections::BTreeMap;

/// The page's messages in `lang` as its JSON document (see the module docs), with a
/// trailing newline.
///
/// # Examples
/// ```
/// use punto_banco::i18n::{page_messages, Lang};
/// let doc: serde_json::Value = serde_json::from_str(&page_messages(Lang::It)).unwrap();
/// assert_eq!(doc["messages"]["page-rules"], "Regole");
/// assert_eq!(doc["messages"]["page-road-coup"], "colpo {coup}: {winner}");
/// assert_eq!(doc["numbers"]["decimal"], ",");
/// ```
pub fn page_messages(lang: Lang) -> String {
    #[derive(serde::Serialize)]
    struct Doc {
        language: &'static str,
        numbers: Numbers,
        messages: BTreeMap<String, String>,
    }
    // The bets' names: the `bet-` messages without variables (a built-in bet's, by id).
    let bets = (super::catalog::message_ids(lang).into_iter())
        .filter(|id| id.starts_with("bet-") && variables(lang, id).is_empty());
    let ids = message_ids_in(lang, "page").into_iter().chain(bets);
    let messages = ids
        .map(|id| {
            let holes: Vec<(String, Arg)> = variables(lang, &id)
                .into_iter()
                .map(|v| (v.clone(), Arg::text(format!("{{{v}}}"))))
                .collect();
            let args: Vec<(&str, Arg)> =
                holes.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
            let text = lang.msg(&id, &args);
            (id, text)
        })
        .collect();
    let doc = Doc {
        language: lang.code(),
        numbers: lang.numbers(),
        messages,
    };
    let mut out = serde_json::to_string_pretty(&doc).expect("strings serialize");
    out.push('\n');
    out
}

/// The variables (`$name`) message `id` of `lang`'s catalog refers to, in order, once each.
fn variables(lang: Lang, id: &str) -> Vec<String> {
    let source = message_source(lang, id).unwrap_or_default();
    let mut out: Vec<String> = Vec::new();
    for (i, _) in source.match_indices('$') {
        let name: String = source[i + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}
