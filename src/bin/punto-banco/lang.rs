//! `--lang`: the language of the text outputs, carried by the command line's settings
//! ([`crate::export::Settings`]) to every command that writes text: those the registry of
//! commands marks as speaking every language ([`punto_banco::report::Command::languages`]:
//! report, and every command that writes tables). JSON and CSV are the same in every
//! language; the other commands print English and refuse another language.

use crate::failure::CliError;
use punto_banco::i18n::Lang;
use punto_banco::report::{self, Format as OutputFormat};

/// The commands whose text outputs `--lang` writes in its language, in the registry's
/// order.
pub fn commands() -> impl Iterator<Item = &'static str> {
    report::COMMANDS
        .iter()
        .filter(|c| c.languages)
        .map(|c| c.name)
}

/// The language `format` is written in: `lang` (`--lang`) for text, English for JSON and
/// CSV.
pub fn of(lang: Lang, format: OutputFormat) -> Lang {
    match format {
        OutputFormat::Json | OutputFormat::Csv => Lang::En,
        _ => lang,
    }
}

/// Refuses `--lang` other than English for `command` when the registry marks it as
/// writing English only.
pub fn english_only(lang: Lang, command: &str) -> Result<(), CliError> {
    match lang {
        Lang::En => Ok(()),
        _ if report::command(command).is_some_and(|c| c.languages) => Ok(()),
        l => Err(CliError::input(format!(
            "--lang {l}: {command} writes English only; --lang applies to {}",
            commands().collect::<Vec<_>>().join(", ")
        ))),
    }
}
