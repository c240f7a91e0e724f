#!/bin/sh
# time/1 (library(statistics)): its report on standard error, one per
# answer, at failure and at an exception, in SWI-Prolog's words; the goal's
# answers, failure and exceptions pass through unchanged.
set -u
. "$(dirname "$0")/common.sh"

report='^% [0-9,]+ inferences, [0-9]+\.[0-9]{3} CPU in [0-9]+\.[0-9]{3} seconds \([0-9]+% CPU, ([0-9]+|Infinite) Lips\)$'

out=$("$kea" -q -g 'time(numlist(1, 100000, L)), length(L, N), print(N), nl' -t halt 2> "$tmp/err")
check "time/1 answer" "100000" "$out"
check "time/1 report" "1" "$(grep -cE "$report" "$tmp/err")"
check "time/1 counts the goal's inferences" "yes" \
  "$(sed -n 's/^% \([0-9,]*\) inferences.*/\1/p' "$tmp/err" | tr -d , | awk '{ print ($1 >= 100000 ? "yes" : "no") }')"

out=$("$kea" -q -g 'findall(X, time(member(X, [a, b, c])), Xs), print(Xs), nl' -t halt 2> "$tmp/err")
check "time/1 backtracks into its goal" "[a,b,c]" "$out"
check "time/1 reports each answer" "3" "$(grep -cE "$report" "$tmp/err")"
check "time/1 counts from the previous answer" "yes" \
  "$(sed -n 's/^% \([0-9,]*\) inferences.*/\1/p' "$tmp/err" | tr -d , | awk 'NR > 1 && $1 > 100 { bad = 1 } END { print (bad ? "no" : "yes") }')"

out=$("$kea" -q -g 'findall(X, time((member(X, [a, b, c]), X \== c)), Xs), print(Xs), nl' -t halt 2> "$tmp/err")
check "time/1 with a failure after answers" "[a,b]" "$out"
check "time/1 reports the answers and the failure" "3" "$(grep -cE "$report" "$tmp/err")"

out=$("$kea" -q -g '( time(fail) -> write(yes) ; write(no) ), nl' -t halt 2> "$tmp/err")
check "time/1 fails with its goal" "no" "$out"
check "time/1 reports a failure" "1" "$(grep -cE "$report" "$tmp/err")"

out=$("$kea" -q -g 'catch(time(throw(oops)), E, (print(E), nl))' -t halt 2> "$tmp/err")
check "time/1 passes an exception on" "oops" "$out"
check "time/1 reports an exception" "1" "$(grep -cE "$report" "$tmp/err")"

exit $fail
