use v5.36;
# perl 5.38 added defaulting operators; 5.36 rejects them.
sub port ($p //= 80) { 80 }
say port();
