// A C++ program that runs a Starlog program (routes.sl) and reads the
// relation it derived: every city reachable from each city, in fewest hops.
//
//   g++ -std=c++20 host.cpp $(pkg-config --cflags --libs kea) -o host && ./host
#include <kea/kea.hpp>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

int main() {
  kea::Engine engine;
  kea::Thread& prolog = engine.main();
  try {
    prolog.starlog_load("routes.sl");
    prolog.starlog_run();
    for (const kea::Query& s : prolog.query("starlog_relation(reach/3, N)")) {
      std::cout << "reach/3 has " << s["N"].to_int64() << " tuples\n";
    }
    std::map<std::string, std::vector<std::string>> from;
    for (const kea::Query& s : prolog.query("starlog_tuple(reach(From, To, Hops))")) {
      from[s["From"].atom_name()].push_back(s["To"].atom_name() + " (" + s["Hops"].text() + ")");
    }
    for (auto& [city, reached] : from) {
      std::sort(reached.begin(), reached.end());
      std::cout << city << ":";
      for (const std::string& r : reached) std::cout << " " << r;
      std::cout << "\n";
    }
  } catch (const kea::PrologError& e) {
    std::cerr << "error: " << e.message() << "\n";
    return 1;
  }
  return 0;
}
