# engine/: the Prolog engine, built as engine/libkea.a. The runtime that all
# parts share sits at engine/'s root (this fragment); each part keeps its
# sources and tests in its own folder and fragment, included below.
noinst_LIBRARIES += engine/libkea.a
engine_libkea_a_SOURCES = \
  engine/symbols.hpp engine/text_hash.hpp \
  engine/atoms.def engine/functors.def \
  engine/gc.hpp engine/flags.hpp engine/utf8.hpp engine/utf8.cpp engine/unicode.hpp engine/unicode.cpp \
  engine/runtime.hpp engine/runtime.cpp \
  engine/errors.hpp engine/errors.cpp \
  engine/messages.hpp engine/messages.cpp \
  engine/interrupt.hpp engine/interrupt.cpp \
  engine/threads.hpp engine/threads.cpp \
  engine/mutexes.hpp engine/mutexes.cpp \
  engine/message_queue.hpp engine/message_queue.cpp \
  engine/toplevel.hpp engine/toplevel.cpp \
  engine/boot.hpp engine/boot.cpp
nodist_engine_libkea_a_SOURCES = engine/boot_files.cpp
BUILT_SOURCES += engine/boot_files.cpp
CLEANFILES += engine/boot_files.cpp
EXTRA_DIST += engine/embed.sh $(KEA_PROLOG_FILES)

# The system's Prolog, embedded in the binary (engine/embed.sh); made again
# when the list of files changes too (library/local.mk).
engine/boot_files.cpp: $(KEA_PROLOG_FILES:%=$(srcdir)/%) $(srcdir)/engine/embed.sh $(srcdir)/library/local.mk
	$(AM_V_GEN)$(SHELL) $(srcdir)/engine/embed.sh $(srcdir) $(KEA_PROLOG_FILES) > $@.tmp && mv $@.tmp $@

# What a program using the engine links with.
KEA_LIBS = engine/libkea.a $(GC_LIBS) $(GMP_LIBS)

# Engine gtest programs use engine/tests/main.cpp (it initialises Boehm GC
# before any test runs) instead of gtest_main.
ENGINE_TEST_MAIN = engine/tests/main.cpp
ENGINE_TEST_LDADD = $(KEA_LIBS) $(GTEST_LIBS)

# The runtime's own tests (atoms, functors, flags, the machine).
check_PROGRAMS += engine/tests/runtime-test
TESTS += engine/tests/runtime-test
engine_tests_runtime_test_SOURCES = $(ENGINE_TEST_MAIN) engine/tests/runtime_test.cpp engine/tests/utf8_test.cpp
engine_tests_runtime_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_tests_runtime_test_LDADD = $(ENGINE_TEST_LDADD)
EXTRA_DIST += engine/tests/query_helper.hpp engine/tests/on_threads.hpp

include $(srcdir)/engine/terms/terms.mk
include $(srcdir)/engine/arith/arith.mk
include $(srcdir)/engine/syntax/syntax.mk
include $(srcdir)/engine/io/io.mk
include $(srcdir)/engine/wam/wam.mk
include $(srcdir)/engine/builtins/builtins.mk
