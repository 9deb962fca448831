# Versions this perl satisfies.
use 5.010;
use 5.036_000;
say "ok";
