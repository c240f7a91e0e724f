# lfht: the lock-free hash trie (header-only library), its tests and benchmark.
# Appended to the variables initialised in the top-level Makefile.am.

kealfhtdir = $(includedir)/kea
nobase_kealfht_HEADERS = lfht/lfht.hpp lfht/hash.hpp

LFHT_TESTS = lfht/tests/lfht-test lfht/tests/lfht-stress-test
check_PROGRAMS += $(LFHT_TESTS)
TESTS += $(LFHT_TESTS)

lfht_tests_lfht_test_SOURCES = lfht/tests/lfht_test.cpp
lfht_tests_lfht_test_CXXFLAGS = $(GTEST_CXXFLAGS)
lfht_tests_lfht_test_LDADD = $(GTEST_LDADD) $(GC_LIBS)

lfht_tests_lfht_stress_test_SOURCES = lfht/tests/lfht_stress_test.cpp
lfht_tests_lfht_stress_test_CXXFLAGS = $(GTEST_CXXFLAGS)
lfht_tests_lfht_stress_test_LDADD = $(GTEST_LDADD) $(GC_LIBS)

dist_man_MANS += man/lfht.3

if HAVE_BENCH_PEERS
EXTRA_PROGRAMS += lfht-bench
lfht_bench_SOURCES = bench/lfht_bench.cpp
lfht_bench_CPPFLAGS = $(AM_CPPFLAGS) $(TBB_CFLAGS)
lfht_bench_CXXFLAGS = $(AM_CXXFLAGS) -O2
lfht_bench_LDADD = $(TBB_LIBS) $(GC_LIBS)
endif
