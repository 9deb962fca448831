# "Useless use of a constant" shows the string as perl's pv_pretty does: escapes, octal, \x{...}, cut at 32 with "...".
use warnings;
"a\tb\nc\rd\fe\x01f\x7f\"q\\w\$x"; "\x{263a}x"; "abcdefghijklmnopqrstuvwxyz0123456789ABCDEF"; "\e\a\0z"; "\x{e9}\x{100}"; "\x{1}2"; "\x{e9}";
"abcdefghijklmnopqrstuvwxyz01234"; "abcdefghijklmnopqrstuvwxyz012345"; "abcdefghijklmnopqrstuvwxyz0123456"; "abcdefghijklmnopqrstuvwxyz01234\n";
