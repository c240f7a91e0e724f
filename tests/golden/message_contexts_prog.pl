% Error contexts as print_message/2 shows them: file(File, Line, LinePos,
% CharNo) with SWI-Prolog's 0-based LinePos, and the generic wording of
% existence errors.
main :-
    print_message(warning, error(existence_error(setting, m:x), file('/tmp/x.db', 2, 0, 0))),
    print_message(error, error(type_error(integer, a), file('/tmp/x.db', 2, 5, 10))),
    print_message(error, error(syntax_error(operator_expected), file('/tmp/x.db', 3, 7, 21))),
    print_message(error, error(existence_error(stream, foo), _)),
    print_message(error, error(existence_error(thread, t9), _)),
    print_message(error, error(existence_error(procedure, foo/1), _)).
