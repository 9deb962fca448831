# Signals around system: SIGINT and SIGQUIT are ignored while perl waits for the child
# (a handler does not run), and a signal with a handler that arrives during the wait
# runs it once system has returned. The children wait a second before they signal, so
# that perl is waiting for them by then (it ignores the signals only after its fork).
$| = 1;
system("sh", "-c", 'sleep 1; kill -INT $PPID; kill -QUIT $PPID; exit 2');
print "survived SIGINT and SIGQUIT: exit=", $? >> 8, "\n";
$SIG{INT} = sub { print "INT handler ran\n" };
system("sh", "-c", 'sleep 1; kill -INT $PPID');
print "after system, handler not run\n";
kill INT => $$;
print "after kill\n";
$SIG{ALRM} = sub { print "ALRM handler ran\n" };
alarm 1;
my $r = system("sh", "-c", "sleep 2; exit 6");
print "system returned ", $r >> 8, "\n";
$SIG{INT} = 'DEFAULT';
system("true");
print "default INT restored: ", ($SIG{INT} eq 'DEFAULT' ? "yes" : "no"), "\n";
kill INT => $$;
sleep 1;
print "not reached\n";
