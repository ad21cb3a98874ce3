#!/bin/bash
# videopoker-solver (C++) against showdown (Rust): the whole game of full-pay 9/6
# Jacks or Better, from nothing, in one run.
#
#   bench/peers/videopoker/run.sh <showdown-checkout> <videopoker-solver-src-dir>
#
# Builds both sides (cached in the temp directory under showdown-peers/videopoker;
# a build is redone only when its inputs change), runs them as alternating
# processes (videopoker-solver, showdown on 1 thread, showdown on 2 threads, and
# again; one whole game per process), and prints one table of each side's return
# and its best and median times, then the agreement lines. videopoker-solver is
# built with its CMakeLists' flags (-O3 -march=native, C++23), showdown for
# baseline x86-64 (RUSTFLAGS empty, no target-cpu). See README.md for how to get
# the videopoker-solver source; nothing is fetched here.
set -euo pipefail
export LC_ALL=C   # a '.' in $EPOCHREALTIME and in awk's numbers

REPS=${REPS:-5}   # processes of each kind unless REPS is set
CXXFLAGS_VPS="-O3 -march=native -std=gnu++23"

usage() { echo "usage: $0 <showdown-checkout> <videopoker-solver-src-dir>" >&2; exit 2; }
[ $# -eq 2 ] || usage
SHOWDOWN=$(cd "$1" && pwd) || usage
VPS=$(cd "$2" && pwd) || usage
[ -f "$SHOWDOWN/Cargo.toml" ] && grep -q '^name = "showdown"' "$SHOWDOWN/Cargo.toml" ||
    { echo "$SHOWDOWN is not a showdown checkout" >&2; exit 2; }
[ -f "$VPS/lib/include/vps/solver.hpp" ] && [ -f "$VPS/lib/src/solver.cpp" ] && [ -f "$VPS/app/src/main.cpp" ] ||
    { echo "$VPS is not a videopoker-solver source tree (no lib/include/vps/solver.hpp)" >&2; exit 2; }
HERE=$(cd "$(dirname "$0")" && pwd)
W=$(python3 -c "import tempfile; print(tempfile.gettempdir())")/showdown-peers/videopoker
mkdir -p "$W/cpp" "$W/rust/src"

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "load average at start: $(load)   ($(nproc) cores)"

# --- videopoker-solver: its own app, and driver.cpp in its app's place ----------
# -march=native depends on the machine, so the CPU it resolves to is in the key.
# (The readers of g++'s output read all of it: one that stopped early could end
# g++ with a broken pipe, which pipefail would make fatal.)
march=$(g++ -march=native -Q --help=target | awk '$1 == "-march=" && !m { m = $2 } END { print m }')
gxx=$(g++ --version | awk 'NR == 1')
key=$( { echo "$gxx"; echo "$CXXFLAGS_VPS | $march"; cat "$HERE/driver.cpp" "$HERE/compat.hpp";
         cd "$VPS" && find lib app -type f -print0 | LC_ALL=C sort -z | xargs -0 cat; } | sha256sum | cut -c1-16)
APP=$W/cpp/vps-app DRIVER=$W/cpp/vps-driver
if [ ! -x "$APP" ] || [ ! -x "$DRIVER" ] || [ "$(cat "$W/cpp/key" 2>/dev/null)" != "$key" ]; then
    echo "building videopoker-solver, its app and the driver (g++ $CXXFLAGS_VPS, -march=native is $march) ..."
    rm -f "$W/cpp/key" "$APP" "$DRIVER" "$W/cpp/solver.o"
    # compat.hpp is force-included: GCC 12's library has no std::ranges::fold_left,
    # which bitcards.hpp calls (C++23, in libstdc++ 13). The source is not changed.
    read -ra flags <<<"$CXXFLAGS_VPS"
    flags+=(-include "$HERE/compat.hpp" -I"$VPS/lib/include")
    (
        g++ "${flags[@]}" -c "$VPS/lib/src/solver.cpp" -o "$W/cpp/solver.o"
        g++ "${flags[@]}" -o "$APP" "$VPS/app/src/main.cpp" "$W/cpp/solver.o"
        g++ "${flags[@]}" -o "$DRIVER" "$HERE/driver.cpp" "$W/cpp/solver.o"
    ) >"$W/cpp/build.log" 2>&1 || { tail -20 "$W/cpp/build.log"; echo "videopoker-solver build failed" >&2; exit 1; }
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
RUST=$W/rust/target/release/videopoker-peer

# --- interleaved runs ----------------------------------------------------------
echo "$gxx; $(rustc --version)"
# The source's commit, when it is a git checkout; a digest of its files always.
commit="none (not a git checkout)"
[ "$(git -C "$VPS" rev-parse --show-toplevel 2>/dev/null || true)" = "$VPS" ] &&
    commit=$(git -C "$VPS" rev-parse --short HEAD)
echo "videopoker-solver source: commit $commit; $(cd "$VPS" && find lib app -type f -print0 | LC_ALL=C sort -z | xargs -0 cat | sha256sum | cut -c1-16)" \
     "(sha256 of lib/ and app/, first 16 hex digits)"
# Uncommitted changes to the library's source (src/, Cargo.toml) are told apart
# from others in the checkout, which the driver does not build.
state=""
if [ -n "$(git -C "$SHOWDOWN" status --porcelain -- src Cargo.toml 2>/dev/null || true)" ]; then
    state=" (uncommitted changes in src/ or Cargo.toml)"
elif [ -n "$(git -C "$SHOWDOWN" status --porcelain 2>/dev/null || true)" ]; then
    state=" (uncommitted changes, none in src/ or Cargo.toml)"
fi
echo "showdown at $(git -C "$SHOWDOWN" rev-parse --short HEAD 2>/dev/null || echo '?')$state"
timed() { # out-file program args...: runs it, appending its lines and its process's wall time
    local out=$1 t0 t1; shift
    t0=$EPOCHREALTIME
    "$@" >>"$out"
    t1=$EPOCHREALTIME
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "time process %.6f\n", b - a }' >>"$out"
}
: >"$W/app.out"; : >"$W/vps.out"; : >"$W/sd1.out"; : >"$W/sd2.out"
# videopoker-solver's own app once, as published: it prints the return to 7 digits.
timed "$W/app.out" "$APP"
for ((r = 1; r <= REPS; r++)); do
    timed "$W/vps.out" "$DRIVER"
    timed "$W/sd1.out" "$RUST" 1
    timed "$W/sd2.out" "$RUST" 2
