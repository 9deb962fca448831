# Digest::SHA compiled from its real file: its XS part (SHA.xs's sha*/hmac_sha* functions,
# the object methods, bit-level shawrite, _getstate/_putstate, _addfilebin/_addfileuniv)
# bound by the file's XSLoader::load; new, add_bits, addfile, getstate, putstate, dump, load
# are the .pm's Perl.
use strict;
use warnings;
use Digest::SHA qw(sha1_hex sha256_hex sha512_base64 hmac_sha256_hex sha384 sha224_hex sha512224_hex sha512256_hex);
print sha1_hex("abc"), "\n";
print sha256_hex(""), "\n";
print sha512_base64("The quick brown fox"), "\n";
print hmac_sha256_hex("data", "key"), "\n";
print length(sha384("x")), "\n";
print sha224_hex("a" x 1000), "\n", sha512224_hex("abc"), "\n", sha512256_hex("abc"), "\n";
my $s = Digest::SHA->new(256);
$s->add("ab"); $s->add("c");
my $c = $s->clone;
print $s->hexdigest, " ", $c->b64digest, "\n";
print $s->algorithm, " ", $s->hashsize, "\n";
$s->add_bits("0110");
print $s->getstate;
my $t = Digest::SHA->putstate($s->getstate);
print $t->hexdigest, " ", $s->hexdigest, "\n";
print Digest::SHA->new(7) // "undef", "\n";
print ref(Digest::SHA->new("sha512")), " ", Digest::SHA->new("SHA-384")->algorithm, "\n";
