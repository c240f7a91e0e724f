# cli/: the programs' mains. They sit above both libraries: the engine
# (engine/libkea.a) and Starlog (starlog/libstarlog.a), which registers its
# builtins and messages with the engine through its extension points.

# The kea command: the interactive top-level and script runner.
bin_PROGRAMS += kea
kea_SOURCES = cli/kea.cpp
kea_LDADD = starlog/libstarlog.a $(KEA_LIBS) $(READLINE_LIBS)
kea_CPPFLAGS = $(AM_CPPFLAGS) -DKEA_VERSION='"$(PACKAGE_VERSION)"'

# kea-starlog: runs a Starlog program.
bin_PROGRAMS += kea-starlog
kea_starlog_SOURCES = cli/kea_starlog.cpp cli/starlog_cli.hpp cli/starlog_parallel.cpp
kea_starlog_LDADD = $(STARLOG_MPI_LIB) starlog/libstarlog.a $(KEA_LIBS)
if HAVE_MPI
kea_starlog_CPPFLAGS = $(AM_CPPFLAGS) $(MPI_CFLAGS) -DKEA_HAVE_MPI=1 -DOMPI_SKIP_MPICXX=1 -DMPICH_SKIP_MPICXX=1
kea_starlog_LDADD += $(MPI_LIBS)
endif

# kea as a script runner: arguments, library(main), #! scripts.
TESTS += cli/tests/script_test.sh
EXTRA_DIST += cli/tests/script_test.sh

# time/1's report on standard error.
TESTS += cli/tests/time_test.sh
EXTRA_DIST += cli/tests/time_test.sh

# Ctrl-C at the top-level: a long query, a consult, a directive.
TESTS += cli/tests/interrupt_test.sh
EXTRA_DIST += cli/tests/interrupt_test.sh cli/tests/common.sh
