/*  The memory benchmark of issue 14, as one program for Kea and SWI-Prolog:
    long deterministic work whose garbage a collector can reclaim.

      terms(+Steps)   a recursion of Steps steps that builds the small
                      term f(N, [a,b,c], g(N)) at each step and drops it
                      (nothing keeps it: only a heap collector gives its
                      cells back; backtracking never happens)
      atoms(+Steps)   a recursion that makes one new atom per step
                      (atom_concat/3 of a prefix and the step number) and
                      drops it (only atom garbage collection reclaims it)

    Each prints "RESULT <name> <steps> <milliseconds>" on success.
    bench/memory/run.sh runs them and measures peak memory.
*/

terms(Steps) :-
    timed(terms, Steps, build(Steps)).

atoms(Steps) :-
    timed(atoms, Steps, make_atoms(Steps)).

timed(Name, Steps, Goal) :-
    statistics(walltime, [T0, _]),
    call(Goal),
    statistics(walltime, [T1, _]),
    Ms is T1 - T0,
    write('RESULT '), write(Name), write(' '), write(Steps), write(' '), write(Ms), nl.

build(0) :-
    !.
build(N) :-
    T = f(N, [a, b, c], g(N)),
    use(T),
    N1 is N - 1,
    build(N1).

% Looks at the term, so that no system can skip building it.
use(f(N, [_|_], g(N))).

make_atoms(0) :-
    !.
make_atoms(N) :-
    atom_concat(drop_, N, A),
    atom_length(A, _),
    N1 is N - 1,
    make_atoms(N1).
