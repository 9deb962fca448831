//! perl's command line: each row of the table runs as `perl ARGS` and `camelift ARGS` in
//! two copies of the same directory of input files, and the two must agree on stdout,
//! stderr, exit status and every file left in the directory (`-i` edits them). perl runs
//! live: it is the oracle, so nothing here is blessed.

mod harness;

use harness::{build_host_runtime, camelift, line_diff, run, scratch, shell_status};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The input files every row finds in its directory.
const FILES: &[(&str, &str)] = &[
    ("d.txt", "a:1:x\nb:2:y\nc:3:x\n"),
    ("words.txt", "the cat sat\non the mat\n\nthe end\n"),
    ("nums.txt", "3\n10\n2\n"),
    ("para.txt", "one\ntwo\n\n\nthree\n\nfour\nfive\n"),
    ("crlf.txt", "x\r\ny\r\n"),
];

/// A row: the arguments, and the file given as standard input (else /dev/null).
struct Row {
    args: &'static [&'static str],
    stdin: Option<&'static str>,
}

const fn row(args: &'static [&'static str]) -> Row {
    Row { args, stdin: None }
}

const fn with_stdin(args: &'static [&'static str], stdin: &'static str) -> Row {
    Row {
        args,
        stdin: Some(stdin),
    }
}

const ROWS: &[Row] = &[
    // -n and -p, -l, -a, -F
    row(&["-ne", "print if /x/", "d.txt"]),
    row(&["-ne", "print if /the/", "words.txt", "d.txt"]),
    row(&["-pe", "s/x/X/g", "d.txt"]),
    row(&["-lpe", "$_ = reverse", "d.txt"]),
    row(&["-lne", "print length", "words.txt"]),
    row(&["-lane", "print $F[1]", "words.txt"]),
    row(&["-F:", "-lane", "print $F[2]", "d.txt"]),
    row(&["-F/:/", "-ane", "print $F[0], qq(\\n)", "d.txt"]),
    row(&["-ane", "print scalar(@F), qq(\\n)", "words.txt"]),
    row(&["-lane", "$s += $F[1]; END { print $s }", "-F:", "d.txt"]),
    row(&["-nle", "print qq($.: $_) if eof", "d.txt", "words.txt"]),
    row(&["-nle", "print qq($ARGV $.) if eof()", "d.txt", "words.txt"]),
    row(&["-ne", "print; close ARGV if eof", "d.txt", "nums.txt"]),
    // An explicit close resets `$.` (each file numbered from 1, the last line 0).
    row(&[
        "-pe",
        "close ARGV if eof; $_ = qq($. $_)",
        "d.txt",
        "nums.txt",
    ]),
    row(&[
        "-ne",
        "if (eof) { close ARGV; print qq($.\\n) }",
        "d.txt",
        "nums.txt",
    ]),
    row(&["-nle", "END { print $. }", "d.txt", "words.txt"]),
    row(&[
        "-ne",
        "$n++ while /the/g; END { print qq($n\\n) }",
        "words.txt",
    ]),
    row(&["-lne", "print if $. % 2", "words.txt"]),
    row(&["-ne", "print unless $seen{$_}++", "words.txt", "words.txt"]),
    row(&["-e", "print sort { $a <=> $b } <>", "nums.txt"]),
    row(&["-le", "print for reverse <>", "nums.txt"]),
    row(&["-lne", "next LINE if /^$/; print uc", "words.txt"]),
    row(&["-pe", "last if /mat/", "words.txt"]),
    row(&["-pe", "", "nosuch.txt", "d.txt"]),
    row(&["-ne", "die qq(stop\\n) if /b/", "d.txt"]),
    row(&["-ne", "die q(stop) if /b/", "d.txt"]),
    row(&["-ne", "warn qq($ARGV\\n) if $. == 1", "d.txt"]),
    with_stdin(&["-ne", "print qq(stdin: $_)"], "nums.txt"),
    with_stdin(
        &["-pe", "tr/a-z/A-Z/", "d.txt", "-", "nums.txt"],
        "words.txt",
    ),
    with_stdin(&["-lne", "print $ARGV", "-"], "nums.txt"),
    // -0 and -l with octal
    row(&["-0777", "-ne", "print length, qq(\\n)", "words.txt"]),
    row(&["-00", "-ne", "print qq([$_])", "para.txt"]),
    row(&["-l", "-0777", "-ne", "print length", "d.txt"]),
    row(&["-0x3a", "-ne", "print qq([$_])", "d.txt"]),
    row(&["-l072", "-e", "print q(a); print q(b)"]),
    row(&["-ln0e", "print length", "d.txt"]),
    // -e, -E, -M, -m, -w
    row(&["-e", "print qq(a\\n);", "-e", "print qq(b\\n)"]),
    row(&["-le", "print $0"]),
    row(&["-le", "print qq(@ARGV)", "x", "y z"]),
    row(&["-E", "say q(hi); say for 1..2"]),
    row(&["-MPOSIX=floor,ceil", "-le", "print floor(2.5), ceil(2.5)"]),
    row(&["-mList::Util", "-le", "print List::Util::sum(1..4)"]),
    row(&["-MList::Util=max", "-lane", "print max(@F)", "nums.txt"]),
    row(&["-M-strict", "-le", "$x = 1; print $x"]),
    row(&["-Mstrict", "-e", "$x = 1"]),
    row(&["-MNo::Such::Module", "-e", "1"]),
    row(&["-w", "-e", "my $x; print $x + 1, qq(\\n)"]),
    row(&["-we", "print undef . qq(x\\n)"]),
    row(&["-Mwarnings", "-ne", "print $_ + 0, qq(\\n)", "words.txt"]),
    // -i: in-place editing, with and without a backup
    row(&["-i", "-pe", "s/x/X/", "d.txt"]),
    row(&["-i.bak", "-pe", "s/the/THE/", "words.txt", "nums.txt"]),
    row(&["-pi.orig", "-e", "tr/0-9//d", "d.txt"]),
    row(&["-i", "-ne", "print unless /^$/", "para.txt"]),
    row(&["-i", "-lne", "print scalar reverse", "d.txt"]),
    row(&["-ibak_*", "-pe", "$_ = uc", "nums.txt"]),
    row(&[
        "-i",
        "-pe",
        "print STDOUT qq($ARGV:$.\\n)",
        "d.txt",
        "nums.txt",
    ]),
    row(&["-i", "-pe", "1", "nosuch.txt", "nums.txt"]),
    // `exit` in the middle of a file: what was written so far replaces it.
    row(&["-i", "-pe", "exit if $. == 2", "d.txt"]),
    // A backup that cannot be made: perl dies, leaving the file as it was.
    row(&["-ibk/*.b", "-pe", "s/a/X/", "d.txt", "nums.txt"]),
    with_stdin(&["-i", "-pe", "s/1/one/"], "nums.txt"),
    // Start-up failures: perl's message and its exit status.
    row(&["nosuch.pl"]),
];

