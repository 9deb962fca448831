//! A handle's PerlIO layers as perl keeps them: a stack, bottom first, each layer with
//! its UTF-8 flag (docs/decisions/io-layers.md). What the program can see of it is
//! `PerlIO::get_layers` and whether the handle's strings are characters (the top
//! layer's flag); what it changes is buffering (a `:unix` on top writes at once). The
//! layers are those perl stacks for the same `open` and `binmode`, measured with perl:
//! `unix,perlio` for a file, `unix,perlio,encoding(utf-8-strict),utf8` after
//! `:encoding(UTF-8)`, `unix,perlio,perlio` after Test2's `binmode $fh, ":raw:perlio"`.

use camelift_abi::codes::Layer as Spec;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Unix,
    Perlio,
    Stdio,
    /// An in-memory file's only layer.
    Scalar,
    Encoding(&'static str),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layer {
    kind: Kind,
    utf8: bool,
}

/// The stack (bottom first) and its top's UTF-8 flag, kept beside it because every
/// read and write of the handle asks for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layers {
    stack: Vec<Layer>,
    utf8: bool,
}

/// A layer of perl's camelift does not have, or a change it cannot make: the "not
/// supported yet" text.
#[derive(Debug)]
pub struct Refused(pub String);

/// Why a mode's or `binmode`'s layers cannot be used.
#[derive(Debug)]
pub enum Bad {
    Refused(Refused),
    /// A name that is no layer of perl's: the operation fails (`$!` ENOENT) with
    /// perl's warning `Unknown PerlIO layer "NAME"`.
    Unknown(Vec<u8>),
}

/// The layers of one mode or `binmode` argument (`":raw:encoding(UTF-8)"`, `" :utf8"`).
pub fn parse(text: &[u8]) -> Result<Vec<Spec>, Bad> {
    use camelift_abi::codes::LayerError;
    text.split(|c| *c == b':' || c.is_ascii_whitespace())
        .filter(|l| !l.is_empty())
        .map(|l| match camelift_abi::codes::layer(l) {
            Ok(s) => Ok(s),
            Err(LayerError::Unknown) => Err(Bad::Unknown(l.to_vec())),
            Err(LayerError::Unsupported) => Err(Bad::Refused(Refused(format!(
                "The I/O layer :{} is not supported yet",
                String::from_utf8_lossy(l)
            )))),
        })
        .collect()
}

fn plain(kind: Kind) -> Layer {
    Layer { kind, utf8: false }
}

impl Layers {
    fn of(stack: Vec<Layer>) -> Layers {
        let mut l = Layers { stack, utf8: false };
        l.note_top();
        l
    }

    /// Keeps `utf8` the top layer's flag: after every change of the stack.
    fn note_top(&mut self) {
        self.utf8 = self.stack.last().is_some_and(|l| l.utf8);
    }

    /// A file, pipe, socket or standard handle opened without layers.
    pub fn default_stack() -> Layers {
        Layers::of(vec![plain(Kind::Unix), plain(Kind::Perlio)])
    }

    /// An in-memory file.
    pub fn scalar() -> Layers {
        Layers::of(vec![plain(Kind::Scalar)])
    }

    /// The layers an `open` with `specs` in its mode makes (perl's PerlIO_openn): the
    /// default layers (an in-memory file's: `scalar`) and the mode's own, opened from
    /// the topmost real layer down to the nearest `:unix` or `:stdio` under it (so
    /// `<:unix` is `unix`, `<:perlio` is `unix,perlio,perlio`), then the pseudo-layers
    /// that follow it applied.
    pub fn for_open(specs: &[Spec], in_memory: bool) -> Result<Layers, Refused> {
        let real = |s: &Spec| !matches!(s, Spec::Raw | Spec::Bytes | Spec::Utf8 | Spec::Pop);
        let last_real = specs.iter().rposition(real);
        let mut list = if in_memory {
            Layers::scalar().stack
        } else {
            Layers::default_stack().stack
        };
        list.extend(
            specs[..last_real.map_or(0, |n| n + 1)]
                .iter()
                .filter(|s| real(s))
                .map(|s| layer_of(*s)),
        );
        let base = list
            .iter()
            .rposition(|l| matches!(l.kind, Kind::Unix | Kind::Stdio | Kind::Scalar))
            .unwrap_or(0);
        let mut layers = Layers::of(list.split_off(base));
        layers.apply(&specs[last_real.map_or(0, |n| n + 1)..])?;
        Ok(layers)
    }

    /// `binmode` with `specs` (perl's PerlIO_apply_layers): each pushed or applied in
    /// order. `:raw` takes off the layers that translate (an encoding) and every UTF-8
    /// flag.
    pub fn apply(&mut self, specs: &[Spec]) -> Result<(), Refused> {
        let r = self.apply_each(specs);
        self.note_top();
        r
    }

