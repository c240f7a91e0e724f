#!/usr/bin/env kea
% The "#!" first line of a script is skipped when the file is loaded.
main :- write(shebang_skipped), nl.
