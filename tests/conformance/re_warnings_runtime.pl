use strict;
use warnings;

# A pattern with variables in it is compiled when it runs, and perl gives its warnings
# then: once per compilation (a loop reusing the same text compiles it once).
my @words = ("a-b", "x.y z", "w");
my $sep = "[\\s-.]";
for my $w (@words) {
    my @parts = split /$sep/, $w;
    print "$w: ", scalar(@parts), " parts\n";
}
for my $esc ("\\y", "\\q") {
    print "escape $esc: ", ("y" =~ /^$esc$/ ? "matches" : "no"), "\n";
}
my $digit = "\\d";
print "false range: ", ("-" =~ /[a-$digit]/ ? "matches" : "no"), "\n";
my $never = "{3,2}";
print "never: ", ("aaa" =~ /a$never|b/ ? "matches" : "no"), "\n";

# A qr// object warns when it is made; used alone as a pattern it is not compiled again.
my $re = qr/$sep+/;
print "qr alone: ", ("- " =~ /$re/ ? "matches" : "no"), "\n";
print "qr inside: ", ("=-." =~ /=$re/ ? "matches" : "no"), "\n";
{
    no warnings;
    print "quiet: ", ("y" =~ /$words[0]\y/ ? "matches" : "no"), "\n";
}
print "done\n";
