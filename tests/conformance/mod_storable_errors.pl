use strict; use warnings;
use Storable qw(freeze nfreeze thaw dclone store retrieve nstore lock_store lock_retrieve);
package Bad; sub STORABLE_freeze { return ("x", 5) }
package Att; sub STORABLE_freeze { return ("x", [1]) } sub STORABLE_attach { }
package Att2; sub STORABLE_freeze { return ("x") } sub STORABLE_attach { return 1 }
package NoThaw; sub STORABLE_freeze { return ("x") }
package main;
eval { freeze(bless {}, 'Bad') }; print "E1: $@";
eval { freeze(bless {}, 'Att') }; print "E2: $@";
my $img = freeze(bless {}, 'Att2');
eval { thaw($img) }; print "E3: $@";
eval { freeze(\*STDOUT) }; print "E4: $@";
eval { freeze("str") }; print "E5: $@";
eval { store([1], "/nonexistent/dir/x") }; print "E6: $@";
eval { retrieve("/nonexistent/x") }; print "E7: $@";
use File::Temp qw(tempdir); my $f = tempdir(CLEANUP => 1) . "/c.sto";
open my $fh, ">", $f or die; print $fh "hello world"; close $fh;
eval { retrieve($f) }; print "E8: $@";
open $fh, ">", $f or die; print $fh "pst0\x05\x0b\x02\x00\x00\x00\x05\x08"; close $fh;
my $r = eval { retrieve($f) }; print "E9: ", (defined $r ? "def" : "undef"), " [$@]\n";
lock_store({ k => [1,2] }, $f) or die; my $h = lock_retrieve($f); print "locked: @{$h->{k}}\n";
eval { thaw("\x05\x0b\x00\x00\x00\x00\x09") }; print "E10: $@";
eval { thaw("\x05\x0b\x12\x05\x08\x81") }; print "E11: $@";
eval { thaw("\x04\x0b\x0887654321\x04\x08\x08\x08\x08\x81") }; print "E12: $@";
eval { thaw(freeze([1]), 0) }; print "E13: [$@]\n";
eval { thaw(freeze(bless [], 'X'), 0) }; print "E14: $@";
print ref(thaw("\x05\x0c\x08\x81")), "\n";
my $w = "\x{100}abc"; eval { thaw($w) }; print "E15: $@";
