# Shared by the kea CLI tests (sourced): $kea, the binary under test (KEA,
# default ./kea, made absolute); $tmp, a scratch directory removed on exit;
# check NAME EXPECTED ACTUAL, which prints ok or FAIL and sets $fail.
kea=$(cd "$(dirname "${KEA:-./kea}")" && pwd)/$(basename "${KEA:-./kea}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
check() {  # name expected actual
  if [ "$2" = "$3" ]; then echo "ok: $1"; else printf 'FAIL: %s\n  expected: %s\n  got:      %s\n' "$1" "$2" "$3"; fail=1; fi
}
