# Config: Config.pm's AUTOLOAD jumps with goto \&launcher, Config_heavy.pl's launcher
# with goto \&$Config::AUTOLOAD; %Config is a tied hash.
use strict; use warnings;
use Config;
print "$Config{osname} $Config{ivsize}\n";
print exists $Config{archname} ? "has archname\n" : "no archname\n";
print exists $Config{no_such_key_here} ? "has it\n" : "no such key\n";
print defined $Config{d_fork} ? "d_fork $Config{d_fork}\n" : "d_fork undef\n";
print Config::myconfig() =~ /^Summary of my perl5/ ? "myconfig ok\n" : "myconfig differs\n";
print((Config::config_sh() =~ /osname='linux'/) ? "config_sh ok\n" : "config_sh differs\n");
my @vars = Config::config_re('^ivsize');
print "@vars\n";
eval { $Config{osname} = "x" };
print $@ =~ /^%Config::Config is read-only/ ? "read-only\n" : "writable: $@";
