#!/bin/sh
# Classic Prolog benchmarks on Kea, SWI-Prolog and GNU Prolog, in one run.
#
# This is a benchmark driver, not a test: it prints times and ratios and
# never fails because of them. For each program it runs every system
# --runs times (interleaved, so a burst of load on a shared machine hits
# all systems alike), keeps the best time of each, and prints a table and
# the geometric means of kea/swipl and kea/gprolog.
#
# usage: bench/prolog/run.sh [--programs a,b,...] [--runs N]
#            [--systems kea,swipl,gprolog] [--scale F] [--timeout S]
#            [--gprolog native|consult] [--calibrate [MS]]
#
#   --programs   programs to run (file names without .pl; default: all)
#   --runs       runs per system and program, best one kept (default 3)
#   --systems    systems to run (default kea,swipl,gprolog; add kea0 to
#                compare with another build of kea, such as the last one
#                without the heap's collector: set KEA0 to its binary)
#   --scale      multiply every iteration count by F (e.g. 0.1 for a
#                quick look; default 1)
#   --timeout    seconds one run may take before it counts as failed
#                (default 300; needs timeout(1))
#   --gprolog    native: compile each program with gplc (default when gplc
#                is installed); consult: load it into gprolog, which runs
#                the slower byte-code
#   --calibrate  instead of comparing, time each program once on swipl and
#                print the iteration counts that make it take MS ms (default
#                1000), for updating the table below
#
# Environment: KEA (default: ./kea from the top of the tree), KEA0 (a
# baseline kea, only with --systems ...,kea0), SWIPL
# (swipl), SWIPL_FLAGS (empty), GPROLOG (gprolog), GPLC (gplc).
#
# How each system is run, and why:
#   kea      $KEA -q -g 'bench_main(N)' -t halt harness.pl prog.pl
#   swipl    $SWIPL $SWIPL_FLAGS -q -g 'bench_main(N)' -t halt harness.pl prog.pl
#            Plain consult without -O: that is what a user who loads a file
#            gets, so it is the baseline Kea is measured against. Setting
#            SWIPL_FLAGS=-O compares against SWI's optimised arithmetic.
#   gprolog  gplc --no-top-level harness.pl prog.pl gprolog_main.pl, then
#            the executable with N as its argument: GNU Prolog's consult
#            runs byte-code, several times slower than its native code,
#            and native code is its normal way to run a finished program.
#            Falls back to consult when gplc is missing.
#
# Each program prints "RESULT <name> <iterations> <ms>" after checking its
# own answer; a missing line means the system failed (status "failed",
# or "wrong" when the program reported a wrong result). Such programs
# are left out of the geometric means, and the driver says which.

set -u

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)

# Iteration counts: about one second per program on swipl (plain consult)
# on the development machine; recalibrate with --calibrate.
iterations() {
    case $1 in
        boyer) echo 36 ;;
        browse) echo 150 ;;
        chat_parser) echo 90 ;;
        crypt) echo 85 ;;
        deriv) echo 190 ;;
        nrev) echo 70 ;;
        poly_10) echo 210 ;;
        primes) echo 240 ;;
        qsort) echo 130 ;;
        query) echo 150 ;;
        queens) echo 180 ;;
        tak) echo 150 ;;
        zebra) echo 140 ;;
        *) echo 100 ;;
    esac
}

all_programs="boyer browse chat_parser crypt deriv nrev poly_10 primes qsort query queens tak zebra"

programs=$all_programs
runs=3
systems="kea swipl gprolog"
scale=1
limit=300
calibrate=""
gprolog_mode=""

usage() {
    sed -n '/^# usage:/,/^# Environment/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit "${1:-2}"
}

while [ $# -gt 0 ]; do
    case $1 in
        --programs) [ $# -ge 2 ] || usage; programs=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs=$2; shift 2 ;;
        --systems) [ $# -ge 2 ] || usage; systems=$(echo "$2" | tr ',' ' '); shift 2 ;;
        --scale) [ $# -ge 2 ] || usage; scale=$2; shift 2 ;;
        --timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
        --gprolog) [ $# -ge 2 ] || usage; gprolog_mode=$2; shift 2 ;;
        --calibrate)
            calibrate=1000
            case ${2:-} in [0-9]*) calibrate=$2; shift ;; esac
            shift ;;
        -h|--help) usage 0 ;;
        *) echo "run.sh: unknown argument $1" >&2; usage ;;
    esac
done

case $runs in ''|*[!0-9]*|0) echo "run.sh: --runs needs a positive integer" >&2; exit 2 ;; esac
for p in $programs; do
    [ -f "$here/$p.pl" ] || { echo "run.sh: no program $p ($here/$p.pl)" >&2; exit 2; }
done
for s in $systems; do
    case $s in kea|kea0|swipl|gprolog) ;; *) echo "run.sh: unknown system $s" >&2; exit 2 ;; esac
done

