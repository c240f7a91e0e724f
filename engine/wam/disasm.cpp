// The disassembler behind wam_listing/1: one instruction a line, operands
// printed by their kind in instructions.def, constants as writeq/1 prints
// them, so that a listing shows which constant the compiler put there.
#include <cstdio>
#include <string>

#include "engine/builtins/registry.hpp"
#include "engine/runtime.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/emit.hpp"

namespace kea {
namespace {

std::string indicator_text(std::string_view name, unsigned arity) {
  std::string out;
  append_atom_text(out, name, true);
  return out + "/" + std::to_string(arity);
}

std::string reg_text(Word w) {
  return (is_yreg_operand(w) ? "Y" : "X") + std::to_string(reg_index(w));
}

}  // namespace

void disassemble(const Runtime& rt, const Word* code, std::size_t words, std::string& out) {
  for (std::size_t i = 0; i < words;) {
    Op op = op_of_word(code[i]);
    if (op == Op::count_) {
      out += "    ?? (not an instruction)\n";
      return;
    }
    const InstrInfo& info = kInstrInfo[static_cast<unsigned>(op)];
    char head[32];
    std::snprintf(head, sizeof head, "  %4zu  ", i);
    out += head;
    out += info.name;
    for (std::size_t k = 0; k < info.operands.size(); ++k) {
      Word w = code[i + 1 + k];
      out += k ? ", " : " ";
      switch (info.operands[k]) {
        case 'x': out += "X" + std::to_string(w); break;
        case 'y': out += "Y" + std::to_string(w); break;
        case 'r': out += reg_text(w); break;
        case 'o':
          if (is_reg_operand(w)) {
            out += reg_text(w);
            break;
          }
          [[fallthrough]];
        case 'c':
        case 'b': write_term(rt, out, static_cast<Cell>(w), writeq_options()); break;
        case 'f': {
          Functor f = reinterpret_cast<Functor>(w);
          out += indicator_text(f->name->view(), f->arity);
          break;
        }
        case 'p': {
          Functor f = reinterpret_cast<const Predicate*>(w)->functor;
          out += indicator_text(f->name->view(), f->arity);
          break;
        }
        case 'l': {
          const Word* target = reinterpret_cast<const Word*>(w);
          if (target >= code && target < code + words) {
            out += "@" + std::to_string(target - code);
          } else {
            out += "<code>";
          }
          break;
        }
        case 'd': {
          const auto* d = reinterpret_cast<const BuiltinDef*>(w);
          out += indicator_text(d->name, d->arity);
          break;
        }
        default: out += std::to_string(w); break;
      }
    }
    out += "\n";
    i += op_size(op);
  }
}

}  // namespace kea
