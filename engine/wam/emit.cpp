#include "engine/wam/emit.hpp"

#include <gc/gc.h>

#include <cassert>
#include <cstring>
#include <new>

namespace kea {

Emitter::Label Emitter::new_label() {
  label_pos_.push_back(static_cast<std::size_t>(-1));
  return static_cast<Label>(label_pos_.size() - 1);
}

void Emitter::bind(Label l) { label_pos_[l] = code_.size(); }

void Emitter::emit(Op op, std::initializer_list<Word> operands) {
  assert(operands.size() + 1 == op_size(op));
  code_.push_back(static_cast<Word>(op));
  for (Word w : operands) code_.push_back(w);
}

// Placeholders: the fixup list says which operand words to patch; the
// placeholder value itself is never read.
Word Emitter::label(Label l) {
  fixups_.push_back({code_.size() + 1 + 0, true, l});
  return 0;
}

Word Emitter::box(Cell boxed) {
  const Cell* p = cell_ptr(boxed);
  std::size_t words = 1 + header_words(p[0]);
  std::size_t off = consts_.size();
  consts_.insert(consts_.end(), p, p + words);
  fixups_.push_back({code_.size() + 1, false, off});
  return 0;
}

const Word* Emitter::finish(bool root) {
  std::size_t n = code_.size() + consts_.size();
  Word* block = static_cast<Word*>(root ? GC_MALLOC_UNCOLLECTABLE(n * sizeof(Word)) : GC_MALLOC(n * sizeof(Word)));
  if (!block) throw std::bad_alloc();
  // Opcodes become emulator addresses; operands stay as they are.
  for (std::size_t i = 0; i < code_.size();) {
    Op op = static_cast<Op>(code_[i]);
    unsigned size = op_size(op);
    block[i] = op_word(op);
    const std::string_view kinds = kInstrInfo[static_cast<unsigned>(op)].operands;
    for (unsigned k = 1; k < size; ++k) {
      const Word w = code_[i + k];
      block[i + k] = w;
      // An atom literal: the block is a GC object, which the atom
      // collector's young collections do not scan.
      if ((kinds[k - 1] == 'c' || kinds[k - 1] == 'o') && is_atom(w)) hold_atom(atom_of(w));
    }
    i += size;
  }
  if (!consts_.empty()) std::memcpy(block + code_.size(), consts_.data(), consts_.size() * sizeof(Cell));
  for (const Fixup& f : fixups_) {
    if (f.is_label) {
      assert(label_pos_[f.value] != static_cast<std::size_t>(-1));
      block[f.pos] = reinterpret_cast<Word>(block + label_pos_[f.value]);
    } else {
      block[f.pos] = make_box(reinterpret_cast<Cell*>(block + code_.size() + f.value));
    }
  }
  return block;
}

void Emitter::clear() {
  code_.clear();
  consts_.clear();
  label_pos_.clear();
  fixups_.clear();
}

}  // namespace kea
