# The coroutining benchmark (bench/coroutining/coroutining.pl), run on kea
# and swipl by bench/coroutining/run.sh. A benchmark, not a test:
# `make bench-coroutining` prints each program's median time on both and
# the kea/swipl ratio; pass driver options with BENCH_COROUTINING_FLAGS.
EXTRA_DIST += bench/coroutining/run.sh bench/coroutining/coroutining.pl

.PHONY: bench-coroutining
bench-coroutining: kea$(EXEEXT)
	KEA=$(abs_top_builddir)/kea$(EXEEXT) $(SHELL) $(srcdir)/bench/coroutining/run.sh $(BENCH_COROUTINING_FLAGS)