/// A fresh directory with the input files.
fn make_dir(name: &str, which: &str) -> std::path::PathBuf {
    let d = scratch(&["one_liners", name, which]);
    if let Ok(entries) = std::fs::read_dir(&d) {
        for e in entries.flatten() {
            let _ = std::fs::remove_file(e.path());
        }
    }
    for (f, text) in FILES {
        std::fs::write(d.join(f), text).expect("writing an input file");
    }
    d
}

/// The files of a directory, sorted, with their contents.
fn files_of(d: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<(String, Vec<u8>)> = std::fs::read_dir(d)
        .map(|rd| {
            rd.flatten()
                .map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    (name, std::fs::read(e.path()).unwrap_or_default())
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn check(ix: usize, r: &Row) -> Result<(), Failed> {
    let name = format!("row{ix}");
    let run_in = |program: &Path, which: &str| {
        let d = make_dir(&name, which);
        let mut cmd = Command::new(program);
        cmd.current_dir(&d).args(r.args);
        let stdin = r.stdin.map(|f| d.join(f));
        let out = run(cmd, Duration::from_secs(60), stdin.as_deref());
        (out, files_of(&d))
    };
    let (want, want_files) = run_in(Path::new("perl"), "perl");
    let (got, got_files) = run_in(&camelift(), "camelift");
    let mut problems = vec![];
    if got.timed_out {
        problems.push("camelift timed out".to_string());
    }
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    if got.stdout != want.stdout {
        problems.push(format!(
            "stdout differs (- perl, + camelift):\n{}",
            line_diff(&text(&want.stdout), &text(&got.stdout))
        ));
    }
    if got.stderr != want.stderr {
        problems.push(format!(
            "stderr differs (- perl, + camelift):\n{}",
            line_diff(&text(&want.stderr), &text(&got.stderr))
        ));
    }
    let (ws, gs) = (
        want.status.map(|s| shell_status(&s)),
        got.status.map(|s| shell_status(&s)),
    );
    if ws != gs {
        problems.push(format!("exit status {gs:?}, perl's {ws:?}"));
    }
    if want_files != got_files {
        let show = |v: &[(String, Vec<u8>)]| {
            v.iter()
                .map(|(n, b)| format!("{n}: {:?}\n", String::from_utf8_lossy(b)))
                .collect::<String>()
        };
        problems.push(format!(
            "the files differ (- perl, + camelift):\n{}",
            line_diff(&show(&want_files), &show(&got_files))
        ));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("camelift {}:\n{}", r.args.join(" "), problems.join("\n")).into())
    }
}

fn main() {
    let args = Arguments::from_args();
    assert!(build_host_runtime(), "building the runtime failed");
    let trials = ROWS
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let label = r.args.join(" ").replace(['\n', ' '], "_");
            Trial::test(format!("row{i:02}_{label}"), move || check(i, &ROWS[i]))
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
