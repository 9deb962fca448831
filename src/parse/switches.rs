//! perl's switches (perl.c's `moreswitches`), from the command line (`camelift -lane
//! CODE`) and from a `#!` line that names perl, and what they do to the program as
//! toke.c does it: a preamble line (line 0) of `use` statements for `-M`/`-m`, `use
//! feature` for `-E`, and `LINE: while (<>) {` with `chomp;` and the `@F` split for
//! `-n`/`-p`/`-l`/`-a`/`-F`; the loop closed at the end of the source (`-p` printing each
//! line); `-w` as `$^W = 1`, `-l` and `-0` setting `$\` and `$/` before the program
//! runs, `-i` setting `$^I` (in-place editing).

use crate::diag::Diag;

/// What the switches ask for.
#[derive(Clone, Default, Debug, PartialEq)]
pub struct Switches {
    /// `-w`.
    pub warnings: bool,
    /// `-l`: the value `$\` gets (the record separator at that point, or `-lOCT`'s).
    pub ors: Option<Vec<u8>>,
    /// `-0`: the value `$/` gets (None inside: undef, `-0777`).
    pub rs: Option<Option<Vec<u8>>>,
    /// `-n`, `-p`.
    pub loop_n: bool,
    pub loop_p: bool,
    /// `-a`, with `-F`'s pattern.
    pub autosplit: bool,
    pub split: Option<String>,
    /// `-i[EXT]`: `$^I`.
    pub inplace: Option<String>,
    /// `-M`/`-m` statements and `-E`'s feature bundle, in order.
    pub preamble: Vec<String>,
}

impl Switches {
    /// The record separator as the switches left it (for `-l` without digits).
    fn current_rs(&self) -> Option<Vec<u8>> {
        match &self.rs {
            None => Some(b"\n".to_vec()),
            // Paragraph mode's is two newlines (perl.c's RsPARA case).
            Some(Some(v)) if v.is_empty() => Some(b"\n\n".to_vec()),
            Some(v) => v.clone(),
        }
    }

    /// Whether the program text changes (a preamble line, a loop around it).
    pub fn wraps(&self) -> bool {
        self.loop_n || self.loop_p || !self.preamble.is_empty()
    }

    /// The program as perl compiles it under these switches: the preamble as line 0
    /// (the caller starts counting lines there), the source, and the loop's end before
    /// `__END__`/`__DATA__` or at the end.
    pub fn wrap(&self, src: &[u8]) -> Vec<u8> {
        let mut pre = String::new();
        for s in &self.preamble {
            pre.push_str(s);
            pre.push(';');
        }
        if self.loop_n || self.loop_p {
            pre.push_str("LINE: while (<>) {");
            if self.ors.is_some() {
                pre.push_str("chomp;");
            }
            if self.autosplit {
                match &self.split {
                    Some(p) if is_delimited(p) => pre.push_str(&format!("our @F=split({p});")),
                    Some(p) => {
                        // perl.c quotes it `q\0PAT\0`: any delimiter the pattern lacks
                        // reads the same.
                        let d = "!~%^|+=;,@?&"
                            .chars()
                            .find(|d| !p.contains(*d))
                            .unwrap_or('\0');
                        pre.push_str(&format!("our @F=split(q{d}{p}{d});"));
                    }
                    None => pre.push_str("our @F=split(' ');"),
                }
            }
        }
        let mut out = pre.into_bytes();
        out.push(b'\n');
        let end = if self.loop_p {
            &b"\n;}continue{print or die qq(-p destination: $!\\n);}\n"[..]
        } else if self.loop_n {
            &b"\n;}\n"[..]
        } else {
            &b""[..]
        };
        match data_marker(src) {
            Some(at) => {
                out.extend_from_slice(&src[..at]);
                out.extend_from_slice(end);
                out.extend_from_slice(&src[at..]);
            }
            None => {
                out.extend_from_slice(src);
                out.extend_from_slice(end);
            }
        }
        out
    }
}

