// The static causality check. Each element of a literal's timestamp is put
// in a symbolic form over the rule's variables: linear (sum of c_i * X_i + k)
// when it is (substituting `X is E` / `X = E` definitions of the rule), an
// atom constant, or an opaque term compared only by syntactic equality.
// Comparing the head's timestamp with a body literal's then decides the
// common cases ([N,even] against [N-1,even]) at load time; what it cannot
// decide is checked at run time.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "starlog/order.hpp"
#include "starlog/program.hpp"

namespace kea::starlog {

struct Sym {
  enum Kind { Lin, AtomC, Opaque } kind = Opaque;
  std::map<int, long long> coef;  // Lin: slot -> coefficient (non-zero)
  long long k = 0;                // Lin: constant
  Atom atom = nullptr;            // AtomC
  std::string key;                // Opaque (and printable form of all)
};
using SymTime = std::vector<Sym>;

enum class TimeCmp { Less, Equal, Greater, Unknown };

// The symbolic timestamp of a literal rel(args) in rule r (empty: bottom).
SymTime literal_time(const Program& p, const Rule& r, int rel, const std::vector<Cell>& args);
TimeCmp compare_time(const TimeOrder& order, const SymTime& a, const SymTime& b);
std::string format_sym_time(const SymTime& t);

}  // namespace kea::starlog
