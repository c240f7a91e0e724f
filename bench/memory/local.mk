# The memory benchmark of issue 14 (bench/memory/memory.pl), run on kea and
# swipl by bench/memory/run.sh (which documents how). A benchmark, not a
# test: `make bench-memory` prints peak memory and time per workload and
# number of steps; pass driver options with BENCH_MEMORY_FLAGS, e.g.
#   make bench-memory BENCH_MEMORY_FLAGS='--steps 1000000,2000000 --runs 3'
EXTRA_DIST += bench/memory/run.sh bench/memory/memory.pl

.PHONY: bench-memory
bench-memory: kea$(EXEEXT)
	KEA=$(abs_top_builddir)/kea$(EXEEXT) $(SHELL) $(srcdir)/bench/memory/run.sh $(BENCH_MEMORY_FLAGS)
