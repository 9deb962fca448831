# Multi-character case folds under /i (ß and ss, the fi ligature) and the character-set letters of qr// strings, inline (?u) (?a) (?aa), use re "/u".
use utf8;
binmode STDOUT, ':utf8';
sub t { print $_[0], " => ", ($_[1] ? 1 : 0), "\n" }
t('STRASSE=~/straße/i', "STRASSE"=~/straße/i);
t('ß=~/ss/i', "ß"=~/ss/i);
t('ß=~/SS/i', "ß"=~/SS/i);
t('ﬁ=~/fi/i', "ﬁ"=~/fi/i);
t('fi=~/ﬁ/i', "fi"=~/ﬁ/i);
t('ß=~/ss/iaa', "ß"=~/ss/iaa);
t('ß=~/ss/ia', "ß"=~/ss/ia);
t('Maße=~/^mass?e$/i', "Maße"=~/^mass?e$/i);
t('ss=~/^ß$/i', "ss"=~/^ß$/i);
t('sss=~/^ß+$/i', "sss"=~/^ß+$/i);
t('ẞ=~/ss/i', "ẞ"=~/ss/i);
t('ß=~/s{2}/i', "ß"=~/s{2}/i);
my $s = "strasse"; t('qr ß', $s =~ qr/straße/i);
my $q = qr/\w+/; print "$q\n"; my $q2 = qr/é/; print "$q2\n";
{ use v5.36; my $r = qr/\w/; print "$r\n"; no utf8; my $x = "caf\xe9"; t('interp', $x =~ /^$r+$/); my $y = "caf\xe9"; t('interp d', $y =~ /^(?^u:\w)+$/); }
t('(?u)', "\xe9" =~ /(?u)\w/); t('(?a)', "\xe9" =~ /(?a)\w/u);  t('(?aa)', "\x{212a}" =~ /(?aa)k/i);
print qr/a/a, qr/a/aai, qr/a/l, qr/x/d, "\n";
{ use re '/u'; t('use re /u', "\xe9" =~ /\w/); print qr/a/, "\n"; }
{ use re '/a'; t('use re /a', "\x{663}" =~ /\d/); }
t('s///', do { (my $z = "a\x{e9}b") =~ s/\w/X/gu; $z eq "XXX" });
t('split', join("|", split /\s/u, "a\xa0b") eq "a|b");
