#!/bin/sh
# End-to-end test of the kea-starlog command line, run by `make check`:
# example programs against expected output, -D overrides, CSV output, the
# exit status and message of errors, --max-time, SIGINT, --explain, --stats.
set -u
srcdir=${srcdir:-.}
bin=${KEA_STARLOG:-./kea-starlog}
ex=$srcdir/starlog/examples
exp=$srcdir/starlog/tests/expected
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0

ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }
same() {  # name expected actual
  if cmp -s "$2" "$3"; then ok "$1"; else bad "$1"; diff "$2" "$3" | head -20; fi
}

"$bin" "$ex/even_odd.sl" > "$tmp/even_odd.out" && same "even/odd" "$exp/even_odd.out" "$tmp/even_odd.out"
"$bin" "$ex/transitive_closure.sl" --print path > "$tmp/tc.out" && same "transitive closure" "$exp/transitive_closure.out" "$tmp/tc.out"
"$bin" "$ex/pascal.sl" -D 'rows(8)' --print pascal/3 > "$tmp/pascal.out" && same "pascal -D rows(8)" "$exp/pascal8.out" "$tmp/pascal.out"
"$bin" "$ex/primes.sl" --fact 'max(100)' --print prime > "$tmp/primes.out" && same "primes below 100" "$exp/primes100.out" "$tmp/primes.out"
"$bin" "$ex/life.sl" -D 'board_size(6,6,5)' -D 'alive(1,0)' -D 'alive(2,1)' -D 'alive(0,2)' -D 'alive(1,2)' -D 'alive(2,2)' \
  --print cell,board_size --output "$tmp/csv" && same "life CSV" "$exp/life_6x6x5.csv" "$tmp/csv/cell.csv"

# Prolog goals in rule bodies, from a file given with --load; the lengths
# are checked against a shell computation.
"$bin" "$ex/collatz.sl" --load "$ex/collatz.pl" --print length > "$tmp/collatz.out" &&
  same "collatz (--load)" "$exp/collatz_length.out" "$tmp/collatz.out"
for s in $(seq 1 29); do
  n=$s t=0
  while [ $n -gt 1 ]; do
    if [ $((n % 2)) -eq 0 ]; then n=$((n / 2)); else n=$((3 * n + 1)); fi
    t=$((t + 1))
  done
  echo "length($s,$t)."
done | sort > "$tmp/collatz.sh.out"
sort "$tmp/collatz.out" > "$tmp/collatz.sorted"
same "collatz against the shell" "$tmp/collatz.sh.out" "$tmp/collatz.sorted"
"$bin" "$ex/collatz.sl" 2> "$tmp/err" > /dev/null; rc=$?
[ $rc -eq 1 ] && grep -q "collatz.sl:18:1: unknown relation or predicate collatz_next/2" "$tmp/err" &&
  ok "undefined Prolog predicate" || { bad "undefined Prolog predicate (status $rc)"; cat "$tmp/err"; }
"$bin" "$ex/collatz.sl" --load "$tmp/missing.pl" 2> "$tmp/err" > /dev/null; rc=$?
[ $rc -eq 1 ] && grep -q "does not exist" "$tmp/err" && ok "--load missing file" || bad "--load missing file ($rc)"

printf 'stop(_, _) :- halt(3).\n' > "$tmp/halt.pl"
printf 'type n(int).\ntype m(int).\nn(1) <-- true.\nm(M) <-- n(N), stop(N, M).\n' > "$tmp/halt.sl"
"$bin" "$tmp/halt.sl" --load "$tmp/halt.pl" > /dev/null 2>&1; rc=$?
[ $rc -eq 3 ] && ok "halt(3) in a Prolog goal" || bad "halt(3) in a Prolog goal (status $rc)"

# Errors: status 1, the message names file and line.
printf 'type p(int).\np(a) <-- true.\n' > "$tmp/bad.sl"
if "$bin" "$tmp/bad.sl" 2> "$tmp/err"; then bad "type error status"; else
  grep -q "bad.sl:2:1: type mismatch" "$tmp/err" && ok "type error message" || { bad "type error message"; cat "$tmp/err"; }
fi
"$bin" "$tmp/missing.sl" 2> /dev/null; [ $? -eq 1 ] && ok "missing file" || bad "missing file"
"$bin" --no-such-option 2> /dev/null; [ $? -eq 2 ] && ok "usage error" || bad "usage error"

# An infinite program: --max-time bounds it; SIGINT stops it with status 130.
printf 'type p(int).\nstratify p(N) by [N].\np(0) <-- true.\np(N+1) <-- p(N).\n' > "$tmp/inf.sl"
n=$("$bin" "$tmp/inf.sl" --max-time 5 2> /dev/null | wc -l)
[ "$n" -eq 6 ] && ok "--max-time" || bad "--max-time ($n lines)"
"$bin" "$tmp/inf.sl" > /dev/null 2> "$tmp/int.err" &
pid=$!
sleep 1
kill -INT $pid
wait $pid
rc=$?
[ $rc -eq 130 ] && grep -q interrupted "$tmp/int.err" && ok "SIGINT" || { bad "SIGINT (status $rc)"; cat "$tmp/int.err"; }
# ... also while a Prolog goal of a rule body runs (it loops forever).
printf 'spin(_, _) :- spin.\nspin :- spin.\n' > "$tmp/spin.pl"
printf 'type n(int).\ntype m(int).\nn(1) <-- true.\nm(M) <-- n(N), spin(N, M).\n' > "$tmp/spin.sl"
"$bin" "$tmp/spin.sl" --load "$tmp/spin.pl" > /dev/null 2> "$tmp/int.err" &
pid=$!
sleep 1
kill -INT $pid
wait $pid
rc=$?
[ $rc -eq 130 ] && grep -q interrupted "$tmp/int.err" && ok "SIGINT in a Prolog goal" ||
  { bad "SIGINT in a Prolog goal (status $rc)"; cat "$tmp/int.err"; }

"$bin" "$ex/pascal.sl" --explain > "$tmp/explain" && grep -q "on new pascal/3" "$tmp/explain" &&
  grep -q "lookup pascal/3" "$tmp/explain" && ok "--explain" || bad "--explain"
"$bin" "$ex/even_odd.sl" --stats 2> "$tmp/stats" > /dev/null && grep -q "even/1 *10" "$tmp/stats" &&
  grep -q "timestamps" "$tmp/stats" && ok "--stats" || bad "--stats"

exit $fail
