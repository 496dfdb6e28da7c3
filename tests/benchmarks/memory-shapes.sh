#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Peak memory of the reader on the hostile shapes of ../shared/fixtures/hostile/generate.py
# (README "Round 3"): each shape is generated, read with kie-read-probe and with
# `kernelindex-explorer verify` under `prlimit --as`, and one line per file and reader is printed:
#   shape file size_MB reader verdict exit peak_RSS_MB peak/size message
# verdict: read (exit 0 or 1), refused (exit 2 with a reason), CRASH (a signal, bad_alloc, a kill).
# The address space is capped at 3 x size + 64 MB + the reader's own baseline (what it maps before
# any input: libraries, thread stacks and one malloc arena per worker, measured on the seed) so that
# a shape beyond its budget fails instead of swapping; peak RSS is /usr/bin/time's maximum resident set.
#
# Run from the repository root (generate.py reads resources/sample-archive.json from there):
#   bash tests/benchmarks/memory-shapes.sh [BUILD_DIR] [SHAPE...]
# BUILD_DIR defaults to build; with no SHAPE, every Round 3 memory shape. The generated files go to
# $KIE_SHAPES_DIR (default /tmp/kie-memory-shapes) and are deleted after each shape;
# KIE_SHAPES_READERS="probe" leaves out verify (default "probe verify"); KIE_SHAPES_CAP=0 runs
# without the address-space cap (what a user without `ulimit -v` sees).
set -u
build=${1:-build}
shift || true
shapes=("$@")
if [ ${#shapes[@]} -eq 0 ]; then
    shapes=(keys1m labels5m key100m dup_items_1m attestations_store_10m items_first_10m bundle_members_1m
            items5m_empty lines10m trace_lines trace_realistic line1g)
fi
probe=$build/tests/io/kie-read-probe
explorer=$build/app/kernelindex-explorer
generator=../shared/fixtures/hostile/generate.py
out=${KIE_SHAPES_DIR:-/tmp/kie-memory-shapes}
readers=${KIE_SHAPES_READERS:-probe verify}
for tool in "$probe" /usr/bin/time prlimit; do
    [ -x "$tool" ] || command -v "$tool" >/dev/null || { echo "missing $tool" >&2; exit 2; }
done
mb=$((1 << 20))
# The baseline: a reader's peak RSS and address space on the seed (bytes).
baselineAs=$(/usr/bin/time -f '%M' "$probe" ../shared/fixtures/seed/manifest.json 2>&1 >/dev/null | tail -1)
baselineAs=$((baselineAs * 1024 + 512 * mb))
echo "# memory-shapes: $(date -u +%F) commit $(git rev-parse --short HEAD 2>/dev/null) load $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "${KIE_SHAPES_CAP:-1}" = 0 ]; then
    echo "# no address space cap"
else
    echo "# address space cap: 3 x size + 64 MB + $((baselineAs / mb)) MB (the reader's baseline RSS + 512 MB of arenas and stacks)"
fi
printf '%-24s %-32s %9s %-7s %-8s %4s %9s %7s  %s\n' shape file size_MB reader verdict exit peak_MB peak/size message

run() { # run SHAPE FILE READER COMMAND...
    local shape=$1 file=$2 reader=$3
    shift 3
    local size limit log rc peak verdict message
    size=$(stat -L -c %s "$file")
    limit=$((3 * size + 64 * mb + baselineAs))
    [ "${KIE_SHAPES_CAP:-1}" = 0 ] && limit=unlimited
    log=$(mktemp)
    /usr/bin/time -o "$log.time" -f '%M' prlimit --as=$limit -- "$@" "$file" >"$log" 2>&1
    rc=$?
    peak=$(tail -1 "$log.time" | tr -dc 0-9)
    peak=${peak:-0}
    if grep -q 'bad_alloc\|terminate called\|Killed' "$log" || [ $rc -gt 2 ]; then
        verdict=CRASH
    elif [ $rc -eq 2 ]; then
        verdict=refused
    else
        verdict=read
    fi
    # The probe's first problem or fatal error is its second line; verify's is its first problem line.
    if [ "$reader" = probe ]; then
        message=$(sed -n 2p "$log")
    else
        message=$(grep -m1 -i 'error\|problem\|refused\|budget\|result' "$log")
    fi
    printf '%-24s %-32s %9.1f %-7s %-8s %4d %9.1f %7.2f  %s\n' "$shape" "$(basename "$file")" \
        "$(echo "$size / $mb" | bc -l)" "$reader" "$verdict" "$rc" "$(echo "$peak / 1024" | bc -l)" \
        "$(echo "$peak * 1024 / $size" | bc -l)" "$(echo "$message" | cut -c1-150)"
    rm -f "$log" "$log.time"
}

for shape in "${shapes[@]}"; do
    dir=$out/$shape
    rm -rf "$dir"
    mkdir -p "$dir"
    if ! python3 "$generator" "$shape" "$dir" >/dev/null; then
        echo "$shape: the generator failed" >&2
        continue
    fi
    for file in "$dir"/*; do
        [ -f "$file" ] || continue
        case " $readers " in *" probe "*) run "$shape" "$file" probe "$probe" ;; esac
        case " $readers " in *" verify "*) QT_QPA_PLATFORM=offscreen run "$shape" "$file" verify "$explorer" verify ;; esac
    done
    rm -rf "$dir"
done
