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
mkdir -p "$out/obj" "$out/corpus-reader" "$out/corpus-roundtrip"
CXX=${CXX:-clang++}
FLAGS="-std=c++20 -g -O1 -DGC_THREADS -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -I$src"
# The engine as an archive: the linker takes only the objects the targets need.
for f in "$src"/engine/*.cpp "$src"/engine/*/*.cpp; do
  rel=${f#"$src"/}
  o="$out/obj/$(echo "${rel%.cpp}" | tr / _).o"  # arith/compare and terms/compare differ
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ]; then $CXX $FLAGS -c "$f" -o "$o"; fi
done
rm -f "$out/libkea-fuzz.a"
ar rcs "$out/libkea-fuzz.a" "$out"/obj/*.o
LIBS="-lgc -lgmp -latomic -pthread"
for t in fuzz_reader fuzz_roundtrip; do
  $CXX $FLAGS -fsanitize=fuzzer "$src/tests/fuzz/$t.cpp" "$out/libkea-fuzz.a" $LIBS -o "$out/$t"
done
echo "built $out/fuzz_reader $out/fuzz_roundtrip"
