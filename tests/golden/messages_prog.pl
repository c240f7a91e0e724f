% messages: print_message_lines/3 (prefixes, kinds, the elements of a
% line) and print_message/2 (kinds, Kea's words for error terms,
% message_hook/3).
:- dynamic seen/3.

lines :-
  print_message_lines(user_output, 'PFX ', ['hello ~w'-[world], nl, 'second ~a'-[x], nl, 'third']), write('|'), nl,
  print_message_lines(user_output, kind(warning), ['a ~w'-[1], nl, b]), write('|'), nl,
  print_message_lines(user_output, kind(error), ['a ~w'-[1]]), write('|'), nl,
  print_message_lines(user_output, kind(informational), ['a ~w'-[1]]), write('|'), nl,
  print_message_lines(user_output, '', ['x', flush, ' y ~q'-['A'], nl, ansi(bold, 'z ~w', [1]), nl]), write('|'), nl,
  print_message_lines(user_output, '% ', []), write('|'), nl,
  print_message_lines(user_output, 'P-~w: '-[x], ['l1', nl, 'l2']), write('|'), nl,
  with_output_to(string(S), (current_output(Out), print_message_lines(Out, '', ['in ~w'-[string]]))), writeq(S), nl,
  print_message_lines(user_output, '', [at_same_line, 'same', nl, begin(x, _), 'b', end(_), url('/tmp/f.pl':3), nl, url('/tmp/f.pl':3:4), nl, url('/tmp/f.pl')]), write('|'), nl,
  print_message_lines(user_output, '', ['~w'-[a], '~p'-[b], '~q'-['C']]), write('|'), nl.

messages :-
  print_message(error, format("plain ~w", [x])),
  print_message(warning, format("warn ~w", [y])),
  print_message(error, error(type_error(integer, a), context(foo/1, _))),
  print_message(error, error(existence_error(procedure, nope/0), nope/0)),
  print_message(warning, some_term(1)),
  print_message(informational, format("quiet", [])),
  print_message(silent, format("quiet", [])),
  assertz((message_hook(format(F, A), warning, Lines) :- assertz(seen(F, A, Lines)))),
  print_message(warning, format("hooked ~w", [z])),
  forall(seen(F1, A1, L1), (writeq(seen(F1, A1, L1)), nl)),
  print_message(error, format("not hooked ~w", [e])),
  catch(print_message(_, x), error(E, _), (print(caught(E)), nl)).

main :-
    lines,
    messages.
