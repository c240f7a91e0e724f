// Random Starlog programs with distribute statements that keep their
// meaning, for the tests that compare distributed runs with sequential ones
// (parallel_test.cpp in-process, random_programs_cli.sh under mpirun).
//
// Relations r0..rK-1 (T, X, V), stratified by [T, ri] with r0 << r1 << ...;
// configuration facts base(X, V) and lim(L). Rules seed relations from base
// (every task derives those), and step from one to another: d = 0..2 later,
// optionally joined with a second relation and negating a third, the key X
// kept (a local rule) or moved to (X+1) mod M (a crossing rule).
//
// Each relation gets a scheme, chosen so that the run's result is the
// sequential one whatever the number of tasks: every tuple of key X exists
// on its owner task X mod N, and any tuple anywhere is a true one:
//   owner:        to T is X mod N (optionally a halo copy on the next task:
//                 replication);
//   owner-filter: to curr_task only on the owner (tuples derived elsewhere
//                 are dropped); only for relations derived by local rules;
//   everywhere:   to every task, tasks(T);
//   none:         no statement (stays where derived); local rules only.
// A negated relation that is not everywhere is only read by rules whose
// positive literals exist on their owner only (a task holding a copy may
// lack the negated tuples).
#pragma once

#include <random>
#include <string>
#include <vector>

namespace kea::starlog::testing {

inline std::string random_program(unsigned seed) {
  std::mt19937 g(seed);
  auto pick = [&](int n) { return static_cast<int>(g() % static_cast<unsigned>(n)); };
  const int K = 2 + pick(4), M = 4 + pick(9), L = 3 + pick(4);
  enum Scheme { Owner, OwnerHalo, Filter, Everywhere, None };
  struct Rule {
    int h, a, b, c, d, v;
    bool cross;
  };
  std::vector<Rule> rules;
  std::vector<bool> has_cross(K, false);
  const int nrules = 2 + pick(6);
  for (int i = 0; i < nrules; ++i) {
    Rule r;
    r.d = pick(3);
    r.h = pick(K);
    // same time (d = 0): read relations ranked at most the head's, negate
    // strictly lower ones
    r.a = r.d == 0 ? pick(r.h + 1) : pick(K);
    r.b = pick(3) == 0 ? (r.d == 0 ? pick(r.h + 1) : pick(K)) : -1;
    r.c = pick(3) == 0 ? (r.d == 0 ? (r.h > 0 ? pick(r.h) : -1) : pick(K)) : -1;
    r.cross = pick(3) == 0;
    r.v = pick(4);
    if (r.cross) has_cross[r.h] = true;
    rules.push_back(r);
  }
  std::vector<Scheme> scheme(K);
  for (int k = 0; k < K; ++k) {
    Scheme s = static_cast<Scheme>(pick(5));
    if (has_cross[k] && (s == Filter || s == None)) s = pick(2) ? Owner : OwnerHalo;
    scheme[k] = s;
  }
  std::string p = "% random program " + std::to_string(seed) + "\n";
  p += "type base(int,int).\ntype lim(int).\n";
  for (int k = 0; k < K; ++k) {
    std::string r = "r" + std::to_string(k);
    p += "type " + r + "(int,int,int).\nstratify " + r + "(T,_,_) by [T," + r + "].\n";
  }
  p += "stratify r0";
  for (int k = 1; k < K; ++k) p += " << r" + std::to_string(k);
  p += ".\n";
  p += "lim(" + std::to_string(L) + ") <-- true.\n";
  const int nbase = 2 + pick(2 * M);
  for (int i = 0; i < nbase; ++i)
    p += "base(" + std::to_string(pick(M)) + "," + std::to_string(pick(5)) + ") <-- true.\n";
  for (int k = 0; k < K; ++k)
    if (pick(2) == 0 || k == 0) p += "r" + std::to_string(k) + "(0,X,V) <-- base(X,V).\n";
  for (const Rule& r : rules) {
    auto copied = [&](int k) { return k >= 0 && (scheme[k] == OwnerHalo || scheme[k] == Everywhere); };
    bool halo_read = copied(r.a) || copied(r.b);
    int c = r.c;
    if (c >= 0 && scheme[c] != Everywhere && halo_read) c = -1;
    std::string head = "r" + std::to_string(r.h) + "(T+" + std::to_string(r.d) + "," +
                       (r.cross ? "(X+1) mod " + std::to_string(M) : std::string("X")) + ",";
    static const char* const vs[] = {"V", "(V+1) mod 5", "(V*V+2) mod 5", "(V+W) mod 5"};
    int v = r.v == 3 && r.b < 0 ? 1 : r.v;
    head += std::string(vs[v]) + ")";
    std::string body = "r" + std::to_string(r.a) + "(T,X,V), lim(L), T+" + std::to_string(r.d) + " < L";
    if (r.b >= 0) body += ", r" + std::to_string(r.b) + "(T,X,W)";
    if (c >= 0) body += ", not(r" + std::to_string(c) + "(T,X," + (v == 0 ? "V" : "_") + "))";
    p += head + " <-- " + body + ".\n";
  }
  for (int k = 0; k < K; ++k) {
    std::string r = "r" + std::to_string(k);
    switch (scheme[k]) {
      case Owner: p += "distribute " + r + "(_,X,_) to T using num_tasks(N), T is X mod N.\n"; break;
      case OwnerHalo:
        p += "distribute " + r + "(_,X,_) to T using num_tasks(N), T is X mod N.\n";
        p += "distribute " + r + "(_,X,_) to T using num_tasks(N), T is (X+1) mod N.\n";
        break;
      case Filter: p += "distribute " + r + "(_,X,_) to T using curr_task(T), num_tasks(N), X mod N =:= T.\n"; break;
      case Everywhere: p += "distribute " + r + "(_,_,_) to T using tasks(T).\n"; break;
      case None: break;
    }
  }
  return p;
}

}  // namespace kea::starlog::testing
