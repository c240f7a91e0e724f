#!/bin/sh
# Differential test: every goal/1 of library/tests/diff_goals.pl is run with
# SWI-Prolog's libraries and with Kea's library code (renamed as by
# run_swi.sh); the solution lists, or the formal error terms, must be
# variants.  Usage: library/tests/diff_swi.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
names=$(cat "$top"/library/*.pl "$top"/library/boot/*.pl |
  sed -n 's/^\([a-z][a-zA-Z0-9_]*\)[( ].*/\1/p' | sort -u | tr '\n' ' ')
mkdir "$tmp/lib"
for f in "$top"/library/*.pl "$top"/library/boot/*.pl; do
  # Loaded as plain files: their module/2 and meta_predicate/1 directives
  # (each over several lines) would clash with SWI-Prolog's own modules.
  sed -E -e '/^:- (module|meta_predicate)\b/,/\.$/d' -e "s/\\b($(echo $names | tr ' ' '|'))\\b/kea_\\1/g" "$f" > "$tmp/lib/$(basename "$f")"
done
{
  echo ':- style_check(-singleton).'
  echo ':- discontiguous goal/1.'
  echo 'kea_findall(T, G, L) :- findall(T, G, L).'
  for f in "$tmp"/lib/*.pl; do echo ":- consult('$f')."; done
  echo "kea_name(N) :- memberchk(N, [$(echo $names | tr ' ' ',')])."
  cat <<'PL'
kea_goal(G, K) :- rename(G, K).
rename(T, T) :- var(T), !.
rename(T, K) :- atom(T), kea_name(T), !, atom_concat(kea_, T, K).
rename(T, K) :- compound(T), !, T =.. [F|As], maplist(rename, As, Bs),
    ( kea_name(F) -> atom_concat(kea_, F, F1) ; F1 = F ), K =.. [F1|Bs].
rename(T, T).
solutions(G, R) :- catch(findall(G, G, R0), error(E, _), R0 = error(E)), R = R0.
:- initialization(main, main).
main :- findall(G, goal(G), Gs), foldl(check, Gs, 0, Bad),
    length(Gs, N), format("diff on swipl: ~d goals, ~d differ~n", [N, Bad]),
    ( Bad =:= 0 -> true ; halt(1) ).
check(G, B0, B) :- kea_goal(G, K), solutions(G, R1), solutions(K, R2),
    rename(R1, R1k),
    ( R1k =@= R2 -> B = B0 ; format("DIFF ~q~n  swi: ~q~n  kea: ~q~n", [G, R1, R2]), B is B0 + 1 ).
PL
  cat "$here/diff_goals.pl"
} > "$tmp/diff.pl"
swipl "$tmp/diff.pl" 2>&1
