#!/bin/sh
# The atom-table benchmark (bench/atoms/atoms.pl: the workload of Figures 6-8
# of Moreno et al., "On the Implementation of a Lock-Free Atom Table in a
# Prolog System") on Kea and SWI-Prolog, in one run.
#
# This is a benchmark driver, not a test: it prints throughputs and ratios
# and never fails because of them. Every measurement is a fresh process (the
# atom table starts from the system's own atoms plus the initial set);
# systems and modes are interleaved within each round, so a burst of load
# on a shared machine hits all of them alike; each figure is the median of
# --runs rounds.
#
# usage: bench/atoms/run.sh [--systems kea,swipl] [--threads 1,2,...]
#            [--count N] [--runs N] [--timeout S] [--no-check]
#            [--swipl-agc on|off] [--kea-agc on|off]
#
#   --systems    systems to run (default kea,swipl; add kea0, a baseline
#                build of Kea named by KEA0, to print kea/kea0 as well)
#   --threads    worker thread counts (default 1,2 and, on a machine with
#                more cores, 4 and the number of cores); the plain loop
#                (no threads) is always run as well
#   --count      sequences in the initial set (default 240000, the paper's)
#   --runs       rounds; each figure is the median (default 3)
#   --timeout    seconds one run may take (default 600; needs timeout(1))
#   --no-check   skip the check that both systems make the same initial
#                set and the same atoms (on a sample: atoms.pl says why)
#   --swipl-agc  off: run SWI-Prolog with atom garbage collection disabled
#                (agc_margin 0), so its atom table grows as Kea's does.
#                Default on: SWI-Prolog as installed, which reclaims the
#                atoms of this workload as it goes.
#   --kea-agc    the same for kea and kea0 (default on: Kea collects the
#                atoms of this workload as it goes, with every worker
#                stopped for each collection).
#
# Environment: KEA (default ./kea from the top of the tree), KEA0 (the
# baseline kea, only with --systems ...,kea0), SWIPL (swipl).
#
# Modes. "loop" runs the work in the main thread with no thread or mutex
# (compute(0, Count)); a number T runs the paper's program: T workers made
# with thread_create/3 take batches of 2,000 sequences under a mutex. A
# system without thread_create/3 reports the threaded modes as not
# available; the one-thread target is then checked on the loop rows of
# both systems.
#
# Columns. seq/s: sequences of the initial set processed per second of
# wall time, from statistics(walltime) around the work only (generating the
# initial set is not timed). speedup: over the same system's 1-thread row.
# kea/swipl: the row's seq/s (kea or kea0) over SWI-Prolog's in the same
# mode. peak RSS: maximum resident set of the whole process (/usr/bin/time
# %M), median of the runs, when /usr/bin/time is installed.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

usage() {
    sed -n '/^# usage:/,/^# Environment/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit "${1:-2}"
}

cores=$(nproc 2>/dev/null || echo 2)
threads="1 2"
[ "$cores" -gt 2 ] && threads="1 2 4"
[ "$cores" -gt 4 ] && threads="$threads $cores"
systems="kea swipl"
count=240000
runs=3
limit=600
check=1
swipl_agc=on
kea_agc=on

while [ $# -gt 0 ]; do
    case $1 in
        --systems) [ $# -ge 2 ] || usage; systems=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --threads) [ $# -ge 2 ] || usage; threads=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --count) [ $# -ge 2 ] || usage; count=$2; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        --timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
        --no-check) check=""; shift ;;
        --swipl-agc) [ $# -ge 2 ] || usage; swipl_agc=$2; shift 2 ;;
        --kea-agc) [ $# -ge 2 ] || usage; kea_agc=$2; shift 2 ;;
        -h|--help) usage 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; usage ;;
    esac
done

for v in "$count" "$runs"; do
    case $v in ''|*[!0-9]*|0) echo "run.sh: --count and --runs need positive integers" >&2; exit 2 ;; esac
done
for t in $threads; do
    case $t in ''|*[!0-9]*|0) echo "run.sh: --threads needs positive integers" >&2; exit 2 ;; esac
done
for s in $systems; do
    case $s in kea|kea0|swipl) ;; *) echo "run.sh: unknown system $s" >&2; exit 2 ;; esac
