# library/: the Prolog part of Kea. library/boot/*.pl are system predicates,
# library/*.pl library predicates (a user file may redefine them). All are
# embedded in the binary. Every Runtime loads library/boot/*.pl at start, in
# this order; a library that is a module when a program first calls what it
# exports or loads it (engine/boot.cpp), one that is not at start.
KEA_PROLOG_FILES = \
  library/boot/core.pl \
  library/boot/control.pl \
  library/boot/attvar.pl \
  library/boot/tabling.pl \
  library/boot/dcg.pl \
  library/boot/io.pl \
  library/boot/files.pl \
  library/boot/date.pl \
  library/boot/terms.pl \
  library/boot/text.pl \
  library/boot/system.pl \
  library/boot/compat.pl \
  library/boot/thread.pl \
  library/boot/messages.pl \
  library/error.pl \
  library/lists.pl \
  library/apply.pl \
  library/thread.pl \
  library/pairs.pl \
  library/ordsets.pl \
  library/random.pl \
  library/assoc.pl \
  library/main.pl \
  library/quintus.pl \
  library/dec10.pl \
  library/time.pl \
  library/debug.pl \
  library/yall.pl \
  library/readutil.pl \
  library/option.pl \
  library/statistics.pl \
  library/gensym.pl \
  library/terms.pl \
  library/dcg/basics.pl \
  library/solution_sequences.pl \
  library/backcomp.pl \
  library/rbtrees.pl \
  library/heaps.pl \
  library/ugraphs.pl \
  library/occurs.pl \
  library/varnumbers.pl \
  library/nb_set.pl \
  library/filesex.pl \
  library/codesio.pl \
  library/charsio.pl \
  library/base64.pl \
  library/ansi_term.pl \
  library/csv.pl \
  library/date.pl \
  library/optparse.pl \
  library/thread_pool.pl \
  library/utf8.pl \
  library/url.pl \
  library/lazy_lists.pl \
  library/settings.pl \
  library/hashtable.pl \
  library/strings.pl \
  library/http/json.pl \
  library/persistency.pl

# The enumerating predicates of library/boot (terms.pl, text.pl,
# system.pl), run on SWI-Prolog over stand-ins for the '$' primitives
# (skipped when swipl is not installed); library/tests/run_swi.sh runs the
# library golden tests on SWI-Prolog.
TESTS += library/tests/swipl_boot_test.sh
EXTRA_DIST += library/tests
