// libkea: the Kea Prolog engine inside a C++ program.
//
//   #include <kea/kea.hpp>           g++ host.cpp $(pkg-config --cflags --libs kea)
//
//   kea::Engine engine;                       // the shared runtime: database, atoms, flags
//   kea::Thread& t = engine.main();           // this OS thread's Prolog machine
//   t.consult("rules.pl");
//   for (const kea::Query& s : t.query("member(X, [1,2,3]), Y is X * 2"))
//     std::cout << s["Y"].to_int64() << "\n";
//
// Lifetimes. An Engine outlives its Threads; a Thread is used only on the OS
// thread that created it (each host thread makes its own, as each Prolog
// thread has its own machine). A Term is a handle into its Thread's
// machine: it is valid until the Query that was open when it was made is
// destroyed (terms made outside any query: until the Thread is destroyed, or
// the Frame they were made in ends). Read what you need inside the solution
// loop; a solution's bindings are undone when the next one is asked for.
//
// Errors. A Prolog exception that a query does not catch leaves next() as
// kea::PrologError (its error term, its text as the top-level prints it).
// Failure is not an exception. A C++ exception thrown by a foreign
// predicate becomes a Prolog error in the calling goal (see define()).
//
// This header is the whole public interface: it includes nothing of the
// engine's own headers, which may change without breaking hosts. The ABI is
// versioned by the inline namespace and the library's soname (libkea.so.0).
#pragma once

