//! perl's switches on the `#!` line (perl.c's `moreswitches` on the first line when it
//! names perl): `-w` turns every warning on where no `use warnings` or `no warnings`
//! says otherwise (warnings.pm starts its mask from all bits under `$^W`), `-l` sets
//! `$\` to a newline; `-T`/`-t` and `-M`/`-m` fail as perl fails when they are only on
//! the `#!` line; any other switch is a "not supported yet" naming it.

use crate::diag::Diag;

/// What the `#!` line's switches ask for.
#[derive(Default, Debug, PartialEq)]
pub struct Switches {
    /// `-w`.
    pub warnings: bool,
    /// `-l` (no octal argument): `$\ = "\n"`.
    pub line_ending: bool,
}

/// The switches of the first line of `src`, if it is a `#!` line naming perl.
pub fn shebang(src: &[u8], file: &str) -> Result<Switches, Diag> {
    let mut out = Switches::default();
    let Some(rest) = src.strip_prefix(b"#!") else {
        return Ok(out);
    };
    let line = &rest[..rest.iter().position(|b| *b == b'\n').unwrap_or(rest.len())];
    let Some(at) = line.windows(4).position(|w| w == b"perl") else {
        return Ok(out);
    };
    // Past the interpreter's name (`perl`, `perl5.36`).
    let after = &line[at..];
    let name_end = after
        .iter()
        .position(|b| b.is_ascii_whitespace())
        .unwrap_or(after.len());
    let text = String::from_utf8_lossy(&after[name_end..]).into_owned();
    for token in text.split_ascii_whitespace() {
        let Some(cluster) = token.strip_prefix('-') else {
            break;
        };
        if cluster == "-" {
            break;
        }
        let mut chars = cluster.chars().peekable();
        while let Some(ch) = chars.next() {
            match ch {
                'w' => out.warnings = true,
                'l' if chars.peek().is_none_or(|c| !c.is_ascii_digit()) => out.line_ending = true,
                '*' | '-' => {}
                'T' | 't' => {
                    return Err(Diag::raw(format!(
                        "\"-{ch}\" is on the #! line, it must also be used on the command line at {file} line 1."
                    )))
                }
                'M' | 'm' => {
                    let arg: String = std::iter::once(ch).chain(chars).collect();
                    return Err(Diag::raw(format!(
                        "Too late for \"-{arg}\" option at {file} line 1."
                    )));
                }
                _ => {
                    return Err(Diag::unsupported(
                        file,
                        1,
                        &format!("the switch -{ch} on the #! line"),
                    ))
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_perls_switches() {
        let sw = |s: &str| shebang(s.as_bytes(), "f.pl");
        assert!(sw("#!/usr/bin/perl -w\n").unwrap().warnings);
        assert!(sw("#!/usr/bin/env perl -wl\n").unwrap().line_ending);
        assert_eq!(sw("#!/usr/bin/perl\n-w\n").unwrap(), Switches::default());
        assert_eq!(sw("#!/bin/sh -w\n").unwrap(), Switches::default());
        assert_eq!(
            sw("#!/usr/bin/perl -*- perl -*-\n").unwrap(),
            Switches::default()
        );
        assert!(sw("#!/usr/bin/perl -T\n")
            .unwrap_err()
            .message
            .starts_with("\"-T\" is on the #! line"));
        assert!(sw("#!/usr/bin/perl -Mstrict\n")
            .unwrap_err()
            .message
            .starts_with("Too late for \"-Mstrict\" option"));
        assert!(sw("#!/usr/bin/perl -n\n")
            .unwrap_err()
            .message
            .contains("not supported yet"));
    }
}
