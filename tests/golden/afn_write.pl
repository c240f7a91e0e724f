absolute_file_name('/tmp/kea_afn_write_nonexistent', P, [access(write), file_errors(fail)]).
absolute_file_name('/tmp/kea_afn_write_nonexistent', P, [access(append)]).
absolute_file_name('/kea_no_such_dir/x', P, [access(write), file_errors(fail)]).
catch(absolute_file_name('/kea_no_such_dir/x', P, [access(write)]), error(E, _), true).
absolute_file_name('/tmp', P, [access(write), file_errors(fail)]).
absolute_file_name('/tmp/kea_afn_write_nonexistent', P, [access(read), file_errors(fail)]).
halt.
