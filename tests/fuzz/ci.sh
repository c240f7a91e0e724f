#!/bin/sh
# Runs every fuzz target for a bounded time from the committed corpus, as CI
# does: builds them (tests/fuzz/build.sh), gives each SECONDS (default 120)
# and its own scratch corpus seeded from tests/fuzz/corpus/<name>, and fails
# when a target finds a crash, a hang (-timeout) or a sanitizer report. The
# input that failed is printed; keep it as a regress-* file of that corpus
# once fixed. Prints each target's number of executions.
# Usage: tests/fuzz/ci.sh [SECONDS] [BUILD-DIR]
set -u
src=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-120}
out=${2:-$(mktemp -d /tmp/kea-fuzz.XXXXXX)}
sh "$src/tests/fuzz/build.sh" "$out" || exit 1
# LeakSanitizer would report the collector's memory as leaked.
export ASAN_OPTIONS=detect_leaks=0
status=0
for t in reader roundtrip compile starlog; do
  work="$out/corpus-$t"
  mkdir -p "$work" "$out/crash-$t"
  "$out/fuzz_$t" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/crash-$t/" "$work" "$src/tests/fuzz/corpus/$t" > "$out/fuzz_$t.log" 2>&1
  rc=$?
  runs=$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$out/fuzz_$t.log" | tail -1)
  echo "fuzz_$t: ${runs:-?} executions in ${seconds} s, exit status $rc"
  if [ "$rc" != 0 ]; then
    status=1
    tail -40 "$out/fuzz_$t.log"
    for f in "$out/crash-$t"/*; do [ -f "$f" ] && { echo "input $f:"; od -c "$f" | head -20; }; done
  fi
done
exit $status
