use strict;
use warnings;

# A command-line style option parser: --name=value, --name value, --no-flag,
# -abc bundles, -ofile / -o file, "--" terminator, quoted values in a
# command string split shell-style.

my %spec = (
    'verbose|v'   => { type => 'count' },
    'quiet|q'     => { type => 'flag' },
    'all|a'       => { type => 'flag' },
    'color|colour' => { type => 'flag', negatable => 1 },
    'output|o'    => { type => 'string' },
    'level|l'     => { type => 'int' },
    'define|D'    => { type => 'hash' },
    'include|I'   => { type => 'list' },
    'ratio'       => { type => 'float' },
);

my %long;
my %short;
for my $key (keys %spec) {
    my ($name, @aliases) = split /\|/, $key;
    $long{$name} = $name;
    for my $a (@aliases) {
        if (length $a == 1) { $short{$a} = $name } else { $long{$a} = $name }
    }
    $spec{$name} = $spec{$key};
}

my %validate = (
    int   => qr/^[+-]?\d+$/,
    float => qr/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/,
);

sub shell_words {
    my ($line) = @_;
    my @words;
    while ($line =~ /\G\s*(?=\S)((?:"(?:[^"\\]|\\.)*"|'[^']*'|\\.|[^\s"'\\]+)+)/gc) {
        my $w = $1;
        my $out = "";
        while ($w =~ /\G(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|\\(.)|([^"'\\]+))/gc) {
            if    (defined $1) { $out .= $1 =~ s/\\(["\\])/$1/gr }
            elsif (defined $2) { $out .= $2 }
            elsif (defined $3) { $out .= $3 }
            else               { $out .= $4 }
        }
        push @words, $out;
    }
    $line =~ /\G\s*\z/gc or die "unterminated quote in: $line\n";
    return @words;
}

sub store {
    my ($opts, $name, $value) = @_;
    my $type = $spec{$name}{type};
    if ($type eq 'int' || $type eq 'float') {
        $value =~ $validate{$type} or die "option --$name expects $type, got '$value'\n";
    }
    if ($type eq 'list') { push @{ $opts->{$name} }, $value }
    elsif ($type eq 'hash') {
        my ($k, $v) = $value =~ /^([^=]+)=(.*)$/ or die "option --$name expects key=value, got '$value'\n";
        $opts->{$name}{$k} = $v;
    }
    else { $opts->{$name} = $value }
}

sub parse_args {
    my @args = @_;
    my (%opts, @rest);
    while (@args) {
        my $arg = shift @args;
        if ($arg eq '--') { push @rest, @args; last }
        if ($arg =~ /^--(no-?)?([\w-]+)(?:=(.*))?$/s) {
            my ($neg, $given, $val) = ($1, $2, $3);
            my $name = $long{$given} or die "unknown option --$given\n";
            my $type = $spec{$name}{type};
            if ($neg) {
                die "option --$name cannot be negated\n" unless $spec{$name}{negatable};
                $opts{$name} = 0;
            } elsif ($type eq 'flag' || $type eq 'count') {
                die "option --$name takes no value\n" if defined $val;
                $opts{$name} = $type eq 'count' ? ($opts{$name} // 0) + 1 : 1;
            } else {
                $val = shift @args if !defined $val;
                die "option --$name requires a value\n" unless defined $val;
                store(\%opts, $name, $val);
            }
        } elsif ($arg =~ /^-(\w.*)$/s) {
            my $cluster = $1;
            while ($cluster =~ /\G(\w)/gc) {
                my $c = $1;
                my $name = $short{$c} or die "unknown option -$c\n";
                my $type = $spec{$name}{type};
                if ($type eq 'flag')     { $opts{$name} = 1 }
                elsif ($type eq 'count') { $opts{$name}++ }
                else {
                    my ($val) = $cluster =~ /\G=?(.+)/gc;
                    $val = shift @args if !defined $val;
                    die "option -$c requires a value\n" unless defined $val;
                    store(\%opts, $name, $val);
                    last;
                }
            }
        } else {
            push @rest, $arg;
        }
    }
    return (\%opts, \@rest);
}

sub show {
    my ($opts, $rest) = @_;
    my @parts;
    for my $k (sort keys %$opts) {
        my $v = $opts->{$k};
        if (ref $v eq 'ARRAY') { push @parts, "$k=[" . join(",", @$v) . "]" }
        elsif (ref $v eq 'HASH') { push @parts, "$k={" . join(",", map { "$_:$v->{$_}" } sort keys %$v) . "}" }
        else { push @parts, "$k=$v" }
    }
    return join(" ", @parts) . " | args: " . join(" ", map { "<$_>" } @$rest);
}

my @command_lines = (
    q{build -vvq --output=out.bin src/main.c},
    q{-avo "my file.txt" --level 3 -- -v not-an-option},
    q{--no-color -l-2 -Iinclude -I lib --include='third party' x},
    q{-DNAME=value -D "GREETING=hello world" --define=EMPTY= --ratio=2.5e-3},
    q{--color --colour 'it'\''s' "say \"hi\"" back\ slash},
    q{--level=high},
    q{--quiet=yes},
    q{-x},
    q{--no-all},
    q{-o},
    q{--define novalue},
    q{"unterminated},
);

for my $cl (@command_lines) {
    my $res = eval {
        my @words = shell_words($cl);
        my ($o, $r) = parse_args(@words);
        "words " . scalar(@words) . ": " . show($o, $r);
    };
    print "$cl\n  => ", (defined $res ? "$res\n" : "error: $@");
}
