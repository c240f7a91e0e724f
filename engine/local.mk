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
  engine/messages.hpp engine/messages.cpp \
  engine/toplevel.hpp engine/toplevel.cpp \
  engine/instructions.def engine/code.hpp engine/emit.hpp engine/emit.cpp engine/disasm.cpp \
  engine/atoms_wam.def engine/functors_wam.def \
  engine/record.hpp engine/record.cpp \
  engine/db.hpp engine/db.cpp engine/dbutil.hpp \
  engine/compile.hpp engine/compile.cpp \
  engine/machine.cpp engine/emulator.cpp \
  engine/interrupt.hpp engine/interrupt.cpp \
  engine/builtins_db.cpp engine/builtins_control.cpp \
  engine/consult.hpp engine/consult.cpp \
  engine/boot.hpp engine/boot.cpp
nodist_engine_libkea_a_SOURCES = engine/boot_files.cpp
BUILT_SOURCES += engine/boot_files.cpp
CLEANFILES += engine/boot_files.cpp
EXTRA_DIST += engine/embed.sh $(KEA_PROLOG_SOURCES)

# The system's Prolog, embedded in the binary (engine/embed.sh).
engine/boot_files.cpp: $(KEA_PROLOG_SOURCES:%=$(srcdir)/%) $(srcdir)/engine/embed.sh
	$(AM_V_GEN)$(SHELL) $(srcdir)/engine/embed.sh $(srcdir) $(KEA_PROLOG_SOURCES) > $@.tmp && mv $@.tmp $@

# The kea command: the interactive top-level and script runner.
bin_PROGRAMS += kea
kea_SOURCES = engine/kea_main.cpp
kea_LDADD = starlog/libstarlog.a $(KEA_LIBS) $(READLINE_LIBS)
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
include $(srcdir)/engine/text.mk
include $(srcdir)/engine/io.mk
include $(srcdir)/engine/compat.mk
