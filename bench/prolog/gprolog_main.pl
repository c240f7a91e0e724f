% Entry point for the benchmark executables that run.sh builds with gplc:
% the first command-line argument is the iteration count for bench_main/1.
% Only linked into gprolog executables; the other systems call
% bench_main/1 from their -g option.

:- initialization(bench_gprolog_main).

bench_gprolog_main :-
    argument_list(Args),
    (   Args = [A|_]
    ->  atom_codes(A, Codes),
        number_codes(N, Codes)
    ;   N = 1
    ),
    catch(bench_main(N), E,
          ( write(error(E)), nl, halt(2) )),
    halt(0).
