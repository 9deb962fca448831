#!/usr/bin/env python3
"""camelift benchmark harness: compiled programs against perl, in the same run.

    python3 bench/run.py [--quick] [--callgrind] [--ablate] [--filter SUBSTR]

(run from the repository root or anywhere; paths are resolved from this file)

What it does, in order:
  1. `cargo build --release` (skip with --no-build);
  2. compiles every bench/<category>/<name>.pl with target/release/camelift (compile time and
     binary size are recorded) -- all programs are compiled before anything is timed;
  3. runs perl and the compiled binary alternately, N repetitions each (default 3), checking
     on every run that stdout and the exit status are byte-for-byte perl's; a program whose
     output differs is reported as MISMATCH and left out of the ratios;
  4. prints min and median wall time of both, the ratio perl/camelift (>1: camelift is
     faster) per program and the geometric mean, peak RSS of both (`/usr/bin/time -f %M`,
     else ru_maxrss from wait4), compile time and binary size, and the start-up time of a
     compiled hello-world against `perl -e 1`;
  5. appends a dated section to bench/RESULTS.md (not for --quick / --smoke / --no-record).

Modes and options:
  --quick          BENCH_SCALE=0.1, 1 repetition, nothing recorded (unless --record)
  --callgrind      count instructions with valgrind --tool=callgrind instead of timing
                   (BENCH_SCALE=0.02 unless --scale is given); ratios of instruction counts
  --ablate         also build each program with --no-inline-new (linked with the runtime
                   built with its general-new feature), --polls none, --polls backedge
                   (explicit polls on back-edges and exits instead of the default's
                   polls folded into FREETMPS) and --polls statement, and report each
                   build relative to the default build (in wall time, or in
                   instructions with --callgrind)
  --smoke          2 small programs once at BENCH_SCALE=0.01, no cargo build, exit 0 when
                   both match perl (for the test suite; well under a second)
  --filter SUBSTR  only programs whose path (e.g. "seed/loop-for-c") contains SUBSTR;
                   may be given several times (any match)
  --reps N         repetitions per program (default 3; 1 with --quick or --callgrind)
  --scale X        BENCH_SCALE passed to every program (default 1)
  --no-build       use the existing target/release/camelift
  --camelift PATH  compiler binary to use (implies --no-build)
  --no-record / --record   do not / do append to bench/RESULTS.md
  --keep           keep the compiled binaries (their directory is printed)

Each program reads BENCH_SCALE from %ENV and scales its iteration count; at scale 1 each
runs for about a second under perl on the machine the counts were tuned on.
"""

import argparse
import datetime
import math
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
RESULTS = os.path.join(BENCH, "RESULTS.md")
HELLO = os.path.join(BENCH, "support", "hello.pl")
MODULES = os.path.join(BENCH, "support", "modules.pl")
SMOKE_PROGRAMS = ["loop/while.pl", "call/fib.pl"]
RUN_TIMEOUT = 600  # seconds, per single run
# The no-inline-new build also links the runtime built with its `general-new` feature, so
# that every scalar -- the compiled code's and the runtime's own (split, substr, list
# assignment) -- is made by an out-of-line constructor.
GENERAL_NEW_DIR = os.path.join(ROOT, "target", "general-new")
ABLATIONS = [
    ("no-inline-new", ["--no-inline-new", "--runtime-dir",
                       os.path.join(GENERAL_NEW_DIR, "release")]),
    ("polls-none", ["--polls", "none"]),
    ("polls-backedge", ["--polls", "backedge"]),
    ("polls-statement", ["--polls", "statement"]),
]


# ----------------------------------------------------------------------------- helpers

def log(*a):
    print(*a, flush=True)


def discover(filters):
    progs = []
    for cat in sorted(os.listdir(BENCH)):
        d = os.path.join(BENCH, cat)
        if not os.path.isdir(d) or cat.startswith(".") or cat == "support":
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".pl"):
                rel = f"{cat}/{f}"
                if not filters or any(s in rel for s in filters):
                    progs.append(rel)
    return progs


def name_of(rel):
    return rel[:-3] if rel.endswith(".pl") else rel


