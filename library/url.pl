/*  Kea library: url
    Parsing, building and resolving URLs as SWI-Prolog 9's library(url)
    does, written from its documentation and its observable behaviour.

    A URL is described by a list of parts: protocol(Scheme), user(User),
    host(Host), port(Port), path(Path), search(Fields) and fragment(Frag),
    where Fields is a list of Name=Value, Name(Value) or Name.  Parsed
    parts come in that order and hold decoded text.

    Structure.  The text of a URL is first split by a DCG over codes that
    follows the RFC 3986 grammar (scheme, authority, path, query,
    fragment) into a raw term url(Scheme, Auth, Path, Query, Frag) whose
    fields still hold the encoded codes (none for an absent component).
    Reference resolution (RFC 3986 section 5.2) works on such raw terms
    (global_url/3, whose path is then decoded and encoded anew) or on
    decoded paths (parse_url/3); decoding to parts is a separate step, and
    building a URL from parts encodes each part anew.  The differences
    from the RFC that SWI shows are kept: a scheme of one letter is a
    drive letter in a relative reference, "." and inner ".." segments are
    not removed (only leading "../" of the reference climb the base
    directory), an empty reference yields the base directory (global_url/3
    keeps the base path for a "#fragment" reference), file URLs have no
    authority ("file://" then a path), a URL without a scheme is http,
    without search or fragment, with host '' when it starts with a slash,
    else starting with the host, a "//host" reference of parse_url/3 puts
    the new authority after the path, and built URLs always have "//"
    after the scheme and leave out port 80.

    Decoding turns %XX into bytes and + into a space, a CR LF pair into
    LF, and reads the bytes as UTF-8 (overlong forms accepted) or, when
    they are not UTF-8, as ISO Latin 1.  Encoding writes a code outside a
    component's safe set as lower-case %xx escapes of its UTF-8 bytes (or
    of the code itself under set_url_encoding(_, iso_latin_1), where codes
    above 255 raise representation_error(url_character)); a line end
    (LF or CR LF) becomes %0D%0A.  The encoding is kept in the
    url_encoding flag.  Private helpers are prefixed '$url_'.
*/

:- module(url, [
    parse_url/2, parse_url/3, global_url/3, is_absolute_url/1,
    http_location/2, www_form_encode/2, url_iri/2, parse_url_search/2,
    file_name_to_url/2, set_url_encoding/2
    ]).

:- use_module(library(lists)).
:- use_module(library(error)).

:- (   current_prolog_flag(url_encoding, _)
   ->  true
   ;   create_prolog_flag(url_encoding, utf8, [type(atom)])
   ).

		 /*******************************
		 *          TEXT HELPERS        *
		 *******************************/

'$url_codes'(T, Cs) :- atom(T), !, atom_codes(T, Cs).
'$url_codes'(T, Cs) :- string(T), !, string_codes(T, Cs).
'$url_codes'(T, Cs) :- number(T), !, number_codes(T, Cs).
'$url_codes'(T, T) :- is_list(T), '$url_all_codes'(T).

'$url_all_codes'([]).
'$url_all_codes'([C|Cs]) :- integer(C), C >= 0, '$url_all_codes'(Cs).

%   Text of a part value: atomic values by their text, else a code list.
'$url_value_codes'(V, Cs) :- atomic(V), !, '$url_codes'(V, Cs).
'$url_value_codes'(V, V) :- must_be(list(code), V).

'$url_lower'([], []).
'$url_lower'([C|Cs], [L|Ls]) :-
    ( C >= 0'A, C =< 0'Z -> L is C + 32 ; L = C ),
    '$url_lower'(Cs, Ls).

		 /*******************************
		 *        CHARACTER CLASSES     *
		 *******************************/

