format('~w~t~5|~w~t~10|~w~t~15|~w~n', [abcdefgh, x, y, z]).
format('~w~t~5|~w~t~10|~w~t~15|~w~n', [abcdefgh, xxxxxxxxxxxx, y, z]).
format('~w~t~5|~w~n~w~t~5|~w~n', [abcdefgh, x, a, b]).
format('~w~t~5|~w~t~3+~w~n', [abcdefgh, x, y]).
format('~w~t~10|~w~t~20|~w~n', [abcdefghijklmno, x, y]).
format('~t~w~10|~t~w~10+~n', [right, aligned]).
format('~W~n', [f('A', "s", [1]), [quoted(true)]]).
format('~W~n', [f('A', 1+2), [quoted(false), ignore_ops(true)]]).
catch(format('~W~n', [f(x), [bogus(1)]]), error(E, _), true).
format('<~@>~n', [(X = 1, write(X))]), var(X).
format('<~@>~n', [fail]).
catch(format('<~@>~n', [throw(oops)]), E, true).
format(atom(A), '~a~@~a', [x, write(hi), y]).
format(atom(A), '~@', [fail]).
format('~w~t~8|~@~t~16|~w~n', [ab, write(cd), ef]).
halt.
