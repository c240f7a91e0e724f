use_module(library(date)).
parse_time('2006-12-08T15:29:44Z', iso_8601, X).
parse_time('2006-12-08T15:29:44', iso_8601, X).
parse_time('2006-12-08 15:29:44Z', iso_8601, X).
parse_time('20061208T152944Z', iso_8601, X).
parse_time('2006-12-08', iso_8601, X).
parse_time('20061208', iso_8601, X).
findall(T-X, (member(T, ['2006-12-08T15', '2006-12-08T15Z', '2006-12-08T15:29', '2006-12-08T1529', '2006-12-08T15:29Z', '2006-12-08 1529', '2006-12-08T152944']), parse_time(T, iso_8601, X)), L).
parse_time('2006-12-08T15:29:44.5Z', iso_8601, X).
parse_time('2006-12-08T15:29:44,25Z', iso_8601, X).
parse_time('2006-12-08T152944.5', iso_8601, X).
parse_time('2006-12-08T15:29:44.123456Z', iso_8601, X).
parse_time('2006-12-08T15:29:44.000Z', iso_8601, X).
parse_time('2006-12-08T15:29:44.999999999Z', iso_8601, X).
parse_time('2006-12-08T15:29:44+01:00', iso_8601, X).
parse_time('2006-12-08T15:29:44-01:30', iso_8601, X).
parse_time('2006-12-08T15:29:44+0130', iso_8601, X).
parse_time('2006-12-08T15:29:44+01', iso_8601, X).
parse_time('2006-12-08T15:29:44-01', iso_8601, X).
parse_time('2006-12-08T15:29:44-00:00', iso_8601, X).
parse_time('2006-12-08T15:29:44+23:59', iso_8601, X).
parse_time('2006-12-08T15:29:44-23:59', iso_8601, X).
parse_time('2006-12-08T15:29:44.5+01:00', iso_8601, X).
parse_time('2006-12-08T15+0100', iso_8601, X).
parse_time('2006-12-08T15:29+01:00', iso_8601, X).
parse_time('2006-12-08 15:29:44+01:00', iso_8601, X).
findall(T-X, (member(T, ['2006-12-08T15:29:44GMT', '2006-12-08T15:29:44 UTC', '2006-12-08T15:29:44.5  GMT', '2006-12-08 15 GMT']), parse_time(T, iso_8601, X)), L).
findall(T, (member(T, ['2006-12-08T15:29:44UT', '2006-12-08T15:29:44gmt', '2006-12-08T15:29:44GMT+01', '2006-12-08T15:29:44GMT ', '2006-12-08T15:29:44\tGMT', '2006-12-08T15:29:44 +01:00', '2006-12-08GMT']), parse_time(T, iso_8601, _)), L).
parse_time('2006-W49-5', iso_8601, X).
parse_time('2006W495', iso_8601, X).
parse_time('2006W49', iso_8601, X).
parse_time('2006-W49-5T15:29:44Z', iso_8601, X).
parse_time('2006W495T152944+0100', iso_8601, X).
forall((member(T, ['2004-W01-1', '2004-W53-7', '2006-W01-1', '2006-W53-1', '2008-W01-1', '2009-W01-1', '2009-W53-7', '2006W01', '2006W53']), parse_time(T, iso_8601, X)), (writeq(T-X), nl)).
parse_time('2006-342', iso_8601, X).
parse_time('2006-342T15:29:44+01:00', iso_8601, X).
findall(T-X, (member(T, ['2006-001', '2006-042', '2006-365', '2006-366', '2004-366']), parse_time(T, iso_8601, X)), L).
parse_time('1970-01-01T00:00:00Z', iso_8601, X).
parse_time('1969-12-31T23:59:59.5Z', iso_8601, X).
parse_time('1900-01-01T00:00:00Z', iso_8601, X).
parse_time('0000-01-01T00:00:00Z', iso_8601, X).
parse_time('0001-01-01', iso_8601, X).
parse_time('9999-12-31T23:59:59Z', iso_8601, X).
parse_time('-2006-12-08', iso_8601, X).
parse_time('-2006-12-08T15:29:44+01:00', iso_8601, X).
parse_time('-0001-01-01', iso_8601, X).
parse_time('--2006-01-01', iso_8601, X).
parse_time('---2006-01-01', iso_8601, X).
parse_time('2004-02-29', iso_8601, X).
parse_time('2006-02-30', iso_8601, X).
parse_time('2006-04-31', iso_8601, X).
parse_time('2006-12-08T23:59:60Z', iso_8601, X).
parse_time('2006-12-08T23:59:60.5Z', iso_8601, X).
findall(T, (member(T, ['2006', '200612', '2006-W49', '2006342', '2006-1208', '200612-08', '2006-W495', '2006W49-5', '2006-1-08', '2006-12-8', '206-12-08', '12006-12-08', '+2006-12-08', '-+2006-12-08']), parse_time(T, iso_8601, _)), L).
findall(T, (member(T, ['2006-13-08', '2006-00-08', '2006-12-32', '2006-12-00', '2006-13', '2006-00', '2006-W00-1', '2006-W54-1', '2006-W01-0', '2006-W01-8', '2006W00', '2006W54', '2006-000', '2006-367']), parse_time(T, iso_8601, _)), L).
findall(T, (member(T, ['2006-12-08T24:00:00Z', '2006-12-08T24Z', '2006-12-08T23:60Z', '2006-12-08T23:59:61Z', '2006-12-08T99:99:99Z', '2006-12-08T1:29:44Z', '2006-12-08T15:2Z', '2006-12-08T15:29:4Z', '2006-12-08T15:29:444Z', '2006-12-08T15:2944', '2006-12-08T1529:44', '2006-12-08T1529.5', '2006-12-08T15.5Z', '2006-12-08T15:29.5Z']), parse_time(T, iso_8601, _)), L).
findall(T, (member(T, ['2006-12-08T15:29:44.', '2006-12-08T15:29:44,', '2006-12-08T15:29:44.Z', '2006-12-08T15:29:44.5.5Z', '2006-12-08T15:29:44.5e3', '2006-12-08T15:29:44.-5']), parse_time(T, iso_8601, _)), L).
findall(T, (member(T, ['2006-12-08T15:29:44+24:00', '2006-12-08T15:29:44+24', '2006-12-08T15:29:44+00:60', '2006-12-08T15:29:44+1', '2006-12-08T15:29:44+013', '2006-12-08T15:29:44+01:3', '2006-12-08T15:29:44+01:', '2006-12-08T15:29:44+010', '2006-12-08T15:29:44+01000', '2006-12-08T15:29:44+01:00:00', '2006-12-08T15:29:44+01:00Z', '2006-12-08T15:29:44ZZ', '2006-12-08T15:29:44Z+01', '2006-12-08T15:29:44+', '2006-12-08T15:29:44-']), parse_time(T, iso_8601, _)), L).
findall(T, (member(T, ['', ' 2006-12-08', '2006-12-08 ', '2006-12-08x', '2006-12-08T', '2006-12-08TZ', '2006-12-08Z', '2006-12-08+01:00', '2006-12T15', '2006W49T15', '2006-12-08t15:29:44z', '2006-12-08T15:29:44 Z', '2006-12-08  15:29:44', '2006-12-08T 15:29:44', '2006-12-08_15:29:44', '2006-12-08T15:29:44Zx', 'foo']), parse_time(T, iso_8601, _)), L).
parse_time("2006-12-08T15:29:44Z", iso_8601, X).
parse_time(20061208, iso_8601, X).
parse_time(2006.5, iso_8601, X).
parse_time('2006-12-08', iso_8601, 1165536000.0).
parse_time('2006-12-08', iso_8601, 1165536000).
parse_time('2006-12-08', iso_8601, foo).
parse_time('2006-12-08', foo, X).
parse_time('2006-12-08', 7, X).
parse_time('2006-12-08', rfc_1123, X).
parse_time('2006-12-08T15:29:44Z', F, X).
parse_time('2006-12-08T15:29:44Z', X).
parse_time('2006-12-08', _, X).
parse_time('Fri, 08 Dec 2006 15:29:44 GMT', rfc_1123, X).
parse_time('Fri, 08 Dec 2006 15:29:44 GMT', F, X).
parse_time('Fri, 08 Dec 2006 15:29:44 GMT', X).
parse_time('Fri, 08 Dec 2006 15:29:44 GMT', iso_8601, X).
parse_time("Sun, 06 Nov 1994 08:49:37 GMT", rfc_1123, X).
parse_time('Thu, 01 Jan 1970 00:00:00 GMT', rfc_1123, X).
parse_time('Wed, 31 Dec 1969 23:59:59 GMT', rfc_1123, X).
parse_time('Sat, 01 Jan 0000 00:00:00 GMT', rfc_1123, X).
parse_time('Mon, 08 Dec 2006 15:29:44 GMT', rfc_1123, X).
findall(D-X, (member(D, ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']), atom_concat(D, ', 08 Dec 2006 15:29:44 GMT', T), parse_time(T, rfc_1123, X)), L).
forall((member(M, ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']), atomic_list_concat(['Mon, 01 ', M, ' 2001 00:00:00 GMT'], T), parse_time(T, rfc_1123, X)), (writeq(M-X), nl)).
forall((member(Z, ['', ' GMT', ' UTC', ' Z', ' +0100', ' -0100', ' +01:30', ' +0130', ' +01', ' -01', ' -0000', ' +2300', 'GMT', 'Z', '+0100', '  GMT']), atom_concat('Fri, 08 Dec 2006 15:29:44', Z, T), parse_time(T, rfc_1123, X)), (writeq(Z-X), nl)).
parse_time('Fri, 08 Dec 2006 15:29:44.5 GMT', rfc_1123, X).
parse_time('Fri, 08 Dec 2006 15:29:44,25 GMT', rfc_1123, X).
parse_time('Fri, 08 Dec 2006 15:29:44.999', rfc_1123, X).
parse_time('Fri,  08  Dec  2006  15:29:44 GMT', rfc_1123, X).
parse_time('Fri, 08Dec200615:29:44 GMT', rfc_1123, X).
parse_time('Fri, 31 Feb 2006 15:29:44 GMT', rfc_1123, X).
parse_time('Fri, 08 Dec 2006 23:59:60 GMT', rfc_1123, X).
findall(T, (member(T, ['fri, 08 Dec 2006 15:29:44 GMT', 'Xyz, 08 Dec 2006 15:29:44 GMT', 'Friday, 08 Dec 2006 15:29:44 GMT', 'Fri 08 Dec 2006 15:29:44 GMT', 'Fri,08 Dec 2006 15:29:44 GMT', '08 Dec 2006 15:29:44 GMT', 'Fri, 8 Dec 2006 15:29:44 GMT', 'Fri, 08 dec 2006 15:29:44 GMT', 'Fri, 08 DEC 2006 15:29:44 GMT', 'Fri, 08 December 2006 15:29:44 GMT', 'Fri, 08 Dec 06 15:29:44 GMT', 'Fri, 08 Dec 206 15:29:44 GMT', 'Fri, 08 Dec 12006 15:29:44 GMT', 'Fri, 08 Dec -2006 15:29:44 GMT']), parse_time(T, rfc_1123, _)), L).
findall(T, (member(T, ['Fri, 08 Dec 2006 15:29 GMT', 'Fri, 08 Dec 2006 5:29:44 GMT', 'Fri, 08 Dec 2006 152944 GMT', 'Fri, 08 Dec 2006 15:29:44.', 'Fri, 08 Dec 2006 15:29:44 UT', 'Fri, 08 Dec 2006 15:29:44 EST', 'Fri, 08 Dec 2006 15:29:44 gmt', 'Fri, 08 Dec 2006 15:29:44 z', 'Fri, 08 Dec 2006 15:29:44 GMT+1', 'Fri, 08 Dec 2006 15:29:44 +2400', 'Fri, 08 Dec 2006 15:29:44 +0060', 'Fri, 08 Dec 2006 15:29:44 +99:99']), parse_time(T, rfc_1123, _)), L).
findall(T, (member(T, ['Fri, 08 Dec 2006 15:29:44 GMT ', ' Fri, 08 Dec 2006 15:29:44 GMT', 'Fri, 08 Dec 2006 15:29:44 Z ', 'Fri,\t08 Dec 2006 15:29:44 GMT', 'Fri, 08\tDec 2006 15:29:44 GMT', 'Fri, 08 Dec 2006 15:29:44\tGMT', 'Fri, 08-Dec-2006 15:29:44 GMT', 'Fri Dec  8 15:29:44 2006', 'Fri, 32 Dec 2006 15:29:44 GMT', 'Fri, 00 Dec 2006 15:29:44 GMT', 'Fri, 08 Dec 2006 24:00:00 GMT', 'Fri, 08 Dec 2006 23:60:00 GMT', 'Fri, 08 Dec 2006 23:59:61 GMT']), parse_time(T, rfc_1123, _)), L).
stamp_date_time(1165591784.0, D, 'UTC'), format_time(atom(A), '%a, %d %b %Y %T GMT', D), parse_time(A, rfc_1123, X).
stamp_date_time(1165591784.0, D, 'UTC'), format_time(atom(A), '%FT%T%:z', D), parse_time(A, X).
parse_time('2006-12-08T15:29:44+01:00', X), stamp_date_time(X, D, 3600), format_time(atom(A), '%FT%T%:z', D).
catch(parse_time(_, iso_8601, X), error(E, _), true).
catch(parse_time(_, X), error(E, _), true).
catch(parse_time(_, rfc_1123, X), error(E, _), true).
catch(parse_time(_, foo, X), error(E, _), true).
catch(parse_time(f(x), iso_8601, X), error(E, _), true).
catch(parse_time(f(x), foo, X), error(E, _), true).
catch(parse_time([0'2, 0'0, 0'0, 0'6], iso_8601, X), error(E, _), true).
catch(parse_time([], iso_8601, X), error(E, _), true).
catch(parse_time(['2'], rfc_1123, X), error(E, _), true).
day_of_the_year(date(2006,12,8), D).
day_of_the_year(date(2006,1,1), D).
day_of_the_year(date(2006,12,31), D).
day_of_the_year(date(2004,12,31), D).
day_of_the_year(date(2000,12,31), D).
day_of_the_year(date(2006,3,1), D).
day_of_the_year(date(2004,3,1), D).
day_of_the_year(date(0,12,31), D).
day_of_the_year(date(-1,12,31), D).
day_of_the_year(date(-4,12,31), D).
day_of_the_year(date(2006,2,30), D).
day_of_the_year(date(2006,13,1), D).
day_of_the_year(date(2006,0,1), D).
day_of_the_year(date(2006,1,0), D).
day_of_the_year(date(2006,1,40), D).
day_of_the_year(date(2006,12,32), D).
day_of_the_year(date(2006,1,100000), D).
day_of_the_year(date(2006,1000,1), D).
day_of_the_year(date(2006,-1000,1), D).
day_of_the_year(date(2006,12,8), 342).
day_of_the_year(date(2006,12,8), 341).
day_of_the_year(date(2006,12,8,15,29,44.0,0,-,-), D).
day_of_the_year(foo, D).
day_of_the_year(date(2147483647,1,1), D).
day_of_the_year(date(-2147483648,1,1), D).
day_of_the_year(date(2006,1,2147483647), D).
catch(day_of_the_year(_, D), error(E, _), true).
catch(day_of_the_year(date(_,1,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,_,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,1,_), D), error(E, _), true).
catch(day_of_the_year(date(a,1,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,a,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,1,a), D), error(E, _), true).
catch(day_of_the_year(date(2006.0,1,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,12.0,1), D), error(E, _), true).
catch(day_of_the_year(date(a,_,1), D), error(E, _), true).
catch(day_of_the_year(date(_,a,1), D), error(E, _), true).
catch(day_of_the_year(date(2147483648,1,1), D), error(E, _), true).
catch(day_of_the_year(date(-2147483649,1,1), D), error(E, _), true).
catch(day_of_the_year(date(2006,1,2147483648), D), error(E, _), true).
catch(day_of_the_year(date(100000000000000000000,1,1), D), error(E, _), true).
catch(day_of_the_year(date(3000000000,a,1), D), error(E, _), true).
catch(day_of_the_year(date(a,3000000000,1), D), error(E, _), true).
day_of_the_week(date(2006,12,8), D).
findall(D, (between(4, 10, Day), day_of_the_week(date(2006,12,Day), D)), L).
day_of_the_week(date(2000,1,1), D).
day_of_the_week(date(1970,1,1), D).
day_of_the_week(date(2024,2,29), D).
day_of_the_week(date(1900,3,1), D).
day_of_the_week(date(1,1,1), D).
day_of_the_week(date(0,1,1), D).
day_of_the_week(date(-1,1,1), D).
day_of_the_week(date(-2006,12,8), D).
day_of_the_week(date(2006,2,30), D).
day_of_the_week(date(2006,13,1), D).
day_of_the_week(date(2006,0,1), D).
day_of_the_week(date(2006,1,0), D).
day_of_the_week(date(2006,1,-5), D).
day_of_the_week(date(2006,12,8), 5).
day_of_the_week(date(2006,12,8), 4).
catch(day_of_the_week(_, D), error(E, _), true).
catch(day_of_the_week(date(_,1,1), D), error(E, _), true).
catch(day_of_the_week(date(a,1,1), D), error(E, _), true).
catch(day_of_the_week(date(2006.0,1,1), D), error(E, _), true).
catch(day_of_the_week(date(2006,1,1.5), D), error(E, _), true).
forall(date_time_value(K, date(2006,12,8,15,29,44.5,-3600,'CET',false), V), (writeq(K-V), nl)).
forall(date_time_value(K, date(2006,12,8,15,29,44.5,-3600,-,-), V), (writeq(K-V), nl)).
forall(date_time_value(K, date(2006,12,8,15,29,44,0,'UTC',-), V), (writeq(K-V), nl)).
forall(date_time_value(K, date(2006,12,8,15,29,44,0,-,true), V), (writeq(K-V), nl)).
forall(date_time_value(K, date(2006,12,8,15,29,44.5,-3600,_,_), _), (writeq(K), nl)).
forall((stamp_date_time(1165591784.25, D, 'UTC'), date_time_value(K, D, V)), (writeq(K-V), nl)).
forall((stamp_date_time(0, D, 3600), date_time_value(K, D, V)), (writeq(K-V), nl)).
date_time_value(year, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(date, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(time, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(utc_offset, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(time_zone, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(daylight_saving, date(2006,12,8,15,29,44.5,-3600,'CET',false), V).
date_time_value(time_zone, date(2006,12,8,15,29,44.5,-3600,-,-), V).
date_time_value(daylight_saving, date(2006,12,8,15,29,44.5,-3600,-,-), V).
date_time_value(year, date(2006,12,8,15,29,44.5,-3600,-,-), 2006).
date_time_value(year, date(2006,12,8,15,29,44.5,-3600,-,-), 2007).
findall(K, date_time_value(K, date(2006,12,8,15,29,44.5,-3600,-,-), 8), L).
date_time_value(foo, date(2006,12,8,15,29,44.5,-3600,-,-), V).
date_time_value(1, date(2006,12,8,15,29,44.5,-3600,-,-), V).
findall(K, date_time_value(K, date(2006,12,8), _), L).
findall(K, date_time_value(K, foo, _), L).
findall(K, date_time_value(K, f(2006,12,8,15,29,44,0,-,-), _), L).
forall(date_time_value(K, _, _), (writeq(K), nl)).
forall((parse_time('2006-12-08T15:29:44.5+01:00', iso_8601, S), stamp_date_time(S, D, 'UTC'), date_time_value(K, D, Y)), (writeq(K-Y), nl)).
