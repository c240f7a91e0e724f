#include "starlog/order.hpp"

#include "starlog/num.hpp"

namespace kea::starlog {

int TimeOrder::atom_rank(Atom a) const {
  auto it = ranks_->find(a);
  return it == ranks_->end() ? -1 : it->second;
}

int TimeOrder::compare_element(Value a, Value b) const {
  if (a == b) return 0;
  if (is_small_int(a) && is_small_int(b)) {
    auto x = small_int_of(a), y = small_int_of(b);
    return x < y ? -1 : x > y;
  }
  bool na = is_number(a), nb = is_number(b);
  if (na && nb) {
    int c = compare_num(num_of(a), num_of(b));
    return c == 2 ? compare_values(a, b) : c;
  }
  if (na != nb) return na ? -1 : 1;
  bool aa = is_atom(a), ab = is_atom(b);
  if (aa && ab) {
    int ra = atom_rank(atom_of(a)), rb = atom_rank(atom_of(b));
    if (ra >= 0 && rb >= 0) return ra < rb ? -1 : ra > rb;
    if (ra >= 0 || rb >= 0) return ra >= 0 ? -1 : 1;
    return compare_values(a, b);
  }
  if (aa != ab) return aa ? -1 : 1;
  return compare_values(a, b);
}

int TimeOrder::compare(const Value* a, std::size_t na, const Value* b, std::size_t nb) const {
  std::size_t n = na < nb ? na : nb;
  for (std::size_t i = 0; i < n; ++i)
    if (int c = compare_element(a[i], b[i])) return c;
  return na < nb ? -1 : na > nb;
}

std::string format_timestamp(const Timestamp& t) {
  std::string s = "[";
  for (std::size_t i = 0; i < t.size(); ++i) s += (i ? "," : "") + format_value(t[i]);
  return s + "]";
}

}  // namespace kea::starlog
