% Parsing English with a top-down backtracking grammar in the style of the
% Chat-80 front end: noun phrases with determiners, adjectives,
% prepositional phrases and relative clauses, transitive and intransitive
% verb phrases, and wh- and yes/no questions. Prepositional phrases may
% attach to any noun phrase or verb phrase to their left, so a sentence
% with several of them has many parses; the benchmark finds them all.
% The grammar threads the word list through explicit arguments instead of
% DCG rules, so it loads the same everywhere. Measures deterministic and
% nondeterministic calls, first-argument indexing on words and
% structure building.

bench_name(chat_parser).

% All parses of every text, 40 times over.
bench_run :-
    between(1, 40, _),
    chat_text(_, Words),
    chat_sentence(_, Words, []),
    fail.
bench_run.

% Parse counts: k prepositional phrases after a verb and its object can be
% attached in Catalan(k+1) ways (2, 5, 14, 42 for k = 1..4); the other
% counts were computed by a separate chart-based counter (in Python) for
% the same grammar. One parse tree is checked in full.
bench_check :-
    findall(Name-Count,
            ( chat_text(Name, Words), chat_count(Words, Count) ),
            Counts),
    Counts == [pp1-2, pp2-5, pp3-14, pp4-42, which-1, yes_no-2,
               relative-5, nested-1, not_a_sentence-0, names-5],
    chat_text(which, Which),
    chat_sentence(Tree, Which, []),
    Tree == which(noun(rivers),
                  vp(flow, [],
                     [pp(through,
                         np(none, [], noun(countries),
                            [],
                            rel(that,
                                vp(border, name(france), []))))])).

chat_count(Words, Count) :-
    findall(T, chat_sentence(T, Words, []), Ts),
    chat_length(Ts, 0, Count).

chat_text(pp1, [the, man, saw, the, boy, with, the, telescope]).
chat_text(pp2, [the, old, man, saw, the, boy, in, the, park,
                with, the, telescope]).
chat_text(pp3, [the, man, saw, the, boy, in, the, park, with, the, dog,
                near, the, river]).
chat_text(pp4, [the, man, saw, a, dog, in, the, park, near, the, river,
                with, the, telescope, on, the, hill]).
chat_text(which, [which, rivers, flow, through, countries, that, border,
                  france]).
chat_text(yes_no, [does, the, big, dog, that, sleeps, in, the, park, see,
                   the, cat, with, the, telescope]).
chat_text(relative, [every, european, country, that, borders, spain,
                     contains, a, city, with, an, old, river, near,
                     the, ocean]).
chat_text(nested, [which, countries, border, the, countries, that, border,
                   the, countries, that, border, spain]).
chat_text(not_a_sentence, [the, the, man, saw, the, boy]).
chat_text(names, [paris, contains, a, large, park, near, the, river,
                  of, france]).

chat_sentence(which(N, VP), [which|S0], S) :-
    chat_noun(N, S0, S1),
    chat_vp(VP, S1, S).
chat_sentence(does(NP, VP), [does|S0], S) :-
    chat_np(NP, S0, S1),
    chat_vp(VP, S1, S).
chat_sentence(s(NP, VP), S0, S) :-
    chat_np(NP, S0, S1),
    chat_vp(VP, S1, S).

chat_np(name(W), [W|S], S) :-
    chat_name(W).
chat_np(np(D, As, N, PPs, Rel), S0, S) :-
    chat_determiner(D, S0, S1),
    chat_adjectives(As, S1, S2),
    chat_noun(N, S2, S3),
    chat_pps(PPs, S3, S4),
    chat_relative(Rel, S4, S).

chat_determiner(W, [W|S], S) :-
    chat_det(W).
chat_determiner(none, S, S).

chat_adjectives([A|As], [A|S0], S) :-
    chat_adj(A),
    chat_adjectives(As, S0, S).
chat_adjectives([], S, S).

chat_noun(noun(W), [W|S], S) :-
    chat_common_noun(W).

chat_pps([pp(P, NP)|PPs], [P|S0], S) :-
    chat_prep(P),
    chat_np(NP, S0, S1),
    chat_pps(PPs, S1, S).
chat_pps([], S, S).

chat_relative(rel(W, VP), [W|S0], S) :-
    chat_rel_pronoun(W),
    chat_vp(VP, S0, S).
chat_relative([], S, S).

chat_vp(vp(V, NP, PPs), [V|S0], S) :-
    chat_tverb(V),
    chat_np(NP, S0, S1),
    chat_pps(PPs, S1, S).
chat_vp(vp(V, [], PPs), [V|S0], S) :-
    chat_iverb(V),
    chat_pps(PPs, S0, S).

chat_det(the).
chat_det(a).
chat_det(an).
chat_det(every).
chat_det(some).

chat_adj(old).
chat_adj(big).
chat_adj(large).
chat_adj(european).

chat_common_noun(man).
chat_common_noun(boy).
chat_common_noun(dog).
chat_common_noun(cat).
chat_common_noun(telescope).
chat_common_noun(park).
chat_common_noun(river).
chat_common_noun(rivers).
chat_common_noun(hill).
chat_common_noun(country).
chat_common_noun(countries).
chat_common_noun(city).
chat_common_noun(ocean).

chat_name(france).
chat_name(spain).
chat_name(paris).

chat_prep(with).
chat_prep(in).
chat_prep(near).
chat_prep(on).
chat_prep(through).
chat_prep(of).

chat_rel_pronoun(that).
chat_rel_pronoun(which).
chat_rel_pronoun(who).

chat_tverb(saw).
chat_tverb(see).
chat_tverb(border).
chat_tverb(borders).
chat_tverb(contains).

chat_iverb(sleeps).
chat_iverb(flow).
chat_iverb(flows).
chat_iverb(runs).

chat_length([], N, N).
chat_length([_|Xs], N0, N) :-
    N1 is N0 + 1,
    chat_length(Xs, N1, N).