done

# --- table ---------------------------------------------------------------------
stat() { # file name -> "best median" of its 'time <name> <s>' lines, in seconds
    awk -v w="$2" '$1 == "time" && $2 == w { t[n++] = $3 } END {
        for (i = 1; i < n; i++) for (j = i; j > 0 && t[j] < t[j - 1]; j--) { x = t[j]; t[j] = t[j - 1]; t[j - 1] = x }
        print t[0], (n % 2 ? t[(n - 1) / 2] : (t[n / 2 - 1] + t[n / 2]) / 2) }' "$1"
}
row() { # label return "best median": one line of the table
    awk -v l="$1" -v r="$2" -v t="$3" 'function f(s) { return s < 1 ? sprintf("%.1f ms", s * 1e3) : sprintf("%.3f s", s) }
        BEGIN { split(t, T, " "); printf "%-38s %-22s %10s %10s\n", l, r, f(T[1]), f(T[2]) }'
}
ratio() { # label "peer best median" "showdown best median": peer's time over showdown's
    awk -v l="$1" -v p="$2" -v s="$3" 'BEGIN { split(p, P, " "); split(s, S, " ")
        printf "%-38s %-22s %9.0fx %9.0fx\n", l, "", P[1] / S[1], P[2] / S[2] }'
}
peak() { # file -> the highest 'info peak-kb' in MB
    awk '$1 == "info" && $2 == "peak-kb" && $3 > m { m = $3 } END { printf "%.1f MB", m / 1024 }' "$1"
}
vps_ret=$(awk '$1 == "return" { print $2; exit }' "$W/vps.out")
sd_ret=$(awk '$1 == "return" { print substr($3, 1, 19) "..."; exit }' "$W/sd1.out")
echo
echo "full-pay 9/6 Jacks or Better, the whole game from nothing, $REPS processes of each in turn"
printf '%-38s %-22s %10s %10s\n' "" "return" "best" "median"
row "videopoker-solver, 1 thread: game" "$vps_ret" "$(stat "$W/vps.out" game)"
row "  its counts (static init)" "" "$(stat "$W/vps.out" init)"
row "  its solve()" "" "$(stat "$W/vps.out" solve)"
row "  the process" "" "$(stat "$W/vps.out" process)"
row "showdown, 1 thread: game" "$sd_ret" "$(stat "$W/sd1.out" game)"
row "  its count tables" "" "$(stat "$W/sd1.out" tables)"
row "  the process" "" "$(stat "$W/sd1.out" process)"
row "showdown, 2 threads: game" "$sd_ret" "$(stat "$W/sd2.out" game)"
row "  the process" "" "$(stat "$W/sd2.out" process)"
ratio "game: videopoker-solver / showdown 1 t" "$(stat "$W/vps.out" game)" "$(stat "$W/sd1.out" game)"
ratio "game: videopoker-solver / showdown 2 t" "$(stat "$W/vps.out" game)" "$(stat "$W/sd2.out" game)"
echo "game: the counting and the play, timed inside the process; the process: its wall time from"
echo "outside, start to exit. The ratios divide videopoker-solver's time by showdown's, best by best"
echo "and median by median. Peak resident memory: videopoker-solver $(peak "$W/vps.out")," \
     "showdown $(peak "$W/sd1.out") on 1 thread, $(peak "$W/sd2.out") on 2."

