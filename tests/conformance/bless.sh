#!/bin/bash
# Regenerate the expected outputs of the conformance corpus with the reference perl.
# Usage: ./bless.sh            (all programs)
#        ./bless.sh NAME ...   (only these; NAME may be given as NAME, NAME.pl or a path)
# For every program NAME.pl this runs, from inside this directory:
#   perl NAME.pl > NAME.stdout 2> NAME.stderr; echo $? > NAME.status
# so that messages mention the file exactly as "NAME.pl".
cd "$(dirname "$0")" || exit 1
if [ $# -eq 0 ]; then
    set -- *.pl
fi
for arg in "$@"; do
    name=${arg##*/}
    name=${name%.pl}
    if [ ! -f "$name.pl" ]; then
        echo "bless.sh: no such program: $name.pl" >&2
        exit 1
    fi
    # The subshell keeps bash's own "Terminated"/"Alarm clock" job reports (for the
    # programs that are killed by a signal) out of this script's stderr.
    # NAME.stdin, when present, is the program's standard input (else /dev/null, as the
    # test harness gives).
    input=/dev/null
    if [ -f "$name.stdin" ]; then
        input=$name.stdin
    fi
    ( perl "$name.pl" < "$input" > "$name.stdout" 2> "$name.stderr"; echo $? > "$name.status" ) 2>/dev/null
done
