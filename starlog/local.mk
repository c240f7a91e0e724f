# starlog/: the Starlog evaluator (kea::starlog) and the kea-starlog CLI.
noinst_LIBRARIES += starlog/libstarlog.a
starlog_libstarlog_a_SOURCES = \
  starlog/error.hpp starlog/value.hpp starlog/value.cpp \
  starlog/num.hpp starlog/num.cpp starlog/expr.hpp starlog/expr.cpp \
  starlog/table.hpp starlog/table.cpp starlog/order.hpp starlog/order.cpp \
  starlog/program.hpp starlog/program.cpp starlog/loader.hpp starlog/loader.cpp \
  starlog/causality.hpp starlog/causality.cpp starlog/plan.hpp starlog/plan.cpp \
  starlog/eval.hpp starlog/eval.cpp starlog/output.hpp starlog/output.cpp \
  starlog/starlog.hpp starlog/session.cpp

bin_PROGRAMS += kea-starlog
kea_starlog_SOURCES = starlog/main.cpp
kea_starlog_LDADD = starlog/libstarlog.a $(KEA_LIBS)

dist_man_MANS += man/kea-starlog.1
EXTRA_DIST += starlog/examples
