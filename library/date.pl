/*  Kea library: date
    Dates and times as SWI-Prolog's library(date): day_of_the_year/2 of
    a date/3 term, and parse_time/2,3, which reads a time stamp (a float,
    seconds since 1970-01-01T00:00:00Z) from text in one of two formats:
      iso_8601  a calendar date YYYY-MM-DD or YYYYMMDD, a week date
                YYYY-Www-D or YYYYWwwD, or an ordinal date YYYY-DDD, each
                optionally followed by T (or a space) and a time hh,
                hh:mm, hhmm, hh:mm:ss or hhmmss, the seconds optionally
                with a fraction (.fff or ,fff), then optionally a time
                zone Z, +hh, +hhmm or +hh:mm (or with -), or GMT or UTC
                after zero or more spaces; also the reduced forms YYYY-MM
                and YYYYWww (no time).  Each leading minus sign of the
                year negates it.
      rfc_1123  Ddd, DD Mon YYYY hh:mm:ss[.fff] [zone], the zone GMT,
                UTC, Z or a numeric one as above, as in HTTP headers: one
                or more spaces after the comma, any number (even none)
                between the other fields.
    Text without a time zone is taken as UTC.  Out of range fields (month
    13, hour 24, minute 60, second 61, day 32, week 54, ordinal day 367,
    zone hour 24) make parsing fail; a day beyond the end of its month
    (2006-02-30) is counted on into the next month, as is second 60.
    YYYY-MM stands for the first day of the month and week 1 of a year is
    the one holding 4 January, as ISO 8601 has them.  Dates are in the
    proleptic Gregorian calendar with a year 0.  The other two predicates
    SWI-Prolog's library exports are system predicates in Kea:
    date_time_value/3 (library/boot/date.pl) and day_of_the_week/2
    (engine/builtins/date.cpp).  Private helpers are prefixed '$date_'.
*/

:- module(date, [
    day_of_the_year/2, parse_time/2, parse_time/3
    ]).

%   day_of_the_year(+Date, -Day): Day (1 .. 366) is the number of Date,
%   date(Y,M,D), in its year; a month or day out of range is counted on
%   from the start of the year or month (date(2006,13,1) is 2007-01-01).
%   Y, M and D must be integers of 32 bits, as in SWI-Prolog.
day_of_the_year(date(Y, M, D), Day) :-
    '$date_days'(Y, M, D, Days),
    '$date_year_of'(Days, Year),
    '$date_days_norm'(Year, 1, 1, Jan1),
    Day0 is Days - Jan1 + 1,
    Day = Day0.

%   parse_time(+Text, -Stamp): as parse_time(Text, _, Stamp).
parse_time(Text, Stamp) :-
    parse_time(Text, _, Stamp).

%   parse_time(+Text, ?Format, -Stamp): Stamp is the time stamp written
%   as Text (atom, string or number) in Format, iso_8601 or rfc_1123;
%   an unbound Format is bound to the one that fits.
parse_time(Text, Format, Stamp) :-
    '$date_text_codes'(Text, Codes),
    '$date_format'(Format),
    '$date_parse'(Format, Codes, Spec),
    !,
    '$date_spec_stamp'(Spec, Stamp0),
    Stamp = Stamp0.

'$date_format'(iso_8601).
'$date_format'(rfc_1123).

'$date_text_codes'(Text, Codes) :-
    (   var(Text)
    ->  throw(error(instantiation_error, context(parse_time/3, _)))
    ;   Text == []
    ->  throw(error(type_error(atom, Text), context(parse_time/3, _)))
    ;   atom(Text)
    ->  atom_codes(Text, Codes)
    ;   string(Text)
    ->  string_codes(Text, Codes)
    ;   number(Text)
    ->  number_codes(Text, Codes)
    ;   throw(error(type_error(atom, Text), context(parse_time/3, _)))
    ).

'$date_parse'(iso_8601, Codes, Spec) :-
    phrase('$date_iso'(Spec), Codes).
'$date_parse'(rfc_1123, Codes, Spec) :-
    phrase('$date_rfc'(Spec), Codes).

% A Spec is spec(Day, H, Mi, S, Offset): Day is one of cal(Y,M,D),
% week(Y,W,D) or ord(Y,D); Offset the UTC offset in seconds, positive
% west of Greenwich, as in date/9.
'$date_spec_stamp'(spec(Day, H, Mi, S, Off), Stamp) :-
    '$date_day_ymd'(Day, Y, M, D),
    date_time_stamp(date(Y, M, D, H, Mi, S, Off, -, -), Stamp).

'$date_day_ymd'(cal(Y, M, D), Y, M, D).
'$date_day_ymd'(ord(Y, N), Y, 1, N).
'$date_day_ymd'(week(Y, W, WD), Y, 1, D) :-
    % Week 1 is the one holding 4 January; D is a day of January
    % counted on (or back) from its first day.
    '$date_days_norm'(Y, 1, 4, Jan4),
    Dow4 is (Jan4 + 3) mod 7,            % 0 Monday .. 6 Sunday
    D is 4 - Dow4 + (W - 1) * 7 + WD - 1.

