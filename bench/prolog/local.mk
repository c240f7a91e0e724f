# Classic Prolog benchmarks: programs in bench/prolog/*.pl, run on kea,
# swipl and gprolog by bench/prolog/run.sh (which documents how). A
# benchmark, not a test: `make bench-prolog` prints a table of times and
# ratios; pass driver options with BENCH_PROLOG_FLAGS, e.g.
#   make bench-prolog BENCH_PROLOG_FLAGS='--programs nrev,tak --runs 1'
BENCH_PROLOG_PL = \
  bench/prolog/boyer.pl bench/prolog/browse.pl bench/prolog/chat_parser.pl \
  bench/prolog/crypt.pl bench/prolog/deriv.pl bench/prolog/nrev.pl \
  bench/prolog/poly_10.pl bench/prolog/primes.pl bench/prolog/qsort.pl \
  bench/prolog/query.pl bench/prolog/queens.pl bench/prolog/tak.pl \
  bench/prolog/zebra.pl
EXTRA_DIST += bench/prolog/run.sh bench/prolog/harness.pl \
  bench/prolog/gprolog_main.pl $(BENCH_PROLOG_PL)

.PHONY: bench-prolog
bench-prolog: kea$(EXEEXT)
	KEA=$(abs_top_builddir)/kea$(EXEEXT) $(SHELL) $(srcdir)/bench/prolog/run.sh $(BENCH_PROLOG_FLAGS)
