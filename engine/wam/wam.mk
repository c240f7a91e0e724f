# engine/wam/: the abstract machine: the instruction set (instructions.def),
# the clause compiler and emitter, the emulator and its disassembler, the
# Machine (one thread's registers and stacks), the heap's collector, the
# clause database, and consult.
engine_libkea_a_SOURCES += \
  engine/wam/instructions.def engine/wam/code.hpp \
  engine/wam/emit.hpp engine/wam/emit.cpp engine/wam/disasm.cpp \
  engine/wam/compile.hpp engine/wam/compile.cpp \
  engine/wam/machine.hpp engine/wam/machine.cpp engine/wam/emulator.cpp \
  engine/wam/cleanup.hpp engine/wam/cleanup.cpp \
  engine/wam/gc.hpp engine/wam/gc.cpp \
  engine/wam/atom_gc.hpp engine/wam/atom_gc.cpp \
  engine/wam/db.hpp engine/wam/db.cpp engine/wam/dbutil.hpp \
  engine/wam/transparent.hpp engine/wam/transparent.cpp \
  engine/wam/consult.hpp engine/wam/consult.cpp

# A randomized model test of the clause database under the logical update
# view (KEA_DB_MODEL_SEED, KEA_DB_MODEL_STEPS: see the file).
check_PROGRAMS += engine/wam/tests/db-model-test
TESTS += engine/wam/tests/db-model-test
engine_wam_tests_db_model_test_SOURCES = $(ENGINE_TEST_MAIN) engine/wam/tests/db_model_test.cpp
engine_wam_tests_db_model_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_wam_tests_db_model_test_LDADD = $(ENGINE_TEST_LDADD)

# The atom collector (atom_gc.hpp).
check_PROGRAMS += engine/wam/tests/atom-gc-test
TESTS += engine/wam/tests/atom-gc-test
engine_wam_tests_atom_gc_test_SOURCES = $(ENGINE_TEST_MAIN) engine/wam/tests/atom_gc_test.cpp
engine_wam_tests_atom_gc_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_wam_tests_atom_gc_test_LDADD = $(ENGINE_TEST_LDADD)

# The heap's collector, through collectable queries (gc.hpp).
check_PROGRAMS += engine/wam/tests/gc-test
TESTS += engine/wam/tests/gc-test
engine_wam_tests_gc_test_SOURCES = $(ENGINE_TEST_MAIN) engine/wam/tests/gc_test.cpp
engine_wam_tests_gc_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_wam_tests_gc_test_LDADD = $(ENGINE_TEST_LDADD)

# Modules in the database: tables, binding, imports, meta arguments; and
# module tables made from 8 threads at once.
check_PROGRAMS += engine/wam/tests/modules-test
TESTS += engine/wam/tests/modules-test
engine_wam_tests_modules_test_SOURCES = $(ENGINE_TEST_MAIN) engine/wam/tests/modules_test.cpp
engine_wam_tests_modules_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_wam_tests_modules_test_LDADD = $(ENGINE_TEST_LDADD)
