findall(T-Size, (tmp_file_stream(binary, F, S), stream_property(S, type(T)), put_byte(S, 200), close(S), size_file(F, Size), delete_file(F)), L).
findall(T, (tmp_file_stream(F, S, [encoding(binary)]), stream_property(S, type(T)), close(S), delete_file(F)), L).
findall(T, (tmp_file_stream(text, F, S), stream_property(S, type(T)), close(S), delete_file(F)), L).
findall(E, (tmp_file_stream(utf8, F, S), stream_property(S, encoding(E)), close(S), delete_file(F)), L).
findall(Ext, (tmp_file_stream(F, S, [extension(txt)]), file_name_extension(_, Ext, F), close(S), delete_file(F)), L).
halt.
