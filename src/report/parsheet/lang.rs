//! A par sheet's document in another language: every heading, paragraph, list item and
//! table looked up in the language's glossary ([`crate::i18n`]); the command line (a code
//! block) stays as it is, since it must run.

use super::doc::Block;
use crate::i18n::Lang;
use crate::report::lang::localize_table;

/// `doc` in `lang`; with `numbers` false, numbers keep their English form (the workbook's
/// cells, which a spreadsheet keeps as numbers).
pub(crate) fn localized(doc: Vec<Block>, lang: Lang, numbers: bool) -> Vec<Block> {
    if lang == Lang::En {
        return doc;
    }
    let text = |s: &str| {
        if numbers {
            lang.text(s)
        } else {
            lang.words(s)
        }
    };
    doc.into_iter()
        .map(|b| match b {
            Block::Heading(level, t) => Block::Heading(level, text(&t)),
            Block::Para(t) => Block::Para(text(&t)),
            Block::List(items) => Block::List(items.iter().map(|i| text(i)).collect()),
            Block::Table(t) => Block::Table(localize_table(&t, lang, numbers)),
            Block::Code(c) => Block::Code(c),
            Block::Keep(inner) => Block::Keep(localized(inner, lang, numbers)),
        })
        .collect()
}
