//! Output files (`--output`, `--out`, `--plot`): the library's [`punto_banco::outfile`]
//! (written like `>`, a regular file atomically, never half written), and the handler
//! that ends a run on SIGINT or SIGTERM without leaving a temporary file behind.
//!
//! The handler removes the temporary files of writes in flight, says on stderr that the
//! run was interrupted and which outputs were written whole (every other one is as it
//! was), and exits with 130
//! (SIGINT) or 143 (SIGTERM). Every output therefore appears whole or not at all.

use crate::failure::CliError;
use punto_banco::outfile;
use std::io::{self, Write};

/// An output path checked for writing ([`outfile::OutputFile`] with the command line's
/// errors: a path at fault is invalid input, exit 2; a failed write exits 1).
#[derive(Debug, Clone)]
pub struct OutputFile(outfile::OutputFile);

impl OutputFile {
    /// See [`outfile::OutputFile::check`].
    pub fn check(path: &str, what: &'static str) -> Result<OutputFile, CliError> {
        Ok(OutputFile(outfile::OutputFile::check(path, what)?))
    }

    /// See [`outfile::OutputFile::write`].
    pub fn write(&self, bytes: &[u8]) -> Result<(), CliError> {
        Ok(self.0.write(bytes)?)
    }

    /// See [`outfile::OutputFile::write_with`].
    pub fn write_with(
        &self,
        render: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    ) -> Result<(), CliError> {
        // An unknown --table met while rendering stays invalid input.
        let mut input = None;
        let result = self.0.write_with(|w| {
            render(w).inspect_err(|e| {
                if e.kind() == io::ErrorKind::InvalidInput {
                    input = Some(e.to_string());
                }
            })
        });
        match (result, input) {
            (Ok(()), _) => Ok(()),
            (Err(_), Some(message)) => Err(CliError::Input(message)),
            (Err(e), None) => Err(e.into()),
        }
    }
}

/// Refuses two outputs that would write the same file (`--output X --plot X`).
pub fn distinct(outputs: &[(&str, Option<&OutputFile>)]) -> Result<(), CliError> {
    let inner: Vec<(&str, Option<&outfile::OutputFile>)> =
        outputs.iter().map(|(f, o)| (*f, o.map(|o| &o.0))).collect();
    Ok(outfile::distinct(&inner)?)
}

/// Installs the SIGINT/SIGTERM handler described in the module docs.
///
/// A thread waits for the signal; on it, every temporary file in flight is removed and
/// renames are held back until the program has exited.
pub fn on_interrupt_remove_temporaries() {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else {
        return; // Without the handler the default applies: the run ends, temporaries stay.
    };
    std::thread::spawn(move || {
        if let Some(sig) = signals.forever().next() {
            let held = punto_banco::outfile::abandon_writes();
            let name = if sig == SIGINT { "SIGINT" } else { "SIGTERM" };
            let written = held.written();
            let said = if written.is_empty() {
                "no output file was written; existing files were left as they were".to_string()
            } else {
                let list: Vec<String> = written
                    .iter()
                    .map(|w| format!("'{}'", punto_banco::printable(w)))
                    .collect();
                format!(
                    "written whole: {}; every other output file was left as it was",
                    list.join(", ")
                )
            };
            let _ = writeln!(io::stderr(), "error: interrupted by {name}; {said}");
            std::process::exit(128 + sig);
        }
    });
}
