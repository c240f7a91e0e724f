/*  Kea boot library: date_time_value/3 over the date terms of
    engine/builtins/date.cpp.
*/

%   date_time_value(?Key, +DateTime, ?Value): a field of a date/9 term by
%   name: year, month, day, hour, minute, second, utc_offset, time_zone and
%   daylight_saving (not when '-'), date (date(Y,M,D)) and time
%   (time(H,M,S)).

date_time_value(Key, date(Y, Mo, D, H, Mi, S, Off, TZ, DST), Value) :-
    '$boot_member'(Key-Value0,
                   [ year-Y, month-Mo, day-D, hour-H, minute-Mi, second-S,
                     utc_offset-Off, time_zone-TZ, daylight_saving-DST,
                     date-date(Y, Mo, D), time-time(H, Mi, S)
                   ]),
    Value0 \== (-),
    Value = Value0.
