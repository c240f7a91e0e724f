% text_compat: normalize_space/2, sub_atom_icasechk/3 and the characters
% writeq/1 escapes inside quotes beyond ASCII.
t(G) :-
    catch(( G -> writeq(yes(G)) ; writeq(no) ), E, ( E = error(F, _) -> writeq(F) ; writeq(E) )),
    nl.

space_kinds :-
    forall(member(C, [0xA0, 0x2003, 0x3000, 0x85, 0x1680, 0x2028, 0xFEFF, 0x200B]),
           ( atom_codes(A, [0'a, C, 0'b]),
             normalize_space(atom(N), A),
             (   N == 'a b'
             ->  write(s)
             ;   write(k)
             )
           )),
    nl.

escapes :-
    forall(member(C, [1, 7, 8, 27, 127, 0x80, 0x85, 0x9F, 0xA0, 0xAD, 0xFF, 0x100,
                      0x300, 0x378, 0xE9, 0x2003, 0x200B, 0x2028, 0xFEFF, 0xE000,
                      0xFFFE, 0x10FFFF, 0x1F600]),
           ( atom_codes(A, [0'a, C]),
             string_codes(S, [C]),
             writeq(A-S),
             nl
           )).

main :-
    t(normalize_space(atom(_), "  a   b\t\nc  ")),
    t(normalize_space(string(_), 'x  y')),
    t(normalize_space(codes(_), "a  b")),
    t(normalize_space(codes(_, []), "a  b")),
    t(normalize_space(chars(_), " a b ")),
    t(normalize_space(atom(_), "")),
    t(normalize_space(atom(_), "   ")),
    t(normalize_space(atom(_), [0'a, 0' , 0' , 0'b])),
    t(normalize_space(atom(a), "a")),
    t(normalize_space(atom(b), "a")),
    t(normalize_space(foo(x), "a")),
    t(normalize_space(_, "a")),
    t(normalize_space(atom(_), _)),
    t(normalize_space(atom(_), f(x))),
    t(normalize_space(atom(_), 42)),
    t(normalize_space(atom(_), "é  ü")),
    space_kinds,
    t(sub_atom_icasechk('Hello World', _, world)),
    t(sub_atom_icasechk('Hello World', 0, hello)),
    t(sub_atom_icasechk('Hello World', 0, 'HELLO')),
    t(sub_atom_icasechk('Hello', 1, he)),
    t(sub_atom_icasechk("Hello", _, "ll")),
    t(sub_atom_icasechk('Hello', _, xyz)),
    t(sub_atom_icasechk(_, _, a)),
    t(sub_atom_icasechk('ÀB', _, 'àb')),
    t(sub_atom_icasechk(abc, _, '')),
    escapes.
