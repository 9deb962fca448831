# Digest::MD5 compiled from its real file: its XS part (MD5.xs's md5, md5_hex,
# md5_base64 and the methods) bound by the file's XSLoader::load, `reset` the .pm's alias
# of `new`, Digest::base's methods (base64_padded_digest, add_bits) inherited.
use strict;
use warnings;
use Digest::MD5 qw(md5 md5_hex md5_base64);
use Scalar::Util qw(blessed reftype);

print "loaded: ", (defined &Digest::MD5::md5 ? 1 : 0), (defined &Digest::MD5::addfile ? 1 : 0),
    " isa: @Digest::MD5::ISA\n";

# RFC 1321's test suite.
for my $s ("", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
           "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
           "1234567890" x 8) {
    print md5_hex($s), " ", md5_base64($s), "\n";
}
print "binary: ", length(md5("x")), " ", unpack("H*", md5("x")), "\n";
print "joined: ", md5_hex("a", "b", "c"), " ", md5_hex("abc"), " ", md5_hex(), "\n";
my $all = join "", map { chr } 0 .. 255;
print "bytes: ", md5_hex($all), " ", md5_hex($all x 100), "\n";
# Lengths around the 56- and 64-byte block edges.
print join(" ", map { substr(md5_hex("z" x $_), 0, 8) } 55, 56, 57, 63, 64, 65, 119, 120, 128), "\n";
print "number: ", md5_hex(42), " ", md5_hex(1.5), "\n";

# Objects: a blessed reference to a scalar.
my $ctx = Digest::MD5->new;
print "object: ", ref($ctx), " ", blessed($ctx), " ", reftype($ctx), "\n";
$ctx->add("a");
$ctx->add("b", "c");
$ctx->add("") for 1 .. 3;
print "add: ", $ctx->hexdigest, "\n";
print "after digest (reset): ", $ctx->hexdigest, "\n";
my $many = Digest::MD5->new;
$many->add($_) for split //, "The quick brown fox jumps over the lazy dog" x 20;
print "many adds: ", $many->hexdigest, " ",
    md5_hex("The quick brown fox jumps over the lazy dog" x 20), "\n";
print "chain: ", Digest::MD5->new->add("abc")->hexdigest, "\n";
print "digest: ", unpack("H*", Digest::MD5->new->add("abc")->digest), "\n";
print "b64digest: ", Digest::MD5->new->add("abc")->b64digest, "\n";
print "padded: ", Digest::MD5->new->add("abc")->base64_padded_digest, "\n";
print "add_bits: ", Digest::MD5->new->add_bits("01100001")->hexdigest, "\n";

# clone is independent of the original.
my $orig = Digest::MD5->new->add("hello ");
my $copy = $orig->clone;
$orig->add("world");
$copy->add("there");
print "clone: ", $orig->hexdigest, " ", $copy->hexdigest, " ", ref($copy), "\n";
print "clone is new: ", ($orig != $copy ? 1 : 0), "\n";

# reset (new on an object) starts the same object again.
my $r = Digest::MD5->new->add("junk");
my $same = $r->reset;
print "reset: ", ($same == $r ? "same" : "other"), " ", $r->add("abc")->hexdigest, "\n";
my $n = Digest::MD5->new->add("junk");
$n->new;
print "new on object: ", $n->hexdigest, "\n";

# addfile: the handle's bytes, after what was added; also from a partial block.
my $file = "/tmp/camelift_mod_digest_md5_$$";
open my $out, '>', $file or die "open: $!";
binmode $out;
print $out join("", map { chr($_ % 256) } 0 .. 9999);
close $out;
open my $in, '<', $file or die "open: $!";
binmode $in;
print "addfile: ", Digest::MD5->new->addfile($in)->hexdigest, "\n";
close $in;
open $in, '<', $file or die "open: $!";
binmode $in;
my $part = Digest::MD5->new->add("prefix");
$part->addfile($in);
print "addfile after add: ", $part->hexdigest, "\n";
close $in;
{
    local $/;
    open $in, '<', $file or die;
    binmode $in;
    my $data = <$in>;
    close $in;
    print "same as add: ", md5_hex("prefix" . $data), "\n";
}
open $in, '<', $file or die "open: $!";
binmode $in;
read($in, my $head, 100);
print "rest of file: ", Digest::MD5->new->addfile($in)->hexdigest, "\n";
close $in;
open my $self_fh, '<', __FILE__ or die "open: $!";
my $digest_of_self = Digest::MD5->new->addfile($self_fh)->hexdigest;
close $self_fh;
print "self: ", length($digest_of_self), "\n";
eval { Digest::MD5->new->addfile($in) };
print "closed: $@";
eval { Digest::MD5->new->addfile(undef) };
print "undef: $@";
unlink $file;

# Wide characters die; characters below 0x100 of a UTF-8 string count as bytes.
my $u = "caf\x{e9}\x{263a}";
chop $u;
print "utf8: ", md5_hex($u), " ", md5_hex("caf\xe9"), " ", (utf8::is_utf8($u) ? 1 : 0), "\n";
eval { md5_hex("\x{263a}") };
print "wide: $@";
eval { Digest::MD5->new->add("ok", "\x{100}") };
print "wide add: $@";

# Subclassing: new, clone and the methods keep the class.
package My::Digest;
our @ISA = ('Digest::MD5');
sub hexdigest { my $self = shift; return uc $self->SUPER::hexdigest(@_) }
package main;
my $sub = My::Digest->new;
print "subclass: ", ref($sub), " ", ref($sub->clone), " ", $sub->add("abc")->hexdigest, " ",
    ($sub->isa('Digest::MD5') ? 1 : 0), "\n";

# context: the blocks done, the state, the bytes of a partial block; set and go on.
my $c1 = Digest::MD5->new->add("x" x 130);
my @state = $c1->context;
print "context: ", scalar(@state), " $state[0] ", unpack("H*", $state[1]), " [$state[2]]\n";
my $c2 = Digest::MD5->new;
$c2->context(@state);
print "context set: ", $c2->hexdigest, " ", $c1->hexdigest, "\n";
my @fresh = Digest::MD5->new->context;
print "fresh context: ", scalar(@fresh), " $fresh[0] ", unpack("H*", $fresh[1]), "\n";

# Errors.
eval { Digest::MD5::digest("main") };
print "not object: $@";
eval { Digest::MD5::digest(bless [], 'Other') };
print "other class: $@";
eval { Digest::MD5::digest(bless \my $x, 'Digest::MD5') };
print "no context: $@";
eval { Digest::MD5::new() };
print "usage: $@";
eval { Digest::MD5::add() };
print "usage: $@";
{
    my @w;
    local $SIG{__WARN__} = sub { push @w, @_ };
    my $h1 = md5_hex(Digest::MD5->new);
    my $h2 = Digest::MD5->md5_hex("x");
    my $h3 = md5_hex([]);
    print "warnings: ", scalar(@w), "\n", @w;
}
