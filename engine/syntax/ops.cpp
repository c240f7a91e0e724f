// The operator table.
//
// Concurrency design (chosen so it does not depend on lfht and needs no GC
// roots): an open-addressing hash table whose slots are atomics, keyed by the
// Atom pointer and hashed with the atom's precomputed text hash.
//  - Each atom that was ever an operator has one Entry holding three atomic
//    words (prefix, infix, postfix), each `priority << 8 | type`, 0 for none.
//    An Entry is inserted once and afterwards only updated in place, so op/3
//    on a known atom is a single atomic store.
//  - Readers (lookup, for_each) take no lock: they load the current table
//    (acquire), probe, and read the words. A slot's entry pointer is stored
//    before its key (release), so a reader that sees the key sees the entry.
//  - Writers serialise on a mutex. When the table gets half full a writer
//    copies it into one twice the size and publishes that; the old table is
//    retired, not freed, because a reader may still be probing it. Retired
//    tables and entries are freed with the OpTable. Growth is geometric, so the
//    retired tables together are smaller than the live one.
#include "engine/syntax/ops.hpp"

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

#include "engine/runtime.hpp"

namespace kea {
namespace {

struct Entry {
  std::atomic<std::uint32_t> word[3];  // prefix, infix, postfix
};

struct Slot {
  std::atomic<Atom> key{nullptr};
  std::atomic<Entry*> entry{nullptr};
};

struct Table {
  explicit Table(std::size_t capacity) : mask(capacity - 1), slots(new Slot[capacity]) {}
  std::size_t mask;
  std::unique_ptr<Slot[]> slots;

