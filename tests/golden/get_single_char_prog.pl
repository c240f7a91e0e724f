% get_single_char/1 with no terminal (standard input is this golden's .pl
% file): each call reads a line and answers its first character that is not
% layout, or 10 when there is none; -1 at the end. It reads user_input
% whatever the current input is. Expected output is SWI-Prolog's.

main :-
    open_string("not this", S), set_input(S),
    forall(between(1, 6, _), (get_single_char(C), writeq(C), nl)).