#include <gmp.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace kea {
inline namespace v0 {

class Engine;
class Thread;
class Term;
class Query;
class Call;
namespace detail {
struct EngineImpl;
struct ThreadImpl;
struct QueryImpl;
struct FrozenTerm;
}  // namespace detail

// What an Engine is created with.
struct EngineOptions {
  // The stack_limit flag of every thread, Threads and Prolog threads alike:
  // the bytes its heap, and its local stack, may use (0: the default,
  // 1 GiB). Exceeding it raises resource_error(stack).
  std::size_t stack_limit = 0;
  // Install Starlog's predicates: starlog_load/1,2, starlog_run/0,1,
  // starlog_tuple/1, starlog_relation/2.
  bool starlog = true;
  // The program's arguments: current_prolog_flag(argv, L).
  std::vector<std::string> argv;
};

// A Prolog exception that reached the host.
class PrologError : public std::runtime_error {
 public:
  // A host may throw one from a foreign predicate: the goal raises `ball`.
  explicit PrologError(const Term& ball);
  // The ball as writeq prints it: error(type_error(integer,a),context(succ/2,_)).
  const std::string& term_text() const { return text_; }
  // The message as the top-level prints it after "ERROR: ".
  const std::string& message() const { return message_; }
  // A copy of the ball, made on `t` (the raising Thread if not given).
  Term term() const;
  Term term(Thread& t) const;

 private:
  friend struct detail::ThreadImpl;
  PrologError(Thread* t, std::shared_ptr<const detail::FrozenTerm> ball, std::string text, std::string message);
  Thread* thread_;
  std::shared_ptr<const detail::FrozenTerm> ball_;
  std::string text_;
  std::string message_;
};

// halt/0,1 called by a goal of the host's: the host decides what to do.
class Halt : public std::exception {
 public:
  explicit Halt(int status) : status_(status) {}
  int status() const { return status_; }
  const char* what() const noexcept override { return "halt/1 was called"; }

 private:
  int status_;
};

enum class Kind { variable, atom, integer, floating, string, compound };

// A Prolog term on a Thread (see Lifetimes above). Accessors that are asked
// for the wrong kind throw PrologError with ISO's type_error.
class Term {
 public:
  Term() = default;  // no term: valid() is false
  bool valid() const { return thread_ != nullptr; }
  Thread& thread() const;

  Kind kind() const;
  bool is_variable() const { return kind() == Kind::variable; }
  bool is_atom() const { return kind() == Kind::atom; }
  bool is_integer() const { return kind() == Kind::integer; }
  bool is_float() const { return kind() == Kind::floating; }
  bool is_string() const { return kind() == Kind::string; }
  bool is_compound() const { return kind() == Kind::compound; }
  bool is_list() const;  // a proper list ([] included)

  std::string atom_name() const;          // an atom's text
  bool fits_int64() const;                // an integer within int64_t
  std::int64_t to_int64() const;          // representation_error(int64) if it does not fit
  std::string integer_text() const;       // any integer, in decimal
  void to_mpz(mpz_t out) const;           // any integer; out was mpz_init'ed
  double to_double() const;               // a float, or an integer converted
  std::string string_text() const;        // a string's text
  std::string text() const;               // an atom, string or number as write/1 prints it

  std::string name() const;               // a compound's (or an atom's) name
  std::size_t arity() const;              // 0 for an atom
  Term arg(std::size_t n) const;          // 1-based, as arg/3
  std::vector<Term> elements() const;     // a proper list's elements

  std::string to_string(bool quoted = true) const;  // writeq (or write)
  bool unify(const Term& other) const;    // bindings last until backtracking
  bool operator==(const Term& other) const;  // ==/2: structurally identical

 private:
  friend struct detail::ThreadImpl;
  friend struct detail::QueryImpl;
  friend class Query;
  friend class Call;
  Term(Thread* t, std::size_t slot) : thread_(t), slot_(slot) {}
  Thread* thread_ = nullptr;
  std::size_t slot_ = 0;
};

// An open query. Iterate it with range-for; each step is one solution, read
// with operator[] by variable name. Leaving the loop early, or destroying
// the Query, cuts the goal (its setup_call_cleanup/3 cleanups run) and
// undoes its bindings.
class Query {
 public:
  class iterator {
   public:
    using value_type = Query;
    using difference_type = std::ptrdiff_t;
    const Query& operator*() const { return *q_; }
    iterator& operator++();
    bool operator==(const iterator& o) const { return q_ == o.q_; }
    bool operator!=(const iterator& o) const { return q_ != o.q_; }

   private:
    friend class Query;
    explicit iterator(Query* q) : q_(q) {}
    Query* q_;
  };
  iterator begin();  // runs to the first solution
  iterator end() { return iterator(nullptr); }

  bool next();  // the next solution: false when there are no more
  // A variable of the goal text by name (std::out_of_range if it has none).
  Term operator[](std::string_view variable) const;
  std::vector<std::string> variables() const;  // in order of appearance
  Term goal() const;
  void close();  // as the destructor; the Query can then only be destroyed

  Query(Query&& o) noexcept;
  Query& operator=(Query&&) = delete;
  ~Query();

 private:
  friend class Thread;
  explicit Query(std::unique_ptr<detail::QueryImpl> impl);
  std::unique_ptr<detail::QueryImpl> impl_;
};

// A scope for terms made outside queries: they are released at its end.
class Frame {
 public:
  explicit Frame(Thread& t);
  ~Frame();
  Frame(const Frame&) = delete;
  Frame& operator=(const Frame&) = delete;

 private:
  Thread& t_;
  std::size_t slots_;
  void* heap_;
  std::size_t trail_;
};

// One OS thread's Prolog machine on an Engine. Create it on the thread
// that uses it (it registers that thread with the garbage collector).
class Thread {
 public:
  explicit Thread(Engine& engine);
  ~Thread();
  Thread(const Thread&) = delete;
  Thread& operator=(const Thread&) = delete;
  Engine& engine() const;

  // Loading: consult/1 of a file (errors in it are printed and loading goes
  // on, as consult/1 does; a missing file raises), or program text given
  // as if it were the file `name` (loading the same name again replaces it).
  void consult(const std::string& path);
  void consult_text(std::string_view text, std::string_view name = "host_text");

  // Queries: goal text (its variables can be read by name) or a term.
  Query query(std::string_view goal);
  Query query(const Term& goal);
  bool once(std::string_view goal);  // true if the goal succeeds (bindings dropped)

  // Terms.
  Term parse(std::string_view text);  // one term, read as read_term/2 reads (syntax errors raise)
  Term atom(std::string_view name);  // "[]" is the atom '[]', not the empty list: that is list({})
  Term integer(std::int64_t v);
  Term integer(const mpz_t v);
  Term integer(std::string_view decimal);  // any size; syntax_error if not an integer
  Term floating(double v);
  Term string(std::string_view text);
  Term variable();
  Term compound(std::string_view name, const std::vector<Term>& args);
  Term compound(std::string_view name, std::initializer_list<Term> args) {
    return compound(name, std::vector<Term>(args));
  }
  Term list(const std::vector<Term>& items);

  // Starlog: load a program (found as consult/1 finds files) and run it to
  // the end; read its relations with query("starlog_tuple(edge(X, Y))").
  void starlog_load(const std::string& path);
  void starlog_run();

 private:
  friend class Term;
  friend class Query;
  friend class Frame;
  friend class Call;
  friend class Engine;
  friend class PrologError;
  friend struct detail::EngineImpl;
  friend struct detail::ThreadImpl;
  Thread() = default;  // for a Thread that borrows a Prolog thread's machine
  std::unique_ptr<detail::ThreadImpl> impl_;
};

// The arguments of a call of a foreign predicate.
class Call {
 public:
  std::size_t arity() const { return arity_; }
  Term arg(std::size_t n) const;  // 1-based
  Thread& thread() const { return *thread_; }
  // Unify argument n with t. On failure nothing of it is left bound, so a
  // nondeterministic predicate can go on to its next candidate.
  bool unify(std::size_t n, const Term& t) const;

 private:
  friend struct detail::ThreadImpl;
  Call(Thread* t, std::size_t first_slot, std::size_t arity) : thread_(t), first_(first_slot), arity_(arity) {}
  Thread* thread_;
  std::size_t first_;
  std::size_t arity_;
};

// What a nondeterministic foreign predicate says about candidate i.
enum class Next {
  fail,  // no solution at i or after it: the call fails now
  skip,  // no solution at i: try i + 1
  last,  // the arguments are unified for solution i, the last one
  more,  // the arguments are unified for solution i; ask again with i + 1
};

// The shared runtime: atoms, the clause database, flags, foreign predicates.
class Engine {
 public:
  explicit Engine(const EngineOptions& options = {});
  ~Engine();  // every other Thread must be gone by now
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // The Thread of the OS thread that created the Engine.
  Thread& main();

  // Foreign predicates, callable from every Thread (they run on the
  // calling one). A deterministic one returns whether it succeeded; a
  // nondeterministic one is called with i = 0, 1, 2, ... (see Next). A
  // PrologError thrown inside raises its ball; any other C++ exception
  // raises error(system_error(What), context(Name/Arity, _)), and
  // std::bad_alloc resource_error(memory). Defining a predicate of the
  // system is a permission_error.
  using Deterministic = std::function<bool(Call&)>;
  using Nondeterministic = std::function<Next(Call&, std::size_t)>;
  void define(std::string_view name, std::size_t arity, Deterministic fn);
  void define_nondet(std::string_view name, std::size_t arity, Nondeterministic fn);

  const EngineOptions& options() const;

 private:
  friend class Thread;
  std::unique_ptr<detail::EngineImpl> impl_;
};

}  // namespace v0
}  // namespace kea
