/*  Kea library: quintus
    Declarations of DEC-10 and Quintus Prolog programs that SWI-Prolog
    accepts through library(quintus): mode/1, which classic benchmark
    programs open with (:- mode(nrev(+, -)).), declares argument modes for
    a compiler that used them; Kea's compiler needs none, so it is accepted
    and ignored.
*/

:- module(quintus, [
    mode/1
    ]).

%   mode(+Spec)

mode(_).
