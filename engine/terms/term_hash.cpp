// Three regimes, chosen by a property of the term's value (never of its
// representation), so terms that are == always take the same one:
//  1. Unfolding of at most kPreorderNodes compounds: hash the pre-order
//     sequence of node tokens. Cheap, no table. (A chain seen to repeat on
//     the way proves the term cyclic: regime 3 at once.)
//  2. Larger and acyclic: hash bottom-up, each compound from its functor and
//     its arguments' hashes, memoised by address, so shared subterms (DAGs
//     whose unfolding is exponential) cost once.
//  3. Cyclic: hash the pre-order sequence of the infinite unfolding cut at
//     depth kCyclicDepth and after kCyclicNodes compounds. Two == rational
//     trees have the same unfolding, hence the same prefix.
#include "engine/terms/term_hash.hpp"

#include <string_view>

#include <unordered_map>

#include <cstring>
#include <vector>

#include "engine/terms/term_walk.hpp"
#include "engine/terms/termops_util.hpp"
#include "engine/text_hash.hpp"

namespace kea {

using termops::CompoundView;
using termops::view_compound;

namespace {

constexpr std::size_t kPreorderNodes = std::size_t{1} << 22;
constexpr std::size_t kPreorderStack = std::size_t{1} << 16;
constexpr std::size_t kCyclicDepth = 32;
constexpr std::size_t kCyclicNodes = 4096;

// Distinct salts keep tokens of different kinds apart (1 vs '1' vs "1").
constexpr std::uint64_t kSaltAtom = 0x41544f4d2d6b6561ULL;
constexpr std::uint64_t kSaltInt = 0x494e542d2d6b6561ULL;
constexpr std::uint64_t kSaltBig = 0x4249472d2d6b6561ULL;
constexpr std::uint64_t kSaltFloat = 0x464c542d2d6b6561ULL;
constexpr std::uint64_t kSaltString = 0x5354522d2d6b6561ULL;
constexpr std::uint64_t kSaltCompound = 0x434d502d2d6b6561ULL;
constexpr std::uint64_t kSaltEnd = 0x454e442d2d6b6561ULL;
constexpr std::uint64_t kSaltCut = 0x4355542d2d6b6561ULL;

std::uint64_t combine(std::uint64_t h, std::uint64_t token) {
  return hash_mix(h ^ token) + 0x9e3779b97f4a7c15ULL;
}

std::uint64_t atomic_token(Cell c) {
  switch (tag_of(c)) {
    case Tag::Atom: return hash_mix(atom_of(c)->hash ^ kSaltAtom);
    case Tag::Int: return hash_mix(static_cast<std::uint64_t>(small_int_of(c)) ^ kSaltInt);
    default: break;
  }
  switch (box_kind(c)) {
    case BoxKind::Float: {
      std::uint64_t bits;
      double d = float_of(c);
      std::memcpy(&bits, &d, sizeof bits);
      return hash_mix(bits ^ kSaltFloat);
    }
    case BoxKind::BigInt: {
      std::uint64_t h = hash_mix(cell_ptr(c)[1] ^ kSaltBig);  // sign and size
      const Cell* limbs = bigint_limbs(c);
      for (std::uint32_t i = 0; i < bigint_limb_count(c); ++i) h = combine(h, limbs[i]);
      return h;
    }
    default: return hash_mix(text_hash(string_of(c)) ^ kSaltString);
  }
}

std::uint64_t compound_token(Functor f) {
  return hash_mix(f->name->hash ^ (std::uint64_t{f->arity} * 0xff51afd7ed558ccdULL) ^ kSaltCompound);
}

enum class Walk { Done, HasVar, Cut, Cyclic };

// Regimes 1 and 3: pre-order hash. Cut when more than max_nodes compounds
// would be hashed; below max_depth compounds are hashed by a token only.
// With detect_cycles, a chain that repeats (Brent) ends the walk as Cyclic.
Walk preorder_hash(Cell t, std::size_t max_nodes, std::size_t max_depth, bool detect_cycles,
                   std::uint64_t& h) {
  struct Run {
    Cell* next;
    std::size_t left;
    std::size_t depth;  // of the cells in this run
    termops::ChainCheck chain;
  };
  termops::ChainCheck chain;
  std::vector<Run> stack;
  std::size_t nodes = 0, depth = 0;
  t = deref(t);
  for (;;) {
    if (is_var(t)) return Walk::HasVar;
    if (is_compound(t)) {
      if (++nodes > max_nodes) return Walk::Cut;
      if (detect_cycles && chain.repeats(t)) return Walk::Cyclic;
      CompoundView v = view_compound(t);
      h = combine(h, compound_token(v.functor));
      if (depth >= max_depth) {
        h = combine(h, kSaltCut);
      } else if (v.arity() > 0) {
        stack.push_back({v.args, v.arity(), depth + 1, chain});
        // Nesting off the chains this deep (also the shape of some cycles,
        // X = f(X, a)) goes to the regimes below. Like the node count, the
        // stack depth depends only on the term's value.
        if (stack.size() > kPreorderStack) return Walk::Cut;
      }
    } else {
      h = combine(h, atomic_token(t));
    }
    if (stack.empty()) return Walk::Done;
    Run& run = stack.back();
    t = deref(*run.next++);
    depth = run.depth;
    if (--run.left == 0) {
      chain = run.chain;
      stack.pop_back();
    } else {
      chain = termops::ChainCheck{};
    }
  }
}

// Regime 2: t acyclic compound. nullopt when a variable is met.
std::optional<std::uint64_t> memo_hash(Cell t) {
  struct Frame {
    Cell node;
    Cell* next;
    std::size_t left;
    std::uint64_t acc;
  };
  termops::FlatTable<Cell, std::uint64_t> memo;
  std::vector<Frame> stack;
  auto enter = [&](Cell c) {
    CompoundView v = view_compound(c);
    stack.push_back({c, v.args, v.arity(), combine(kSaltEnd, compound_token(v.functor))});
  };
  enter(deref(t));
  for (;;) {
    Frame& f = stack.back();
    if (f.left == 0) {
      std::uint64_t value = hash_mix(f.acc ^ kSaltEnd);
      memo.insert(f.node, value);
      stack.pop_back();
      if (stack.empty()) return value;
      stack.back().acc = combine(stack.back().acc, value);
      continue;
    }
    --f.left;
    Cell c = deref(*f.next++);
    if (is_var(c)) return std::nullopt;
    if (!is_compound(c)) {
      f.acc = combine(f.acc, atomic_token(c));
    } else if (std::uint64_t* known = memo.find(c)) {
      f.acc = combine(f.acc, *known);
    } else {
      enter(c);
    }
  }
}

}  // namespace

std::optional<std::uint64_t> term_hash(Cell t) {
  std::uint64_t h = 0x6b65612d68617368ULL;
  switch (preorder_hash(t, kPreorderNodes, SIZE_MAX, true, h)) {
    case Walk::Done: return h;
    case Walk::HasVar: return std::nullopt;
    case Walk::Cut:
      if (is_acyclic(t)) return memo_hash(t);
      break;
    case Walk::Cyclic: break;
  }
  if (!is_ground(t)) return std::nullopt;
  h = 0x6379636c69632d68ULL;
  preorder_hash(t, kCyclicNodes, kCyclicDepth, false, h);
  return h;
}

namespace {
void put_u64(std::string& out, std::uint64_t v) {
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>(v >> (8 * i)));
}
void put_text(std::string& out, std::string_view text) {
  put_u64(out, text.size());
  out.append(text);
}
}  // namespace

