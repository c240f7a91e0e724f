// Output and operator builtins: write/1,2, print/1,2, writeq/1,2,
// write_canonical/1,2, write_term/2,3, nl/0,1 (to the current output or a
// stream argument), op/3, halt/0,1.
#include <optional>
#include <string>
#include <vector>

#include "engine/builtins/portray.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/builtins/term_options.hpp"
#include "engine/io/stream_arg.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/wam/consult.hpp"
#include "engine/wam/dbutil.hpp"

namespace kea {
namespace {

void emit(Machine& m, Stream& out, Cell t, WriteOptions opt) {
  opt.store = &m.store();
  std::string text;
  write_term(m.runtime(), text, t, opt);
  stream_write(out, text);
}

Stream& text_out(Machine& m) { return *current_output_checked(m, IoKind::Text); }
StreamRef text_out(Machine& m, Cell stream) { return output_stream(m, stream, IoKind::Text); }

bool bi_write(Machine& m, const Cell* a) { emit(m, text_out(m), a[0], write_options()); return true; }
bool bi_writeq(Machine& m, const Cell* a) { emit(m, text_out(m), a[0], writeq_options()); return true; }
// print/1: writeq, with the program's portray/1 asked first about each
// subterm (portray.hpp), as write_term(T, [portray(true), numbervars(true)]).
void print(Machine& m, Stream& out, Cell t) {
  PortrayHook hook(m);
  emit(m, out, t, print_options(hook));
}
bool bi_print(Machine& m, const Cell* a) {
  print(m, text_out(m), a[0]);
  return true;
}
bool bi_write_canonical(Machine& m, const Cell* a) { emit(m, text_out(m), a[0], canonical_options()); return true; }
bool bi_nl(Machine& m, const Cell*) { stream_write(text_out(m), "\n"); return true; }

bool bi_write2(Machine& m, const Cell* a) { emit(m, *text_out(m, a[0]), a[1], write_options()); return true; }
bool bi_writeq2(Machine& m, const Cell* a) { emit(m, *text_out(m, a[0]), a[1], writeq_options()); return true; }
bool bi_print2(Machine& m, const Cell* a) {
  print(m, *text_out(m, a[0]), a[1]);
  return true;
}
bool bi_write_canonical2(Machine& m, const Cell* a) {
  emit(m, *text_out(m, a[0]), a[1], canonical_options());
  return true;
}
bool bi_nl1(Machine& m, const Cell* a) { stream_write(*text_out(m, a[0]), "\n"); return true; }

bool boolean_option(Store& s, Cell opt, Cell value) {
  value = must_be_bound(s, value);
  if (value == make_atom(atoms::true_)) return true;
  if (value == make_atom(atoms::false_)) return false;
  throw_domain_error(s, atoms::write_option, opt);
}

}  // namespace

void parse_write_options(Machine& m, Cell list, WriteOptions& o, std::vector<std::pair<std::string, Cell>>& names,
                         UnknownOption unknown, bool* portray) {
  Store& s = m.store();
  for (Cell item : must_be_list(s, list)) {  // a partial or cyclic list raises here
    Cell opt = must_be_bound(s, item);
    if (!is_str(opt) || arity_of(opt) != 1) {
      if (unknown == UnknownOption::Ignore) continue;
      throw_domain_error(s, atoms::write_option, opt);
    }
    Atom name = functor_of(opt)->name;
    Cell v = deref(arg(opt, 0));
    if (name == atoms::quoted) o.quoted = boolean_option(s, opt, v);
    else if (name == atoms::ignore_ops) o.ignore_ops = boolean_option(s, opt, v);
    else if (name == atoms::numbervars) o.numbervars = boolean_option(s, opt, v);
    else if (name == atoms::max_depth) o.max_depth = static_cast<unsigned>(must_be_nonneg_int(s, v));
    else if (name == atoms::priority) {
      std::int64_t p = must_be_small_int(s, v);
      if (p < 0 || p > 1200) throw_domain_error(s, atoms::write_option, opt);
      o.priority = static_cast<unsigned>(p);
    } else if (name == atoms::spacing) {
      Cell mode = must_be_atom(s, v);
      if (atom_of(mode) == atoms::next_argument) o.spacing_next_argument = true;
      else if (atom_of(mode) == atoms::standard) o.spacing_next_argument = false;
      else throw_domain_error(s, atoms::write_option, opt);
    }
    else if (portray && name == atoms::portray) *portray = boolean_option(s, opt, v);
    else if (name->view() == "fullstop") o.fullstop = boolean_option(s, opt, v);
    else if (name->view() == "nl") o.nl = boolean_option(s, opt, v);
    else if (name->view() == "character_escapes_unicode") o.escapes_unicode = boolean_option(s, opt, v);
    else if (name == atoms::attributes) {
      std::string_view mode = atom_of(must_be_atom(s, v))->view();
      if (mode == "ignore") o.attributes = WriteOptions::Attributes::Ignore;
      else if (mode == "dots") o.attributes = WriteOptions::Attributes::Dots;
      else if (mode == "write" || mode == "portray") o.attributes = WriteOptions::Attributes::Write;
      else throw_domain_error(s, atoms::write_option, opt);
    }
    else if (name == atoms::variable_names) {
      if (list_skeleton(v).cyclic) throw_domain_error(s, atoms::write_option, opt);
      for (Cell b = v; ; b = deref(list_tail(b))) {
        b = deref(b);
        if (is_var(b)) throw_instantiation_error(s);
        if (b == make_atom(atoms::nil)) break;
        if (!is_list(b)) throw_domain_error(s, atoms::write_option, opt);
        Cell eq = must_be_bound(s, list_head(b));
        if (!is_str(eq) || functor_of(eq) != functors::equals2) throw_domain_error(s, atoms::write_option, opt);
        Cell n = must_be_atom(s, arg(eq, 0));
        names.emplace_back(std::string(atom_of(n)->view()), arg(eq, 1));
      }
      o.variable_names = &names;
    } else if (unknown == UnknownOption::Error) {
      throw_domain_error(s, atoms::write_option, opt);
    }
  }
}

namespace {

// write_term([+Stream,] +Term, +Options)
void write_term_options(Machine& m, Stream* out, const Cell* a) {
  WriteOptions o;
  o.escapes_unicode = true;  // SWI-Prolog's character_escapes_unicode flag, true by default
  std::vector<std::pair<std::string, Cell>> names;
  bool portray = false;
  parse_write_options(m, a[1], o, names, UnknownOption::Error, &portray);
  std::optional<PortrayHook> hook;  // looked up only when asked for
  if (portray) o.portray = hook.emplace(m).get();
  emit(m, out ? *out : text_out(m), a[0], o);
}

bool bi_write_term(Machine& m, const Cell* a) {
  write_term_options(m, nullptr, a);
  return true;
}

bool bi_write_term3(Machine& m, const Cell* a) {
  StreamRef out = text_out(m, a[0]);
  write_term_options(m, out.get(), a + 1);
  return true;
}

// op(+Priority, +Type, +NameOrNames)
bool bi_op(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::int64_t p = must_be_small_int(s, a[0]);
  if (p < 0 || p > 1200) throw_domain_error(s, atoms::operator_priority, deref(a[0]));
  Atom t = atom_of(must_be_atom(s, a[1]));
  OpType type;
  if (t == atoms::xfx) type = OpType::XFX;
  else if (t == atoms::xfy) type = OpType::XFY;
  else if (t == atoms::yfx) type = OpType::YFX;
  else if (t == atoms::fy) type = OpType::FY;
  else if (t == atoms::fx) type = OpType::FX;
  else if (t == atoms::xf) type = OpType::XF;
  else if (t == atoms::yf) type = OpType::YF;
  else throw_domain_error(s, atoms::operator_specifier, deref(a[1]));
  bool infix = type == OpType::XFX || type == OpType::XFY || type == OpType::YFX;
  bool postfix = type == OpType::XF || type == OpType::YF;

  // op(P, T, M:Names) defines them in M; unqualified, in the source module
  // (the module being loaded, else the top-level's). Those of user and
  // system are the Runtime's, the others the module's own.
  Database& db = m.runtime().db();
  Module* target = source_module(m);
  Cell n = must_be_bound(s, strip_module(m, a[2], target));
  bool global = target == db.user() || target == db.system();
  const OpTable* local = global ? nullptr : target->local_ops();
  std::vector<Atom> names;
  if (is_atom(n)) {
    names.push_back(atom_of(n));
  } else {
    for (; is_list(n); n = deref(list_tail(n))) names.push_back(atom_of(must_be_atom(s, list_head(n))));
    if (is_var(n)) throw_instantiation_error(s);
    if (n != make_atom(atoms::nil)) throw_type_error(s, atoms::list, deref(a[2]));
  }
  Atom create = m.runtime().intern("create"), modify = m.runtime().intern("modify"),
       op = m.runtime().intern("operator");
  for (Atom name : names) {
    // ISO: ',' may not be changed; '|' only as an infix operator of
    // priority 1001 or more (or 0); '[]' and '{}' are not operators.
    if (name == atoms::comma) throw_permission_error(s, modify, op, make_atom(name));
    if (name == atoms::bar && (!infix || (p > 0 && p < 1001)))
      throw_permission_error(s, create, op, make_atom(name));
    if (name == atoms::nil || name == atoms::curly) throw_permission_error(s, create, op, make_atom(name));
    // ISO: an atom cannot be both an infix and a postfix operator.
    OpInfo cur = lookup_op(m.runtime().ops(), local, name);
    if (p > 0 && ((infix && cur.postfix.priority > 0) || (postfix && cur.infix.priority > 0)))
      throw_permission_error(s, create, op, make_atom(name));
  }
  OpTable& table = global ? m.runtime().ops() : target->make_local_ops();
  for (Atom name : names) table.define(static_cast<unsigned>(p), type, name);
  return true;
}

bool bi_halt0(Machine&, const Cell*) { throw HaltRequest{0}; }
bool bi_halt1(Machine& m, const Cell* a) {
  throw HaltRequest{static_cast<int>(must_be_small_int(m.store(), a[0]))};
}

const BuiltinDef kWriteBuiltins[] = {
    {"write", 1, true, bi_write},
    {"print", 1, false, bi_print},
    {"writeq", 1, true, bi_writeq},
    {"write_canonical", 1, true, bi_write_canonical},
    {"write_term", 2, true, bi_write_term},
    {"nl", 0, true, bi_nl},
    {"write", 2, true, bi_write2},
    {"print", 2, false, bi_print2},
    {"writeq", 2, true, bi_writeq2},
    {"write_canonical", 2, true, bi_write_canonical2},
    {"write_term", 3, true, bi_write_term3},
    {"nl", 1, true, bi_nl1},
    {"op", 3, true, bi_op},
    {"halt", 0, true, bi_halt0},
    {"halt", 1, true, bi_halt1},
};

}  // namespace

std::span<const BuiltinDef> write_builtins() { return kWriteBuiltins; }

}  // namespace kea
