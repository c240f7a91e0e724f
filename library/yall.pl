/*  Kea library: yall
    Lambda expressions as SWI-Prolog's library(yall) writes them:
      Params>>Body         Params a list of variables: called with arguments
                           A1..An, a copy of the lambda binds Params to the
                           first arguments and calls Body with the rest;
      Free/Params>>Body    the variables of Free are shared with the context
                           (global), all others are renamed at each call;
      \X1^..^Xn^Body       X1..Xn are parameters, local (renamed at each
                           call), bound to the first n arguments; Body is
                           called with the rest.
    Copy semantics as in SWI-Prolog: variables of the lambda that are bound
    when it is called are shared by their value; unbound ones (outside
    Free) are fresh in every call. More parameters than arguments is
    domain_error(lambda_parameters, Lambda). Private helpers are prefixed
    '$yall_'.
*/

:- module(yall, [
    (>>)/2, (>>)/3, (>>)/4, (>>)/5, (>>)/6, (>>)/7, (>>)/8, (>>)/9,
    (/)/2, (/)/3, (/)/4, (/)/5, (/)/6, (/)/7, (/)/8, (/)/9,
    (\)/1, (\)/2, (\)/3, (\)/4, (\)/5, (\)/6, (\)/7, (\)/8
    ]).
:- meta_predicate
    '>>'(?, 0), '>>'(?, :, ?), '>>'(?, :, ?, ?), '>>'(?, :, ?, ?, ?),
    '>>'(?, :, ?, ?, ?, ?), '>>'(?, :, ?, ?, ?, ?, ?),
    '>>'(?, :, ?, ?, ?, ?, ?, ?), '>>'(?, :, ?, ?, ?, ?, ?, ?, ?),
    '/'(?, 0), '/'(?, 1, ?), '/'(?, 2, ?, ?), '/'(?, 3, ?, ?, ?),
    '/'(?, 4, ?, ?, ?, ?), '/'(?, 5, ?, ?, ?, ?, ?),
    '/'(?, 6, ?, ?, ?, ?, ?, ?), '/'(?, 7, ?, ?, ?, ?, ?, ?, ?),
    '\\'(:), '\\'(:, ?), '\\'(:, ?, ?), '\\'(:, ?, ?, ?),
    '\\'(:, ?, ?, ?, ?), '\\'(:, ?, ?, ?, ?, ?),
    '\\'(:, ?, ?, ?, ?, ?, ?), '\\'(:, ?, ?, ?, ?, ?, ?, ?).

'>>'(Ps, B) :- '$yall_params'(Ps, B, []).
'>>'(Ps, B, A1) :- '$yall_params'(Ps, B, [A1]).
'>>'(Ps, B, A1, A2) :- '$yall_params'(Ps, B, [A1, A2]).
'>>'(Ps, B, A1, A2, A3) :- '$yall_params'(Ps, B, [A1, A2, A3]).
'>>'(Ps, B, A1, A2, A3, A4) :- '$yall_params'(Ps, B, [A1, A2, A3, A4]).
'>>'(Ps, B, A1, A2, A3, A4, A5) :- '$yall_params'(Ps, B, [A1, A2, A3, A4, A5]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6) :- '$yall_params'(Ps, B, [A1, A2, A3, A4, A5, A6]).
'>>'(Ps, B, A1, A2, A3, A4, A5, A6, A7) :- '$yall_params'(Ps, B, [A1, A2, A3, A4, A5, A6, A7]).

'/'(F, L) :- '$yall_free'(F, L, []).
'/'(F, L, A1) :- '$yall_free'(F, L, [A1]).
'/'(F, L, A1, A2) :- '$yall_free'(F, L, [A1, A2]).
'/'(F, L, A1, A2, A3) :- '$yall_free'(F, L, [A1, A2, A3]).
'/'(F, L, A1, A2, A3, A4) :- '$yall_free'(F, L, [A1, A2, A3, A4]).
'/'(F, L, A1, A2, A3, A4, A5) :- '$yall_free'(F, L, [A1, A2, A3, A4, A5]).
'/'(F, L, A1, A2, A3, A4, A5, A6) :- '$yall_free'(F, L, [A1, A2, A3, A4, A5, A6]).
'/'(F, L, A1, A2, A3, A4, A5, A6, A7) :- '$yall_free'(F, L, [A1, A2, A3, A4, A5, A6, A7]).

