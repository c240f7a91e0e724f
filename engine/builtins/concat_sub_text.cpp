// Deterministic primitives behind the enumerating text predicates that
// library/boot/text.pl defines: atom_concat/3, string_concat/3,
// text_concat/3, sub_atom/5, sub_string/5. The Prolog side chooses what to
// enumerate (split points, start positions, lengths, occurrences); each
// primitive computes one answer. The first argument of each primitive is
// the kind of the predicate -- atom, string or text -- which fixes the type
// of the results and the predicate that errors name.
//
//   '$concat'(+Kind, ?A, ?B, ?C)           the modes with A or B bound
//   '$concat_length'(+Kind, +C, -N)        characters of C
//   '$concat_split'(+Kind, +C, +I, -A, -B) C split after I characters
//   '$sub_text_prepare'(+Kind, +T, ?B, ?L, ?A, ?S, -N, -How)
//   '$sub_text_det'(+Kind, +T, ?B, ?L, ?A, ?S)   two of B, L, A known, or S and one
//   '$sub_text_next'(+Kind, +T, +S, +From, -B)   next occurrence of S at or after From
#include <string>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

enum class Kind { Atom, String, Text };

Kind kind_of(Cell c) {
  Atom a = atom_of(deref(c));
  if (a == atoms::atom) return Kind::Atom;
  if (a == atoms::string) return Kind::String;
  return Kind::Text;
}

// ---- concat ------------------------------------------------------------------

const char* concat_name(Kind k) {
  return k == Kind::Atom ? "atom_concat" : k == Kind::String ? "string_concat" : "text_concat";
}

std::string concat_part(Machine& m, Cell c) { return must_be_text(m, c, kTextAtomic, atoms::atomic); }

// Results of a split: strings for string_concat/3, and for text_concat/3
// when the whole is a string.
bool split_as_string(Kind k, Cell whole) { return k == Kind::String || (k == Kind::Text && is_string(deref(whole))); }

bool concat(Machine& m, Kind k, const Cell* a) {
  Store& s = m.store();
  Cell x = deref(a[1]), y = deref(a[2]), z = deref(a[3]);
  if (!is_var(x) && !is_var(y)) {
    std::string out = concat_part(m, x) + concat_part(m, y);
    if (is_var(z)) {
      bool as_string = k == Kind::String || (k == Kind::Text && (is_string(x) || is_string(y)));
      return unify_terms(m, z, make_text(m, out, as_string));
    }
    return concat_part(m, z) == out;
  }
  if (is_var(z)) throw_instantiation_error(s);
  std::string whole = concat_part(m, z);
  bool as_string = split_as_string(k, z);
  if (!is_var(x)) {
    std::string prefix = concat_part(m, x);
    if (whole.compare(0, prefix.size(), prefix) != 0 || prefix.size() > whole.size()) return false;
    return unify_terms(m, y, make_text(m, std::string_view(whole).substr(prefix.size()), as_string));
  }
  if (is_var(y)) throw_instantiation_error(s);
  std::string suffix = concat_part(m, y);
  if (suffix.size() > whole.size() || whole.compare(whole.size() - suffix.size(), suffix.size(), suffix) != 0) return false;
  return unify_terms(m, x, make_text(m, std::string_view(whole).substr(0, whole.size() - suffix.size()), as_string));
}
bool bi_concat(Machine& m, const Cell* a) {
  Kind k = kind_of(a[0]);
  return call_as(m, concat_name(k), 3, [](Machine& mm, const Cell* aa) { return concat(mm, kind_of(aa[0]), aa); }, a);
}

bool bi_concat_length(Machine& m, const Cell* a) {
  return call_as(m, concat_name(kind_of(a[0])), 3, [](Machine& mm, const Cell* aa) {
    std::string whole = concat_part(mm, must_be_bound(mm.store(), aa[1]));
    return unify_terms(mm, aa[2], make_integer(mm.store(), static_cast<std::int64_t>(utf8_length(whole))));
  }, a);
}

bool bi_concat_split(Machine& m, const Cell* a) {
  Kind k = kind_of(a[0]);
  std::string whole = concat_part(m, a[1]);
  std::size_t at = utf8_offset(whole, static_cast<std::size_t>(small_int_of(deref(a[2]))));
  bool as_string = split_as_string(k, a[1]);
  return unify_terms(m, a[3], make_text(m, std::string_view(whole).substr(0, at), as_string)) &&
         unify_terms(m, a[4], make_text(m, std::string_view(whole).substr(at), as_string));
}

// ---- sub_atom/5, sub_string/5 ---------------------------------------------------

const char* sub_name(Kind k) { return k == Kind::String ? "sub_string" : "sub_atom"; }
Atom sub_type(Kind k) { return k == Kind::String ? atoms::string : atoms::atom; }

std::string sub_whole(Machine& m, Kind k, Cell t) { return must_be_text(m, t, kTextAtomic, sub_type(k)); }