%   ISO 8601

'$date_iso'(spec(Day, H, Mi, S, Off)) -->
    '$date_iso_year'(Y),
    '$date_iso_day'(Y, Day, Timed),
    (   { Timed == true }
    ->  '$date_iso_opt_time'(H, Mi, S, Off)
    ;   { H = 0, Mi = 0, S = 0, Off = 0 }
    ).

'$date_iso_year'(Y) -->
    "-",
    !,
    '$date_iso_year'(Y0),
    { Y is -Y0 }.
'$date_iso_year'(Y) -->
    '$date_int'(4, Y).

% '$date_iso_day'(+Year, -Day, -Timed): Timed is true when a time may
% follow.
'$date_iso_day'(Y, cal(Y, M, D), true) -->
    "-", '$date_int'(2, M), "-", '$date_int'(2, D),
    { '$date_month_day'(M, D) }.
'$date_iso_day'(Y, cal(Y, M, 1), false) -->
    "-", '$date_int'(2, M), '$date_end',
    { '$date_between'(1, 12, M) }.
'$date_iso_day'(Y, ord(Y, N), true) -->
    "-", '$date_int'(3, N),
    { '$date_between'(1, 366, N) }.
'$date_iso_day'(Y, week(Y, W, D), true) -->
    "-W", '$date_int'(2, W), "-", '$date_int'(1, D),
    { '$date_week_day'(W, D) }.
'$date_iso_day'(Y, week(Y, W, D), true) -->
    "W", '$date_int'(2, W), '$date_int'(1, D),
    { '$date_week_day'(W, D) }.
'$date_iso_day'(Y, week(Y, W, 1), false) -->
    "W", '$date_int'(2, W), '$date_end',
    { '$date_between'(1, 53, W) }.
'$date_iso_day'(Y, cal(Y, M, D), true) -->
    '$date_int'(2, M), '$date_int'(2, D),
    { '$date_month_day'(M, D) }.

'$date_month_day'(M, D) :-
    '$date_between'(1, 12, M),
    '$date_between'(1, 31, D).

'$date_week_day'(W, D) :-
    '$date_between'(1, 53, W),
    '$date_between'(1, 7, D).

'$date_iso_opt_time'(0, 0, 0, 0) -->
    '$date_end',
    !.
'$date_iso_opt_time'(H, Mi, S, Off) -->
    ( "T" | " " ),
    '$date_iso_time'(H, Mi, S),
    '$date_opt_zone'(Off),
    '$date_end'.

'$date_iso_time'(H, Mi, S) -->
    '$date_int'(2, H),
    (   ":"
    ->  '$date_int'(2, Mi),
        (   ":"
        ->  '$date_seconds'(S)
        ;   { S = 0 }
        )
    ;   '$date_int'(2, Mi)
    ->  (   '$date_seconds'(S)
        ->  []
        ;   { S = 0 }
        )
    ;   { Mi = 0, S = 0 }
    ),
    { '$date_time_ok'(H, Mi, S) }.

'$date_time_ok'(H, Mi, S) :-
    '$date_between'(0, 23, H),
    '$date_between'(0, 59, Mi),
    S >= 0,
    S < 61.

