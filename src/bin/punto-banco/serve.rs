//! `punto-banco serve`: the HTTP API and the shoe tracker page.

use crate::common::CliError;
use punto_banco::server::{self, Config};
use std::time::Duration;

/// Serve the JSON API and the shoe tracker page over HTTP.
///
/// Every POST endpoint takes as JSON fields what the matching command takes as flags
/// (dashes as underscores) and answers exactly what the command prints with --format
/// json: /api/odds, /api/ev (with punto/banco for a coup in play), /api/eor, /api/report,
/// /api/track; GET /api/rules/NAME, /api/bets, /openapi.json, and the page at /.
/// Once listening it prints "listening on http://ADDR" on stderr; SIGINT or SIGTERM stops
/// it after the requests in flight (within --grace). Each client is held to timeouts and
/// the connections to a cap (see the options); on a loopback address only requests for
/// localhost, 127.0.0.1, [::1] or the bound address are answered (DNS rebinding).
/// See docs/serve.md for every limit and for security.
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
    /// Seconds a client has to send a whole request head, from the connection's start (on
    /// a kept-alive connection, from the request's first byte); then it is closed.
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = server::parse_seconds)]
    pub header_timeout: Duration,
    /// Seconds a client has to send a request body once its head is in (408 after).
    #[arg(long, value_name = "SECS", default_value = "30", value_parser = server::parse_seconds)]
    pub body_timeout: Duration,
    /// Seconds a kept-alive connection may wait for its next request before it is closed.
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = server::parse_seconds)]
    pub idle_timeout: Duration,
    /// Connections open at once; one more is answered 503 and closed
    /// [default: the open-file limit minus 32].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub max_connections: Option<u32>,
    /// Seconds the requests in flight have to finish after SIGINT/SIGTERM; then the server
    /// exits 0 anyway. A second signal exits at once (130 for SIGINT, 143 for SIGTERM).
    #[arg(long, value_name = "SECS", default_value = "10", value_parser = server::parse_seconds)]
    pub grace: Duration,
    /// A host name to answer besides localhost, 127.0.0.1, [::1] and the bound address
    /// (repeat it for more): the name a proxy in front of the server forwards.
    #[arg(long, value_name = "NAME")]
    pub allow_host: Vec<String>,
}

pub fn run(args: &Args) -> Result<(), CliError> {
    let mut config = Config {
        bind: args.bind.clone(),
        quiet: args.quiet,
        queue: args.queue as usize,
        header_timeout: args.header_timeout,
        body_timeout: args.body_timeout,
        idle_timeout: args.idle_timeout,
        grace: args.grace,
        allowed_hosts: args.allow_host.clone(),
        ..Config::default()
    };
    if let Some(w) = args.workers {
        config.workers = w as usize;
    }
    if let Some(n) = args.max_connections {
        config.max_connections = n as usize;
    }
    server::serve(&config).map_err(|e| match server::is_address_error(&e) {
        // The address given cannot be used: invalid input, exit 2.
        true => CliError::input(e.to_string()),
        false => CliError::Runtime(e.to_string()),
    })
}
