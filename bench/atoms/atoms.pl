/*  The atom-table benchmark of Moreno, Areias, Rocha and Santos Costa, "On
    the Implementation of a Lock-Free Atom Table in a Prolog System"
    (section 4.1, Figures 6-8), as one program for Kea and SWI-Prolog.

    An initial set of distinct sequences of 8 to 16 lowercase letters is
    made deterministically (the MINSTD generator below, the same numbers on
    every system). Workers take batches of sequence numbers from a counter
    kept in the dynamic predicate qsize/1 under a mutex; for each sequence
    they split it every way with atom_concat/3 and make the atom of the
    two halves swapped, so the atom table grows by millions of atoms while
    the workers insert concurrently.

    Entry points (bench/atoms/run.sh calls them):

      atoms_main(+Mode, +Count)
          Make Count sequences (untimed), then time the work and print
              RESULT <mode> <count> <milliseconds>
          Mode is `loop` (the work in the calling thread, no threads, no
          mutex: for systems without threads) or a positive integer, the
          number of worker threads (the paper's program). A system without
          thread_create/3 prints "THREADS none" instead.

      atoms_check(+Count)
          Print CHECK <count> <distinct sequences> <letters> <sample>
          <distinct atoms made>: the initial set's fingerprint, and the
          number of different atoms among all halves and swapped
          concatenations of the first <sample> sequences, independent of
          what the system's atom table held before. Two systems that do
          the same work print the same line.

    The program uses only what both systems share: the SWI-Prolog thread
    API (thread_create/3, thread_join/2, mutex_create/1, with_mutex/2) and
    dynamic predicates.
*/

:- dynamic atom_seq/2.
:- dynamic qsize/1.

batch_size(2000).

%   The initial set. MINSTD (x' = 48271 x mod 2^31-1) keeps every product
%   below 2^47, so no system needs big integers; a length or a letter is
%   taken from the high bits of one draw.

make_sequences(Count) :-
    retractall(atom_seq(_, _)),
    make_sequences(0, Count, 20240601).

make_sequences(I, Count, _) :-
    I >= Count,
    !.
make_sequences(I, Count, X0) :-
    draw(X0, X1),
    Len is 8 + (X1 * 9) >> 31,
    letters(Len, X1, X, Codes),
    atom_codes(A, Codes),
    assertz(atom_seq(I, A)),
    I1 is I + 1,
    make_sequences(I1, Count, X).

letters(0, X, X, []) :-
    !.
letters(N, X0, X, [C|Cs]) :-
    draw(X0, X1),
    C is 0'a + (X1 * 26) >> 31,
    N1 is N - 1,
    letters(N1, X1, X, Cs).

draw(X0, X) :-
    X is (X0 * 48271) mod 2147483647.

%   The work (Figure 8).

compute(I, IL) :-
    I >= IL,
    !.
compute(I, IL) :-
    atom_seq(I, AS),
    (   combine_atoms(AS, _),
        fail
    ;   true
    ),
    I1 is I + 1,
    compute(I1, IL).

combine_atoms(AS, R) :-
    atom_concat(A1, A2, AS),
    atom_concat(A2, A1, R).

%   The scheduler (Figure 7): a batch is taken under the mutex.

worker(Mutex, Count) :-
    (   take_batch(Mutex, Count, I, IL)
    ->  compute(I, IL),
        worker(Mutex, Count)
    ;   true
    ).

take_batch(Mutex, Count, I, IL) :-
    batch_size(B),
    with_mutex(Mutex,
               ( qsize(I),
                 I < Count,
                 retract(qsize(I)),
                 IL is min(I + B, Count),
                 assertz(qsize(IL))
               )).

run(loop, Count) :-
    !,
    compute(0, Count).
run(Threads, Count) :-
    retractall(qsize(_)),
    assertz(qsize(0)),
    mutex_create(Mutex),
    findall(Id,
            ( between(1, Threads, _),
              thread_create(worker(Mutex, Count), Id, [])
            ),
            Ids),
    forall(member(Id, Ids),
           ( thread_join(Id, Status),
             (   Status == true
             ->  true
             ;   throw(worker_failed(Id, Status))
             )
           )).

threads_available :-
    catch(( thread_create(true, Id, []),
            thread_join(Id, true)
          ),
          _,
          fail).

atoms_main(Mode, Count) :-
    (   Mode \== loop,
        \+ threads_available
    ->  write('THREADS none'), nl
    ;   make_sequences(Count),
        statistics(walltime, [T0, _]),
        run(Mode, Count),
        statistics(walltime, [T1, _]),
        Ms is T1 - T0,
        write('RESULT '), write(Mode), write(' '), write(Count), write(' '),
        write(Ms), nl
    ).

%   The check. A set of all the atoms of the whole workload would need a
%   collector for the Prolog heap (Kea has none yet), so it is counted over
%   the first sequences only; the whole initial set is fingerprinted by its
%   number of distinct sequences and of letters.

check_sample(20000).

atoms_check(Count) :-
    make_sequences(Count),
    findall(A, atom_seq(_, A), Seqs),
    sort(Seqs, Distinct),
    length(Distinct, NSeqs),
    letters_total(0, Count, 0, Letters),
    check_sample(S0),
    S is min(S0, Count),
    findall(A, ( between(1, S, J),
                 I is J - 1,
                 atom_seq(I, AS),
                 made_atom(AS, A)
               ),
            Made),
    sort(Made, MadeSet),
    length(MadeSet, NMade),
    write('CHECK '), write(Count), write(' '), write(NSeqs), write(' '),
    write(Letters), write(' '), write(S), write(' '), write(NMade), nl.

letters_total(I, Count, T, T) :-
    I >= Count,
    !.
letters_total(I, Count, T0, T) :-
    atom_seq(I, A),
    atom_length(A, L),
    T1 is T0 + L,
    I1 is I + 1,
    letters_total(I1, Count, T1, T).

made_atom(AS, A) :-
    atom_concat(A1, A2, AS),
    (   A = A1
    ;   A = A2
    ;   atom_concat(A2, A1, A)
    ).
