# engine/: the Prolog engine, built as engine/libkea.a. Each part of the
# engine core keeps its sources in its own fragment, included below.
noinst_LIBRARIES += engine/libkea.a
engine_libkea_a_SOURCES = \
  engine/term.hpp engine/symbols.hpp engine/text_hash.hpp \
  engine/atoms.def engine/functors.def \
  engine/gc.hpp \
  engine/store.hpp engine/store.cpp \
  engine/errors.hpp engine/errors.cpp \
  engine/flags.hpp engine/ops.hpp \
  engine/runtime.hpp engine/runtime.cpp \
  engine/atoms_control.def engine/machine.hpp \
  engine/builtins.hpp engine/builtins.cpp \
  engine/builtins_term.cpp engine/builtins_arith.cpp \
  engine/builtins_write.cpp engine/builtins_atom.cpp \
  engine/solve.hpp engine/solve.cpp \
  engine/messages.hpp engine/messages.cpp \
  engine/toplevel.hpp engine/toplevel.cpp

# The kea command: the interactive top-level and script runner.
bin_PROGRAMS += kea
kea_SOURCES = engine/kea_main.cpp
kea_LDADD = $(KEA_LIBS) $(READLINE_LIBS)
kea_CPPFLAGS = $(AM_CPPFLAGS) -DKEA_VERSION='"$(PACKAGE_VERSION)"'

# What a program using the engine links with.
KEA_LIBS = engine/libkea.a $(GC_LIBS) $(GMP_LIBS) $(ATOMIC_OPS_LIBS)

# Engine gtest programs use tests/engine/main.cpp (it initialises Boehm GC
# before any test runs) instead of gtest_main.
ENGINE_TEST_MAIN = tests/engine/main.cpp
ENGINE_TEST_LDADD = $(KEA_LIBS) $(GTEST_LIBS)

include $(srcdir)/engine/termops.mk
include $(srcdir)/engine/arith.mk
include $(srcdir)/engine/reader.mk
include $(srcdir)/engine/writer.mk
include $(srcdir)/engine/io.mk
