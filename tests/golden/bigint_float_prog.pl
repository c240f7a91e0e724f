% An integer too large for a float, in a float operation, is
% evaluation_error(float_overflow), as in SWI-Prolog: no infinity carries
% on into the result.
go :-
    B is 10**400,
    forall(member(E, [atan2(B, 1), sin(B), 0.0*B, B/(B+1), B+1.0, float(B), B**0.5,
                      sqrt(B), log(B), exp(B), -B*1.5, 2.0**B, B+1-B, truncate(1.0e300)]),
           (   catch(( X is E, R = X ), error(Err, _), R = Err),
               print(R), nl
           )).
