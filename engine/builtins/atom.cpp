// Builtins on atomic text: atom_codes/2, atom_chars/2, char_code/2,
// atom_length/2, number_codes/2, number_chars/2, atom_number/2,
// term_to_atom/2, upcase_atom/2, downcase_atom/2, atom_string/2, and
// '$name'/2 (name/2).
// Text is UTF-8; codes are Unicode code points.
#include <string>
#include <vector>

#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/syntax/lexer.hpp"
#include "engine/syntax/reader.hpp"
#include "engine/syntax/writer.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/utf8.hpp"

namespace kea {
namespace {

const Cell kNil = make_atom(atoms::nil);

// The text of an atomic term (atom, number, string), as atom_length/2 and
// friends accept it.
std::string text_of(Machine& m, Cell c) {
  c = deref(c);
  if (is_atom(c)) return std::string(atom_of(c)->view());
  if (is_string(c)) return std::string(string_of(c));
  if (is_small_int(c)) return number_text(m, c);
  if (is_number(c)) return term_to_string(m.runtime(), c, writeq_options());
  throw_type_error(m.store(), atoms::atomic, c);
}

// A list of codes or chars to text; nullopt-like false when the list is
// partial (the caller raises instantiation_error).
std::string list_text(Machine& m, Cell l, bool chars) {
  Store& s = m.store();
  std::string out;
  Cell orig = l;
  // A string spells the list as well (SWI-Prolog: number_codes(X, "12") with
  // double_quotes=string); any other atomic is not a list.
  if (Cell t = deref(l); is_string(t)) return text_of(m, t);
  // SWI-Prolog names a cyclic list before any bad element in it.
  if (list_skeleton(l).cyclic) throw_type_error(s, atoms::list, deref(orig));
  for (l = deref(l); is_list(l); l = deref(list_tail(l))) {
    Cell e = deref(list_head(l));
    if (is_var(e)) throw_instantiation_error(s);
    if (chars) {
      if (!is_atom(e)) throw_type_error(s, atoms::character, e);
      std::string_view v = atom_of(e)->view();
      std::size_t len = 0;
      if (v.empty() || (utf8_decode(v, 0, &len), len != v.size())) throw_type_error(s, atoms::character, e);
      out += v;
    } else {
      if (!is_small_int(e)) {
        if (is_integer(e)) throw_representation_error(s, atoms::character_code);
        throw_type_error(s, atoms::integer, e);
      }
      std::int64_t cp = small_int_of(e);
      if (!is_code_point(cp)) throw_representation_error(s, atoms::character_code);
      utf8_append(out, static_cast<char32_t>(cp));
    }
  }
  if (is_var(l)) throw_instantiation_error(s);
  if (l != kNil) throw_type_error(s, atoms::list, deref(orig));
  return out;
}

bool atom_text_list(Machine& m, const Cell* a, bool chars) {
  Cell t = deref(a[0]);
  if (is_compound(t)) throw_type_error(m.store(), atoms::atom, t);  // ISO 8.16.4.3, 8.16.5.3
  if (!is_var(t)) return unify_terms(m, a[1], text_list(m, text_of(m, t), chars));
  return unify_terms(m, t, make_atom(m.runtime().intern(list_text(m, a[1], chars))));
}
bool bi_atom_codes(Machine& m, const Cell* a) { return atom_text_list(m, a, false); }
bool bi_atom_chars(Machine& m, const Cell* a) { return atom_text_list(m, a, true); }

bool bi_char_code(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell c = deref(a[0]);
  if (Cell code = deref(a[1]); !is_var(code) && !is_integer(code)) throw_type_error(s, atoms::integer, code);
  if (!is_var(c)) {
    if (!is_atom(c)) throw_type_error(s, atoms::character, c);
    std::string_view v = atom_of(c)->view();
    std::size_t len = 0;
    if (v.empty() || (utf8_decode(v, 0, &len), len != v.size())) throw_type_error(s, atoms::character, c);
    return unify_terms(m, a[1], make_small_int(utf8_decode(v, 0, &len)));
  }
  Cell code = deref(a[1]);
  if (is_var(code)) throw_instantiation_error(s);
  if (!is_integer(code)) throw_type_error(s, atoms::integer, code);
  if (!is_small_int(code) || !is_code_point(small_int_of(code)))
    throw_representation_error(s, atoms::character_code);
  std::string text;
  utf8_append(text, static_cast<char32_t>(small_int_of(code)));
  return unify_terms(m, c, make_atom(m.runtime().intern(text)));
}

bool bi_atom_length(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = must_be_bound(s, a[0]);
  if (is_compound(t)) throw_type_error(s, atoms::atomic, t);
  // ISO takes atoms only; SWI-Prolog takes any text unless the iso flag is set.
  if (is_number(t) && m.runtime().flags().iso.load(std::memory_order_relaxed)) throw_type_error(s, atoms::atom, t);
  Cell n = deref(a[1]);
  if (!is_var(n)) {
    if (!is_integer(n)) throw_type_error(s, atoms::integer, n);
    if (is_small_int(n) && small_int_of(n) < 0) throw_domain_error(s, atoms::not_less_than_zero, n);
  }
  std::string text = text_of(m, t);
  std::int64_t count = 0;
  for (std::size_t i = 0; i < text.size(); ++count) {
    std::size_t len;
    utf8_decode(text, i, &len);
    i += len;
  }
  return unify_terms(m, n, make_small_int(count));
}

// number_codes/2 and number_chars/2 read text as ISO says: layout may come
// before the number, nothing after it; anything else is a syntax error.
Cell number_of_text(Machine& m, std::string_view text) {
  std::size_t i = 0, len = 0;
  while (i < text.size() && is_layout_char(utf8_decode(text, i, &len))) i += len;
  Cell num;
  if (!read_number_text(m.store(), text.substr(i), &num))
    throw_error(m.store(), make_compound(m.store(), functors::syntax_error1, {make_atom(atoms::illegal_number)}));
  return num;
}

bool number_text_list(Machine& m, const Cell* a, bool chars) {
  Store& s = m.store();
  Cell n = deref(a[0]);
  Cell l = deref(a[1]);
  if (!is_var(n) && !is_number(n)) throw_type_error(s, atoms::number, n);
  // ISO: when the list is a proper list, it decides (syntax errors included).
  bool list_given = !is_var(l);
  if (list_given) {
    ListSkeleton skel = list_skeleton(l);
    list_given = skel.end == kNil && !skel.cyclic;
    if (list_given) {
      for (Cell e = l; is_list(e); e = deref(list_tail(e))) list_given = list_given && !is_var(deref(list_head(e)));
    }
  }
  if (list_given || is_var(n)) {
    return unify_terms(m, n, number_of_text(m, list_text(m, l, chars)));
  }
  return unify_terms(m, l, text_list(m, text_of(m, n), chars));
}
bool bi_number_codes(Machine& m, const Cell* a) { return number_text_list(m, a, false); }
bool bi_number_chars(Machine& m, const Cell* a) { return number_text_list(m, a, true); }

bool bi_atom_number(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (is_var(t)) {
    Cell n = deref(a[1]);
    if (is_var(n)) throw_instantiation_error(s);
    if (!is_number(n)) throw_type_error(s, atoms::number, n);
    return unify_terms(m, t, make_atom(m.runtime().intern(text_of(m, n))));
  }
  // A string too, as in SWI-Prolog (split_string/4 gives strings).
  if (!is_atom(t) && !is_string(t)) throw_type_error(s, atoms::atom, t);
  Cell num;
  return read_number_text(m.store(), is_atom(t) ? std::string(atom_of(t)->view()) : text_of(m, t), &num) &&
         unify_terms(m, a[1], num);
}

// '$name'/2: name(?AtomOrNumber, ?Codes) of DEC-10 Prolog, as SWI-Prolog
// has it (library/dec10.pl, so that a program may define its own name/2):
// the codes of any atomic; from codes, the number they spell (with no
// layout around it), else the atom.
bool name_det(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = deref(a[0]);
  if (is_compound(t)) throw_type_error(s, atoms::atomic, t);
  if (!is_var(t)) return unify_terms(m, a[1], text_list(m, text_of(m, t), false));
  if (is_var(list_skeleton(a[1]).end)) throw_instantiation_error(s);
  std::string text = list_text(m, a[1], false);
  Cell num;
  if (read_number_text(s, text, &num)) return unify_terms(m, t, num);
  return unify_terms(m, t, make_atom(m.runtime().intern(text)));
}

bool bi_name(Machine& m, const Cell* a) { return call_as(m, "name", 2, name_det, a); }

// '$atoms'(-List): every atom present, for current_atom/1
// (library/boot/terms.pl), in no particular order.
bool bi_atoms(Machine& m, const Cell* a) {
  std::vector<Cell> all;
  m.runtime().for_each_atom([&](Atom at) { all.push_back(make_atom(at)); });
  Store& s = m.store();
  return unify_terms(m, a[0], make_list(s, all.data(), all.size(), make_atom(atoms::nil)));
}

// '$functors'(?Name, ?Arity, -List): Name/Arity of every functor present
// (compound ones: atoms are not functors here), for current_functor/2;
// given both, that one if it is present (no walk of the table).
bool bi_functors(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::vector<Functor> fs;
  Cell name = deref(a[0]), arity = deref(a[1]);
  if (is_atom(name) && is_small_int(arity)) {
    std::int64_t n = small_int_of(arity);
    Functor f = n > 0 && n <= UINT32_MAX ? m.runtime().find_functor(atom_of(name), static_cast<unsigned>(n)) : nullptr;
    if (f) fs.push_back(f);
  } else {
    m.runtime().for_each_functor([&](Functor f) { fs.push_back(f); });
  }
  std::vector<Cell> all;
  all.reserve(fs.size());
  for (Functor f : fs) {
    if (f->arity > 0) {
      all.push_back(make_compound(s, functors::slash2, {make_atom(f->name), make_small_int(static_cast<std::int64_t>(f->arity))}));
    }
  }
  return unify_terms(m, a[2], make_list(s, all.data(), all.size(), make_atom(atoms::nil)));
}

bool bi_term_to_atom(Machine& m, const Cell* a) {
  Store& s = m.store();
  // As SWI-Prolog: text given is parsed (what follows its end '.' unread),
  // else the term is written.
  Cell t = deref(a[0]);
  Cell text = deref(a[1]);
  if (is_var(text)) {
    if (is_var(t)) throw_instantiation_error(s);
    return unify_terms(m, text, make_atom(m.runtime().intern(term_to_string(m.runtime(), t, writeq_options()))));
  }
  return unify_terms(m, t, parse_term(m.runtime(), s, text_of(m, text), nullptr, true));
}

bool change_case(Machine& m, const Cell* a, bool upper) {
  std::string text = text_of(m, must_be_bound(m.store(), a[0])), out;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t len;
    char32_t cp = utf8_decode(text, i, &len);
    utf8_append(out, upper ? unicode_upper(cp) : unicode_lower(cp));
    i += len;
  }
  return unify_terms(m, a[1], make_atom(m.runtime().intern(out)));
}
bool bi_upcase_atom(Machine& m, const Cell* a) { return change_case(m, a, true); }
bool bi_downcase_atom(Machine& m, const Cell* a) { return change_case(m, a, false); }

bool bi_atom_string(Machine& m, const Cell* a) {
  Cell t = deref(a[0]);
  if (!is_var(t)) return unify_terms(m, a[1], make_string(m.store(), text_of(m, t)));
  Cell str = must_be_bound(m.store(), a[1]);
  return unify_terms(m, t, make_atom(m.runtime().intern(text_of(m, str))));
}

const BuiltinDef kAtomBuiltins[] = {
    {"atom_codes", 2, true, bi_atom_codes},
    {"atom_chars", 2, true, bi_atom_chars},
    {"char_code", 2, true, bi_char_code},
    {"atom_length", 2, true, bi_atom_length},
    {"number_codes", 2, true, bi_number_codes},
    {"number_chars", 2, true, bi_number_chars},
    {"atom_number", 2, false, bi_atom_number},
    {"term_to_atom", 2, false, bi_term_to_atom},
    {"upcase_atom", 2, false, bi_upcase_atom},
    {"downcase_atom", 2, false, bi_downcase_atom},
    {"atom_string", 2, false, bi_atom_string},
    {"$name", 2, false, bi_name},
    {"$atoms", 1, false, bi_atoms},
    {"$functors", 3, false, bi_functors},
};

}  // namespace

std::span<const BuiltinDef> atom_builtins() { return kAtomBuiltins; }

}  // namespace kea