std::string variant_bytes(Cell t, const std::function<void()>& poll) {
  std::string out;
  std::unordered_map<const Cell*, std::uint64_t> var_numbers;
  std::vector<Cell> todo{t};
  std::size_t nodes = 0;
  while (!todo.empty()) {
    if (++nodes % 4096 == 0) poll();
    Cell c = deref(todo.back());
    todo.pop_back();
    if (is_var(c)) {
      auto [it, fresh] = var_numbers.emplace(cell_ptr(c), var_numbers.size());
      out.push_back('V');
      put_u64(out, it->second);
    } else if (c == make_atom(atoms::nil)) {
      out.push_back('E');  // [], not the atom '[]' of the same text
    } else if (is_atom(c)) {
      out.push_back('A');
      put_text(out, atom_of(c)->view());
    } else if (is_small_int(c)) {
      out.push_back('I');
      put_u64(out, static_cast<std::uint64_t>(small_int_of(c)));
    } else if (is_float(c)) {
      out.push_back('F');
      put_u64(out, cell_ptr(c)[1]);
    } else if (is_string(c)) {
      out.push_back('S');
      put_text(out, string_of(c));
    } else if (is_bigint(c)) {
      out.push_back(bigint_sign(c) < 0 ? 'N' : 'P');
      std::uint32_t n = bigint_limb_count(c);
      put_u64(out, n);
      for (std::uint32_t i = 0; i < n; ++i) put_u64(out, bigint_limbs(c)[i]);
    } else if (is_list(c)) {
      out.push_back('L');
      todo.push_back(list_tail(c));
      todo.push_back(list_head(c));
    } else {
      Functor f = functor_of(c);
      out.push_back(f->name == atoms::nil ? 'c' : 'C');
      put_u64(out, f->arity);
      put_text(out, f->name->view());
      for (unsigned i = f->arity; i > 0; --i) todo.push_back(arg(c, i - 1));
    }
  }
  return out;
}

}  // namespace kea
