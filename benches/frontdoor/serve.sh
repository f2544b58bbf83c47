#!/usr/bin/env bash
# Issue 20's server ratio, in one run: requests per second of POST /api/ev on random partly
# dealt 8-deck shoes (main bets, then all bets) against GET /api/rules/standard, with wrk
# (1 thread, 32 connections, DURATION seconds each, default 10) on loopback. Starts the
# server on a free port and stops it by its pid.
#
#   benches/frontdoor/serve.sh [BINARY]     # default target/release/punto-banco
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="${1:-target/release/punto-banco}"
d="${DURATION:-10}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }
log="$(mktemp)"
"$bin" serve --bind 127.0.0.1:0 --quiet --queue 4096 2>"$log" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -f "$log"' EXIT
base=""
for _ in $(seq 1 100); do
  base="$(sed -n 's/^listening on \(http:[^ ]*\)$/\1/p' "$log")"
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { echo "the server did not start" >&2; exit 1; }
rps() { sed -n 's/^Requests\/sec: *//p'; }
rules=$(wrk -t1 -c32 -d"${d}s" "$base/api/rules/standard" | rps)
main=$(BETS=main wrk -t1 -c32 -d"${d}s" -s "$here/random-shoe.lua" "$base" | rps)
all=$(BETS=all wrk -t1 -c32 -d"${d}s" -s "$here/random-shoe.lua" "$base" | rps)
echo "GET /api/rules/standard: $rules req/s"
echo "POST /api/ev main bets:  $main req/s ($(python3 -c "print(f'{100*$main/$rules:.1f}')")% of GET; target >= 25%)"
echo "POST /api/ev all bets:   $all req/s ($(python3 -c "print(f'{100*$all/$rules:.1f}')")% of GET; target >= 12%)"
