# Special variables perl sets at start-up: $^V, the user and group ids, the format
# variables of STDOUT, $^F, $^P, $^A, $^L, $:, and $! as errno 0 ("" and 0, defined).
print "^V=$^V\n";
print "uid numeric\n" if $< =~ /^\d+$/ && $> =~ /^\d+$/;
print "same uid\n" if $< == $>;
my @g = split ' ', $(;
my @eg = split ' ', $);
print "gids numeric\n" unless grep { !/^\d+$/ } @g, @eg;
print "gid first: ", ($g[0] == $( ? "yes" : "no"), "\n";
print "format: [$~] [", $^, "] [$%] [$=] [$-]\n";
print "colon: [", join(",", map { ord } split //, $:), "]\n";
print "formfeed\n" if $^L eq "\f";
print "accumulator empty\n" if defined $^A && $^A eq "";
print "^F=$^F ^P=$^P\n";
print "errno defined: ", (defined $! ? 1 : 0), " [", $!, "] ", $! + 0, "\n";
print "^E same as !\n" if $^E eq $!;
print "interpolated: [$:] [$<] [$(] [$)] [$|]\n" =~ tr/0-9 /N/sr;
print "a$-b a$%b a$=b\n";
