/*  Kea boot library: enumerating predicates on integers and terms:
    between/3, length/2 and arg/3, over deterministic C++ primitives
    ('$length_mode'/3, '$length'/2, '$arg_arity'/2 and '$arg'/3 in
    engine/builtins/length_arg.cpp and term.cpp), whose errors name the
    public predicate. Also '$boot_member'/2 and '$boot_var_subtract'/3,
    which the other boot files and libraries use.
    The last solution leaves no choicepoint, as in SWI-Prolog.
*/

%   between(+Low, +High, ?X)
%   High may be inf or infinite.

between(Low, High, X) :-
    '$must_be_integer'(Low, between/3),
    (   High == inf -> true
    ;   High == infinite -> true
    ;   '$must_be_integer'(High, between/3)
    ),
    (   integer(X)
    ->  X >= Low,
        (   integer(High) -> X =< High ; true )
    ;   var(X)
    ->  '$between'(Low, High, X)
    ;   throw(error(type_error(integer, X), context(between/3, _)))
    ).

'$between'(Low, High, X) :-
    integer(High), !,
    Low =< High,
    '$between_upto'(Low, High, X).
'$between'(Low, _, X) :-
    '$between_from'(Low, X).

'$between_upto'(Low, High, X) :-
    (   Low =:= High
    ->  X = Low
    ;   X = Low
    ;   Next is Low + 1,
        '$between_upto'(Next, High, X)
    ).

'$between_from'(Low, X) :-
    (   X = Low
    ;   Next is Low + 1,
        '$between_from'(Next, X)
    ).

'$must_be_integer'(X, _) :-
    integer(X), !.
'$must_be_integer'(X, PI) :-
    var(X), !,
    throw(error(instantiation_error, context(PI, _))).
'$must_be_integer'(X, PI) :-
    throw(error(type_error(integer, X), context(PI, _))).

%   '$must_be_proper_list'(+List, +PI): List is a proper list, or the
%   error of predicate PI is raised (instantiation for a partial list).
'$must_be_proper_list'(List, PI) :-
    '$skip_list'(_, List, Tail),
    (   Tail == []
    ->  true
    ;   var(Tail)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   throw(error(type_error(list, List), context(PI, _)))
    ).

%   length(?List, ?N)
%   With a partial list and N unbound, enumerates ever longer lists.

length(List, N) :-
    '$length_mode'(List, N, Mode),
    (   Mode == det
    ->  '$length'(List, N)
    ;   Mode = enum(Known, Tail),
        '$length_enum'(Tail, Known, N)
    ).

'$length_enum'([], N, N).
'$length_enum'([_|Tail], Known, N) :-
    Next is Known + 1,
    '$length_enum'(Tail, Next, N).

%   arg(?N, +Term, ?Arg)
%   With N unbound, enumerates the arguments.

arg(N, Term, Arg) :-
    integer(N), !,
    '$arg'(N, Term, Arg).
arg(N, Term, Arg) :-
    var(N), !,
    '$arg_arity'(Term, Arity),
    Arity >= 1,
    '$between_upto'(1, Arity, N),
    '$arg'(N, Term, Arg).
arg(N, _, _) :-
    throw(error(type_error(integer, N), context(arg/3, _))).

%   '$boot_member'(?X, +List): member/2 for the boot library (terms.pl, text.pl, system.pl), which cannot
%   rely on library(lists). Deterministic on the last element.

'$boot_member'(X, [Y|Ys]) :-
    '$boot_member_'(Ys, X, Y).

'$boot_member_'(_, X, X).
'$boot_member_'([Y|Ys], X, _) :-
    '$boot_member_'(Ys, X, Y).

%   '$boot_var_subtract'(+Vars, +Remove, -Rest): the variables of Vars that
%   are not in Remove (compared by identity), in their order.

'$boot_var_subtract'([], _, []).
'$boot_var_subtract'([V|Vs], Remove, Rest) :-
    (   '$boot_var_memberchk'(Remove, V)
    ->  Rest = Rest1
    ;   Rest = [V|Rest1]
    ),
    '$boot_var_subtract'(Vs, Remove, Rest1).

'$boot_var_memberchk'([X|Xs], V) :-
    (   X == V
    ->  true
    ;   '$boot_var_memberchk'(Xs, V)
    ).