KEA=${KEA:-$top/kea}
KEA0=${KEA0:-}
SWIPL=${SWIPL:-swipl}
SWIPL_FLAGS=${SWIPL_FLAGS:-}
GPROLOG=${GPROLOG:-gprolog}
GPLC=${GPLC:-gplc}

if [ -z "$gprolog_mode" ]; then
    if command -v "$GPLC" >/dev/null 2>&1; then gprolog_mode=native; else gprolog_mode=consult; fi
fi
case $gprolog_mode in native|consult) ;; *) echo "run.sh: --gprolog native|consult" >&2; exit 2 ;; esac

if command -v timeout >/dev/null 2>&1; then with_limit="timeout $limit"; else with_limit=""; fi

work=$(mktemp -d "${TMPDIR:-/tmp}/kea-bench.XXXXXX") || exit 2
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

count_for() {
    awk -v n="$(iterations "$1")" -v f="$scale" \
        'BEGIN { c = int(n * f + 0.5); if (c < 1) c = 1; print c }'
}

# run_system SYSTEM PROGRAM N: runs once; prints the milliseconds, or
# "wrong" or "failed". The system's output is kept in $work/last.out.
run_system() {
    sys=$1 prog=$2 n=$3 out=$work/last.out
    case $sys in
        kea|kea0)
            if [ "$sys" = kea ]; then bin=$KEA; else bin=$KEA0; fi
            $with_limit "$bin" -q -g "bench_main($n)" -t halt \
                "$here/harness.pl" "$here/$prog.pl" >"$out" 2>&1 </dev/null ;;
        swipl)
            # shellcheck disable=SC2086 # SWIPL_FLAGS is a list of flags
            $with_limit "$SWIPL" $SWIPL_FLAGS -q -g "bench_main($n)" -t halt \
                "$here/harness.pl" "$here/$prog.pl" >"$out" 2>&1 </dev/null ;;
        gprolog)
            if [ "$gprolog_mode" = native ]; then
                if [ -x "$work/gp-$prog" ]; then
                    $with_limit "$work/gp-$prog" "$n" >"$out" 2>&1 </dev/null
                else
                    cp "$work/gp-$prog.log" "$out" 2>/dev/null
                    false
                fi
            else
                $with_limit "$GPROLOG" --consult-file "$here/harness.pl" \
                    --consult-file "$here/$prog.pl" \
                    --query-goal "bench_main($n),halt" >"$out" 2>&1 </dev/null
            fi ;;
    esac
    status=$?
    if [ $status -ne 0 ]; then
        if [ $status -eq 124 ] && [ -n "$with_limit" ]; then
            echo "(timed out after $limit s)" >>"$out"
        else
            echo "(exit status $status)" >>"$out"
        fi
    fi
    ms=$(awk -v p="$prog" '$1 == "RESULT" && $3 ~ /^[0-9]+$/ && $4 ~ /^[0-9]+$/ { print $4; exit }' "$out")
    if [ $status -eq 0 ] && [ -n "$ms" ]; then
        echo "$ms"
    elif grep -q ': wrong result' "$out"; then
        echo wrong
    else
        echo failed
    fi
}

available() {
    case $1 in
        kea) [ -x "$KEA" ] ;;
        kea0) [ -n "$KEA0" ] && [ -x "$KEA0" ] ;;
        swipl) command -v "$SWIPL" >/dev/null 2>&1 ;;
        gprolog)
            if [ "$gprolog_mode" = native ]; then command -v "$GPLC" >/dev/null 2>&1
            else command -v "$GPROLOG" >/dev/null 2>&1; fi ;;
    esac
}

if [ -n "$calibrate" ]; then
    available swipl || { echo "run.sh: --calibrate needs swipl" >&2; exit 2; }
    echo "# iteration counts for about $calibrate ms on swipl $SWIPL_FLAGS"
    for p in $programs; do
        n=$(count_for "$p")
        r=$(run_system swipl "$p" "$n")
        case $r in
            *[!0-9]*) echo "$p: $r on swipl" ;;
            0) echo "$p: too fast to calibrate at $n iterations" ;;
            *) awk -v p="$p" -v n="$n" -v ms="$r" -v t="$calibrate" \
                   'BEGIN { c = int(n * t / ms + 0.5); if (c < 1) c = 1;
                            printf "        %s) echo %d ;;   # %d ms at %d\n", p, c, ms, n }' ;;
        esac
    done
    exit 0
fi

# gprolog executables are built once, before any timing.
case " $systems " in
    *" gprolog "*)
        if [ "$gprolog_mode" = native ] && available gprolog; then
            for p in $programs; do
                # gplc writes temporaries next to its inputs' names in --temp-dir
                if ! "$GPLC" --no-top-level --temp-dir "$work" -o "$work/gp-$p" \
                        "$here/harness.pl" "$here/$p.pl" "$here/gprolog_main.pl" \
                        >"$work/gp-$p.log" 2>&1; then
                    rm -f "$work/gp-$p"
                    echo "run.sh: gplc failed on $p:" >&2
                    sed 's/^/  /' "$work/gp-$p.log" >&2
                fi
            done
        fi ;;
esac

