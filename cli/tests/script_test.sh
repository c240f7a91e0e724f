#!/bin/sh
# End-to-end runs of kea as a script runner, as swipl runs scripts: the
# arguments after the first file (or after --) are the program's (the argv
# flag), library(main)'s main/0 hands them to main/1, and a file that starts
# with #!/usr/bin/env kea runs by itself with its own arguments.
set -u
. "$(dirname "$0")/common.sh"

cat > "$tmp/args.pl" <<'END'
:- initialization(main, main).
main :- current_prolog_flag(argv, A), print(A), nl.
END
check "arguments after the file" "[a,b,--,c]" "$("$kea" "$tmp/args.pl" a b -- c)"
check "arguments after --" "[a,b]" "$("$kea" "$tmp/args.pl" -- a b)"
check "-g with arguments after --" "[x,y]" "$("$kea" -g 'current_prolog_flag(argv, A), print(A), nl' -t halt -- x y)"
cat > "$tmp/more.pl" <<'END'
more(loaded).
END
cat > "$tmp/both.pl" <<'END'
:- initialization(main, main).
main :- current_prolog_flag(argv, A), more(M), print(A-M), nl.
END
check ".pl files after the first are loaded" "[x]-loaded" "$("$kea" "$tmp/both.pl" "$tmp/more.pl" x)"
check "os_argv is the whole command line" "true" \
  "$("$kea" -g "current_prolog_flag(os_argv, [_, '-g'|_]) -> write(true) ; write(false)" -t halt)"

cat > "$tmp/opts.pl" <<'END'
:- initialization(main, main).
main(Argv) :- argv_options(Argv, Positional, Options), print(Positional-Options), nl.
END
check "main/0 and argv_options/3" "[a,b,'-v']-[verbose(true),n(3),color(false),name(bob),a_b(x)]" \
  "$("$kea" "$tmp/opts.pl" a --verbose --n=3 b --no-color -v --name=bob --a-b=x)"

mkdir "$tmp/bin"
ln -s "$kea" "$tmp/bin/kea"
cat > "$tmp/script" <<'END'
#!/usr/bin/env kea
:- initialization(main, main).
main(Argv) :- format("hello ~w~n", [Argv]), ( Argv = [fail|_] -> fail ; true ).
END
chmod +x "$tmp/script"
check "#! script with its arguments" "hello [one,two]" "$(PATH="$tmp/bin:$PATH" "$tmp/script" one two)"
check "#! script with its own options" "hello [-v,--x=1]" "$(PATH="$tmp/bin:$PATH" "$tmp/script" -v --x=1)"
check "options after the file still work" "[]" "$("$kea" "$tmp/args.pl" -q)"
PATH="$tmp/bin:$PATH" "$tmp/script" fail >/dev/null 2>&1
check "#! script whose main fails exits 1" "1" "$?"
# --stack-limit past the default 1g: the stacks are reserved that large, for
# the main thread and for new threads (they were clamped to 1g).
check "--stack-limit=3g on the main thread and a new one" "3221225472-3221225472" \
  "$("$kea" --stack-limit=3g -q -g 'current_prolog_flag(stack_limit, A), thread_create((current_prolog_flag(stack_limit, B), assertz(limit_in_thread(B))), T), thread_join(T), limit_in_thread(B2), print(A-B2), nl' -t halt 2>&1)"
exit $fail
