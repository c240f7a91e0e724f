// Arithmetic builtins: is/2, the comparisons, succ/2, plus/3.
#include <gmp.h>

#include "engine/arith/arith.hpp"
#include "engine/builtins/registry.hpp"

namespace kea {
namespace {

bool bi_is(Machine& m, const Cell* a) {
  return unify_terms(m, a[0], eval(m.runtime(), m.store(), a[1]));
}

int cmp(Machine& m, const Cell* a) { return compare_numeric(m.runtime(), m.store(), a[0], a[1]); }
bool bi_eq(Machine& m, const Cell* a) { return cmp(m, a) == 0; }
bool bi_ne(Machine& m, const Cell* a) { return cmp(m, a) != 0; }
bool bi_lt(Machine& m, const Cell* a) { return cmp(m, a) == -1; }
bool bi_gt(Machine& m, const Cell* a) { return cmp(m, a) == 1; }
bool bi_le(Machine& m, const Cell* a) { int c = cmp(m, a); return c == -1 || c == 0; }
bool bi_ge(Machine& m, const Cell* a) { int c = cmp(m, a); return c == 1 || c == 0; }

// An integer argument that may be unbound; raises on anything else.
// Returns false (and leaves z alone) when unbound.
bool optional_integer(Store& s, Cell c, mpz_ptr z) {
  c = deref(c);
  if (is_var(c)) return false;
  if (!is_integer(c)) throw_type_error(s, atoms::integer, c);
  integer_to_mpz(c, z);
  return true;
}

struct Mpz {
  mpz_t z;
  Mpz() { mpz_init(z); }
  ~Mpz() { mpz_clear(z); }
};

// succ(?Int1, ?Int2): Int2 = Int1 + 1, both natural numbers.
bool bi_succ(Machine& m, const Cell* a) {
  Store& s = m.store();
  Mpz x, y;
  bool hx = optional_integer(s, a[0], x.z), hy = optional_integer(s, a[1], y.z);
  if (hx && mpz_sgn(x.z) < 0) throw_domain_error(s, atoms::not_less_than_zero, deref(a[0]));
  if (hy && mpz_sgn(y.z) < 0) throw_domain_error(s, atoms::not_less_than_zero, deref(a[1]));
  if (hx) {
    mpz_add_ui(x.z, x.z, 1);
    return unify_terms(m, a[1], make_integer(s, x.z));
  }
  if (hy) {
    if (mpz_sgn(y.z) == 0) return false;
    mpz_sub_ui(y.z, y.z, 1);
    return unify_terms(m, a[0], make_integer(s, y.z));
  }
  throw_instantiation_error(s);
}

// plus(?X, ?Y, ?Z): Z = X + Y with at least two of them integers.
bool bi_plus(Machine& m, const Cell* a) {
  Store& s = m.store();
  Mpz x, y, z;
  bool hx = optional_integer(s, a[0], x.z), hy = optional_integer(s, a[1], y.z),
       hz = optional_integer(s, a[2], z.z);
  if (hx && hy) {
    mpz_add(z.z, x.z, y.z);
    return unify_terms(m, a[2], make_integer(s, z.z));
  }
  if (hx && hz) {
    mpz_sub(y.z, z.z, x.z);
    return unify_terms(m, a[1], make_integer(s, y.z));
  }
  if (hy && hz) {
    mpz_sub(x.z, z.z, y.z);
    return unify_terms(m, a[0], make_integer(s, x.z));
  }
  throw_instantiation_error(s);
}

const BuiltinDef kArithBuiltins[] = {
    {"is", 2, true, bi_is},
    {"=:=", 2, true, bi_eq},
    {"=\\=", 2, true, bi_ne},
    {"<", 2, true, bi_lt},
    {">", 2, true, bi_gt},
    {"=<", 2, true, bi_le},
    {">=", 2, true, bi_ge},
    {"succ", 2, false, bi_succ},
    {"plus", 3, false, bi_plus},
};

}  // namespace

std::span<const BuiltinDef> arith_builtins() { return kArithBuiltins; }

}  // namespace kea
