/*  Kea boot library: the thread predicates that enumerate, over the
    primitives of engine/builtins/thread.cpp, mutex.cpp and
    message_queue.cpp: thread_property/2, thread_statistics/3,
    mutex_property/2 and message_queue_property/2.
*/

%   thread_property(?Id, ?Property)
%   With Id unbound, every thread; one that ends meanwhile is skipped.

thread_property(Id, Property) :-
    '$thread_handle_property'(Id, Property, '$threads', '$thread_properties', thread).

%   thread_statistics(+Id, +Key, -Value)
%   Id's CPU time and inferences; the process-wide keys as statistics/2.

thread_statistics(Id, Key, Value) :-
    (   '$thread_statistics'(Id, Key, V0)
    ->  Value = V0
    ;   statistics(Key, Value)
    ).

%   mutex_property(?Mutex, ?Property)

mutex_property(M, Property) :-
    '$thread_handle_property'(M, Property, '$mutexes', '$mutex_properties', mutex).

%   message_queue_property(?Queue, ?Property)

message_queue_property(Q, Property) :-
    '$thread_handle_property'(Q, Property, '$message_queues', '$message_queue_properties', message_queue).

%   The properties of a thread, mutex or queue H: Handles(-All) lists them
%   all, Properties(+H, -List) gives one's; with H unbound, one that is gone
%   by the time it is asked (existence_error(Kind, _)) is skipped.

'$thread_handle_property'(H, Property, Handles, Properties, Kind) :-
    var(H), !,
    call(Handles, Hs),
    '$boot_member'(H, Hs),
    catch(call(Properties, H, Ps), error(existence_error(Kind, _), _), fail),
    '$boot_member'(Property, Ps).
'$thread_handle_property'(H, Property, _, Properties, _) :-
    call(Properties, H, Ps),
    '$boot_member'(Property, Ps).
