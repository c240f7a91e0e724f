# starlog/: the Starlog evaluator (kea::starlog) and the kea-starlog CLI.
noinst_LIBRARIES += starlog/libstarlog.a
starlog_libstarlog_a_SOURCES = \
  starlog/error.hpp starlog/value.hpp starlog/value.cpp \
  starlog/num.hpp starlog/num.cpp starlog/expr.hpp starlog/expr.cpp \
  starlog/table.hpp starlog/table.cpp starlog/order.hpp starlog/order.cpp \
  starlog/program.hpp starlog/program.cpp starlog/loader.hpp starlog/loader.cpp \
  starlog/causality.hpp starlog/causality.cpp starlog/plan.hpp starlog/plan.cpp \
  starlog/queue.hpp starlog/queue.cpp starlog/eval.hpp starlog/eval.cpp starlog/prolog_goal.cpp \
  starlog/output.hpp starlog/output.cpp starlog/prolog_api.hpp starlog/prolog_api.cpp \
  starlog/starlog.hpp starlog/session.cpp

bin_PROGRAMS += kea-starlog
kea_starlog_SOURCES = starlog/main.cpp
kea_starlog_LDADD = starlog/libstarlog.a $(KEA_LIBS)

dist_man_MANS += man/kea-starlog.1
EXTRA_DIST += starlog/examples

# Tests: the core, the examples against oracles, load/run errors, the CLI.
STARLOG_TEST_LDADD = starlog/libstarlog.a $(ENGINE_TEST_LDADD)
STARLOG_TEST_CXXFLAGS = $(GTEST_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
check_PROGRAMS += tests/starlog/starlog-test
TESTS += tests/starlog/starlog-test tests/starlog/cli_test.sh
tests_starlog_starlog_test_SOURCES = $(ENGINE_TEST_MAIN) tests/starlog/examples_test.cpp \
  tests/starlog/errors_test.cpp tests/starlog/core_test.cpp tests/starlog/prolog_test.cpp
tests_starlog_starlog_test_CXXFLAGS = $(STARLOG_TEST_CXXFLAGS)
tests_starlog_starlog_test_LDADD = $(STARLOG_TEST_LDADD)
EXTRA_DIST += tests/starlog/cli_test.sh tests/starlog/expected

# The benchmark (not a test), built on request: make bench/starlog_bench && ./bench/starlog_bench [--quick]
EXTRA_PROGRAMS += bench/starlog_bench
bench_starlog_bench_SOURCES = bench/starlog_bench.cpp
bench_starlog_bench_CXXFLAGS = $(AM_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
bench_starlog_bench_LDADD = starlog/libstarlog.a $(KEA_LIBS)
