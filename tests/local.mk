# tests/: the suites that span parts. Unit tests live beside the part they
# test (engine/*/tests, lfht/tests, starlog/tests, library/tests), declared
# in that part's fragment.

# Golden tests of the kea command (tests/golden/run.sh says how they work).
TESTS += tests/golden/run.sh

# The builtin torture test (tests/torture/run.sh says how it works).
TESTS += tests/torture/run.sh
AM_TESTS_ENVIRONMENT = KEA=$(abs_top_builddir)/kea; export KEA;
EXTRA_DIST += tests/golden tests/torture tests/fuzz

# The golden programs again with the heap's collector running at every call
# port after an allocation (engine/wam/gc.hpp), and the collector's gtests.
# Left out: programs that fill the heap or recurse millions of times, where
# a collection per call makes the run quadratic.
GC_STRESS_SKIP = deep_recursion gc_heap lib_lists resource_error stack_limit
.PHONY: check-gc-stress
check-gc-stress: kea engine/wam/tests/gc-test
	KEA_GC_STRESS=1 GOLDEN_SKIP="$(GC_STRESS_SKIP)" KEA=$(abs_top_builddir)/kea \
	  sh $(srcdir)/tests/golden/run.sh
	KEA_GC_STRESS=1 ./engine/wam/tests/gc-test
