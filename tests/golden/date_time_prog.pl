% stamp_date_time/3, date_time_stamp/2, format_time/3, date_time_value/3
% and day_of_the_week/2, in UTC and fixed offsets only (local time
% depends on the machine).

e(G) :-
    catch(G, E, true),
    (   var(E) -> true
    ;   E = error(F, _) -> writeq(error(F)), nl
    ;   writeq(E), nl
    ).

main :-
    T = 1700000000.25,
    stamp_date_time(T, D1, 'UTC'), writeq(D1), nl,
    stamp_date_time(T, D2, 3600), writeq(D2), nl,
    stamp_date_time(T, D3, -19800), writeq(D3), nl,
    stamp_date_time(1700000000, D4, 'UTC'), writeq(D4), nl,
    stamp_date_time(-86400.5, D5, 'UTC'), writeq(D5), nl,
    date_time_stamp(date(2023,11,14,22,13,20.25,0,-,-), S1), writeq(S1), nl,
    date_time_stamp(date(2023,11,14), S2), writeq(S2), nl,
    date_time_stamp(date(2023,13,40,25,61,61,0,-,-), S3), writeq(S3), nl,
    date_time_stamp(date(2024,3,1,0,0,0,-3600,-,-), S4), writeq(S4), nl,
    format_time(atom(A1), '%Y-%m-%d %H:%M:%S %a %b %e %j %Z %z %F %T %s %f %3f %%', D1), writeq(A1), nl,
    format_time(atom(A2), '%FT%T%:z', D2), writeq(A2), nl,
    format_time(atom(A3), '%FT%T%z', D3), writeq(A3), nl,
    format_time(atom(A4), '%A %B %d %y %I %p %P %u %w %U %V %G %k %l %D %R %r %h %C %g %n%t|',
                date(2024,2,29,13,5,9,0,-,-)), writeq(A4), nl,
    format_time(string(S5), '%d/%m/%Y', date(2020,1,2)), writeq(S5), nl,
    format_time(codes(C6), '%H:%M', date(2020,1,2,3,4,5.5,0,-,-)), atom_codes(A6, C6), writeq(A6), nl,
    format_time(user_output, 'stream: %Y~n', date(1999,12,31,23,59,59,0,-,-)), nl,
    findall(K=V, date_time_value(K, D1, V), KVs), writeq(KVs), nl,
    forall(member(Day, [date(2024,2,26), date(2024,2,29), date(2024,3,3), date(2000,1,1)]),
           ( day_of_the_week(Day, W), writeq(Day-W), nl )),
    e(format_time(atom(_), '%Q', D1)),
    e(format_time(atom(_), '%Y', not_a_date)),
    e(stamp_date_time(a, _, 'UTC')),
    e(stamp_date_time(0, _, foo)),
    e(stamp_date_time(0, _, _)),
    e(date_time_stamp(date(a,1,1,0,0,0,0,-,-), _)),
    e(date_time_stamp(_, _)).
