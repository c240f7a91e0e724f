#!/bin/sh
# Golden tests of the kea command. Each NAME.pl holds top-level queries fed
# to `kea -q` on standard input; NAME.out is the expected standard output
# followed by standard error; NAME.status, when present, the expected exit
# status (default 0). NAME.args, when present, holds extra command-line
# arguments (and then standard input is empty unless NAME.pl exists);
# NAME.env, when present, environment assignments for the run (VAR=value).
# Program tests run $here/NAME_prog.pl from NAME.args (args are eval'd, so
# "$here" is available there); "$here/" is removed from the output before
# the comparison so that messages naming files do not depend on where the
# tree is checked out.
# Usage: run.sh [NAME...]; KEA names the binary (default ./kea);
# GOLDEN_SKIP lists names not to run (e.g. "tail_loop deep_recursion");
# GOLDEN_TIMEOUT is the time limit of one run in seconds (default 60).
set -u
here=$(cd "$(dirname "$0")" && pwd)
kea=${KEA:-./kea}
pass=0; fail=0; skip=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# \Q...\E matches the directory literally; perl (perl-base is essential on
# Debian) keeps a missing final newline, which awk would add.
strip_here() {
  HERE="$here/" perl -pe 's/\Q$ENV{HERE}\E//g'
}
names=${*:-$(cd "$here" && ls *.out | sed 's/\.out$//')}
for name in $names; do
  case " ${GOLDEN_SKIP:-} " in
    *" $name "*) skip=$((skip + 1)); continue ;;
  esac
  input=/dev/null
  [ -f "$here/$name.pl" ] && input="$here/$name.pl"
  args="-q"
  [ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
  want_status=0
  [ -f "$here/$name.status" ] && want_status=$(cat "$here/$name.status")
  envs=
  [ -f "$here/$name.env" ] && envs=$(cat "$here/$name.env")
  # shellcheck disable=SC2086
  eval "env $envs timeout ${GOLDEN_TIMEOUT:-60} \"$kea\" $args" < "$input" > "$tmp/out" 2> "$tmp/err"
  status=$?
  cat "$tmp/out" "$tmp/err" | strip_here > "$tmp/all"
  if [ "$status" != "$want_status" ]; then
    echo "FAIL: $name: exit status $status, expected $want_status; the output ends:"
    tail -n 20 "$tmp/all" | sed 's/^/  | /'
    fail=$((fail + 1))
  elif ! diff -u "$here/$name.out" "$tmp/all" > "$tmp/diff"; then
    echo "FAIL: $name: output differs:"
    cat "$tmp/diff"
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
done
echo "golden: $pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
