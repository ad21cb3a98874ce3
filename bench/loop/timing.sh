#!/usr/bin/env bash
# The contest loop's commands after an edit to one problem's solution, each timed
# around the whole command, ROUNDS rounds for each problem of PROBLEMS (default:
# rhino ucfholdem, 5 rounds). The edit is a no-op statement with a new constant in
# `solve`, so that each command sees a changed crate:
#   B  the binary's incremental build alone (`cargo build --profile loop -p NAME --bin NAME`);
#   T  `cargo xtask test NAME`, after its own edit;
#   J  `cargo xtask judge NAME` right after T, as a contest runs them;
#   U  `cargo test -p NAME`, after its own edit.
# Each line: seconds and exit code of each. The solution and its bundle are put back
# at the end. Run from anywhere in the repository, on a quiet machine.
set -u
cd "$(git rev-parse --show-toplevel)"
t() {
  local s e rc
  s=$(date +%s.%N)
  "$@" >/tmp/loop-timing-out.txt 2>&1
  rc=$?
  e=$(date +%s.%N)
  printf '%.2f %s' "$(echo "$e - $s" | bc)" "$rc"
}
for p in ${PROBLEMS:-rhino ucfholdem}; do
  f=problems/$p/src/main.rs
  kept=$(mktemp)
  cp "$f" "$kept"
  # An interrupted run puts the solution back too.
  trap 'cp "$kept" "$f"; rm -f "$kept"; exit 130' INT TERM
  edit() {
    cp "$kept" "$f"
    sed -i "0,/let mut sc = Scanner::new(text);/s//let mut sc = Scanner::new(text);\n    std::hint::black_box(${RANDOM}${RANDOM}u64);/" "$f"
  }
  for i in $(seq 1 "${ROUNDS:-5}"); do
    edit; B=$(t cargo build --profile loop -p "$p" --bin "$p")
    edit; T=$(t cargo xtask test "$p"); J=$(t cargo xtask judge "$p")
    edit; U=$(t cargo test -p "$p")
    echo "$p round $i: B $B | T $T | J $J | U $U"
  done
  cp "$kept" "$f"
  rm -f "$kept"
  trap - INT TERM
  cargo xtask bundle "$p" >/dev/null 2>&1
done
