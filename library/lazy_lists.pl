/*  Kea library: lazy_lists
    Lazy lists as SWI-Prolog's library(lazy_lists): a list whose end is
    an attributed variable; unifying that variable (with [H|T], [], or
    anything else) fetches the next slice of the list and unifies it
    with the value, so a grammar or member/2 can walk a list that is read
    from a stream, a message queue or a generator while it goes.
    The attribute (module lazy_lists) is a state term whose last argument
    is unbound until the slice is fetched; the slice is then stored there
    with nb_setarg/3.  Storing it non-backtrackably is what makes the
    list behave as one fixed list: when execution backtracks past the
    fetch, the variable is unbound again but its state keeps the slice,
    so the next unification gets the same elements instead of calling
    the generator (or reading the stream) a second time.  nb_setarg/3
    copies the slice, and with it the state of the new tail; that copy
    includes the closure of the generator, which SWI-Prolog avoids with
    nb_linkarg/3 (Kea has none): variables in the closure are therefore
    not shared with the caller after the first slice.  In Kea,
    nb_setarg/3 also freezes the heap below the copy (backtracking no
    longer reclaims it; the garbage collector still does).  The states
    are
      lazy_list(Next, Slice)         lazy_list/2: call(Next, L, T) gives
                                     the slice L with open end T (T = []
                                     at the end of the list)
      lazy_state(Next, S, Slice)     lazy_list/3: call(Next, S, S1, H)
                                     gives the element H and the next
                                     state S1; it failing ends the list
      lazy_input(Stream, Chunks, End, Eof, Slice)
                                     stream_to_lazy_list/2: the codes of
                                     Stream; End is the stream position
                                     here, pos(Char, Line, LinePos),
                                     Chunks the last chunks read (at most
                                     three, newest first) as Start-Text,
                                     Text a string and Start the position
                                     before it, Eof true when reading the
                                     newest met the end of the stream;
                                     Slice is chunk(Text, Next), Next the
                                     state of the rest, or [] at the end
      lazy_findall(Chunk, Templ, Goal, Slice)
                                     lazy_findall/4 before its first
                                     slice: no thread yet
      lazy_answers(Thread, Queue, Chunk, Slice)
                                     lazy_findall/4 once Thread computes
                                     the answers; Slice is raise(E) if
                                     fetching it raised E.
    A lazy_input state stores the text of its chunk as a string and
    makes the code list from it at each unification: copying a string
    into the state costs a byte a character where copying a code list
    costs two cells a code, and the earlier chunks kept for the location
    are shared strings, not code lists, so that reading a stream takes
    time and memory in proportion to its length (the list itself is
    garbage once the reader no longer holds its start).  Chunks let
    lazy_list_location//1 tell the line and column of a point in the
    list without repositioning the stream, so that it works on pipes and
    terminals too; for a point before the chunks it remembers it gives
    the line and column where the oldest of them starts (as SWI-Prolog
    does for a point before its last buffer), with the right character
    count.  stream_to_lazy_list/2 and the two location nonterminals come
    from SWI-Prolog's library(pure_input) (Kea has no such library); as
    there, the nonterminals work on lists made by stream_to_lazy_list/2
    and fail on other lazy lists that are not yet at their end.  Kea has
    no read_pending_codes/3: a chunk is read with read_line_to_string/2,
    whole lines, with the line end that it drops put back (the character
    count tells "\n" from "\r\n" and from none at the end).  On a stream
    that can be repositioned (a file, a string) a chunk is lines up to
    4096 characters or just past, so the location is exact within the
    last 8192 characters at least; on another stream (a terminal, a pipe)
    a chunk is one line, so that reading does not wait for more than the
    line typed, and the location is exact within the last three lines.
    Kea has no engines: lazy_engine_next/4 is not defined, and
    lazy_findall/3,4 run their goal in a detached thread, started when
    the list is first unified (a list never read costs nothing), that
    computes Chunk answers for each request of the list, sends them back
    through a message queue and then waits, inside the goal, for the next
    request; the thread ends when the goal has no more answers or raises
    an exception (which is raised again where the list is unified, and
    again at each later unification of that tail).  Kea's thread_create/3
    and thread_send_message/2 copy terms without the attributes of their
    variables, so the goal and each answer travel with the goals of
    copy_term/3 that put them back (a goal on a lazy list, or with frozen
    goals, works as with an engine); for the same reason a list can be
    read only in the thread that made it.  Limit: a list that was read
    but abandoned before its end (a list of infinitely many answers read
    partly, or any list not read to its end) keeps its thread, waiting
    for a request, and its queue until the thread that made the list
    ends: Kea has no way to tell a program that a term became garbage,
    so nothing tells the list's thread that it is no longer needed, and
    ending it after some idle time would lose the answers still to come
    if the list is read later.  Each waiting thread looks every 10
    seconds whether the thread that made its list still runs, and ends
    (destroying its queue) when it does not; lists abandoned in the main
    thread keep their threads until the process ends.  Private helpers
    are prefixed '$lazy_'.
*/

