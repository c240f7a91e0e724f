use_module(library(url)).
parse_url('http://www.xyz.org/hello?msg=Hello+World%21#x', P).
parse_url('http://user:pw@host.com:8080/a/b.html?x=1&y=2;z#frag', P).
parse_url('www.example.com/foo', P).
parse_url('ftp://ftp.gnu.org', P).
parse_url('file:///home/user/x.pl', P).
parse_url('file://C:/foo/bar', P).
parse_url('mailto:joe@example.com', P).
parse_url('HTTP://Example.COM/Path', P).
parse_url('http://192.168.1.1:80/', P).
parse_url('http://256.1.1.1/', P).
parse_url('http://h/%C3%A9t%C3%A9', P).
parse_url('http://h/a%0D%0Ab', P).
parse_url('http://h/a b', P).
parse_url(U, [protocol(http), host('www.xyz.org'), path('/a b/c'), search([q='x y&z', r=1]), fragment('f g')]).
parse_url(U, [host(h), port(80), path('/')]).
parse_url(U, [host(h), port(8080), path('/x'), user('u:p')]).
parse_url(U, [protocol(file), path('/tmp/a b')]).
parse_url(U, [protocol(https), host(h), search([a(1), b, 'c d'='é'])]).
parse_url('a/b', 'http://h/x/y/z', P).
parse_url('../b', 'http://h/x/y/z', P).
parse_url('../../../../b', 'http://h/x/y/z', P).
parse_url('/b?q=1', 'http://h:81/x/y/z?w=2#f', P).
parse_url('//other/b', 'http://h/x/y/z', P).
parse_url('http://o/b', 'http://h/x/y/z', P).
parse_url('', 'http://h/x/y/z', P).
parse_url('#f', 'http://h/x/y/z', P).
parse_url('?q', 'http://h/x/y/', P).
parse_url(U, 'http://h/x/y/z', [path('a/b')]).
parse_url(U, 'http://h/x/y/z', [search([a=b])]).
global_url('a/b', 'http://h/x/y/z', G).
global_url('../b', 'http://h/x/', G).
global_url('//o/p', 'https://h/x/', G).
global_url('#frag', 'http://h/x', G).
global_url('#frag', 'http://h/x#', G).
global_url('http://a/b', 'http://h/x', G).
global_url('http://a/%20b', 'http://h/x', G).
global_url('./c', 'http://h/x/y', G).
global_url('c?x=1#y', 'http://h/x/y', G).
is_absolute_url('http://x').
is_absolute_url('x').
is_absolute_url('ab:c').
is_absolute_url('c:foo').
is_absolute_url('mailto:x').
is_absolute_url('a1+.-:x').
www_form_encode('a b&c=d/e?f~g-h_i.j*k', X).
www_form_encode('line1\nline2\r\nx\ry', X).
www_form_encode('été 世界 😀', X).
www_form_encode(X, 'a+b%20c%2Fd%0D%0Ae%0d%0ag%0Dh').
www_form_encode(X, '%C3%A9t%C3%A9%e4%b8%96').
www_form_encode(X, '%E9t%E9').
www_form_encode(X, '%zz%4').
www_form_encode(42, X).
www_form_encode(1.5, X).
www_form_encode("str ing", X).
www_form_encode(X, "a%20b").
catch(www_form_encode(f(x), X), error(E, _), true).
url_iri('http://h/%C3%A9t%C3%A9?q=%E4%B8%96', I).
url_iri('http://h/plain', I).
url_iri(U, 'http://h/été?q=世 界&r=1#x').
url_iri('%zz', I).
url_iri('http://h/%41%42', I).
parse_url_search('a=1&b=x+y;c&d=%41&e=', F).
parse_url_search(`a=1&b=2`, F).
parse_url_search(C, [a=1, b='x y', c, d(4)]), atom_codes(A, C).
parse_url_search('', F).
parse_url_search('&&', F).
parse_url_search('a=b=c', F).
parse_url_search('a#b', F).
file_name_to_url('/tmp/foo bar', U).
file_name_to_url(F, 'file:///tmp/foo%20bar').
file_name_to_url(F, 'http://x').
set_url_encoding(O, O).
set_url_encoding(O, iso_latin_1), www_form_encode('é', X), set_url_encoding(_, utf8).
set_url_encoding(O, iso_latin_1), catch(www_form_encode('世', X), error(E, _), true), set_url_encoding(_, utf8).
catch(set_url_encoding(O, foo), error(E, _), true).
set_url_encoding(utf8, utf8).
set_url_encoding(iso_latin_1, utf8).
http_location(L, [path('/a b'), search([q=1])]).
http_location([path('/a b'), search([q=1]), fragment(x)], L).
http_location(P, '/a%20b?q=1#x').
http_location(P, `/x/y?z`).
http_location(P, '').
http_location(P, 'x/y').
http_location([path('/p:q,r+s')], L).
catch(parse_url(U, [protocol(http), host(h), search([a=f(x)])]), error(E, _), true).
catch(global_url('a b', 'http://h/', G), error(E, _), true).
global_url('a', 'x', G).
parse_url('localhost:8080/x', P).
parse_url('file:///', P).
parse_url('file:/x', P).
parse_url('file:////x', P).
parse_url('file://host/x?y#z', P).
parse_url('file://C:', P).
parse_url('file://c:x/y', P).
parse_url('file:', P).
parse_url('www.x.com/foo?x=1', P).
parse_url('http://h:/x', P).
parse_url('http://h:0081', P).
parse_url('http://a+b%41/x+y?a+b=c+d#e+f', P).
parse_url('http://u@v@h/', P).
parse_url('http://@h/', P).
parse_url('http://h/é', P).
parse_url('http://h?x', P).
parse_url('http://h#x', P).
parse_url('http://', P).
parse_url('http:', P).
parse_url('http:x:y', P).
parse_url('urn:isbn:123', P).
parse_url('a1-.+:z', P).
parse_url('http://h/%C3%A9%A9', P).
parse_url('http://h/%e4%b8', P).
parse_url('http://h/%0d%0a%0D%0a%0Dx', P).
parse_url('http://h/[x]?a=[b]#[c]', P).
parse_url('http://h/a?b=c?d/e#f?g/h', P).
parse_url('http://h/a?b=c#f#g', P).
parse_url('', P).
parse_url('/x', P).
parse_url('h', P).
parse_url('http://h/%', P).
parse_url('http://h/%4', P).
parse_url("http://h/s", P).
parse_url('HtTp://h', P).
parse_url('x:', P).
parse_url('../b', 'http://h/', P).
parse_url('b', 'http://h', P).
parse_url('../x', 'http://h/a/', P).
parse_url('a:b', 'http://h/', P).
parse_url('a/b:c', 'http://h/x', P).
parse_url('x y', 'http://h/', P).
parse_url('b', 'mailto:joe', P).
parse_url('b', [protocol(http), host(h), path('/p/q'), search([a=b]), fragment(f), port(8)], P).
parse_url('b?x', [protocol(http), host(h)], P).
parse_url(U, 'http://h/x/y/z?w=1', [fragment(f)]).
parse_url(U, 'http://h/x/y/z', [path('../../q'), protocol(https)]).
parse_url(U, 'http://h:8080/x/y/z', [path('/abs')]).
parse_url(U, [protocol(ftp), host(h), path('a b'), port(21), search([]), fragment('')]).
parse_url(U, [protocol(mailto), path('joe@x.org')]).
parse_url(U, [protocol(http), host('h é'), user('a b@c'), path('/ü~-._!$&\'()*+,;=:@/%'), search(['&=+'='a+b=c', '#'=x]), fragment('#/?')]).
parse_url(U, [protocol(http), host(h), search([f(a, b)])]).
parse_url(U, [path(x)]).
parse_url(U, [protocol(http), host(h), search([f(a,b)])]).
parse_url(U, [protocol(http), host(h), search(foo)]).
parse_url(U, [protocol(http), host(h), search([a="str", b=[0'x, 0'y], c= 1.5])]).
catch(parse_url(U, [protocol(http), host(h), search([a=[x]])]), error(E, _), true).
catch(parse_url(U, [protocol(http), host(h), port(p)]), error(E, _), true).
parse_url(U, [protocol(http), host(h), path('/a\nb\r\nc\rd')]).
parse_url(U, [protocol(http), host(h), path(42)]).
parse_url(U, [protocol(http), host(h), path('/\x0\')]).
parse_url(U, [protocol(http), host(h), port(80), port(81)]).
parse_url(U, [protocol(http), host(h), path('/世')]).
set_url_encoding(_, iso_latin_1), parse_url(U, [protocol(http), host(h), path('/é')]), set_url_encoding(_, utf8).
set_url_encoding(_, iso_latin_1), catch(parse_url(U, [protocol(http), host(h), path('/世')]), error(E, _), true), set_url_encoding(_, utf8).
set_url_encoding(_, iso_latin_1), www_form_encode(X, '%C3%A9'), set_url_encoding(_, utf8).
current_prolog_flag(url_encoding, X).
catch(parse_url(X, Y), error(E, _), true).
catch(parse_url(U, [protocol(http), host(h), search([a=f(x)])]), error(E, _), true).
catch(parse_url(U, [protocol(http), host(h), search([a=[0'a|_]])]), error(E, _), true).
parse_url(U, [protocol(http), host(h), search([a=[0'a, 0' , 0'é]])]).
parse_url(U, [protocol(http), host(h), search(_)]).
parse_url(U, [host(h), path('/p'), search([q=1]), fragment(f)]).
parse_url(U, [protocol('FILE'), host(h), path('/p')]).
parse_url('http://h/a%2Fb%3Fc', P).
parse_url('http://h%3Ax/', P).
parse_url('http://u%40v@h/', P).
parse_url('http://h/%F0%9F%98%80%41', P).
forall(parse_url('http://h/%C0%80', [_, _, path(X)]), (atom_codes(X, C), print(C), nl)).
parse_url('http://h/a?=v&n=&&x=%26', P).
parse_url('file://c:/dir/f.txt', P).
parse_url('file://c:dir', P).
parse_url('file:///C:/x', P).
parse_url('file:/x', 'http://h/', P).
parse_url('file://x/y', 'http://h/', P).
parse_url('a/b', 'file:///d/e', P).
parse_url('x', 'http://h/a/b/', P).
parse_url('../../x', 'http://h/a/b/', P).
parse_url('./x', 'http://h/a/b/', P).
parse_url('x/ab://y', 'http://h/a/b', P).
parse_url(U, 'http://h/a/b', [path('ab://y')]).
parse_url(U, 'http://h/a/b', [path('q r')]).
catch(global_url('http://h/a%20b c', 'http://x/', G), error(E, _), true).
global_url('ab:c', 'http://x/', G).
catch(global_url('/p q', 'http://x/y', G), error(E, _), true).
global_url('?a=1', 'http://x/y/z?b=2#f', G).
global_url('', 'http://x/y/z', G).
is_absolute_url('https://x').
is_absolute_url('file://x').
is_absolute_url('ftp://').
is_absolute_url('Ab:c').
is_absolute_url('1a:c').
is_absolute_url("http:x").
http_location(P, '/a+b%2F?x=%C3%A9;y#f+g').
http_location([search([a=1])], L).
http_location([path(x), fragment(y)], L).
http_location([], L).
www_form_encode(X, 'a%').
www_form_encode(X, '%C3').
www_form_encode(X, '%C3%A9%A9').
forall(www_form_encode(X, '%F4%8F%BF%BF'), (atom_codes(X, C), print(C), nl)).
www_form_encode('\x0\\x7F\\xFF\', X).
url_iri(U, 'a b/c:d?e#f&g=h%i').
url_iri('%C3', I).
url_iri('a%4', I).
url_iri('x%20y', I).
url_iri("no-percent", I).
parse_url_search(S, []).
parse_url_search(S, [a]), atom_codes(A, S).
catch(parse_url_search(S, foo), error(E, _), true).
parse_url_search('a=1;b=2&c', F).
parse_url_search('a=%zz', F).
parse_url_search("x=1", F).
catch(set_url_encoding(O, _), error(E, _), true).
file_name_to_url(F, 'file://').
file_name_to_url('/a/../b', U).
halt.