/// `-F/pat/`, `-F'pat'`, `-F"pat"`: used as written; any other text is quoted.
fn is_delimited(p: &str) -> bool {
    let b = p.as_bytes();
    matches!(b.first(), Some(b'/' | b'\'' | b'"')) && b[1..].contains(&b[0])
}

/// Where a line `__END__` or `__DATA__` starts, where perl's lexer stops reading.
fn data_marker(src: &[u8]) -> Option<usize> {
    let mut at = 0;
    for line in src.split_inclusive(|b| *b == b'\n') {
        let t = line.strip_suffix(b"\n").unwrap_or(line);
        let t = t.strip_suffix(b"\r").unwrap_or(t);
        if t == b"__END__" || t == b"__DATA__" {
            return Some(at);
        }
        at += line.len();
    }
    None
}

/// Where a switch cluster came from: its messages differ.
#[derive(Clone, Copy, PartialEq)]
pub enum Origin {
    CommandLine,
    Shebang,
}

/// A switch with an argument that the command line handles: `-e CODE` (also for `-E`),
/// `-I DIR`, `-M`/`-m` with the module in the next argument; the argument when it was
/// in the cluster (`-Ilib`, `-e'print 1'`), else None (it is the next one).
pub type ArgSwitch = (char, Option<String>);

/// One cluster (`lane`, `pi.bak`, `F:`, `0777`, `MList::Util=sum`) without its `-`,
/// applied to `sw`; errors name the switch as perl does.
pub fn apply_cluster(
    cluster: &str,
    sw: &mut Switches,
    origin: Origin,
    file: &str,
) -> Result<Option<ArgSwitch>, Diag> {
    let mut rest = cluster;
    while let Some(ch) = rest.chars().next() {
        rest = &rest[ch.len_utf8()..];
        match ch {
            'w' => sw.warnings = true,
            'n' => sw.loop_n = true,
            'p' => sw.loop_p = true,
            'a' => {
                sw.autosplit = true;
                sw.loop_n = true;
            }
            'F' => {
                sw.autosplit = true;
                sw.loop_n = true;
                sw.split = Some(rest.to_string());
                return Ok(None);
            }
            'l' => {
                let digits: String = rest.chars().take_while(|c| c.is_digit(8)).collect();
                rest = &rest[digits.len()..];
                sw.ors = if digits.is_empty() {
                    Some(sw.current_rs().unwrap_or_default())
                } else {
                    let n = u32::from_str_radix(&digits, 8).unwrap_or(0);
                    Some(char_bytes(n))
                };
            }
            '0' => {
                let (n, len) = if let Some(hex) = rest.strip_prefix(['x', 'X']) {
                    let d: String = hex.chars().take_while(|c| c.is_ascii_hexdigit()).collect();
                    (u32::from_str_radix(&d, 16).unwrap_or(0), d.len() + 1)
                } else {
                    let d: String = rest.chars().take_while(|c| c.is_digit(8)).take(3).collect();
                    (u32::from_str_radix(&d, 8).unwrap_or(0), d.len())
                };
                let hex = rest.starts_with(['x', 'X']);
                let paragraph = !hex && len > 0 && n == 0;
                rest = &rest[len..];
                sw.rs = Some(if paragraph {
                    Some(Vec::new())
                } else if n >= 0o400 && !hex {
                    None
                } else {
                    Some(char_bytes(n))
                });
            }
            'i' => {
                sw.inplace = Some(rest.to_string());
                return Ok(None);
            }
            'E' | 'e' | 'I' if origin == Origin::CommandLine => {
                if ch == 'E' && !sw.preamble.iter().any(|p| p == FEATURES) {
                    sw.preamble.push(FEATURES.into());
                }
                let ch = if ch == 'E' { 'e' } else { ch };
                let attached = (!rest.is_empty()).then(|| rest.to_string());
                return Ok(Some((ch, attached)));
            }
            'M' | 'm' if origin == Origin::CommandLine => {
                if rest.is_empty() {
                    return Ok(Some((ch, None)));
                }
                sw.preamble.push(module_statement(ch, rest, file)?);
                return Ok(None);
            }
            '*' | '-' if origin == Origin::Shebang => {}
            'T' | 't' if origin == Origin::Shebang => {
                return Err(Diag::raw(format!(
                    "\"-{ch}\" is on the #! line, it must also be used on the command line at {file} line 1."
                )))
            }
            'M' | 'm' => {
                return Err(Diag::raw(format!(
                    "Too late for \"-{ch}{rest}\" option at {file} line 1."
                )));
            }
            _ => {
                let where_ = if origin == Origin::Shebang {
                    " on the #! line"
                } else {
                    ""
                };
                return Err(Diag::unsupported(
                    file,
                    1,
                    &format!("the switch -{ch}{where_}"),
                ));
            }
        }
    }
    Ok(None)
}

