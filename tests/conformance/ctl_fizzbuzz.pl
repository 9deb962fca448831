use strict;
use warnings;
use feature 'say';

for my $i (1 .. 100) {
    if ($i % 15 == 0) {
        say "FizzBuzz";
    } elsif ($i % 3 == 0) {
        say "Fizz";
    } elsif ($i % 5 == 0) {
        say "Buzz";
    } else {
        say $i;
    }
}
my ($f, $b, $fb) = (0, 0, 0);
for my $i (1 .. 100) {
    my $out = "";
    $out .= "Fizz" unless $i % 3;
    $out .= "Buzz" unless $i % 5;
    $fb++ if $out eq "FizzBuzz";
    $f++ if $out eq "Fizz";
    $b++ if $out eq "Buzz";
}
say "counts: Fizz=$f Buzz=$b FizzBuzz=$fb";
