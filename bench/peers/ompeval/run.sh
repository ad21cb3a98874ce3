#!/bin/bash
# OMPEval (C++) against showdown (Rust) on the same three workloads, in one run.
#
#   bench/peers/ompeval/run.sh <showdown-checkout> <ompeval-src-dir>
#
# Builds both drivers (cached in the temp directory under showdown-peers/ompeval-rows; a
# build is redone only when its inputs change), runs them as alternating
# processes (C++, Rust, C++, Rust, ...; one timed repetition of each workload
# per process), keeps the best time of each, and prints one table plus the
# agreement lines. Baseline x86-64 for both: no -march=native, no target-cpu.
# See README.md for how to get the OMPEval source; nothing is fetched here.
set -euo pipefail

REPS_A=${REPS_A:-3}   # workload (a): best of 3 unless REPS_A is set
REPS=${REPS:-5}       # workloads (b) and (c): best of 5 unless REPS is set
CXXFLAGS_OMP="-O3 -std=c++11 -pthread"
CXXFLAGS_DRIVER="-O3 -std=c++17 -pthread"

usage() { echo "usage: $0 <showdown-checkout> <ompeval-src-dir>" >&2; exit 2; }
[ $# -eq 2 ] || usage
SHOWDOWN=$(cd "$1" && pwd) || usage
OMP=$(cd "$2" && pwd) || usage
[ -f "$SHOWDOWN/Cargo.toml" ] && grep -q '^name = "showdown"' "$SHOWDOWN/Cargo.toml" ||
    { echo "$SHOWDOWN is not a showdown checkout" >&2; exit 2; }
[ -f "$OMP/omp/HandEvaluator.h" ] && [ -d "$OMP/libdivide" ] ||
    { echo "$OMP is not an OMPEval source tree (no omp/HandEvaluator.h)" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
W=$(python3 -c "import tempfile; print(tempfile.gettempdir())")/showdown-peers/ompeval-rows
mkdir -p "$W/cpp" "$W/rust/src"

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "load average at start: $(load)   ($(nproc) cores)"

# --- OMPEval + C++ driver ------------------------------------------------------
key=$( { g++ --version | head -1; echo "$CXXFLAGS_OMP | $CXXFLAGS_DRIVER"; cat "$HERE/driver.cpp";
         cd "$OMP" && find omp libdivide -type f | LC_ALL=C sort | xargs cat; } | sha256sum | cut -c1-16)
CPP=$W/cpp/ompeval-driver
if [ ! -x "$CPP" ] || [ "$(cat "$W/cpp/key" 2>/dev/null)" != "$key" ]; then
    echo "building OMPEval and the C++ driver (g++ $CXXFLAGS_OMP) ..."
    rm -rf "$W/cpp/src" "$W/cpp/key" "$CPP"
    mkdir -p "$W/cpp/src"
    cp -R "$OMP/omp" "$OMP/libdivide" "$W/cpp/src/"
    # GCC 12 fixes, on the copy: std::shuffle (via uniform_int_distribution)
    # needs the generator's min()/max() to be constexpr; EquityCalculator.h
    # uses std::function without including <functional>.
    R=$W/cpp/src/omp/Random.h E=$W/cpp/src/omp/EquityCalculator.h
    grep -q 'constexpr uint64_t min()' "$R" ||
        sed -i 's/static uint64_t \(min\|max\)()/static constexpr uint64_t \1()/' "$R"
    grep -q '#include <functional>' "$E" ||
        sed -i '0,/^#include /s//#include <functional>\n#include /' "$E"
    grep -q 'constexpr uint64_t max()' "$R" && grep -q '#include <functional>' "$E" ||
        { echo "could not apply the GCC fixes to OMPEval (source changed?)" >&2; exit 1; }
    (
        cd "$W/cpp/src"
        objs=()
        for f in omp/*.cpp; do
            g++ $CXXFLAGS_OMP -c "$f" -o "${f%.cpp}.o"
            objs+=("${f%.cpp}.o")
        done
        g++ $CXXFLAGS_DRIVER -I. -o "$CPP" "$HERE/driver.cpp" "${objs[@]}"
    ) >"$W/cpp/build.log" 2>&1 || { tail -20 "$W/cpp/build.log"; echo "OMPEval build failed" >&2; exit 1; }
    echo "$key" >"$W/cpp/key"
fi

# --- showdown driver -----------------------------------------------------------
sed "s#@CHECKOUT@#$SHOWDOWN#" "$HERE/rust/Cargo.toml.in" >"$W/rust/Cargo.toml.new"
cmp -s "$W/rust/Cargo.toml.new" "$W/rust/Cargo.toml" || cp "$W/rust/Cargo.toml.new" "$W/rust/Cargo.toml"
cmp -s "$HERE/rust/src/main.rs" "$W/rust/src/main.rs" || cp "$HERE/rust/src/main.rs" "$W/rust/src/main.rs"
echo "building the showdown driver (cargo build --release, RUSTFLAGS empty; cargo caches) ..."
(cd "$W/rust" && RUSTFLAGS= cargo build --release --quiet) >"$W/rust/build.log" 2>&1 ||
    (cd "$W/rust" && RUSTFLAGS= cargo build --release --quiet --offline) >"$W/rust/build.log" 2>&1 ||
    { tail -20 "$W/rust/build.log"; echo "showdown driver does not build against $SHOWDOWN (API changed?)" >&2; exit 1; }
RUST=$W/rust/target/release/ompeval-peer

# --- interleaved runs ----------------------------------------------------------
echo "$(g++ --version | head -1); $(rustc --version)"
dirty=$(git -C "$SHOWDOWN" status --porcelain 2>/dev/null || true)
echo "showdown at $(git -C "$SHOWDOWN" rev-parse --short HEAD 2>/dev/null || echo '?')${dirty:+ (uncommitted changes)}"
: >"$W/omp.out"; : >"$W/sd.out"
for ((r = 1; r <= (REPS > REPS_A ? REPS : REPS_A); r++)); do
    args=()
    ((r <= REPS_A)) && args+=(a)
    ((r <= REPS)) && args+=(b c)
    ((r == 1)) && args=(check "${args[@]}")
    "$CPP" "${args[@]}" >>"$W/omp.out"
    "$RUST" "${args[@]}" >>"$W/sd.out"
done
echo "target features: OMPEval $(awk '/^info features/ {$1=$2=""; print; exit}' "$W/omp.out" | xargs);" \
     "showdown $(awk '/^info features/ {$1=$2=""; print; exit}' "$W/sd.out" | xargs)"

# --- table ---------------------------------------------------------------------
stat() { # file workload [matchup] -> "best median" seconds
    awk -v w="$2" -v m="${3:-}" '$1 == "time" && $2 == w && (m == "" || $3 == m) {
        t[n++] = (m == "" ? $3 : $4) } END {
        for (i = 1; i < n; i++) for (j = i; j > 0 && t[j] < t[j - 1]; j--) { x = t[j]; t[j] = t[j - 1]; t[j - 1] = x }
        print t[0], (n % 2 ? t[(n - 1) / 2] : (t[n / 2 - 1] + t[n / 2]) / 2) }' "$1"
}
row() { # label kind file-args...: best times, best-time ratio, median-time ratio
    local label=$1 kind=$2; shift 2
    row_of "$label" "$kind" "$(stat "$W/omp.out" "$@")" "$(stat "$W/sd.out" "$@")"
}
row_of() { # label kind "OMPEval best median" "showdown best median"
    awk -v l="$1" -v k="$2" -v o="$3" -v s="$4" 'BEGIN {
        split(o, O, " "); split(s, S, " ")
        if (k == "a") { u = 133784560 / 1e6; fo = sprintf("%.3f s %4.0f M/s", O[1], u / O[1]); fs = sprintf("%.3f s %4.0f M/s", S[1], u / S[1]) }
        if (k == "b") { fo = sprintf("%.1f M/s", 10 / O[1]); fs = sprintf("%.1f M/s", 10 / S[1]) }
        if (k == "c") { fo = sprintf("%.4g ms", O[1] * 1e3); fs = sprintf("%.4g ms", S[1] * 1e3) }
        printf "%-36s %17s %17s %7.2f %8.2f\n", l, fo, fs, O[1] / S[1], O[2] / S[2] }'
}
echo
printf '%-36s %17s %17s %7s %8s\n' "workload" "OMPEval" "showdown" "ratio" "(median)"
row "(a) all 7-card, incr., best of $REPS_A" a a
row_of "(a) the same, showdown by rows" a "$(stat "$W/omp.out" a)" "$(stat "$W/sd.out" a-rows)"
row "(b) 10M random 7-card, best of $REPS" b b
row_of "(b) the same, showdown PackedHand" b "$(stat "$W/omp.out" b)" "$(stat "$W/sd.out" b-packed)"
for m in $(awk '$1 == "time" && $2 == "c" { print $3 }' "$W/omp.out" | awk '!seen[$0]++'); do
    label="(c) $m"; case $m in */*) ;; *) label="$label preflop" ;; esac
    row "$label, best of $REPS" c c "$m"
done
echo "ratio: showdown's speed over OMPEval's from the best times (above 1: showdown is faster);"
echo "the PackedHand row reads 12 bytes a holding, OMPEval's and showdown's other (b) row 16;"
echo "(median): the same from the median times. OMPEval's (c) includes starting and joining its"
echo "worker thread (EquityCalculator always runs in one); a bare std::thread start+join costs" \
     "$(awk '/^info thread-us/ { print $3; exit }' "$W/omp.out") us here."

# --- agreement -----------------------------------------------------------------
echo
same() { # key: the 'check <key>' lines of both drivers, compared as text
    local o s
    o=$(grep "^check $1" "$W/omp.out" | cut -d' ' -f4-); s=$(grep "^check $1" "$W/sd.out" | cut -d' ' -f4-)
    if [ -n "$o" ] && [ "$o" = "$s" ]; then echo "same ($o)"; else echo "DIFFER (OMPEval $o, showdown $s)"; fi
}
published="23294460 58627800 31433400 6461620 6180020 4047644 3473184 224848 41584"
cats=$(grep '^check a categories' "$W/omp.out" | cut -d' ' -f4-)
{
    echo "agreement (a): category counts $(same 'a categories')"
    if [ "$cats" = "$published" ]; then echo "               = the published 7-card counts"
    else echo "               DIFFER from the published 7-card counts ($published)"; fi
    echo "               category-index sum $(same 'a category-sum'); classes $(same 'a classes');" \
         "class-index sum $(same 'a class-sum')"
    echo "agreement (b): holdings FNV $(same 'b holdings'); class-sequence FNV $(same 'b classes')"
    for m in $(grep '^check c' "$W/omp.out" | cut -d' ' -f3); do
        o=$(grep "^check c $m " "$W/omp.out"); s=$(grep "^check c $m " "$W/sd.out")
        awk -v o="$o" -v s="$s" 'BEGIN { split(o, a, " "); split(s, b, " ");
            counts = (a[4] == b[4] && a[5] == b[5] && a[6] == b[6] && a[7] == b[7])
            d0 = a[8] - b[8]; if (d0 < 0) d0 = -d0; d1 = a[9] - b[9]; if (d1 < 0) d1 = -d1
            ok = counts && d0 <= 1e-9 && d1 <= 1e-9
            printf "agreement (c): %s %s: wins %s/%s ties %s of %s, equity %.9f/%.9f, |diff| %.1e/%.1e%s\n",
                ok ? "same " : "DIFFER", a[3], b[4], b[5], b[6], b[7], b[8], b[9], d0, d1,
                counts ? "" : sprintf(" (OMPEval wins %s/%s ties %s of %s)", a[4], a[5], a[6], a[7]) }'
    done
    # showdown's walk by rows sums the same values as its incremental walk.
    walk=$(awk '$1 == "time" && ($2 == "a" || $2 == "a-rows") { print $4 }' "$W/sd.out" | sort -u | wc -l)
    [ "$walk" -eq 1 ] && echo "agreement (a): showdown's walk by rows gives its incremental sum" ||
        echo "DIFFER: showdown's walk by rows and its incremental walk give different sums"
    # showdown's packed hands sum the same values as its hands.
    packed=$(awk '$1 == "time" && ($2 == "b" || $2 == "b-packed") { print $4 }' "$W/sd.out" | sort -u | wc -l)
    [ "$packed" -eq 1 ] && echo "agreement (b): showdown's packed hands give its hands' sum" ||
        echo "DIFFER: showdown's packed hands and its hands give different sums"
    for f in omp sd; do # each driver's (a) and (b) sums must not change between processes
        for w in a b; do
            n=$(awk -v w=$w '$1 == "time" && $2 == w { print $4 }' "$W/$f.out" | sort -u | wc -l)
            [ "$n" -le 1 ] || echo "DIFFER: $f gave $n different sums for workload ($w)"
        done
    done
} | tee "$W/agreement.txt"
status=0
grep -q DIFFER "$W/agreement.txt" && status=1
echo
echo "load average at end: $(load)"
exit $status