    fn apply_each(&mut self, specs: &[Spec]) -> Result<(), Refused> {
        for s in specs {
            match s {
                Spec::Raw => {
                    self.stack.retain(|l| !matches!(l.kind, Kind::Encoding(_)));
                    for l in &mut self.stack {
                        l.utf8 = false;
                    }
                }
                Spec::Bytes | Spec::Utf8 => {
                    if let Some(top) = self.stack.last_mut() {
                        top.utf8 = *s == Spec::Utf8;
                    }
                }
                Spec::Pop => {
                    if self.stack.len() < 2 {
                        return Err(Refused(
                            "Taking a handle's last I/O layer off (:pop) is not supported yet"
                                .into(),
                        ));
                    }
                    self.stack.pop();
                }
                _ => self.stack.push(layer_of(*s)),
            }
        }
        Ok(())
    }

    /// Whether the handle's strings are characters: the top layer's UTF-8 flag.
    pub fn utf8(&self) -> bool {
        self.utf8
    }

    /// Whether writes go out at once: the top layer is `:unix`, which has no buffer.
    pub fn unbuffered(&self) -> bool {
        self.stack.last().is_some_and(|l| l.kind == Kind::Unix)
    }

    /// The names `PerlIO::get_layers` gives, bottom first, `utf8` after each layer
    /// with the flag.
    pub fn names(&self) -> Vec<Vec<u8>> {
        let mut out = vec![];
        for l in &self.stack {
            out.push(match l.kind {
                Kind::Unix => b"unix".to_vec(),
                Kind::Perlio => b"perlio".to_vec(),
                Kind::Stdio => b"stdio".to_vec(),
                Kind::Scalar => b"scalar".to_vec(),
                Kind::Encoding(e) => format!("encoding({e})").into_bytes(),
            });
            if l.utf8 {
                out.push(b"utf8".to_vec());
            }
        }
        out
    }
}

fn layer_of(s: Spec) -> Layer {
    match s {
        Spec::Unix => plain(Kind::Unix),
        Spec::Stdio => plain(Kind::Stdio),
        Spec::Encoding(e) => Layer {
            kind: Kind::Encoding(e),
            utf8: true,
        },
        _ => plain(Kind::Perlio),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opened(mode: &str) -> String {
        let specs = parse(mode.as_bytes()).unwrap();
        String::from_utf8(
            Layers::for_open(&specs, false)
                .unwrap()
                .names()
                .join(&b","[..]),
        )
        .unwrap()
    }

    fn after(mut l: Layers, binmode: &str) -> Layers {
        l.apply(&parse(binmode.as_bytes()).unwrap()).unwrap();
        l
    }

    fn names(l: &Layers) -> String {
        String::from_utf8(l.names().join(&b","[..])).unwrap()
    }

    // Each expected stack is what perl 5.36's PerlIO::get_layers printed for the same
    // mode (docs/decisions/io-layers.md has the program).
    #[test]
    fn open_modes_stack_as_perl_does() {
        assert_eq!(opened(""), "unix,perlio");
        assert_eq!(opened(":unix"), "unix");
        assert_eq!(opened(":perlio"), "unix,perlio,perlio");
        assert_eq!(opened(":stdio"), "stdio");
        assert_eq!(
            opened(":raw:encoding(UTF-8)"),
            "unix,perlio,encoding(utf-8-strict),utf8"
        );
        assert_eq!(opened(":utf8"), "unix,perlio,utf8");
        assert_eq!(opened(":bytes"), "unix,perlio");
        assert_eq!(opened(":pop"), "unix");
        assert_eq!(opened(":raw:pop"), "unix");
        assert_eq!(opened(":encoding(utf8)"), "unix,perlio,encoding(utf8),utf8");
        assert_eq!(opened(" :raw :utf8"), "unix,perlio,utf8");
        assert_eq!(opened(":unix:perlio"), "unix,perlio");
        assert_eq!(opened(":unix:utf8"), "unix,utf8");
        let mem = |m: &str| {
            let specs = parse(m.as_bytes()).unwrap();
            names(&Layers::for_open(&specs, true).unwrap())
        };
        assert_eq!(mem(""), "scalar");
        assert_eq!(mem(":raw"), "scalar");
        assert_eq!(mem(":perlio"), "scalar,perlio");
        assert_eq!(mem(":utf8"), "scalar,utf8");
    }

    #[test]
    fn binmode_stacks_as_perl_does() {
        let f = Layers::default_stack();
        let u = after(f.clone(), ":utf8");
        assert_eq!(names(&u), "unix,perlio,utf8");
        assert_eq!(names(&after(u, ":raw")), "unix,perlio");
        let e = after(f.clone(), ":encoding(UTF-8)");
        assert_eq!(names(&e), "unix,perlio,encoding(utf-8-strict),utf8");
        let rp = after(after(e, ":raw"), ":raw:perlio");
        assert_eq!(names(&rp), "unix,perlio,perlio");
        assert_eq!(names(&after(rp, ":raw:utf8")), "unix,perlio,perlio,utf8");
        let s = after(after(f.clone(), ":utf8"), ":encoding(UTF-8)");
        assert_eq!(names(&s), "unix,perlio,utf8,encoding(utf-8-strict),utf8");
        assert_eq!(names(&after(s, ":raw")), "unix,perlio");
        let p = after(f, ":pop");
        assert_eq!(names(&p), "unix");
        let p = after(p, ":perlio");
        assert_eq!(names(&p), "unix,perlio");
        assert_eq!(names(&after(p, ":unix")), "unix,perlio,unix");
    }
}
