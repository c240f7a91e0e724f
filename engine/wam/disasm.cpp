// The disassembler behind wam_listing/1: one instruction a line, operands
// printed by their kind in instructions.def.
#include <cstdio>
#include <string>

#include "engine/arith/arith.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/wam/db.hpp"
#include "engine/wam/emit.hpp"
#include "engine/syntax/float_format.hpp"
#include "engine/syntax/writer.hpp"

namespace kea {
namespace {

std::string cell_text(Cell c) {
  // Constants of code: atoms, numbers and strings; no Runtime needed.
  if (is_small_int(c)) return std::to_string(small_int_of(c));
  if (is_atom(c)) {
    std::string out;
    append_atom_text(out, atom_of(c)->view(), true);
    return out;
  }
  if (is_float(c)) return format_float(float_of(c));
  if (is_bigint(c)) return integer_to_string(c);
  if (is_string(c)) {
    // The string's text quoted as an atom's would be, between double quotes.
    std::string q;
    append_atom_text(q, string_of(c), true);
    if (q.size() >= 2 && q.front() == '\'' && q.back() == '\'') q = q.substr(1, q.size() - 2);
    return '"' + q + '"';
  }
  return "<box>";
}

std::string reg_text(Word w) {
  return (is_yreg_operand(w) ? "Y" : "X") + std::to_string(reg_index(w));
}

}  // namespace

void disassemble(const Word* code, std::size_t words, std::string& out) {
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
        case 'o': out += is_reg_operand(w) ? reg_text(w) : cell_text(w); break;
        case 'c':
        case 'b': out += cell_text(w); break;
        case 'f': {
          Functor f = reinterpret_cast<Functor>(w);
          std::string name;
          append_atom_text(name, f->name->view(), true);
          out += name + "/" + std::to_string(f->arity);
          break;
        }
        case 'p': {
          Functor f = reinterpret_cast<const Predicate*>(w)->functor;
          std::string name;
          append_atom_text(name, f->name->view(), true);
          out += name + "/" + std::to_string(f->arity);
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
          out += std::string(d->name) + "/" + std::to_string(d->arity);
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
