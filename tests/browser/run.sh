#!/usr/bin/env bash
# Browser tests of the tracker page: headless Debian Chromium driven by playwright-core
# (node's built-in test runner). Installs what is missing: Debian's chromium and
# chromium-driver (apt-get), the npm packages of package-lock.json; builds the binary.
# Usage: tests/browser/run.sh   (exit status non-zero on any failure)
# Env: PUNTO_BANCO_BIN (default target/debug/punto-banco, built here), CHROMIUM
# (default /usr/bin/chromium), SCREENSHOT_DIR (default tests/browser/out), WEB_DIR (the
# static build; default: scripts/build-web builds target/web/). The static tests need python3
# (its http.server is the plain static file server they start).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "installing Debian chromium and chromium-driver" >&2
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "node and npm are needed (apt-get install nodejs npm)" >&2
  exit 1
fi
if [ ! -d "$here/node_modules/playwright-core" ]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
if [ -z "${PUNTO_BANCO_BIN:-}" ]; then
  (cd "$root" && cargo build --quiet --bin punto-banco)
  export PUNTO_BANCO_BIN="$root/target/debug/punto-banco"
fi
# The static site (target/web/: the page with the engine in WebAssembly); installs the
# wasm32-unknown-unknown target with rustup when missing.
if [ -z "${WEB_DIR:-}" ]; then
  # The engine's own tests (native: its dispatch, messages and memory exports).
  (cd "$root" && cargo test --quiet -p punto-banco-web)
  "$root/scripts/build-web"
  export WEB_DIR="$root/target/web"
fi
cd "$here"
exec node --test --test-concurrency=1 tracker.test.mjs static.test.mjs roads.test.mjs review.test.mjs layout.test.mjs
