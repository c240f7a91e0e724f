// A C++ program that keeps its business rules in Prolog (rules.pl): it
// gives the rules its stock levels through a foreign predicate, asks for
// the verdict on each order, and prints it.
//
//   g++ -std=c++20 host.cpp $(pkg-config --cflags --libs kea) -o host && ./host
#include <kea/kea.hpp>

#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  std::vector<std::pair<std::string, int>> items;
};

int main() {
  std::map<std::string, int> stock = {{"book", 40}, {"lamp", 3}, {"desk", 1}};
  std::vector<Order> orders = {
      {"alice", {{"desk", 1}, {"lamp", 2}}},
      {"bob", {{"book", 5}}},
      {"carol", {{"lamp", 4}}},
      {"carol", {{"book", 2}, {"lamp", 1}}},
  };

  kea::Engine engine;
  // stock(+Item, -Count): the C++ inventory, read by the rules.
  engine.define("stock", 2, [&stock](kea::Call& call) {
    auto it = stock.find(call.arg(1).atom_name());
    return it != stock.end() && call.unify(2, call.thread().integer(it->second));
  });

  kea::Thread& prolog = engine.main();
  try {
    prolog.consult("rules.pl");
    for (const Order& o : orders) {
      // The order as a Prolog list of Item-Count pairs.
      std::vector<kea::Term> items;
      for (const auto& [item, count] : o.items) {
        items.push_back(prolog.compound("-", {prolog.atom(item), prolog.integer(count)}));
      }
      kea::Term verdict = prolog.variable();
      kea::Term goal = prolog.compound("verdict", {prolog.atom(o.customer), prolog.list(items), verdict});
      kea::Query q = prolog.query(goal);
      if (!q.next()) {
        std::cout << o.customer << ": no verdict\n";
      } else if (verdict.name() == "accepted") {
        std::cout << o.customer << ": accepted, total " << verdict.arg(1).to_int64() << "\n";
      } else {
        std::cout << o.customer << ": rejected, " << verdict.arg(1).to_string() << "\n";
      }
    }
  } catch (const kea::PrologError& e) {
    std::cerr << "error: " << e.message() << "\n";
    return 1;
  }
  return 0;
}
