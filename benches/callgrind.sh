#!/bin/sh
# Instruction counts per repeat of each workload of the `profile` binary, under callgrind
# (stable on a shared, loaded machine, unlike wall time). Each figure is
# (count of 6 repeats − count of 1 repeat) / 5, so start-up and one-time set-up (pay-table
# compilation, the first allocation) cancel out.
#
#   CARGO_TARGET_DIR=target cargo build --release --manifest-path benches/Cargo.toml --bin profile
#   benches/callgrind.sh target/release/profile
set -eu
P=$1
count() {
  valgrind --tool=callgrind --callgrind-out-file=/tmp/callgrind.$$.out "$@" 2>&1 \
    | sed -n 's/.*refs: *//p' | tr -d ,
  rm -f /tmp/callgrind.$$.out
}
run() {
  a=$(count "$P" "$1" "$2" 1 ${3:-})
  b=$(count "$P" "$1" "$2" 6 ${3:-})
  echo "$1 decks=$2 ${3:-auto}: $(( (b - a) / 5 ))"
}
for w in walk walk-pairs price-main price-ez price-all eor; do run $w 8; done
for d in 1 8 100 10000; do for a in auto u128 big; do run walk $d $a; done; done
run walk 60000 big
for d in 1 100 10000; do run price-all $d; done
