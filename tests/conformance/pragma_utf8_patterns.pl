# use utf8: heredocs, patterns, classes, split, qr, x, printf and a wide character
# printed without a layer (the warning).
use strict;
use warnings;
use utf8;
my $s = <<"END";
Grüße, $0!
END
print length($s) > 5 ? "ok\n" : "no\n";
my $q = <<'END';
naïve
END
print length($q), "\n";
(my $t = "crème brûlée") =~ s/[èû]/e/g;
print "$t\n";
print "yes\n" if "Ωmega" =~ /^[ΑΩ]/;
my @p = split /é/, "aébéc";
print scalar(@p), "\n";
print "☺\n";
my $c = "ñ";
print ord($c), "\n";
print "é" x 3, "\n";
printf "%s\n", "ø";
my $m = qr/ß/;
print "strasse" =~ $m ? "m\n" : "nm\n";
print "Straße" =~ $m ? "m\n" : "nm\n";
print ucfirst("élan"), "\n";
print "tr ok\n";
