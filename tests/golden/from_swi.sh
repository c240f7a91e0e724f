#!/bin/sh
# Writes tests/golden/NAME.out (and NAME.status when not 0) from SWI-Prolog:
# runs swipl exactly as run.sh runs kea -- same arguments (NAME.args, with
# "$here" available), same standard input (NAME.pl when present), stdout
# then stderr, "$here/" removed. Review the result before committing it:
# output that depends on timing or on SWI's internals does not belong in a
# golden file.
# Usage: tests/golden/from_swi.sh NAME...
set -u
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in "$@"; do
  input=/dev/null
  [ -f "$here/$name.pl" ] && input="$here/$name.pl"
  args="-q"
  [ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
  # shellcheck disable=SC2086
  eval "timeout 60 swipl $args" < "$input" > "$tmp/out" 2> "$tmp/err"
  status=$?
  cat "$tmp/out" "$tmp/err" | HERE="$here/" perl -pe 's/\Q$ENV{HERE}\E//g' > "$here/$name.out"
  if [ "$status" != 0 ]; then echo "$status" > "$here/$name.status"; else rm -f "$here/$name.status"; fi
  echo "$name: status $status"
done
