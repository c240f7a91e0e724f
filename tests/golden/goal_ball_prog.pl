% An uncaught ball that is not an error term in a -g goal: printed as an
% unknown message; earlier -g goals have run, later ones do not; status 2.

first :- write(first_goal), nl.

main :-
    write(before_ball), nl,
    throw(my_ball(1, "two", [three])).

never :- write(never_runs), nl.
