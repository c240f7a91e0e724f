#!/bin/sh
# (Re)generates tests/golden/NAME.out from NAME.pl with SWI-Prolog's own
# libraries, refusing a file on which SWI-Prolog asks for more answers
# (every golden query must leave SWI-Prolog no choice point, as Kea's
# non-interactive top-level prints only the first answer).
# Usage: library/tests/make_golden.sh lib_lists ...
set -u
golden=$(cd "$(dirname "$0")/../../tests/golden" && pwd)
for name in "$@"; do
  # swipl prints a newline at end of input, Kea's top-level does not.
  swipl -q < "$golden/$name.pl" 2>&1 | perl -0pe 's/\n\z// if /\n\n\n\z/' > "$golden/$name.out"
  # An answer left open ends in a space instead of a full stop.
  if grep -q ' $\|Unknown action\|Action?' "$golden/$name.out"; then
    echo "$name: a query is nondeterministic on swipl; see $name.out"
  fi
done
