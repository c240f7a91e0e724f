use_module(library(base64)).
base64(hello, X), base64("hello", Y), base64(`hello`, Z), base64([h, e], W).
base64('', A), base64(a, B), base64(ab, C), base64(abc, D).
base64(X, 'aGVsbG8='), base64(Y, "aGVsbA=="), base64(Z, `YWJj`), base64(W, '').
base64(hello, 'aGVsbG8='), base64(abc, "YWJj"), base64(abc, [0'Y, 0'W, 0'J, 0'j]), \+ base64(hello, 'aGVsbG9='), \+ base64(abc, f(x)).
forall(member(S, ['aGVsbG8', 'aGVsbA', 'aGVsbA=', 'aGVsb', 'aGVs=', 'aGVsbG8==', 'aGVsbA==\n', '*', 'YR==', 'aGV=', 'aGVsbG8=aGVs']), ((base64(P, S) -> R = P ; R = fail), writeq(S-R), nl)).
forall(member(S, ['aGV*bG8=', 'aGV sbG8=', 'a===', '====', 'aG=x', 'aGVsbA*=', 'aGVsbA=*', 'aGVs_G8=', 'YT9iPmM-']), (catch(base64(_, S), error(syntax_error(base64_char(_, C)), _), true), writeq(S-C), nl)).
base64('\xE9\', X), base64(Y, 'w6k='), atom_codes(Y, C).
catch(base64('\x20AC\', X), error(E, _), true).
catch(base64(123, X), error(E, _), true), catch(base64(Y, f(x)), error(E2, _), true).
catch(base64(X, Y), error(E, _), true).
base64url('a?b>c', X), base64url(Y, X), base64url('\x20AC\', Z), base64url(W, '4oKs'), atom_codes(W, C).
base64url(X, 'Pz8_'), base64url(Y, 'Pz8/'), \+ base64url(_, 'YT9iPmM'), findall(C, (member(E, ['Pj4-', 'Pj4+', 'Yq/_', 'Yq+-']), base64url(P, E), atom_codes(P, C)), L).
base64_encoded(hello, X, []), base64_encoded("hello", Y, [as(atom)]), base64_encoded(Z, "aGVsbG8=", []), base64_encoded(W, 'aGVsbG8=', [as(atom)]).
base64_encoded('\x20AC\', X, []), base64_encoded('\xE9\', Y, [encoding(iso_latin_1)]), base64_encoded(Z, "6Q==", [encoding(octet)]), atom_codes(Z, C).
base64_encoded(a, X, [padding(false)]), base64_encoded(ab, Y, [padding(false)]), base64_encoded(abc, Z, [padding(false)]), base64_encoded('???', W, [charset(url), padding(false)]).
base64_encoded(X, "YQ", [padding(false)]), base64_encoded(Y, "YWI", [padding(false)]), base64_encoded(Z, "YWJjYQ", [padding(false)]).
findall(S-R, (member(S, ["Y", "YWJjY", "*", "YWJj="]), (base64_encoded(P, S, [padding(false)]) -> R = P ; R = fail)), L).
forall(member(S, ["YQ==", "YQ=", "Y*", "*Y", "YW=j", "YWJ*j"]), (catch(base64_encoded(_, S, [padding(false)]), error(syntax_error(base64_char(_, C)), _), true), writeq(S-C), nl)).
catch(base64_encoded(hello, X, [as(codes)]), error(E, _), true), catch(base64_encoded(Y, "YQ==", [as(foo)]), error(E2, _), true).
catch(base64_encoded(a, X, [encoding(foo)]), error(E, _), true), catch(base64_encoded(a, Y, foo), error(E2, _), true).
base64_encoded(a, X, [as(atom), as(string)]), base64_encoded(Y, "", [padding(foo)]), \+ base64_encoded(a, _, [charset(foo)]), \+ base64_encoded(_, "YQ==", [padding(foo)]), \+ base64_encoded(_, "YQ==", [charset(foo)]).
findall(C, (member(S, ["gA==", "w6k=", "4oKs", "/w==", "w8Op", "4oI=", "8J+YgA=="]), base64_encoded(X, S, []), string_codes(X, C)), L).
base64_encoded('\xE9\\x20AC\', X, [encoding(utf16be)]), base64_encoded(Y, X, [encoding(utf16be)]), string_codes(Y, C), base64_encoded('\xE9\\x20AC\', Z, [encoding(utf16le)]).
phrase(base64(`hello`), X), atom_codes(A, X).
phrase(base64(X), `aGVsbG8=`), phrase(base64(Y), `aGVsbA==ab`, R), phrase(base64(`ab`), Z, `!`).
phrase(base64url(`???`), X), phrase(base64url(Y), `Pz8_`), phrase(base64url(`a`), Z), phrase(base64_encoded(`a`, [padding(false)]), W).
phrase(base64_encoded(X, [charset(url)]), `Pz8_YQ==`), phrase(base64([300]), Y), phrase(base64_encoded(Z, [encoding(utf8), as(atom)]), `4oKs`).
catch(phrase(base64(X), `aG*=`), error(E, _), true).
