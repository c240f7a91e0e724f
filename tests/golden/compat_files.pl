cwd_is_dir.
exists_directory('.'), \+ exists_file('.').
open('a.txt', write, S), write(S, 'line one\r\nline two\n\nlast'), close(S), exists_file('a.txt'), \+ exists_directory('a.txt').
exists_file("a.txt"), exists_file([0'a, 0'., 0't, 0'x, 0't]).
make_directory(sub), directory_files('.', L), msort(L, S).
catch(make_directory(sub), error(E, _), true).
catch(make_directory('none/x'), error(E, _), true).
make_directory(sub2), open('sub2/f', write, S), close(S), catch(delete_file(sub2), error(E, _), true), delete_file('sub2/f'), delete_file(sub2), \+ exists_directory(sub2).
catch(delete_directory('.'), error(E, _), true).
catch(delete_file(none), error(E, _), true).
catch(directory_files(none, _), error(E, _), true).
catch(directory_files('a.txt', _), error(E, _), true).
open('a.txt', read, S), read_line_to_string(S, A), read_line_to_string(S, B), read_line_to_string(S, C), read_line_to_string(S, L), read_line_to_string(S, E), read_line_to_string(S, E2), close(S).
open('a.txt', read, S), read_line_to_codes(S, A), read_line_to_codes(S, B), read_line_to_codes(S, C), read_line_to_codes(S, L), read_line_to_codes(S, E), close(S).
open('a.txt', read, S), read_line_to_codes(S, A0, T), read_line_to_codes(S, B0, T2), read_line_to_codes(S, C, T3), read_line_to_codes(S, L, T4), read_line_to_codes(S, E, T5), close(S), T = [], T2 = [], atom_codes(A, A0), atom_codes(B, B0).
open('a.txt', read, S), read_string(S, N, Str), read_string(S, N2, Str2), close(S).
open('a.txt', read, S), read_string(S, 3, Str), read_string(S, N, R), close(S).
open('a.txt', read, S), read_string(S, 0, Str), read_string(S, 100, Str2), close(S).
open('a.txt', read, S), read_string(S, "\n", "\r ", Sep, Str), read_string(S, "\n", "\r", Sep2, Str2), read_string(S, "\n", "", Sep3, Str3), read_string(S, "\n", "", Sep4, Str4), read_string(S, "\n", "", Sep5, Str5), close(S).
open('a.txt', read, S), read_string(S, " ", "", Sep, Str), read_string(S, [0'w], "e", Sep2, Str2), read_string(S, o, [], Sep3, Str3), close(S).
open('a.txt', read, S), read_string(S, "", "", Sep, Str), close(S).
open('a.txt', read, S), (read_string(S, "\n", "", _, "x") -> R = yes ; R = no), read_line_to_string(S, L), close(S).
open('a.txt', read, S), catch(read_string(S, -1, _), error(E, _), true), catch(read_string(S, a, _), error(E2, _), true), close(S).
open('w.txt', write, S), catch(read_line_to_string(S, _), error(E, _), true), close(S), delete_file('w.txt'), E = permission_error(A, T, _).
catch(read_line_to_string(_, S), error(E, _), true).
catch(read_line_to_string(foo, S), error(E, _), true).
catch(read_string(user_input, a, S), error(E, _), true).
open('out.txt', write, S), writeln(S, f('A', "b", [c])), writeln(S, 1.5), close(S), open('out.txt', read, In), read_string(In, _, Str), close(In).
delete_file('a.txt'), delete_file('out.txt'), \+ exists_file('a.txt').
delete_directory(sub), directory_files('.', L), msort(L, S).
writeln(hello), writeln(f(x, 'A b', "s")), writeln(user_output, [1, 2]).
catch(writeln(foo, x), error(E, _), true).
catch(writeln(user_input, x), error(E, _), true).
catch(writeln(_, x), error(E, _), true).
catch(exists_file(X), error(E, _), true).
catch(exists_file(1), error(E, _), true).
catch(exists_directory(f(x)), error(E, _), true).
exists_file(''), exists_directory('').
file_base_name('/a/b/c.pl', X).
file_base_name('/a/b/', X).
file_base_name('c.pl', X).
file_base_name('/', X).
file_base_name('', X).
file_base_name("/a/s.x", X).
catch(file_base_name(a//b, X), error(E, _), true).
catch(file_base_name(X, Y), error(E, _), true).
file_base_name(12, X).
file_directory_name('/a/b/c.pl', X).
file_directory_name('/a/b/', X).
file_directory_name('c.pl', X).
file_directory_name('/', X).
file_directory_name('/c', X).
file_directory_name('', X).
file_directory_name('a//b', X).
file_directory_name('/a//b//', X).
file_directory_name("/a/b", X).
file_name_extension(B, E, 'foo.pl').
file_name_extension(B, E, 'foo').
file_name_extension(B, E, '/a.b/foo').
file_name_extension(B, E, 'a.b.c').
file_name_extension(foo, pl, F).
file_name_extension(foo, '.pl', F).
file_name_extension('foo.pl', pl, F).
file_name_extension('foo.txt', pl, F).
file_name_extension(foo, pl, 'foo.pl').
file_name_extension(foo, E, 'foo.pl').
file_name_extension(B, pl, 'foo.pl').
file_name_extension(B, '.pl', 'foo.pl').
file_name_extension(B, pl, 'foo.PL').
file_name_extension(B, pl, foo).
file_name_extension(B, '', 'foo').
file_name_extension(B, '', 'foo.pl').
file_name_extension('foo.pl', E, 'foo.pl').
file_name_extension(B, E, '.bashrc').
file_name_extension(B, E, 'dir/.bashrc').
file_name_extension(B, E, "x.y").
file_name_extension(B, E, 'foo.').
file_name_extension(B, E, '.').
file_name_extension(B, E, 'a..b').
file_name_extension(B, E, [0'a, 0'., 0'b]).
file_name_extension(B, E, 12.5).
file_name_extension(foo, "pl", F).
file_name_extension(foo, '', F).
file_name_extension(1, 2, F).
catch(file_name_extension(B, E, F), error(Er, _), true).
catch(file_name_extension('foo.', E, F), error(Er, _), true).
catch(file_name_extension(f(x), y, F), error(Er, _), true).
catch(working_directory(_, '/nonexistent/dir'), error(E, _), true).
catch(working_directory(_, 1), error(E, _), true).
cwd_is_dir.
findall(R-A, (tmp_file(foo, F), tmp_file(foo, G), (F \== G -> R = differ ; R = same), (atom(F) -> A = atom ; A = other)), L).
findall(A, (tmp_file("s", F), (atom(F) -> A = atom ; A = other)), L).
catch(tmp_file(X, F), error(E, _), true).
findall(R, (get_time(T), (float(T), T > 1.6e9 -> R = ok ; R = bad)), L).
get_time(a).
cleanup.
