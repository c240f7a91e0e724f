// WAM code: words, opcodes, operand encodings, and the emulator's frames.
//
// The instruction set is engine/wam/instructions.def; this header expands it
// into the Op enum and the operand signatures. A code block is an array of
// Words: an opcode word followed by its operands (instructions.def gives
// their kinds). Once a block is finished (Emitter::finish), each opcode
// word holds the address of the emulator's label for that instruction
// (direct threading; the switch build used under sanitizers keeps the
// opcode number), and labels are absolute addresses.
//
// Register operands ('r' and 'o' kinds) are encoded so that the emulator can
// tell a register from a literal with one test:
//
//   63                               4   3   2 1 0
//  +----------------------------------+---+-------+
//  | register index                   | Y | 1 1 1 |   register (X, or Y when bit 3 is set)
//  +----------------------------------+---+-------+
//  | any atom or small integer cell (tags 001 / 010)  |   literal ('o' only)
//  +--------------------------------------------------+
//
// Tag 111 is HEADER, which never appears in a term reference, so literals
// and registers cannot be confused.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/terms/term.hpp"

namespace kea {

using Word = std::uintptr_t;

enum class Op : std::uint16_t {
#define OP(name, operands, meaning) name,
#include "engine/wam/instructions.def"
#undef OP
  count_
};
inline constexpr unsigned kOpCount = static_cast<unsigned>(Op::count_);

struct InstrInfo {
  std::string_view name;
  std::string_view operands;  // one kind character per operand word
  std::string_view meaning;
};
inline constexpr InstrInfo kInstrInfo[] = {
#define OP(name, operands, meaning) {#name, operands, meaning},
#include "engine/wam/instructions.def"
#undef OP
};
inline constexpr unsigned op_size(Op op) {
  return 1 + static_cast<unsigned>(kInstrInfo[static_cast<unsigned>(op)].operands.size());
}

// X registers per machine; a clause needing more is refused by the compiler
// (representation_error(max_arity)-like, see compile.cpp).
inline constexpr unsigned kMaxRegisters = 1024;
// call/1..kMaxCallArgs.
inline constexpr unsigned kMaxCallArgs = 8;

constexpr Word xreg(unsigned i) { return (Word{i} << 4) | 7; }
constexpr Word yreg(unsigned i) { return (Word{i} << 4) | 8 | 7; }
constexpr bool is_reg_operand(Word w) { return (w & 7) == 7; }
constexpr bool is_yreg_operand(Word w) { return (w & 8) != 0; }
constexpr unsigned reg_index(Word w) { return static_cast<unsigned>(w >> 4); }

struct Predicate;
struct Clause;

// An environment (the WAM's E): the continuation of the clause that pushed
// it and its permanent variables. A Y slot, once written, holds a term (a
// permanent variable's first occurrence makes a heap variable), never an
// unbound self-reference, so no heap cell ever points into the stack; slots
// not yet written hold whatever the stack held before (the heap collector
// tolerates such stale roots, engine/wam/gc.hpp).
struct Frame {
  Frame* ce;            // caller's environment
  const Word* cp;       // where the caller continues
  std::uint32_t size;   // number of Y slots
  std::uint32_t depth;  // the clause's depth (Machine::depth_: returns restore it)
  Cell y[];
  Cell* end() { return y + size; }
};

// A choicepoint (the WAM's B). Lives on the same stack as environments,
// above every environment it protects.
struct ChoicePoint {
  ChoicePoint* prev;
  const Word* alt;     // where to resume on backtracking
  Frame* e;
  const Word* cp;
  ChoicePoint* b0;     // cut barrier of the clause that was running
  Cell* h;             // heap top
  std::size_t tr;      // trail size
  Cell* top;           // end of this record on the stack
  // Clause alternatives (select / retry_clause): the next candidate and the
  // generation the call started at (logical update view).
  Clause* clause;            // next candidate in the clause list, or
  const struct ClauseArray* arr;  // in this hash bucket, from position pos
  std::size_t pos;
  std::uint64_t gen;
  Predicate* pred;
  std::uint32_t nargs;  // saved argument registers
  std::uint32_t depth;  // the depth of the clause that pushed it (restored by backtracking)
  Cell active;          // catch choicepoints: 1 while the catch is in force (value-trailed)
  Cell args[];
};

constexpr std::size_t words_of_frame(std::size_t slots) { return (sizeof(Frame) / sizeof(Cell)) + slots; }
constexpr std::size_t words_of_choicepoint(std::size_t nargs) {
  return (sizeof(ChoicePoint) / sizeof(Cell)) + nargs;
}

}  // namespace kea
