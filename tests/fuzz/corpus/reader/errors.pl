f(a b). g(. h(]). i((). j:-. k.
