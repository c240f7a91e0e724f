// The term representation of Kea. This header owns it: every other file reads
// and builds terms through the functions here, never by poking at bits.
//
// A term is a 64-bit Cell. The low three bits are the tag:
//
//   63                                                     3 2  0
//  +--------------------------------------------------------+----+
//  | address of a Cell (8-byte aligned)                     |000 |  REF  variable; unbound when it points to itself
//  | address of an AtomEntry (8-byte aligned)               |001 |  ATOM
//  | signed value, 61 bits (two's complement)               |010 |  INT  small integer
//  | address of a FUNCTOR cell on the heap                  |011 |  STR  compound: [FUNCTOR][arg1]..[argN]
//  | address of two cells on the heap                       |100 |  LIST '[|]'(Head, Tail): [Head][Tail]
//  | address of a HEADER cell on the heap                   |101 |  BOX  float, big integer or string
//  | address of a FunctorEntry (8-byte aligned)             |110 |  FUNCTOR  first cell of a compound (heap only)
//  | size in words (bits 63..8) | box kind (bits 7..3)      |111 |  HEADER   first cell of a box (heap only)
//  +--------------------------------------------------------+----+
//
// Boxes, laid out on the heap after their HEADER cell (size counts the words
// after the header):
//   float   [HEADER float,1][IEEE-754 double bits]
//   bigint  [HEADER bigint,n+1][sign(+1/-1) << 32 | n limbs][limb 0]..[limb n-1]
//           (magnitude in GMP limb order; a value that fits in a small INT is
//           never boxed, so integer equality is cell equality for small ones)
//   string  [HEADER string,n+1][byte length][UTF-8 bytes, NUL padded to n words]
//
// Attributed variables (put_attr/3, freeze/2, dif/2, when/2) are ordinary
// unbound variables that sit in a three-cell heap object:
//   attvar  [FUNCTOR kAttvarMarker][variable][attributes]
// The marker's entry is not in the functor table, so no term can spell it:
// a heap variable at p is attributed exactly when p[-1] is that cell. The
// attributes are [] or att(Module, Value, More), as SWI-Prolog's. Binding
// the variable (Store::bind) queues it for the wakeup of its hooks.
//
// FUNCTOR and HEADER cells only ever appear as the first cell of a heap
// object; a term reference (what registers and arguments hold) is one of the
// first six tags. Atoms and functors are pointers to entries owned by the
// Runtime's lock-free tables (or to the static predefined entries in
// atoms.def/functors.def), so comparing two atoms is comparing two words.
// All text is UTF-8.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace kea {

using Cell = std::uint64_t;

enum class Tag : unsigned {
  Ref = 0, Atom = 1, Int = 2, Str = 3, List = 4, Box = 5, Functor = 6, Header = 7,
};
inline constexpr unsigned kTagBits = 3;
inline constexpr Cell kTagMask = (Cell{1} << kTagBits) - 1;

enum class BoxKind : unsigned { Float = 1, BigInt = 2, String = 3 };

// Small integers: 61-bit two's complement.
inline constexpr std::int64_t kMaxSmallInt = (std::int64_t{1} << 60) - 1;
inline constexpr std::int64_t kMinSmallInt = -(std::int64_t{1} << 60);

// ---------------------------------------------------------------------------
// Symbol entries. Immutable once published; allocated by the Runtime or
// statically for predefined ones. alignas(8) keeps the tag bits free.
//
// A dynamic atom is one block, 8-byte aligned, carved from the Runtime's
// atom arena (runtime.cpp: malloc'd chunks the collector neither counts
// nor scans; they hold no pointer to a GC object) and freed with the
// Runtime:
//
//   +--------+--------+-------+---------+-----------------------+----+-----+
//   | hash   | length | flags | text ---+--> UTF-8 bytes        | \0 | pad |
//   | 8 B    | 4 B    | 4 B   | 8 B     |    (length bytes)     |    | to 8|
//   +--------+--------+-------+---------+-----------------------+----+-----+
//
// Entries never move, so an Atom is a stable pointer. An entry is freed only
// by the atom collector (engine/wam/atom_gc.hpp), once nothing refers to
// it; its block goes to a free list of the arena. Functor entries come from
// the same chunks and are never freed: a functor's name lives as long.
struct alignas(8) AtomEntry {
  std::uint64_t hash;     // hash of the text (runtime.cpp's text_hash)
  std::uint32_t length;   // bytes of UTF-8 text
  std::uint32_t flags;    // AtomFlag bits, computed once when interned
  const char* text;       // NUL-terminated UTF-8; points into the same allocation for dynamic atoms
  std::string_view view() const { return {text, length}; }
};
enum AtomFlag : std::uint32_t {
  kAtomPredefined = 1u << 0,
  // Named by a GC object (clause code, a record, a clause): set when such
  // an object is made, never cleared. The atom collector's young
  // collections scan no GC object and keep the held atoms instead
  // (engine/wam/atom_gc.hpp).
  kAtomHeld = 1u << 1,
};
using Atom = const AtomEntry*;

