#!/bin/sh
# library/boot/terms.pl, text.pl and system.pl on SWI-Prolog: their
# predicates, renamed k_Name and run over shims.pl (stand-ins for Kea's '$'
# primitives), must give the same answers and errors as SWI-Prolog's own
# (compare.pl). The files are loaded as one because they share helpers
# ('$boot_member'/2, '$between_upto'/3). Skipped (exit 77) without swipl.
set -u
here=$(cd "$(dirname "$0")" && pwd)
command -v swipl >/dev/null 2>&1 || { echo "swipl not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
names='between|length|arg|atom_concat|string_concat|text_concat|sub_atom|sub_string|string_code|char_type|code_type|current_op|current_prolog_flag|current_char_conversion'
# Only clause heads and calls ("name(") are renamed: quoted '$name'( and the
# Name/Arity of error contexts stay.
boot=$here/../../library/boot
cat "$boot/terms.pl" "$boot/text.pl" "$boot/system.pl" |
  sed -E "s/(^|[^a-z_\$'])($names)\(/\1k_\2(/g" > "$tmp/boot_text.pl"
swipl -q -g "consult('$here/shims.pl'), consult('$tmp/boot_text.pl')" "$here/compare.pl" 2>&1
