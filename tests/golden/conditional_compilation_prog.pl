% conditional_compilation: :- if/elif/else/endif as SWI-Prolog loads them.
% The first branch whose condition holds is loaded; the others are read
% but not loaded (a syntax error there is not reported, a singleton is);
% conditions see what the file defined above them; an error in a
% condition is printed and counts as false; elif, else and endif without
% an if are errors, and so is an if left open at the end of the file.
:- endif.
:- if(true).
a.
:- else.
b.
:- endif.

:- if(fail).
c.
:- elif(fail).
d.
:- elif(true).
e.
:- elif(true).
f.
:- else.
g.
:- endif.

level(2).
:- if(level(2)).
h.
  :- if(fail).
  i.
  :- else.
  j.
  :- endif.
:- else.
  :- if(true).
  k.
  :- endif.
:- endif.

:- if(fail).
this is not prolog.
skipped(X) :- true.
:- else.
l.
:- endif.

:- if(atom_length(_, _)).
m.
:- else.
n.
:- endif.

:- if(\+ catch(current_prolog_flag(bounded, true), _, fail)).
unbounded.
:- endif.

main :-
    forall(member(X, [a,b,c,d,e,f,g,h,i,j,k,l,m,n,unbounded]),
           ( catch(X, _, fail) -> print(X), nl ; true )).

:- if(true).
open.
