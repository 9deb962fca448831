# The DATA handle reads the text after __END__.
use strict;
use warnings;

my $header = <DATA>;
chomp $header;
print "header: $header\n";
my %count;
while (my $line = <DATA>) {
    chomp $line;
    next unless length $line;
    my ($name, $n) = split /\s*=\s*/, $line;
    $count{$name} += $n;
    print "$.: $name\n";
}
print "eof: ", (eof(DATA) ? "yes" : "no"), "\n";
print "$_ => $count{$_}\n" for sort keys %count;
close DATA;
my $after = <DATA>;
print defined $after ? "read after close\n" : "nothing after close\n";
eval { die "with a handle read" };
print $@;
__END__ this rest of the line is not data
name = value
apple = 3
pear = 2

apple = 4
