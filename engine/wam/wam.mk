# engine/wam/: the abstract machine: the instruction set (instructions.def),
# the clause compiler and emitter, the emulator and its disassembler, the
# Machine (one thread's registers and stacks), the clause database, and
# consult.
engine_libkea_a_SOURCES += \
  engine/wam/instructions.def engine/wam/code.hpp \
  engine/wam/emit.hpp engine/wam/emit.cpp engine/wam/disasm.cpp \
  engine/wam/compile.hpp engine/wam/compile.cpp \
  engine/wam/machine.hpp engine/wam/machine.cpp engine/wam/emulator.cpp \
  engine/wam/db.hpp engine/wam/db.cpp engine/wam/dbutil.hpp \
  engine/wam/consult.hpp engine/wam/consult.cpp
