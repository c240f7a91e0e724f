#include "engine/runtime.hpp"

#include <gc/gc.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <new>

#include "engine/wam/db.hpp"
#include "engine/gc.hpp"
#include "engine/io/stream.hpp"
#include "engine/text_hash.hpp"
#include "engine/threads.hpp"
#include "lfht/lfht.hpp"

namespace kea {
namespace {

// Atom table: key and value are the entry; lookups probe with text.
struct AtomHash {
  std::uint64_t operator()(Atom a) const { return a->hash; }
  std::uint64_t operator()(std::string_view s) const { return text_hash(s); }
};
struct AtomCompare {
  static int cmp(std::string_view a, std::string_view b) {
    int c = a.compare(b);
    return c < 0 ? -1 : c > 0;
  }
  int operator()(Atom a, Atom b) const { return cmp(a->view(), b->view()); }
  int operator()(std::string_view a, Atom b) const { return cmp(a, b->view()); }
  int operator()(Atom a, std::string_view b) const { return cmp(a->view(), b); }
};

// Functor table: probe with (name, arity).
struct FunctorKey {
  Atom name;
  unsigned arity;
};
inline std::uint64_t functor_hash(Atom name, unsigned arity) {
  return hash_mix(name->hash ^ (std::uint64_t{arity} * 0x9e3779b97f4a7c15ULL));
}
struct FunctorHash {
  std::uint64_t operator()(Functor f) const { return functor_hash(f->name, f->arity); }
  std::uint64_t operator()(const FunctorKey& k) const { return functor_hash(k.name, k.arity); }
};
struct FunctorCompare {
  static int cmp(Atom n1, unsigned a1, Atom n2, unsigned a2) {
    if (a1 != a2) return a1 < a2 ? -1 : 1;
    return compare_atoms(n1, n2);
  }
  int operator()(Functor a, Functor b) const { return cmp(a->name, a->arity, b->name, b->arity); }
  int operator()(const FunctorKey& a, Functor b) const { return cmp(a.name, a.arity, b->name, b->arity); }
  int operator()(Functor a, const FunctorKey& b) const { return cmp(a->name, a->arity, b.name, b.arity); }
};

using AtomMap = lfht::Map<Atom, Atom, AtomHash, AtomCompare>;
using FunctorMap = lfht::Map<Functor, Functor, FunctorHash, FunctorCompare>;

// A dynamic atom: entry and text in one GC allocation with no pointers the
// collector must follow (text points into the same block).
Atom new_atom_entry(std::string_view text) {
  void* mem = GC_MALLOC_ATOMIC(sizeof(AtomEntry) + text.size() + 1);
  if (mem == nullptr) throw std::bad_alloc();
  char* chars = static_cast<char*>(mem) + sizeof(AtomEntry);
  std::memcpy(chars, text.data(), text.size());
  chars[text.size()] = '\0';
  return new (mem) AtomEntry{text_hash(text), static_cast<std::uint32_t>(text.size()), 0, chars};
}

Functor new_functor_entry(Atom name, unsigned arity) {
  // Scanned allocation: the entry points at its (GC-allocated) name.
  void* mem = GC_MALLOC(sizeof(FunctorEntry));
  if (mem == nullptr) throw std::bad_alloc();
  return new (mem) FunctorEntry{name, arity, 0};
}

[[noreturn]] void predefined_clash(const char* what, std::string_view text) {
  std::fprintf(stderr, "kea: predefined %s '%.*s' is listed twice in engine/*.def\n", what,
               static_cast<int>(text.size()), text.data());
  std::abort();
}

}  // namespace

struct Runtime::Tables {
  AtomMap atoms;
  FunctorMap functors;
};

struct Runtime::Extensions {
  mutable std::mutex lock;
  std::map<std::string, std::unique_ptr<Extension>, std::less<>> by_key;
  std::map<Functor, MessageText> message_texts;
};

Runtime::Runtime() : extensions_(std::make_unique<Extensions>()) {
  gc_init();
  tables_ = std::make_unique<Tables>();
  // Two .def lines with the same text would make atoms::x differ from
  // intern(text): a build defect, reported at the first Runtime.
  for (Atom a : kPredefinedAtoms) {
    if (!tables_->atoms.insert(a, a).second) predefined_clash("atom", a->view());
  }
  for (Functor f : kPredefinedFunctors) {
    if (!tables_->functors.insert(f, f).second) predefined_clash("functor", f->name->view());
  }
  flags_.cpu_count.store(usable_cpu_count(), std::memory_order_relaxed);
  install_default_operators(*this);
  streams_ = std::make_unique<StreamTable>();
  db_ = std::make_unique<Database>();
  threads_ = std::make_unique<ThreadSet>(*this);
  install_control_predicates(*this);
  install_builtins(*this);
  load_boot_library(*this);
}

Runtime::~Runtime() {
  if (!threads_->shutdown()) {
    // A thread would not stop (blocked where no signal reaches it): it may
    // still touch the Runtime, so what it could touch is left allocated
    // for the few moments before the process exits.
    (void)threads_.release();
    (void)extensions_.release();
    (void)db_.release();
    (void)streams_.release();
    (void)tables_.release();
  }
}

Runtime::Extension* Runtime::extension(std::string_view key) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto it = extensions_->by_key.find(key);
  return it == extensions_->by_key.end() ? nullptr : it->second.get();
}

Runtime::Extension* Runtime::add_extension(std::string_view key, std::unique_ptr<Extension> ext) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto [it, added] = extensions_->by_key.emplace(std::string(key), nullptr);
  if (added) it->second = std::move(ext);
  return it->second.get();
}

void Runtime::add_message_text(Functor formal, MessageText text) {
  std::lock_guard<std::mutex> g(extensions_->lock);
  extensions_->message_texts[formal] = text;
}

Runtime::MessageText Runtime::message_text(Functor formal) const {
  std::lock_guard<std::mutex> g(extensions_->lock);
  auto it = extensions_->message_texts.find(formal);
  return it == extensions_->message_texts.end() ? nullptr : it->second;
}

Atom Runtime::intern(std::string_view utf8) {
  if (auto found = tables_->atoms.find(utf8)) return *found;
  return tables_->atoms
      .intern(utf8, [&] {
        Atom a = new_atom_entry(utf8);
        return std::pair<Atom, Atom>{a, a};
      })
      .first;
}

Atom Runtime::find_atom(std::string_view utf8) const {
  auto found = tables_->atoms.find(utf8);
  return found ? *found : nullptr;
}

Functor Runtime::functor(Atom name, unsigned arity) {
  FunctorKey key{name, arity};
  if (auto found = tables_->functors.find(key)) return *found;
  return tables_->functors
      .intern(key, [&] {
        Functor f = new_functor_entry(name, arity);
        return std::pair<Functor, Functor>{f, f};
      })
      .first;
}

void Runtime::for_each_atom(const std::function<void(Atom)>& f) const {
  for (auto kv = tables_->atoms.first(); kv; kv = tables_->atoms.next(kv->first)) f(kv->first);
}

std::size_t Runtime::atom_count_approx() const { return tables_->atoms.size_approx(); }

}  // namespace kea
