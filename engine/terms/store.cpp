#include "engine/terms/store.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>

#include "engine/errors.hpp"
#include "engine/symbols.hpp"

namespace kea {

Store::Store(std::size_t max_heap_bytes) {
  reserved_bytes_ = std::max<std::size_t>(max_heap_bytes, 1 << 16);
  void* p = mmap(nullptr, reserved_bytes_, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  base_ = top_ = floor_ = static_cast<Cell*>(p);
  set_limit_bytes(reserved_bytes_);
}

void Store::set_limit_bytes(std::size_t bytes) {
  limit_bytes_ = std::clamp<std::size_t>(bytes, 1 << 16, reserved_bytes_);
  limit_ = usable_limit();
  if (gc_at_ && gc_at_ < limit_) limit_ = gc_at_;
}

// Headroom below the limit, so that the error term for heap exhaustion
// can be built.
Cell* Store::usable_limit() const { return base_ + limit_bytes_ / sizeof(Cell) - 1024; }

void Store::arm_gc_trigger(Cell* at) {
  gc_at_ = at;
  limit_ = usable_limit();
  if (at && at < limit_) limit_ = at < top_ ? top_ : at;
}

void Store::slow_alloc(std::size_t words) {
  if (gc_at_) {
    gc_at_ = nullptr;
    limit_ = usable_limit();
    if (gc_fire_) gc_fire_(gc_owner_);
    if (static_cast<std::size_t>(limit_ - top_) >= words) return;
  }
  grow_or_throw(words);
}

Store::~Store() { munmap(base_, reserved_bytes_); }

void Store::grow_or_throw(std::size_t words) {
  // The reserved range is the limit: the heap is already as large as it may
  // get. Release the headroom so the error term fits, then raise.
  Cell* hard_limit = base_ + limit_bytes_ / sizeof(Cell);
  if (limit_ != hard_limit && static_cast<std::size_t>(hard_limit - top_) >= 64) {
    limit_ = hard_limit;
    Cell err = overflow_error_ ? overflow_error_(overflow_owner_) : resource_error_term(*this, atoms::memory);
    limit_ = hard_limit - 1024;
    throw PrologError(err);
  }
  throw std::bad_alloc();
}

void Store::reset() {
  constexpr std::size_t kKeepBytes = 64 << 10;
  top_ = floor_ = base_;
  hb_ = no_hb();
  arm_gc_trigger(nullptr);
  trail_.clear();
  attvars_ = 0;
  wakeups_.clear();
  if (trail_.capacity() > 4096) std::vector<std::uintptr_t>().swap(trail_);
  if (reserved_bytes_ > kKeepBytes) {
    // Untouched pages cost the kernel a page-table walk, nothing more.
    madvise(reinterpret_cast<char*>(base_) + kKeepBytes, reserved_bytes_ - kKeepBytes, MADV_DONTNEED);
  }
}

std::vector<Cell*> Store::bound_since(std::size_t trail_mark) const {
  std::vector<Cell*> out;
  for (std::size_t i = trail_.size(); i > trail_mark;) {
    std::uintptr_t e = trail_[--i];
    if (e & 1) {
      --i;  // the saved word of a value-trail entry
    } else {
      out.push_back(reinterpret_cast<Cell*>(e));
    }
  }
  return out;
}

void Store::undo_bindings(std::size_t trail_mark) {
  while (trail_.size() > trail_mark) {
    std::uintptr_t e = trail_.back();
    trail_.pop_back();
    if (e & 1) {
      Cell* p = reinterpret_cast<Cell*>(e & ~std::uintptr_t{1});
      *p = trail_.back();
      trail_.pop_back();
    } else {
      Cell* p = reinterpret_cast<Cell*>(e);
      *p = make_ref(p);
    }
  }
  // A queued attributed variable that is unbound again has nothing to wake.
  if (!wakeups_.empty()) {
    std::erase_if(wakeups_, [](Cell* p) { return *p == make_ref(p); });
  }
}

void Store::drop_wakeups_above_top() {
  std::erase_if(wakeups_, [this](Cell* p) { return p >= top_; });
}

const FunctorEntry kAttvarMarker{atoms::dollar_attvar, 2, 0};

bool Store::has_attributes(Cell var) const {
  const Cell* p = cell_ptr(var);
  return attvars_ != 0 && is_attvar_slot(p) && deref(p[1]) != make_atom(atoms::nil);
}

Cell Store::new_attvar(Cell atts) {
  Cell* p = alloc(3);
  p[0] = attvar_marker_cell();
  p[1] = make_ref(p + 1);
  p[2] = atts;
  ++attvars_;
  return p[1];
}

Cell Store::take_wakeups() {
  std::vector<Cell*> woken = std::exchange(wakeups_, {});
  Cell list = make_atom(atoms::nil);
  for (auto it = woken.rbegin(); it != woken.rend(); ++it) {
    list = make_cons(*this, make_compound(*this, functors::minus2, {(*it)[1], **it}), list);
  }
  return list;
}

void Store::bind_attvar(Cell* p, Cell value) {
  if (p < hb_) trail_.push_back(reinterpret_cast<std::uintptr_t>(p));
  *p = value;
  wakeups_.push_back(p);
  if (wakeup_flag_) wakeup_flag_->store(true, std::memory_order_relaxed);
}

Cell make_compound(Store& s, Functor f, const Cell* args) {
  Cell* p = s.alloc(1 + f->arity);
  p[0] = make_functor_cell(f);
  std::copy(args, args + f->arity, p + 1);
  return make_str(p);
}

Cell make_compound(Store& s, Functor f, std::initializer_list<Cell> args) {
  return make_compound(s, f, args.begin());
}

Cell predicate_indicator(Store& s, Atom name, unsigned arity) {
  return make_compound(s, functors::slash2, {make_atom(name), make_small_int(arity)});
}

Cell make_cons(Store& s, Cell head, Cell tail) {
  Cell* p = s.alloc(2);
  p[0] = head;
  p[1] = tail;
  return make_list(p);
}

Cell make_list(Store& s, const Cell* items, std::size_t n, Cell tail) {
  if (n == 0) return tail;
  Cell* p = s.alloc(2 * n);
  for (std::size_t i = 0; i < n; ++i) {
    p[2 * i] = items[i];
    p[2 * i + 1] = i + 1 < n ? make_list(p + 2 * (i + 1)) : tail;
  }
  return make_list(p);
}

Cell make_float(Store& s, double d) {
  Cell* p = s.alloc(2);
  p[0] = make_header(BoxKind::Float, 1);
  std::memcpy(p + 1, &d, sizeof d);
  return make_box(p);
}

Cell make_string(Store& s, std::string_view utf8) {
  std::size_t words = (utf8.size() + sizeof(Cell)) / sizeof(Cell);  // room for a NUL
  Cell* p = s.alloc(2 + words);
  p[0] = make_header(BoxKind::String, 1 + words);
  p[1] = utf8.size();
  p[1 + words] = 0;
  std::memcpy(p + 2, utf8.data(), utf8.size());
  return make_box(p);
}

Cell make_integer(Store& s, std::int64_t v) {
  if (fits_small_int(v)) return make_small_int(v);
  mpz_t z;
  mpz_init_set_si(z, v);
  Cell c = make_integer(s, z);
  mpz_clear(z);
  return c;
}

static_assert(sizeof(mp_limb_t) == sizeof(Cell), "one GMP limb per cell");

Cell make_integer(Store& s, mpz_srcptr v) {
  if (mpz_fits_slong_p(v)) {
    long l = mpz_get_si(v);
    if (fits_small_int(l)) return make_small_int(l);
  }
  std::size_t n = mpz_size(v);
  Cell* p = s.alloc(2 + n);
  p[0] = make_header(BoxKind::BigInt, 1 + n);
  std::int32_t sign = mpz_sgn(v);
  p[1] = (static_cast<Cell>(static_cast<std::uint32_t>(sign)) << 32) | static_cast<std::uint32_t>(n);
  const mp_limb_t* limbs = mpz_limbs_read(v);
  std::memcpy(p + 2, limbs, n * sizeof(mp_limb_t));
  return make_box(p);
}

void bigint_view(Cell big, mpz_ptr out) {
  auto limbs = reinterpret_cast<const mp_limb_t*>(bigint_limbs(big));
  mp_size_t n = static_cast<mp_size_t>(bigint_limb_count(big));
  mpz_roinit_n(out, limbs, bigint_sign(big) < 0 ? -n : n);
}

void integer_to_mpz(Cell integer, mpz_ptr out) {
  if (is_small_int(integer)) {
    mpz_set_si(out, small_int_of(integer));
  } else {
    mpz_t view;
    bigint_view(integer, view);
    mpz_set(out, view);
  }
}

}  // namespace kea
