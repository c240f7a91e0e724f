# starlog/: the Starlog evaluator (kea::starlog); its CLI is cli/kea_starlog.cpp.
noinst_LIBRARIES += starlog/libstarlog.a
starlog_libstarlog_a_SOURCES = \
  starlog/error.hpp starlog/value.hpp starlog/value.cpp \
  starlog/num.hpp starlog/num.cpp starlog/expr.hpp starlog/expr.cpp \
  starlog/table.hpp starlog/table.cpp starlog/order.hpp starlog/order.cpp \
  starlog/program.hpp starlog/program.cpp starlog/loader.hpp starlog/loader.cpp \
  starlog/causality.hpp starlog/causality.cpp starlog/plan.hpp starlog/plan.cpp \
  starlog/queue.hpp starlog/queue.cpp starlog/eval.hpp starlog/eval.cpp starlog/prolog_goal.cpp \
  starlog/output.hpp starlog/output.cpp starlog/prolog_api.hpp starlog/prolog_api.cpp \
  starlog/starlog.hpp starlog/session.cpp starlog/task.hpp \
  starlog/wire.hpp starlog/wire.cpp starlog/transport.hpp starlog/transport.cpp \
  starlog/distribution.hpp starlog/distribution.cpp starlog/results.hpp starlog/results.cpp \
  starlog/parallel.hpp starlog/parallel.cpp
# The MPI transport is a library of its own, linked by kea-starlog only:
# Starlog in libkea (and its hosts) runs tasks on threads without MPI.
if HAVE_MPI
noinst_LIBRARIES += starlog/libstarlog_mpi.a
starlog_libstarlog_mpi_a_SOURCES = starlog/transport_mpi.cpp
starlog_libstarlog_mpi_a_CPPFLAGS = $(AM_CPPFLAGS) $(MPI_CFLAGS) -DKEA_HAVE_MPI=1 -DOMPI_SKIP_MPICXX=1 -DMPICH_SKIP_MPICXX=1
STARLOG_MPI_LIB = starlog/libstarlog_mpi.a
else
STARLOG_MPI_LIB =
endif

dist_man_MANS += man/kea-starlog.1
EXTRA_DIST += starlog/examples

# Tests: the core, the examples against oracles, load/run errors, the CLI.
STARLOG_TEST_LDADD = starlog/libstarlog.a $(ENGINE_TEST_LDADD)
STARLOG_TEST_CXXFLAGS = $(GTEST_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
check_PROGRAMS += starlog/tests/starlog-test starlog/tests/random-program
TESTS += starlog/tests/starlog-test starlog/tests/cli_test.sh starlog/tests/parallel_cli_test.sh
starlog_tests_random_program_SOURCES = starlog/tests/random_program_main.cpp starlog/tests/random_program.hpp
starlog_tests_starlog_test_SOURCES = $(ENGINE_TEST_MAIN) starlog/tests/examples_test.cpp \
  starlog/tests/errors_test.cpp starlog/tests/core_test.cpp starlog/tests/prolog_test.cpp \
  starlog/tests/parallel_test.cpp starlog/tests/random_program.hpp starlog/tests/example_text.hpp
starlog_tests_starlog_test_CXXFLAGS = $(STARLOG_TEST_CXXFLAGS)
starlog_tests_starlog_test_LDADD = $(STARLOG_TEST_LDADD)
EXTRA_DIST += starlog/tests/cli_test.sh starlog/tests/parallel_cli_test.sh starlog/tests/expected starlog/tests/programs

# The benchmark (not a test), built on request: make bench/starlog_bench && ./bench/starlog_bench [--quick]
EXTRA_PROGRAMS += bench/starlog_bench
bench_starlog_bench_SOURCES = bench/starlog_bench.cpp
bench_starlog_bench_CXXFLAGS = $(AM_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
bench_starlog_bench_LDADD = starlog/libstarlog.a $(KEA_LIBS)

# The parallel benchmark (not a test): make bench/starlog_parallel_bench kea-starlog && ./bench/starlog_parallel_bench
EXTRA_PROGRAMS += bench/starlog_parallel_bench
bench_starlog_parallel_bench_SOURCES = bench/starlog_parallel_bench.cpp
bench_starlog_parallel_bench_CXXFLAGS = $(AM_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
