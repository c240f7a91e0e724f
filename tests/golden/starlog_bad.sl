type n(int).
n(X) <-- n(Y), undefined_helper(Y, X).
