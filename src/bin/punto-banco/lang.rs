//! `--lang`: the language of the text outputs, set once by `main` for every command that
//! writes text (report, rules, odds, ev, compare). JSON and CSV are the same in every
//! language; the other commands print English and refuse another language.

use crate::failure::CliError;
use punto_banco::i18n::Lang;
use punto_banco::report::Format as OutputFormat;
use std::sync::OnceLock;

static LANG: OnceLock<Lang> = OnceLock::new();

/// Records `--lang`.
pub fn set(lang: Lang) {
    let _ = LANG.set(lang);
}

/// The language of the text outputs (English unless `--lang` says otherwise).
pub fn get() -> Lang {
    LANG.get().copied().unwrap_or_default()
}

/// The language `format` is written in: `--lang` for text, English for JSON and CSV.
pub fn of(format: OutputFormat) -> Lang {
    match format {
        OutputFormat::Json | OutputFormat::Csv => Lang::En,
        _ => get(),
    }
}

/// Refuses `--lang` other than English for `command`, which writes English only.
pub fn english_only(command: &str) -> Result<(), CliError> {
    match get() {
        Lang::En => Ok(()),
        l => Err(CliError::input(format!(
            "--lang {l}: {command} writes English only; --lang applies to report, rules, \
             odds, ev and compare"
        ))),
    }
}
