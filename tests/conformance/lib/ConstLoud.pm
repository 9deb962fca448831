package ConstLoud;
# A module whose import makes numeric literals objects that say when they are made.
use strict;
use warnings;
sub new { my ($class, $text, $kind) = @_; bless { text => $text, kind => $kind }, $class }
use overload
    '""' => sub { "<$_[0]{kind}:$_[0]{text}>" },
    '+' => sub { ConstLoud->new(($_[0]{text} + (ref $_[1] ? $_[1]{text} : $_[1])), 'sum') },
    '0+' => sub { $_[0]{text} },
    fallback => 1;
sub import {
    overload::constant
        integer => sub { print "integer handler: $_[0] (", defined $_[2] ? $_[2] : 'undef', ")\n"; ConstLoud->new($_[0], 'int') },
        float => sub { print "float handler: $_[0] $_[1]\n"; ConstLoud->new($_[0], 'float') },
        binary => sub { print "binary handler: $_[0] $_[1]\n"; ConstLoud->new($_[1], 'bin') };
}
sub unimport { overload::remove_constant(integer => 0, float => 0, binary => 0) }
1;
