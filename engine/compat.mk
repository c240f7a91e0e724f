# engine/compat.mk: commonly used SWI-Prolog builtins outside ISO: global
# variables and setarg, files, line and string input, random numbers,
# sort/4 and term_hash/2.
engine_libkea_a_SOURCES += \
  engine/atoms_compat.def engine/globals.hpp \
  engine/builtins_globals.cpp engine/builtins_files.cpp \
  engine/builtins_lines.cpp engine/builtins_random.cpp \
  engine/builtins_termx.cpp
