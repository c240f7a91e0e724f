/*  Kea system predicates written in Prolog: output redirection and
    stream_position_data/3. The primitives are in engine/builtins/stream.cpp.
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

%   stream_position_data(?Field, +Pos, -Data)
%   A field of a '$stream_position'(CharCount, LineCount, LinePosition,
%   ByteCount) term (stream_property/2's position, read_term/3's
%   term_position): char_count, line_count, line_position or byte_count.
stream_position_data(Field, Pos, Data) :-
    (   var(Field)
    ->  '$stream_position_field'(Field, I)
    ;   '$stream_position_field'(Field, I)
    ->  true
    ;   throw(error(domain_error(stream_position_data, Field), _))
    ),
    arg(I, Pos, Data).

'$stream_position_field'(char_count, 1).
'$stream_position_field'(line_count, 2).
'$stream_position_field'(line_position, 3).
'$stream_position_field'(byte_count, 4).
