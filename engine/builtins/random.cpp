// Random numbers from the thread's generator, which arithmetic's random/1
// and random_float also use (thread_rng, engine/arith/arith.hpp; per thread, as
// in SWI-Prolog): random/1, random_between/3, set_random/1.
// random_member/2 and random_permutation/2 are in library/random.pl.
#include <gmp.h>

#include <random>

#include "engine/arith/arith.hpp"
#include "engine/builtins/registry.hpp"

namespace kea {
namespace {

// random(-X): a float uniformly drawn from the open interval (0, 1).
bool bi_random(Machine& m, const Cell* a) {
  std::uint64_t bits;
  do bits = thread_rng()() >> 11;  // 53 bits, a double's precision
  while (bits == 0);
  return unify_terms(m, a[0], make_float(m.store(), static_cast<double>(bits) * 0x1p-53));
}

// A uniform integer in [0, n] (n >= 0, any size): rejection sampling over
// the fewest random bits that cover n.
void uniform_upto(std::mt19937_64& rng, mpz_srcptr n, mpz_ptr out) {
  std::size_t bits = mpz_sizeinbase(n, 2);
  std::size_t words = (bits + 63) / 64;
  std::vector<std::uint64_t> w(words);
  do {
    for (auto& x : w) x = rng();
    if (bits % 64) w.back() &= (std::uint64_t{1} << (bits % 64)) - 1;
    mpz_import(out, words, -1, sizeof(std::uint64_t), 0, 0, w.data());
  } while (mpz_cmp(out, n) > 0);
}

// random_between(+L, +H, -X): L =< X =< H, uniformly; fails when H < L.
bool bi_random_between(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell lo = must_be_integer(s, a[0]);
  Cell hi = must_be_integer(s, a[1]);
  if (is_small_int(lo) && is_small_int(hi)) {
    std::int64_t l = small_int_of(lo), h = small_int_of(hi);
    if (h < l) return false;
    std::uniform_int_distribution<std::int64_t> d(l, h);
    return unify_terms(m, a[2], make_integer(s, d(thread_rng())));
  }
  mpz_t l, h, r;
  mpz_inits(l, h, r, nullptr);
  integer_to_mpz(lo, l);
  integer_to_mpz(hi, h);
  bool ok = mpz_cmp(h, l) >= 0;
  if (ok) {
    mpz_sub(h, h, l);
    uniform_upto(thread_rng(), h, r);
    mpz_add(r, r, l);
  }
  Cell x = ok ? make_integer(s, r) : 0;
  mpz_clears(l, h, r, nullptr);
  return ok && unify_terms(m, a[2], x);
}

// set_random(+Option): seed(N) makes the sequence reproducible (any
// integer), seed(random) seeds from the system's entropy.
bool bi_set_random(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell opt = must_be_bound(s, a[0]);
  Atom random_option = m.runtime().intern("random_option");
  if (!is_str(opt)) throw_type_error(s, random_option, opt);
  if (functor_of(opt) != m.runtime().functor("seed", 1)) throw_domain_error(s, random_option, opt);
  Cell seed = must_be_bound(s, arg(opt, 0));
  if (seed == make_atom(atoms::random)) {
    thread_rng().seed(std::random_device{}());
    return true;
  }
  if (!is_integer(seed)) throw_type_error(s, m.runtime().intern("seed"), seed);
  if (is_small_int(seed)) {
    thread_rng().seed(static_cast<std::uint64_t>(small_int_of(seed)));
    return true;
  }
  // A big seed: all of its bits, through seed_seq.
  mpz_t z;
  mpz_init(z);
  integer_to_mpz(seed, z);
  std::vector<std::uint32_t> words(mpz_sizeinbase(z, 2) / 32 + 2);
  std::size_t n = 0;
  mpz_export(words.data(), &n, -1, sizeof(std::uint32_t), 0, 0, z);
  words.resize(n);
  words.push_back(static_cast<std::uint32_t>(mpz_sgn(z) < 0));
  mpz_clear(z);
  std::seed_seq seq(words.begin(), words.end());
  thread_rng().seed(seq);
  return true;
}

const BuiltinDef kRandom[] = {
    {"random", 1, false, bi_random},
    {"random_between", 3, false, bi_random_between},
    {"set_random", 1, false, bi_set_random},
};

}  // namespace

std::span<const BuiltinDef> random_builtins() { return kRandom; }

}  // namespace kea