:- module(lazy_lists, [
    lazy_findall/3, lazy_findall/4, lazy_get_codes/4, lazy_list/2,
    lazy_list/3, lazy_list_character_count//1, lazy_list_length/2,
    lazy_list_location//1, lazy_list_materialize/1, lazy_message_queue/4,
    lazy_read_lines/4, lazy_read_terms/4, stream_to_lazy_list/2
    ]).
:- meta_predicate
    lazy_list(2, -), lazy_list(3, +, -), lazy_findall(?, 0, -),
    lazy_findall(+, ?, 0, -).

%   lazy_list(:Next, -List): List is the lazy list whose slices are given
%   by call(Next, Slice, Tail), Slice a list ending in Tail, Tail being []
%   for the last slice.
lazy_list(Next, List) :-
    put_attr(List, lazy_lists, lazy_list(Next, _)).

%   lazy_list(:Next, +State0, -List): List is the lazy list of the
%   elements H given by call(Next, S0, S1, H) from State0 on, until Next
%   fails.  Only the first answer of Next is used.
lazy_list(Next, State0, List) :-
    put_attr(List, lazy_lists, lazy_state(Next, State0, _)).

attr_unify_hook(State, Value) :-
    '$lazy_slice'(State, Slice),
    Value = Slice.

attribute_goals(X) -->
    (   { get_attr(X, lazy_lists, lazy_list(Next, _)) }
    ->  [lazy_list(Next, X)]
    ;   { get_attr(X, lazy_lists, lazy_state(Next, S, _)) }
    ->  [lazy_list(Next, S, X)]
    ;   { get_attr(X, lazy_lists, lazy_input(Stream, _, _, _, _)) }
    ->  [stream_to_lazy_list(Stream, X)]
    ;   { get_attr(X, lazy_lists, lazy_findall(Chunk, Templ, Goal, _)) }
    ->  [lazy_findall(Chunk, Templ, Goal, X)]
    ;   { get_attr(X, lazy_lists, lazy_answers(Thread, Answers, Chunk, _)) }
    ->  [lazy_list(lazy_lists:'$lazy_answers'(Thread, Answers, Chunk), X)]
    ).

% '$lazy_slice'(+State, -Slice): the slice that follows the tail with
% attribute State: fetched the first time, then the stored one.
'$lazy_slice'(State, Slice) :-
    functor(State, _, Last),
    arg(Last, State, Stored),
    (   var(Stored)
    ->  '$lazy_fetch'(State, New),
        nb_setarg(Last, State, New),
        arg(Last, State, Stored1),
        '$lazy_unpack'(State, Stored1, Slice)
    ;   '$lazy_unpack'(State, Stored, Slice)
    ).

% '$lazy_unpack'(+State, +Stored, -Slice): the slice that State stores as
% Stored.  A lazy_input state stores its chunk as a string with the state
% of the rest, chunk(Text, Next), from which each unification makes the
% code list anew: copying a string into the state costs much less than
% copying its codes, and the tail shares Next.
'$lazy_unpack'(lazy_input(_, _, _, _, _), Stored, Slice) :-
    !,
    (   Stored = chunk(Text, Next)
    ->  format(codes(Slice, Tail), "~s", [Text]),
        put_attr(Tail, lazy_lists, Next)
    ;   Slice = Stored
    ).
'$lazy_unpack'(_, Stored, Slice) :-
    (   Stored = raise(E)
    ->  throw(E)
    ;   Slice = Stored
    ).

