#!/bin/sh
# Builds the libFuzzer targets against the engine sources (not part of
# `make check`). Usage, from anywhere:
#   tests/fuzz/build.sh [build-dir]        (default: ./build-fuzz)
# then e.g.
#   build-fuzz/fuzz_reader -max_total_time=300 build-fuzz/corpus-reader tests/fuzz/corpus/reader
#   build-fuzz/fuzz_roundtrip -max_total_time=300 build-fuzz/corpus-roundtrip tests/fuzz/corpus/roundtrip
set -eu
src=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-build-fuzz}
targets="fuzz_reader fuzz_roundtrip fuzz_compile fuzz_starlog"
mkdir -p "$out/obj"
CXX=${CXX:-clang++}
FLAGS="-std=c++20 -g -O1 -DGC_THREADS -DKEA_SANITIZER_BUILD=1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -I$src"
# The engine and Starlog (without its MPI transport) as one archive: the
# linker takes only the objects the targets need. The engine's embedded
# library (engine/boot_files.cpp) is made by the ordinary build: run make
# first.
[ -f "$src/engine/boot_files.cpp" ] || { echo "build.sh: run make first (engine/boot_files.cpp is generated)"; exit 1; }
# Compiled JOBS at a time (default 2).
for f in "$src"/engine/*.cpp "$src"/engine/*/*.cpp "$src"/starlog/*.cpp; do
  case "$f" in */transport_mpi.cpp) continue ;; esac
  rel=${f#"$src"/}
  o="$out/obj/$(echo "${rel%.cpp}" | tr / _).o"  # arith/compare and terms/compare differ
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then printf '%s\n%s\n' "$f" "$o"; fi
done | CXX=$CXX FLAGS=$FLAGS xargs -r -d '\n' -n 2 -P "${JOBS:-2}" sh -c '$CXX $FLAGS -c "$0" -o "$1"' || exit 1
rm -f "$out/libkea-fuzz.a"
ar rcs "$out/libkea-fuzz.a" "$out"/obj/*.o
LIBS="-lgc -lgmp -latomic -pthread"
for t in $targets; do
  $CXX $FLAGS -fsanitize=fuzzer "$src/tests/fuzz/$t.cpp" "$out/libkea-fuzz.a" $LIBS -o "$out/$t"
done
echo "built: $targets (in $out)"
