# engine/builtins/: the builtin predicates written in C++, each registered in
# the file that implements it (registry.hpp says how), and their tests.
engine_libkea_a_SOURCES += \
  engine/builtins/registry.hpp engine/builtins/registry.cpp engine/builtins/tables.def \
  engine/builtins/install.cpp \
  engine/builtins/term.cpp engine/builtins/vars.cpp engine/builtins/attvar.cpp engine/builtins/length_arg.cpp \
  engine/builtins/sort_term_hash.cpp \
  engine/builtins/arith.cpp \
  engine/builtins/atom.cpp engine/builtins/text.cpp engine/builtins/concat_sub_text.cpp \
  engine/builtins/text_arg.hpp engine/builtins/text_arg.cpp engine/builtins/chartype.cpp \
  engine/builtins/write.cpp engine/builtins/read.cpp \
  engine/builtins/stream.cpp engine/builtins/chario.cpp engine/builtins/lines.cpp \
  engine/builtins/db.cpp engine/builtins/control.cpp engine/builtins/system.cpp engine/builtins/flags.cpp \
  engine/builtins/globals.hpp engine/builtins/globals.cpp \
  engine/builtins/files.cpp engine/builtins/random.cpp \
  engine/builtins/thread_arg.hpp engine/builtins/thread.cpp engine/builtins/mutex.cpp \
  engine/builtins/message_queue.cpp engine/builtins/alarm.cpp engine/builtins/date.cpp \
  engine/builtins/inference_limit.cpp engine/builtins/depth_limit.cpp \
  engine/builtins/portray.hpp engine/builtins/portray.cpp \
  engine/builtins/tabling.cpp

check_PROGRAMS += engine/builtins/tests/text-test
TESTS += engine/builtins/tests/text-test
engine_builtins_tests_text_test_SOURCES = $(ENGINE_TEST_MAIN) engine/tests/query_helper.hpp \
  engine/builtins/tests/text_test.cpp engine/builtins/tests/system_test.cpp \
  engine/builtins/tests/tabling_test.cpp
engine_builtins_tests_text_test_CXXFLAGS = $(GTEST_CXXFLAGS)
engine_builtins_tests_text_test_LDADD = $(ENGINE_TEST_LDADD)
