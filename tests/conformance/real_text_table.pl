use strict;
use warnings;

# A text-table formatter: column widths, alignment by type, wrapping, totals and borders.
my @columns = (
    { key => "sku",   title => "SKU",         align => "left" },
    { key => "name",  title => "Description", align => "left", wrap => 18 },
    { key => "qty",   title => "Qty",         align => "right" },
    { key => "price", title => "Unit price",  align => "right", format => "%.2f" },
    { key => "total", title => "Total",       align => "right", format => "%.2f" },
);
my @rows = (
    { sku => "A-100", name => "Widget, standard size", qty => 12, price => 3.5 },
    { sku => "B-7",   name => "Gadget",                qty => 3,  price => 19.99 },
    { sku => "C-2040", name => "Extra long description that needs wrapping onto lines", qty => 150, price => 0.125 },
    { sku => "D-1",   name => "Thing",                 qty => 0,  price => 1000 },
);
$_->{total} = $_->{qty} * $_->{price} for @rows;

sub wrap_text {
    my ($text, $width) = @_;
    my @lines = ("");
    for my $word (split ' ', $text) {
        if (length($lines[-1]) && length($lines[-1]) + 1 + length($word) > $width) { push @lines, $word }
        else { $lines[-1] .= (length $lines[-1] ? " " : "") . $word }
    }
    return @lines;
}

sub cell_lines {
    my ($col, $row) = @_;
    my $v = $row->{ $col->{key} };
    $v = sprintf $col->{format}, $v if $col->{format};
    return $col->{wrap} ? wrap_text($v, $col->{wrap}) : ($v);
}

my @cells = map { my $r = $_; [map { [cell_lines($_, $r)] } @columns] } @rows;
my ($qty, $sum) = (0, 0);
for (@rows) { $qty += $_->{qty}; $sum += $_->{total} }
my @foot = ("", "TOTAL", $qty, "", sprintf("%.2f", $sum));
my @width = map { my $t = length $columns[$_]{title}; my $f = length $foot[$_]; $t > $f ? $t : $f } 0 .. $#columns;
for my $r (@cells) {
    for my $i (0 .. $#columns) {
        for my $l (@{ $r->[$i] }) { $width[$i] = length $l if length $l > $width[$i] }
    }
}

sub pad { my ($s, $w, $align) = @_; return $align eq "right" ? sprintf("%*s", $w, $s) : sprintf("%-*s", $w, $s) }
my $border = "+" . join("+", map { "-" x ($_ + 2) } @width) . "+";
print "$border\n";
print "| ", join(" | ", map { pad($columns[$_]{title}, $width[$_], "left") } 0 .. $#columns), " |\n";
print "$border\n";
for my $r (@cells) {
    my $height = 0;
    for (@$r) { $height = @$_ if @$_ > $height }
    for my $line (0 .. $height - 1) {
        print "| ", join(" | ", map { pad($r->[$_][$line] // "", $width[$_], $columns[$_]{align}) } 0 .. $#columns), " |\n";
    }
}
print "$border\n";
print "| ", join(" | ", map { pad($foot[$_], $width[$_], $columns[$_]{align}) } 0 .. $#columns), " |\n";
print "$border\n";

# the same data as CSV with quoting where needed
for my $r ({ map { $_->{key} => $_->{title} } @columns }, @rows) {
    print join(",", map { my $v = $r->{ $_->{key} }; $v =~ /[",\s]/ ? '"' . ($v =~ s/"/""/gr) . '"' : $v } @columns), "\n";
}
