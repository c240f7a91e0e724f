#!/bin/sh
# Runs Kea's Prolog libraries (library/*.pl) on SWI-Prolog against the
# golden tests tests/golden/lib_*.pl: the libraries' logic checked apart
# from Kea's engine. library/boot is written over Kea's '$' primitives and
# is checked by swipl_boot_test.sh instead; so lib_dcg (the DCG translation
# of boot/dcg.pl) is not run here, nor is library/dcg/basics.pl loaded (its
# non-terminals integer//1, number//1 ... would rename SWI's integer/1).
# lib_assoc fails here: run on SWI-Prolog, one of its answers leaves a
# choice point (not on Kea), and SWI's top-level then reads the next query
# as its reply to the prompt.
# SWI-Prolog does not let user code redefine its own versions of these
# predicates, so every public predicate name of the libraries gets a kea_
# prefix (rename.sed, generated here from the clause heads) in the library
# files and in the queries, and the prefix is stripped from the output
# again, which must then equal NAME.out (made by plain `swipl -q < NAME.pl`).
# Usage: library/tests/run_swi.sh [NAME...]   (NAME like lib_lists)
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
golden=$top/tests/golden
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Public names: atoms starting a clause head at the start of a line.
names=$(cat "$top"/library/*.pl |
  sed -n 's/^\([a-z][a-zA-Z0-9_]*\)[( ].*/\1/p' | sort -u | tr '\n' '|' | sed 's/|$//')
printf 's/\\b(%s)\\b/kea_\\1/g\n' "$names" > "$tmp/rename.sed"

mkdir "$tmp/lib"
for f in "$top"/library/*.pl; do
  # Loaded as plain files: their module/2 and meta_predicate/1 directives
  # (each over several lines) would clash with SWI-Prolog's own modules.
  sed -E -e '/^:- (module|meta_predicate)\b/,/\.$/d' -f "$tmp/rename.sed" "$f" > "$tmp/lib/$(basename "$f")"
done
{
  echo ':- style_check(-singleton).'
  for f in "$tmp"/lib/*.pl; do echo ":- consult('$f')."; done
} > "$tmp/load.pl"

pass=0; fail=0
list=${*:-$(cd "$golden" && ls lib_*.pl | sed 's/\.pl$//' | grep -v '^lib_dcg$')}
for name in $list; do
  sed -E -f "$tmp/rename.sed" "$golden/$name.pl" > "$tmp/q.pl"
  timeout 60 swipl -q "$tmp/load.pl" < "$tmp/q.pl" > "$tmp/out" 2>&1
  sed 's/\bkea_//g' "$tmp/out" | perl -0pe 's/\n\z// if /\n\n\n\z/' > "$tmp/all"
  if diff -u "$golden/$name.out" "$tmp/all" > "$tmp/diff"; then
    pass=$((pass + 1))
  else
    echo "FAIL: $name"; cat "$tmp/diff"; fail=$((fail + 1))
  fi
done
echo "lib on swipl: $pass passed, $fail failed"
[ "$fail" = 0 ]
