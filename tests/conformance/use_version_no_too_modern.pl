# no VERSION with a version this perl is newer than.
no v5.10;
