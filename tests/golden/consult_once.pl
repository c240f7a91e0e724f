% Loaded by consult_prog.pl with ensure_loaded/1, three times.
:- write(loading_once), nl.
from_once :- write(from_once), nl.
