'it''s'. 'a\nb'. "x\x41\y". `abc`.
