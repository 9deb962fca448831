my @a;
tie @a, "Tie::StdArray";
