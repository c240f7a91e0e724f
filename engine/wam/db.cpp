#include "engine/wam/db.hpp"

#include <gc/gc.h>
#include <gc/gc_allocator.h>

#include <algorithm>
#include <cstring>
#include <new>
#include <unordered_map>

#include "engine/wam/emit.hpp"
#include "lfht/lfht.hpp"

namespace kea {

// Open addressing from key to bucket; GC memory, replaced (never resized in
// place) when it fills, so readers holding the old table stay safe. The
// writer (under the predicate's lock) fills a slot's arr before its key and
// may later swap arr for a grown copy; readers load key, then arr (acquire).
struct IndexTable {
  std::size_t capacity;  // power of two
  std::size_t count;     // writer only
  struct Slot {
    std::atomic<Cell> key;  // 0: empty
    std::atomic<ClauseArray*> arr;
  } slots[1];
};

namespace {

constexpr std::size_t kIndexMinClauses = 8;

struct PtrHash {
  std::uint64_t operator()(Functor f) const { return hash_mix(reinterpret_cast<std::uintptr_t>(f)); }
};
struct PtrCompare {
  int operator()(Functor a, Functor b) const { return a == b ? 0 : (a < b ? -1 : 1); }
};

void* gc_alloc(std::size_t bytes) {
  void* p = GC_MALLOC(bytes);
  if (!p) throw std::bad_alloc();
  return p;
}

ClauseArray* new_array(std::size_t capacity) {
  auto* a = static_cast<ClauseArray*>(gc_alloc(sizeof(ClauseArray) + (capacity - 1) * sizeof(Clause*)));
  a->size.store(0, std::memory_order_relaxed);
  a->capacity = capacity;
  return a;
}

IndexTable* new_table(std::size_t capacity) {
  auto* t = static_cast<IndexTable*>(gc_alloc(sizeof(IndexTable) + (capacity - 1) * sizeof(IndexTable::Slot)));
  t->capacity = capacity;
  t->count = 0;
  for (std::size_t i = 0; i < capacity; ++i) {
    t->slots[i].key.store(0, std::memory_order_relaxed);
    t->slots[i].arr.store(nullptr, std::memory_order_relaxed);
  }
  return t;
}

inline std::size_t slot_of(const IndexTable* t, Cell key) {
  return static_cast<std::size_t>(hash_mix(key)) & (t->capacity - 1);
}

IndexTable::Slot* find_slot(IndexTable* t, Cell key) {
  for (std::size_t i = slot_of(t, key);; i = (i + 1) & (t->capacity - 1)) {
    IndexTable::Slot& s = t->slots[i];
    Cell k = s.key.load(std::memory_order_acquire);
    if (k == key || k == 0) return &s;
  }
}

// Appends c to the bucket of its key in t, growing what must grow; returns
// the table to publish (t or a replacement).
IndexTable* index_add(IndexTable* t, Clause* c, Cell Clause::*key_of) {
  constexpr auto relaxed = std::memory_order_relaxed;
  constexpr auto release = std::memory_order_release;
  if ((t->count + 1) * 2 > t->capacity) {
    // The bigger table is private until the caller publishes it.
    IndexTable* bigger = new_table(t->capacity * 2);
    for (std::size_t i = 0; i < t->capacity; ++i) {
      Cell k = t->slots[i].key.load(relaxed);
      if (k != 0) {
        IndexTable::Slot* to = find_slot(bigger, k);
        to->arr.store(t->slots[i].arr.load(relaxed), relaxed);
        to->key.store(k, relaxed);
        ++bigger->count;
      }
    }
    t = bigger;
  }
  const Cell key = c->*key_of;
  IndexTable::Slot* s = find_slot(t, key);
  if (s->key.load(relaxed) == 0) {
    s->arr.store(new_array(4), release);
    s->key.store(key, release);
    ++t->count;
  }
  ClauseArray* a = s->arr.load(relaxed);
  std::size_t n = a->size.load(relaxed);
  if (n == a->capacity) {
    ClauseArray* b = new_array(a->capacity * 2);
    std::memcpy(b->items, a->items, n * sizeof(Clause*));
    b->size.store(n, relaxed);
    s->arr.store(b, release);  // iterations over the old array keep it alive
    a = b;
  }
  a->items[n] = c;
  a->size.store(n + 1, release);
  return t;
}

// Keeps one argument's index right as p->lock's holder links c: an
// appended clause with a key there goes into it; anything else (a clause
// put first, which would come after older ones in its bucket, or one with a
// variable there) drops it, to be rebuilt on use.
void index_linked(std::atomic<IndexTable*>& index, Clause* c, bool at_end, Cell Clause::*key_of) {
  IndexTable* t = index.load(std::memory_order_relaxed);
  if (!t) return;
  if (!at_end || c->*key_of == 0) {
    index.store(nullptr, std::memory_order_release);
  } else {
    index.store(index_add(t, c, key_of), std::memory_order_release);
  }
}

const ClauseArray kNoClauses{{0}, 0, {nullptr}};

}  // namespace

struct Module::Preds {
  lfht::Map<Functor, Predicate*, PtrHash, PtrCompare> map;
};

bool Module::exported(Functor f) const {
  std::lock_guard<std::mutex> g(lock);
  return std::find(exports.begin(), exports.end(), f) != exports.end();
}

OpTable& Module::make_local_ops() {
  std::lock_guard<std::mutex> g(lock);
  if (!own_ops_) {
    own_ops_ = std::make_unique<OpTable>();
    ops_.store(own_ops_.get(), std::memory_order_release);
  }
  return *own_ops_;
}

std::vector<Functor> Module::export_list() const {
  std::lock_guard<std::mutex> g(lock);
  return exports;
}

void Module::add_exports(const std::vector<Functor>& fs) {
  std::lock_guard<std::mutex> g(lock);
  for (Functor f : fs) {
    if (std::find(exports.begin(), exports.end(), f) == exports.end()) exports.push_back(f);
  }
}

namespace {

struct AtomHash {
  std::uint64_t operator()(Atom a) const { return hash_mix(reinterpret_cast<std::uintptr_t>(a)); }
};
struct AtomCompare {
  int operator()(Atom a, Atom b) const { return a == b ? 0 : (a < b ? -1 : 1); }
};

}  // namespace

// Modules by name. Module objects live as long as the Database (owned by
// `all`, appended under `lock`); the trie finds them without locking.
struct Database::Table {
  lfht::Map<Atom, Module*, AtomHash, AtomCompare> by_name;
  std::mutex lock;
  std::vector<std::unique_ptr<Module>> all;
};

// Clause references: number -> clause. The map's memory is traced by the
// collector (traceable_allocator), so an entry never points at freed memory
// even if a clause were unlinked before its entry is dropped.
struct Database::Refs {
  mutable std::mutex lock;
  std::uint64_t next = 1;
  std::unordered_map<std::uint64_t, Clause*, std::hash<std::uint64_t>, std::equal_to<std::uint64_t>,
                     traceable_allocator<std::pair<const std::uint64_t, Clause*>>>
      clauses;
};

Database::Database() : table_(std::make_unique<Table>()), refs_(std::make_unique<Refs>()) {
  system_ = module(atoms::system);
  user_ = module(atoms::user);
}

bool Database::defined(const Predicate* p) {
  return (p->flags.load(std::memory_order_relaxed) & (kPredDefined | kPredDynamic | kPredBuiltin | kPredControl)) != 0;
}
// Predicates are uncollectable (their clauses hang off them), so they go
// with the Database: else a C++ host that makes and destroys Runtimes would
// keep every one's predicates and, through them, its clauses for good, and
// their stale words would name the memory later Runtimes reuse. Their
// meta_predicate specs go too: those meta_predicate/1 made (GC objects,
// shared by a predicate and its clones); the others are static.
Database::~Database() {
  std::vector<Predicate*> all;
  for_each([&](Predicate* p) { all.push_back(p); });
  for (const TransparentClone& c : clones) all.push_back(c.clone);
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  std::vector<const char*> specs;
  for (Predicate* p : all) {
    const char* spec = p->meta.load(std::memory_order_relaxed);
    if (spec && GC_base(const_cast<char*>(spec)) == spec) specs.push_back(spec);
    p->~Predicate();
    GC_FREE(p);
  }
  std::sort(specs.begin(), specs.end());
  specs.erase(std::unique(specs.begin(), specs.end()), specs.end());
  for (const char* spec : specs) GC_FREE(const_cast<char*>(spec));
}

Module* Database::find_module(Atom name) const {
  auto found = table_->by_name.find(name);
  return found ? *found : nullptr;
}

Module* Database::module(Atom name) {
  if (Module* m = find_module(name)) return m;
  std::lock_guard<std::mutex> g(table_->lock);
  if (Module* m = find_module(name)) return m;
  auto owned = std::make_unique<Module>();
  Module* m = owned.get();
  m->name = name;
  m->preds = std::make_unique<Module::Preds>();
  table_->all.push_back(std::move(owned));
  table_->by_name.intern(name, [&] { return std::pair<Atom, Module*>{name, m}; });
  return m;
}

void Database::for_each_module(const std::function<void(Module*)>& f) const {
  std::vector<Module*> mods;
  {
    std::lock_guard<std::mutex> g(table_->lock);
    for (auto& m : table_->all) mods.push_back(m.get());
  }
  for (Module* m : mods) f(m);
}

Predicate* Database::lookup(Module* m, Functor f) const {
  auto found = m->preds->map.find(f);
  return found ? *found : nullptr;
}

Predicate* Database::get(Module* m, Functor f) {
  if (Predicate* p = lookup(m, f)) return p;
  return m->preds->map.intern(f, [&] { return std::pair<Functor, Predicate*>{f, new_predicate(m, f)}; }).first;
}

Predicate* Database::new_predicate(Module* m, Functor f) {
  // Uncollectable: predicates are roots (their clauses hang off them).
  void* mem = GC_MALLOC_UNCOLLECTABLE(sizeof(Predicate));
  if (!mem) throw std::bad_alloc();
  auto* p = new (mem) Predicate;
  p->functor = f;
  p->module = m;
  p->entry[0] = op_word(Op::select);
  p->entry[1] = reinterpret_cast<Word>(p);
  return p;
}

Predicate* Database::inherited(Module* m, Functor f) const {
  for (Module* up : {user_, system_}) {
    if (up == m) continue;
    if (Predicate* p = lookup(up, f)) {
      if (defined(p)) return p;
      if (Predicate* i = p->import.load(std::memory_order_acquire)) return i;
    }
  }
  return nullptr;
}

Predicate* Database::resolve_undefined(Predicate* p, bool remember) const {
  Predicate* cur = p;
  for (int hops = 0; hops < 16; ++hops) {
    Predicate* next = cur->import.load(std::memory_order_acquire);
    if (!next) next = inherited(cur->module, cur->functor);
    if (!next || next == cur) return nullptr;
    if (defined(next)) {
      if (remember && !p->import.load(std::memory_order_relaxed)) p->import.store(next, std::memory_order_release);
      return next;
    }
    cur = next;
  }
  return nullptr;
}

Predicate* Database::import_end(Predicate* p) {
  for (int hops = 0; hops < 16; ++hops) {
    Predicate* to = p->import.load(std::memory_order_acquire);
    if (!to || to == p) break;
    p = to;
  }
  return p;
}

Predicate* Database::visible(Module* m, Functor f, bool remember) const {
  Predicate* own = lookup(m, f);
  if (own) {
    if (defined(own)) return own;
    if (Predicate* r = resolve_undefined(own, remember)) return r;
    return own;
  }
  Predicate* up = inherited(m, f);
  if (!up || defined(up)) return up;
  Predicate* r = resolve_undefined(up, remember);
  return r ? r : up;
}

Predicate* Database::bind(Module* m, Functor f) {
  if (Predicate* own = lookup(m, f)) return own;
  if (m != system_) {
    Predicate* sys = lookup(system_, f);
    if (sys && sys->has(kPredSystem)) return sys;
  }
  return get(m, f);
}

Predicate* Database::define(Module* m, Functor f) {
  if (m != system_) {
    Predicate* sys = lookup(system_, f);
    if (sys && (sys->has(kPredSystem) || sys->has(kPredControl))) return sys;
  }
  Predicate* p = get(m, f);
  p->import.store(nullptr, std::memory_order_release);
  return p;
}

void Database::add(Predicate* p, Clause* c, bool at_end) {
  std::lock_guard<std::mutex> g(p->lock);
  c->pred = p;
  std::lock_guard<std::mutex> gen(gen_lock_);
  std::uint64_t born = generation_.load(std::memory_order_relaxed) + 1;
  c->born.store(born, std::memory_order_relaxed);  // before the clause is reachable: readers see it with the link
  link(p, c, at_end);
  p->live.fetch_add(1, std::memory_order_relaxed);
  if (c->key == 0) p->var_keys.fetch_add(1, std::memory_order_relaxed);
  if (c->key2 == 0) p->var_keys2.fetch_add(1, std::memory_order_relaxed);
  // Publish: calls starting from now see the clause.
  generation_.store(born, std::memory_order_seq_cst);
}

void Database::add_pending(Predicate* p, Clause* c) {
  std::lock_guard<std::mutex> g(p->lock);
  c->pred = p;
  c->born.store(kPending, std::memory_order_relaxed);
  link(p, c, true);
}

void Database::commit_pending(Predicate* p, Atom file) {
  std::lock_guard<std::mutex> g(p->lock);
  std::size_t added = 0, killed = 0, var_added = 0, var_killed = 0, var2_added = 0, var2_killed = 0;
  {
    std::lock_guard<std::mutex> gen(gen_lock_);
    std::uint64_t now = generation_.load(std::memory_order_relaxed) + 1;
    for (Clause* c = p->first.load(std::memory_order_relaxed); c; c = c->next.load(std::memory_order_relaxed)) {
      if (c->born.load(std::memory_order_relaxed) == kPending) {
        c->born.store(now, std::memory_order_release);
        ++added;
        if (c->key == 0) ++var_added;
        if (c->key2 == 0) ++var2_added;
      } else if (c->file == file && c->died.load(std::memory_order_relaxed) == kAlive) {
        c->died.store(now, std::memory_order_release);
        ++killed;
        if (c->key == 0) ++var_killed;
        if (c->key2 == 0) ++var2_killed;
      }
    }
    generation_.store(now, std::memory_order_seq_cst);
  }
  p->live.store(p->live.load(std::memory_order_relaxed) + added - killed, std::memory_order_relaxed);
  p->var_keys.store(p->var_keys.load(std::memory_order_relaxed) + var_added - var_killed, std::memory_order_relaxed);
  p->var_keys2.store(p->var_keys2.load(std::memory_order_relaxed) + var2_added - var2_killed, std::memory_order_relaxed);
  p->dead.fetch_add(killed, std::memory_order_relaxed);
}

void Database::discard_pending(Predicate* p) {
  std::lock_guard<std::mutex> g(p->lock);
  std::size_t dropped = 0;
  std::uint64_t now = generation_.load(std::memory_order_relaxed);
  for (Clause* c = p->first.load(std::memory_order_relaxed); c; c = c->next.load(std::memory_order_relaxed)) {
    if (c->born.load(std::memory_order_relaxed) == kPending && c->died.load(std::memory_order_relaxed) == kAlive) {
      c->died.store(now, std::memory_order_release);  // below its birth: never visible
      ++dropped;
    }
  }
  p->dead.fetch_add(dropped, std::memory_order_relaxed);
}

// Links c into p's list and index (p locked, c->born set).
void Database::link(Predicate* p, Clause* c, bool at_end) {
  if (at_end) {
    if (p->last) {
      p->last->next.store(c, std::memory_order_release);
    } else {
      p->first.store(c, std::memory_order_release);
    }
    p->last = c;
  } else {
    c->next.store(p->first.load(std::memory_order_relaxed), std::memory_order_relaxed);
    p->first.store(c, std::memory_order_release);
    if (!p->last) p->last = c;
  }
  index_linked(p->index, c, at_end, &Clause::key);
  index_linked(p->index2, c, at_end, &Clause::key2);
  p->set(kPredDefined);
}

bool Database::retract(Clause* c) {
  Predicate* p = c->pred;
  std::lock_guard<std::mutex> g(p->lock);
  if (c->died.load(std::memory_order_relaxed) != kAlive) return false;
  {
    std::lock_guard<std::mutex> gen(gen_lock_);
    std::uint64_t now = generation_.load(std::memory_order_relaxed) + 1;
    c->died.store(now, std::memory_order_release);
    generation_.store(now, std::memory_order_seq_cst);
  }
  p->live.fetch_sub(1, std::memory_order_relaxed);
  p->dead.fetch_add(1, std::memory_order_relaxed);
  if (c->key == 0) p->var_keys.fetch_sub(1, std::memory_order_relaxed);
  if (c->key2 == 0) p->var_keys2.fetch_sub(1, std::memory_order_relaxed);
  return true;
}

void Database::wipe(Predicate* p) {
  std::lock_guard<std::mutex> g(p->lock);
  std::size_t killed = 0;
  {
    std::lock_guard<std::mutex> gen(gen_lock_);
    std::uint64_t now = generation_.load(std::memory_order_relaxed) + 1;
    for (Clause* c = p->first.load(std::memory_order_relaxed); c; c = c->next.load(std::memory_order_relaxed)) {
      if (c->died.load(std::memory_order_relaxed) == kAlive) {
        c->died.store(now, std::memory_order_release);
        ++killed;
      }
    }
    generation_.store(now, std::memory_order_seq_cst);
  }
  p->dead.fetch_add(killed, std::memory_order_relaxed);
  p->live.store(0, std::memory_order_relaxed);
  p->var_keys.store(0, std::memory_order_relaxed);
  p->var_keys2.store(0, std::memory_order_relaxed);
  p->index.store(nullptr, std::memory_order_release);
  p->index2.store(nullptr, std::memory_order_release);
}

void Database::collect_dead(Predicate* p, std::uint64_t oldest_gen) {
  std::lock_guard<std::mutex> g(p->lock);
  Clause* prev = nullptr;
  Clause* c = p->first.load(std::memory_order_relaxed);
  std::size_t removed = 0;
  Clause* run = nullptr;  // the first clause of the run unlinked just before c
  // An unlinked clause keeps a next pointer for iterations standing on it,
  // but to the clause that follows its run, not to the next of the run: no
  // running iteration can see the run's clauses (their died <= oldest_gen),
  // and one stray word that points at a retracted clause (the collector
  // scans stacks conservatively) then keeps that clause alone, not every
  // clause retracted after it.
  auto close_run = [&](Clause* after) {
    while (run != after) {
      Clause* next = run->next.load(std::memory_order_relaxed);
      run->next.store(after, std::memory_order_release);
      run = next;
    }
    run = nullptr;
  };
  while (c) {
    Clause* next = c->next.load(std::memory_order_relaxed);
    // kAlive is both "not retracted" (died) and "no running iteration"
    // (oldest_gen): a live clause is never unlinked, whatever oldest_gen.
    std::uint64_t died = c->died.load(std::memory_order_relaxed);
    if (died != kAlive && died <= oldest_gen) {
      if (prev) {
        prev->next.store(next, std::memory_order_release);
      } else {
        p->first.store(next, std::memory_order_release);
      }
      if (p->last == c) p->last = prev;
      {
        std::lock_guard<std::mutex> r(refs_->lock);  // c->ref is set under it
        if (c->ref != 0) refs_->clauses.erase(c->ref);
      }
      if (!run) run = c;
      ++removed;
    } else {
      if (run) close_run(c);
      prev = c;
    }
    c = next;
  }
  if (run) close_run(nullptr);
  p->dead.fetch_sub(removed, std::memory_order_relaxed);
  if (removed) {
    p->index.store(nullptr, std::memory_order_release);
    p->index2.store(nullptr, std::memory_order_release);
  }
}

std::uint64_t Database::clause_ref(Clause* c) {
  std::lock_guard<std::mutex> r(refs_->lock);
  if (c->ref == 0) {
    c->ref = refs_->next++;
    refs_->clauses.emplace(c->ref, c);
  }
  return c->ref;
}

Clause* Database::clause_of_ref(std::uint64_t n) const {
  std::lock_guard<std::mutex> r(refs_->lock);
  auto found = refs_->clauses.find(n);
  return found == refs_->clauses.end() ? nullptr : found->second;
}

namespace {

// The bucket of `key` in the index of one argument (the table, the count of
// visible clauses with a variable there, and the clause's key there),
// building the index when the predicate has enough clauses and none has a
// variable there.
const ClauseArray* bucket_of(Predicate* p, Cell key, std::atomic<IndexTable*>& index,
                             const std::atomic<std::size_t>& var_keys, Cell Clause::*key_of) {
  IndexTable* t = index.load(std::memory_order_acquire);
  if (!t) {
    constexpr auto relaxed = std::memory_order_relaxed;
    if (p->live.load(relaxed) < kIndexMinClauses || var_keys.load(relaxed) != 0) return nullptr;
    std::lock_guard<std::mutex> g(p->lock);
    t = index.load(relaxed);
    if (!t) {
      if (var_keys.load(relaxed) != 0) return nullptr;
      std::size_t cap = 16;
      while (cap < p->live.load(relaxed) * 2) cap *= 2;
      t = new_table(cap);
      // Every clause still linked, dead ones too: a call on another thread
      // may have read its generation before a retract and reach this index
      // after it (visibility filters them; collect_dead drops the index
      // when it unlinks). So a dead clause with a variable argument here,
      // which has no bucket, rules the index out until it is unlinked.
      // Clauses added later go in through add(), under the same lock.
      for (Clause* c = p->first.load(relaxed); c; c = c->next.load(relaxed)) {
        if (c->*key_of == 0) return nullptr;
        t = index_add(t, c, key_of);
      }
      index.store(t, std::memory_order_release);
    }
  }
  IndexTable::Slot* s = find_slot(t, key);
  return s->key.load(std::memory_order_acquire) == 0 ? &kNoClauses : s->arr.load(std::memory_order_acquire);
}

}  // namespace

const ClauseArray* Database::bucket(Predicate* p, Cell key) {
  return bucket_of(p, key, p->index, p->var_keys, &Clause::key);
}

const ClauseArray* Database::bucket2(Predicate* p, Cell key) {
  return bucket_of(p, key, p->index2, p->var_keys2, &Clause::key2);
}

void Database::for_each(const std::function<void(Predicate*)>& f) const {
  for_each_module([&](Module* m) {
    for (auto kv = m->preds->map.first(); kv; kv = m->preds->map.next(kv->first)) f(kv->second);
  });
}

}  // namespace kea
