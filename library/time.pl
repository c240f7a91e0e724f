/*  Kea library: time limits, as SWI-Prolog's library(time) has them:
    call_with_time_limit/2,3 over the alarms of engine/builtins/alarm.cpp.
*/

:- module(time, [
    call_with_time_limit/2, call_with_time_limit/3
    ]).
:- meta_predicate
    call_with_time_limit(+, 0), call_with_time_limit(+, 0, +).

%   call_with_time_limit(+Time, :Goal)
%   call_with_time_limit(+Time, :Goal, +Context)
%   Goal as once/1, stopped with the exception time_limit_exceeded
%   (time_limit_exceeded(Context)) when it runs longer than Time seconds.
%   A Time of zero or less raises it at once, as in SWI-Prolog.

call_with_time_limit(Time, Goal) :-
    '$time_limit'(Time, Goal, time_limit_exceeded).

call_with_time_limit(Time, Goal, Context) :-
    '$time_limit'(Time, Goal, time_limit_exceeded(Context)).

'$time_limit'(Time, Goal, Ball) :-
    (   Time > 0
    ->  setup_call_cleanup('$alarm_start'(Time, Ball, Id),
                           once(Goal),
                           '$alarm_cancel'(Id))
    ;   throw(Ball)
    ).