done
case $swipl_agc in on|off) ;; *) echo "run.sh: --swipl-agc on|off" >&2; exit 2 ;; esac
case $kea_agc in on|off) ;; *) echo "run.sh: --kea-agc on|off" >&2; exit 2 ;; esac

KEA=${KEA:-$top/kea}
KEA0=${KEA0:-}
SWIPL=${SWIPL:-swipl}

if command -v timeout >/dev/null 2>&1; then with_limit="timeout $limit"; else with_limit=""; fi
if [ -x /usr/bin/time ]; then timer=/usr/bin/time; else timer=""; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kea-bench-atoms.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

available() {
    case $1 in
        kea) [ -x "$KEA" ] ;;
        kea0) [ -n "$KEA0" ] && [ -x "$KEA0" ] ;;
        swipl) command -v "$SWIPL" >/dev/null 2>&1 ;;
    esac
}

# run_goal SYSTEM GOAL: runs GOAL on SYSTEM with atoms.pl loaded; output in
# $work/out, peak RSS (KB) in $work/rss.
run_goal() {
    : >"$work/rss"
    case $1 in
        kea | kea0)
            if [ "$1" = kea ]; then bin=$KEA; else bin=$KEA0; fi
            if [ "$kea_agc" = off ]; then
                set -- "$bin" -q -g "set_prolog_flag(agc_margin, 0)" -g "$2" -t halt "$here/atoms.pl"
            else
                set -- "$bin" -q -g "$2" -t halt "$here/atoms.pl"
            fi ;;
        swipl)
            if [ "$swipl_agc" = off ]; then
                set -- "$SWIPL" -q -g "set_prolog_flag(agc_margin, 0)" -g "$2" -t halt "$here/atoms.pl"
            else
                set -- "$SWIPL" -q -g "$2" -t halt "$here/atoms.pl"
            fi ;;
    esac
    if [ -n "$timer" ]; then
        $with_limit $timer -f %M -o "$work/rss" "$@" >"$work/out" 2>&1 </dev/null
    else
        $with_limit "$@" >"$work/out" 2>&1 </dev/null
    fi
}

notes=$work/notes
: >"$notes"
results=$work/results
: >"$results"

for s in $systems; do
    if ! available "$s"; then
        echo "$s: not found (set KEA, KEA0 or SWIPL)" >>"$notes"
        systems=$(echo " $systems " | sed "s/ $s / /")
    fi
done

# The check: every system must make the same set of atoms.
if [ -n "$check" ]; then
    for s in $systems; do
        run_goal "$s" "atoms_check($count)"
        c=$(awk '$1 == "CHECK" { print $3 "/" $4 "/" $5 "/" $6; exit }' "$work/out")
        echo "$s ${c:-failed}" >>"$work/check"
        [ -n "$c" ] || { echo "$s: the check failed; its output:"; tail -n 5 "$work/out" | sed 's/^/    /'; } >>"$notes"
    done
fi

modes="loop $threads"
no_threads=""
i=0
while [ "$i" -lt "$runs" ]; do
    for m in $modes; do
        for s in $systems; do
            case " $no_threads " in *" $s "*) [ "$m" = loop ] || continue ;; esac
            run_goal "$s" "atoms_main($m, $count)"
            status=$?
            if grep -q '^THREADS none' "$work/out"; then
                no_threads="$no_threads $s"
                continue
            fi
            ms=$(awk '$1 == "RESULT" && $4 ~ /^[0-9]+$/ { print $4; exit }' "$work/out")
            rss=$(tail -n 1 "$work/rss" 2>/dev/null | awk '$1 ~ /^[0-9]+$/ { print $1 }')
            if [ "$status" -eq 0 ] && [ -n "$ms" ]; then
                echo "$s $m $ms ${rss:--}" >>"$results"
            else
                { echo "$s, mode $m: failed (exit status $status); its output:"
                  tail -n 5 "$work/out" | sed 's/^/    /'; } >>"$notes"
            fi
        done
    done
    i=$((i + 1))
done

