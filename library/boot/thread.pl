/*  Kea boot library: the thread predicates that enumerate, over the
    primitives of engine/builtins/thread.cpp, mutex.cpp and
    message_queue.cpp: thread_property/2, thread_statistics/3,
    mutex_property/2 and message_queue_property/2.
*/

%   thread_property(?Id, ?Property)
%   With Id unbound, every thread; one that ends meanwhile is skipped.

thread_property(Id, Property) :-
    var(Id), !,
    '$threads'(Ids),
    '$boot_member'(Id, Ids),
    catch('$thread_properties'(Id, Ps), error(existence_error(thread, _), _), fail),
    '$boot_member'(Property, Ps).
thread_property(Id, Property) :-
    '$thread_properties'(Id, Ps),
    '$boot_member'(Property, Ps).

%   thread_statistics(+Id, +Key, -Value)
%   Id's CPU time and inferences; the process-wide keys as statistics/2.

thread_statistics(Id, Key, Value) :-
    (   '$thread_statistics'(Id, Key, V0)
    ->  Value = V0
    ;   statistics(Key, Value)
    ).

%   mutex_property(?Mutex, ?Property)

mutex_property(M, Property) :-
    var(M), !,
    '$mutexes'(Ms),
    '$boot_member'(M, Ms),
    catch('$mutex_properties'(M, Ps), error(existence_error(mutex, _), _), fail),
    '$boot_member'(Property, Ps).
mutex_property(M, Property) :-
    '$mutex_properties'(M, Ps),
    '$boot_member'(Property, Ps).

%   message_queue_property(?Queue, ?Property)

message_queue_property(Q, Property) :-
    var(Q), !,
    '$message_queues'(Qs),
    '$boot_member'(Q, Qs),
    catch('$message_queue_properties'(Q, Ps), error(existence_error(message_queue, _), _), fail),
    '$boot_member'(Property, Ps).
message_queue_property(Q, Property) :-
    '$message_queue_properties'(Q, Ps),
    '$boot_member'(Property, Ps).
