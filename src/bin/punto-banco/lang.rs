//! `--lang`: the language of the text outputs, set once by `main` for every command that
//! writes text: report, and every command that writes tables (odds, ev, eor, compare,
//! rules, bets, simulate, merge, solve, leak, track). JSON and CSV are the same in every
//! language; the other commands print English and refuse another language.

use crate::failure::CliError;
use punto_banco::i18n::Lang;
use punto_banco::report::Format as OutputFormat;
use std::sync::OnceLock;

static LANG: OnceLock<Lang> = OnceLock::new();

/// The commands whose text outputs `--lang` writes in its language.
pub const COMMANDS: [&str; 15] = [
    "report", "odds", "ev", "eor", "compare", "rules", "bets", "simulate", "merge", "solve",
    "leak", "review", "audit", "track", "promo",
];

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

/// Refuses `--lang` other than English for `command` when it is not one of
/// [`COMMANDS`], which write English only.
pub fn english_only(command: &str) -> Result<(), CliError> {
    match get() {
        Lang::En => Ok(()),
        _ if COMMANDS.contains(&command) => Ok(()),
        l => Err(CliError::input(format!(
            "--lang {l}: {command} writes English only; --lang applies to {}",
            COMMANDS.join(", ")
        ))),
    }
}
