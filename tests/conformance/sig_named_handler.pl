sub handler { print "got $_[0]\n" }
$SIG{USR1} = 'handler';
kill 'USR1', $$;
$SIG{USR2} = "main::handler";
kill USR2 => $$;
no strict 'refs';
my $name = "handler";
&$name("direct");
&{"handler"}("braced");
print "done\n";
