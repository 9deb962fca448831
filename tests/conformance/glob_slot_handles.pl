# Handles through globs: *$fh{IO} of a lexical handle, `local *FH = $fh`, `*IN = *$fh`,
# an IO value keeping its handle open after the handle's variable goes, `local *OUT`
# giving a handle of its own for the scope, *NAME{IO} of opened and never-opened globs.
use strict;
use warnings;

my $file = "/tmp/camelift_io_glob_slot_handles.$$";
open my $w, '>', $file or die "open: $!";
print $w "line1\nline2\nline3\nline4\n";
close $w;

open my $fh, '<', $file or die "open: $!";
my $io = *$fh{IO};
print ref($io), " ", *$fh{NAME}, " ", *$fh{PACKAGE}, "\n";
my $l = <$io>;
print "io: $l";

sub read_from { local *FH = shift; my $x = <FH>; return $x }
print "local: ", read_from($fh);
print defined fileno(FH) ? "FH open after\n" : "FH unopened after\n";

sub read_alias { no strict 'refs'; *IN = *{ $_[0] }; my $x = <IN>; return $x }
print "alias: ", read_alias($fh);
print "IN again: ", scalar <IN>;

undef $fh;
print defined $io ? "io alive\n" : "io gone\n";
print "eof: ", (eof($io) ? 1 : 0), "\n";
undef $io;

{
    local *OUT;
    open OUT, '>', $file or die;
    print OUT "to file\n";
}
print defined fileno(OUT) ? "OUT open\n" : "OUT closed\n";
open my $r, '<', $file or die;
print "file: ", <$r>;
close $r;

open(LOG, '>', $file) or die;
close LOG;
print defined *LOG{IO} ? "LOG has IO\n" : "LOG none\n";
print defined *NEVER{IO} ? "NEVER has IO\n" : "NEVER none\n";

my $gr = *STDERR{GLOB};
print {$gr} "to stderr\n";
print *STDERR{NAME}, " ", *{$gr}{PACKAGE}, "\n";
my $h = *STDOUT{IO};
printf {$h} "%05.1f\n", 3.14159;
unlink $file;
