#!/bin/sh
# Ctrl-C (SIGINT) at the kea top-level, with queries on standard input: it
# aborts what runs ("% Execution Aborted") and the next query runs on an
# intact database. Cases: a long query, a consult between its clauses, a
# directive of a file being consulted. Each run waits for a marker file
# that the program creates once it is busy, so that the signal never
# arrives before the work; what is left of the work (a million clauses, an
# endless loop) could not finish before the next query if the signal were
# lost, which the expected output would show.
set -u
. "$(dirname "$0")/common.sh"

# run NAME: kea -q < $tmp/NAME.in, SIGINT once $tmp/busy exists; prints
# standard output and error.
run() {
  rm -f "$tmp/busy"
  "$kea" -q < "$tmp/$1.in" > "$tmp/$1.out" 2>&1 &
  pid=$!
  n=0
  while [ ! -f "$tmp/busy" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  sleep 0.2
  kill -INT $pid 2>/dev/null
  n=0
  while kill -0 $pid 2>/dev/null && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  kill -9 $pid 2>/dev/null
  wait $pid 2>/dev/null
  cat "$tmp/$1.out"
}

# A long query.
cat > "$tmp/loop.in" <<END
open('$tmp/busy', write, S), close(S), between(1, inf, _), fail.
X = after.
END
check "Ctrl-C aborts a running query" "% Execution Aborted
X = after." "$(run loop | grep -v '^$')"

# A consult: a directive marks the start; a million clauses follow.
{
  echo ":- open('$tmp/busy', write, S), close(S)."
  awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "fact(%d, [a, b, c], \"text\").\n", i }'
} > "$tmp/big.pl"
cat > "$tmp/consult.in" <<END
consult('$tmp/big.pl').
forall(aggregate_all(count, fact(_, _, _), N), ( N > 0, N < 1000000 -> writeln(partial) ; writeln(N) )).
consult('$tmp/small.pl').
other(X, Y, Z).
END
echo 'other(1, 2, 3).' > "$tmp/small.pl"
check "Ctrl-C stops a consult between clauses; what was loaded stays" "% Execution Aborted
partial
true.
true.
X = 1,
Y = 2,
Z = 3." "$(run consult | grep -v '^$')"

# A directive of the file being consulted: the whole load ends there.
cat > "$tmp/directive.pl" <<END
before(1).
:- open('$tmp/busy', write, S), close(S), between(1, inf, _), fail.
after(1).
END
cat > "$tmp/directive.in" <<END
consult('$tmp/directive.pl').
before(X).
forall(catch(after(_), error(E, _), (print(E), nl)), true).
END
check "Ctrl-C in a directive ends the load" "% Execution Aborted
X = 1.
existence_error(procedure,after/1)
true." "$(run directive | grep -v '^$')"

# Long builtins: a sort of 8M elements (seconds) and tab/2 of 10^12
# spaces poll for the abort as they go.
cat > "$tmp/builtin.in" <<END
findall(X, (between(1, 8000000, I), X is (I * 7919) mod 1000003), L), open('$tmp/busy', write, S), close(S), msort(L, _), writeln(sorted), fail.
open('$tmp/busy', write, S), close(S), open('/dev/null', write, N), tab(N, 1000000000000).
X = after.
END
rm -f "$tmp/busy"
"$kea" -q < "$tmp/builtin.in" > "$tmp/builtin.out" 2>&1 &
pid=$!
for k in 1 2; do
  n=0
  while [ ! -f "$tmp/busy" ] && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
  rm -f "$tmp/busy"
  sleep 0.2
  kill -INT $pid 2>/dev/null
done
n=0
while kill -0 $pid 2>/dev/null && [ $n -lt 600 ]; do sleep 0.1; n=$((n + 1)); done
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
check "Ctrl-C stops msort/2 and tab/2 inside the builtin" "% Execution Aborted
% Execution Aborted
X = after." "$(grep -v '^$' "$tmp/builtin.out")"

# A read that waits for input -- from a terminal, here from a pipe whose
# writer writes nothing -- ends with Ctrl-C as a running query does; and
# thread_signal(T, abort) ends another thread's such read.
mkfifo "$tmp/fifo"
sleep 60 > "$tmp/fifo" &
writer=$!
cat > "$tmp/read.in" <<END
open('$tmp/fifo', read, F), open('$tmp/busy', write, S), close(S), read(F, _).
thread_create((open('$tmp/fifo', read, F), read(F, _)), Id), sleep(0.3), thread_signal(Id, abort), thread_join(Id, St), print(St), nl, fail.
X = after.
END
check "Ctrl-C and thread_signal(T, abort) end a read that waits for input" "% Execution Aborted
exception('\$aborted')
false.
X = after." "$(run read | grep -v '^$')"
kill $writer 2>/dev/null
wait $writer 2>/dev/null

exit $fail
