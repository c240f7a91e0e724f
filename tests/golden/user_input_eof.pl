first.