# --- agreement -----------------------------------------------------------------
echo
python3 - "$W" <<'EOF' | tee "$W/agreement.txt"
import sys
from fractions import Fraction

w = sys.argv[1]
def lines(name, key):
    with open(f"{w}/{name}.out") as f:
        return [l.split()[1:] for l in f if l.split()[:1] == [key]]

def decimal(x, n):
    """x (below 1) rounded to n decimal places, written out."""
    k = round(x, n) * 10**n
    return f"0.{int(k):0{n}d}" if n else str(int(k))

def digits(a, b):
    """The most decimal places n with |a - b| below half a unit of the n-th (up to 30)."""
    n = 0
    while n < 30 and abs(a - b) < Fraction(1, 2 * 10 ** (n + 1)):
        n += 1
    return n

def prefix(a, b):
    """How many of the first decimals of a and b (below 1), as written, are equal."""
    n = 0
    while n < 30 and int(a * 10 ** (n + 1)) == int(b * 10 ** (n + 1)):
        n += 1
    return n

# showdown: the same exact return, and the same counts, in every process.
sd = {tuple(map(tuple, lines(f, "return") + lines(f, "check"))) for f in ("sd1", "sd2")}
num, den = map(int, lines("sd1", "return")[0][0].split("/"))
exact = Fraction(num, den)
drawn = [int(x) for x in lines("sd1", "check")[0][1:]]
final = [int(x) for x in lines("sd1", "check")[1][1:]]
print(f"showdown's return, exact: {num}/{den} = {lines('sd1', 'return')[0][1]}... (truncated)")
print(f"  {'same' if len(sd) == 1 else 'DIFFER:'} in all processes, 1 and 2 threads"
      f" (return, deals by cards drawn, final hands)")
ok = sum(drawn) == 2_598_960 and sum(final) == 2_598_960 * 7_669_695
print(f"  {'' if ok else 'DIFFER: '}deals by cards drawn {' '.join(map(str, drawn))} (sum {sum(drawn):,});"
      f" final hands sum {sum(final):,} = 2,598,960 deals x 7,669,695")

# videopoker-solver: its driver's 17 digits, and its own app's printout.
vps = {r[0] for r in lines("vps", "return")}
v = vps.pop() if len(vps) == 1 else None
if v is None:
    print("DIFFER: videopoker-solver's return changes between processes")
else:
    d = Fraction(v) - exact
    n, p = digits(Fraction(v), exact), prefix(Fraction(v), exact)
    print(f"videopoker-solver's return {v} (its double to 17 digits) - showdown's = {float(d):.2e}")
    print(f"  {'same' if n >= 9 else 'DIFFER:'} return to {n} digits: the difference is below half a unit"
          f" of the {n}th decimal; {decimal(Fraction(v), n)} and {decimal(exact, n)} rounded;"
          f" the first {p} decimals equal as written")
with open(f"{w}/app.out") as f:
    app = f.readline().strip()
ours = decimal(exact, 6).rstrip("0")   # as its app prints: std::setprecision(7), 0.99...
print(f"videopoker-solver's own app prints {app}; showdown's return to 7 digits is {ours}:"
      f" {'same' if app == ours else 'DIFFER'}")
EOF
status=0
grep -q DIFFER "$W/agreement.txt" && status=1
echo
echo "load average at end: $(load)"
exit $status
