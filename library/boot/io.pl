/*  Kea system predicates written in Prolog: output redirection.
    The primitives are in engine/builtins/stream.cpp.
*/

%   with_output_to(+Sink, :Goal)
%   Runs Goal once with the current output going to Sink (atom(A),
%   string(S), codes(Cs), codes(Cs, Tail), chars(Cs), chars(Cs, Tail)).
%   Goal is cut inside the catch/3: the cut runs the cleanups of the
%   setup_call_cleanup/3 calls Goal left open, and an error one raises
%   must restore the output as well.
with_output_to(Sink, Goal) :-
    '$push_output'(Sink, H),
    (   catch(once(Goal), E, ('$discard_output'(H), throw(E)))
    ->  '$pop_output'(H, Sink)
    ;   '$discard_output'(H),
        fail
    ).
