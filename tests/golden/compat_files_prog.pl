% compat_files: the queries of compat_files.pl run in a fresh temporary
% directory, so that no answer shows its (run-dependent) name.
:- tmp_file(kea_test, D),
   \+ exists_file(D),
   \+ exists_directory(D),
   make_directory(D),
   nb_setval(dir, D),
   working_directory(_, D).

cleanup :-
    nb_getval(dir, D),
    working_directory(_, '/'),
    delete_directory(D),
    \+ exists_directory(D).

% The directory given back by working_directory/2 is the one set, with a
% trailing slash.
cwd_is_dir :-
    nb_getval(dir, D),
    working_directory(W, W),
    atom_concat(D, '/', W).
