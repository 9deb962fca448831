# local $SIG{NAME}: the handler is installed for the scope and the old disposition
# comes back at its end (perl's %SIG set magic on restore).
my $n = 0;
{ local $SIG{ALRM} = sub { $n++ }; alarm 1; sleep 3; }
print "n=$n\n";
$SIG{USR1} = sub { print "outer\n" };
{
    local $SIG{USR1} = sub { print "inner\n" };
    kill 'USR1', $$;
}
kill 'USR1', $$;
{
    local $SIG{USR1} = 'IGNORE';
    kill 'USR1', $$;
    print "ignored\n";
}
kill 'USR1', $$;
sub with_handler {
    local $SIG{USR2} = sub { print "usr2 in sub\n" };
    kill 'USR2', $$;
}
with_handler();
{
    local $SIG{USR1};
    print defined $SIG{USR1} ? "defined\n" : "undef inside\n";
}
kill 'USR1', $$;
my $prev = $SIG{USR1};
{ local $SIG{USR1} = $SIG{USR1}; kill 'USR1', $$; }
eval { local $SIG{__DIE__} = sub { print "die hook: $_[0]" }; die "x\n" };
print "after: $@";
eval { die "y\n" };
print "after2: $@";
print "done\n";