% '$lazy_fetch'(+State, -Slice): a new slice; its open end (if any) gets
% the state of the rest of the list.
'$lazy_fetch'(lazy_list(Next, _), Slice) :-
    call(Next, Slice, Tail),
    (   Tail == []
    ->  true
    ;   put_attr(Tail, lazy_lists, lazy_list(Next, _))
    ).
'$lazy_fetch'(lazy_state(Next, S0, _), Slice) :-
    (   call(Next, S0, S1, Head)
    ->  Slice = [Head|Tail],
        put_attr(Tail, lazy_lists, lazy_state(Next, S1, _))
    ;   Slice = []
    ).
'$lazy_fetch'(lazy_findall(Chunk, Templ, Goal, _), Slice) :-
    '$lazy_start'(Chunk, Templ, Goal, Slice).
'$lazy_fetch'(lazy_answers(Thread, Answers, Chunk, _), Slice) :-
    catch('$lazy_answers'(Thread, Answers, Chunk, Slice0, Tail), E, true),
    (   var(E)
    ->  Slice = Slice0,
        (   Tail == []
        ->  true
        ;   put_attr(Tail, lazy_lists, lazy_answers(Thread, Answers, Chunk, _))
        )
    ;   Slice = raise(E)
    ).
'$lazy_fetch'(lazy_input(Stream, Chunks0, Pos0, Eof, _), Slice) :-
    (   Eof == true
    ->  Slice = []
    ;   read_line_to_string(Stream, Line),
        (   Line == end_of_file
        ->  Slice = []
        ;   (   stream_property(Stream, reposition(true))
            ->  Max = 4096
            ;   Max = 0
            ),
            Pos0 = pos(Char0, _, _),
            '$lazy_lines'(Line, Stream, Char0, Max, Pos0, Parts, Pos, AtEof),
            with_output_to(string(Text), '$lazy_write_all'(Parts)),
            (   Chunks0 = [C1, C2|_]
            ->  Chunks = [Pos0-Text, C1, C2]
            ;   Chunks = [Pos0-Text|Chunks0]
            ),
            Slice = chunk(Text, lazy_input(Stream, Chunks, Pos, AtEof, _))
        )
    ).

% '$lazy_write_all'(+Strings): writes Strings (with_output_to/2 joins the
% parts of a chunk: atomics_to_string/2 would make an atom of each chunk,
% and atoms are never reclaimed).
'$lazy_write_all'([]).
'$lazy_write_all'([String|Strings]) :-
    write(String),
    '$lazy_write_all'(Strings).

% '$lazy_lines'(+Line, +Stream, +Start, +Max, +Pos0, -Parts, -Pos, -Eof):
% Parts are the texts of a chunk: Line, just read from Stream at position
% Pos0 by read_line_to_string/2, with the line end that it dropped (the
% character count tells which: "\n", "\r\n", or none at the end of the
% stream), then more lines while the chunk, which started at character
% Start, has fewer than Max characters (Max is 0 for a stream that may
% block, such as a terminal or a pipe: a chunk is then one line).  Pos is
% the position after the chunk, Eof true if the chunk ends the stream.
'$lazy_lines'(Line, Stream, Start, Max, pos(Char0, Line0, LinePos0),
               Parts, Pos, Eof) :-
    character_count(Stream, Char),
    string_length(Line, Len),
    Ends is Char - Char0 - Len,
    (   Ends =:= 0
    ->  Parts = [Line],
        string_codes(Line, Codes),
        '$lazy_advance'(Len, Codes, Line0, LinePos0, Line1, LinePos1),
        Pos = pos(Char, Line1, LinePos1),
        Eof = true
    ;   (   Ends =:= 1
        ->  Parts = [Line, "\n"|Parts1]
        ;   Parts = [Line, "\r\n"|Parts1]
        ),
        Line1 is Line0 + 1,
        Pos1 = pos(Char, Line1, 0),
        (   Char - Start < Max,
            read_line_to_string(Stream, Next),
            Next \== end_of_file
        ->  '$lazy_lines'(Next, Stream, Start, Max, Pos1, Parts1, Pos, Eof)
        ;   Parts1 = [],
            Pos = Pos1,
            Eof = false
        )
    ).

'$lazy_position'(Stream, pos(Char, Line, LinePos)) :-
    character_count(Stream, Char),
    line_count(Stream, Line),
    line_position(Stream, LinePos).

%   lazy_list_materialize(?List): reads all of the lazy list List.
lazy_list_materialize(List) :-
    lazy_list_length(List, _).

