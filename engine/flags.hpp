// Prolog flags that the engine core consults. Shared by all threads of a
// Runtime; each is a relaxed atomic (a flag change is visible to other
// threads soon, with no ordering promise, as in SWI-Prolog).
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace kea {

struct Record;

enum class QuoteMode : std::uint8_t { Codes, Chars, Atom, String, SymbolChar };
enum class OccursCheck : std::uint8_t { False, True, Error };
enum class UnknownMode : std::uint8_t { Error, Fail, Warning };

struct Flags {
  // The stack_limit of new threads' machines (bytes; kea --stack-limit).
  std::atomic<std::size_t> stack_limit{std::size_t{1} << 30};
  std::atomic<QuoteMode> double_quotes{QuoteMode::String};  // SWI-Prolog's default
  std::atomic<QuoteMode> back_quotes{QuoteMode::Codes};
  std::atomic<OccursCheck> occurs_check{OccursCheck::False};
  std::atomic<UnknownMode> unknown{UnknownMode::Error};
  std::atomic<bool> iso{false};
  std::atomic<bool> digit_groups{true};  // "1 000 000" read as one integer
  std::atomic<int> cpu_count{1};         // CPUs this process may use (set by the Runtime)
  std::atomic<bool> debug{false};
  std::atomic<bool> toplevel_print_anon{true};  // the top level shows _Name bindings too (SWI's default)
  std::atomic<bool> color_term{true};            // library(ansi_term) colours a terminal's output
  std::atomic<bool> hyperlink_term{false};       // library(ansi_term) writes terminal hyperlinks
  std::atomic<bool> gc{true};  // the heap's collector runs when its trigger fires (engine/wam/gc.hpp)
  // char_conversion/2: the table (pairs that differ only) under its mutex;
  // the reader applies it while the char_conversion flag is on.
  std::atomic<bool> char_conversion{false};
  mutable std::mutex char_conversion_mutex;
  std::unordered_map<char32_t, char32_t> char_conversions;
  // The command line (flags os_argv and argv: the whole of it, and the
  // arguments left to the program). Set by the main before any query runs
  // and never changed after, so threads read them without synchronisation.
  std::vector<std::string> os_argv, argv;
  // set_prolog_flag(argv, List) (SWI-Prolog allows it, for programs that
  // consume their options): the term as given (any term, as there), which
  // the flag reads from then on; under its mutex.
  mutable std::mutex argv_set_mutex;
  Record* argv_set = nullptr;
};

}  // namespace kea
