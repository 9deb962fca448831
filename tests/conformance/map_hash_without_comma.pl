# perl reads `{ "a", 1 }` after map as an anonymous hash, which needs a comma after it.
print map { "a", 1 } 1;
