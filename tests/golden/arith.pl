set_prolog_flag(toplevel_print_anon, false).
X is 2**100.
X is 7/2.
X is 4/2.
X is 7//2, Y is -7//2, Z is -7 mod 2, W is -7 rem 2.
X is max(1, 2.0), Y is min(3, 3.0).
X is 10.0 ** 15, Y is 10.0 ** 14.
X is sqrt(16), Y is 2.0 * 3.
X is 1 << 70, Y is msb(1 << 70).
X is gcd(12, 18), Y is truncate(1.0e20).
X is 0.1 + 0.2.
X is -(-(1)), Y is - 1 + 2.
X is 123456789012345678901234567890 * 98765432109876543210.
X is -(2**62) - 2**62.
1 =:= 1.0.
1 < 2.5.
2 > 3.
X is 1/0.
X is foo + 1.
X is Y + 1.
X is 1.0 / 0.
_X is cputime, float(_X), _Y is realtime, integer(_Y), _Y > 1700000000.
succ(X, 4), succ(4, Y), plus(2, Z, 5).
