#!/bin/sh
# End-to-end tests of distributed kea-starlog runs, by `make check`: the
# examples and random programs on tasks (--tasks N, threads) and on MPI
# ranks (mpirun -np 2 and 3, when this build has MPI) print exactly what
# the sequential run prints; --check reports a wrong distribute statement;
# a task that fails ends the run with its message; Ctrl-C stops all tasks;
# --trace, --stats and --explain.
set -u
srcdir=${srcdir:-.}
bin=${KEA_STARLOG:-./kea-starlog}
gen=${KEA_RANDOM_PROGRAM:-./starlog/tests/random-program}
ex=$srcdir/starlog/examples
progs=$srcdir/starlog/tests/programs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }

# `same NAME ARGS...`: the run with $pre before and $post after the
# arguments prints what the sequential run prints.
pre="" post=""
same() {
  name=$1; shift
  "$bin" "$@" > "$tmp/seq.out" 2> "$tmp/seq.err" || { bad "$name: sequential run failed"; cat "$tmp/seq.err"; return; }
  if $pre "$bin" "$@" $post > "$tmp/par.out" 2> "$tmp/par.err" && cmp -s "$tmp/seq.out" "$tmp/par.out" &&
     [ -s "$tmp/par.out" ]; then
    ok "$name ($pre $post)"
  else
    bad "$name ($pre $post)"; head -5 "$tmp/par.err"; diff "$tmp/seq.out" "$tmp/par.out" | head -5
  fi
}

examples() {
  same pascal "$ex/pascal.sl" -D 'rows(40)'
  same pascal_halo "$ex/pascal_halo.sl" -D 'rows(40)' -D 'halo_size(4)'
  same primes "$ex/primes.sl" -D 'max(3000)' --print prime
  same life_slices "$ex/life.sl" -D 'board_size(24,20,12)' --print cell
  same life_slices_halo "$ex/life_halo.sl" -D 'board_size(24,20,12)' --print cell
  same life_bricks "$ex/life_bricks.sl" -D 'board_size(24,24,12)' --print cell
  same life_bricks_halo "$ex/life_bricks_halo.sl" -D 'board_size(24,24,12)' --print cell
  same even_odd "$ex/even_odd.sl"
  same transitive_closure "$ex/transitive_closure.sl"
  same collatz "$ex/collatz.sl" --load "$ex/collatz.pl"
}

randoms() {  # seeds...
  for s in "$@"; do
    "$gen" "$s" > "$tmp/random$s.sl"
    same "random program $s" "$tmp/random$s.sl"
  done
}

for n in 1 2 3 4; do
  post="--tasks $n"
  examples
  randoms 101 102 103 104 105 106
done

# --check: a distribute statement that loses tuples (Figure 4.6 as printed).
post=""
"$bin" "$progs/pascal_fig46_wrong.sl" -D 'rows(30)' --tasks 3 --check > "$tmp/check.out"; rc=$?
[ $rc -eq 1 ] && grep -q '^pascal/3: DIFFERS: 190 missing' "$tmp/check.out" && grep -q '^  missing: pascal(11,10,11)\.$' "$tmp/check.out" &&
  ok "--check reports a wrong distribute statement" || { bad "--check wrong statement (status $rc)"; cat "$tmp/check.out"; }
"$bin" "$ex/life.sl" -D 'board_size(24,20,8)' --tasks 4 --check > "$tmp/check.out"; rc=$?
[ $rc -eq 0 ] && grep -q 'equals the sequential run' "$tmp/check.out" && ok "--check of a right program" ||
  { bad "--check right program (status $rc)"; cat "$tmp/check.out"; }

# A task that fails mid-run (only task 1 violates causality) ends them all.
cat > "$tmp/fail.sl" <<'SL'
type p(int).
type q(int).
stratify p(N) by [N].
stratify q(N) by [N].
p(0) <-- true.
p(N+1) <-- p(N), N < 30.
q(M) <-- p(N), N > 10, curr_task(1), M is (N*N) mod 7.
distribute p(N) to T using tasks(T).
SL
"$bin" "$tmp/fail.sl" --tasks 3 > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 1 ] && grep -q '^kea-starlog: task 1: .*fail.sl:7:1: causality violated at run time' "$tmp/err" &&
  ok "a failing task ends the run" || { bad "failing task (status $rc)"; cat "$tmp/err"; }
# A destination that is not a task.
printf 'type p(int).\nstratify p(N) by [N].\np(0) <-- true.\ndistribute p(N) to 7.\n' > "$tmp/dest.sl"
"$bin" "$tmp/dest.sl" --tasks 2 > /dev/null 2> "$tmp/err"; rc=$?
[ $rc -eq 1 ] && grep -q 'dest.sl:4:1: distribute statement sends a tuple to 7, which is not a task (0..1)' "$tmp/err" &&
  ok "bad destination" || { bad "bad destination (status $rc)"; cat "$tmp/err"; }
"$bin" "$ex/pascal.sl" --tasks 0 > /dev/null 2>&1; [ $? -eq 2 ] && ok "--tasks 0 is a usage error" || bad "--tasks 0"

