package OwnImport;
# A module whose own import runs at compile time (it installs subs through globs).
sub import { my $caller = caller; no strict 'refs'; }
1;
