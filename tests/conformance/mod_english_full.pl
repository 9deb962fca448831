# The real English.pm with its match variables ($MATCH, $PREMATCH, $POSTMATCH made by
# its string eval of glob assignments) and the rest of its names.
use strict;
use warnings;
use English;

"hello world" =~ /(o) (w)/;
print "match: $PREMATCH|$MATCH|$POSTMATCH\n";
print "paren: $LAST_PAREN_MATCH, starts @LAST_MATCH_START, ends @LAST_MATCH_END\n";
for (qw(a b)) { print "arg: $ARG\n" }
sub args { print "args: @ARG\n" } args(1, 2, 3);
{
    local $LIST_SEPARATOR = "-";
    my @a = (1, 2, 3);
    print "sep: @a\n";
}
{
    local $OUTPUT_FIELD_SEPARATOR = ",";
    local $OUTPUT_RECORD_SEPARATOR = "!\n";
    print "a", "b";
}
eval { die "oops\n" };
print "eval error: $EVAL_ERROR";
open(my $fh, "<", "/no/such/file") or print "errno: ", ($ERRNO ? "set" : "unset"), " ", ($OS_ERROR + 0 > 0 ? "num" : "zero"), "\n";
print "pid: ", ($PROCESS_ID == $$ ? "same" : "differs"), " ", ($PID == $$ ? "same" : "differs"), "\n";
print "name: ", ($PROGRAM_NAME eq $0 ? "same" : "differs"), "\n";
print "os: $OSNAME\n";
print "version: ", ($PERL_VERSION eq $^V ? "same" : "differs"), "\n";
my %h;
$h{1, 2} = 1;
print "subsep: ", join("|", map { join ".", split /$SUBSCRIPT_SEPARATOR/ } keys %h), "\n";
{
    local $INPUT_RECORD_SEPARATOR = undef;
    open(my $in, "<", $PROGRAM_NAME) or die;
    my $all = <$in>;
    print "slurped lines: ", scalar(() = $all =~ /\n/g), "\n";
    close $in;
}
open(my $in, "<", $0) or die;
1 while <$in>;
print "lines read: ", ($INPUT_LINE_NUMBER == $NR ? "same" : "differs"), " $NR\n";
$OUTPUT_AUTOFLUSH = 1;
print "autoflush: $OUTPUT_AUTOFLUSH $|\n";
system("sh", "-c", "exit 3");
print "child: ", $CHILD_ERROR >> 8, "\n";
print "real uid: ", ($REAL_USER_ID == $< ? "same" : "differs"), " ", ($UID == $< ? "same" : "differs"), "\n";
print "warning: $WARNING\n";