%   lazy_list_length(+List, -Len): Len is the length of List once read
%   to its end (length/2 counts only what is read so far, and then
%   enumerates longer lists).
lazy_list_length(List, Len) :-
    '$lazy_length'(List, 0, Len0),
    Len = Len0.

'$lazy_length'(List, N0, N) :-
    '$skip_list'(Skipped, List, Tail),
    N1 is N0 + Skipped,
    (   Tail == []
    ->  N = N1
    ;   attvar(Tail)
    ->  (   Tail = [_|Rest]
        ->  N2 is N1 + 1,
            '$lazy_length'(Rest, N2, N)
        ;   Tail = []
        ->  N = N1
        ;   throw(error(type_error(list, Tail), _))
        )
    ;   var(Tail)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, Tail), _))
    ).

%   lazy_findall(?Templ, :Goal, -List): List is the lazy list of the
%   instances of Templ for the answers of Goal, computed as the list is
%   read.  lazy_findall/4 computes up to ChunkSize answers at a time.
lazy_findall(Templ, Goal, List) :-
    lazy_findall(1, Templ, Goal, List).

lazy_findall(Chunk, Templ, Goal, List) :-
    must_be(positive_integer, Chunk),
    copy_term(Templ-Goal, Templ1-Goal1, Attributes),
    put_attr(List, lazy_lists,
             lazy_findall(Chunk, Templ1, ('$lazy_call_all'(Attributes), Goal1),
                          _)).

% '$lazy_start'(+Chunk, +Templ, :Goal, -Slice): the first slice of a
% lazy_findall/4 list: starts the thread that computes the answers, with
% the queue on which it sends them, and asks for the first chunk.
'$lazy_start'(Chunk, Templ, Goal, Slice) :-
    thread_self(Owner),
    message_queue_create(Answers),
    thread_create('$lazy_producer'(Owner, Templ, Goal, Answers), Id,
                  [detached(true)]),
    '$lazy_fetch'(lazy_answers(Id, Answers, Chunk, _), Slice).

% '$lazy_producer'(+Owner, +Templ, :Goal, +Answers): the thread of a
% lazy_findall/4 list, made by thread Owner.  Each request next(N) sent
% to the thread asks for the next N answers of Goal, each sent on Answers
% as answer(Templ, Attributes); after the last answer comes no_more, or
% exception(E) if Goal raises E, and the thread ends.  Between requests
% the thread waits, inside Goal; it also ends (destroying Answers) when
% Owner is no longer running, as then nobody can read the list.
'$lazy_producer'(Owner, Templ, Goal, Answers) :-
    (   '$lazy_request'(Owner, Answers, N0)
    ->  Count = count(N0),
        (   catch(Goal, E, true),
            (   var(E)
            ->  copy_term(Templ, Answer, Attributes),
                thread_send_message(Answers, answer(Answer, Attributes)),
                arg(1, Count, K0),
                K is K0 - 1,
                (   K > 0
                ->  nb_setarg(1, Count, K),
                    fail
                ;   '$lazy_request'(Owner, Answers, N)
                ->  nb_setarg(1, Count, N),
                    fail
                ;   true
                )
            ;   thread_send_message(Answers, exception(E))
            )
        ->  true
        ;   thread_send_message(Answers, no_more)
        )
    ;   true
    ).

% '$lazy_request'(+Owner, +Answers, -N): waits for the next request
% next(N) of the thread; fails, destroying Answers, when thread Owner is
% not running (looked at every 10 seconds of waiting).
'$lazy_request'(Owner, Answers, N) :-
    thread_self(Me),
    repeat,
    (   thread_get_message(Me, next(N), [timeout(10)])
    ->  !
    ;   catch(thread_property(Owner, status(running)), _, fail)
    ->  fail
    ;   !,
        catch(message_queue_destroy(Answers), _, true),
        fail
    ).

% '$lazy_answers'(+Thread, +Answers, +N, -Slice, -Tail): Slice holds the
% next N answers of the lazy_findall/4 thread Thread, which sends them on
% Answers, ending in Tail, or in [] (and Tail = []) if there are no more;
% an exception of the goal is raised again.
'$lazy_answers'(Thread, Answers, N, Slice, Tail) :-
    thread_send_message(Thread, next(N)),
    '$lazy_receive'(N, Answers, Slice, Tail).

