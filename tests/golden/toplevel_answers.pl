X = '€'.
X = "日本語", atom_length(X, L), sub_atom(X, 1, 1, _, C).
X = 'ĉu', Y = 'ŝi'.
write(x), fail.
write(x), nl, fail.
write(x), X = 1.
format("a~~n"), X = '#'.
write(hello).
X = '#' + '*'.
X = (+).
X = f(#).
X = [#].
X = '\\'.
X = 'a.b'.
X = - .
write('ü'), Y = 'ü'.
