use strict;
use warnings;

# A tiny template engine: {{name}}, {{a.b.c}} paths into nested data,
# {{name|filter|filter}}, {{#each list}}...{{/each}} and {{#if x}}...{{/if}} blocks.

my %filters = (
    upper => sub { uc $_[0] },
    lower => sub { lc $_[0] },
    title => sub { join ' ', map { ucfirst lc } split / /, $_[0] },
    trim  => sub { $_[0] =~ s/^\s+|\s+$//gr },
    money => sub { my $v = sprintf "%.2f", $_[0]; 1 while $v =~ s/^(\d+)(\d{3})/$1,$2/; "\$$v" },
    html  => sub {
        my %ent = ('&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;');
        $_[0] =~ s/([&<>"])/$ent{$1}/gr;
    },
    count => sub { ref $_[0] eq 'ARRAY' ? scalar @{ $_[0] } : length $_[0] },
);

my @missing;

sub lookup {
    my ($path, @scopes) = @_;
    my @keys = split /\./, $path;
    SCOPE: for my $scope (@scopes) {
        my $node = $scope;
        for my $k (@keys) {
            if (ref $node eq 'HASH' && exists $node->{$k}) { $node = $node->{$k} }
            elsif (ref $node eq 'ARRAY' && $k =~ /^\d+$/ && $k < @$node) { $node = $node->[$k] }
            else { next SCOPE }
        }
        return $node;
    }
    return undef;
}

sub expand_var {
    my ($expr, @scopes) = @_;
    my ($path, @filters) = split /\s*\|\s*/, $expr;
    my $val = lookup($path, @scopes);
    unless (defined $val) {
        push @missing, $path;
        return "";
    }
    for my $f (@filters) {
        my $code = $filters{$f} or die "unknown filter '$f' in {{$expr}}\n";
        $val = $code->($val);
    }
    return $val;
}

sub render {
    my ($tmpl, @scopes) = @_;
    # Blocks first (non-greedy, so sibling blocks stay separate).
    $tmpl =~ s{\{\{\#each\s+([\w.]+)\}\}(.*?)\{\{/each\}\}}{
        my ($name, $body) = ($1, $2);
        my $list = lookup($name, @scopes) || [];
        my $i = 0;
        join "", map { render($body, { %$_, _index => ++$i, _last => ($i == @$list) }, @scopes) } @$list;
    }gse;
    $tmpl =~ s{\{\{\#if\s+(!?)([\w.]+)\}\}(.*?)(?:\{\{else\}\}(.*?))?\{\{/if\}\}}{
        my ($neg, $name, $yes, $no) = ($1, $2, $3, $4 // "");
        my $v = lookup($name, @scopes);
        my $truth = defined $v && $v ne "" && $v ne "0" && !(ref $v eq 'ARRAY' && !@$v);
        $truth = !$truth if $neg;
        render($truth ? $yes : $no, @scopes);
    }gse;
    $tmpl =~ s/\{\{\s*([\w.]+(?:\s*\|\s*\w+)*)\s*\}\}/expand_var($1, @scopes)/ge;
    return $tmpl;
}

my %data = (
    shop     => { name => "  the corner store ", city => "Springfield" },
    customer => { first => "homer", last => "SIMPSON", vip => 1 },
    items    => [
        { name => "Donut <glazed>", qty => 12, price => 0.5 },
        { name => "Duff beer", qty => 6, price => 1.25 },
        { name => "Pork chop & beans", qty => 1, price => 1234.5 },
    ],
    notes => [],
);
my $sum = 0;
$sum += $_->{qty} * $_->{price} for @{ $data{items} };
$data{total} = $sum;

my $template = <<'END';
== {{shop.name | trim | title}} ({{ shop.city|upper }}) ==
Dear {{customer.first|title}} {{customer.last | title}},
{{#if customer.vip}}Thank you for being a VIP customer!{{else}}Join our club!{{/if}}
You bought {{items|count}} items:
{{#each items}}  {{_index}}. {{name|html}} x{{qty}} @ {{price|money}}{{#if _last}} (last){{/if}}
{{/each}}Total: {{total|money}}
{{#if notes}}Notes follow.{{else}}No notes.{{/if}}
{{#if !notes}}(really none){{/if}}
First item via index: {{items.0.name}}
Unknown: [{{customer.middle}}] [{{nothing.here}}]
END

print render($template, \%data);
print "missing: ", join(", ", @missing), "\n";

for my $bad ("{{shop.name|shout}}", "plain text {{", "{{ customer.first | upper }}!") {
    my $out = eval { render($bad, \%data) };
    print defined $out ? "ok: $out\n" : "error: $@";
}
