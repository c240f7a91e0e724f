% Cryptarithmetic: letters stand for distinct digits in an addition.
% The solver works column by column from the right, choosing digits for
% the letters of a column from the pool still free and carrying into the
% next column, so wrong choices are refuted early. Measures
% nondeterministic selection, arithmetic and deep backtracking.

bench_name(crypt).

bench_run :-
    crypt_puzzle(_, Addends, Sum),
    crypt_solve(Addends, Sum),
    fail.
bench_run.

% Every puzzle has exactly one solution (checked by counting), and each
% answer is verified by recomputing the addition from the digit lists.
bench_check :-
    findall(Name-Addends-Sum,
            ( crypt_puzzle(Name, Addends, Sum), crypt_solve(Addends, Sum) ),
            Solutions),
    Solutions = [send-[[9,5,6,7],[1,0,8,5]]-[1,0,6,5,2],
                 donald-[[5,2,6,4,8,5],[1,9,7,4,8,5]]-[7,2,3,9,7,0],
                 cross-[[9,6,2,3,3],[6,2,5,1,3]]-[1,5,8,7,4,6]],
    crypt_verify(Solutions).

crypt_verify([]).
crypt_verify([_-Addends-Sum|Rest]) :-
    crypt_values(Addends, 0, Total),
    crypt_value(Sum, 0, Total),
    crypt_verify(Rest).

crypt_values([], T, T).
crypt_values([W|Ws], T0, T) :-
    crypt_value(W, 0, V),
    T1 is T0 + V,
    crypt_values(Ws, T1, T).

crypt_value([], V, V).
crypt_value([D|Ds], V0, V) :-
    V1 is V0 * 10 + D,
    crypt_value(Ds, V1, V).

% SEND+MORE=MONEY, DONALD+GERALD=ROBERT, CROSS+ROADS=DANGER (letters that
% occur once are written _X to keep the systems' singleton checks quiet)
crypt_puzzle(send, [[_S,E,N,_D], [M,O,_R,E]], [M,O,N,E,_Y]).
crypt_puzzle(donald, [[D,O,_N,A,L,D], [_G,E,R,A,L,D]], [R,O,_B,E,R,_T]).
crypt_puzzle(cross, [[_C,R,O,S,S], [R,O,A,D,S]], [D,A,_N,_G,_E,R]).

% crypt_solve(+Addends, +Sum): Addends are lists of letter variables (most
% significant first), Sum likewise; leading letters are not zero.
crypt_solve(Addends, Sum) :-
    crypt_nonzero_leads([Sum|Addends], Leads),
    crypt_reverse_all(Addends, RevAddends),
    crypt_reverse(Sum, RevSum),
    crypt_columns(RevAddends, RevSum, 0, [0,1,2,3,4,5,6,7,8,9], _),
    crypt_check_nonzero(Leads).

crypt_nonzero_leads([], []).
crypt_nonzero_leads([[L|_]|Ws], [L|Ls]) :-
    crypt_nonzero_leads(Ws, Ls).

crypt_check_nonzero([]).
crypt_check_nonzero([L|Ls]) :-
    L =\= 0,
    crypt_check_nonzero(Ls).

% Columns least significant first. A sum digit beyond the addends' length
% is the final carry.
crypt_columns(Addends, [S|Ss], Carry, Pool0, Pool) :-
    crypt_heads(Addends, Digits, Rests),
    crypt_assign(Digits, Pool0, Pool1),
    crypt_sum(Digits, Carry, Total),
    SDigit is Total mod 10,
    Carry1 is Total // 10,
    crypt_assign_one(S, SDigit, Pool1, Pool2),
    crypt_more(Rests, Ss, Carry1, Pool2, Pool).

crypt_more(Rests, [], 0, Pool, Pool) :-
    crypt_all_empty(Rests).
crypt_more(Rests, [S|Ss], Carry, Pool0, Pool) :-
    (   crypt_all_empty(Rests)
    ->  Ss == [],
        crypt_assign_one(S, Carry, Pool0, Pool)
    ;   crypt_columns(Rests, [S|Ss], Carry, Pool0, Pool)
    ).

crypt_heads([], [], []).
crypt_heads([W|Ws], Ds, Rs) :-
    (   W = [D|R]
    ->  Ds = [D|Ds1], Rs = [R|Rs1]
    ;   Ds = Ds1, Rs = Rs1
    ),
    crypt_heads(Ws, Ds1, Rs1).

crypt_all_empty([]).
crypt_all_empty([[]|Ws]) :-
    crypt_all_empty(Ws).

crypt_assign([], Pool, Pool).
crypt_assign([D|Ds], Pool0, Pool) :-
    (   var(D)
    ->  crypt_pick(D, Pool0, Pool1)
    ;   Pool1 = Pool0
    ),
    crypt_assign(Ds, Pool1, Pool).

% A letter already bound must equal the computed digit; a free letter takes
% the digit if it is still in the pool.
crypt_assign_one(L, Digit, Pool0, Pool) :-
    (   var(L)
    ->  crypt_pick(Digit, Pool0, Pool),
        L = Digit
    ;   L =:= Digit,
        Pool = Pool0
    ).

crypt_pick(X, [X|Xs], Xs).
crypt_pick(X, [Y|Ys], [Y|Zs]) :-
    crypt_pick(X, Ys, Zs).

crypt_sum([], S, S).
crypt_sum([D|Ds], S0, S) :-
    S1 is S0 + D,
    crypt_sum(Ds, S1, S).

crypt_reverse_all([], []).
crypt_reverse_all([W|Ws], [R|Rs]) :-
    crypt_reverse(W, R),
    crypt_reverse_all(Ws, Rs).

crypt_reverse(L, R) :-
    crypt_reverse(L, [], R).

crypt_reverse([], R, R).
crypt_reverse([X|Xs], R0, R) :-
    crypt_reverse(Xs, [X|R0], R).
