// Term builtins SWI-Prolog adds to ISO's: sort/4 (sorting on a key, in
// either direction, with or without duplicates), term_hash/2,
// variant_sha1/2 and variant_hash/2.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/terms/sha1.hpp"
#include "engine/terms/term_hash.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/terms/termops.hpp"

namespace kea {
namespace {

// sort(+Key, +Order, +List, -Sorted): Key 0 sorts on whole elements, N > 0
// on their Nth argument. Order @< / @> sort ascending / descending and keep
// the first of elements with equal keys; @=< / @>= keep all of them, in
// their original order (the sort is stable).
bool bi_sort4(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell key = must_be_bound(s, a[0]);
  if (!is_integer(key)) throw_type_error(s, m.runtime().intern("sort_key"), key);
  if (!is_small_int(key)) {
    if (bigint_sign(key) < 0) throw_domain_error(s, atoms::not_less_than_one, key);
    return false;  // no term has that many arguments
  }
  std::int64_t k = small_int_of(key);
  if (k < 0) throw_domain_error(s, atoms::not_less_than_one, key);
  Cell order = must_be_atom(s, a[1]);
  Atom o = atom_of(order);
  bool descending, dedupe;
  if (o->view() == "@<") descending = false, dedupe = true;
  else if (o->view() == "@=<") descending = false, dedupe = false;
  else if (o->view() == "@>") descending = true, dedupe = true;
  else if (o->view() == "@>=") descending = true, dedupe = false;
  else throw_domain_error(s, m.runtime().intern("order"), order);

  std::vector<Cell> items = must_be_list(s, a[2]);
  must_be_list_or_partial_list(s, a[3]);
  // The sort key of each element, checked before sorting.
  std::vector<std::pair<Cell, Cell>> keyed;  // (key, element)
  keyed.reserve(items.size());
  for (Cell c : items) {
    c = deref(c);
    if (k == 0) {
      keyed.emplace_back(c, c);
      continue;
    }
    if (is_var(c)) throw_instantiation_error(s);
    if (!is_compound(c)) throw_type_error(s, atoms::compound, c);
    unsigned arity = is_list(c) ? 2 : arity_of(c);
    if (static_cast<std::uint64_t>(k) > arity) {
      Functor ex = m.runtime().functor("existence_error", 3);
      throw_error(s, make_compound(s, ex, {make_atom(m.runtime().intern("argument")), key, c}));
    }
    Cell kc = is_list(c) ? cell_ptr(c)[k - 1] : arg(c, static_cast<unsigned>(k - 1));
    keyed.emplace_back(kc, c);
  }
  std::stable_sort(keyed.begin(), keyed.end(), [&m, descending](const auto& x, const auto& y) {
    m.poll_abort();
    int r = compare_terms(x.first, y.first);
    return descending ? r > 0 : r < 0;
  });
  if (dedupe) {
    keyed.erase(std::unique(keyed.begin(), keyed.end(),
                            [](const auto& x, const auto& y) { return compare_terms(x.first, y.first) == 0; }),
                keyed.end());
  }
  items.clear();
  for (const auto& p : keyed) items.push_back(p.second);
  return unify_terms(m, a[3], make_list(s, items.data(), items.size(), make_atom(atoms::nil)));
}

// term_hash(+Term, -Hash): the engine's hash of a ground term (consistent
// with ==, the same in every run), cut to 24 bits as SWI-Prolog's hashes are;
// Hash is left unbound when Term is not ground, as in SWI-Prolog.
bool bi_term_hash(Machine& m, const Cell* a) {
  std::optional<std::uint64_t> h = term_hash(a[0]);
  if (!h) return true;
  return unify_terms(m, a[1], make_small_int(static_cast<std::int64_t>(*h & 0xFFFFFF)));
}

// variant_sha1(+Term, -Sha): a 40-digit hexadecimal atom, equal for
// variants (=@=) and, short of a SHA-1 collision, only for them; the same
// in every run. variant_hash(+Term, -Hash): a small integer, equal for
// variants. A cyclic Term is a type error, as in SWI-Prolog; the values
// are Kea's own, not SWI-Prolog's.
std::array<std::uint8_t, 20> variant_digest(Machine& m, Cell t) {
  if (is_cyclic(t)) throw_type_error(m.store(), m.runtime().intern("acyclic_term"), t);
  Sha1 sha;
  sha.update(variant_bytes(t, [&m] { m.poll_abort(); }));
  return sha.finish();
}

bool bi_variant_sha1(Machine& m, const Cell* a) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  for (std::uint8_t byte : variant_digest(m, a[0])) {
    hex.push_back(kHex[byte >> 4]);
    hex.push_back(kHex[byte & 15]);
  }
  return unify_terms(m, a[1], make_atom(m.runtime().intern(hex)));
}

bool bi_variant_hash(Machine& m, const Cell* a) {
  std::array<std::uint8_t, 20> d = variant_digest(m, a[0]);
  std::int64_t h = (std::int64_t{d[0]} << 16) | (std::int64_t{d[1]} << 8) | d[2];  // 24 bits, as term_hash/2
  return unify_terms(m, a[1], make_small_int(h));
}

const BuiltinDef kTermX[] = {
    {"variant_sha1", 2, false, bi_variant_sha1},
    {"variant_hash", 2, false, bi_variant_hash},
    {"sort", 4, false, bi_sort4},
    {"term_hash", 2, false, bi_term_hash},
};

}  // namespace

std::span<const BuiltinDef> sort_term_hash_builtins() { return kTermX; }

}  // namespace kea