%   compound_name_arity(?Compound, ?Name, ?Arity)
%   compound_name_arguments(?Compound, ?Name, ?Arguments)
%   functor/3 and =../2 for compounds only. Kea has no compounds without
%   arguments (SWI-Prolog's f()), so making one of arity 0 is the domain
%   error SWI-Prolog raises for it in its traditional mode.

compound_name_arity(C, N, A) :-
    (   compound(C)
    ->  functor(C, N, A)
    ;   var(C)
    ->  (   A == 0
        ->  throw(error(domain_error(compound_non_zero_arity, 0), context(compound_name_arity/3, _)))
        ;   functor(C, N, A)
        )
    ;   throw(error(type_error(compound, C), context(compound_name_arity/3, _)))
    ).

compound_name_arguments(C, N, As) :-
    (   compound(C)
    ->  C =.. [N|As]
    ;   var(C)
    ->  '$skip_list'(_, As, Rest),
        (   var(Rest)
        ->  throw(error(instantiation_error, context(compound_name_arguments/3, _)))
        ;   As == []
        ->  throw(error(domain_error(compound_non_zero_arity, 0), context(compound_name_arguments/3, _)))
        ;   C =.. [N|As]
        )
    ;   throw(error(type_error(compound, C), context(compound_name_arguments/3, _)))
    ).

%   current_atom(?Atom)
%   Enumerates the atoms present when Atom is unbound (in no particular
%   order); anything else than an atom is not one.

current_atom(A) :-
    (   atom(A)
    ->  true
    ;   var(A)
    ->  '$atoms'(All),
        '$boot_member'(A, All)
    ).

%   current_functor(?Name, ?Arity)
%   Name/Arity is a functor present (of a compound term; arity 0 is not
%   one, as in SWI-Prolog).

current_functor(Name, Arity) :-
    (   var(Name) -> true
    ;   atom(Name) -> true
    ;   throw(error(type_error(atom, Name), context(current_functor/2, _)))
    ),
    (   var(Arity) -> true
    ;   integer(Arity) -> true
    ;   throw(error(type_error(integer, Arity), context(current_functor/2, _)))
    ),
    '$functors'(Name, Arity, All),
    '$boot_member'(Name/Arity, All).

%   term_hash(+Term, +Depth, +Range, -Hash)
%   term_hash/2 of Term cut at Depth (1: its name and arity only; what
%   lies deeper counts as one constant), mod Range; unbound when the part
%   within Depth has a variable.

term_hash(Term, Depth, Range, Hash) :-
    must_be(nonneg, Depth),
    must_be(positive_integer, Range),
    '$term_hash_prefix'(Depth, Term, Prefix),
    (   ground(Prefix)
    ->  term_hash(Prefix, H0),
        Hash is H0 mod Range
    ;   true
    ).

'$term_hash_prefix'(0, _, '$deeper') :- !.
'$term_hash_prefix'(D, T, P) :-
    (   compound(T)
    ->  D1 is D - 1,
        compound_name_arguments(T, Name, Args),
        '$term_hash_prefixes'(Args, D1, Ps),
        compound_name_arguments(P, Name, Ps)
    ;   P = T
    ).

'$term_hash_prefixes'([], _, []).
'$term_hash_prefixes'([A|As], D, [P|Ps]) :-
    '$term_hash_prefix'(D, A, P),
    '$term_hash_prefixes'(As, D, Ps).

%   ?=(@A, @B): whether A and B are equal or cannot unify is decided now.

?=(A, B) :-
    (   A == B
    ->  true
    ;   \+ unifiable(A, B, _)
    ).

%   strip_module(+Term, -Module, -Plain): Term without its Module:
%   qualifications; Module is the innermost one, else the caller's module
%   (declared meta_predicate strip_module(:, -, -) in core.pl, a call from a
%   module other than user hands Term qualified with it).

strip_module(Term, Module, Plain) :-
    '$strip_module'(Term, user, Module, Plain, 0).

% After 64 qualifiers, a term that is qualified forever (X = a:X) is an
% error, as in SWI-Prolog.
'$strip_module'(Term, M0, Module, Plain, Depth) :-
    (   nonvar(Term),
        Term = M:T,
        atom(M)
    ->  (   Depth =:= 64,
            cyclic_term(Term)
        ->  throw(error(type_error(acyclic_term, Term), context(strip_module/3, _)))
        ;   Depth1 is Depth + 1,
            '$strip_module'(T, M, Module, Plain, Depth1)
        )
    ;   Module = M0,
        Plain = Term
    ).

%   divmod(+Dividend, +Divisor, -Quotient, -Remainder): div and mod.

divmod(Dividend, Divisor, Quotient, Remainder) :-
    Quotient is Dividend div Divisor,
    Remainder is Dividend mod Divisor.
