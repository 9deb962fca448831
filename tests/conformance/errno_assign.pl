# $! = N sets errno: $! reads back as N and its text, "" for 0; local $! restores it.
$! = 0;
print "[", "$!", "] ", 0 + $!, "\n";
$! = 2;
print "[$!] ", 0 + $!, "\n";
{
    local $! = 13;
    print "[$!]\n";
}
print "[$!]\n";
open my $f, '<', '/nonexistent/x' or print "open: [$!]\n";
$! = 0;
print "cleared: [$!]\n";
$! = "28abc";
print "[$!]\n";