/// `-E`'s statement (toke.c: the feature bundle of the running perl).
const FEATURES: &str = "use feature ':5.36'";

/// The bytes of character `n` as perl's `-l`/`-0` make it (UTF-8 above 255).
fn char_bytes(n: u32) -> Vec<u8> {
    if n < 256 {
        return vec![n as u8];
    }
    char::from_u32(n)
        .map(|c| c.to_string().into_bytes())
        .unwrap_or_default()
}

/// `-MFoo`, `-MFoo=a,b`, `-M-Foo`, `-mFoo`, `-M'Foo qw(x)'` as perl.c writes them.
pub fn module_statement(ch: char, arg: &str, file: &str) -> Result<String, Diag> {
    let (verb, arg) = match arg.strip_prefix('-') {
        Some(a) => ("no", a),
        None => ("use", arg),
    };
    if arg.is_empty() {
        return Err(Diag::raw(format!("Missing argument to -{ch}")));
    }
    let _ = file;
    Ok(match arg.split_once('=') {
        // perl.c writes `split(/,/,q\0LIST\0)`: the same list, as constants.
        Some((module, list)) => {
            let items: Vec<String> = list
                .split(',')
                .map(|i| format!("'{}'", i.replace('\\', "\\\\").replace('\'', "\\'")))
                .collect();
            format!("{verb} {module} ({})", items.join(","))
        }
        None if ch == 'm' && !arg.contains(' ') => format!("{verb} {arg} ()"),
        None => format!("{verb} {arg}"),
    })
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
        apply_cluster(cluster, &mut out, Origin::Shebang, file)?;
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
        assert_eq!(
            sw("#!/usr/bin/env perl -wl\n").unwrap().ors,
            Some(b"\n".to_vec())
        );
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
        assert!(sw("#!/usr/bin/perl -n\n").unwrap().loop_n);
        assert!(sw("#!/usr/bin/perl -s\n")
            .unwrap_err()
            .message
            .contains("not supported yet"));
    }

    #[test]
    fn clusters_as_perl_reads_them() {
        let mut s = Switches::default();
        let c = |s: &mut Switches, t: &str| apply_cluster(t, s, Origin::CommandLine, "-e");
        assert_eq!(c(&mut s, "lane").unwrap(), Some(('e', None)));
        assert!(s.loop_n && s.autosplit && s.ors == Some(b"\n".to_vec()));
        let mut s = Switches::default();
        c(&mut s, "0777").unwrap();
        assert_eq!(s.rs, Some(None));
        c(&mut s, "00").unwrap();
        assert_eq!(s.rs, Some(Some(vec![])));
        c(&mut s, "l").unwrap();
        assert_eq!(s.ors, Some(b"\n\n".to_vec()));
        let mut s = Switches::default();
        c(&mut s, "pi.bak").unwrap();
        assert!(s.loop_p && s.inplace.as_deref() == Some(".bak"));
        let mut s = Switches::default();
        c(&mut s, "F:").unwrap();
        assert_eq!(s.split.as_deref(), Some(":"));
        assert_eq!(
            module_statement('M', "POSIX=floor,ceil", "-e").unwrap(),
            "use POSIX ('floor','ceil')"
        );
        assert_eq!(
            module_statement('m', "POSIX", "-e").unwrap(),
            "use POSIX ()"
        );
        assert_eq!(module_statement('M', "-strict", "-e").unwrap(), "no strict");
    }
}
