#!/usr/bin/env python3
"""Compile time and memory against program size.

    python3 bench/compile.py [--camelift PATH] [--sizes 1000,2000,5000,10000] [--check]

Generates Perl programs of N lines with N/10 lexicals (the shape of a long script: `my`
declarations spread through it, assignments, conditionals, loops, string interpolation
and subs, each statement using variables declared anywhere before it), compiles each with
`camelift build --emit obj` and reports wall time, user time and peak RSS per program and
per 1,000 lines, next to `perl -c` on the same file. The pathological shapes follow: one
long expression, deep nesting of anonymous hashes and of `eval` blocks. With `--check`
each generated program is also linked, run and compared with perl's output.

Compile time is not a timed test: nothing fails because a number got worse. What the
table must show is that seconds and megabytes per 1,000 lines stay flat as N grows.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def long_script(lines, seed=1):
    """A long script: N lines, N/10 lexicals, every statement using earlier ones."""
    rnd = random.Random(seed)
    out = ["use strict;", "use warnings;", "my $sum = 0;"]
    nvars = 0
    subs = 0

    def var():
        return "$v%d" % rnd.randrange(nvars)

    while len(out) < lines:
        r = rnd.random()
        if nvars < 2 or r < 0.1:
            out.append("my $v%d = %d;" % (nvars, rnd.randrange(1000)))
            nvars += 1
        elif r < 0.35:
            out.append("%s = (%s + %s * 3) %% 1000;" % (var(), var(), var()))
        elif r < 0.5:
            out.append("if (%s > %s) {" % (var(), var()))
            out.append("    %s += 1;" % var())
            out.append("} else {")
            out.append("    %s -= 1;" % var())
            out.append("}")
        elif r < 0.6:
            out.append("for my $i (1 .. 3) {")
            out.append("    %s = (%s + $i) %% 1000;" % (var(), var()))
            out.append("}")
        elif r < 0.7:
            out.append('my $s%d = "%s-%s";' % (len(out), var(), var()))
            out.append("$sum += length $s%d;" % (len(out) - 1))
        elif r < 0.78:
            out.append("sub f%d {" % subs)
            out.append("    my ($x, $y) = @_;")
            out.append("    return ($x * 7 + $y) % 1000;")
            out.append("}")
            out.append("%s = f%d(%s, %s);" % (var(), subs, var(), var()))
            subs += 1
        elif r < 0.85:
            out.append("while (%s > 900) { %s -= 100 }" % ((var(),) * 2))
        else:
            out.append("$sum += %s;" % var())
    out.extend("$sum += $v%d;" % i for i in range(nvars))
    out.append('print "sum $sum\\n";')
    return "\n".join(out) + "\n"


def long_expression(terms):
    return "my $x = %s;\nprint \"$x\\n\";\n" % "+".join(["1"] * terms)


def nested_hashes(depth):
    return "my $h = %s1%s;\nprint ref $h, \"\\n\";\n" % ("{a=>" * depth, "}" * depth)


def nested_evals(depth):
    return "eval {\n" * depth + 'print "in\\n";\n' + "};\n" * depth


def measure_isolated(cmd):
    """Wall seconds, user seconds and peak RSS (MB) of a command, measured in a fresh
    Python child so that the peak RSS is this command's own."""
    code = (
        "import resource,subprocess,sys,time\n"
        "t=time.perf_counter();r=subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,"
        "stderr=subprocess.PIPE);w=time.perf_counter()-t\n"
        "u=resource.getrusage(resource.RUSAGE_CHILDREN)\n"
        "print(r.returncode,w,u.ru_utime,u.ru_maxrss/1024)\n"
        "sys.stderr.write(r.stderr.decode(errors='replace')[:500])\n"
    )
    r = subprocess.run([sys.executable, "-c", code] + cmd, capture_output=True, text=True)
    rc, wall, user, rss = r.stdout.split()
    if rc != "0":
        raise RuntimeError("%s failed: %s" % (" ".join(cmd[:3]), r.stderr))
    return float(wall), float(user), float(rss)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--camelift", default=os.path.join(ROOT, "target", "release", "camelift"))
    ap.add_argument("--sizes", default="1000,2000,5000,10000")
    ap.add_argument("--check", action="store_true", help="also run each program against perl")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    tmp = tempfile.mkdtemp(prefix="camelift-compile-")
    rows = []
    cases = [("script %d lines" % n, n, long_script(n)) for n in sizes]
    cases += [("expression %d terms" % n, n, long_expression(n)) for n in (1000, 4000)]
    cases += [("nested hashes %d deep" % n, n, nested_hashes(n)) for n in (500, 2000)]
    cases += [("nested evals %d deep" % n, n, nested_evals(n)) for n in (500, 2000)]
    for name, n, text in cases:
        path = os.path.join(tmp, "p%d.pl" % len(rows))
        with open(path, "w") as f:
            f.write(text)
        lines = text.count("\n")
        obj = path[:-3] + ".o"
        wall, user, rss = measure_isolated([args.camelift, "build", path, "--emit", "obj", "-o", obj])
        pwall, _, prss = measure_isolated(["perl", "-c", path])
        ok = ""
        if args.check:
            exe = path[:-3]
            subprocess.run([args.camelift, "build", path, "-o", exe], check=True)
            mine = subprocess.run([exe], capture_output=True)
            perl = subprocess.run(["perl", path], capture_output=True)
            ok = "same as perl" if (mine.stdout, mine.returncode) == (perl.stdout, perl.returncode) else "DIFFERS"
        rows.append((name, lines, wall, user, rss, pwall, prss, ok))
        print("%-28s %7d lines  %6.2f s  user %6.2f s  %7.1f MB  (%.2f s/kloc, %.1f MB/kloc)  perl -c %.2f s %.0f MB %s"
              % (name, lines, wall, user, rss, user * 1000 / lines, rss * 1000 / lines, pwall, prss, ok),
              flush=True)
    if any(r[7] == "DIFFERS" for r in rows):
        sys.exit(1)


if __name__ == "__main__":
    main()
