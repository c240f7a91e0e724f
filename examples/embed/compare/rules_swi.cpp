// examples/embed/rules/host.cpp written against SWI-Prolog's SWI-cpp2.h
// (SWI-Prolog 9.0.4), for the comparison in the README. Not built by Kea's
// build; with swi-prolog installed:
//   g++ -std=c++17 rules_swi.cpp $(pkg-config --cflags --libs swipl) -o host_swi
//   (cd ../rules && ../compare/host_swi)
#include <SWI-cpp2.h>

#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  std::vector<std::pair<std::string, int>> items;
};

// PREDICATE defines a plain function: host state has to be global.
static std::map<std::string, int> stock = {{"book", 40}, {"lamp", 3}, {"desk", 1}};

PREDICATE(stock, 2) {
  auto it = stock.find(A1.as_atom().as_string());
  return it != stock.end() && A2.unify_integer(it->second);
}

int main(int, char** argv) {
  std::vector<Order> orders = {
      {"alice", {{"desk", 1}, {"lamp", 2}}},
      {"bob", {{"book", 5}}},
      {"carol", {{"lamp", 4}}},
      {"carol", {{"book", 2}, {"lamp", 1}}},
  };

  // Without -q the engine prints its welcome banner when it is shut down.
  char* av[] = {argv[0], const_cast<char*>("-q"), nullptr};
  PlEngine engine(2, av);
  try {
    if (!PlCall("consult", PlTermv(PlTerm_atom("rules.pl")))) return 1;
    for (const Order& o : orders) {
      PlFrame frame;  // term references made below are released per order
      PlTerm_var items;
      PlTerm_tail tail(items);
      for (const auto& [item, count] : o.items) {
        if (!tail.append(PlCompound("-", PlTermv(PlTerm_atom(item), PlTerm_integer(count))))) return 1;
      }
      if (!tail.close()) return 1;
      PlTermv av(PlTerm_atom(o.customer), items, PlTerm_var());
      PlQuery q("verdict", av);
      if (!q.next_solution()) {
        std::cout << o.customer << ": no verdict\n";
      } else if (av[2].name().as_string() == "accepted") {
        std::cout << o.customer << ": accepted, total " << av[2][1].as_int64_t() << "\n";
      } else {
        std::cout << o.customer << ": rejected, " << av[2][1].as_string() << "\n";
      }
    }
  } catch (const PlException& e) {
    std::cerr << "error: " << e.as_string() << "\n";
    return 1;
  }
  return 0;
}
