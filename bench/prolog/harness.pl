% Benchmark harness: loaded together with one program file that defines
% bench_name/1, bench_run/0 and bench_check/0.
%
% bench_main(N) verifies the program's result once, then times N calls of
% bench_run/0 and prints
%
%     RESULT <name> <iterations> <milliseconds>
%
% The time is CPU time from statistics(runtime, _), which all three systems
% report in milliseconds, minus the time of the same loop around an empty
% goal, so the loop machinery itself is not charged to the program.
% A wrong result prints "<name>: wrong result" and halts with status 1:
% timing a program that computes the wrong answer would be meaningless.

bench_main(N) :-
    bench_name(Name),
    bench_verify(Name),
    bench_time(N, Ms),
    write('RESULT '), write(Name), write(' '), write(N), write(' '),
    write(Ms), nl.

bench_verify(Name) :-
    catch(bench_check, Error, (bench_error(Name, Error), fail)),
    !.
bench_verify(Name) :-
    write(Name), write(': wrong result'), nl,
    halt(1).

bench_error(Name, Error) :-
    write(Name), write(': error in check: '), writeq(Error), nl.

bench_time(N, Ms) :-
    statistics(runtime, [T0|_]),
    bench_loop(N),
    statistics(runtime, [T1|_]),
    bench_empty_loop(N),
    statistics(runtime, [T2|_]),
    Ms is max(0, (T1 - T0) - (T2 - T1)).

% Failure-driven loops: every iteration starts from the same heap, so no
% system is charged for garbage collection of the previous iterations'
% terms. The if-then-else discards any choice points bench_run/0 leaves.
bench_loop(N) :-
    between(1, N, _),
    bench_once,
    fail.
bench_loop(_).

bench_once :-
    (   bench_run
    ->  true
    ;   bench_run_failed
    ).

bench_empty_loop(N) :-
    between(1, N, _),
    bench_empty_once,
    fail.
bench_empty_loop(_).

bench_empty_once :-
    (   bench_nothing
    ->  true
    ;   bench_run_failed
    ).

bench_nothing.

bench_run_failed :-
    bench_name(Name),
    write(Name), write(': bench_run failed'), nl,
    halt(1).
