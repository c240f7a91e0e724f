#!/bin/sh
# Tabling benchmark (bench/tabling/tabling.pl) on Kea and SWI-Prolog, in
# one run. With --file, the same driver runs another file of programs that
# follows tabling.pl's protocol (bench/coroutining/run.sh does).
#
# This is a benchmark driver, not a test: it prints times and ratios and
# never fails because of them. Every measurement is a fresh process;
# systems are interleaved within each round, so a burst of load on a
# shared machine hits both alike; each figure is the median of --runs
# rounds. A program whose answer count differs between the systems is
# marked "DIFFERENT ANSWERS".
#
# usage: bench/tabling/run.sh [--programs a,b,...] [--runs N]
#            [--systems kea,swipl] [--timeout S]
#
#   --programs  left,right,double,fib,shortest,sg (default: all)
#   --runs      rounds; each figure is the median (default 3)
#   --systems   systems to run (default kea,swipl; add kea0, a baseline
#               build of Kea named by KEA0, to print kea/kea0 as well)
#   --timeout   seconds one run may take (default 300; needs timeout(1))
#   --file      the programs' file (default bench/tabling/tabling.pl):
#               `-g 'bench(Name)' -t halt FILE` prints
#               "RESULT Name Answers Milliseconds"
#
# Environment: KEA (default ./kea from the top of the tree), KEA0, SWIPL
# (swipl).

set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
programs=left,right,double,fib,shortest,sg
runs=3
systems=kea,swipl
limit=300
file=$here/tabling.pl
what="the tabled evaluation"
while [ $# -gt 0 ]; do
  case $1 in
    --programs) programs=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --systems) systems=$2; shift 2 ;;
    --timeout) limit=$2; shift 2 ;;
    --file) file=$2; what="each program's run"; shift 2 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
KEA=${KEA:-$top/kea}
SWIPL=${SWIPL:-swipl}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

binary() {
  case $1 in
    kea) echo "$KEA" ;;
    kea0) echo "${KEA0:?set KEA0 to the baseline kea}" ;;
    swipl) echo "$SWIPL" ;;
  esac
}

# One run: "answers ms", or "failed".
run_one() {
  out=$(timeout "$limit" "$(binary "$1")" -q -g "bench($2)" -t halt "$file" 2>/dev/null |
        awk '$1 == "RESULT" { print $3, $4 }')
  echo "${out:-failed}"
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else print v[int((NR + 1) / 2)] }'
}

syslist=$(echo "$systems" | tr ',' ' ')
for p in $(echo "$programs" | tr ',' ' '); do
  r=1
  while [ "$r" -le "$runs" ]; do
    for s in $syslist; do
      run_one "$s" "$p" >> "$tmp/$p.$s"
    done
    r=$((r + 1))
  done
done

printf '%-10s' program
for s in $syslist; do printf ' %10s' "$s ms"; done
for s in $syslist; do [ "$s" = kea ] || printf ' %11s' "kea/$s"; done
printf '  %s\n' answers
for p in $(echo "$programs" | tr ',' ' '); do
  printf '%-10s' "$p"
  answers=
  same=yes
  for s in $syslist; do
    m=$(grep -v failed "$tmp/$p.$s" | awk '{ print $2 }' | median)
    eval "ms_$s=\$m"
    printf ' %10s' "$m"
    a=$(grep -v failed "$tmp/$p.$s" | awk '{ print $1 }' | sort -u)
    [ -n "$answers" ] && [ "$a" != "$answers" ] && same=no
    [ -n "$a" ] && answers=$a
  done
  for s in $syslist; do
    [ "$s" = kea ] && continue
    eval "b=\$ms_$s"
    printf ' %11s' "$(awk -v a="$ms_kea" -v b="$b" 'BEGIN { if (a ~ /^[0-9]+$/ && b ~ /^[0-9]+$/ && b > 0) printf "%.2f", a / b; else print "-" }')"
  done
  if [ "$same" = yes ]; then printf '  %s\n' "$answers"; else printf '  %s\n' "DIFFERENT ANSWERS"; fi
done
echo "(kea/X above 1 means Kea took longer; medians of $runs rounds, wall time of $what)"