'$url_alpha'(C) :- ( C >= 0'a, C =< 0'z ; C >= 0'A, C =< 0'Z ), !.
'$url_digit'(C) :- C >= 0'0, C =< 0'9.
'$url_alnum'(C) :- ( '$url_alpha'(C) ; '$url_digit'(C) ), !.
'$url_unreserved'(C) :- ( '$url_alnum'(C) ; memberchk(C, `-._~`) ), !.
'$url_sub_delim'(C) :- memberchk(C, `!$&'()*+,;=`).
'$url_scheme_char'(C) :- ( '$url_alnum'(C) ; memberchk(C, `+-.`) ), !.

		 /*******************************
		 *        URI GRAMMAR (DCG)     *
		 *******************************/

%   pct(C): one character of a component, %XX kept as its three codes.
'$url_pct'([0'%, H, L]) --> "%", [H, L],
    { code_type(H, xdigit(_)), code_type(L, xdigit(_)) }.

'$url_chars'(Class, Cs) --> '$url_char'(Class, C0), !,
    { append(C0, Rest, Cs) }, '$url_chars'(Class, Rest).
'$url_chars'(_, []) --> [].

'$url_char'(_, Cs) --> '$url_pct'(Cs), !.
'$url_char'(Class, [C]) --> [C], { C \== 0'%, '$url_in_class'(Class, C) }.

'$url_in_class'(reg, C) :- ( '$url_unreserved'(C) ; '$url_sub_delim'(C) ), !.
'$url_in_class'(user, C) :- ( '$url_in_class'(reg, C) ; C == 0': ), !.
'$url_in_class'(pchar, C) :- ( '$url_in_class'(user, C) ; C == 0'@ ), !.
'$url_in_class'(seg_nc, C) :- ( '$url_in_class'(reg, C) ; C == 0'@ ), !.
'$url_in_class'(path, C) :- ( '$url_in_class'(pchar, C) ; C == 0'/ ), !.
'$url_in_class'(query, C) :- ( '$url_in_class'(path, C) ; C == 0'? ), !.

'$url_scheme'(Min, [C|Cs]) --> [C], { '$url_alpha'(C) }, '$url_scheme_rest'(Cs),
    { length([C|Cs], N), N >= Min }.
'$url_scheme_rest'([C|Cs]) --> [C], { '$url_scheme_char'(C) }, !,
    '$url_scheme_rest'(Cs).
'$url_scheme_rest'([]) --> [].

'$url_query'(some(Q)) --> "?", !, '$url_chars'(query, Q).
'$url_query'(none) --> [].
'$url_fragment'(some(F)) --> "#", !, '$url_chars'(query, F).
'$url_fragment'(none) --> [].

'$url_tail'(Q, F) --> '$url_query'(Q), '$url_fragment'(F).

%   auth(User, Host, Port): User and Port are none or some(Codes).
'$url_authority'(auth(U, H, P)) -->
    '$url_userinfo'(U), '$url_chars'(reg, H), '$url_port'(P).
'$url_userinfo'(some(U)) --> '$url_chars'(user, U), "@", !.
'$url_userinfo'(none) --> [].
'$url_port'(some([D|Ds])) --> ":", !, [D], { '$url_digit'(D) },
    '$url_digits'(Ds).
'$url_port'(none) --> [].
'$url_digits'([D|Ds]) --> [D], { '$url_digit'(D) }, !, '$url_digits'(Ds).
'$url_digits'([]) --> [].

%   An absolute URL; the scheme has at least Min characters.
'$url_absolute'(Min, url(S, A, P, Q, F)) -->
    '$url_scheme'(Min, S0), ":", !,
    { '$url_lower'(S0, S) },
    (   { S == `file` }
    ->  "//", { A = none }, '$url_file_path'(P)
    ;   "//"
    ->  '$url_authority'(A), '$url_abempty'(P)
    ;   { A = none }, '$url_chars'(path, P)
    ),
    '$url_tail'(Q, F).

'$url_abempty'([0'/|P]) --> "/", !, '$url_chars'(path, P).
'$url_abempty'([]) --> [].

%   file://[/]segment-nz{/segment}
'$url_file_path'(P) -->
    ( "/" -> { P = [0'/|P1] } ; { P = P1 } ),
    '$url_chars'(pchar, Seg), { Seg \== [] },
    '$url_abempty'(Rest), { append(Seg, Rest, P1) }.

%   A relative reference (RFC 3986 relative-ref).
'$url_relative'(url(none, A, P, Q, F)) -->
    (   "//"
    ->  '$url_authority'(A), '$url_abempty'(P)
    ;   "/"
    ->  { A = none, P = [0'/|P1] }, '$url_chars'(path, P1)
    ;   { A = none },
        '$url_chars'(seg_nc, S1), '$url_abempty'(Rest), { append(S1, Rest, P) }
    ),
    '$url_tail'(Q, F).

%   Any reference: absolute when its scheme has two or more characters.
'$url_reference'(U) --> '$url_absolute'(2, U), !.
'$url_reference'(U) --> '$url_relative'(U).

%   What parse_url/2 accepts: any scheme, or without one (and then
%   without search or fragment) a path (host '') or a host and path.
'$url_parse_raw'(Cs, U) :-
    (   phrase('$url_scheme'(1, _), Cs, [0':|_])
    ->  phrase('$url_absolute'(1, U), Cs)
    ;   ( Cs == [] ; Cs = [0'/|_] )
    ->  phrase('$url_chars'(path, P), Cs),
        U = url(`http`, auth(none, [], none), P, none, none)
    ;   phrase('$url_host_path'(H, P), Cs),
        U = url(`http`, auth(none, H, none), P, none, none)
    ).

		 /*******************************
		 *           DECODING           *
		 *******************************/

'$url_host_path'(H, P) --> '$url_chars'(reg, H), '$url_abempty'(P).

%   '$url_decode'(+Codes, +Strict, -Decoded): %XX and + decoded.  In
%   strict mode a bad escape fails, else it is kept as it is.
'$url_decode'(Cs, Strict, Text) :-
    '$url_unescape'(Cs, Strict, Bytes0),
    '$url_crlf'(Bytes0, Bytes),
    (   '$url_utf8'(Bytes, Text0)
    ->  Text = Text0
    ;   Text = Bytes
    ).

'$url_unescape'([], _, []).
'$url_unescape'([0'%|Cs], Strict, Out) :- !,
    (   Cs = [H, L|Rest], code_type(H, xdigit(HW)), code_type(L, xdigit(LW))
    ->  B is HW*16 + LW, Out = [B|Out1], '$url_unescape'(Rest, Strict, Out1)
    ;   Strict == true
    ->  fail
    ;   Out = [0'%|Out1], '$url_unescape'(Cs, Strict, Out1)
    ).
'$url_unescape'([0'+|Cs], Strict, [0' |Out]) :- !,
    '$url_unescape'(Cs, Strict, Out).
'$url_unescape'([C|Cs], Strict, [C|Out]) :-
    '$url_unescape'(Cs, Strict, Out).

'$url_crlf'([], []).
'$url_crlf'([13, 10|Cs], [10|Out]) :- !, '$url_crlf'(Cs, Out).
'$url_crlf'([C|Cs], [C|Out]) :- '$url_crlf'(Cs, Out).

%   UTF-8 reading that accepts overlong forms; codes above 255 (literal
%   characters) pass through.
'$url_utf8'([], []).
'$url_utf8'([B|Bs], [C|Cs]) :-
    (   ( B < 0x80 ; B > 0xFF )
    ->  C = B, Rest = Bs
    ;   B >= 0xC0, B < 0xE0
    ->  '$url_utf8_cont'(1, Bs, B /\ 0x1F, C, Rest)
    ;   B >= 0xE0, B < 0xF0
    ->  '$url_utf8_cont'(2, Bs, B /\ 0x0F, C, Rest)
    ;   B >= 0xF0, B < 0xF8
    ->  '$url_utf8_cont'(3, Bs, B /\ 0x07, C, Rest)
    ),
    '$url_utf8'(Rest, Cs).

'$url_utf8_cont'(0, Bs, C0, C, Bs) :- !, C is C0.
'$url_utf8_cont'(N, [B|Bs], C0, C, Rest) :-
    B >= 0x80, B < 0xC0,
    C1 is (C0 << 6) \/ (B /\ 0x3F),
    N1 is N - 1,
    '$url_utf8_cont'(N1, Bs, C1, C, Rest).

'$url_decode_atom'(Cs, A) :-
    '$url_decode'(Cs, true, D), atom_codes(A, D).

		 /*******************************
		 *           ENCODING           *
		 *******************************/

%   Characters left as they are, per component.
'$url_safe'(form, C) :- '$url_unreserved'(C).
'$url_safe'(path, C) :- ( '$url_unreserved'(C) ; memberchk(C, `+,:/`) ), !.
'$url_safe'(user, C) :- ( '$url_unreserved'(C) ; memberchk(C, `+,:`) ), !.
'$url_safe'(host, C) :- '$url_unreserved'(C).
'$url_safe'(iri, C) :-
    C > 32, C < 127, \+ memberchk(C, `%"<>\\^\`{|}`).

'$url_encode'(Set, Cs, Out) :-
    current_prolog_flag(url_encoding, Enc),
    '$url_encode'(Cs, Set, Enc, Out, []).

'$url_encode'([], _, _) --> [].
'$url_encode'([13, 10|Cs], Set, Enc) --> !, "%0D%0A", '$url_encode'(Cs, Set, Enc).
'$url_encode'([10|Cs], Set, Enc) --> !, "%0D%0A", '$url_encode'(Cs, Set, Enc).
'$url_encode'([C|Cs], Set, Enc) -->
    (   { '$url_safe'(Set, C) }
    ->  [C]
    ;   { C < 128 }
    ->  '$url_hex'(C)
    ;   { Enc == iso_latin_1 }
    ->  (   { C < 256 }
        ->  '$url_hex'(C)
        ;   { throw(error(representation_error(url_character), _)) }
        )
    ;   { '$url_utf8_bytes'(C, Bytes) },
        '$url_hex_list'(Bytes)
    ),
    '$url_encode'(Cs, Set, Enc).

'$url_hex_list'([]) --> [].
'$url_hex_list'([B|Bs]) --> '$url_hex'(B), '$url_hex_list'(Bs).

'$url_hex'(B) --> "%", { H is B >> 4, L is B /\ 15,
                         '$url_nibble'(H, HC), '$url_nibble'(L, LC) }, [HC, LC].

'$url_nibble'(N, C) :- ( N < 10 -> C is 0'0 + N ; C is 0'a + N - 10 ).

'$url_utf8_bytes'(C, Bs) :-
    (   C < 0x800
    ->  Bs = [B1, B2], B1 is 0xC0 \/ (C >> 6), B2 is 0x80 \/ (C /\ 0x3F)
    ;   C < 0x10000
    ->  Bs = [B1, B2, B3], B1 is 0xE0 \/ (C >> 12),
        B2 is 0x80 \/ ((C >> 6) /\ 0x3F), B3 is 0x80 \/ (C /\ 0x3F)
    ;   Bs = [B1, B2, B3, B4], B1 is 0xF0 \/ (C >> 18),
        B2 is 0x80 \/ ((C >> 12) /\ 0x3F), B3 is 0x80 \/ ((C >> 6) /\ 0x3F),
        B4 is 0x80 \/ (C /\ 0x3F)
    ).

		 /*******************************
		 *       SEARCH (QUERY) FIELDS  *
		 *******************************/

%   Raw query codes to fields: split at & and ;, then at the first =.
'$url_search_fields'(Cs, Fields) :-
    '$url_split'(Cs, `&;`, Items),
    '$url_search_items'(Items, Fields).

'$url_search_items'([], []).
'$url_search_items'([I|Is], [F|Fs]) :-
    (   append(N, [0'=|V], I)
    ->  '$url_decode_atom'(N, NA), '$url_decode_atom'(V, VA), F = (NA = VA)
    ;   '$url_decode_atom'(I, F)
    ),
    '$url_search_items'(Is, Fs).

'$url_split'(Cs, Seps, [Item|Items]) :-
    (   append(Item, [S|Rest], Cs), memberchk(S, Seps)
    ->  '$url_split'(Rest, Seps, Items)
    ;   Item = Cs, Items = []
    ).

%   Fields to query codes.
'$url_search_codes'(Fields, Cs) :-
    '$url_search_items_codes'(Fields, Parts),
    '$url_join'(Parts, 0'&, Cs).

'$url_search_items_codes'([], []).
'$url_search_items_codes'([F|Fs], [C|Cs]) :-
    '$url_field_codes'(F, C),
    '$url_search_items_codes'(Fs, Cs).

'$url_field_codes'(N = V, Cs) :- !, '$url_field_codes'(N, V, Cs).
'$url_field_codes'(F, Cs) :-
    compound(F), !,
    F =.. [N, V],
    '$url_field_codes'(N, V, Cs).
'$url_field_codes'(N, Cs) :-
    '$url_value_codes'(N, NC), '$url_encode'(form, NC, Cs).

'$url_field_codes'(N, V, Cs) :-
    '$url_value_codes'(N, NC), '$url_encode'(form, NC, NE),
    '$url_value_codes'(V, VC), '$url_encode'(form, VC, VE),
    append(NE, [0'=|VE], Cs).

'$url_join'([], _, []).
'$url_join'([P], _, P) :- !.
'$url_join'([P|Ps], Sep, Cs) :-
    '$url_join'(Ps, Sep, Cs1), append(P, [Sep|Cs1], Cs).

		 /*******************************
		 *       RAW URL TO PARTS       *
		 *******************************/

'$url_raw_parts'(url(S, A, P, Q, F), Parts) :-
    (   S == none -> Parts = Parts1
    ;   atom_codes(SA, S), Parts = [protocol(SA)|Parts1]
    ),
    '$url_auth_parts'(A, Parts1, Parts2),
    ( P == [] -> Path = '/' ; '$url_decode_atom'(P, Path) ),
    Parts2 = [path(Path)|Parts3],
    '$url_tail_parts'(Q, F, Parts3, []).

'$url_auth_parts'(none, Ps, Ps).
'$url_auth_parts'(auth(U, H, P), Ps0, Ps) :-
    (   U = some(UC)
    ->  '$url_decode_atom'(UC, UA), Ps0 = [user(UA)|Ps1]
    ;   Ps1 = Ps0
    ),
    '$url_decode'(H, true, HD), \+ memberchk(0':, HD),
    atom_codes(HA, HD), Ps1 = [host(HA)|Ps2],
    (   P = some(PC)
    ->  number_codes(PN, PC), Ps2 = [port(PN)|Ps]
    ;   Ps = Ps2
    ).

'$url_tail_parts'(Q, F, Ps0, Ps) :-
    (   Q = some(QC)
    ->  '$url_search_fields'(QC, Fields), Ps0 = [search(Fields)|Ps1]
    ;   Ps1 = Ps0
    ),
    (   F = some(FC)
    ->  '$url_decode_atom'(FC, FA), Ps1 = [fragment(FA)|Ps]
    ;   Ps = Ps1
    ).

		 /*******************************
		 *       PARTS TO URL TEXT      *
		 *******************************/

%   [Scheme:]//[User@]Host[:Port]Path[?Search][#Fragment]; port 80 is
%   left out.
'$url_parts_codes'(Parts, Cs) :-
    (   memberchk(protocol(S), Parts)
    ->  '$url_value_codes'(S, SC), append(SC, `://`, C1)
    ;   C1 = `//`
    ),
    (   memberchk(user(U), Parts)
    ->  '$url_value_codes'(U, UC), '$url_encode'(user, UC, UE),
        append(UE, `@`, C2)
    ;   C2 = []
    ),
    (   memberchk(host(H), Parts)
    ->  '$url_value_codes'(H, HC), '$url_encode'(host, HC, C3)
    ;   C3 = []
    ),
    (   memberchk(port(P), Parts), P \== 80
    ->  must_be(number, P), number_codes(P, PC), C4 = [0':|PC]
    ;   C4 = []
    ),
    '$url_location_codes'(Parts, true, C5),
    append([C1, C2, C3, C4, C5], Cs).

%   Path[?Search][#Fragment] (the fragment when Frag is true).
'$url_location_codes'(Parts, Frag, Cs) :-
    (   memberchk(path(P), Parts)
    ->  '$url_value_codes'(P, PC), '$url_encode'(path, PC, C1)
    ;   C1 = []
    ),
    (   memberchk(search(S), Parts), nonvar(S), S \== []
    ->  is_list(S), '$url_search_codes'(S, SC), C2 = [0'?|SC]
    ;   C2 = []
    ),
    (   Frag == true, memberchk(fragment(F), Parts)
    ->  '$url_value_codes'(F, FC), '$url_encode'(form, FC, FE),
        C3 = [0'#|FE]
    ;   C3 = []
    ),
    append([C1, C2, C3], Cs).

		 /*******************************
		 *         PATH MERGING         *
		 *******************************/

%   '$url_merge'(+BasePath, +RelPath, -Path): the directory of BasePath
%   (an absolute or relative list of segments) loses one segment for
%   each leading "../" of RelPath, then RelPath is appended.
'$url_merge'(Base, Rel, Path) :-
    '$url_base_dir'(Base, Dir0),
    '$url_split'(Rel, `/`, RelSegs0),
    '$url_climb'(RelSegs0, Dir0, RelSegs, Dir),
    '$url_dir_join'(Dir, RelSegs, Path).

'$url_base_dir'([], abs([])) :- !.
'$url_base_dir'(`/`, rel([[]])) :- !.
'$url_base_dir'([0'/|Cs], abs(D)) :- !,
    '$url_split'(Cs, `/`, Segs), append(D, [_], Segs).
'$url_base_dir'(Cs, rel(D)) :-
    '$url_split'(Cs, `/`, Segs), append(D, [_], Segs).

'$url_climb'([`..`, S|Ss], Dir0, Rel, Dir) :-
    '$url_dir_pop'(Dir0, Dir1), !,
    '$url_climb'([S|Ss], Dir1, Rel, Dir).
'$url_climb'(Rel, Dir, Rel, Dir).

'$url_dir_pop'(abs(D0), abs(D)) :- append(D, [_], D0).
'$url_dir_pop'(rel(D0), rel(D)) :- append(D, [_], D0).

'$url_dir_join'(abs(D), Rel, [0'/|Cs]) :-
    append(D, Rel, Segs), '$url_join'(Segs, 0'/, Cs).
'$url_dir_join'(rel([]), Rel, [0'., 0'/|Cs]) :- !,
    '$url_join'(Rel, 0'/, Cs).
'$url_dir_join'(rel(D), Rel, Cs) :-
    append(D, Rel, Segs), '$url_join'(Segs, 0'/, Cs).

		 /*******************************
		 *          PUBLIC API          *
		 *******************************/

%   parse_url(?URL, ?Parts)
parse_url(URL, Parts) :-
    nonvar(URL), !,
    '$url_codes'(URL, Cs),
    '$url_parse_raw'(Cs, Raw),
    '$url_raw_parts'(Raw, Parts).
parse_url(URL, Parts) :-
    must_be(list, Parts),
    '$url_parts_codes'(Parts, Cs),
    atom_codes(URL, Cs).

%   parse_url(?URL, +BaseURL, ?Parts): BaseURL is a URL or a parts list.
parse_url(URL, Base, Parts) :-
    '$url_base_parts'(Base, BaseParts),
    (   nonvar(URL)
    ->  '$url_codes'(URL, Cs),
        phrase('$url_reference'(Raw), Cs),
        (   Raw = url(none, _, _, _, _)
        ->  '$url_resolve_parts'(Raw, BaseParts, Parts)
        ;   '$url_raw_parts'(Raw, Parts)
        )
    ;   '$url_override'(Parts, BaseParts, All),
        '$url_parts_codes'(All, Cs),
        atom_codes(URL, Cs)
    ).

'$url_base_parts'(Base, Parts) :-
    is_list(Base), \+ '$url_all_codes'(Base), !,
    Parts = Base.
'$url_base_parts'(Base, Parts) :-
    parse_url(Base, Parts).

'$url_resolve_parts'(url(_, A, P, Q, F), Base, Parts) :-
    memberchk(path(BP), Base),
    '$url_auth_keys'(Base, Parts, [path(Path)|Parts1]),
    '$url_decode'(P, true, PD),
    (   PD = [0'/|_]
    ->  atom_codes(Path, PD)
    ;   '$url_codes'(BP, BC), '$url_merge'(BC, PD, MC), atom_codes(Path, MC)
    ),
    (   A == none
    ->  Parts2 = Parts1
    ;   '$url_auth_parts'(A, Parts1, Parts2)
    ),
    '$url_tail_parts'(Q, F, Parts2, []).

'$url_auth_keys'(Base, Ps0, Ps) :-
    '$url_keys'([protocol, user, host, port], Base, Ps0, Ps).

'$url_keys'([], _, Ps, Ps).
'$url_keys'([K|Ks], Base, Ps0, Ps) :-
    T =.. [K, _],
    (   memberchk(T, Base) -> Ps0 = [T|Ps1] ; Ps1 = Ps0 ),
    '$url_keys'(Ks, Base, Ps1, Ps).

%   The given parts replace the base parts from the first one given on;
%   a relative path is merged with the base path.
'$url_override'(Given, Base, All) :-
    Keys = [protocol, user, host, port, path, search, fragment],
    (   member(K, [path, search, fragment]), T =.. [K, _], memberchk(T, Given)
    ->  true
    ;   K = fragment
    ),
    append(Before, [K|_], Keys),
    '$url_keys'(Before, Base, Inherited, []),
    (   memberchk(path(P), Given), \+ is_absolute_url(P),
        memberchk(path(BP), Base)
    ->  '$url_value_codes'(P, PC),
        (   PC = [0'/|_]
        ->  MC = PC
        ;   '$url_codes'(BP, BC), '$url_merge'(BC, PC, MC)
        ),
        atom_codes(Path, MC),
        delete(Given, path(_), Given1),
        Given2 = [path(Path)|Given1]
    ;   Given2 = Given
    ),
    append(Given2, Inherited, All).

%   global_url(+Relative, +Base, -Global)
global_url(Rel, Base, Global) :-
    '$url_codes'(Rel, RC),
    '$url_codes'(Base, BC),
    (   RC = [0'#|_]
    ->  ( append(B0, [0'#|_], BC) -> true ; B0 = BC ),
        append(B0, RC, GC)
    ;   phrase('$url_reference'(R), RC)
    ->  (   R = url(none, _, _, _, _)
        ->  '$url_parse_raw'(BC, B),
            '$url_resolve_raw'(R, B, url(S, A, P0, Q, F)),
            '$url_decode'(P0, true, PD),
            '$url_encode'(path, PD, P),
            '$url_raw_codes'(url(S, A, P, Q, F), GC)
        ;   GC = RC
        )
    ;   throw(error(syntax_error(illegal_url), _))
    ),
    atom_codes(Global, GC).

'$url_resolve_raw'(url(_, RA, RP, RQ, RF), url(S, BA, BP, _, _),
                   url(S, A, P, RQ, RF)) :-
    (   RA \== none
    ->  A = RA, P = RP
    ;   A = BA,
        (   RP = [0'/|_]
        ->  P = RP
        ;   '$url_merge'(BP, RP, P)
        )
    ).

'$url_raw_codes'(url(S, A, P, Q, F), Cs) :-
    (   S == none -> C1 = [] ; append(S, `:`, C1) ),
    (   A = auth(U, H, Port)
    ->  ( U = some(UC) -> append(UC, `@`, C2a) ; C2a = [] ),
        ( Port = some(PC) -> C2c = [0':|PC] ; C2c = [] ),
        append([`//`, C2a, H, C2c], C2)
    ;   C2 = []
    ),
    ( Q = some(QC) -> C4 = [0'?|QC] ; C4 = [] ),
    ( F = some(FC) -> C5 = [0'#|FC] ; C5 = [] ),
    append([C1, C2, P, C4, C5], Cs).

%   is_absolute_url(+URL): URL starts with a scheme of two or more
%   characters (one letter is a drive letter).
is_absolute_url(URL) :-
    '$url_codes'(URL, Cs),
    phrase('$url_scheme'(2, _), Cs, [0':|_]), !.

%   http_location(?Parts, ?Location): the path, search and fragment of
%   an HTTP request line.  Built locations leave out the fragment.
http_location(Parts, Location) :-
    nonvar(Parts), !,
    '$url_location_codes'(Parts, false, Cs),
    atom_codes(Location, Cs).
http_location(Parts, Location) :-
    '$url_codes'(Location, Cs),
    (   Cs == []
    ->  Parts = [path(/)]
    ;   Cs = [0'/|_],
        phrase('$url_location'(Raw), Cs),
        '$url_raw_parts'(Raw, Parts)
    ).

'$url_location'(url(none, none, P, Q, F)) -->
    '$url_chars'(path, P), '$url_tail'(Q, F).

%   www_form_encode(+Value, -Encoded) or (-Value, +Encoded)
www_form_encode(Value, Encoded) :-
    (   atomic(Value)
    ;   is_list(Value), '$url_all_codes'(Value)
    ), !,
    '$url_codes'(Value, Cs),
    '$url_encode'(form, Cs, EC),
    atom_codes(Encoded, EC).
www_form_encode(Value, Encoded) :-
    must_be(text, Encoded),
    '$url_codes'(Encoded, EC),
    '$url_decode'(EC, false, Cs),
    atom_codes(Value, Cs).

%   url_iri(?URL, ?IRI): %XX escapes (of UTF-8) against characters.
url_iri(URL, IRI) :-
    nonvar(URL), !,
    '$url_codes'(URL, Cs),
    (   memberchk(0'%, Cs)
    ->  '$url_iri_unescape'(Cs, Bytes),
        '$url_utf8'(Bytes, Text),
        atom_codes(IRI, Text)
    ;   IRI = URL
    ).
url_iri(URL, IRI) :-
    '$url_codes'(IRI, Cs),
    '$url_encode'(iri, Cs, UC),
    atom_codes(URL, UC).

%   A % with two characters after it must start an escape; one at the
%   end of the text is kept.
'$url_iri_unescape'([], []).
'$url_iri_unescape'([0'%|Cs], Out) :- !,
    (   Cs = [H, L|Rest]
    ->  code_type(H, xdigit(HW)), code_type(L, xdigit(LW)),
        B is HW*16 + LW, Out = [B|Out1],
        '$url_iri_unescape'(Rest, Out1)
    ;   Out = [0'%|Cs]
    ).
'$url_iri_unescape'([C|Cs], [C|Out]) :-
    '$url_iri_unescape'(Cs, Out).

%   parse_url_search(?Spec, ?Fields)
parse_url_search(Spec, Fields) :-
    nonvar(Spec), !,
    '$url_codes'(Spec, Cs),
    phrase('$url_chars'(query, Cs), Cs),
    '$url_search_fields'(Cs, Fields).
parse_url_search(Spec, Fields) :-
    must_be(list, Fields),
    '$url_search_codes'(Fields, Spec).

%   file_name_to_url(?File, ?URL)
file_name_to_url(File, URL) :-
    nonvar(File), !,
    absolute_file_name(File, Abs),
    atom_concat('file://', Abs, URL).
file_name_to_url(File, URL) :-
    atom_concat('file://', File, URL).

%   set_url_encoding(?Old, ?New)
set_url_encoding(Old, New) :-
    current_prolog_flag(url_encoding, Old),
    must_be(atom, New),
    (   memberchk(New, [utf8, iso_latin_1])
    ->  set_prolog_flag(url_encoding, New)
    ;   throw(error(type_error(oneof([utf8, iso_latin_1]), New), _))
    ).
