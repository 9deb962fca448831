# Test::More from perl's library, unmodified (Test::Builder and Test2 under it): ok, is,
# isnt, like, cmp_ok, is_deeply, pass, note, diag, done_testing; a failing is() with its
# diagnostics on STDERR, cmp_ok's numeric comparison of a string with the warning perl
# places at the test's line, and the exit status that counts the failures.
use strict;
use warnings;
use Test::More;

ok(1, 'ok');
is(2, 2, 'is');
isnt(1, 2, 'isnt');
like("hello", qr/ell/, 'like');
unlike("hello", qr/xyz/, 'unlike');
cmp_ok(3, '<', 4, 'cmp_ok');
cmp_ok("abc", '==', 0, 'numeric compare of a string');
is_deeply({a => [1, 2]}, {a => [1, 2]}, 'is_deeply');
pass('pass');
note("a note");
diag("a diag");
is(1, 2, 'failing is');
is_deeply([1, {b => 2}], [1, {b => 3}], 'failing is_deeply');
done_testing;