'$lazy_receive'(N, Answers, Slice, Tail) :-
    (   succ(N1, N)
    ->  thread_get_message(Answers, Reply),
        (   Reply = answer(X, Attributes)
        ->  '$lazy_call_all'(Attributes),
            Slice = [X|Slice1],
            '$lazy_receive'(N1, Answers, Slice1, Tail)
        ;   message_queue_destroy(Answers),
            (   Reply = exception(E)
            ->  throw(E)
            ;   Slice = [],
                Tail = []
            )
        )
    ;   Slice = Tail
    ).

'$lazy_call_all'([]).
'$lazy_call_all'([Goal|Goals]) :-
    call(Goal),
    '$lazy_call_all'(Goals).

%   lazy_get_codes(+Stream, +N, -List, -Tail): for lazy_list/2: the next
%   N character codes of Stream.
lazy_get_codes(Stream, N, List, Tail) :-
    '$lazy_items'(N, codes(Stream), List, Tail).

%   lazy_read_terms(+Stream, +Options, -List, -Tail): for lazy_list/2:
%   the next terms of Stream, read with read_term/3 and Options, except
%   chunk(N), the number of terms in a slice (default 10).
lazy_read_terms(Stream, Options, List, Tail) :-
    select_option(chunk(N), Options, ReadOptions, 10),
    '$lazy_items'(N, terms(Stream, ReadOptions), List, Tail).

%   lazy_read_lines(+Stream, +Options, -List, -Tail): for lazy_list/2:
%   the next lines of Stream, without their newline.  Options are
%   chunk(N), the number of lines in a slice (default 10), and as(Type),
%   each line an atom, string (default), codes or chars.
lazy_read_lines(Stream, Options, List, Tail) :-
    option(chunk(N), Options, 10),
    option(as(Type), Options, string),
    must_be(positive_integer, N),
    must_be(oneof([atom, string, codes, chars]), Type),
    '$lazy_items'(N, lines(Type, Stream), List, Tail).

%   lazy_message_queue(+Queue, +Options, -List, -Tail): for lazy_list/2:
%   the next messages of Queue, got with thread_get_message/3 and
%   Options, except chunk(N), the number of messages in a slice (default
%   1).  The list ends when thread_get_message/3 fails (as with a
%   timeout option).
lazy_message_queue(Queue, Options, List, Tail) :-
    select_option(chunk(N), Options, QueueOptions, 1),
    '$lazy_items'(N, queue(Queue, QueueOptions), List, Tail).

% '$lazy_items'(+N, +Source, -List, -Tail): List is up to N items of
% Source ending in Tail, or ending in [] (and Tail = []) when Source has
% no more.
'$lazy_items'(N, Source, List, Tail) :-
    (   succ(N1, N)
    ->  (   '$lazy_item'(Source, Item)
        ->  List = [Item|List1],
            '$lazy_items'(N1, Source, List1, Tail)
        ;   List = [],
            Tail = []
        )
    ;   List = Tail
    ).

'$lazy_item'(codes(Stream), Code) :-
    get_code(Stream, Code),
    Code \== -1.
'$lazy_item'(terms(Stream, Options), Term) :-
    read_term(Stream, Term, Options),
    Term \== end_of_file.
'$lazy_item'(lines(Type, Stream), Line) :-
    read_line_to_string(Stream, String),
    String \== end_of_file,
    '$lazy_line_as'(Type, String, Line).
'$lazy_item'(queue(Queue, Options), Message) :-
    thread_get_message(Queue, Message, Options).

'$lazy_line_as'(string, String, String).
'$lazy_line_as'(atom, String, Atom) :-
    atom_string(Atom, String).
'$lazy_line_as'(codes, String, Codes) :-
    string_codes(String, Codes).
'$lazy_line_as'(chars, String, Chars) :-
    string_chars(String, Chars).

%   stream_to_lazy_list(+Stream, -List): List is the lazy list of the
%   character codes still to be read from Stream.
stream_to_lazy_list(Stream, List) :-
    '$lazy_position'(Stream, Pos),
    put_attr(List, lazy_lists, lazy_input(Stream, [], Pos, false, _)).

%   lazy_list_location(-Location)//: Location is where the rest of a list
%   made by stream_to_lazy_list/2 starts: stream(Stream, Line, LinePos,
%   CharNo), or file(File, ...) for a stream of a file, or
%   end_of_file-N when the rest is a proper list of N elements.
lazy_list_location(Location, Here, Here) :-
    '$lazy_location'(Here, Location).

