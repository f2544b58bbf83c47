#!/usr/bin/env bash
# Load test of `punto-banco serve` on loopback with wrk: every request prices a different
# random partly dealt 8-deck shoe (random-shoe.lua), main bets, no response cache.
#   (a) throughput: 64 connections for DURATION seconds (default 60)
#   (b) paced: RATE_CONNS connections (default 50), each waiting DELAY_MS ms (default 9)
#       between requests: about 5,000 requests/s; wrk has no fixed-rate mode, so the
#       rate is what the pacing gives and the latency percentiles are wrk's own.
# Bounded in time; stops the server it starts by its pid. Not part of the test suite
# (it measures speed); results go to docs/benchmarks.md.
# Usage: tests/load/run.sh   Env: PUNTO_BANCO_BIN (default target/release/punto-banco,
# built here), DURATION, THREADS (default 2), WORKERS (server workers, default CPUs).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }
if [ -z "${PUNTO_BANCO_BIN:-}" ]; then
  (cd "$root" && cargo build --quiet --release --bin punto-banco)
  PUNTO_BANCO_BIN="$root/target/release/punto-banco"
fi
log="$(mktemp)"
args=(serve --bind 127.0.0.1:0 --quiet --queue 4096)
[ -n "${WORKERS:-}" ] && args+=(--workers "$WORKERS")
"$PUNTO_BANCO_BIN" "${args[@]}" 2>"$log" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -f "$log"' EXIT
base=""
for _ in $(seq 1 100); do
  base="$(sed -n 's/^listening on \(http:[^ ]*\)$/\1/p' "$log")"
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { echo "the server did not start" >&2; exit 1; }
d="${DURATION:-60}"
t="${THREADS:-2}"
echo "== (a) throughput: 64 connections, ${d}s =="
timeout $((d + 30)) wrk -t"$t" -c64 -d"${d}s" --timeout 10s --latency -s "$here/random-shoe.lua" "$base"
echo "== (b) paced: ${RATE_CONNS:-50} connections, ${DELAY_MS:-9} ms between requests, ${d}s =="
DELAY_MS="${DELAY_MS:-9}" timeout $((d + 30)) wrk -t"$t" -c"${RATE_CONNS:-50}" -d"${d}s" --timeout 10s --latency -s "$here/random-shoe.lua" "$base"
