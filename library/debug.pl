/*  Kea library: debug messages and assertions, as SWI-Prolog's
    library(debug) has them: debug/3 prints when its topic is enabled
    (debug/1 enables the topics that unify with its argument, nodebug/0,1
    disables them); assertion/1 raises an error when its goal fails.
    Unlike SWI-Prolog, Kea does not warn about a topic no debug/3 call
    names, which SWI-Prolog learns when it compiles them.
*/

:- module(prolog_debug, [
    debug/1, debug/3, debugging/1, nodebug/0, nodebug/1, assertion/1
    ]).
:- meta_predicate
    debug(+, +, :), assertion(0).

:- dynamic('$debug_topic'/1).

debug(Topic) :-
    (   '$debug_topic'(T),
        T =@= Topic
    ->  true
    ;   assertz('$debug_topic'(Topic))
    ).

nodebug(Topic) :-
    retractall('$debug_topic'(Topic)).

nodebug :-
    retractall('$debug_topic'(_)).

debugging(Topic) :-
    '$debug_topic'(Topic).

%   debug(+Topic, +Format, :Args): format(Format, Args) on user_error after
%   "% ", when Topic is enabled (Args come qualified, as in SWI-Prolog).

debug(Topic, Format, QArgs) :-
    (   \+ \+ '$debug_topic'(Topic)
    ->  strip_module(QArgs, _, Args),
        format(user_error, "% ", []),
        format(user_error, Format, Args),
        nl(user_error)
    ;   true
    ).

%   assertion(:Goal): Goal succeeds (once, its bindings undone), or an
%   error is printed and raised: error(assertion_error(fail, M:Goal), _),
%   M the caller's module.

assertion(Goal) :-
    (   \+ \+ catch(Goal, _, fail)
    ->  true
    ;   strip_module(Goal, M, G),
        format(user_error, "ERROR: Assertion failed: ~q~n", [M:G]),
        throw(error(assertion_error(fail, M:G), _))
    ).
