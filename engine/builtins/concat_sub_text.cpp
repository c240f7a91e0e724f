// Primitives behind the enumerating text predicates that library/boot/text.pl
// defines: atom_concat/3, string_concat/3, text_concat/3, sub_atom/5,
// sub_string/5. For sub_atom/5 and sub_string/5 the Prolog side chooses what
// to enumerate (start positions, lengths, occurrences) and each primitive
// computes one answer; the splits of atom_concat/3 and friends are
// enumerated by '$concat_all' itself, the one nondeterministic primitive
// here (the inner loop of programs that take atoms apart). The first
// argument of each primitive is the kind of the predicate -- atom, string
// or text -- which fixes the type of the results and the predicate that
// errors name. Texts are read in place (text_view), not copied.
//
//   '$concat_all'(+Kind, ?A, ?B, ?C)       every mode: the splits of C one
//                                          by one when A and B are unbound
//                                          (nondeterministic), else '$concat'
//   '$concat'(+Kind, ?A, ?B, ?C)           the modes with A or B bound
//   '$concat_length'(+Kind, +C, -N)        characters of C
//   '$concat_split'(+Kind, +C, +I, -A, -B) C split after I characters
//   '$sub_text_prepare'(+Kind, +T, ?B, ?L, ?A, ?S, -N, -How)
//   '$sub_text_det'(+Kind, +T, ?B, ?L, ?A, ?S)   two of B, L, A known, or S and one
//   '$sub_text_next'(+Kind, +T, +S, +From, -B)   next occurrence of S at or after From
#include <cstring>
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

// The text of a part, read in place for atoms and strings; `scratch` holds
// the text of a number.
std::string_view concat_part(Machine& m, Cell c, std::string& scratch) {
  return text_view(m, c, kTextAtomic, atoms::atomic, scratch);
}

// Results of a split: strings for string_concat/3, and for text_concat/3
// when the whole is a string.
bool split_as_string(Kind k, Cell whole) { return k == Kind::String || (k == Kind::Text && is_string(deref(whole))); }

bool concat(Machine& m, Kind k, const Cell* a) {
  Store& s = m.store();
  Cell x = deref(a[1]), y = deref(a[2]), z = deref(a[3]);
  std::string sx, sy, sz;
  if (!is_var(x) && !is_var(y)) {
    std::string_view vx = concat_part(m, x, sx), vy = concat_part(m, y, sy);
    if (is_var(z)) {
      bool as_string = k == Kind::String || (k == Kind::Text && (is_string(x) || is_string(y)));
      // Joined on the C++ stack when short, as nearly all are: no
      // allocation besides the result itself.
      char small[256];
      std::string large;
      char* out = small;
      if (vx.size() + vy.size() > sizeof small) {
        large.resize(vx.size() + vy.size());
        out = large.data();
      }
      std::memcpy(out, vx.data(), vx.size());
      std::memcpy(out + vx.size(), vy.data(), vy.size());
      return unify_terms(m, z, make_text(m, std::string_view(out, vx.size() + vy.size()), as_string));
    }
    std::string_view vz = concat_part(m, z, sz);
    return vz.size() == vx.size() + vy.size() && vz.substr(0, vx.size()) == vx && vz.substr(vx.size()) == vy;
  }
  if (is_var(z)) throw_instantiation_error(s);
  std::string_view whole = concat_part(m, z, sz);
  bool as_string = split_as_string(k, z);
  if (!is_var(x)) {
    std::string_view prefix = concat_part(m, x, sx);
    if (prefix.size() > whole.size() || whole.substr(0, prefix.size()) != prefix) return false;
    return unify_terms(m, y, make_text(m, whole.substr(prefix.size()), as_string));
  }
  if (is_var(y)) throw_instantiation_error(s);
  std::string_view suffix = concat_part(m, y, sy);
  if (suffix.size() > whole.size() || whole.substr(whole.size() - suffix.size()) != suffix) return false;
  return unify_terms(m, x, make_text(m, whole.substr(0, whole.size() - suffix.size()), as_string));
}
bool bi_concat(Machine& m, const Cell* a) {
  Kind k = kind_of(a[0]);
  return call_as(m, concat_name(k), 3, [](Machine& mm, const Cell* aa) { return concat(mm, kind_of(aa[0]), aa); }, a);
}

bool bi_concat_length(Machine& m, const Cell* a) {
  return call_as(m, concat_name(kind_of(a[0])), 3, [](Machine& mm, const Cell* aa) {
    std::string scratch;
    std::string_view whole = concat_part(mm, must_be_bound(mm.store(), aa[1]), scratch);
    return unify_terms(mm, aa[2], make_integer(mm.store(), static_cast<std::int64_t>(utf8_length(whole))));
  }, a);
}