# Ctrl-C stops every task (an infinite program that crosses tasks).
printf 'type p(int).\nstratify p(N) by [N].\np(0) <-- true.\np(N+1) <-- p(N).\ndistribute p(N) to T using num_tasks(K), T is N mod K.\n' > "$tmp/inf.sl"
"$bin" "$tmp/inf.sl" --tasks 3 > /dev/null 2> "$tmp/int.err" &
pid=$!
sleep 1
kill -INT $pid
wait $pid; rc=$?
[ $rc -eq 130 ] && grep -q interrupted "$tmp/int.err" && ok "SIGINT with --tasks" || { bad "SIGINT with --tasks (status $rc)"; cat "$tmp/int.err"; }
n=$("$bin" "$tmp/inf.sl" --tasks 2 --max-time 9 2> /dev/null | wc -l)
[ "$n" -eq 10 ] && ok "--max-time with --tasks" || bad "--max-time with --tasks ($n lines)"

# --trace, --stats, --explain.
"$bin" "$ex/life.sl" -D 'board_size(24,20,6)' --tasks 2 --trace "$tmp/trace.json" --stats > /dev/null 2> "$tmp/stats"
grep -q '"traceEvents"' "$tmp/trace.json" && grep -q '"name":"exchange","cat":"exchange","ph":"X","pid":0,"tid":1' "$tmp/trace.json" &&
  grep -q '"args":{"time":"\[3,cell\]"}' "$tmp/trace.json" && ok "--trace" || bad "--trace"
if command -v python3 > /dev/null; then
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d["traceEvents"]) > 20' "$tmp/trace.json" &&
    ok "--trace is JSON" || bad "--trace is not JSON"
fi
grep -q '^% task node timestamps' "$tmp/stats" && grep -Eq '^%  +1 +0 +[0-9]+' "$tmp/stats" && ok "--stats per task" ||
  { bad "--stats per task"; cat "$tmp/stats"; }
"$bin" "$ex/life.sl" --tasks 4 --explain > "$tmp/explain"
grep -q '^cell/4: distributed by 3 statements' "$tmp/explain" && grep -q '^board_size/3: everywhere' "$tmp/explain" &&
  grep -q '^neighbours/4: local' "$tmp/explain" && grep -q '^  node 0: 0 1 2 3$' "$tmp/explain" &&
  ok "--explain shows the distribution" || { bad "--explain"; cat "$tmp/explain"; }

# MPI ranks, when this build has MPI.
if ldd "$bin" 2> /dev/null | grep -q libmpi && command -v mpirun > /dev/null; then
  if [ "$(id -u)" = 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
  export OMPI_MCA_btl_vader_single_copy_mechanism=none
  for np in 2 3; do
    pre="mpirun --oversubscribe -np $np" post=""
    examples
    randoms 201 202 203 204
  done
  pre="mpirun --oversubscribe -np 2" post="--tasks 5"
  same "pascal, 5 tasks on 2 ranks" "$ex/pascal.sl" -D 'rows(40)'
  post="--tasks 4"
  same "life, 4 tasks on 2 ranks" "$ex/life.sl" -D 'board_size(24,20,10)' --print cell
  printf 'map Task to Node using num_nodes(NN), num_tasks(NT), Node is Task * NN // NT.\n' > "$tmp/map.pl"
  cat "$ex/life.sl" "$tmp/map.pl" > "$tmp/life_map.sl"
  post="--tasks 4"
  same "life, tasks mapped in blocks" "$tmp/life_map.sl" -D 'board_size(24,20,10)' --print cell
  mpirun --oversubscribe -np 2 "$bin" "$tmp/life_map.sl" --tasks 4 --explain 2>&1 | grep -q '^  node 1: 2 3$' &&
    ok "map statement placement" || bad "map statement placement"
  mpirun --oversubscribe -np 2 "$bin" "$progs/pascal_fig46_wrong.sl" -D 'rows(30)' --check > "$tmp/check.out" 2>&1; rc=$?
  [ $rc -ne 0 ] && grep -q '^pascal/3: DIFFERS' "$tmp/check.out" && ok "--check under mpirun" || { bad "--check under mpirun ($rc)"; cat "$tmp/check.out"; }
  mpirun --oversubscribe -np 3 "$bin" "$tmp/fail.sl" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc -ne 0 ] && grep -q '^kea-starlog: task 1: .*causality violated at run time' "$tmp/err" &&
    ok "a failing rank ends the job with its message" || { bad "failing rank ($rc)"; cat "$tmp/err"; }
  mpirun --oversubscribe -np 2 "$bin" "$tmp/inf.sl" > /dev/null 2> "$tmp/int.err" &
  pid=$!
  sleep 3
  kill -INT $pid
  i=0
  while kill -0 $pid 2> /dev/null && [ $i -lt 30 ]; do sleep 1; i=$((i + 1)); done
  if kill -0 $pid 2> /dev/null; then bad "SIGINT to mpirun: still running"; kill -KILL $pid; else ok "SIGINT to mpirun stops every rank"; fi
  wait $pid 2> /dev/null
else
  echo "skip: MPI tests (this kea-starlog has no MPI, or mpirun is missing)"
fi

exit $fail
