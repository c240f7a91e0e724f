write(current_output, x), nl(current_output).
format(current_output, '~w~n', [y]).
stream_property(current_output, alias(A)).
with_output_to(string(S), write(current_output, z)).
catch(write(current_input, x), error(E, _), true).
halt.