% '$date_seconds'(-S): two digits, then optionally a fraction; S is an
% integer without a fraction, a float with one.
'$date_seconds'(S) -->
    '$date_digits'(2, [A, B]),
    (   ( "." | "," )
    ->  '$date_digit'(F),
        '$date_digits0'(Fs),
        { number_codes(S, [A, B, 0'., F|Fs]) }
    ;   { number_codes(S, [A, B]) }
    ).

'$date_opt_zone'(Off) -->
    '$date_zone'(Off),
    !.
'$date_opt_zone'(0) -->
    [].

'$date_zone'(0) -->
    "Z".
'$date_zone'(0) -->
    '$date_blanks',
    ( "GMT" | "UTC" ).
'$date_zone'(Off) -->
    '$date_sign'(Sign),
    '$date_int'(2, H),
    (   ":"
    ->  '$date_int'(2, M)
    ;   '$date_int'(2, M)
    ->  []
    ;   { M = 0 }
    ),
    { '$date_between'(0, 23, H),
      '$date_between'(0, 59, M),
      Off is -Sign * (H * 3600 + M * 60)
    }.

'$date_sign'(1) --> "+".
'$date_sign'(-1) --> "-".

%   RFC 1123

'$date_rfc'(spec(cal(Y, M, D), H, Mi, S, Off)) -->
    '$date_rfc_wday',
    ",", " ", '$date_blanks',
    '$date_int'(2, D), '$date_blanks',
    '$date_rfc_month'(M), '$date_blanks',
    '$date_int'(4, Y), '$date_blanks',
    '$date_int'(2, H), ":", '$date_int'(2, Mi), ":", '$date_seconds'(S),
    { '$date_between'(1, 31, D),
      '$date_time_ok'(H, Mi, S)
    },
    '$date_rfc_opt_zone'(Off),
    '$date_end'.

'$date_rfc_opt_zone'(0) -->
    '$date_end',
    !.
'$date_rfc_opt_zone'(Off) -->
    '$date_blanks',
    '$date_zone'(Off).

'$date_rfc_wday' -->
    [C1, C2, C3],
    { atom_codes(Name, [C1, C2, C3]),
      '$date_wday_name'(Name)
    }.

'$date_wday_name'('Mon').
'$date_wday_name'('Tue').
'$date_wday_name'('Wed').
'$date_wday_name'('Thu').
'$date_wday_name'('Fri').
'$date_wday_name'('Sat').
'$date_wday_name'('Sun').

'$date_rfc_month'(M) -->
    [C1, C2, C3],
    { atom_codes(Name, [C1, C2, C3]),
      '$date_month_name'(Name, M)
    }.

'$date_month_name'('Jan', 1).
'$date_month_name'('Feb', 2).
'$date_month_name'('Mar', 3).
'$date_month_name'('Apr', 4).
'$date_month_name'('May', 5).
'$date_month_name'('Jun', 6).
'$date_month_name'('Jul', 7).
'$date_month_name'('Aug', 8).
'$date_month_name'('Sep', 9).
'$date_month_name'('Oct', 10).
'$date_month_name'('Nov', 11).
'$date_month_name'('Dec', 12).

%   Lexical helpers

'$date_blanks' -->
    " ",
    !,
    '$date_blanks'.
'$date_blanks' -->
    [].

'$date_end'([], []).

% '$date_int'(+N, -I): exactly N decimal digits, their value I.
'$date_int'(N, I) -->
    '$date_digits'(N, Ds),
    { number_codes(I, Ds) }.

'$date_digits'(0, []) -->
    !.
'$date_digits'(N, [D|Ds]) -->
    '$date_digit'(D),
    { N1 is N - 1 },
    '$date_digits'(N1, Ds).

'$date_digits0'([D|Ds]) -->
    '$date_digit'(D),
    !,
    '$date_digits0'(Ds).
'$date_digits0'([]) -->
    [].

'$date_digit'(D) -->
    [D],
    { integer(D), D >= 0'0, D =< 0'9 }.

'$date_between'(L, H, X) :-
    X >= L,
    X =< H.

%   Calendar arithmetic (proleptic Gregorian, year 0 a leap year)

% '$date_days'(@Y, @M, @D, -Days): checks the fields as SWI-Prolog does
% (integers of a C int) and gives the day number of date(Y,M,D).
'$date_days'(Y, M, D, Days) :-
    '$date_check_int'(Y),
    '$date_check_int'(M),
    '$date_check_int'(D),
    '$date_days_norm'(Y, M, D, Days).

'$date_check_int'(X) :-
    (   var(X)
    ->  throw(error(instantiation_error, _))
    ;   integer(X)
    ->  (   X >= -2147483648,
            X =< 2147483647
        ->  true
        ;   throw(error(representation_error(int), _))
        )
    ;   throw(error(type_error(integer, X), _))
    ).

% '$date_days_norm'(+Y, +M, +D, -Days): Days is the number of days from
% 1970-01-01 to date(Y,M,D), a month out of 1..12 counted on from the
% start of year Y, a day out of the month from the start of the month.
'$date_days_norm'(Y, M, D, Days) :-
    Y1 is Y + (M - 1) div 12,
    M1 is (M - 1) mod 12 + 1,
    (   M1 =< 2
    ->  Y2 is Y1 - 1,
        MP is M1 + 9
    ;   Y2 = Y1,
        MP is M1 - 3
    ),
    Era is Y2 div 400,
    YoE is Y2 - Era * 400,
    DoY is (153 * MP + 2) // 5 + D - 1,
    DoE is YoE * 365 + YoE // 4 - YoE // 100 + DoY,
    Days is Era * 146097 + DoE - 719468.

% '$date_year_of'(+Days, -Y): Y is the year of day number Days.
'$date_year_of'(Days, Y) :-
    Z is Days + 719468,
    Era is Z div 146097,
    DoE is Z - Era * 146097,
    YoE is (DoE - DoE // 1460 + DoE // 36524 - DoE // 146096) // 365,
    DoY is DoE - (365 * YoE + YoE // 4 - YoE // 100),
    MP is (5 * DoY + 2) // 153,
    (   MP >= 10
    ->  Y is YoE + Era * 400 + 1
    ;   Y is YoE + Era * 400
    ).
