// The emitter: builds one code block (instructions.def) for the compiler
// and for the hand-assembled predicates (catch/3, queries). Labels and
// boxed constants are fixed up by finish(), which copies the block into
// collectable memory (Boehm GC: the block lives while a predicate, a
// clause, an environment or a choicepoint refers to it) and threads the
// opcodes to the emulator's labels.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/wam/code.hpp"

namespace kea {

class Runtime;

// Opcode words as the emulator wants them (label addresses, or opcode
// numbers in the switch build), and back.
Word op_word(Op op);
Op op_of_word(Word w);

class Emitter {
 public:
  using Label = std::uint32_t;

  Label new_label();
  void bind(Label l);               // the label is here
  // One instruction; `operands` in the order and number instructions.def
  // gives. Label operands must come from label(), boxed constants from box();
  // in every instruction that has one, it is the first operand (the fixup
  // records that position).
  void emit(Op op, std::initializer_list<Word> operands = {});
  Word label(Label l);              // an operand referring to a label
  Word box(Cell boxed);             // an operand holding a copy of a box
  std::size_t here() const { return code_.size(); }
  Word& at(std::size_t pos) { return code_[pos]; }
  bool empty() const { return code_.empty(); }

  // The finished block. The emitter may be reused after clear(). A `root`
  // block is never collected: for code that only C++ objects outside the
  // collector's sight refer to (the Runtime's WamCode fragments).
  const Word* finish(bool root = false);
  void clear();

 private:
  struct Fixup {
    std::size_t pos;
    bool is_label;
    std::size_t value;  // label id, or offset in consts_
  };
  std::vector<Word> code_;
  std::vector<Cell> consts_;
  std::vector<std::size_t> label_pos_;
  std::vector<Fixup> fixups_;
};

// Disassembly of a finished block of `words` words, one instruction a line.
void disassemble(const Runtime& rt, const Word* code, std::size_t words, std::string& out);

}  // namespace kea
