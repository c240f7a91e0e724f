#!/bin/sh
# The memory benchmark of issue 14 (bench/memory/memory.pl) on Kea and
# SWI-Prolog, in one run: peak resident memory and time of a long
# deterministic recursion that builds and drops a small term per step, and
# of one that makes and drops a new atom per step, at several numbers of
# steps. With a collector, peak memory stays flat as the steps grow; the
# table shows, per system, the peak at each size and its growth from the
# smallest size to the largest.
#
# This is a benchmark driver, not a test: it prints figures and never fails
# because of them. Each measurement is a fresh process; systems alternate
# within each round; each figure is the median of --runs rounds.
#
# usage: bench/memory/run.sh [--systems kea,swipl] [--steps 5000000,...]
#            [--runs N] [--timeout S] [--kea-stack-limit SIZE]
#
#   --systems          systems to run (default kea,swipl)
#   --steps            step counts (default 5000000,10000000,20000000)
#   --runs             rounds; each figure is the median (default 1)
#   --timeout          seconds one run may take (default 900)
#   --kea-stack-limit  kea's --stack-limit for these runs (default: kea's
#                      own, as SWI-Prolog runs with its defaults)
#
# Environment: KEA (default ./kea from the top of the tree), SWIPL (swipl).
# Needs /usr/bin/time for peak memory.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

usage() {
    sed -n '/^# usage:/,/^# Environment/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit "${1:-2}"
}

systems="kea swipl"
steps="5000000 10000000 20000000"
runs=1
limit=900
kea_stack=

while [ $# -gt 0 ]; do
    case $1 in
        --systems) [ $# -ge 2 ] || usage; systems=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --steps) [ $# -ge 2 ] || usage; steps=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        --timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
        --kea-stack-limit) [ $# -ge 2 ] || usage; kea_stack=$2; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; usage ;;
    esac
done

for v in "$runs" $steps; do
    case $v in ''|*[!0-9]*|0) echo "run.sh: --steps and --runs need positive integers" >&2; exit 2 ;; esac
done
for s in $systems; do
    case $s in kea|swipl) ;; *) echo "run.sh: unknown system $s" >&2; exit 2 ;; esac
done
if [ ! -x /usr/bin/time ]; then
    echo "run.sh: /usr/bin/time is needed to measure peak memory (Debian package time)" >&2
    exit 2
fi

KEA=${KEA:-$top/kea}
SWIPL=${SWIPL:-swipl}
if command -v timeout >/dev/null 2>&1; then with_limit="timeout $limit"; else with_limit=""; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kea-bench-memory.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

results=$work/results
: >"$results"
notes=$work/notes
: >"$notes"

i=0
while [ "$i" -lt "$runs" ]; do
    for w in terms atoms; do
        for n in $steps; do
            for s in $systems; do
                case $s in
                    kea) set -- "$KEA" ${kea_stack:+--stack-limit="$kea_stack"} -q -g "$w($n)" -t halt "$here/memory.pl" ;;
                    swipl) set -- "$SWIPL" -q -g "$w($n)" -t halt "$here/memory.pl" ;;
                esac
                $with_limit /usr/bin/time -f %M -o "$work/rss" "$@" >"$work/out" 2>&1 </dev/null
                status=$?
                ms=$(awk '$1 == "RESULT" && $4 ~ /^[0-9]+$/ { print $4; exit }' "$work/out")
                rss=$(tail -n 1 "$work/rss" | awk '$1 ~ /^[0-9]+$/ { print $1 }')
                if [ "$status" -eq 0 ] && [ -n "$ms" ]; then
                    echo "$s $w $n $ms ${rss:--}" >>"$results"
                else
                    { echo "$s, $w($n): failed (exit status $status); its output:"
                      tail -n 3 "$work/out" | sed 's/^/    /'; } >>"$notes"
                fi
            done
        done
    done
    i=$((i + 1))
done

echo "Memory benchmark (issue 14): median of $runs run(s); kea: $KEA (--stack-limit=${kea_stack:-default}); swipl: $SWIPL"
echo
awk -v systems="$systems" -v steps="$steps" '
function median(list,   n, i, j, t, a) {
    n = split(list, a, " ")
    if (n == 0) return ""
    for (i = 2; i <= n; i++) { t = a[i] + 0; for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{ k = $1 " " $2 " " $3; ms[k] = ms[k] " " $4; if ($5 != "-") rss[k] = rss[k] " " $5 }
END {
    ns = split(systems, sys, " "); nn = split(steps, st, " ")
    printf "%-9s %-7s %12s %10s %12s %14s\n", "workload", "system", "steps", "time (s)", "peak RSS", "RSS kea/swipl"
    split("terms atoms", ws, " ")
    for (w = 1; w <= 2; w++) for (j = 1; j <= nn; j++) for (i = 1; i <= ns; i++) {
        k = sys[i] " " ws[w] " " st[j]
        t = median(ms[k]); r = median(rss[k])
        if (t == "") { printf "%-9s %-7s %12s %10s %12s %14s\n", ws[w], sys[i], st[j], "failed", "-", "-"; continue }
        peak[k] = r
        ratio = "-"
        if (sys[i] == "kea") { o = median(rss["swipl " ws[w] " " st[j]]); if (o != "" && o > 0 && r != "") ratio = sprintf("%.1f", r / o) }
        printf "%-9s %-7s %12s %10.2f %9.0f MB %14s\n", ws[w], sys[i], st[j], t / 1000, r / 1024, ratio
    }
    print ""
    for (w = 1; w <= 2; w++) for (i = 1; i <= ns; i++) {
        a = peak[sys[i] " " ws[w] " " st[1]]; b = peak[sys[i] " " ws[w] " " st[nn]]
        if (a != "" && b != "" && a > 0)
            printf "%s, %s: peak at %s steps / peak at %s steps = %.2f (flat: 1)\n", sys[i], ws[w], st[nn], st[1], b / a
    }
}' "$results"
echo
echo "Targets (issue 14): kea's peak within 2x of SWI-Prolog's on both workloads, and flat in the steps."
if [ -s "$notes" ]; then
    echo
    cat "$notes"
fi
exit 0
