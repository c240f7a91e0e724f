use_module(library(optparse)).
assertz(spec(basic, [[opt(verbose), type(boolean), default(false), shortflags([v]), longflags([verbose]), help('print more')], [opt(count), type(integer), default(1), shortflags([n]), longflags([count, times]), meta('N'), help('repeat N times')], [opt(ratio), type(float), default(0.5), shortflags([r]), longflags([ratio]), help('mixing ratio')], [opt(name), type(atom), shortflags([o]), longflags([name]), help('the name')], [opt(goal), type(term), default(true), longflags([goal]), help('goal to run')], [opt(config), type(atom), default(cfg)]])).
assertz((parse(Args, O, P) :- spec(basic, S), opt_parse(S, Args, O, P))).
assertz((parse(Args, PO, O, P) :- spec(basic, S), opt_parse(S, Args, O, P, PO))).
assertz((err(G, R) :- catch((call(G) -> R = true ; R = false), error(E, C), (nonvar(C), C = context(_, M), atom(M) -> R = E-M ; R = E)))).
parse([], O, P).
parse([a, b], O, P).
parse(['-v', '-n', '3', in, '-r', '0.25', '-o', out, '--goal', 'foo(X, Y, X)'], O, P).
parse(['--count=7', '--times', '-2', '-n5'], O, P).
parse(['--name=', '--ratio', '1.5e3', '-ofile.txt'], O, P).
err(parse(['-n'], _, _), R).
err(parse(['--count='], _, _), R).
parse(['--name'], O, P).
err(parse(['-n', x], _, _), R).
err(parse(['--count=5.0'], _, _), R).
err(parse(['--ratio', '5'], _, _), R).
err(parse(['-r', nan], _, _), R).
parse(['-n', ' 12', '-r', '-2.0', '--times', '0x1F'], O, P).
parse(['-v'], O, P).
parse(['-v', false, x], O, P).
parse(['-v', true, x], O, P).
parse(['-v', yes, x], O, P).
parse(['-vfalse', '--verbose=true'], O, P).
parse(['--verbose', false], O, P).
parse(['--no-verbose', true], O, P).
parse(['--verbose', '--no-verbose'], O, P).
err(parse(['-vx'], _, _), R).
err(parse(['--verbose=1'], _, _), R).
err(parse(['--no-verbose=false'], _, _), R).
err(parse(['--no-count'], _, _), R).
opt_parse([[opt(g), type(term), longflags([goal])]], ['--goal', 'f(X, "s", [1|T], 0''a, X)'], O, P).
parse(['--goal', 'a. b', '--goal=X'], O, P).
parse(['--goal', ''], O, P).
catch(parse(['--goal', 'f('], _, _), error(syntax_error(_), _), true).
err(parse(['-x'], _, _), R).
err(parse(['--extra=1'], _, _), R).
err(parse(['--Verbose'], _, _), R).
err(parse(['-n=3'], _, _), R).
err(parse(['-q=3'], _, _), R).
opt_parse([], ['-', '--', '---', '-5', '--1'], O, P).
opt_parse([], ['--x.y', '- v', '-1e3', '--=', '-=', '-_'], O, P).
parse(['--v', '--n', '4'], O, P).
err(parse(['-verbose'], _, _), R).
err(parse(['-name', '--name', '-v'], _, _), R).
parse(['-oname', '--name', '-v'], O, P).
parse(['-n', '1', '-v', '-n', '2', '--count=3'], [duplicated_flags(keepfirst)], O, P).
parse(['-n', '1', '-v', '-n', '2', '--count=3'], [duplicated_flags(keeplast)], O, P).
parse(['-n', '1', '-v', '-n', '2', '--count=3'], [duplicated_flags(keepall)], O, P).
err(parse(['-n', '1'], [duplicated_flags(keepsome)], _, _), R).
err(opt_parse([], [], _, _, [duplicated_flags(keepsome)]), R).
parse(['-n', '1', x], [output_functor(opt)], O, P).
parse(['-n', '1', '-n', '2'], [output_functor(flag), duplicated_flags(keepall)], O, P).
parse([], [output_functor(F), duplicated_flags(K)], O, P).
parse(['-n', '1', '-n', '2'], [duplicated_flags=keepfirst, output_functor=o], O, P).
parse(['-n', '1', '-n', '2'], [duplicated_flags=keepfirst, duplicated_flags(keepall)], O, P).
parse(['-n', '1', '-n', '2'], [duplicated_flags(keepfirst), duplicated_flags(keepall)], O, P).
parse(['-n', '1'], [unknown(option), verbose], O, P).
err(parse(['-n', '1'], [output_functor(f(x))], _, _), R).
err(parse(['-n', '1'], [output_functor(3)], _, _), R).
err(parse([], _, _, _), R).
err(parse([], [_], _, _), R).
err(parse([], [output_functor(o)|_], _, _), R).
err(parse([], foo, _, _), R).
err(parse([], [output_functor(o)|foo], _, _), R).
opt_parse([[opt(a), default(1)], [opt(b), shortflags([b])]], ['-b', x], O, P).
err(opt_parse([[opt(a), default(1)], [opt(b), shortflags([b])]], [], _, _, [allow_empty_flag_spec(false)]), R).
err(opt_parse([[opt(a), shortflags([])], [opt(b), shortflags([b])]], [], _, _, [allow_empty_flag_spec(false)]), R).
err(opt_parse([[opt(a), longflags([a])]], [], _, _, [allow_empty_flag_spec(false)]), R).
err(opt_parse([[opt(a)]], [], _, _, [allow_empty_flag_spec=false]), R).
err(opt_parse([[opt(a)]], [], _, _, [allow_empty_flag_spec=false, allow_empty_flag_spec(true)]), R).
opt_parse([[opt(3), shortflags([a])], [opt(f(x)), shortflags([b])]], ['-a', x], O, P, [output_functor(o)]).
err(opt_parse([[opt(3), shortflags([a])]], ['-a', x], _, _), R).
opt_parse([], [], O, P).
opt_parse([], ['a', 'b c'], O, P).
err(opt_parse([], ['-a'], _, _), R).
err(opt_parse([], _, _, _), R).
err(opt_parse([], foo, _, _), R).
err(opt_parse([], [a|b], _, _), R).
err(opt_parse([], [a|_], _, _), R).
err(opt_parse([], [a, _], _, _), R).
err(opt_parse([], [a, f(x)], _, _), R).
err(opt_parse([], ["-a"], _, _), R).
err(opt_parse([], [1], _, _), R).
err(opt_parse([[opt(a), foo]], [f(x)], _, _), R).
err(opt_parse(_, [], _, _), R).
err(opt_parse([[opt(a), type(_)]], [], _, _), R).
err(opt_parse(foo, [], _, _), R).
err(opt_parse([foo], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), foo(bar)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), 42]], [], _, _), R).
err(opt_parse([[type(atom), shortflags([a])]], [], _, _), R).
err(opt_parse([[]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a])], [opt(b), longflags([a])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([z, y])], [opt(b), shortflags([y, z])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a])], [opt(a), shortflags([b])]], [], _, _), R).
opt_parse([[opt(a), shortflags([a, a]), longflags([a])], [opt(b), shortflags([b])]], ['--a', x, '-b', y], O, P).
opt_parse([[opt(a), shortflags([a]), default(1)], [opt(b), shortflags([b])], [opt(a), shortflags([a]), default(1)]], [], O, P).
opt_parse([[opt(a), shortflags([a]), default(1)], [opt(b), shortflags([b])], [opt(a), shortflags([a]), default(1)]], [], O, P, [duplicated_flags(keepall)]).
err(opt_parse([[opt(a), shortflags([ab])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), help(x), help(y)]], [], _, _), R).
err(opt_parse([[opt(a), opt(b), shortflags([a])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(number)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(integer), default(x)]], [], _, _), R).
opt_parse([[opt(a), shortflags([a]), type(number), default(1)], [opt(b), shortflags([b]), type(oneof([x, y])), default(y)]], [], O, P).
err(opt_parse([[opt(a), shortflags([a]), type(nonneg), default(-1)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(number)]], ['-a', '12'], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(no_such_type)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(integer), default(1.0)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(float), default(1)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(boolean), default(yes)]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(atom), default("s")]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), type(term), default(f(x, "s"))]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([ab]), type(number)], [opt(b), shortflags([b]), foo]], [], _, _), R).
err(opt_parse([[opt(a), type(number)], [opt(b), shortflags([ab])]], [], _, _, [allow_empty_flag_spec(false)]), R).
err(opt_parse([[opt(a), shortflags([a]), type(integer), default(x)], [opt(b), shortflags([a])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a]), opt(c)], [shortflags([b])]], [], _, _), R).
err(opt_parse([[opt(a), shortflags([a])], [opt(a), shortflags([b]), foo]], [], _, _), R).
opt_parse([[opt(a), shortflags([a]), help, help(x, y)]], ['-a', b], O, P).
opt_parse([[opt(a), shortflags(a)]], [], O, P).
err(opt_parse([[opt(a), shortflags(a)]], ['-a'], _, _), R).
opt_parse([[opt(a), shortflags([a]), longflags(['no-b']), type(boolean)]], ['--no-b'], O, P).
opt_parse([[opt(a), longflags([b]), type(boolean)], [opt(c), longflags(['no-b']), type(boolean)]], ['--no-b'], O, P).
opt_parse([[opt(a), longflags(['a-b_c']), type(atom)], [opt(d), shortflags(['D']), type(integer)]], ['--a-b_c=x=y', '-D', '-4'], O, P).
findall(O-P, (spec(basic, S), opt_arguments(S, O, P)), Rs).
opt_arguments([], O, P).
err(opt_arguments([[opt(a), shortflags([a])], [opt(b), shortflags([a])]], _, _), R).
forall((spec(basic, S), opt_help(S, H)), write(H)).
opt_help([], H).
opt_help([[opt(a)], [opt(b), default(2)]], H).
opt_help([[opt(a), shortflags([a])]], H).
opt_help([[opt(a), longflags([all])]], H).
opt_help([[opt(a), shortflags([a]), help(['first line', '  second line', ''])]], H).
opt_help([[opt(a), shortflags([a]), help([])], [opt(b), longflags([b]), help("a string")]], H).
opt_help([[opt(a), shortflags([a]), meta(''), type(atom), default('a b')], [opt(b), shortflags([b]), meta(' M '), type(boolean)]], H).
opt_help([[opt(a), shortflags([a]), default(- 1)], [opt(b), shortflags([b]), default("s")], [opt(c), shortflags([c]), default([a|b])], [opt(d), shortflags([d]), type(float), default(1.0e10)]], H).
opt_help([[opt(a), shortflags([1]), longflags([2])]], H).
forall(opt_help([[opt(a), shortflags([a]), help('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty')]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), meta('LONG_META_VARIABLE_NAME_HERE'), help('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty')]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), help('aaaaaaaaa bbbbbbbbb ccccccccc ddddddddd eeeeeeeee ffffffffffffff')], [opt(b), shortflags([b]), help('aaaaaaaaa bbbbbbbbb ccccccccc ddddddddd eeeeeeeee fffffffffffffff')]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), help('  lead    spaces and a verylongwordthatdoesnotfitanywhereonthelineatallbecauseitissolongindeed ok  ')]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), meta('MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM'), help('aaaaaaaaa bbbbbbbbb ccccccccc dddddddddd eeeeeeeee ffff gggg')]], H), write(H)).
forall(opt_help([[opt(a), longflags([alpha, beta]), shortflags([a, b, c]), help(x)], [opt(b), shortflags([d]), help(y)]], H), write(H)).
forall(opt_help([[opt(a), longflags([a, bb, ccccccccc, d, e, f, g]), help(x)], [opt(b), longflags([h]), shortflags([h]), help(y)]], H), write(H)).
forall(opt_help([[opt(a), longflags([ccccccccccccccccccccc, a, b, c, d, e, f]), shortflags([x]), help('aaaaaaaaa bbbbbbbbb ccccccccc ddddddddd eeeeeeeee fffffffff ggggggggg hhhhhhhhh')], [opt(b), shortflags([y, z, w]), help(y)]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), type(atom), default('x\ny'), help(z)], [opt(b), shortflags([b]), help(['p', 'q'])]], H), write(H)).
forall(opt_help([[opt(a), shortflags([a]), help(x)], [opt(a), shortflags([a]), help(x)]], H), write(H)).
err(opt_help(foo, _), R).
err(opt_help(_, _), R).
err(opt_help([[opt(a), shortflags([a]), type(atom), default(1)]], _), R).
err(opt_help([[opt(a), shortflags([a]), foo]], _), R).
err(opt_help([[opt(a), shortflags([a])], [opt(b), longflags([a])]], _), R).
