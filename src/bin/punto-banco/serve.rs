//! `punto-banco serve`: the HTTP API and the shoe tracker page.

use crate::common::CliError;
use punto_banco::server::{self, Config};

/// Serve the JSON API and the shoe tracker page over HTTP.
///
/// Every POST endpoint takes as JSON fields what the matching command takes as flags
/// (dashes as underscores) and answers exactly what the command prints with --format
/// json: /api/odds, /api/ev (with punto/banco for a coup in play), /api/eor, /api/report,
/// /api/track; GET /api/rules/NAME, /api/bets, /openapi.json, and the page at /.
/// Once listening it prints "listening on http://ADDR" on stderr; SIGINT or SIGTERM stops
/// it after the requests in flight. See docs/serve.md for limits and security.
///
/// Example:
///   punto-banco serve --bind 127.0.0.1:8080
///   curl -s localhost:8080/api/ev -H 'content-type: application/json' -d '{"decks": 8, "removed": "5 5 K"}'
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Address to listen on; port 0 picks a free port. An address other machines can reach
    /// prints a warning: the server has no authentication.
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// No request log lines on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Computations run at once [default: the number of CPUs].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub workers: Option<u32>,
    /// Computations that may wait for a worker; past that, requests get 503.
    #[arg(long, value_name = "N", default_value_t = 256, value_parser = clap::value_parser!(u32).range(0..=100_000))]
    pub queue: u32,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    let mut config = Config {
        bind: args.bind.clone(),
        quiet: args.quiet,
        queue: args.queue as usize,
        ..Config::default()
    };
    if let Some(w) = args.workers {
        config.workers = w as usize;
    }
    use std::io::ErrorKind as K;
    server::serve(&config).map_err(|e| match e.kind() {
        // The address given cannot be used: invalid input, exit 2.
        K::InvalidInput | K::AddrInUse | K::AddrNotAvailable | K::PermissionDenied => {
            CliError::input(e.to_string())
        }
        _ => CliError::Runtime(e.to_string()),
    })
}
