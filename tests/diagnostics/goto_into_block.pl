print "a\n";
goto L;
if (1) {
  L: print "in\n";
}
