% escapes_unicode: a character that cannot show as itself between quotes is
% written \uXXXX by the top-level's answers, print/1, write_term/2,3,
% format's ~p and ~W, portray_clause/1 and listing/1 (SWI-Prolog's
% character_escapes_unicode flag, true by default), and \x<hex>\ by
% writeq/1, write_canonical/1 and format's ~q, as SWI-Prolog writes them.
X = 'a\x01\b', Y = "tab\there\x7f\", Z = 'nb\xA0\sp\x2028\'.
print(f('\x1B\', "\x02\")), nl.
writeq(f('\x1B\', "\x02\")), nl.
write_canonical('\x1B\'), nl.
write_term('\x1B\', [quoted(true)]), nl.
write_term('\x1B\', [quoted(true), character_escapes_unicode(false)]), nl.
writeq(f('\x1B\')), write(' '), write_term(f('\x1B\'), [quoted(true), character_escapes_unicode(true)]), nl.
format("~q ~p ~W~n", ['\x7F\', '\x7F\', '\x7F\', [quoted(true)]]).
portray_clause(p('\x01\', "x\x01\")).
assertz(e('\x03\')), listing(e/1).
X = 'a\nb\x1F\'.
halt.
