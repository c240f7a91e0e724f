/*  Kea system predicates written in Prolog: output redirection.
    The primitives are in engine/builtins/stream.cpp.
*/

%   with_output_to(+Sink, :Goal)
%   Runs Goal once with the current output going to Sink (atom(A),
%   string(S), codes(Cs), codes(Cs, Tail), chars(Cs), chars(Cs, Tail)).
with_output_to(Sink, Goal) :-
    '$push_output'(Sink, H),
    (   catch(Goal, E, ('$discard_output'(H), throw(E)))
    ->  '$pop_output'(H, Sink)
    ;   '$discard_output'(H),
        fail
    ).
