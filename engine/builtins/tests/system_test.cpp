// The system builtins (engine/builtins/system.cpp, vars.cpp,
// length_arg.cpp) through queries; expected answers and errors are
// SWI-Prolog 9.0.4's unless a comment says why Kea differs.
#include <cstdlib>

#include "engine/tests/query_helper.hpp"

namespace kea {
namespace {

using System = testing::QueryTest;

TEST_F(System, CurrentOpsPrimitive) {
  EXPECT_EQ(q("'$current_ops'(P, T, mod, L)"), "L = [op(400,yfx,mod)]");
  EXPECT_EQ(q("'$current_ops'(P, T, -, L)"), "L = [op(200,fy,-),op(500,yfx,-)]");
  EXPECT_EQ(q("'$current_ops'(700, xfx, is, L)"), "L = [op(700,xfx,is)]");
  EXPECT_EQ(q("'$current_ops'(1200, T, is, L)"), "L = []");
  EXPECT_EQ(q("op(200, xfy, foo), '$current_ops'(P, T, foo, L)"), "L = [op(200,xfy,foo)]");
  EXPECT_EQ(qe("'$current_ops'(a, T, N, L)"), "error: type_error(integer,a) @ current_op/3");
  EXPECT_EQ(q("'$current_ops'(1201, T, N, L)"), "error: domain_error(operator_priority,1201)");
  EXPECT_EQ(q("'$current_ops'(-1, T, N, L)"), "error: domain_error(operator_priority,-1)");
  EXPECT_EQ(q("'$current_ops'(P, foo, N, L)"), "error: domain_error(operator_specifier,foo)");
  EXPECT_EQ(q("'$current_ops'(P, 1, N, L)"), "error: type_error(atom,1)");
  EXPECT_EQ(q("'$current_ops'(P, T, 1, L)"), "error: type_error(atom,1)");
}

TEST_F(System, PrologFlags) {
  EXPECT_EQ(q("'$prolog_flag'(bounded, V)"), "V = false");
  EXPECT_EQ(q("'$prolog_flag'(max_integer, V)"), "V = 9223372036854775807");
  EXPECT_EQ(q("'$prolog_flag'(min_integer, V)"), "V = -9223372036854775808");
  EXPECT_EQ(q("'$prolog_flag'(double_quotes, V)"), "V = string");
  EXPECT_EQ(q("'$prolog_flag'(back_quotes, V)"), "V = codes");
  EXPECT_EQ(q("'$prolog_flag'(unknown, V)"), "V = error");
  EXPECT_EQ(q("'$prolog_flag'(occurs_check, V)"), "V = false");
  EXPECT_EQ(q("'$prolog_flag'(integer_rounding_function, V)"), "V = toward_zero");
  EXPECT_EQ(q("'$prolog_flag'(max_arity, V)"), "V = unbounded");
  EXPECT_EQ(q("'$prolog_flag'(version, V), integer(V), V >= 100"), "V = 100");
  EXPECT_EQ(q("'$prolog_flag'(version_data, V)"), "V = kea(0,1,0,[])");
  EXPECT_EQ(q("'$prolog_flag'(nosuch, V)"), "false");
  EXPECT_EQ(q("'$prolog_flag'(gc, V)"), "V = true");
  // A Runtime that no main gave a command line has empty argv and os_argv.
  // Every flag once: the engine's in the table's order (values above;
  // cpu_count's depends on the machine), then those the boot library
  // creates (library/boot/compat.pl), by name. A library's flags come
  // when it loads: url_encoding with library(url).
  EXPECT_EQ(q("findall(F, ('$prolog_flags'(L0), '$boot_member'(F-_, L0)), L)"),
            "L = [argv,os_argv,bounded,max_integer,min_integer,max_tagged_integer,min_tagged_integer,"
            "integer_rounding_function,max_arity,version,version_data,dialect,double_quotes,back_quotes,"
            "unknown,occurs_check,iso,digit_groups,char_conversion,threads,cpu_count,stack_limit,gc,agc_margin,"
            "toplevel_print_anon,color_term,hyperlink_term,debug,autoload,character_escapes,encoding,"
            "float_overflow,float_undefined,float_zero_div,generate_debug_info,last_call_optimisation,"
            "max_char_code,optimise,prefer_rationals,unix,verbose,verbose_load]");
  EXPECT_EQ(q("findall(ok, ('$prolog_flag'(cpu_count, C), integer(C), C >= 1), L)"), "L = [ok]");
  EXPECT_EQ(q("findall(F, ('$prolog_flags'(L0), '$boot_member'(F-_, L0), F == url_encoding), L)"), "L = []");
  EXPECT_EQ(q("use_module(library(url)), findall(F, ('$prolog_flags'(L0), '$boot_member'(F-_, L0), F == url_encoding), L)"),
            "L = [url_encoding]");
}

TEST_F(System, SetPrologFlag) {
  EXPECT_EQ(q("set_prolog_flag(double_quotes, codes), '$prolog_flag'(double_quotes, V)"), "V = codes");
  EXPECT_EQ(q("X = \"ab\""), "X = [97,98]");
  EXPECT_EQ(q("set_prolog_flag(double_quotes, atom)"), "true");
  EXPECT_EQ(q("X = \"ab\""), "X = ab");
  EXPECT_EQ(q("set_prolog_flag(unknown, fail), nosuch_predicate_xyz"), "false");
  // (Unification compiled into clause code, as X = f(X) in this query, does not
  // check occurs yet; the general unifier does.)
  EXPECT_EQ(q("set_prolog_flag(occurs_check, true), X = f(Y), X = Y"), "false");
  EXPECT_EQ(q("set_prolog_flag(iso, true), '$prolog_flag'(iso, V)"), "V = true");
  EXPECT_EQ(q("set_prolog_flag(back_quotes, symbol_char), '$prolog_flag'(back_quotes, V)"), "V = symbol_char");
  EXPECT_EQ(qe("set_prolog_flag(X, a)"), "error: instantiation_error @ set_prolog_flag/2");
  EXPECT_EQ(q("set_prolog_flag(iso, X)"), "error: instantiation_error");
  EXPECT_EQ(q("set_prolog_flag(1, a)"), "error: type_error(atom,1)");
  // SWI-Prolog creates a user flag here; Kea has no user flags yet (ISO's error).
  EXPECT_EQ(q("set_prolog_flag(nosuch, a)"), "error: domain_error(prolog_flag,nosuch)");
  EXPECT_EQ(q("set_prolog_flag(bounded, true)"), "error: permission_error(modify,flag,bounded)");
  EXPECT_EQ(q("set_prolog_flag(double_quotes, foo)"), "error: domain_error(double_quotes,foo)");
  EXPECT_EQ(q("set_prolog_flag(double_quotes, symbol_char)"), "error: domain_error(double_quotes,symbol_char)");
  EXPECT_EQ(q("set_prolog_flag(iso, foo)"), "error: type_error(bool,foo)");
  EXPECT_EQ(q("set_prolog_flag(unknown, foo)"), "error: domain_error(unknown,foo)");
  EXPECT_EQ(q("set_prolog_flag(occurs_check, foo)"), "error: domain_error(occurs_check,foo)");
}

TEST_F(System, Statistics) {
  EXPECT_EQ(q("statistics(runtime, [_T, _S]), integer(_T), integer(_S), _T >= 0, _S >= 0"), "true");
  EXPECT_EQ(q("statistics(walltime, [_T, _]), statistics(walltime, [_T2, _S2]), _T2 >= _T, _S2 >= 0"), "true");
  EXPECT_EQ(q("statistics(real_time, [_T, _]), _T > 1600000000"), "true");
  EXPECT_EQ(q("statistics(cputime, _T), float(_T), _T >= 0.0"), "true");
  EXPECT_EQ(q("statistics(process_cputime, _T), float(_T), _T > 0.0"), "true");
  EXPECT_EQ(q("statistics(epoch, _E), float(_E), _E > 1600000000.0"), "true");
  // Every call counts: numlist/3 recursing ten times adds at least ten.
  EXPECT_EQ(q("statistics(inferences, _I0), numlist(1, 10, _), statistics(inferences, _I1), "
              "integer(_I0), _I1 - _I0 >= 10"),
            "true");
  for (const char* key : {"globalused", "localused", "trailused", "heapused", "atoms"}) {
    EXPECT_EQ(q(std::string("statistics(") + key + ", _V), integer(_V), _V >= 0"), "true") << key;
  }
  EXPECT_EQ(q("statistics(globalused, _G0), length(_, 1000), statistics(globalused, _G1), _G1 - _G0 >= 16000"), "true");
  EXPECT_EQ(q("statistics(heapused, _H), _H > 0"), "true");
  // stack: the three stacks in use together; stack_limit: the flag.
  EXPECT_EQ(q("statistics(stack, _S), statistics(globalused, _G), statistics(localused, _L), "
              "statistics(trailused, _T), _S >= _G + _T, _S =< _G + _L + _T + 4096"), "true");
  EXPECT_EQ(q("statistics(stack_limit, _S), current_prolog_flag(stack_limit, _S)"), "true");
  EXPECT_EQ(q("statistics(c_stack, _C), integer(_C), _C >= 0"), "true");
  EXPECT_EQ(q("statistics(process_epoch, _E), statistics(epoch, _E), float(_E)"), "true");
  for (const char* key : {"user_time", "system_time"}) {
    EXPECT_EQ(q(std::string("statistics(") + key + ", [_A, _B]), integer(_A), integer(_B), _A >= _B, _B >= 0"),
              "true") << key;
  }
  EXPECT_EQ(q("garbage_collect, garbage_collect_clauses"), "true");
  // The stack_limit flag: read back as set (clamped to the reserved range),
  // and exceeding it is a resource error.
  EXPECT_EQ(q("current_prolog_flag(stack_limit, _L), _L =:= 1024*1024*1024"), "true");
  EXPECT_EQ(q("set_prolog_flag(stack_limit, 1000000), current_prolog_flag(stack_limit, L)"), "L = 1000000");
  EXPECT_EQ(q("catch(numlist(1, 1000000, _), error(resource_error(_), _), true)"), "true");
  EXPECT_EQ(q("set_prolog_flag(stack_limit, 100), current_prolog_flag(stack_limit, L)"), "L = 65536");
  EXPECT_EQ(q("set_prolog_flag(stack_limit, 1073741824), numlist(1, 1000000, _)"), "true");
  EXPECT_EQ(q("set_prolog_flag(stack_limit, foo)"), "error: type_error(integer,foo)");
  EXPECT_EQ(qe("statistics(foo, X)"), "error: domain_error(statistics_key,foo) @ statistics/2");
  EXPECT_EQ(q("statistics(X, Y)"), "error: instantiation_error");
  EXPECT_EQ(q("statistics(1, Y)"), "error: type_error(atom,1)");
}

TEST_F(System, Environment) {
  EXPECT_EQ(q("setenv(kea_text_test, 'é 1'), getenv(kea_text_test, V)"), "V = 'é 1'");
  EXPECT_STREQ(std::getenv("kea_text_test"), "é 1");
  EXPECT_EQ(q("setenv(\"kea_text_test\", 12), getenv(kea_text_test, V)"), "V = '12'");
  EXPECT_EQ(q("unsetenv(kea_text_test), getenv(kea_text_test, V)"), "false");
  EXPECT_EQ(q("unsetenv(kea_text_test)"), "true");
  EXPECT_EQ(qe("getenv(X, Y)"), "error: instantiation_error @ getenv/2");
  EXPECT_EQ(q("getenv(f(x), Y)"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("setenv(X, a)"), "error: instantiation_error");
  EXPECT_EQ(q("setenv(a, X)"), "error: instantiation_error");
  EXPECT_EQ(q("setenv(kea_t, f(x))"), "error: type_error(text,f(x))");
  EXPECT_EQ(q("setenv('a=b', 1)"), "error: domain_error(environment_variable,'a=b')");
  EXPECT_EQ(q("unsetenv(X)"), "error: instantiation_error");
  EXPECT_EQ(q("unsetenv(f(x))"), "error: type_error(text,f(x))");
}

TEST_F(System, Shell) {
  EXPECT_EQ(q("shell(true)"), "true");
  EXPECT_EQ(q("shell(false)"), "false");
  EXPECT_EQ(q("shell(false, S)"), "S = 1");
  EXPECT_EQ(q("shell(\"exit 3\", S)"), "S = 3");
  EXPECT_EQ(q("shell('kill -9 $$', S)"), "S = 137");
  EXPECT_EQ(qe("shell(X)"), "error: instantiation_error @ shell/1");
  EXPECT_EQ(qe("shell(f(x), S)"), "error: type_error(text,f(x)) @ shell/2");
  EXPECT_EQ(q("garbage_collect"), "true");
}

TEST_F(System, Numbervars) {
  EXPECT_EQ(q("T = f(X, Y, X), numbervars(T, 0, E)"), "T = f(A,B,A), X = A, Y = B, E = 2");
  EXPECT_EQ(q("T = f(X, g(Y)), numbervars(T, 25, E)"), "T = f(Z,g(A1)), X = Z, Y = A1, E = 27");
  EXPECT_EQ(q("numbervars(f(a), 3, E)"), "E = 3");
  EXPECT_EQ(q("numbervars(f(X, Y), 1, 2)"), "false");
  EXPECT_EQ(qe("numbervars(f(X), a, E)"), "error: type_error(integer,a) @ numbervars/3");
  EXPECT_EQ(q("numbervars(f(X), Z, E)"), "error: instantiation_error");
}

TEST_F(System, TermVariables3) {
  EXPECT_EQ(q("term_variables(f(_X, _Y, _X), _L, _T), _L = [_A, _B|_T2], _A == _X, _B == _Y, _T2 == _T"), "true");
  EXPECT_EQ(q("term_variables(f(a), L, [z])"), "L = [z]");
  EXPECT_EQ(q("term_variables(f(_X, _Y), [_|_B], []), _B = [_C], _C == _Y"), "true");
}

// The primitives under length/2 and arg/3 (library/boot/terms.pl).
TEST_F(System, LengthPrimitives) {
  EXPECT_EQ(q("'$length_mode'([a,b], N, M)"), "M = det");
  EXPECT_EQ(q("'$length_mode'([a|T], 3, M)"), "M = det");
  EXPECT_EQ(q("'$length_mode'([a|_T], N, enum(K, _V)), _V == _T"), "K = 1");
  EXPECT_EQ(q("'$length_mode'(L, L, M)"), "false");
  EXPECT_EQ(q("'$length_mode'([a|L], L, M)"), "false");
  EXPECT_EQ(qe("'$length_mode'(a, N, M)"), "error: type_error(list,a) @ length/2");
  EXPECT_EQ(q("'$length_mode'([a|b], N, M)"), "error: type_error(list,[a|b])");
  EXPECT_EQ(q("'$length_mode'(L, -1, M)"), "error: domain_error(not_less_than_zero,-1)");
  EXPECT_EQ(q("'$length_mode'(L, a, M)"), "error: type_error(integer,a)");
  EXPECT_EQ(q("'$length_mode'([a|T], 1.0, M)"), "error: type_error(integer,1.0)");
  EXPECT_EQ(q("_L = [a|_L], catch('$length_mode'(_L, N, M), error(type_error(list, _), _), true)"), "true")
      << "a cyclic list is not a list";
  EXPECT_EQ(q("'$length'([a,b,c], N)"), "N = 3");
  EXPECT_EQ(q("'$length'(_L, 2), _L = [_A, _B], var(_A), var(_B), _A \\== _B"), "true");
  EXPECT_EQ(qe("'$length'(L, -1)"), "error: domain_error(not_less_than_zero,-1) @ length/2");
}

TEST_F(System, ArgPrimitives) {
  EXPECT_EQ(q("'$arg_arity'(f(a, b), A)"), "A = 2");
  EXPECT_EQ(q("'$arg_arity'([a], A)"), "A = 2");
  EXPECT_EQ(qe("'$arg_arity'(a, A)"), "error: type_error(compound,a) @ arg/3");
  EXPECT_EQ(q("'$arg_arity'(\"s\", A)"), "error: type_error(compound,\"s\")");
  EXPECT_EQ(q("'$arg_arity'(X, A)"), "error: instantiation_error");
  EXPECT_EQ(q("'$arg'(2, f(a, b), X)"), "X = b");
  EXPECT_EQ(q("'$arg'(2, [a|b], X)"), "X = b");
  EXPECT_EQ(qe("'$arg'(1, a, X)"), "error: type_error(compound,a) @ arg/3");
}

}  // namespace
}  // namespace kea
