#!/bin/sh
# make install into a scratch DESTDIR; build examples/embed's two hosts with
# nothing but `pkg-config --cflags --libs kea` from that install; run each
# from its own folder and compare with its expected.txt; make uninstall and
# check that nothing installed is left.
#
# Skipped (77) in sanitizer builds: their library needs the sanitizer's
# runtime, which a host built from kea.pc alone does not link.
set -u
top_builddir=$(pwd)
srcdir=$(cd "$(dirname "$0")/../.." && pwd)
case "$(sed -n 's/^SAN_FLAGS = //p' "$top_builddir/Makefile")" in
  *-fsanitize*) echo "SKIP: sanitizer build"; exit 77 ;;
esac
command -v pkg-config >/dev/null || { echo "SKIP: no pkg-config"; exit 77; }
CXX=$(sed -n 's/^CXX = //p' "$top_builddir/Makefile")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dest="$scratch/root"
fail=0

if ! ${MAKE:-make} -C "$top_builddir" install DESTDIR="$dest" >"$scratch/install.log" 2>&1; then
  echo "FAIL: make install"; tail -20 "$scratch/install.log"; exit 1
fi
pc=$(find "$dest" -name kea.pc)
[ -n "$pc" ] || { echo "FAIL: kea.pc not installed"; exit 1; }
pcdir=$(dirname "$pc")
libdir=$(dirname "$pcdir")
for f in "$libdir/libkea.so" "$libdir/libkea.a" "$(dirname "$libdir")/include/kea/kea.hpp"; do
  [ -e "$f" ] || { echo "FAIL: $f not installed"; fail=1; }
done
soname=$(readelf -d "$libdir/libkea.so" 2>/dev/null | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libkea.so.0" ] || { echo "FAIL: soname is '$soname'"; fail=1; }
find "$dest" -name libkea.3 | grep -q . || { echo "FAIL: man page libkea.3 not installed"; fail=1; }

# --define-prefix: the .pc file's prefix is where it was installed.
flags=$(PKG_CONFIG_PATH="$pcdir" pkg-config --define-prefix --cflags --libs kea) || { echo "FAIL: pkg-config kea"; exit 1; }
echo "pkg-config --cflags --libs kea: $flags"
for ex in rules starlog; do
  work="$scratch/$ex"
  cp -r "$srcdir/examples/embed/$ex" "$work"
  rm -f "$work/host"
  # shellcheck disable=SC2086
  if ! $CXX -std=c++20 -O1 -o "$work/host" "$work/host.cpp" $flags 2>"$scratch/$ex.cc.log"; then
    echo "FAIL: building examples/embed/$ex"; cat "$scratch/$ex.cc.log"; fail=1; continue
  fi
  (cd "$work" && LD_LIBRARY_PATH="$libdir" ./host >"$scratch/$ex.out" 2>&1)
  status=$?
  if [ $status -ne 0 ] || ! diff -u "$work/expected.txt" "$scratch/$ex.out"; then
    echo "FAIL: examples/embed/$ex (exit $status)"; cat "$scratch/$ex.out"; fail=1
  else
    echo "ok: examples/embed/$ex"
  fi
done

${MAKE:-make} -C "$top_builddir" uninstall DESTDIR="$dest" >"$scratch/uninstall.log" 2>&1 || { echo "FAIL: make uninstall"; fail=1; }
left=$(find "$dest" -type f -o -type l)
[ -z "$left" ] || { echo "FAIL: left after uninstall:"; echo "$left"; fail=1; }
exit $fail
