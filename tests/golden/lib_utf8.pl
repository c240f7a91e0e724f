use_module(library(utf8)).
phrase(utf8_codes(`abc`), Bytes).
phrase(utf8_codes([0xE9, 0x4E16, 0x1F600, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF]), Bytes), print(Bytes), nl.
phrase(utf8_codes([0x200000, 0x3FFFFFF, 0x4000000, 0x7FFFFFFF]), Bytes), print(Bytes), nl.
phrase(utf8_codes([0x80000000]), Bytes).
phrase(utf8_codes(Codes), [0x61, 0xC3, 0xA9, 0xE4, 0xB8, 0x96, 0xF0, 0x9F, 0x98, 0x80]).
phrase(utf8_codes(Codes), [0xF8, 0x88, 0x80, 0x80, 0x80, 0xFC, 0x84, 0x80, 0x80, 0x80, 0x80]).
phrase(utf8_codes(Codes), [0xC0, 0x80, 0xED, 0xA0, 0x80]).
phrase(utf8_codes(Codes), [0x80]).
phrase(utf8_codes(Codes), [0xC3]).
phrase(utf8_codes(Codes), [0xC3, 0x41]).
phrase(utf8_codes(Codes), [0xFE]).
phrase(utf8_codes(Codes), [0x61, 0xFF, 0x62], Rest).
phrase(utf8_codes(Codes), [0x61, 0xE4, 0xB8], Rest).
phrase(utf8_codes(Codes), []).
phrase(utf8_codes([]), [0x61], Rest).
phrase(utf8_codes([0xE9]), [0xC3, 0xA9]).
phrase(utf8_codes([0xEA]), [0xC3, 0xA9]).
phrase(utf8_codes([0x61|T]), [0x61, 0x62]).
phrase(utf8_codes([0x61|T]), Bytes).
phrase(utf8_codes(Codes), Bytes).
phrase(utf8_codes(Codes), [0x41, -5, 0x42]).
phrase(utf8_codes([-1, 0]), Bytes).
utf8_codes(Codes, [0xC3, 0xA9|Tail], Rest).
utf8_codes([0x4E16], Bytes, [0x21]).
catch(phrase(utf8_codes(Codes), [0xC3, _]), error(E, _), true).
catch(phrase(utf8_codes(Codes), [a]), error(E, _), true).
catch(phrase(utf8_codes([a]), Bytes), error(E, _), true).
atom_codes('Grüße, 世界!', Cs), phrase(utf8_codes(Cs), Bs), phrase(utf8_codes(Cs2), Bs), atom_codes(A, Cs2).
numlist(0, 300, L), phrase(utf8_codes(L), Bs), phrase(utf8_codes(L2), Bs), L2 == L, length(Bs, N).
halt.
