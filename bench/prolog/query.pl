% Database query: among 120 regions with a population (thousands) and an
% area (thousand square km) in separate tables, find the ordered pairs
% whose population densities (people per 10 square km, in integers) differ
% by less than 5%. The nested join looks up each area by its region, so
% it measures first-argument indexing on facts and integer arithmetic.
% The figures are made up (generated once from a fixed seed).

bench_name(query).

bench_run :-
    findall(C1-C2, query_answer(C1, _, C2, _), _).

% 199 pairs and the sum of both densities over all pairs, 742102, were
% computed separately (in Python) from the same tables.
bench_check :-
    findall(D1-D2, query_answer(_, D1, _, D2), Pairs),
    query_count_sum(Pairs, 0, 199, 0, 742102),
    query_answer(r4, _, C2, _), !,
    C2 == r6.

query_answer(C1, D1, C2, D2) :-
    query_density(C1, D1),
    query_density(C2, D2),
    D1 > D2,
    T1 is 20 * D1,
    T2 is 21 * D2,
    T1 < T2.

query_density(C, D) :-
    query_population(C, P),
    query_area(C, A),
    D is (P * 100) // A.

query_count_sum([], N, N, S, S).
query_count_sum([D1-D2|Ps], N0, N, S0, S) :-
    N1 is N0 + 1,
    S1 is S0 + D1 + D2,
    query_count_sum(Ps, N1, N, S1, S).

query_population(r1, 32615).
query_population(r2, 125816).
query_population(r3, 44731).
query_population(r4, 65620).
query_population(r5, 29540).
query_population(r6, 77102).
query_population(r7, 53014).
query_population(r8, 126342).
query_population(r9, 61620).
query_population(r10, 28749).
query_population(r11, 87744).
query_population(r12, 54115).
query_population(r13, 25485).
query_population(r14, 18010).
query_population(r15, 141375).
query_population(r16, 61326).
query_population(r17, 123207).
query_population(r18, 118008).
query_population(r19, 136532).
query_population(r20, 30557).
query_population(r21, 93112).
query_population(r22, 131898).
query_population(r23, 123351).
query_population(r24, 44201).
query_population(r25, 139328).
query_population(r26, 19631).
query_population(r27, 56515).
query_population(r28, 47215).
query_population(r29, 57098).
query_population(r30, 44122).
query_population(r31, 42241).
query_population(r32, 105274).
query_population(r33, 133085).
query_population(r34, 80870).
query_population(r35, 104960).
query_population(r36, 106903).
query_population(r37, 76535).
query_population(r38, 95892).
query_population(r39, 39383).
query_population(r40, 120025).
query_population(r41, 11182).
query_population(r42, 79040).
query_population(r43, 74019).
query_population(r44, 112489).
query_population(r45, 86109).
query_population(r46, 24994).
query_population(r47, 146974).
query_population(r48, 81481).
query_population(r49, 146931).
query_population(r50, 94682).
query_population(r51, 99494).
query_population(r52, 109080).
query_population(r53, 108106).
query_population(r54, 146730).
query_population(r55, 371).
query_population(r56, 14234).
query_population(r57, 54863).
query_population(r58, 4964).
query_population(r59, 61306).
query_population(r60, 97679).
query_population(r61, 24319).
query_population(r62, 83191).
query_population(r63, 109318).
query_population(r64, 85219).
query_population(r65, 85519).
query_population(r66, 143187).
query_population(r67, 137305).
query_population(r68, 91801).
query_population(r69, 86632).
query_population(r70, 45239).
query_population(r71, 9002).
query_population(r72, 104155).
query_population(r73, 42434).
query_population(r74, 43750).
query_population(r75, 41311).
query_population(r76, 134524).
query_population(r77, 56890).
query_population(r78, 87003).
query_population(r79, 33997).
query_population(r80, 75347).
query_population(r81, 12462).
query_population(r82, 54203).
query_population(r83, 136860).
query_population(r84, 134645).
query_population(r85, 73158).
query_population(r86, 40677).
query_population(r87, 19796).
query_population(r88, 75961).
query_population(r89, 80369).
query_population(r90, 51939).
query_population(r91, 14867).
query_population(r92, 34098).
query_population(r93, 47947).
query_population(r94, 93637).
query_population(r95, 122846).
query_population(r96, 63281).
query_population(r97, 40858).
query_population(r98, 134315).
query_population(r99, 38322).
query_population(r100, 144774).
query_population(r101, 119645).
query_population(r102, 36068).
query_population(r103, 45264).
query_population(r104, 109897).
query_population(r105, 15433).
query_population(r106, 48992).
query_population(r107, 39321).
query_population(r108, 11633).
query_population(r109, 93012).
query_population(r110, 62813).
query_population(r111, 19889).
query_population(r112, 121282).
query_population(r113, 79686).
query_population(r114, 76156).
query_population(r115, 41459).
query_population(r116, 72257).
query_population(r117, 21025).
query_population(r118, 12002).
query_population(r119, 68595).
query_population(r120, 110426).

