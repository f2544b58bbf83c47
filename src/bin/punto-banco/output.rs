//! Output files (`--output`, `--out`, `--plot`): the library's [`punto_banco::outfile`]
//! (written like `>`, a regular file atomically, never half written; its errors are the
//! command line's through `CliError`'s `From`: a path at fault is invalid input, exit 2, a
//! failed write exits 1), and the handler
//! that ends a run on SIGINT or SIGTERM without leaving a temporary file behind.
//!
//! The handler removes the temporary files of writes in flight, says on stderr that the
//! run was interrupted and which outputs were written whole (every other one is as it
//! was), and exits with 130
//! (SIGINT) or 143 (SIGTERM). Every output therefore appears whole or not at all.

pub use punto_banco::outfile::OutputFile;
use std::io::{self, Write};

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
            let _ = writeln!(io::stderr(), "error: {}", held.message(name));
            std::process::exit(128 + sig);
        }
    });
}
