% Settings of a module, loaded by lib_settings_prog.pl (golden test
% lib_settings): the kinds of default library(settings) evaluates.
:- module(stm, []).
:- use_module(library(settings)).

:- setting(version, atom, '1.0', 'Current version').
:- setting(timeout, number, 20, 'Timeout in seconds').
:- setting(port, integer, env('KEA_SETTINGS_PORT', 8080), 'HTTP port').
:- setting(home, atom, env('KEA_SETTINGS_UNSET', '/nowhere'), 'Home').
:- setting(twice, integer, env('KEA_SETTINGS_PORT') * 2, 'Twice the port').
:- setting(ratio, float, 3/4, "Ratio").
:- setting(limit, nonneg, 2*10+1, 'Limit').
:- setting(level, between(1,5), 3, 'Level').
:- setting(scale, between(0.0,1.0), 0.5, 'Scale').
:- setting(debug, boolean, false, 'Debug').
:- setting(names, list(atom), [a,b], 'Names').
:- setting(host, atom, lh, 'Host').
:- setting(url, atom, setting(host)+':'+env('KEA_SETTINGS_PORT', 80), 'URL').
:- setting(path, atom, '/u/'+env('KEA_SETTINGS_UNSET', l)+'/b', 'Path').
:- setting(derived, integer, setting(limit), 'Derived').
:- setting(other:thing, atom, x, 'Elsewhere').
:- setting(anything, any, f(x, "s"), 'Any term').
