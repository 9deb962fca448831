# A here-document terminator may follow << after blanks when it is quoted.
my $a = "x" . << 'EOT';
single $quoted
EOT
my $b = << "EOT";
double ${\ 'interpolated'}
EOT
print $a, $b;
print <<	'TAB';
after a tab
TAB
