#include "engine/messages.hpp"

#include <cstdio>

#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"

namespace kea {
std::string syntax_error_text(const Runtime& rt, Cell what);

namespace {

std::string q(const Runtime& rt, Cell t) { return term_to_string(rt, t, writeq_options()); }

// "an integer", "a compound", ... for "found `X' (a ...)".
std::string kind_of(Cell t) {
  t = deref(t);
  if (is_var(t)) return "an unbound variable";
  if (is_small_int(t) || is_bigint(t)) return "an integer";
  if (is_float(t)) return "a float";
  if (is_string(t)) return "a string";
  if (is_atom(t)) return "an atom";
  return is_proper_list(t) ? "a list" : "a compound";  // [a|b] and [a|_] are compounds to SWI
}

std::string formal_message(const Runtime& rt, Cell f) {
  f = deref(f);
  if (is_atom(f) && atom_of(f) == atoms::instantiation_error) return "Arguments are not sufficiently instantiated";
  if (is_named(f, "type_error", 2) && is_named(arg(f, 0), "evaluable", 0))
    return "Arithmetic: `" + q(rt, arg(f, 1)) + "' is not a function";
  if (is_named(f, "type_error", 2))
    return "Type error: `" + q(rt, arg(f, 0)) + "' expected, found `" + q(rt, arg(f, 1)) + "' (" + kind_of(arg(f, 1)) + ")";
  if (is_named(f, "domain_error", 2))
    return "Domain error: `" + q(rt, arg(f, 0)) + "' expected, found `" + q(rt, arg(f, 1)) + "'";
  if (is_named(f, "existence_error", 2)) {
    Cell kind = deref(arg(f, 0));
    if (is_atom(kind) && atom_of(kind) == atoms::procedure) return "Unknown procedure: " + q(rt, arg(f, 1));
    return q(rt, kind) + " `" + q(rt, arg(f, 1)) + "' does not exist";  // as SWI-Prolog
  }
  if (is_named(f, "permission_error", 3) && is_named(arg(f, 0), "import_into", 1))
    return "No permission to import " + q(rt, arg(f, 2)) + " into " + q(rt, arg(deref(arg(f, 0)), 0));
  if (is_named(f, "permission_error", 3)) {
    // SWI-Prolog's words for two of them.
    if (deref(arg(f, 1)) == make_atom(atoms::static_procedure))
      return "No permission to " + q(rt, arg(f, 0)) + " static procedure `" + q(rt, arg(f, 2)) + "'";
    if (deref(arg(f, 0)) == make_atom(atoms::input) && deref(arg(f, 1)) == make_atom(atoms::binary_stream))
      return "No permission to read characters from binary stream `" + q(rt, arg(f, 2)) + "'";
    return "No permission to " + q(rt, arg(f, 0)) + " " + q(rt, arg(f, 1)) + " `" + q(rt, arg(f, 2)) + "'";
  }
  if (is_named(f, "evaluation_error", 1)) return "Arithmetic: evaluation error: `" + q(rt, arg(f, 0)) + "'";
  if (is_named(f, "representation_error", 1)) return "Cannot represent due to `" + q(rt, arg(f, 0)) + "'";
  if (is_named(f, "resource_error", 1)) return "Not enough resources: " + q(rt, arg(f, 0));
  if (is_named(f, "syntax_error", 1)) return "Syntax error: " + syntax_error_text(rt, arg(f, 0));
  if (is_named(f, "uninstantiation_error", 1)) return "Uninstantiated argument expected, found " + q(rt, arg(f, 0));
  if (is_named(f, "occurs_check", 2))
    return "Cannot unify " + q(rt, arg(f, 0)) + " with " + q(rt, arg(f, 1)) + ": would create an infinite tree";
  if (is_named(f, "format", 1)) return "Format error: " + term_to_string(rt, arg(f, 0), write_options());
  if (is_named(f, "format_argument_type", 2))
    return "Illegal argument to format sequence ~" + term_to_string(rt, arg(f, 0), write_options()) + ": " +
           q(rt, arg(f, 1));
  if (is_named(f, "io_error", 2)) return "I/O error in " + q(rt, arg(f, 0)) + " on stream " + q(rt, arg(f, 1));
  // A library's own formal (Runtime::add_message_text).
  if (is_str(f)) {
    if (Runtime::MessageText text = rt.message_text(functor_of(f))) return text(rt, f);
  }
  return "Unknown error term: " + q(rt, f);
}

// resource_error(stack)'s context, stack_overflow([stack_limit(KB),
// localused(KB), ...]), in SWI-Prolog's words (on one line).
std::string stack_overflow_text(Cell facts) {
  auto fact = [&](std::string_view key) -> std::int64_t {
    for (Cell l = deref(facts); is_list(l); l = deref(list_tail(l))) {
      Cell f = deref(list_head(l));
      if (is_named(f, key, 1) && is_small_int(deref(arg(f, 0)))) return small_int_of(deref(arg(f, 0)));
    }
    return 0;
  };
  double limit_kb = static_cast<double>(fact("stack_limit"));
  char limit[64];
  if (limit_kb >= 1024.0 * 1024.0) {
    std::snprintf(limit, sizeof limit, "%.1fGb", limit_kb / (1024.0 * 1024.0));
  } else {
    std::snprintf(limit, sizeof limit, "%.1fMb", limit_kb / 1024.0);
  }
  return "Stack limit (" + std::string(limit) + ") exceeded (stack sizes: local: " +
         std::to_string(fact("localused")) + "Kb, global: " + std::to_string(fact("globalused")) +
         "Kb, trail: " + std::to_string(fact("trailused")) + "Kb" +
         // Most of it in frames: SWI suspects the same.
         (2 * fact("localused") > fact("stack_limit") ? "; possibly a recursion that does not end)" : ")");
}

}  // namespace

// SWI-Prolog's wording for the reader's syntax errors.
std::string syntax_error_text(const Runtime& rt, Cell what) {
  static const std::pair<const char*, const char*> words[] = {
      {"operator_expected", "Operator expected"},
      {"cannot_start_term", "Illegal start of term"},
      {"end_of_clause_expected", "End of clause expected"},
      {"end_of_file", "Unexpected end of file"},
      {"operator_clash", "Operator priority clash"},
      {"list_rest", "Unexpected comma or bar in rest of list"},
      {"quoted_punctuation", "Operand expected, unquoted comma or bar found"},
      {"end_of_file_in_block_comment", "End of file in /* ... */ comment"},
      {"illegal_number", "Illegal number"},
      {"illegal_character", "Illegal character"},
      {"illegal_character_code", "Illegal character code"},
      {"undefined_char_escape", "Undefined character escape in quoted atom or string"},
  };
  what = deref(what);
  if (is_atom(what)) {
    for (auto [id, text] : words) {
      if (atom_of(what)->view() == id) return text;
    }
  }
  return term_to_string(rt, what, write_options());
}

std::string error_message(const Runtime& rt, Cell e, bool unhandled_prefix) {
  e = deref(e);
  if (!is_str(e) || functor_of(e) != functors::error2) {
    return std::string(unhandled_prefix ? "Unhandled exception: " : "") + "Unknown message: " + q(rt, e);
  }
  std::string where;
  Cell ctx = deref(arg(e, 1));
  if (is_named(ctx, "stack_overflow", 1)) return stack_overflow_text(arg(ctx, 0));
  std::string extra;
  if (is_str(ctx) && functor_of(ctx) == functors::file4) {
    // file(File, Line, LinePos, CharNo), as SWI-Prolog: file:line:linepos:
    where = term_to_string(rt, arg(ctx, 0), write_options()) + ":" + q(rt, arg(ctx, 1)) + ":" + q(rt, arg(ctx, 2)) + ": ";
  } else if (is_str(ctx) && functor_of(ctx) == functors::stream4) {
    // Syntax errors on a stream that is not a file: stream:line:linepos:
    where = q(rt, arg(ctx, 0)) + ":" + q(rt, arg(ctx, 1)) + ":" + q(rt, arg(ctx, 2)) + ": ";
  } else if (is_str(ctx) && functor_of(ctx) == functors::context2) {
    Cell pi = deref(arg(ctx, 0));
    // As SWI-Prolog writes it there: the name as is (is/2, =../2, //2).
    if (is_str(pi) && functor_of(pi) == functors::slash2 && is_atom(deref(arg(pi, 0)))) {
      where = std::string(atom_of(deref(arg(pi, 0)))->view()) + "/" + q(rt, arg(pi, 1)) + ": ";
    } else if (!is_var(pi)) {
      where = q(rt, pi) + ": ";
    }
    Cell msg = deref(arg(ctx, 1));
    if (is_string(msg)) extra = " (" + std::string(string_of(msg)) + ")";
    else if (!is_var(msg)) extra = " (" + term_to_string(rt, msg, write_options()) + ")";
  }
  return where + formal_message(rt, arg(e, 0)) + extra;
}

void print_error_lines(std::string_view text) {
  std::fflush(stdout);
  std::string out;
  for (;;) {
    std::size_t nl = text.find('\n');
    out += "ERROR: ";
    out += text.substr(0, nl);
    out += '\n';
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  std::fputs(out.c_str(), stderr);
}

}  // namespace kea