'\\'(L) :- '$yall_local'(L, []).
'\\'(L, A1) :- '$yall_local'(L, [A1]).
'\\'(L, A1, A2) :- '$yall_local'(L, [A1, A2]).
'\\'(L, A1, A2, A3) :- '$yall_local'(L, [A1, A2, A3]).
'\\'(L, A1, A2, A3, A4) :- '$yall_local'(L, [A1, A2, A3, A4]).
'\\'(L, A1, A2, A3, A4, A5) :- '$yall_local'(L, [A1, A2, A3, A4, A5]).
'\\'(L, A1, A2, A3, A4, A5, A6) :- '$yall_local'(L, [A1, A2, A3, A4, A5, A6]).
'\\'(L, A1, A2, A3, A4, A5, A6, A7) :- '$yall_local'(L, [A1, A2, A3, A4, A5, A6, A7]).

'$yall_params'(Ps0, B0, Args) :-
    (   nonvar(Ps0), Ps0 = Free/Ps1
    ->  '$yall_must_be_free'(Free),
        copy_term(Free/Ps1>>B0, Free2/Ps>>B),
        Free2 = Free
    ;   copy_term(Ps0>>B0, Ps>>B)
    ),
    '$yall_bind'(Ps, Args, Rest, Ps0>>B0),
    '$yall_call'(B, Rest).

% The lambda comes qualified with the caller's module (meta_predicate/1),
% where its body then runs.
'$yall_free'(Free, Lambda, Args) :-
    '$yall_must_be_free'(Free),
    strip_module(Lambda, M, L0),
    (   nonvar(L0), L0 = Ps>>B
    ->  '$yall_params'(Free/Ps, M:B, Args)
    ;   copy_term(Free/L0, Free2/L),
        Free2 = Free,
        '$yall_call'(M:L, Args)
    ).

'$yall_local'(Lambda, Args) :-
    strip_module(Lambda, M, L0),
    (   nonvar(L0), L0 = _^_
    ->  '$yall_caret_params'(L0, Params),
        term_variables(Params, Locals),
        term_variables(L0, All),
        '$boot_var_subtract'(All, Locals, Globals),
        copy_term(Globals-L0, Globals2-L),
        Globals2 = Globals,
        '$yall_carets'(L, M, Args)
    ;   throw(error(type_error(lambda, '\\'(L0)), _))
    ).

% The parameters X1..Xn of X1^...^Xn^Body (all of them local).
'$yall_caret_params'(L, Params) :-
    (   nonvar(L), L = X^B
    ->  Params = [X|Params1],
        '$yall_caret_params'(B, Params1)
    ;   Params = []
    ).

'$yall_must_be_free'(Free) :-
    (   var(Free)
    ->  throw(error(instantiation_error, _))
    ;   compound(Free)
    ->  true
    ;   throw(error(type_error(lambda_free, Free), _))
    ).

% Each V^Body takes the next argument; the body is called with the rest.
'$yall_carets'(B, M, Args) :-
    (   Args = [A|Rest], nonvar(B), B = V^B1
    ->  V = A,
        '$yall_carets'(B1, M, Rest)
    ;   '$yall_call'(M:B, Args)
    ).

% Binds the parameters to the first arguments; Rest are the arguments left.
'$yall_bind'(Ps, Args, Rest, Lambda) :-
    (   var(Ps)
    ->  throw(error(instantiation_error, _))
    ;   Ps == []
    ->  Rest = Args
    ;   Ps = [P|Ps1]
    ->  (   Args = [A|Args1]
        ->  P = A,
            '$yall_bind'(Ps1, Args1, Rest, Lambda)
        ;   throw(error(domain_error(lambda_parameters, Lambda), _))
        )
    ;   throw(error(type_error(lambda_parameters, Ps), _))
    ).

'$yall_call'(B, []) :- !, call(B).
'$yall_call'(B, Args) :-
    G =.. [call, B|Args],
    call(G).
