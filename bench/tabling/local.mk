# The tabling benchmark (bench/tabling/tabling.pl), run on kea and swipl by
# bench/tabling/run.sh (which documents how). A benchmark, not a test:
# `make bench-tabling` prints each program's median time on both and the
# kea/swipl ratio; pass driver options with BENCH_TABLING_FLAGS, e.g.
#   make bench-tabling BENCH_TABLING_FLAGS='--runs 5 --programs left,fib'
EXTRA_DIST += bench/tabling/run.sh bench/tabling/tabling.pl

.PHONY: bench-tabling
bench-tabling: kea$(EXEEXT)
	KEA=$(abs_top_builddir)/kea$(EXEEXT) $(SHELL) $(srcdir)/bench/tabling/run.sh $(BENCH_TABLING_FLAGS)