results=$work/results
: >"$results"
notes=$work/notes
: >"$notes"
for s in $systems; do
    if ! available "$s"; then
        case $s in
            kea) echo "kea: $KEA is not an executable (build it, or set KEA)" ;;
            kea0) echo "kea0: set KEA0 to a kea binary" ;;
            swipl) echo "swipl: $SWIPL not found (set SWIPL)" ;;
            gprolog) echo "gprolog: not found (set GPLC, or GPROLOG with --gprolog consult)" ;;
        esac >>"$notes"
    fi
done

for p in $programs; do
    n=$(count_for "$p")
    # shellcheck disable=SC2034 # read and written through eval
    best_kea="" best_kea0="" best_swipl="" best_gprolog=""
    for s in $systems; do
        available "$s" || eval "best_$s=missing"
    done
    i=0
    while [ "$i" -lt "$runs" ]; do
        for s in $systems; do
            eval "cur=\${best_$s}"
            case $cur in missing|wrong|failed) continue ;; esac
            r=$(run_system "$s" "$p" "$n")
            case $r in
                wrong|failed)
                    eval "best_$s=$r"
                    # A system that fails the same way everywhere (say, one
                    # that cannot load files yet) is reported in full once.
                    { head -n 3 "$work/last.out"; tail -n 1 "$work/last.out"; } |
                        uniq | sed 's/^/    /' >"$work/excerpt"
                    if cmp -s "$work/excerpt" "$work/fail-$s" 2>/dev/null; then
                        echo "$s on $p: $r, with the same output" >>"$notes"
                    else
                        cp "$work/excerpt" "$work/fail-$s"
                        { echo "$s on $p: $r; its output:"; cat "$work/excerpt"; } >>"$notes"
                    fi ;;
                *)
                    if [ -z "$cur" ] || [ "$r" -lt "$cur" ]; then eval "best_$s=$r"; fi ;;
            esac
        done
        i=$((i + 1))
    done
    for s in kea kea0 swipl gprolog; do
        case " $systems " in *" $s "*) eval "v=\${best_$s:-failed}" ;; *) v=skipped ;; esac
        echo "$p $n $s $v" >>"$results"
    done
done

echo "Prolog benchmarks: best of $runs runs; CPU ms for the whole iteration count"
echo "swipl: $SWIPL ${SWIPL_FLAGS:-(no flags)}; gprolog: $gprolog_mode; kea: $KEA${KEA0:+; kea0: $KEA0}"
echo
awk '
function num(v) { return v ~ /^[0-9]+$/ }
function ratio(a, b) { return (num(a) && num(b) && b > 0 && a > 0) ? sprintf("%.2f", a / b) : "-" }
{
    prog = $1; if (!(prog in seen)) { seen[prog] = 1; order[++np] = prog }
    iters[prog] = $2; t[prog, $3] = $4
}
END {
    printf "%-12s %6s %9s %9s %9s %10s %12s\n", "program", "iters", "kea", "swipl", "gprolog", "kea/swipl", "kea/gprolog"
    for (i = 1; i <= np; i++) {
        p = order[i]; k = t[p, "kea"]; s = t[p, "swipl"]; g = t[p, "gprolog"]
        printf "%-12s %6d %9s %9s %9s %10s %12s\n", p, iters[p], k, s, g, ratio(k, s), ratio(k, g)
        if (num(k) && num(s) && k > 0 && s > 0) { ls += log(k / s); ns++ } else if (s != "skipped" && k != "skipped") out_s = out_s " " p
        if (num(k) && num(g) && k > 0 && g > 0) { lg += log(k / g); ng++ } else if (g != "skipped" && k != "skipped") out_g = out_g " " p
        if (num(g) && num(s) && g > 0 && s > 0) { lgs += log(g / s); ngs++ }
        k0 = t[p, "kea0"]
        if (num(k) && num(k0) && k > 0 && k0 > 0) { l0 += log(k / k0); n0++; r0 = r0 sprintf(" %s %s", p, ratio(k, k0)) }
    }
    print ""
    if (ns) printf "geometric mean kea/swipl:     %.3f over %d programs (target <= 0.8: %s)\n", exp(ls / ns), ns, (exp(ls / ns) <= 0.8 ? "met" : "not met")
    else print "geometric mean kea/swipl:     n/a"
    if (out_s != "") print "  left out of kea/swipl:" out_s
    if (ng) printf "geometric mean kea/gprolog:   %.3f over %d programs\n", exp(lg / ng), ng
    else print "geometric mean kea/gprolog:   n/a"
    if (out_g != "") print "  left out of kea/gprolog:" out_g
    if (ngs) printf "geometric mean gprolog/swipl: %.3f over %d programs (for reference)\n", exp(lgs / ngs), ngs
    if (n0) {
        print "kea/kea0 per program:" r0
        printf "geometric mean kea/kea0:      %.3f over %d programs\n", exp(l0 / n0), n0
    }
}' "$results"

if [ -s "$notes" ]; then
    echo
    echo "Failures:"
    cat "$notes"
fi
exit 0
