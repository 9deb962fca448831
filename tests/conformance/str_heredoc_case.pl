use warnings;
my $name = "camel";
print <<"EOT";
Hello, $name!
  Indented line with \$dollar
EOT
print <<'RAW', "after raw\n";
No $interp here \n
RAW
my $text = <<~INDENT;
    stripped
      keeps two
    done
    INDENT
print $text;
print lc(<<A) . uc(<<B);
First
A
Second
B
my $x = 1;
warn "line check\n" if $x;
die "at line" if 0;
print "line ", __LINE__, "\n";
my $n = "wORLD"; my @l = ("a.b", "c");
print "\U$n\E and \L$n\E, \u\L$n\E, \uhello \lWORLD, [\Qa.b*c\E] \Q@l\E done\n";
print "mixed \Ufoo $n bar\E end\n";
print quotemeta("1+1=2"), " ", "\x41\t|\n";
print "unterminated \Uupper";
print "\n";
