/*  Kea system predicates written in Prolog: the core of control.
    Loaded into every Runtime as protected system predicates.
*/

%   findall(+Template, :Goal, -List)
%   The solutions are copied off the heap as they are found ('$findall_add')
%   and collected once Goal has no more ('$findall_pop').
findall(Template, Goal, List) :-
    '$findall_push'(Bag),
    (   call(Goal),
        '$findall_add'(Bag, Template),
        fail
    ;   '$findall_pop'(Bag, List0)
    ),
    List = List0.
