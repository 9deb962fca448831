# Term::ANSIColor's constants (BOLD, RED, ...) are subs its AUTOLOAD makes with a string eval
# of a template: AUTORESET, AUTOLOCAL, PUSHCOLOR/POPCOLOR, ANSI_COLORS_DISABLED, aliases,
# its errors, and the functions beside them.
use strict;
use warnings;
use Term::ANSIColor 4.00 qw(:constants :pushpop color colored uncolor colorstrip colorvalid coloralias);
sub show { my $s = join "", @_; $s =~ s/\e/\\e/g; print "$s\n" }
show(BOLD, "b", RESET);
show(BOLD GREEN "text", RESET);
show(BOLD, BOLD, RED "twice", RESET);
show(BRIGHT_BLUE ON_YELLOW "bright", RESET);
show(color('bold red'), "x", color('reset'));
show(colored("hi", 'blue'));
show(colored(['green on_black'], "g", "h"));
show(join ",", uncolor("\e[1;31m"));
show(colorstrip("\e[1mBold\e[0m plain"));
print colorvalid('blue', 'bold') ? "valid\n" : "invalid\n";
print colorvalid('nosuch') ? "valid\n" : "invalid\n";
{
    local $Term::ANSIColor::AUTORESET = 1;
    show(BOLD "auto");
    show(RED "auto2");
}
{
    local $Term::ANSIColor::AUTOLOCAL = 1;
    show(BLUE "local", "x");
}
show(PUSHCOLOR(RED), "in red", PUSHCOLOR(BOLD), "bold too", POPCOLOR, "red", POPCOLOR, "none");
show(LOCALCOLOR(GREEN, "lc"));
eval { my $x = Term::ANSIColor::NOSUCHCOLOR() };
print "error: $@";
eval { color('nosuch') };
print "error: $@";
coloralias('warn', 'red');
show(color('warn'), "w");
{
    local $ENV{ANSI_COLORS_DISABLED} = 1;
    show(BOLD "disabled");
    show(color('red'), "x");
    show(UNDERLINE "new one");
}
show(UNDERLINE "after");
