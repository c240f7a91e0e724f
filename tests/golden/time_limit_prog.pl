% call_with_time_limit/2 (library(time)), debug/1,3, nodebug/1,
% debugging/1 and assertion/1 (library(debug)). SWI-Prolog prints a
% backtrace with a failed assertion, so only assertions that hold are here.

:- use_module(library(debug)).

e(G) :-
    catch(G, E, true),
    (   var(E)
    ->  writeln(no_exception)
    ;   E = error(F, _)
    ->  writeq(error(F)), nl
    ;   writeq(E), nl
    ).

main :-
    e(call_with_time_limit(0.3, (repeat, fail))),
    call_with_time_limit(5, X = 1), writeq(X), nl,
    e(call_with_time_limit(0.2, sleep(3))),
    e(call_with_time_limit(0, true)),
    e(call_with_time_limit(-1, true)),
    (   call_with_time_limit(1, fail) -> writeln(yes) ; writeln(failed) ),
    findall(Y, call_with_time_limit(1, member(Y, [a, b])), L), writeq(L), nl,
    e(call_with_time_limit(1, throw(mine))),
    e(call_with_time_limit(5,
                           ( catch(call_with_time_limit(0.2, (repeat, fail)),
                                   time_limit_exceeded,
                                   writeln(inner_expired)),
                             writeln(after_inner) ))),
    e(call_with_time_limit(0.3,
                           catch(call_with_time_limit(5, (repeat, fail)),
                                 time_limit_exceeded,
                                 writeln(not_this_one)))),
    call_with_time_limit(0.2, true), sleep(0.5), writeln(no_late_alarm),
    e(call_with_time_limit(a, true)),
    e(call_with_time_limit(_, true)),
    % library(debug)
    debug(topic_a, "not shown ~w", [1]),
    debug(topic_a),
    debug(topic_a, "shown ~w and ~q", [1, 'A b']),
    debug(topic_a(sub), "not a matching topic", []),
    debug(topic_b(_)),
    debug(topic_b(x), "topic_b(~w)", [x]),
    (   debugging(topic_a) -> writeln(debugging_a) ; writeln(not_debugging_a) ),
    nodebug(topic_a),
    debug(topic_a, "gone", []),
    (   debugging(topic_a) -> writeln(debugging_a) ; writeln(not_debugging_a) ),
    assertion(true),
    assertion(member(_, [a])),
    e(assertion(true)).
