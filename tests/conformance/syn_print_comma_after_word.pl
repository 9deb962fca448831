# perl refuses a word followed by a comma after print (its checkcomma): "No comma
# allowed after filehandle", unless the word is a sub declared before or a keyword.
sub greet { "hi" }
print greet, "\n";
print time > 0, "\n";
print FOO, "x\n";
