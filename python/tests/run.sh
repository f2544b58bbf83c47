#!/usr/bin/env bash
# Runs the Python package's test suite on a fresh machine (Debian with python3 and the Rust
# toolchain): makes a virtualenv, installs maturin and the test dependencies from PyPI,
# builds the abi3 wheel ONCE and installs it, builds the CLI the tests compare against,
# and runs pytest. Exits non-zero on any failure, including "no test ran" (pytest's 5).
#
#   python/tests/run.sh            # the whole suite
#   python/tests/run.sh -k dask    # extra arguments go to pytest
#
# Environment: PYTHON (default python3); PUNTO_BANCO_VENV (default target/python-venv);
# PUNTO_BANCO_BIN, the CLI the tests compare against (default: built here with the `test`
# profile, which after `cargo test` only links the binary).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
python="${PYTHON:-python3}"
venv="${PUNTO_BANCO_VENV:-$root/target/python-venv}"

step() { printf '\n== %s\n' "$*"; }

step "virtualenv $venv"
if [ ! -x "$venv/bin/python" ]; then
    if ! "$python" -m venv "$venv"; then
        # Debian's python3 ships venv separately.
        if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
            apt-get update -qq && apt-get install -y -qq python3-venv python3-pip
            "$python" -m venv "$venv"
        else
            echo "error: cannot create a virtualenv with $python (install python3-venv)" >&2
            exit 1
        fi
    fi
fi
py="$venv/bin/python"
"$py" -m pip install --quiet --disable-pip-version-check -r python/tests/requirements.txt

step "abi3 wheel (maturin build --release)"
wheels="$root/target/wheels"
rm -f "$wheels"/punto_banco-*.whl
"$venv/bin/maturin" build --quiet --release --manifest-path python/Cargo.toml \
    --interpreter "$py" --out "$wheels"
wheel=$(ls "$wheels"/punto_banco-*-abi3-*.whl)
"$py" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$wheel"

if [ -z "${PUNTO_BANCO_BIN:-}" ]; then
    step "CLI binary (cargo build --profile test)"
    cargo build --quiet --profile test --bin punto-banco
    export PUNTO_BANCO_BIN="$root/target/debug/punto-banco"
fi

step "pytest"
# Run from the tests folder so `import punto_banco` finds the installed wheel, not the
# source folder.
cd "$root/python/tests"
status=0
"$py" -m pytest -q -p no:cacheprovider "$@" || status=$?
if [ "$status" = 5 ]; then
    echo "error: pytest collected no tests: the Python suite is mis-wired" >&2
    exit 1
fi
exit "$status"
