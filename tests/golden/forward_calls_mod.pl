% A module for golden forward_calls: its cleanup goals are its own.
:- module(forward_calls_mod, [run_cleanup/1]).

run_cleanup(C) :-
    setup_call_catcher_cleanup(true, step, C, done(C)).

step :- write(step), nl.
done(C) :- write(done(C)), nl.
