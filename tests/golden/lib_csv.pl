use_module(library(csv)).
phrase(csv(Rows), `a,b,c\n1,2,3\n`).
phrase(csv(Rows), `a,b\n1,2`).
phrase(csv(Rows), ``).
phrase(csv(Rows), `\n\n`).
phrase(csv(Rows), `a,b\r\nc,d\re,f\r\n`).
phrase(csv(Rows), `"a,b","say ""hi""",pl"ain\n`).
phrase(csv(Rows), `"line1\nline2",x\r\n"",""\n,\n`).
phrase(csv(Rows), `1,-2,3.5,1.0e3,+7,007,0x1F, 12,12 ,1_000,1.5.5,- 3,"42"\n`).
phrase(csv(Rows), `"abc\n`).
phrase(csv(Rows), `"abc"x,d\n`).
phrase(csv(Rows, [separator(0';)]), `a;b,c;1\n`).
phrase(csv(Rows, [strip(true)]), ` a , b\t,\t12 ,"  q  "\n`).
phrase(csv(Rows, [convert(false)]), `1,2.5,abc\n`).
phrase(csv(Rows, [case(down)]), `AbC,"XyZ",12\n`).
phrase(csv(Rows, [case(up), functor(r)]), `ab,1e5,0x1f\n`).
phrase(csv(Rows, [functor(t), arity(2)]), `a,b\nc,d\n`).
catch(phrase(csv(_), `a,b\nc\n`), error(E, _), true).
catch(phrase(csv(_, [arity(3)]), `a,b\n`), error(E, _), true).
phrase(csv(Rows, [match_arity(false)]), `a,b\nc\n\nd,e,f\n`).
phrase(csv(Rows, [skip_header('#')]), `# comment\n#another\n\n\na,b\n1,2\n`).
phrase(csv(Rows, [ignore_quotes(true)]), `"a,b",c""d\n`).
catch(phrase(csv(_, [separator(foo)]), `a\n`), error(E, _), true).
forall(phrase(csv([row(a, 'b,c'), row(1, 2.5), row('say "hi"', 'x\ny', '')]), Cs), (atom_codes(A, Cs), print(A), nl)).
csv_write_stream(user_output, [row(a, 'b c', "str"), row(1, -2.5, ''), row('x,y', 'q"q', 'l\nm')], []).
csv_write_stream(user_output, [r(a, b), r('a;b', c), empty], [separator(0';)]).
catch(csv_write_stream(user_output, [row(f(x))], []), error(E, _), true).
\+ \+ ( open('/tmp/kea_lib_csv_test_1.csv', write, S), write(S, 'who,age\nann,31\n"bob, jr",42\n'), close(S) ).
csv_read_file('/tmp/kea_lib_csv_test_1.csv', Rows).
csv_read_file('/tmp/kea_lib_csv_test_1.csv', Rows, [functor(p), convert(false), case(up)]).
findall(L-R, csv_read_file_row('/tmp/kea_lib_csv_test_1.csv', R, [line(L)]), Ls).
findall(Rs, setup_call_cleanup(open('/tmp/kea_lib_csv_test_1.csv', read, S), csv_read_stream(S, Rs, [functor(q)]), close(S)), [Rows]).
findall(Rs, setup_call_cleanup(open('/tmp/kea_lib_csv_test_1.csv', read, S), (csv_options(O, []), csv_read_row(S, R1, O), csv_read_row(S, R2, O), csv_read_row(S, R3, O), csv_read_row(S, R4, O), Rs = [R1, R2, R3, R4]), close(S)), [Rows]).
csv_write_file('/tmp/kea_lib_csv_test_2.tsv', [row(a, 'b\tc', 'd,e'), row(1, 2, 3)]), read_file_to_string('/tmp/kea_lib_csv_test_2.tsv', Text, []).
csv_read_file('/tmp/kea_lib_csv_test_2.tsv', Rows).
csv_write_file('/tmp/kea_lib_csv_test_3.csv', [row(x, 'y;z'), row('', "q")], [separator(0';)]), read_file_to_string('/tmp/kea_lib_csv_test_3.csv', Text, []).
\+ \+ ( open('/tmp/kea_lib_csv_test_4.csv', write, S), write(S, 'a,"b\nc,d\n'), close(S) ).
csv_read_file('/tmp/kea_lib_csv_test_4.csv', Rows).
\+ \+ catch(csv_read_file('/tmp/kea_lib_csv_test_none.csv', _), error(Err, _), (functor(Err, F, _), arg(1, Err, K), print(F-K), nl)).
delete_file('/tmp/kea_lib_csv_test_1.csv'), delete_file('/tmp/kea_lib_csv_test_2.tsv'), delete_file('/tmp/kea_lib_csv_test_3.csv'), delete_file('/tmp/kea_lib_csv_test_4.csv').