echo "Atom-table benchmark (Moreno et al., Figs. 6-8): $count sequences, batches of 2000"
echo "median of $runs runs; kea: $KEA${KEA0:+; kea0: $KEA0} (atom GC $kea_agc); swipl: $SWIPL (atom GC $swipl_agc); $cores cores"
echo
awk -v systems="$systems" -v modes="$modes" -v nothreads="$no_threads" -v count="$count" '
function median(key,   n, i, j, t, a) {
    n = split(vals[key], a, " ")
    if (n == 0) return ""
    for (i = 2; i <= n; i++) { t = a[i] + 0; for (j = i - 1; j >= 1 && a[j] + 0 > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
}
{
    k = $1 " " $2
    vals[k] = vals[k] " " $3
    if ($4 != "-") rss[k] = rss[k] " " $4
}
END {
    ns = split(systems, sys, " "); nm = split(modes, md, " ")
    for (i = 1; i <= ns; i++) for (j = 1; j <= nm; j++) {
        k = sys[i] " " md[j]
        ms = median(k)
        if (ms != "" && ms > 0) rate[k] = count * 1000 / ms
    }
    printf "%-7s %-8s %12s %9s %10s %10s\n", "system", "threads", "seq/s", "speedup", "kea/swipl", "peak RSS"
    for (i = 1; i <= ns; i++) {
        s = sys[i]
        one = (s " 1") in rate ? rate[s " 1"] : ""
        for (j = 1; j <= nm; j++) {
            m = md[j]; k = s " " m
            if (index(" " nothreads " ", " " s " ") && m != "loop") {
                printf "%-7s %-8s %s\n", s, m, s ": threads not available in this build"
                continue
            }
            if (!(k in rate)) { printf "%-7s %-8s %12s\n", s, m, "failed"; continue }
            sp = (m != "loop" && one != "") ? sprintf("%.2f", rate[k] / one) : "-"
            ratio = "-"
            if (s != "swipl" && k in rate && ("swipl " m) in rate) ratio = sprintf("%.2f", rate[k] / rate["swipl " m])
            vals["rss"] = rss[k]; r = median("rss")
            printf "%-7s %-8s %12.0f %9s %10s %10s\n", s, m, rate[k], sp, ratio, (r == "" ? "-" : sprintf("%.0f MB", r / 1024))
        }
    }
    print ""
    # Targets: at one thread Kea at least 3x SWI-Prolog; two threads at
    # least 1.8x one thread. A system without threads is compared by its loop.
    # Like is compared with like: without Kea threads, both loops.
    m1 = ("kea 1" in rate) ? "1" : "loop"
    if (("kea " m1) in rate && ("swipl " m1) in rate)
        printf "kea/swipl at 1 thread (%s): %.2f (target >= 3: %s)\n", (m1 == "1" ? "1 worker thread" : "plain loop, both systems"), rate["kea " m1] / rate["swipl " m1], (rate["kea " m1] / rate["swipl " m1] >= 3 ? "met" : "not met")
    if (("kea 2" in rate) && ("swipl 2" in rate))
        printf "kea/swipl at 2 threads: %.2f (target >= 3: %s)\n", rate["kea 2"] / rate["swipl 2"], (rate["kea 2"] / rate["swipl 2"] >= 3 ? "met" : "not met")
    if (("kea 2" in rate) && ("kea 1" in rate))
        printf "kea 2 threads / 1 thread: %.2f (target >= 1.8: %s)\n", rate["kea 2"] / rate["kea 1"], (rate["kea 2"] / rate["kea 1"] >= 1.8 ? "met" : "not met")
    else if (index(" " nothreads " ", " kea "))
        print "kea 2 threads / 1 thread: not measured (kea: threads not available in this build)"
    for (j = 1; j <= nm; j++)
        if (("kea " md[j]) in rate && ("kea0 " md[j]) in rate)
            printf "kea/kea0 (%s): %.2f\n", md[j], rate["kea " md[j]] / rate["kea0 " md[j]]
}' "$results"

if [ -s "$work/check" ]; then
    echo
    n=$(awk '{ print $2 }' "$work/check" | sort -u | wc -l)
    what=$(awk '{ split($2, f, "/"); printf "%s distinct sequences, %s letters; %s distinct atoms made from the first %s", f[1], f[2], f[4], f[3]; exit }' "$work/check")
    if [ "$(wc -l <"$work/check")" -eq 1 ]; then
        echo "check ($(awk '{ print $1; exit }' "$work/check") only): $what"
    elif [ "$n" -eq 1 ]; then
        echo "check: the systems agree: $what"
    else
        echo "check: the systems make different atoms:"; sed 's/^/    /' "$work/check"
    fi
fi
if [ -s "$notes" ]; then
    echo
    echo "Notes:"
    cat "$notes"
fi
exit 0
