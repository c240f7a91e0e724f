#!/bin/sh
# Coroutining benchmark (bench/coroutining/coroutining.pl: frozen goals,
# dif/2, when/2) on Kea and SWI-Prolog, in one run, by the tabling
# benchmark's driver: medians of --runs rounds, systems interleaved, and a
# check that both give the same answers.
#
# usage: bench/coroutining/run.sh [--programs chain,lazy,queens,when]
#            [--runs N] [--systems kea,swipl] [--timeout S]
#
# Environment: KEA (default ./kea from the top of the tree), KEA0 (with
# --systems ...,kea0), SWIPL (swipl).
here=$(cd "$(dirname "$0")" && pwd)
exec sh "$here/../tabling/run.sh" --programs chain,lazy,queens,when --file "$here/coroutining.pl" "$@"
