use strict;
use warnings;

# Runtime errors perl raises itself, caught with eval; each names the line it happened on.
sub attempt {
    my ($label, $code) = @_;
    my $ok = eval { $code->(); 1 };
    print "$label: ", ($ok ? "no error\n" : $@);
}

my $undef;
my $str = "text";
my $num = 42;
my $aref = [1, 2];
my $href = { a => 1 };
my $cref = sub { "code" };

attempt("undef as array", sub { my @x = @$undef; });
attempt("undef as hash", sub { my %x = %$undef; });
attempt("undef as code", sub { $undef->(); });
attempt("undef array in push", sub { my $r; push @$r, 1; print "  (push autovivifies: @$r)\n" });
attempt("string as hash", sub { my $v = $str->{key}; });
attempt("string as array", sub { my $v = $str->[0]; });
attempt("number as array", sub { my @v = @$num; });
attempt("string as code", sub { $str->(); });
attempt("hash ref as array", sub { my $v = $href->[0]; });
attempt("array ref as hash", sub { my $v = $aref->{x}; });
attempt("array ref as code", sub { $aref->(); });
attempt("code ref as hash", sub { my $v = $cref->{x}; });
attempt("scalar ref as array", sub { my $s = \"x"; my @v = @$s; });
attempt("undefined sub", sub { no strict 'refs'; &{"main::nosuch"}(); });
attempt("undefined qualified sub", sub { Some::Package::missing(1); });
attempt("division by zero", sub { my $z = 0; my $v = $num / $z; });
attempt("modulus zero", sub { my $z = 0; my $v = $num % $z; });
attempt("read-only literal", sub { for my $x (1, 2) { $x = 0 } });
attempt("read-only via alias", sub { my @out = map { $_++ } (1, 2); });
attempt("sqrt of negative", sub { my $n = -4; my $v = sqrt($n); });
attempt("log of zero", sub { my $n = 0; my $v = log($n); });
attempt("log of negative", sub { my $n = -1; my $v = log($n); });
attempt("negative array index assignment", sub { my @a = (1); $a[-3] = 0; });
attempt("deep undef in a chain", sub { my $d = { list => undef }; my $n = scalar @{ $d->{list} }; });
attempt("fine: exists on missing", sub { my $n = exists $href->{zz}{yy}; });
