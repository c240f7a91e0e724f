#include "starlog/wire.hpp"

#include <cstring>

#include <gmp.h>

#include "engine/runtime.hpp"
#include "starlog/error.hpp"

namespace kea::starlog {

namespace {
// [] has a tag of its own: its text "[]" would be read back as '[]', another atom.
enum Tag : std::uint8_t { kInt = 0, kAtom = 1, kFloat = 2, kString = 3, kBig = 4, kStr = 5, kCons = 6, kNil = 7 };
constexpr std::size_t kMaxText = std::size_t{1} << 30;
}  // namespace

void put_varint(std::string& out, std::uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<char>(v | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
}

bool get_varint(std::string_view in, std::size_t& pos, std::uint64_t& v) {
  v = 0;
  for (unsigned shift = 0; pos < in.size() && shift < 64; shift += 7) {
    auto b = static_cast<std::uint8_t>(in[pos++]);
    v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
    if (!(b & 0x80)) return true;
  }
  return false;
}

namespace {
void put_text(std::string& out, std::string_view s) {
  put_varint(out, s.size());
  out.append(s);
}
}  // namespace

void put_value(std::string& out, Value v) {
  // Pre-order: a compound's tag and functor, then its arguments left to right.
  std::vector<Value> todo{v};
  while (!todo.empty()) {
    Value x = todo.back();
    todo.pop_back();
    if (is_small_int(x)) {
      std::int64_t i = small_int_of(x);
      out.push_back(kInt);
      put_varint(out, (static_cast<std::uint64_t>(i) << 1) ^ static_cast<std::uint64_t>(i >> 63));
    } else if (x == make_atom(atoms::nil)) {
      out.push_back(kNil);
    } else if (is_atom(x)) {
      out.push_back(kAtom);
      put_text(out, atom_of(x)->view());
    } else if (is_float(x)) {
      double d = float_of(x);
      char b[8];
      std::memcpy(b, &d, 8);
      out.push_back(kFloat);
      out.append(b, 8);
    } else if (is_string(x)) {
      out.push_back(kString);
      put_text(out, string_of(x));
    } else if (is_bigint(x)) {
      out.push_back(kBig);
      out.push_back(bigint_sign(x) < 0 ? 1 : 0);
      std::uint32_t n = bigint_limb_count(x);
      put_varint(out, n);
      out.append(reinterpret_cast<const char*>(bigint_limbs(x)), std::size_t{n} * sizeof(Cell));
    } else if (is_list(x)) {
      out.push_back(kCons);
      todo.push_back(list_tail(x));
      todo.push_back(list_head(x));
    } else if (is_str(x)) {
      Functor f = functor_of(x);
      out.push_back(kStr);
      put_text(out, f->name->view());
      put_varint(out, f->arity);
      for (unsigned i = f->arity; i-- > 0;) todo.push_back(arg(x, i));
    } else {
      throw Error("cannot send a non-ground value");
    }
  }
}

void put_tuple(std::string& out, int rel, const Value* row, unsigned arity) {
  put_varint(out, static_cast<std::uint64_t>(rel));
  for (unsigned i = 0; i < arity; ++i) {
    Value v = row[i];
    if (is_small_int(v)) {  // the common case, inline
      std::int64_t x = small_int_of(v);
      std::uint64_t z = (static_cast<std::uint64_t>(x) << 1) ^ static_cast<std::uint64_t>(x >> 63);
      out.push_back(kInt);
      put_varint(out, z);
    } else {
      put_value(out, v);
    }
  }
}

void put_timestamp(std::string& out, const Timestamp& t) {
  put_varint(out, t.size());
  for (Value v : t) put_value(out, v);
}

void WireReader::bad(const char* what) const {
  throw Error(std::string("bad tuple from another task: ") + what + " at byte " + std::to_string(pos_));
}

std::uint8_t WireReader::byte() {
  if (pos_ >= p_.size()) bad("truncated message");
  return static_cast<std::uint8_t>(p_[pos_++]);
}

std::string_view WireReader::bytes(std::size_t n) {
  if (n > p_.size() - pos_) bad("truncated message");
  std::string_view s = p_.substr(pos_, n);
  pos_ += n;
  return s;
}

std::uint64_t WireReader::varint() {
  std::uint64_t v;
  if (!get_varint(p_, pos_, v)) bad("malformed number");
  return v;
}

Value WireReader::value() {
  // Compounds wait on a stack until their arguments are read.
  struct Open {
    Functor f;  // nullptr: a list cell
    unsigned need;
    std::size_t base;  // where its arguments start in `args`
  };
  std::vector<Open> open;
  std::vector<Value> args;
  for (;;) {
    Value v = 0;
    std::uint8_t tag = byte();
    switch (tag) {
      case kInt: {
        std::uint64_t z = varint();
        std::int64_t i = static_cast<std::int64_t>(z >> 1) ^ -static_cast<std::int64_t>(z & 1);
        if (!fits_small_int(i)) bad("small integer out of range");
        v = make_small_int(i);
        break;
      }
      case kAtom: {
        std::size_t n = varint();
        if (n > kMaxText) bad("atom too long");
        v = make_atom(rt_.intern(bytes(n)));
        break;
      }
      case kNil:
        v = make_atom(atoms::nil);
        break;
      case kFloat: {
        double d;
        std::memcpy(&d, bytes(8).data(), 8);
        v = pool_.real(d);
        break;
      }
      case kString: {
        std::size_t n = varint();
        if (n > kMaxText) bad("string too long");
        v = pool_.string(bytes(n));
        break;
      }
      case kBig: {
        bool neg = byte() != 0;
        std::size_t n = varint();
        if (n == 0 || n > (kMaxText >> 3)) bad("big integer size");
        std::string_view limbs = bytes(n * sizeof(Cell));
        mpz_t z;
        mpz_init(z);
        mpz_import(z, n, -1, sizeof(Cell), 0, 0, limbs.data());
        if (neg) mpz_neg(z, z);
        v = pool_.integer(z);
        mpz_clear(z);
        break;
      }
      case kStr: {
        std::size_t n = varint();
        if (n > kMaxText) bad("functor name too long");
        Atom name = rt_.intern(bytes(n));
        std::uint64_t arity = varint();
        if (arity == 0 || arity > 0xffff) bad("compound arity");
        open.push_back({rt_.functor(name, static_cast<unsigned>(arity)), static_cast<unsigned>(arity), args.size()});
        continue;
      }
      case kCons:
        open.push_back({nullptr, 2, args.size()});
        continue;
      default:
        bad("unknown value tag");
    }
    // v is complete: it is an argument of the innermost open compound, or
    // the result; a compound whose arguments are all read completes too.
    for (;;) {
      if (open.empty()) return v;
      args.push_back(v);
      Open& o = open.back();
      if (args.size() - o.base < o.need) break;
      const Value* a = args.data() + o.base;
      v = o.f ? pool_.compound(o.f, a) : pool_.cons(a[0], a[1]);
      args.resize(o.base);
      open.pop_back();
    }
  }
}

int WireReader::tuple(const std::vector<unsigned>& arities, std::vector<Value>& row) {
  std::uint64_t rel = varint();
  if (rel >= arities.size()) bad("unknown relation");
  unsigned n = arities[rel];
  row.resize(n);
  for (unsigned i = 0; i < n; ++i) row[i] = value();
  return static_cast<int>(rel);
}

void WireReader::timestamp(Timestamp& out) {
  std::uint64_t n = varint();
  if (n > 4096) bad("timestamp too long");
  out.resize(n);
  for (auto& v : out) v = value();
}

}  // namespace kea::starlog