// A position argument: -1 when unbound, else its value (clamped: a big
// positive integer is past any text). Negative values are domain errors.
std::int64_t position(Store& s, Cell c) {
  c = deref(c);
  if (is_var(c)) return -1;
  if (!is_integer(c)) throw_type_error(s, atoms::integer, c);
  if (is_small_int(c) ? small_int_of(c) < 0 : bigint_sign(c) < 0)
    throw_domain_error(s, atoms::not_less_than_zero, c);
  return is_small_int(c) ? small_int_of(c) : kMaxSmallInt;
}

bool sub_prepare(Machine& m, const Cell* a) {
  Store& s = m.store();
  Kind k = kind_of(a[0]);
  std::string whole = sub_whole(m, k, a[1]);
  std::int64_t b = position(s, a[2]), l = position(s, a[3]), after = position(s, a[4]);
  Cell sub = deref(a[5]);
  auto n = static_cast<std::int64_t>(utf8_length(whole));
  if (b > n || l > n || after > n) return false;
  Runtime& rt = m.runtime();
  Atom how;  // what the Prolog side enumerates
  if (!is_var(sub)) {
    std::int64_t sub_len = static_cast<std::int64_t>(utf8_length(must_be_text(m, sub, kTextAtomic, sub_type(k))));
    if (l >= 0 && l != sub_len) return false;
    how = rt.intern(b >= 0 || after >= 0 ? "det" : "search");
  } else {
    int known = (b >= 0) + (l >= 0) + (after >= 0);
    how = rt.intern(known >= 2 ? "det"
                    : b >= 0     ? "enum_l"
                    : l >= 0     ? "enum_b"
                    : after >= 0 ? "enum_a"
                                 : "enum_all");
  }
  return unify_terms(m, a[6], make_small_int(n)) && unify_terms(m, a[7], make_atom(how));
}
bool bi_sub_prepare(Machine& m, const Cell* a) { return call_as(m, sub_name(kind_of(a[0])), 5, sub_prepare, a); }

bool sub_det(Machine& m, const Cell* a) {
  Store& s = m.store();
  Kind k = kind_of(a[0]);
  std::string whole = sub_whole(m, k, a[1]);
  std::int64_t b = position(s, a[2]), l = position(s, a[3]), after = position(s, a[4]);
  Cell sub = deref(a[5]);
  std::string sub_text;
  if (!is_var(sub)) {
    sub_text = must_be_text(m, sub, kTextAtomic, sub_type(k));
    std::int64_t sub_len = static_cast<std::int64_t>(utf8_length(sub_text));
    if (l >= 0 && l != sub_len) return false;
    l = sub_len;
  }
  auto n = static_cast<std::int64_t>(utf8_length(whole));
  if (b < 0 && l >= 0 && after >= 0) b = n - l - after;
  if (l < 0 && b >= 0 && after >= 0) l = n - b - after;
  if (b < 0 || l < 0 || b > n || l > n - b) return false;
  if (after >= 0 && after != n - b - l) return false;
  std::size_t from = utf8_offset(whole, static_cast<std::size_t>(b));
  std::size_t to = from + utf8_offset(std::string_view(whole).substr(from), static_cast<std::size_t>(l));
  std::string_view piece = std::string_view(whole).substr(from, to - from);
  if (!is_var(sub) && piece != sub_text) return false;
  return unify_terms(m, a[2], make_small_int(b)) && unify_terms(m, a[3], make_small_int(l)) &&
         unify_terms(m, a[4], make_small_int(n - b - l)) &&
         (!is_var(sub) || unify_terms(m, sub, make_text(m, piece, k == Kind::String)));
}
bool bi_sub_det(Machine& m, const Cell* a) { return call_as(m, sub_name(kind_of(a[0])), 5, sub_det, a); }

bool bi_sub_next(Machine& m, const Cell* a) {
  Kind k = kind_of(a[0]);
  std::string whole = sub_whole(m, k, a[1]);
  std::string sub = must_be_text(m, a[2], kTextAtomic, sub_type(k));
  std::int64_t from_chars = small_int_of(deref(a[3]));
  std::size_t from = utf8_offset(whole, static_cast<std::size_t>(from_chars));
  if (from > whole.size() || (from == whole.size() && from_chars > static_cast<std::int64_t>(utf8_length(whole)))) return false;
  std::size_t at = whole.find(sub, from);
  if (at == std::string::npos) return false;
  // A match must start on a character boundary; UTF-8 never matches inside
  // a character unless `sub` itself starts with a continuation byte.
  std::int64_t index = from_chars + static_cast<std::int64_t>(utf8_length(std::string_view(whole).substr(from, at - from)));
  return unify_terms(m, a[4], make_small_int(index));
}

const BuiltinDef kSubtextBuiltins[] = {
    {"$concat", 4, false, bi_concat},
    {"$concat_length", 3, false, bi_concat_length},
    {"$concat_split", 5, false, bi_concat_split},
    {"$sub_text_prepare", 8, false, bi_sub_prepare},
    {"$sub_text_det", 6, false, bi_sub_det},
    {"$sub_text_next", 5, false, bi_sub_next},
};

}  // namespace

std::span<const BuiltinDef> concat_sub_text_builtins() { return kSubtextBuiltins; }

}  // namespace kea
