# tests/: the suites that span parts. Unit tests live beside the part they
# test (engine/*/tests, lfht/tests, starlog/tests, library/tests), declared
# in that part's fragment.

# Golden tests of the kea command (tests/golden/run.sh says how they work).
TESTS += tests/golden/run.sh

# The builtin torture test (tests/torture/run.sh says how it works).
TESTS += tests/torture/run.sh
AM_TESTS_ENVIRONMENT = KEA=$(abs_top_builddir)/kea; export KEA;
EXTRA_DIST += tests/golden tests/torture tests/fuzz
