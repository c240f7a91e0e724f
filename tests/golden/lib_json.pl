use_module(library(http/json)).
assertz((rd(Text) :- rd(Text, []))).
assertz((rd(Text, Opts) :- catch((atom_json_term(Text, T, Opts), print(T)), error(E, C), (nonvar(C), C = stream(_, L, P, N) -> print(error(E, L:P:N)) ; \+ \+ (numbervars(E, 0, _), print(error(E))))), nl)).
assertz((wr(T) :- wr(T, []))).
assertz((wr(T, Opts) :- catch(json_write(user_output, T, Opts), error(E, _), (nl, \+ \+ (numbervars(E, 0, _), print(error(E))))), nl)).
assertz((wrs(T, Opts) :- catch((with_output_to(string(S), json_write(current_output, T, Opts)), print(S)), error(E, _), print(error(E))), nl)).
assertz((rd_all(Text) :- open_string(Text, S), rd_loop(S), close(S))).
assertz((rd_loop(S) :- catch(json_read(S, T, [end_of_file(end)]), error(E, C), (nonvar(C), C = stream(_, L, P, N) -> T = error(E, L:P:N) ; T = error(E))), print(T), nl, ( T == end -> true ; T = error(_, _) -> true ; rd_loop(S) ))).
assertz((isj(T) :- ( is_json_term(T) -> writeln(yes) ; writeln(no) ))).
assertz((isj(T, O) :- ( catch(is_json_term(T, O), error(E, _), (print(error(E)), nl, fail)) -> writeln(yes) ; writeln(no) ))).
forall(member(A, ['1', '-1', '0', '-0', '007', '123456789012345678901234567890', '-98765432109876543210', '1.5', '-12.25', '0.0', '1e5', '1E5', '1e+5', '2.5E3', '1.5e-3', '1e-400', '12.', '1.5e5.']), rd(A)).
forall(member(A, ['-1e-400', '-0.0', '1.5E+3', '-1E-2', '1e308', '1.7976931348623157e308', '1.8e308', '0.1', '3.0e-5', '123.456e2', '5e0', '0e5', '-0e1', '00', '00.5', '1.50', '2.', '2..']), rd(A)).
forall(member(A, ['"abc"', '""', '"a\\"b"', '"a\\\\b"', '"a\\/b"', '"\\b\\f\\n\\r\\t"', '"\\u0041\\u00e9\\u20AC"', '"tab\there"', '"é€"', '"😀"', '"line\nbreak"']), rd(A)).
forall(member(A, ['true', 'false', 'null', '[]', '{}', '[1]', '[1,2,3]', '[ 1 , 2 ]', ' \t\r\n [true,false,null] \n', '{"a":1}', '{"a" : 1 , "b" : [1, {"c":null}] }', '[[[]],[{}],{"x":[]}]', '{"a":1,"a":2}', '{"":""}', '{"k\\nl":"v"}']), rd(A)).
forall(member(A, ['[1,]', '{"a":1,}', '1 2', '[1]]', 'truex', '{"a":1}x', '0x10', '1.x']), rd(A)).
forall(member(A, ['', '   ', 'x', '+1', '.5', '-', '--1', '1-2', '1e', '1e+', '1ex', '1.e5', '1.5.5', '1e1.5', '1.0e400', '-x', '[-]', 'tru', 'nul', 'fals', 'tx', 'NaN', '"abc', '"\\', '"ab\\q"', '"\\x"', '"\\u00"', '"\\uZZZZ"', '"\\u12g4"']), rd(A)).
forall(member(A, ['[', '{', '[1', '[1,', '[1 2]', '[true', '[,1]', '[1,,2]', '{,}', '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a" 1}', '{a:1}', '{1:2}', '{"a":1 "b":2}', '{"a":[1,2}', '[{"a":1]', '\f1', '\v1']), rd(A)).
forall(atom_json_term('"\\u0000x\\u001f\\u007f"', A, []), (atom_codes(A, Cs), print(Cs), nl)).
rd('\n\n  [1,\n  2 x').
rd('\n\t  [1,\n  2 x').
rd('{\n  "a": 1,\n  "b": tru\n}').
rd('  \n  ').
rd('"abc"', [value_string_as(string)]).
rd('{"k":["a", "b"]}', [value_string_as(string)]).
rd('{"k":"v"}', [value_string_as(atom)]).
rd('"x"', [value_string_as(string), value_string_as(atom)]).
rd('[true, false, null]', [true(yes), false(no), null(nil)]).
rd('[true, false, null]', [true(1), true(2)]).
rd('[null]', [null([])]).
rd('  ', [end_of_file(eof)]).
rd('', [end_of_file(f(x))]).
rd('[1]', [unknown(option), as(atom)]).
rd('"x"', [value_string_as(codes)]).
rd('"x"', [value_string_as(_)]).
rd('"x"', [null(f(_))]).
rd('"x"', [end_of_file(_)]).
rd('"x"', [_]).
rd('"x"', [tag(1)]).
(atom_json_term('[1]', T, foo) -> true ; writeln(failed)).
atom_json_term('[1, 2]', [X, Y], []).
catch(atom_json_term('[1, 2]', [X], []), error(E, _), true).
catch(atom_json_term(f(x), T, []), error(E, _), true).
catch(atom_json_term(123, T, []), error(E, _), true).
catch(atom_json_term(_, _, []), error(E, _), true).
rd_all('1 2 "three" [4] {"five":5} true null').
rd_all('[1]{"a":2}"b"[]').
rd_all('  12ab').
rd_all('[1]\n[2]\n\n[3] x').
rd_all('1.5e5. "z"').
\+ \+ (tmp_file_stream(text, F, S0), format(S0, "{\"a\": 1}~n[2, 3]~n\"four\"~n", []), close(S0), open(F, read, S), json_read(S, A), json_read(S, B), json_read(S, C), json_read(S, D, [end_of_file(eof)]), close(S), delete_file(F), print([A, B, C, D]), nl).
wr(1).
wr(-42).
wr(123456789012345678901234567890).
wr(1.5).
wr(-0.25).
wr(1.0e20).
wr(1.5e-10).
wr(100000.0).
wr(abc).
wr("a string").
wr('').
wr([]).
wr(json([])).
wr(@(true)).
wr(@(false)).
wr(@(null)).
wr(true).
wr(null).
wr(json).
wr('a"b\\c/d</e\b\f\n\r\t').
wr('\x1\\x1f\ \x7f\').
wr('é€😀').
wr(['</script>', '<', '/', 'a</', '<//']).
wr(json([a=1, b-2, c(3)])).
wr(json(["s"=1])).
wr(json(['key with "quotes"'=v])).
wr([1, 2.5, "three", four, @(true), @(false), @(null), [], json([])]).
wr(json([name='Demo term', created=json([day= @(null), month='December', year=2007]), confirmed= @(true), members=[1,2,3]])).
wr([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30]).
wr([json([a=1,b=2]),json([c=[1,2,3]])]).
wr([[1,2],[3,4],[[5]]]).
wr(json([a=json([b=json([c=json([d=[1,2,json([e=f])]])])])]), [width(10)]).
wr(json([a=json([b=json([c=json([d=[1,2,json([e=f])]])])])]), [width(0)]).
wr(json([a=json([b=json([c=json([d=[1,2,json([e=f])]])])])]), [width(10), step(4), tab(4)]).
wr(json([a=json([b=json([c=json([d=[1,2,json([e=f])]])])])]), [width(10), step(3), tab(100)]).
wr(json([a=json([b=json([c=json([d=[1,2,json([e=f])]])])])]), [width(30)]).
wr([[[[]]]], [width(3)]).
wr([json([])], [width(2)]).
wr(json([k=[]]), [width(2)]).
wr(json([k=json([])]), [width(2)]).
wr([aaaa, bbbb, cccc], [width(23)]).
wr([aaaa, bbbb, cccc], [width(24)]).
wr([aaaa, bbbb, cccc], [width(25)]).
wr(json([a=1, b=2]), [width(15)]).
wr(json([a=1, b=2]), [width(16)]).
wr(json([a=1, b=2]), [width(17)]).
wr([@(true), @(false), @(null), 12345, 1.5], [width(30)]).
wr([@(true), @(false), @(null), 12345, 1.5], [width(31)]).
wr([@(true), @(false), @(null), 12345, 1.5], [width(32)]).
wr([f(x), "s"], [width(10), serialize_unknown(true)]).
wr([f(x), "s"], [width(12), serialize_unknown(true)]).
wr(json([a=[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22]]), [indent(4)]).
wr(json([a=[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22]]), [indent(8), step(8)]).
wr(json([a=b]), [indent(4)]).
wr(json([list=[json([id=1, name=alpha, tags=[x,y]]), json([id=2, name=beta, tags=[]]), json([id=3, name=gamma, tags=[z]])], total=3, next= @(null)])).
wr(json([deep=[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]])).
wr(json([a-[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26], b(json([c=d])), 'C'=x])).
(format("abc"), json_write(user_output, [1]), nl).
(format("abc~n"), json_write(user_output, [1]), nl).
(format("\t"), json_write(user_output, [1], [indent(8)]), nl).
(format("  "), json_write(user_output, json([a=1]), [indent(2)]), nl).
wr(json([a=true]), [true(true)]).
wr(json([a=[]]), [null([])]).
wr([x, y, z], [null(x), false(y), true(z)]).
wr([x, y], [false(x), null(x), true(y)]).
wr([x, x], [false(x), null(x), width(12)]).
wr(f(x)).
wr(f(x), [serialize_unknown(true)]).
wr([f(x), 'A'(b), "s", g("q", 'B', [1])], [serialize_unknown(true)]).
wr(json([k=f('A', "s", [1])]), [serialize_unknown(true)]).
wr(#(f(x))).
wr(#("s")).
wr(#(abc)).
wr(#('X'(y, "z"))).
wr(@(foo)).
wr([@(foo)]).
wr(_).
wr([a|_]).
wr([_]).
wr(json([_])).
wr(json([_]), [width(0)]).
wr(json([a=1, f(1,2)])).
wr(json([a=1, f(1,2)]), [width(0)]).
wr(json([1])).
wr(json([1]), [width(0)]).
wr(json(x)).
wr(json(x), [width(0)]).
wr(json([a=f(x)])).
wr(json([1=2])).
wr(json([f(x)=2])).
wr(json([1.5=2]), [width(0)]).
wr(json([a=[b|c]])).
wr(json([a=b]), [width(foo)]).
wr(json([a=b]), [width(-1)]).
wr(json([a=b]), [width(1.5)]).
wr(json([a=b]), [width(_)]).
wr(json([a=b]), [step(-1)]).
wr(json([a=b]), [step(0)]).
wr(json([a=b]), [tab(0)]).
wr(json([a=b]), [indent(x)]).
wr(json([a=b]), [serialize_unknown(maybe)]).
wr(json([a=b]), [true(_)]).
wr(json([a=b]), [null(f(_))]).
wr(json([a=b]), [value_string_as(foo)]).
wr(json([a=b]), [bogus(1), width(0), foo]).
wr([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25], [width(0), width(72)]).
wr([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25], [width(72), width(0)]).
(json_write(user_output, [1], foo) -> true ; writeln(failed)).
(json_write(user_output, [1], [width(0)|foo]) -> true ; writeln(failed)).
wrs(json([a=[1, "two", 3.0], b=json([c= @(null)])]), []).
wrs('a\nb\tc', []).
wrs([1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25], [width(20)]).
json_write(user_output, [1, 2]), json_write(user_output, json([a=1])), nl.
json_write(user_output, json([a=1])), json_write(user_output, json([b=2])), nl.
with_output_to(string(S), (write(abc), json_write(current_output, [1]))).
atom_json_term(A, json([a=1, b=[x, "y", @(true)]]), []).
atom_json_term(A, json([a=1, b=[x, "y"]]), [as(string)]).
atom_json_term(A, json([a=1]), [as(codes)]).
atom_json_term(A, [1], [as(chars)]).
atom_json_term(A, [1], [as(atom), as(string)]).
catch(atom_json_term(A, [1], [as(foo)]), error(E, _), true).
atom_json_term(A, [1], [as(_)]).
atom_json_term(A, "a\nb", []).
atom_json_term(A, 'x', [width(0)]).
atom_json_term(A, [yes, no, nil, true], [true(yes), false(no), null(nil)]).
atom_json_term(A, [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25], [width(30), step(1)]).
catch(atom_json_term(A, f(x), []), error(E, _), true).
\+ \+ (T0 = json([name='Kea', version=[1, 0, 2], ratio=0.75, big=12345678901234567890, neg= -3, flags=json([on= @(true), off= @(false), none= @(null)]), text='multi\nline "quoted" \\ tab\t', empty=json([]), list=[]]), atom_json_term(A, T0, []), print(A), nl, atom_json_term(A, T1, []), (T0 == T1 -> writeln(same) ; writeln(T1))).
\+ \+ (T0 = json([s="str", l=["a", "b"]]), atom_json_term(S, T0, [as(string)]), atom_string(A, S), atom_json_term(A, T1, [value_string_as(string)]), (T0 == T1 -> writeln(same) ; writeln(T1))).
\+ \+ (T0 = [json([a=[json([b=[1, 2.5e-7, -0.0]])]]), 'é', '😀', '\x1\'], with_output_to(atom(A), json_write(current_output, T0, [width(8)])), atom_json_term(A, T1, []), (T0 == T1 -> writeln(same) ; writeln(T1))).
isj(json([a=1, b=[x, @(true), "s", 1.5, json([])]])).
isj(json([a-1])).
isj(json([1=1])).
isj(json(['a'=f(x)])).
isj(f(x)).
isj(@(true)).
isj(@(false)).
isj(@(null)).
isj(@(foo)).
isj(_).
isj([_]).
isj(json(_)).
isj(json([a=_])).
isj(json([a=1|_])).
isj([1|_]).
isj([]).
isj("str").
isj(12).
isj(yes, [true(yes)]).
isj(f(x), [null(f(x))]).
isj(@(true), [true(yes)]).
isj(json([a=b]), foo).
isj(json([a=b]), [null(_)]).
isj(json([a=b]), [width(x), true(t)]).
