die "broken config\n";
