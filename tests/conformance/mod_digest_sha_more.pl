# Digest::SHA: addfile in its modes (binary, universal newlines through -T, bits), long
# inputs, HMAC (RFC 4231, long keys), add_bits, state dump and load, errors.
use strict;
use warnings;
use Digest::SHA qw(sha1 sha1_hex sha1_base64 sha256_hex sha384_hex sha512_hex
    hmac_sha1_hex hmac_sha256 hmac_sha256_base64 hmac_sha512_hex hmac_sha384_hex sha256_base64);

my $dir = "/tmp/sha_t_$$";
mkdir $dir or die "mkdir: $!";
my $file = "$dir/data.txt";
open my $out, ">", $file or die; binmode $out;
print $out "line one\r\nline two\rline three\nlast\r";
close $out;

for my $mode ("", "b", "U", "0") {
    my $sha = Digest::SHA->new(1);
    $sha->addfile($file, $mode);
    print "addfile '$mode': ", $sha->hexdigest, "\n";
}
open my $in, "<", $file or die;
print "addfile fh: ", Digest::SHA->new(256)->addfile($in)->hexdigest, "\n";
close $in;
eval { Digest::SHA->new->addfile("$dir/missing") };
print "missing: ", $@ =~ /^Open failed: No such file or directory at / ? "ok" : $@, "\n";

# Long inputs, more than one write chunk.
my $big = join "", map { chr($_ % 256) } 0 .. 40_000;
print "big: ", sha256_hex($big), " ", sha384_hex($big), "\n";
my $s = Digest::SHA->new("512");
$s->add(substr($big, 0, 17_000), substr($big, 17_000));
print "chunks: ", $s->hexdigest eq sha512_hex($big) ? "same" : "differ", "\n";

# HMAC: RFC 4231 case 1 and a key longer than the block.
print hmac_sha256_base64("Hi There", "\x0b" x 20), "\n";
print hmac_sha1_hex("what do ya want for nothing?", "Jefe"), "\n";
print hmac_sha512_hex("data", "k" x 200), "\n";
print hmac_sha384_hex(), "\n";
print unpack("H*", hmac_sha256("a", "b", "key")), "\n";

# Bits.
my $b = Digest::SHA->new(1);
$b->add_bits("110");
$b->add_bits("0110001");
$b->add("xyz");
$b->add_bits("1" x 517);
print "bits: ", $b->clone->hexdigest, "\n";
print $b->getstate;
my $state = $b->getstate;
my $r = Digest::SHA->putstate($state);
print "putstate: ", $r->hexdigest eq $b->hexdigest ? "same" : "differ", "\n";
print "bad state: ", defined(Digest::SHA->putstate("alg:5\n")) ? "def" : "undef", "\n";
$b->add_bits(pack("B*", "1011"), 3);
print "add_bits nbits: ", $b->b64digest, "\n";

# dump and load.
my $d = Digest::SHA->new(384)->add("partial input " x 10);
$d->dump("$dir/state");
my $l = Digest::SHA->load("$dir/state");
print "load: ", $l->algorithm, " ", $l->hexdigest eq $d->hexdigest ? "same" : "differ", "\n";

# reset, new on an object, the digest resets.
my $o = Digest::SHA->new(224);
$o->add("abc");
my $same = $o->new;
print "new on object: ", ($same == $o ? "same object" : "other"), " ", $o->hexdigest, "\n";
$o->add("abc");
$o->new(256);
print "alg now ", $o->algorithm, " size ", $o->hashsize, "\n";
$o->add("abc");
print $o->hexdigest, "\n", $o->hexdigest, "\n";
$o->reset(512);
print "after reset ", $o->algorithm, "\n";

# Functions and errors.
print sha1_base64(""), " ", length(sha1("")), "\n";
print sha256_base64("a", "b", "c"), "\n";
print "undef alg: ", defined(Digest::SHA->new(999)) ? "def" : "undef", "\n";
eval { sha1_hex("snowman \x{2603}") };
print "wide: $@";
my $u = "caf\x{e9}"; utf8::upgrade($u);
print "upgraded: ", sha1_hex($u) eq sha1_hex("caf\xe9") ? "same" : "differ", "\n";
print "isa: ", join(",", @Digest::SHA::ISA), " ", Digest::SHA->new->isa("Digest::base") ? 1 : 0, "\n";
print "base64 padded: ", Digest::SHA->new(1)->add("x")->base64_padded_digest, "\n";
package My::SHA { our @ISA = ("Digest::SHA"); }
my $sub = My::SHA->new(256);
$sub->add("sub");
print ref($sub), " ", ref($sub->clone), " ", $sub->hexdigest, "\n";
eval { my $x = Digest::SHA->new; $$x = 1; };
print "readonly: ", $@ =~ /^Modification of a read-only value attempted/ ? "ok" : "no: $@", "\n";
unlink "$dir/state", $file;
rmdir $dir or die "rmdir $!";
