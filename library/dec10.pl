/*  Kea library: predicates of DEC-10 Prolog that SWI-Prolog keeps as
    system predicates a program may define for itself (it protects only
    ISO's): name/2, the recorded database and Edinburgh I/O. Here, as a
    library, a user file's definition replaces Kea's.

    The recorded database (recorda/2,3, recordz/2,3, recorded/2,3,
    instance/2) is the dynamic predicate '$record'(Key, Term), so records
    follow the clause database's logical update view and erase/1 removes
    one by the reference recorda/3 or recorded/3 gave. A key is an atom,
    an integer, or a compound of which only the name and arity count (it
    is kept as a term of that name and arity with fresh arguments).
*/

%   name(?AtomOrNumber, ?Codes) (engine/builtins/atom.cpp).

name(X, Codes) :-
    '$name'(X, Codes).

:- dynamic('$record'/2).

recorda(Key, Term) :-
    recorda(Key, Term, _).

recorda(Key, Term, Ref) :-
    '$record_key'(Key, K, recorda/3),
    asserta('$record'(K, Term), Ref).

recordz(Key, Term) :-
    recordz(Key, Term, _).

recordz(Key, Term, Ref) :-
    '$record_key'(Key, K, recordz/3),
    assertz('$record'(K, Term), Ref).

recorded(Key, Term) :-
    recorded(Key, Term, _).

recorded(Key, Term, Ref) :-
    (   var(Key)
    ->  K = Key
    ;   '$record_key'(Key, K, recorded/3)
    ),
    clause('$record'(K, Term), true, Ref).

%   instance(+Ref, -Term): the term a record holds, or Head :- Body for a
%   clause.

instance(Ref, Term) :-
    (   clause('$record'(_, T), true, Ref)
    ->  Term = T
    ;   clause(H, B, Ref),
        Term = (H :- B)
    ).

'$record_key'(Key, K, PI) :-
    (   var(Key)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   atom(Key)
    ->  K = Key
    ;   integer(Key)
    ->  K = Key
    ;   compound(Key)
    ->  functor(Key, N, A),
        functor(K, N, A)
    ;   throw(error(type_error(key, Key), context(PI, _)))
    ).

%   see/1, seeing/1, seen/0, tell/1, append/1, telling/1, told/0: the
%   Edinburgh I/O of DEC-10 Prolog, as SWI-Prolog has it. A stream or an
%   alias is made current as it is; `user` is the terminal; any other
%   name is a file, opened by the first see/tell/append of it and made
%   current again by the next while it stays open
%   ('$edinburgh_stream'(File, Direction, Stream) remembers it).

:- dynamic('$edinburgh_stream'/3).

see(F) :-
    '$edinburgh_open'(F, read, see/1, S),
    set_input(S).

tell(F) :-
    '$edinburgh_open'(F, write, tell/1, S),
    set_output(S).

append(F) :-
    '$edinburgh_open'(F, append, append/1, S),
    set_output(S).

seeing(F) :-
    current_input(S),
    '$edinburgh_name'(S, input, user_input, F).

telling(F) :-
    current_output(S),
    '$edinburgh_name'(S, output, user_output, F).

seen :-
    current_input(S),
    '$edinburgh_close'(S, user_input),
    set_input(user_input).

told :-
    current_output(S),
    '$edinburgh_close'(S, user_output),
    set_output(user_output).

'$edinburgh_open'(F, Mode, PI, S) :-
    (   Mode == read
    ->  Dir = input, User = user_input
    ;   Dir = output, User = user_output
    ),
    (   var(F)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   F == user
    ->  S = User
    ;   is_stream(F)
    ->  S = F
    ;   '$edinburgh_stream'(F, Dir, S0),
        is_stream(S0)
    ->  S = S0
    ;   retractall('$edinburgh_stream'(F, Dir, _)),
        open(F, Mode, S),
        assertz('$edinburgh_stream'(F, Dir, S))
    ).

'$edinburgh_name'(S, Dir, User, F) :-
    (   stream_property(S, alias(User))
    ->  F = user
    ;   '$edinburgh_stream'(F0, Dir, S)
    ->  F = F0
    ;   F = S
    ).

'$edinburgh_close'(S, User) :-
    retractall('$edinburgh_stream'(_, _, S)),
    (   stream_property(S, alias(User))
    ->  true
    ;   close(S)
    ).

%   get0/1,2, get/1,2, put/1,2, skip/1,2: the character I/O of DEC-10
%   Prolog on codes: get0 reads the next code, get the next one that is
%   not layout, put writes one, skip reads up to and including the given
%   code (or to the end of the input).

get0(C) :-
    get_code(C).
get0(S, C) :-
    get_code(S, C).

get(C) :-
    current_input(S),
    get(S, C).
get(S, C) :-
    get_code(S, C0),
    (   C0 >= 0,
        code_type(C0, space)
    ->  get(S, C)
    ;   C = C0
    ).

put(C) :-
    put_code(C).
put(S, C) :-
    put_code(S, C).

skip(C) :-
    current_input(S),
    skip(S, C).
skip(S, C) :-
    get_code(S, C0),
    (   C0 == C
    ->  true
    ;   C0 == -1
    ->  true
    ;   skip(S, C)
    ).

%   current_key(-Key): the keys of the recorded database.

current_key(Key) :-
    findall(K, clause('$record'(K, _), true), Ks),
    sort(Ks, Keys),
    '$boot_member'(Key, Keys).
