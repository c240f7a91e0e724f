# The atom-table benchmark of the seed paper (bench/atoms/atoms.pl), run on
# kea and swipl by bench/atoms/run.sh (which documents how). A benchmark,
# not a test: `make bench-atoms` prints a table of throughputs, speedups,
# kea/swipl ratios and peak memory; pass driver options with
# BENCH_ATOMS_FLAGS, e.g.
#   make bench-atoms BENCH_ATOMS_FLAGS='--count 40000 --runs 5'
EXTRA_DIST += bench/atoms/run.sh bench/atoms/atoms.pl

.PHONY: bench-atoms
bench-atoms: kea$(EXEEXT)
	KEA=$(abs_top_builddir)/kea$(EXEEXT) $(SHELL) $(srcdir)/bench/atoms/run.sh $(BENCH_ATOMS_FLAGS)
