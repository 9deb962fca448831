# English.pm from the installed perl (-no_match_vars): its names are aliases of the
# special variables (glob and slot aliases the parser follows), read and localized.
use strict;
use warnings;
use English qw(-no_match_vars);
my @lines = ("a\n", "b\n");
{
    local $INPUT_RECORD_SEPARATOR = undef;
    print "RS undef: ", (defined $RS ? "defined" : "undef"), "\n";
}
print "RS is newline\n" if $RS eq "\n";
for (qw(x y)) { print "ARG=$ARG\n" }
$ARG = "hello world";
if (/(o) (w)/) {
    print "LAST_PAREN_MATCH=$LAST_PAREN_MATCH\n";
    print "LAST_MATCH_START=@LAST_MATCH_START LAST_MATCH_END=@LAST_MATCH_END\n";
    print "start0=$LAST_MATCH_START[0] end1=$LAST_MATCH_END[1]\n";
}
eval { die "oops\n" };
print "EVAL_ERROR=$EVAL_ERROR";
$OS_ERROR = 2;
print "ERRNO=", $ERRNO + 0, " OS_ERROR=$OS_ERROR\n";
print "OSNAME=$OSNAME\n";
print "PROCESS_ID ok\n" if $PID == $$;
print "BASETIME ok\n" if $BASETIME == $^T;
print "PERL_VERSION=$PERL_VERSION OLD=$OLD_PERL_VERSION\n";
{ local $LIST_SEPARATOR = ","; my @a = (1, 2); print "@a\n"; }
{ local $OUTPUT_RECORD_SEPARATOR = "!\n"; print "ors"; }
{ local ($OFS, $ORS) = ("-", "\n"); print "a", "b"; }
$OUTPUT_AUTOFLUSH = 1;
print "autoflush=$OUTPUT_AUTOFLUSH ", $|, "\n";
my %h; $h{1, 2} = 1; my ($k) = keys %h; print "SUBSEP=", join("|", split /$SUBSCRIPT_SEPARATOR/, $k), "\n";
open(my $fh, '<', $0) or die; my $n = 0; while (<$fh>) { last if ++$n == 3 } print "NR=$NR INPUT_LINE_NUMBER=$INPUT_LINE_NUMBER\n"; close $fh;
print "UID ok\n" if $UID == $<;
print "PROGRAM_NAME ok\n" if $PROGRAM_NAME eq $0;
print "WARNING=$WARNING\n";
