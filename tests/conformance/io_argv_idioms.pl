# The ways programs use the ARGV loop: slurping a file with `local (@ARGV, $/)`, all the
# lines of several files in list context, `close ARGV if eof` to number each file from 1,
# `<ARGV>`, `readline` without a handle, `<<>>`, stopping part way (the rest of @ARGV
# stays), `print while <>`, the loop in another package, and `die` naming `<> line N`.
use strict;
use warnings;

my $data = 'mod_tool_data.stdin';
my $other = 'io_stdin.stdin';
my $content = do { local (@ARGV, $/) = ($data); <> };
printf "slurp: %d bytes, %d lines\n", length $content, $content =~ tr/\n//;
my @all = do { local @ARGV = ($data, $other); <> };
print "all: ", scalar(@all), " lines, \$. = $.\n";
{
    local @ARGV = ($other, $data);
    while (my $l = <ARGV>) {
        print "$ARGV:$.: $l" if $. <= 2;
    } continue {
        close ARGV if eof(ARGV);
    }
}
@ARGV = ($other);
chomp(my @l = readline);
print "readline: ", join("|", @l), "\n";
@ARGV = ($other);
print "upper: ", uc while <<>>;
@ARGV = ($data, $other);
while (<>) { last if $. == 3 }
print "stopped at $ARGV line $., left: @ARGV\n";
my $next = <>;
print "next: $next";
package Other;
@ARGV = ($other);
my $n = 0;
$n++ while <>;
print "Other read $n lines\n";
@ARGV = ($other);
while (<>) {
    die "stopped in $ARGV" if /cat/;
}