  Entry* find(Atom a) const {
    for (std::size_t i = a->hash & mask;; i = (i + 1) & mask) {
      Atom k = slots[i].key.load(std::memory_order_acquire);
      if (k == a) return slots[i].entry.load(std::memory_order_acquire);
      if (k == nullptr) return nullptr;
    }
  }
  // Writer only (under the mutex); the key is known to be absent.
  void insert(Atom a, Entry* e) {
    std::size_t i = a->hash & mask;
    while (slots[i].key.load(std::memory_order_relaxed) != nullptr) i = (i + 1) & mask;
    slots[i].entry.store(e, std::memory_order_release);
    slots[i].key.store(a, std::memory_order_release);
  }
};

int op_class(OpType t) {
  switch (t) {
    case OpType::FY: case OpType::FX: return 0;
    case OpType::XFX: case OpType::XFY: case OpType::YFX: return 1;
    case OpType::XF: case OpType::YF: return 2;
    case OpType::None: break;
  }
  return -1;
}

OpDef decode(std::uint32_t w) {
  if (w == 0) return {};
  return OpDef{w >> 8, static_cast<OpType>(w & 0xff)};
}

}  // namespace

struct OpTable::Impl {
  std::atomic<Table*> current{nullptr};
  std::mutex write_mutex;
  std::size_t count = 0;                          // entries (writer side)
  std::vector<std::unique_ptr<Table>> tables;     // live one last; older ones retired
  std::vector<std::unique_ptr<Entry>> entries;
};

OpTable::OpTable() : impl_(std::make_unique<Impl>()) {
  impl_->tables.push_back(std::make_unique<Table>(256));
  impl_->current.store(impl_->tables.back().get(), std::memory_order_release);
}

OpTable::~OpTable() = default;

OpInfo OpTable::lookup(Atom name) const {
  const Entry* e = impl_->current.load(std::memory_order_acquire)->find(name);
  if (e == nullptr) return {};
  return OpInfo{decode(e->word[0].load(std::memory_order_acquire)),
                decode(e->word[1].load(std::memory_order_acquire)),
                decode(e->word[2].load(std::memory_order_acquire))};
}

void OpTable::define(unsigned priority, OpType type, Atom name) {
  int cls = op_class(type);
  if (cls < 0 || priority > 1200) return;  // the op/3 builtin has validated; stay total anyway
  std::lock_guard<std::mutex> lock(impl_->write_mutex);
  Table* t = impl_->current.load(std::memory_order_relaxed);
  Entry* e = t->find(name);
  if (e == nullptr) {
    if (priority == 0) return;  // removing what is not there
    impl_->entries.push_back(std::make_unique<Entry>());
    e = impl_->entries.back().get();
    for (auto& w : e->word) w.store(0, std::memory_order_relaxed);
    if (2 * (impl_->count + 1) > t->mask + 1) {
      auto bigger = std::make_unique<Table>(2 * (t->mask + 1));
      for (std::size_t i = 0; i <= t->mask; ++i) {
        Atom k = t->slots[i].key.load(std::memory_order_relaxed);
        if (k != nullptr) bigger->insert(k, t->slots[i].entry.load(std::memory_order_relaxed));
      }
      t = bigger.get();
      impl_->tables.push_back(std::move(bigger));
      impl_->current.store(t, std::memory_order_release);
    }
    t->insert(name, e);
    ++impl_->count;
  }
  std::uint32_t w = priority == 0 ? 0 : (priority << 8 | static_cast<std::uint32_t>(type));
  e->word[cls].store(w, std::memory_order_release);
}

void OpTable::for_each(const std::function<void(Atom, OpDef)>& f) const {
  const Table* t = impl_->current.load(std::memory_order_acquire);
  for (std::size_t i = 0; i <= t->mask; ++i) {
    Atom k = t->slots[i].key.load(std::memory_order_acquire);
    if (k == nullptr) continue;
    const Entry* e = t->slots[i].entry.load(std::memory_order_acquire);
    for (const auto& w : e->word) {
      OpDef d = decode(w.load(std::memory_order_acquire));
      if (d.priority != 0) f(k, d);
    }
  }
}

void OpTable::for_each_key(const std::function<void(Atom)>& f) const {
  const Table* t = impl_->current.load(std::memory_order_acquire);
  for (std::size_t i = 0; i <= t->mask; ++i) {
    if (Atom k = t->slots[i].key.load(std::memory_order_acquire)) f(k);
  }
}

void install_default_operators(Runtime& rt) {
  // SWI-Prolog 9's table: swipl -g "forall(current_op(P,T,N), ...)".
  struct Def {
    unsigned priority;
    OpType type;
    const char* names;  // space separated
  };
  static const Def defs[] = {
      {1200, OpType::XFX, ":- --> =>"},
      {1200, OpType::FX, ":- ?-"},
      {1150, OpType::FX,
       "dynamic discontiguous initialization meta_predicate module_transparent multifile "
       "public thread_local thread_initialization volatile table"},
      {1105, OpType::XFY, "|"},
      {1100, OpType::XFY, ";"},
      {1050, OpType::XFY, "-> *->"},
      {1000, OpType::XFY, ","},
      {800, OpType::XFX, ":="},
      {900, OpType::FY, "\\+"},
      {700, OpType::XFX,
       "= \\= == \\== @< @> @=< @>= =.. is =:= =\\= < > =< >= >:< :< as =@= \\=@="},
      {600, OpType::XFY, ":"},
      {500, OpType::YFX, "+ - /\\ \\/"},
      {400, OpType::YFX, "* / // mod rem << >> div rdiv xor"},
      {200, OpType::XFX, "**"},
      {200, OpType::XFY, "^"},
      {200, OpType::FY, "- + \\"},
      {100, OpType::YFX, "."},
      {1, OpType::FX, "$"},
  };
  OpTable& ops = rt.ops();
  for (const Def& d : defs) {
    std::string_view names = d.names;
    while (!names.empty()) {
      std::size_t sp = names.find(' ');
      std::string_view name = names.substr(0, sp);
      ops.define(d.priority, d.type, rt.intern(name));
      if (sp == std::string_view::npos) break;
      names.remove_prefix(sp + 1);
    }
  }
}

const OpDef& op_of_class(const OpInfo& info, OpType type) {
  static const OpDef kNone{};
  switch (op_class(type)) {
    case 0: return info.prefix;
    case 1: return info.infix;
    case 2: return info.postfix;
    default: return kNone;
  }
}

OpInfo lookup_op(const OpTable& global, const OpTable* local, Atom name) {
  OpInfo info = global.lookup(name);
  if (local) {
    OpInfo own = local->lookup(name);
    if (own.prefix.priority) info.prefix = own.prefix;
    if (own.infix.priority) info.infix = own.infix;
    if (own.postfix.priority) info.postfix = own.postfix;
  }
  return info;
}

}  // namespace kea
