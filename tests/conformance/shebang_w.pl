#!/usr/bin/perl -w
# -w on the #! line turns warnings on where no pragma says otherwise; -l would set $\.
my $u;
print "a$u\n";
{
    no warnings;
    print "b$u\n";
}
my @x = (1);
my $y = @x[0];
print "$y\n";
