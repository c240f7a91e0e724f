// Prints the random Starlog program of a seed (random_program.hpp), for
// the command-line tests that run such programs under mpirun.
#include <cstdio>
#include <cstdlib>

#include "starlog/tests/random_program.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: random-program SEED\n");
    return 2;
  }
  std::fputs(kea::starlog::testing::random_program(static_cast<unsigned>(std::strtoul(argv[1], nullptr, 10))).c_str(),
             stdout);
  return 0;
}
