use strict;
use warnings;

# An INI parser with line continuations (trailing backslash and indented
# lines), ${var} / ${section:var} interpolation, inline comments, quoted values,
# booleans and list values; uses local $_ and s/// on $_ throughout.

my $ini = <<'INI';
; global settings
name = demo app   ; inline comment
root = /srv/${name}
debug = Yes

[paths]
base   = ${root}/base
logs   = ${base}/logs \
         /var/log/demo \
         /tmp/demo-logs
cache  = "${base}/cache ; not a comment"

[server]
host=0.0.0.0
port = 8080
allowed = 10.0.0.0/8,
  192.168.0.0/16,
  127.0.0.1
banner = Welcome to ${name} on ${server:host}:${port}
enabled = off
missing = ${nope}
# hash comment
[empty]
INI

my (%cfg, @order, $sec);
$sec = 'GLOBAL';
my @lines = split /\n/, $ini;
my @logical;
for (@lines) {
    local $_ = $_;
    s/\r$//;
    if (@logical && /^\s+\S/ && $logical[-1] !~ /^\s*\[/ && $logical[-1] =~ /[=,]\s*\S*$|,$/) {
        s/^\s+//;
        $logical[-1] .= ' ' . $_;
        next;
    }
    if (@logical && $logical[-1] =~ s/\s*\\$//) {
        s/^\s+//;
        $logical[-1] .= ' ' . $_;
        next;
    }
    push @logical, $_;
}

for (@logical) {
    next if /^\s*(?:[;#]|$)/;
    if (/^\s*\[\s*([^\]]+?)\s*\]\s*$/) { $sec = $1; push @order, $sec unless $cfg{$sec}; $cfg{$sec} ||= {}; next }
    my ($k, $v) = /^\s*([\w.]+)\s*=\s*(.*?)\s*$/ or do { print "bad line: $_\n"; next };
    if ($v =~ /^"((?:[^"\\]|\\.)*)"/) { $v = $1 }
    else { $v =~ s/\s+[;#].*$// }
    push @order, $sec unless $cfg{$sec};
    $cfg{$sec}{$k} = $v;
}

my @unresolved;
sub expand {
    my ($sec, $v, $depth) = @_;
    return $v if $depth > 5;
    $v =~ s{\$\{(?:(\w+):)?(\w+)\}}{
        my ($s, $k) = ($1 // $sec, $2);
        my $r = $cfg{$s}{$k} // $cfg{GLOBAL}{$k};
        defined $r ? expand($s, $r, $depth + 1) : do { push @unresolved, "$sec.$k"; "<$k?>" }
    }ge;
    return $v;
}

for my $s (@order) {
    print "[$s]\n";
    for my $k (sort keys %{ $cfg{$s} }) {
        local $_ = expand($s, $cfg{$s}{$k}, 0);
        my $type = /^(?:yes|true|on)$/i ? 'bool:1' : /^(?:no|false|off)$/i ? 'bool:0'
                 : /^\d+$/ ? 'int' : /,/ ? 'list' : /\s/ ? 'words' : 'str';
        if ($type eq 'list') { $_ = join ' | ', split /\s*,\s*/ }
        elsif ($type eq 'words' && tr{/}{} > 1) { $_ = join ' | ', split }
        printf "  %-8s %-7s %s\n", $k, $type, $_;
    }
}
print "unresolved: @unresolved\n";