// C split at byte offset `at` (a character boundary) into A and B. The
// halves of an atom that are the atom itself or '' are known without
// looking them up.
bool unify_split(Machine& m, Kind k, Cell whole_term, std::string_view whole, std::size_t at, Cell a, Cell b) {
  bool as_string = split_as_string(k, whole_term);
  auto half = [&](std::string_view t) {
    if (!as_string) {
      if (t.empty()) return make_atom(atoms::empty);
      if (t.size() == whole.size() && is_atom(whole_term)) return whole_term;
    }
    return make_text(m, t, as_string);
  };
  return unify_terms(m, a, half(whole.substr(0, at))) && unify_terms(m, b, half(whole.substr(at)));
}

bool bi_concat_split(Machine& m, const Cell* a) {
  Kind k = kind_of(a[0]);
  std::string scratch;
  Cell whole_term = deref(a[1]);
  std::string_view whole = text_view(m, whole_term, kTextAtomic, atoms::atomic, scratch);
  std::size_t at = utf8_offset(whole, static_cast<std::size_t>(small_int_of(deref(a[2]))));
  return unify_split(m, k, whole_term, whole, at, a[3], a[4]);
}

// '$concat_all': the splits of C are enumerated here rather than in Prolog
// (between/3 over '$concat_split'), since atom_concat(-A, -B, +C) is the
// inner loop of programs that take atoms apart: one choicepoint for all the
// splits, the text read in place, the state one byte offset. The splits
// come by ascending length of A; the last leaves no choicepoint.
//
// The halves of the splits to come are interned one by one, each a cache
// miss or two in a large atom table (its root bucket, then the node under
// it): so each answer asks for the nodes of the next split's halves and
// the buckets of the one after (whose nodes the next answer asks for), and
// the misses overlap whatever the caller does between answers.
void prefetch_split(Runtime& rt, std::string_view whole, std::size_t at, bool chain) {
  if (at == 0 || at >= whole.size()) return;  // '' and the whole are known
  if (chain) {
    rt.prefetch_atom_chain(whole.substr(0, at));
    rt.prefetch_atom_chain(whole.substr(at));
  } else {
    rt.prefetch_atom_bucket(whole.substr(0, at));
    rt.prefetch_atom_bucket(whole.substr(at));
  }
}

bool concat_all(Machine& m, Kind k, const Cell* a, NondetState& st) {
  Cell z = deref(a[3]);
  if (st.first) {
    Cell x = deref(a[1]), y = deref(a[2]);
    if (!is_var(x) || !is_var(y) || is_var(z)) return concat(m, k, a);  // st.more stays false
  }
  Store& s = m.store();
  std::string scratch;
  std::string_view whole = text_view(m, z, kTextAtomic, atoms::atomic, scratch);
  // A split that does not unify (atom_concat(X, X, abab)) is undone here
  // and the next one tried: failing would end the enumeration.
  const bool halves_are_atoms = !split_as_string(k, z);
  for (std::size_t at = st.first ? 0 : static_cast<std::size_t>(st.n);;) {
    const bool last = at >= whole.size();
    const std::size_t next = last ? at : at + utf8_offset(whole.substr(at), 1);
    st.more = !last;
    st.n = next;
    if (halves_are_atoms && !last) {
      const std::size_t after = next < whole.size() ? next + utf8_offset(whole.substr(next), 1) : next;
      prefetch_split(m.runtime(), whole, next, !st.first);
      prefetch_split(m.runtime(), whole, after, false);
    }
    Store::Mark mark = s.mark();
    if (unify_split(m, k, z, whole, at, a[1], a[2])) return true;
    s.undo(mark);
    if (last) return false;
    at = next;
  }
}
bool bi_concat_all(Machine& m, const Cell* a, NondetState& st) {
  switch (kind_of(a[0])) {
    case Kind::Atom:
      return call_nondet_as(m, "atom_concat", 3, [](Machine& mm, const Cell* aa, NondetState& s) { return concat_all(mm, Kind::Atom, aa, s); }, a, st);
    case Kind::String:
      return call_nondet_as(m, "string_concat", 3, [](Machine& mm, const Cell* aa, NondetState& s) { return concat_all(mm, Kind::String, aa, s); }, a, st);
    default:
      return call_nondet_as(m, "text_concat", 3, [](Machine& mm, const Cell* aa, NondetState& s) { return concat_all(mm, Kind::Text, aa, s); }, a, st);
  }
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

const NondetDef kSubtextNondet[] = {
    {"$concat_all", 4, false, bi_concat_all},
};

}  // namespace

std::span<const BuiltinDef> concat_sub_text_builtins() { return kSubtextBuiltins; }
std::span<const NondetDef> concat_sub_text_nondet_builtins() { return kSubtextNondet; }

}  // namespace kea