'$lazy_location'(Here, Location) :-
    '$skip_list'(Skipped, Here, Tail),
    (   attvar(Tail)
    ->  get_attr(Tail, lazy_lists, State),
        State = lazy_input(Stream, Chunks, pos(End, Line1, LinePos1), _, _),
        CharNo is End - Skipped,
        '$lazy_line_pos'(Chunks, CharNo, Line1, LinePos1, Line, LinePos),
        (   stream_property(Stream, file_name(File))
        ->  Location = file(File, Line, LinePos, CharNo)
        ;   Location = stream(Stream, Line, LinePos, CharNo)
        )
    ;   Tail == []
    ->  Location = end_of_file-Skipped
    ;   throw(error(type_error(lazy_list, Here), _))
    ).

% '$lazy_line_pos'(+Chunks, +CharNo, +Line0, +LinePos0, -Line, -LinePos):
% the line and column of character CharNo, counted from the newest of
% Chunks that starts at or before it; from the start of the oldest if
% none does, or Line0 and LinePos0 if there are no chunks.
'$lazy_line_pos'([], _, Line, LinePos, Line, LinePos).
'$lazy_line_pos'([pos(Char0, Line0, LinePos0)-Text|Chunks], CharNo, _, _,
                 Line, LinePos) :-
    Offset is CharNo - Char0,
    (   Offset >= 0
    ->  sub_string(Text, 0, Offset, _, Before),
        split_string(Before, "\n", "", [First|Rest]),
        (   '$lazy_last'(Rest, LastLine, 1, Breaks)
        ->  Line1 is Line0 + Breaks,
            LinePos1 = 0
        ;   LastLine = First,
            Line1 = Line0,
            LinePos1 = LinePos0
        ),
        string_length(LastLine, N),
        string_codes(LastLine, Codes),
        '$lazy_advance'(N, Codes, Line1, LinePos1, Line, LinePos)
    ;   '$lazy_line_pos'(Chunks, CharNo, Line0, LinePos0, Line, LinePos)
    ).

% '$lazy_last'(+List, -Last, +N0, -N): Last is the last element of the
% non-empty List, N is N0 plus the number of elements before it.
'$lazy_last'([X|Xs], Last, N0, N) :-
    (   Xs == []
    ->  Last = X,
        N = N0
    ;   N1 is N0 + 1,
        '$lazy_last'(Xs, Last, N1, N)
    ).

% '$lazy_advance'(+N, +Codes, +Line0, +LinePos0, -Line, -LinePos): the
% line and column after reading the first N of Codes from Line0 and
% LinePos0, counted as a stream counts them.
'$lazy_advance'(N, Codes, Line0, LinePos0, Line, LinePos) :-
    (   N =:= 0
    ->  Line = Line0,
        LinePos = LinePos0
    ;   Codes = [C|Codes1],
        (   C =:= 0'\n
        ->  Line1 is Line0 + 1,
            LinePos1 = 0
        ;   C =:= 0'\r
        ->  Line1 = Line0,
            LinePos1 = 0
        ;   C =:= 0'\t
        ->  Line1 = Line0,
            LinePos1 is (LinePos0 \/ 7) + 1
        ;   C =:= 0'\b
        ->  Line1 = Line0,
            LinePos1 is max(0, LinePos0 - 1)
        ;   Line1 = Line0,
            LinePos1 is LinePos0 + 1
        ),
        N1 is N - 1,
        '$lazy_advance'(N1, Codes1, Line1, LinePos1, Line, LinePos)
    ).

%   lazy_list_character_count(-CharNo)//: CharNo is the character count
%   where the rest of a list made by stream_to_lazy_list/2 starts, or
%   end_of_file-N when the rest is a proper list of N elements.
lazy_list_character_count(CharNo, Here, Here) :-
    '$skip_list'(Skipped, Here, Tail),
    (   attvar(Tail)
    ->  get_attr(Tail, lazy_lists, State),
        State = lazy_input(_, _, pos(End, _, _), _, _),
        CharNo is End - Skipped
    ;   Tail == []
    ->  CharNo = end_of_file-Skipped
    ;   throw(error(type_error(lazy_list, Here), _))
    ).
