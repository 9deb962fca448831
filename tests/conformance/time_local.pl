# Time::Local: year interpretation of each form, range checks and their messages,
# timelocal across DST changes under POSIX TZ strings.
use strict; use warnings;
use Time::Local;
use Time::Local qw(timegm_posix timelocal_posix timegm_modern timelocal_modern timegm_nocheck timelocal_nocheck);
$ENV{TZ} = "UTC0";
print timegm(0,0,0,1,0,2000), " ", timegm(0,0,0,1,0,100), " ", timegm(0,0,0,1,0,99), " ", timegm(0,0,0,1,0,5), " ", timegm(59,59,23,31,11,1969), "\n";
print timegm_posix(0,0,0,1,0,100), " ", timegm_modern(0,0,0,1,0,100), " ", timegm_nocheck(0,0,0,32,0,2000), " ", timegm_nocheck(90,0,0,1,13,2000), "\n";
print timegm(1.5,0,0,1,0,1970), " ", timegm(0,0,0,29,1,2000), " ", timegm(0,0,0,1,0,-5), "\n";
for my $args ([0,0,0,32,0,2000], [0,0,0,29,1,2001], [0,0,24,1,0,2000], [0,60,0,1,0,2000], [60,0,0,1,0,2000], [0,0,0,1,12,2000], [0,0,0,1,-1,2000], [0,0,0,1,0,2**40], [-1,0,0,1,0,2000], [0,0,0,0,0,2000], ["x",0,0,1,0,2000], [0,0,0,"1.5x",0,2000]) {
  my $r = eval { timegm(@$args) };
  print defined $r ? "$r\n" : $@;
}
my $r = eval { timegm() }; print defined $r ? "$r\n" : $@;
for my $tz ("EST5EDT,M3.2.0,M11.1.0", "JST-9", "NZST-12NZDT,M9.5.0,M4.1.0/3", "UTC0") {
  $ENV{TZ} = $tz;
  print "$tz: ", join(" ", timelocal(0,0,0,1,0,2000), timelocal(0,30,2,12,2,2023), timelocal(0,30,1,5,10,2023), timelocal(59,59,1,5,10,2023), timelocal(0,0,3,5,10,2023), timelocal_posix(0,0,12,1,6,123), timelocal_modern(0,0,12,1,6,2023), timelocal_nocheck(0,0,0,40,0,2000), timelocal(0,0,0,1,0,1800), timelocal(0,0,0,1,0,3000)), "\n";
  for my $t (1678604399, 1678604400, 1699163999, 1699164000, 1699167600, 946684800, 2000000000) {
     my @l = localtime($t);
     print "  $t -> ", timelocal(@l[0..5]), " ", timelocal_posix(@l), "\n";
  }
}
package Foo;
use Time::Local ();
print Time::Local::timegm(0,0,0,1,0,1971), "\n";