query_area(r1, 7834).
query_area(r2, 8706).
query_area(r3, 1009).
query_area(r4, 6060).
query_area(r5, 529).
query_area(r6, 7371).
query_area(r7, 5878).
query_area(r8, 6812).
query_area(r9, 6050).
query_area(r10, 4375).
query_area(r11, 3049).
query_area(r12, 7733).
query_area(r13, 7807).
query_area(r14, 8336).
query_area(r15, 153).
query_area(r16, 3357).
query_area(r17, 7630).
query_area(r18, 4751).
query_area(r19, 5376).
query_area(r20, 3285).
query_area(r21, 7387).
query_area(r22, 5830).
query_area(r23, 6676).
query_area(r24, 7518).
query_area(r25, 8786).
query_area(r26, 7436).
query_area(r27, 2419).
query_area(r28, 3475).
query_area(r29, 4223).
query_area(r30, 5236).
query_area(r31, 4264).
query_area(r32, 404).
query_area(r33, 4889).
query_area(r34, 2130).
query_area(r35, 7125).
query_area(r36, 5381).
query_area(r37, 8688).
query_area(r38, 3589).
query_area(r39, 1084).
query_area(r40, 5139).
query_area(r41, 8531).
query_area(r42, 4649).
query_area(r43, 2448).
query_area(r44, 3505).
query_area(r45, 8877).
query_area(r46, 138).
query_area(r47, 8908).
query_area(r48, 8659).
query_area(r49, 3239).
query_area(r50, 2874).
query_area(r51, 5403).
query_area(r52, 6623).
query_area(r53, 1641).
query_area(r54, 7999).
query_area(r55, 5899).
query_area(r56, 4366).
query_area(r57, 2973).
query_area(r58, 3902).
query_area(r59, 5643).
query_area(r60, 2480).
query_area(r61, 5492).
query_area(r62, 2012).
query_area(r63, 3956).
query_area(r64, 4093).
query_area(r65, 2660).
query_area(r66, 6232).
query_area(r67, 5033).
query_area(r68, 1713).
query_area(r69, 463).
query_area(r70, 5469).
query_area(r71, 987).
query_area(r72, 4959).
query_area(r73, 1798).
query_area(r74, 4734).
query_area(r75, 3670).
query_area(r76, 3812).
query_area(r77, 5563).
query_area(r78, 8049).
query_area(r79, 6977).
query_area(r80, 2769).
query_area(r81, 3573).
query_area(r82, 2337).
query_area(r83, 1683).
query_area(r84, 6999).
query_area(r85, 4185).
query_area(r86, 2289).
query_area(r87, 4326).
query_area(r88, 1590).
query_area(r89, 7316).
query_area(r90, 6585).
query_area(r91, 5674).
query_area(r92, 3818).
query_area(r93, 8756).
query_area(r94, 5995).
query_area(r95, 2241).
query_area(r96, 6808).
query_area(r97, 8161).
query_area(r98, 5458).
query_area(r99, 7088).
query_area(r100, 990).
query_area(r101, 2589).
query_area(r102, 2676).
query_area(r103, 2748).
query_area(r104, 8945).
query_area(r105, 3158).
query_area(r106, 6538).
query_area(r107, 284).
query_area(r108, 5207).
query_area(r109, 1941).
query_area(r110, 4590).
query_area(r111, 3910).
query_area(r112, 5542).
query_area(r113, 8173).
query_area(r114, 2112).
query_area(r115, 50).
query_area(r116, 6621).
query_area(r117, 944).
query_area(r118, 2404).
query_area(r119, 1803).
query_area(r120, 8924).