// Marks a as held (kAtomHeld). Predefined atoms, which are never
// collected (and may lie in read-only memory), are left as they are. Any
// thread, at any time: the flag is read and set atomically.
inline void hold_atom(Atom a) noexcept {
  std::atomic_ref<std::uint32_t> flags(const_cast<AtomEntry*>(a)->flags);
  if ((flags.load(std::memory_order_relaxed) & (kAtomPredefined | kAtomHeld)) == 0)
    flags.fetch_or(kAtomHeld, std::memory_order_relaxed);
}
inline bool atom_held(Atom a) noexcept {
  return (std::atomic_ref<std::uint32_t>(const_cast<AtomEntry*>(a)->flags).load(std::memory_order_relaxed) & kAtomHeld) != 0;
}

struct alignas(8) FunctorEntry {
  Atom name;
  std::uint32_t arity;
  std::uint32_t flags;
};
using Functor = const FunctorEntry*;

// ---------------------------------------------------------------------------
// Tag tests and constructors.
constexpr Tag tag_of(Cell c) { return static_cast<Tag>(c & kTagMask); }
constexpr bool is_ref(Cell c) { return tag_of(c) == Tag::Ref; }
constexpr bool is_atom(Cell c) { return tag_of(c) == Tag::Atom; }
constexpr bool is_small_int(Cell c) { return tag_of(c) == Tag::Int; }
constexpr bool is_str(Cell c) { return tag_of(c) == Tag::Str; }
constexpr bool is_list(Cell c) { return tag_of(c) == Tag::List; }
constexpr bool is_box(Cell c) { return tag_of(c) == Tag::Box; }

inline Cell* cell_ptr(Cell c) { return reinterpret_cast<Cell*>(c & ~kTagMask); }
inline Cell tagged(const void* p, Tag t) {
  return reinterpret_cast<Cell>(p) | static_cast<Cell>(t);
}

inline Cell make_ref(Cell* p) { return tagged(p, Tag::Ref); }
inline Cell make_atom(Atom a) { return tagged(a, Tag::Atom); }
inline Atom atom_of(Cell c) { return reinterpret_cast<Atom>(c & ~kTagMask); }

constexpr bool fits_small_int(std::int64_t v) { return v >= kMinSmallInt && v <= kMaxSmallInt; }
// Precondition: fits_small_int(v).
constexpr Cell make_small_int(std::int64_t v) {
  return (static_cast<Cell>(v) << kTagBits) | static_cast<Cell>(Tag::Int);
}
constexpr std::int64_t small_int_of(Cell c) { return static_cast<std::int64_t>(c) >> kTagBits; }

inline Cell make_str(Cell* functor_cell) { return tagged(functor_cell, Tag::Str); }
inline Cell make_list(Cell* pair) { return tagged(pair, Tag::List); }
inline Cell make_box(Cell* header) { return tagged(header, Tag::Box); }
inline Cell make_functor_cell(Functor f) { return tagged(f, Tag::Functor); }
inline Functor functor_cell_of(Cell c) { return reinterpret_cast<Functor>(c & ~kTagMask); }

constexpr Cell make_header(BoxKind k, std::uint64_t words) {
  return (words << 8) | (static_cast<Cell>(k) << kTagBits) | static_cast<Cell>(Tag::Header);
}
constexpr BoxKind header_kind(Cell h) { return static_cast<BoxKind>((h >> kTagBits) & 0x1f); }
constexpr std::uint64_t header_words(Cell h) { return h >> 8; }

// The first cell of every attributed variable (see the top of this file).
extern const FunctorEntry kAttvarMarker;
inline Cell attvar_marker_cell() { return make_functor_cell(&kAttvarMarker); }

