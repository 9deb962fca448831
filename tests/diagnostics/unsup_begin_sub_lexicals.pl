sub show { my $w; BEGIN { $w = "begin" } print "$w\n" }
show();
