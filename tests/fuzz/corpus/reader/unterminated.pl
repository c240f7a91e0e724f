/* comment */ a. % line
b(
