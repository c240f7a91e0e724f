# engine/io.mk: streams, character/term I/O and format (the io part).
#
# For the WAM-era library, what Prolog must wrap (see the comments in
# engine/builtins_io.cpp):
#   stream_property/2 is deterministic here (first match); the full
#   nondeterministic version is
#     stream_property(S, P) :-
#         ( nonvar(S) -> true ; '$streams'(L), member(S, L) ),
#         '$stream_properties'(S, Ps), member(P, Ps).
#   with_output_to/2 over '$push_output'/2, '$pop_output'/2, '$discard_output'/1.
engine_libkea_a_SOURCES += \
  engine/atoms_io.def engine/functors_io.def \
  engine/stream.hpp engine/stream.cpp \
  engine/io.hpp engine/io.cpp \
  engine/stream_read.hpp engine/stream_read.cpp \
  engine/builtins_io.cpp engine/builtins_chario.cpp engine/builtins_read.cpp \
  engine/format.cpp

check_PROGRAMS += tests/engine/io-test
TESTS += tests/engine/io-test
tests_engine_io_test_SOURCES = $(ENGINE_TEST_MAIN) tests/engine/io_test.cpp
tests_engine_io_test_CXXFLAGS = $(GTEST_CXXFLAGS)
tests_engine_io_test_LDADD = $(ENGINE_TEST_LDADD)
