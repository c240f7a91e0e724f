#!/bin/sh
# The builtin torture test: asks kea for the predicates under test (the
# builtin registry and the boot library's system predicates, see
# torture.pl), then runs torture.pl once per predicate in a fresh kea
# with a time limit, in a scratch directory as working directory and with
# standard input empty, so that predicates on files act inside the sandbox.
# A run that crashes, exceeds the limit, or reports a "TORTURE:" line fails
# the test; the last "call" line it printed names the call.
# Usage: run.sh [Name/Arity...]; KEA names the binary (default ./kea);
# TORTURE_LIMIT is the time limit of one run in seconds (default 30).
# The runs have a stack limit of 128 MB, not the default 1 GB: a call that
# recurses without end (phrase/2 of a cyclic goal) ends in the resource
# error sooner, which matters in the heap collector's stress mode, where
# filling 1 GB took 20 of the 30 seconds.
set -u
here=$(cd "$(dirname "$0")" && pwd)
kea=$(cd "$(dirname "${KEA:-./kea}")" && pwd)/$(basename "${KEA:-./kea}")
limit=${TORTURE_LIMIT:-30}
sandbox=$(mktemp -d)
trap 'rm -rf "$sandbox"' EXIT
cd "$sandbox" || exit 1

# Predicates not run, with the reason: outside effects the sandbox cannot
# hold, or calls that do as asked by not returning.
#   halt/0,1      end the process
#   shell/1,2     run commands outside the sandbox
#   sleep/1       sleep(2^200) sleeps as long as it is told
#   thread_get_message/1  waits for a message that nobody sends
#   throw/1       raises whatever it is given, by definition
#   '$alarm_start'/3  arms a timer that throws its second argument into
#                 the caller later, by definition (call_with_time_limit/2
#                 cancels it; tests/golden/time_limit covers it)
skipped="halt/0 halt/1 shell/1 shell/2 sleep/1 thread_get_message/1 throw/1 '\$alarm_start'/3"
# One predicate indicator per line: some contain spaces (?= / 2).
if [ $# -gt 0 ]; then
  printf '%s\n' "$@" > "$sandbox/.preds"
else
  "$kea" -q "$here/torture.pl" -g 'forall(torture_predicate(P), (writeq(P), nl))' -t halt > "$sandbox/.preds"
fi
pass=0; fail=0
while IFS= read -r p; do
  case " $skipped " in *" $p "*) continue ;; esac
  timeout "$limit" "$kea" --stack-limit=128m -q "$here/torture.pl" -g "torture($p)" -t halt \
    < /dev/null > /dev/null 2> "$sandbox/.err"
  status=$?
  if [ "$status" != 0 ] || grep -q '^TORTURE:' "$sandbox/.err"; then
    echo "FAIL: $p: exit status $status"
    grep '^TORTURE:' "$sandbox/.err"
    grep '^call ' "$sandbox/.err" | tail -1
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done < "$sandbox/.preds"
echo "torture: $pass predicates passed, $fail failed"
[ "$fail" = 0 ]
