#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The sanitizer stage of `bootstrap.sh test` (resources/help/reliability.md): builds kie_core, kie_io, their
# tests (tests/core, tests/io) and the libFuzzer targets with clang-14, ASan + UBSan, in a second build
# dir; runs those tests; replays every fuzz target over its corpus; fuzzes each one for
# KIE_FUZZ_SECONDS (10) more: a smoke test, as the whole CI run must stay under 30 min; the campaigns
# that find things run for hours (tests/fuzz/README.md). Any sanitizer report fails the stage.
#   bash packaging/sanitize.sh            (KIE_SANITIZE_BUILD_DIR, KIE_FUZZ_SECONDS to change)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${KIE_SANITIZE_BUILD_DIR:-$here/build-sanitize}"
seconds="${KIE_FUZZ_SECONDS:-10}"
fuzzers=(fuzz_reader fuzz_json fuzz_traceimport fuzz_citation fuzz_scan fuzz_filtertext fuzz_filterquery fuzz_filepaths fuzz_notestore)
started=$(date +%s)
stamp() { echo "sanitize: $1 after $(( $(date +%s) - started )) s"; }

CC=clang-14 CXX=clang++-14 cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKIE_FUZZ=ON >/dev/null
# The tests of tests/core and tests/io (labelled by folder). tst_fetcher needs the whole application
# (widgets and all) and tests the network, not reading: it stays in the normal build only.
mapfile -t tests < <(cd "$build" && ctest -N -L '^(core|io)$' -E '^tst_fetcher$' | sed -n 's/^ *Test *#[0-9]*: *//p')
cmake --build "$build" --parallel "$(nproc)" --target "${tests[@]}" "${fuzzers[@]}"
stamp "built ${#tests[@]} tests and ${#fuzzers[@]} fuzz targets"

export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Sanitizers make the exhaustive robustness test slow: every 11th offset is enough to find a crash there.
(cd "$build" && KIE_ROBUSTNESS_STRIDE=11 ctest -L '^(core|io)$' -E '^tst_fetcher$' --output-on-failure --timeout 900 -j "$(nproc)")
stamp "sanitized tests passed"

corpus="$here/tests/fuzz/corpus"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for f in "${fuzzers[@]}"; do
  # Replay: every corpus file (seeds and past crashes) once.
  "$build/tests/fuzz/$f" -runs=0 "$corpus/$f" 2>"$scratch/$f.replay.log" || { cat "$scratch/$f.replay.log"; exit 1; }
  # New inputs go to a scratch dir, never into the repository.
  mkdir -p "$scratch/$f"
  "$build/tests/fuzz/$f" "$scratch/$f" "$corpus/$f" -dict="$here/tests/fuzz/kie.dict" -max_total_time="$seconds" \
    -rss_limit_mb=4096 -artifact_prefix="$scratch/" -print_final_stats=1 2>"$scratch/$f.log" \
    || { tail -n 60 "$scratch/$f.log"; echo "sanitize: $f found a crash (reproducer in the log above)"; exit 1; }
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec)' "$scratch/$f.log" | sed "s/^/$f /"
done
stamp "fuzz replay and ${seconds} s per target passed"
