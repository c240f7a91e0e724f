# tests/: the suites that span parts. Unit tests live beside the part they
# test (engine/*/tests, lfht/tests, starlog/tests, library/tests), declared
# in that part's fragment.

# Golden tests of the kea command (tests/golden/run.sh says how they work).
TESTS += tests/golden/run.sh

# The builtin torture test (tests/torture/run.sh says how it works).
TESTS += tests/torture/run.sh
AM_TESTS_ENVIRONMENT = KEA=$(abs_top_builddir)/kea; export KEA;
EXTRA_DIST += tests/golden tests/torture tests/fuzz

# The whole of make check again with the heap's collector in its stress
# mode (KEA_GC_STRESS=1: a collection at every call port after an
# allocation while the heap is small, engine/wam/gc.hpp): every gtest,
# golden program, torture run and CLI test.
.PHONY: check-gc-stress
check-gc-stress:
	KEA_GC_STRESS=1 $(MAKE) $(AM_MAKEFLAGS) check

# The golden programs, the torture test and the atom collector's gtest with
# the atom collector in its stress mode (KEA_AGC_STRESS=16: a collection
# every 16 * 1024 calls where one may run, engine/wam/atom_gc.hpp): an atom
# freed while something still names it shows as a wrong answer or a crash.
# A golden program gets 180 s instead of 60: a long deterministic loop
# (tail_loop) is almost all collections in this mode, each of which walks
# every atom and the libraries' code (about 64 s on this machine).
.PHONY: check-agc-stress
check-agc-stress:
	KEA_AGC_STRESS=16 GOLDEN_TIMEOUT=180 $(MAKE) $(AM_MAKEFLAGS) check \
	  TESTS="tests/golden/run.sh tests/torture/run.sh engine/wam/tests/atom-gc-test"