class Run:
    __slots__ = ("wall", "status", "stdout", "stderr", "maxrss_kb")

    def __init__(self, wall, status, stdout, stderr, maxrss_kb):
        self.wall, self.status, self.stdout, self.stderr, self.maxrss_kb = (
            wall, status, stdout, stderr, maxrss_kb)


GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run_once(argv, env, cwd=BENCH, timeout=RUN_TIMEOUT, rss=True, stdin=None):
    """Run argv, returning wall time, exit status (negative: killed by signal),
    stdout/stderr bytes and peak RSS in KiB. A run longer than `timeout` s is killed.

    Peak RSS comes from `/usr/bin/time -f %M` when present: the child's ru_maxrss also
    counts the memory of the process it was forked from before exec, which for a child of
    this Python is ~17 MB and would hide perl's and the binary's own peak. Without GNU time
    it falls back to ru_maxrss from wait4 (an over-estimate, marked by a negative value).
    The wall time includes /usr/bin/time's own start (well under a millisecond, the same
    for perl and camelift); start-up timings are taken with rss=False (no wrapper)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(prefix="camelift-bench-rss-") as rssf:
        cmd = list(argv)
        if rss and GNU_TIME:
            cmd = [GNU_TIME, "-q", "-f", "%M", "-o", rssf.name] + cmd
        t0 = time.perf_counter()
        inp = open(stdin, "rb") if stdin else subprocess.DEVNULL
        try:
            p = subprocess.Popen(cmd, stdin=inp, stdout=out, stderr=err, env=env, cwd=cwd)
        finally:
            if stdin:
                inp.close()
        timer = threading.Timer(timeout, p.kill)
        timer.start()
        try:
            _, wstatus, ru = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - t0
        status = os.waitstatus_to_exitcode(wstatus)
        p.returncode = status  # already reaped; keep Popen from waiting again
        maxrss = -ru.ru_maxrss
        if rss and GNU_TIME:
            text = open(rssf.name).read().split()
            if text and text[-1].isdigit():
                maxrss = int(text[-1])
        out.seek(0)
        err.seek(0)
        return Run(wall, status, out.read(), err.read(), maxrss)


def env_with_scale(scale):
    env = dict(os.environ)
    env["BENCH_SCALE"] = str(scale)
    env.pop("PERL5OPT", None)
    return env


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    if not xs:
        return float("nan")
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def fmt_s(x):
    if x is None:
        return "-"
    return f"{x:.3f}"


def fmt_ratio(x):
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "-"
    return f"{x:.2f}"


def fmt_int(x):
    if x is None:
        return "-"
    return f"{x:,}"


def md_table(header, rows, align=None):
    align = align or ["l"] + ["r"] * (len(header) - 1)
    sep = ["---:" if a == "r" else ":---" for a in align]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(sep) + "|"]
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    return "\n".join(lines)


def sh(argv, cwd=ROOT):
    try:
        return subprocess.run(argv, cwd=cwd, capture_output=True, text=True).stdout.strip()
    except OSError:
        return ""


def machine_info():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    commit = sh(["git", "rev-parse", "--short", "HEAD"]) or "unknown"
    dirty = sh(["git", "status", "--porcelain", "--untracked-files=no", "src", "runtime",
                "abi", "Cargo.toml", "Cargo.lock"])
    return {
        "arch": sh(["uname", "-m"]) or platform.machine(),
        "cpu": cpu,
        "ncpu": os.cpu_count(),
        "commit": commit,
        "dirty": bool(dirty),
        "perl": sh(["perl", "-e", "print $^V"]),
        "load": os.getloadavg()[0],
    }


# ----------------------------------------------------------------------------- build

def cargo_build():
    log("== cargo build --release")
    t0 = time.perf_counter()
    r = subprocess.run(["cargo", "build", "--release"], cwd=ROOT,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        log(r.stdout[-4000:])
        log("cargo build --release failed; not benchmarking a stale compiler")
        sys.exit(2)
    log(f"   done in {time.perf_counter() - t0:.1f}s")


def cargo_build_general_new():
    log("== cargo build --release -p camelift-rt --features general-new (no-inline-new runtime)")
    r = subprocess.run(["cargo", "build", "--release", "-p", "camelift-rt", "--features",
                        "general-new", "--target-dir", GENERAL_NEW_DIR], cwd=ROOT,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        log(r.stdout[-4000:])
        log("building the general-new runtime failed")
        sys.exit(2)


def compile_prog(camelift, src, out, extra=()):
    """Returns (ok, seconds, size_bytes, message)."""
    argv = [camelift, "build", src, "-o", out, *extra]
    t0 = time.perf_counter()
    r = subprocess.run(argv, cwd=BENCH, capture_output=True)
    dt = time.perf_counter() - t0
    if r.returncode != 0 or not os.path.exists(out):
        msg = (r.stderr or r.stdout).decode(errors="replace").strip().splitlines()
        return False, dt, None, msg[0] if msg else f"exit {r.returncode}"
    return True, dt, os.path.getsize(out), ""


# ----------------------------------------------------------------------------- callgrind

COLLECTED_RE = re.compile(rb"^==\d+==\s+(?:Collected\s*:|I\s+refs:)\s*([\d,]+)", re.M)


def callgrind_count(argv, env, stdin=None):
    """Instruction count of argv under callgrind, plus the Run (stdout is the program's)."""
    vg = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
    r = run_once(vg + argv, env, rss=False, stdin=stdin)
    m = COLLECTED_RE.findall(r.stderr)
    count = int(m[-1].replace(b",", b"")) if m else None
    # strip valgrind's own lines so stderr is the program's
    r.stderr = b"".join(l for l in r.stderr.splitlines(keepends=True)
                        if not re.match(rb"^==\d+==", l))
    return count, r


# ----------------------------------------------------------------------------- main work

STDIN_RE = re.compile(r"^#\s*bench-stdin:\s*(\S+)(?:\s+([0-9.]+))?\s*$", re.M)


def stdin_for(src, env, bdir):
    """The input file of a program that reads standard input: a header line
    `# bench-stdin: OTHER.pl [FACTOR]` names the benchmark program whose output (under perl,
    at BENCH_SCALE times FACTOR) is the input, as the benchmarks game feeds fasta's output
    to k-nucleotide. Made once per run; None for every other program (stdin is /dev/null)."""
    with open(src, encoding="utf-8", errors="replace") as f:
        m = STDIN_RE.search(f.read(4096))
    if not m:
        return None
    gen = os.path.join(BENCH, m.group(1))
    gen_env = dict(env)
    gen_env["BENCH_SCALE"] = str(float(env["BENCH_SCALE"]) * float(m.group(2) or 1))
    path = os.path.join(bdir, "stdin-" + m.group(1).replace("/", "-") + "-"
                        + gen_env["BENCH_SCALE"])
    if not os.path.exists(path):
        with open(path, "wb") as out:
            r = subprocess.run(["perl", gen], env=gen_env, cwd=BENCH, stdout=out)
        if r.returncode != 0:
            log(f"   generating the input of {src} with {gen} failed")
    return path

def describe_mismatch(p, c):
    why = []
    if p.status != c.status:
        why.append(f"exit status perl {p.status} vs camelift {c.status}")
    if p.stdout != c.stdout:
        pl, cl = p.stdout.splitlines(), c.stdout.splitlines()
        for i in range(max(len(pl), len(cl))):
            a = pl[i] if i < len(pl) else b"<eof>"
            b = cl[i] if i < len(cl) else b"<eof>"
            if a != b:
                why.append(f"stdout line {i + 1}: perl {a[:80]!r} vs camelift {b[:80]!r}")
                break
    return "; ".join(why)


def startup(bin_path, perl_cmd, reps, callgrind):
    """Start-up: a compiled probe vs perl running the same (`perl -e 1` for hello)."""
    env = env_with_scale(1)
    if callgrind:
        cp, _ = callgrind_count(perl_cmd, env)
        cc, _ = callgrind_count([bin_path], env)
        return {"perl_instr": cp, "cl_instr": cc}
    pt, ct = [], []
    n = max(20, reps * 10)
    for _ in range(n):
        pt.append(run_once(perl_cmd, env, rss=False).wall)
        ct.append(run_once([bin_path], env, rss=False).wall)
    return {"perl_min": min(pt), "perl_med": statistics.median(pt),
            "cl_min": min(ct), "cl_med": statistics.median(ct), "n": n}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--ablate", action="store_true")
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--filter", action="append", default=[])
    ap.add_argument("--reps", type=int)
    ap.add_argument("--scale", type=float)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--camelift")
    ap.add_argument("--record", dest="record", action="store_true", default=None)
    ap.add_argument("--no-record", dest="record", action="store_false")
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()

    if args.smoke:
        return smoke(args)

    if args.callgrind and not shutil.which("valgrind"):
        log("valgrind not found")
        return 2
    scale = args.scale if args.scale is not None else (
        0.02 if args.callgrind else 0.1 if args.quick else 1)
    reps = args.reps or (1 if (args.quick or args.callgrind) else 3)
    record = args.record if args.record is not None else not args.quick

    camelift = args.camelift or os.path.join(ROOT, "target", "release", "camelift")
    if not args.camelift and not args.no_build:
        cargo_build()
    if not os.path.exists(camelift):
        log(f"no compiler at {camelift}")
        return 2
    info = machine_info()

    progs = discover(args.filter)
    if not progs:
        log("no programs match the filter")
        return 2
    bdir = tempfile.mkdtemp(prefix="camelift-bench-")
    variants = [("default", [])] + (ABLATIONS if args.ablate else [])
    if args.ablate:
        cargo_build_general_new()

    # 1. compile everything first (the compiler may be rebuilt under us by someone else;
    #    this keeps all binaries of one run from one compiler)
    log(f"== compiling {len(progs)} programs into {bdir}")
    builds = {}  # (rel, variant) -> dict
    for rel in progs:
        for vname, flags in variants:
            out = os.path.join(bdir, name_of(rel).replace("/", "__") + "." + vname)
            ok, dt, size, msg = compile_prog(camelift, os.path.join(BENCH, rel), out, flags)
            builds[(rel, vname)] = {"ok": ok, "time": dt, "size": size, "msg": msg,
                                    "bin": out}
            if not ok:
                log(f"   {rel} [{vname}]: BUILD FAILED: {msg}")
    hello_bin = os.path.join(bdir, "hello")
    ok, _, _, msg = compile_prog(camelift, HELLO, hello_bin)
    if not ok:
        log(f"   hello world: BUILD FAILED: {msg}")
        hello_bin = None
    modules_bin = os.path.join(bdir, "modules")
    ok, _, _, msg = compile_prog(camelift, MODULES, modules_bin)
    if ok:
        want = subprocess.run(["perl", MODULES], capture_output=True).stdout
        got = subprocess.run([modules_bin], capture_output=True).stdout
        if want != got:
            log(f"   modules probe: MISMATCH: perl {want[:80]!r} vs camelift {got[:80]!r}")
            modules_bin = None
    else:
        log(f"   modules probe: BUILD FAILED: {msg}")
        modules_bin = None

    # 2. measure
    env = env_with_scale(scale)
    results = []
    mode = "callgrind" if args.callgrind else "wall"
    log(f"== measuring ({mode}, BENCH_SCALE={scale}, {reps} rep(s)); "
        f"load average {info['load']:.2f}")
    for rel in progs:
        res = {"rel": rel, "status": "ok", "note": "", "variants": {}}
        results.append(res)
        b = builds[(rel, "default")]
        res["compile"] = b["time"]
        res["size"] = b["size"]
        if not b["ok"]:
            res["status"] = "build failed"
            res["note"] = b["msg"]
            continue
        src = os.path.join(BENCH, rel)
        inp = stdin_for(src, env, bdir)
        bins = {v: builds[(rel, v)]["bin"] for v, _ in variants if builds[(rel, v)]["ok"]}
        samples = {"perl": [], **{v: [] for v in bins}}
        rss = {"perl": 0, **{v: 0 for v in bins}}
        stderr_differs = set()
        mismatch = None
        for rep in range(reps):
            # alternate perl and the compiled builds
            if args.callgrind:
                n, pr = callgrind_count(["perl", src], env, stdin=inp)
                samples["perl"].append(n)
            else:
                pr = run_once(["perl", src], env, stdin=inp)
                samples["perl"].append(pr.wall)
            rss["perl"] = max(rss["perl"], pr.maxrss_kb)
            for v, binp in bins.items():
                if args.callgrind:
                    n, cr = callgrind_count([binp], env, stdin=inp)
                    samples[v].append(n)
                else:
                    cr = run_once([binp], env, stdin=inp)
                    samples[v].append(cr.wall)
                rss[v] = max(rss[v], cr.maxrss_kb)
                if cr.stdout != pr.stdout or cr.status != pr.status:
                    why = describe_mismatch(pr, cr)
                    if v == "default":
                        mismatch = why
                    else:
                        res["variants"].setdefault(v, {})["mismatch"] = why
                elif cr.stderr != pr.stderr:
                    stderr_differs.add(v)
            if mismatch:
                break
        if mismatch:
            res["status"] = "MISMATCH"
            res["note"] = mismatch
            log(f"   {rel:34s} MISMATCH: {mismatch}")
            continue
        if stderr_differs:
            res["note"] = "stderr differs (" + ", ".join(sorted(stderr_differs)) + ")"
        res["rss_perl"] = rss["perl"]
        res["rss_cl"] = rss.get("default")
        if args.callgrind:
            if None in samples["perl"] or None in samples["default"]:
                res["status"] = "no count"
                res["note"] = "could not parse callgrind's output"
                continue
            res["perl"] = min(samples["perl"])
            res["cl"] = min(samples["default"])
            res["ratio"] = res["perl"] / res["cl"]
            log(f"   {rel:34s} perl {res['perl']:>15,}  camelift {res['cl']:>15,}  "
                f"ratio {res['ratio']:.2f}")
        else:
            res["perl_min"] = min(samples["perl"])
            res["perl_med"] = statistics.median(samples["perl"])
            res["cl_min"] = min(samples["default"])
            res["cl_med"] = statistics.median(samples["default"])
            res["ratio"] = res["perl_min"] / res["cl_min"]
            res["ratio_med"] = res["perl_med"] / res["cl_med"]
            log(f"   {rel:34s} perl {res['perl_min']:7.3f}s  camelift {res['cl_min']:7.3f}s"
                f"  ratio {res['ratio']:6.2f}  (median {res['ratio_med']:.2f})")
        base = min(samples["default"])
        for v in bins:
            if v == "default":
                continue
            vr = res["variants"].setdefault(v, {})
            if "mismatch" in vr or None in samples[v]:
                continue
            vr["value"] = min(samples[v])
            vr["rel"] = vr["value"] / base
            vr["size"] = builds[(rel, v)]["size"]
        if args.ablate:
            log("      ablations (build / default): " + "  ".join(
                f"{v} {res['variants'][v].get('rel', float('nan')):.3f}"
                for v, _ in ABLATIONS))

    st = startup(hello_bin, ["perl", "-e", "1"], reps, args.callgrind) if hello_bin else None
    if st and modules_bin:
        st["modules"] = startup(modules_bin, ["perl", MODULES], reps, args.callgrind)

    # 3. report
    report = render(results, st, info, mode, scale, reps, args)
    log("")
    log(report)
    if record:
        with open(RESULTS, "a") as f:
            f.write("\n" + report + "\n")
        log(f"(appended to {os.path.relpath(RESULTS, ROOT)})")
    if args.keep:
        log(f"binaries kept in {bdir}")
    else:
        shutil.rmtree(bdir, ignore_errors=True)
    bad = [r for r in results if r["status"] != "ok"]
    return 1 if bad else 0


def render(results, st, info, mode, scale, reps, args):
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    title = {"wall": "wall clock", "callgrind": "callgrind instruction counts"}[mode]
    if args.ablate:
        title += " + ablations"
    out = [f"## {now} — {title}", ""]
    out.append(f"- machine: `{info['arch']}`, {info['cpu']}, {info['ncpu']} cores; "
               f"perl {info['perl']}; camelift commit `{info['commit']}`"
               + (" (working tree has uncommitted changes in src/ or runtime/)"
                  if info["dirty"] else ""))
    out.append(f"- BENCH_SCALE={scale}, {reps} repetition(s) per program, perl and camelift "
               f"alternating; filter: {', '.join(args.filter) or 'none'}; "
               f"load average at start {info['load']:.2f}")
    if mode == "wall":
        out.append("- The machine is shared and noisy (2 cores, other builds running): "
                   "treat differences under ~10% as noise. Ratio = perl / camelift on the "
                   "minimum of the repetitions (>1: camelift is faster); the median ratio "
                   "is shown too.")
    else:
        out.append("- Instruction counts (valgrind --tool=callgrind), deterministic up to "
                   "hash seeds; ratio = perl / camelift (>1: camelift executes fewer "
                   "instructions). At small BENCH_SCALE the start-up cost (see the last line) is a "
                   "visible share of the short programs' counts.")
    out.append("")

    ok = [r for r in results if r["status"] == "ok"]
    if mode == "wall":
        header = ["program", "perl min s", "perl med s", "camelift min s", "camelift med s",
                  "ratio", "ratio (med)", "RSS perl KiB", "RSS camelift KiB",
                  "compile s", "binary KiB", "note"]
        rows = []
        for r in results:
            if r["status"] != "ok":
                rows.append([name_of(r["rel"]), "-", "-", "-", "-", "**" + r["status"] + "**",
                             "-", "-", "-", fmt_s(r.get("compile")),
                             fmt_int((r.get("size") or 0) // 1024) if r.get("size") else "-",
                             r["note"]])
                continue
            rows.append([name_of(r["rel"]), fmt_s(r["perl_min"]), fmt_s(r["perl_med"]),
                         fmt_s(r["cl_min"]), fmt_s(r["cl_med"]),
                         ("**" + fmt_ratio(r["ratio"]) + "**") if r["ratio"] < 1
                         else fmt_ratio(r["ratio"]),
                         fmt_ratio(r["ratio_med"]), fmt_int(r["rss_perl"]),
                         fmt_int(r["rss_cl"]), fmt_s(r["compile"]),
                         fmt_int(r["size"] // 1024), r["note"]])
        out.append(md_table(header, rows, ["l"] + ["r"] * 10 + ["l"]))
        out.append("")
        gm = geomean([r["ratio"] for r in ok])
        gmm = geomean([r["ratio_med"] for r in ok])
        out.append(f"**Geometric mean of ratios: {gm:.2f}** (medians: {gmm:.2f}) over "
                   f"{len(ok)} programs; bold ratios are programs where camelift is slower.")
    else:
        header = ["program", "perl instr", "camelift instr", "ratio", "note"]
        rows = []
        for r in results:
            if r["status"] != "ok":
                rows.append([name_of(r["rel"]), "-", "-", "**" + r["status"] + "**",
                             r["note"]])
                continue
            rows.append([name_of(r["rel"]), fmt_int(r["perl"]), fmt_int(r["cl"]),
                         ("**" + fmt_ratio(r["ratio"]) + "**") if r["ratio"] < 1
                         else fmt_ratio(r["ratio"]), r["note"]])
        out.append(md_table(header, rows, ["l"] + ["r"] * 3 + ["l"]))
        out.append("")
        gm = geomean([r["ratio"] for r in ok])
        out.append(f"**Geometric mean of instruction-count ratios: {gm:.2f}** over {len(ok)} "
                   f"programs; bold ratios are programs where camelift executes more "
                   f"instructions.")
    bad = [r for r in results if r["status"] != "ok"]
    if bad:
        out.append("")
        out.append("Excluded from the ratios: " + "; ".join(
            f"{name_of(r['rel'])} ({r['status']}: {r['note']})" for r in bad))

    if args.ablate:
        out.append("")
        unit = "instructions" if mode == "callgrind" else "min wall time"
        out.append(f"Ablations: each build's {unit} relative to the default build of the same "
                   "program (>1: the ablated build is slower, i.e. the default's feature "
                   "helps; `polls-none` < 1 is the cost of the polls).")
        out.append("")
        header = ["program"] + [v for v, _ in ABLATIONS]
        rows = []
        for r in results:
            if r["status"] != "ok":
                continue
            row = [name_of(r["rel"])]
            for v, _ in ABLATIONS:
                vr = r["variants"].get(v, {})
                row.append("mismatch" if "mismatch" in vr else
                           f"{vr['rel']:.3f}" if "rel" in vr else "-")
            rows.append(row)
        out.append(md_table(header, rows))
        out.append("")
        out.append("Geometric means: " + ", ".join(
            f"{v} {geomean([r['variants'].get(v, {}).get('rel') for r in ok]):.3f}"
            for v, _ in ABLATIONS))

    if st:
        out.append("")
        if mode == "wall":
            out.append(f"Start-up (compiled `bench/support/hello.pl` vs `perl -e 1`, "
                       f"{st['n']} runs each): camelift min {st['cl_min'] * 1000:.2f} ms / "
                       f"median {st['cl_med'] * 1000:.2f} ms; perl min "
                       f"{st['perl_min'] * 1000:.2f} ms / median {st['perl_med'] * 1000:.2f} ms.")
        else:
            out.append(f"Start-up instructions: compiled hello-world "
                       f"{fmt_int(st['cl_instr'])}, `perl -e 1` {fmt_int(st['perl_instr'])}.")
        m = st.get("modules")
        if m and mode == "wall":
            out.append(f"Start-up with ten modules (compiled `bench/support/modules.pl` vs "
                       f"`perl bench/support/modules.pl`, {m['n']} runs each): camelift min "
                       f"{m['cl_min'] * 1000:.2f} ms / median {m['cl_med'] * 1000:.2f} ms; perl "
                       f"min {m['perl_min'] * 1000:.2f} ms / median {m['perl_med'] * 1000:.2f} ms"
                       f" (ratio on minima {m['cl_min'] / m['perl_min']:.3f}).")
        elif m:
            out.append(f"Start-up instructions with ten modules: compiled "
                       f"`bench/support/modules.pl` {fmt_int(m['cl_instr'])}, perl "
                       f"{fmt_int(m['perl_instr'])} ({m['cl_instr'] / m['perl_instr']:.3f}).")
    return "\n".join(out)


def smoke(args):
    """Two small programs, once, tiny scale; exit 0 iff both match perl."""
    t0 = time.perf_counter()
    camelift = args.camelift or os.path.join(ROOT, "target", "release", "camelift")
    if not os.path.exists(camelift):
        print(f"smoke: no compiler at {camelift} (build it with cargo build --release)")
        return 2
    env = env_with_scale(0.01)
    bdir = tempfile.mkdtemp(prefix="camelift-bench-smoke-")
    failed = 0
    try:
        for rel in SMOKE_PROGRAMS:
            out = os.path.join(bdir, name_of(rel).replace("/", "__"))
            ok, dt, size, msg = compile_prog(camelift, os.path.join(BENCH, rel), out)
            if not ok:
                print(f"smoke: {rel}: build failed: {msg}")
                failed += 1
                continue
            pr = run_once(["perl", os.path.join(BENCH, rel)], env, timeout=60)
            cr = run_once([out], env, timeout=60)
            if pr.stdout == cr.stdout and pr.status == cr.status:
                print(f"smoke: {rel}: ok (perl {pr.wall:.3f}s, camelift {cr.wall:.3f}s, "
                      f"ratio {pr.wall / max(cr.wall, 1e-9):.2f})")
            else:
                print(f"smoke: {rel}: MISMATCH: {describe_mismatch(pr, cr)}")
                failed += 1
    finally:
        shutil.rmtree(bdir, ignore_errors=True)
    print(f"smoke: {'FAILED' if failed else 'ok'} in {time.perf_counter() - t0:.1f}s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