// Follow REF chains to the representative cell.
inline Cell deref(Cell c) {
  while (is_ref(c)) {
    Cell next = *cell_ptr(c);
    if (next == c) return c;
    c = next;
  }
  return c;
}
// After deref, a REF is an unbound variable.
inline bool is_var(Cell derefed) { return is_ref(derefed); }

// Compound access (c dereferenced, is_str(c)).
inline Functor functor_of(Cell c) { return functor_cell_of(*cell_ptr(c)); }
inline unsigned arity_of(Cell c) { return functor_of(c)->arity; }
inline Cell* args_of(Cell c) { return cell_ptr(c) + 1; }  // args_of(c)[i], i = 0..arity-1
inline Cell arg(Cell c, unsigned i) { return args_of(c)[i]; }  // 0-based

// List access (c dereferenced, is_list(c)).
inline Cell list_head(Cell c) { return cell_ptr(c)[0]; }
inline Cell list_tail(Cell c) { return cell_ptr(c)[1]; }

// Box access (c dereferenced, is_box(c)).
inline BoxKind box_kind(Cell c) { return header_kind(*cell_ptr(c)); }
inline bool is_float(Cell c) { return is_box(c) && box_kind(c) == BoxKind::Float; }
inline bool is_bigint(Cell c) { return is_box(c) && box_kind(c) == BoxKind::BigInt; }
inline bool is_string(Cell c) { return is_box(c) && box_kind(c) == BoxKind::String; }
inline bool is_integer(Cell c) { return is_small_int(c) || is_bigint(c); }
inline bool is_number(Cell c) { return is_small_int(c) || (is_box(c) && box_kind(c) != BoxKind::String); }
inline bool is_atomic(Cell c) { return is_atom(c) || is_small_int(c) || is_box(c); }
inline bool is_callable(Cell c) { return is_atom(c) || is_str(c) || is_list(c); }
inline bool is_compound(Cell c) { return is_str(c) || is_list(c); }

inline double float_of(Cell c) {
  double d;
  std::memcpy(&d, cell_ptr(c) + 1, sizeof d);
  return d;
}
inline std::string_view string_of(Cell c) {
  const Cell* p = cell_ptr(c);
  return {reinterpret_cast<const char*>(p + 2), static_cast<std::size_t>(p[1])};
}
// Big integers: sign and limb count, and the limbs (store.hpp has their GMP views).
inline int bigint_sign(Cell c) { return static_cast<std::int32_t>(cell_ptr(c)[1] >> 32); }
inline std::uint32_t bigint_limb_count(Cell c) { return static_cast<std::uint32_t>(cell_ptr(c)[1]); }
inline const Cell* bigint_limbs(Cell c) { return cell_ptr(c) + 2; }

// Is t (dereferenced here) the term Name/Arity: an atom Name when arity is
// 0, else a compound Name(...) of that arity? For code that recognises
// terms by their text (options, error formals, a program's statements).
inline bool is_named(Cell t, std::string_view name, unsigned arity) {
  t = deref(t);
  if (arity == 0) return is_atom(t) && atom_of(t)->view() == name;
  return is_str(t) && arity_of(t) == arity && functor_of(t)->name->view() == name;
}

// Heap words occupied by the object a term reference points at (0 for
// atoms, small ints and refs): lets a collector or copier walk the heap.
inline std::uint64_t object_words(Cell header_or_functor) {
  if (tag_of(header_or_functor) == Tag::Header) return 1 + header_words(header_or_functor);
  if (tag_of(header_or_functor) == Tag::Functor) return 1 + functor_cell_of(header_or_functor)->arity;
  return 0;
}

static_assert(sizeof(Cell) == 8, "cells are 64 bits");
static_assert(sizeof(void*) == 8, "Kea needs a 64-bit address space");
static_assert(alignof(AtomEntry) >= 8 && alignof(FunctorEntry) >= 8, "tag bits must be free");
static_assert(small_int_of(make_small_int(kMinSmallInt)) == kMinSmallInt);
static_assert(small_int_of(make_small_int(kMaxSmallInt)) == kMaxSmallInt);
static_assert(small_int_of(make_small_int(-1)) == -1);
static_assert(header_kind(make_header(BoxKind::String, 12345)) == BoxKind::String);
static_assert(header_words(make_header(BoxKind::String, 12345)) == 12345);

}  // namespace kea
