//! `--emit ops`: the op tree as indented text, one op a line with its context and line, in
//! the spirit of `perl -MO=Concise`.

use super::walk::{children, contains};
use super::{Const, Cx, LoopVar, OpId, OpKind, Program};
use std::fmt::Write;

pub fn dump_program(p: &Program) -> String {
    let mut out = String::new();
    for (i, sub) in p.subs.iter().enumerate() {
        let _ = writeln!(out, "sub {} (#{i}, line {}):", sub.name, sub.line);
        if !sub.pad.is_empty() {
            let names: Vec<&str> = sub.pad.iter().map(|e| e.name.as_str()).collect();
            let _ = writeln!(out, "  pad: {}", names.join(" "));
        }
        dump_op(p, sub.body, 1, &mut out);
    }
    out
}

fn cx_name(cx: Cx) -> &'static str {
    match cx {
        Cx::Void => "v",
        Cx::Scalar => "s",
        Cx::List => "l",
        Cx::Caller => "c",
    }
}

fn const_text(c: &Const) -> String {
    match c {
        Const::Iv(v) => format!("IV {v}"),
        Const::Uv(v) => format!("UV {v}"),
        Const::Nv(v) => format!("NV {v:?}"),
        Const::Str(s) => format!("PV {:?}", String::from_utf8_lossy(s)),
        Const::Utf8(s) => format!("PV utf8 {:?}", String::from_utf8_lossy(s)),
    }
}

fn dump_op(p: &Program, id: OpId, depth: usize, out: &mut String) {
    let op = p.op(id);
    let indent = "  ".repeat(depth);
    let (mut name, detail) = op_text(p, id, &op.kind);
    // A label on a statement other than a loop (a loop shows its own).
    if let Some(l) = p.labels.get(&id) {
        if !matches!(
            op.kind,
            OpKind::While { .. }
                | OpKind::CFor { .. }
                | OpKind::Foreach { .. }
                | OpKind::Bare { .. }
        ) {
            name = format!("{}: {name}", l.join(": "));
        }
    }
    let detail = if detail.is_empty() {
        String::new()
    } else {
        format!(" {detail}")
    };
    let _ = writeln!(
        out,
        "{indent}{name}{detail} [{}] line {}",
        cx_name(op.cx),
        op.line
    );
    let kids = match &op.kind {
        // A print's handle is in its detail, not among its children.
        OpKind::Print { args, .. } | OpKind::Printf { args, .. } => args.clone(),
        k => children(k),
    };
    for k in kids {
        dump_op(p, k, depth + 1, out);
    }
}

/// An op's line: perl's name for it (as `-MO=Concise` shows) and what it holds.
fn op_text(p: &Program, id: OpId, kind: &OpKind) -> (String, String) {
    let plain = |name: &str| (name.to_string(), String::new());
    let with = |name: &str, detail: String| (name.to_string(), detail);
    match kind {
        OpKind::Const(c) => with("const", const_text(c)),
        OpKind::Undef => plain("undef"),
        OpKind::Stub => plain("stub"),
        OpKind::Padsv { ix, intro } => with("padsv", pad_text(p, id, *ix, *intro)),
        OpKind::Padav { ix, intro } => with("padav", pad_text(p, id, *ix, *intro)),
        OpKind::Padhv { ix, intro } => with("padhv", pad_text(p, id, *ix, *intro)),
        OpKind::Gvsv(g) => with("gvsv", format!("${}", p.globs[*g as usize].name)),
        OpKind::Gvav(g) => with("rv2av", format!("@{}", p.globs[*g as usize].name)),
        OpKind::Gvhv(g) => with("rv2hv", format!("%{}", p.globs[*g as usize].name)),
        OpKind::Aelem { .. } => plain("aelem"),
        OpKind::Helem { .. } => plain("helem"),
        OpKind::Aslice { .. } => plain("aslice"),
        OpKind::Hslice { .. } => plain("hslice"),
        OpKind::KvSlice { hash, .. } => plain(if *hash { "kvhslice" } else { "kvaslice" }),
        OpKind::AvLast(_) => plain("av2arylen"),
        OpKind::CodeByName(_) => with("rv2cv", "refgen".into()),
        OpKind::DefinedCode(_) => with("defined", "code".into()),
        OpKind::UndefCode(_) => with("undef", "code".into()),
        OpKind::Rv2sv(_) => plain("rv2sv"),
        OpKind::Rv2av(_) => plain("rv2av"),
        OpKind::Rv2hv(_) => plain("rv2hv"),
        OpKind::RefGen(_) => plain("srefgen"),
        OpKind::RepeatList(..) => with("repeat", "list".into()),
        OpKind::StateVar { state, .. } => with("padsv", format!("state #{state}")),
        OpKind::StateInit { state, .. } => with("once", format!("state #{state}")),
        OpKind::ListSlice { .. } => plain("lslice"),
        OpKind::Splice(..) => plain("splice"),
        OpKind::Local(_) => plain("local"),
        OpKind::MapGrep { grep, .. } => plain(if *grep { "grepwhile" } else { "mapwhile" }),
        OpKind::SortBy { .. } => with("sort", "with comparison".into()),
        OpKind::UtilCall(f, _) => with("entersub", format!("{}::{}", f.module(), f.name())),
        OpKind::UtilBlock { func, .. } => with(
            "entersub",
            format!("{}::{} with block", func.module(), func.name()),
        ),
        OpKind::AnonArray(_) => plain("anonlist"),
        OpKind::AnonHash(_) => plain("anonhash"),
        OpKind::CallRef { .. } => with("entersub", "(code ref)".into()),
        OpKind::Bless { .. } => plain("bless"),
        OpKind::Tie { how, .. } => plain(match how {
            crate::ops::TieHow::Tie => "tie",
            crate::ops::TieHow::Tied => "tied",
            crate::ops::TieHow::Untie => "untie",
        }),
        OpKind::MethodCall { .. } => with("entersub", "(method)".into()),
        OpKind::AmperCall(_) => with("amper", "(passes @_)".into()),
        OpKind::List(_) => plain("list"),
        OpKind::Range(..) => plain("range"),
        OpKind::Stringify(_) => plain("stringify"),
        OpKind::Binop(b, ..) => plain(b.name()),
        OpKind::Xor(..) => plain("xor"),
        OpKind::CmpChain { ops, .. } => with(
            "cmpchain",
            ops.iter().map(|o| o.name()).collect::<Vec<_>>().join(" "),
        ),
        OpKind::AssignOp(b, ..) => with(b.name(), "assign".into()),
        OpKind::Negate(_) => plain("negate"),
        OpKind::Complement(_) => plain("complement"),
        OpKind::NComplement(_) => plain("ncomplement"),
        OpKind::SComplement(_) => plain("scomplement"),
        OpKind::Not(_) => plain("not"),
        OpKind::Preinc(_) => plain("preinc"),
        OpKind::Predec(_) => plain("predec"),
        OpKind::Postinc(_) => plain("postinc"),
        OpKind::Postdec(_) => plain("postdec"),
        OpKind::And(..) => plain("and"),
        OpKind::Or(..) => plain("or"),
        OpKind::Dor(..) => plain("dor"),
        OpKind::AndAssign(..) => plain("andassign"),
        OpKind::OrAssign(..) => plain("orassign"),
        OpKind::DorAssign(..) => plain("dorassign"),
        OpKind::CondExpr(..) => plain("cond_expr"),
        OpKind::Match { flags, .. } => with("match", format!("flags {flags:#x}")),
        OpKind::Subst { flags, .. } => with("subst", format!("flags {flags:#x}")),
        OpKind::Trans {
            search,
            repl,
            flags,
            ..
        } => with(
            "trans",
            format!(
                "{:?} -> {:?} flags {flags:#x}",
                String::from_utf8_lossy(search),
                String::from_utf8_lossy(repl)
            ),
        ),
        OpKind::Split { flags, .. } => with("split", format!("flags {flags:#x}")),
        OpKind::Qr { flags, .. } => with("qr", format!("flags {flags:#x}")),
        OpKind::Pos(_) => plain("pos"),
        OpKind::MatchVar(n) => with("matchvar", format!("{n}")),
        OpKind::MatchAv(e) => with(
            "matchav",
            (match e {
                0 => "@-",
                1 => "@+",
                _ => "@{^CAPTURE}",
            })
            .into(),
        ),
        OpKind::MatchHv(a) => with("matchhv", (if *a { "%-" } else { "%+" }).into()),
        OpKind::Sassign { .. } => plain("sassign"),
        OpKind::Aassign { .. } => plain("aassign"),
        OpKind::Func(f, _) => plain(f.name()),
        OpKind::Print {
            handle, newline, ..
        } => with(
            if *newline { "say" } else { "print" },
            format!("{handle:?}"),
        ),
        OpKind::Printf { handle, .. } => with("prtf", format!("{handle:?}")),
        OpKind::Readline(handle) => with("readline", format!("{handle:?}")),
        OpKind::Io { op, handle, .. } => (
            op.name(),
            handle.map(|h| format!("{h:?}")).unwrap_or_default(),
        ),
        OpKind::Defined(_) => plain("defined"),
        OpKind::UndefOf(_) => plain("undef"),
        OpKind::Scalar(_) => plain("scalar"),
        OpKind::Push(..) => plain("push"),
        OpKind::Unshift(..) => plain("unshift"),
        OpKind::Pop(_) => plain("pop"),
        OpKind::Shift(_) => plain("shift"),
        OpKind::Keys(_) => plain("keys"),
        OpKind::Values(_) => plain("values"),
        OpKind::Each(_) => plain("each"),
        OpKind::Exists(_) => plain("exists"),
        OpKind::Delete(_) => plain("delete"),
        OpKind::Wantarray => plain("wantarray"),
        OpKind::RunCv(_) => plain("runcv"),
        OpKind::Reset { package, .. } => with("reset", format!("package {package}")),
        OpKind::Entersub { name, .. } => with("entersub", format!("&{name}")),
        OpKind::RefCode(name) => with("srefgen", format!("\\&{name}")),
        OpKind::AnonCode(ix) => with("anoncode", format!("sub #{ix}")),
        OpKind::Require { key, .. } => with("require", key.clone()),
        OpKind::LocalGlob { glob, .. } => {
            with("local", format!("*{}", p.globs[*glob as usize].name))
        }
        OpKind::NotYet(text) => with("notyet", text.clone()),
        OpKind::ArgHash { from, .. } => with("argelem", format!("hash from @_[{from}]")),
        OpKind::ArgCheck {
            params,
            opt_params,
            slurpy,
        } => {
            let slurpy = match slurpy {
                0 => String::new(),
                c => format!(", slurpy {}", *c as char),
            };
            with(
                "argcheck",
                format!("{params} params, {opt_params} optional{slurpy}"),
            )
        }
        OpKind::BeginReport(pkg) => with("beginreport", pkg.clone()),
        OpKind::Phase(n) => with("phase", n.to_string()),
        OpKind::HintHash { set, site } => with("hinthash", format!("set {set}, site {site}")),
        OpKind::ConstCapture(site) => with("constcapture", site.to_string()),
        OpKind::ConstObj { kind, text, .. } => with(
            "const overloaded",
            format!("kind {kind}, {}", String::from_utf8_lossy(text)),
        ),
        OpKind::EvalNumeric(..) => plain("entereval"),
        OpKind::PadStale(slots) => with("padstale", format!("{slots:?}")),
        OpKind::RequireDynamic(_) => plain("require"),
        OpKind::GlobName { .. } | OpKind::GlobValue { .. } => plain("rv2gv"),
        OpKind::GlobAssign { .. } => plain("sassign glob"),
        OpKind::GlobRef(g) => with("srefgen", format!("\\*{}", p.globs[*g as usize].name)),
        OpKind::GvImport {
            alias,
            target,
            slot,
        } => with(
            "gvimport",
            format!(
                "*{} = \\{}{}",
                p.globs[*alias as usize].name, *slot as char, p.globs[*target as usize].name
            ),
        ),
        OpKind::DoBlock(_) => with("leave", "do".into()),
        OpKind::EvalBlock(_) => with("entertry", "eval".into()),
        OpKind::SigAssign { local: true, .. } => plain("sigassign local"),
        OpKind::SigAssign { .. } => plain("sigassign"),
        OpKind::Lineseq(_) => plain("lineseq"),
        OpKind::Nothing => plain("null"),
        OpKind::If { .. } => with("cond_expr", "if".into()),
        OpKind::While {
            label, until, post, ..
        } => with(
            "enterloop",
            format!(
                "{}{}{}",
                label_text(label),
                if *until { "until" } else { "while" },
                if *post { " (do)" } else { "" }
            ),
        ),
        OpKind::CFor { label, .. } => with("enterloop", format!("{}for(;;)", label_text(label))),
        OpKind::Foreach { label, var, .. } => {
            let v = match var {
                LoopVar::My(ix) => format!("my {}", p_pad_name(p, id, *ix)),
                LoopVar::Pad(ix) => p_pad_name(p, id, *ix),
                LoopVar::Global(g) => format!("${}", p.globs[*g as usize].name),
            };
            with("enteriter", format!("{}{v}", label_text(label)))
        }
        OpKind::Bare { label, .. } => with("enterloop", format!("{}bare block", label_text(label))),
        OpKind::Last(l) => with("last", l.clone().unwrap_or_default()),
        OpKind::Next(l) => with("next", l.clone().unwrap_or_default()),
        OpKind::Redo(l) => with("redo", l.clone().unwrap_or_default()),
        OpKind::Return(_) => plain("return"),
        OpKind::GotoSub { .. } | OpKind::GotoExpr(_) => plain("goto"),
        OpKind::GotoLabel(l) => with("goto", l.clone()),
    }
}

fn label_text(l: &Option<String>) -> String {
    l.as_ref().map(|l| format!("{l}: ")).unwrap_or_default()
}

/// Pad names are per sub; the dump finds the owning sub by searching which sub's tree holds
/// the op, which is cheap enough for a debugging aid.
fn pad_text(p: &Program, id: OpId, ix: u32, intro: bool) -> String {
    let name = p_pad_name(p, id, ix);
    if intro {
        format!("my {name}")
    } else {
        name
    }
}

fn p_pad_name(p: &Program, id: OpId, ix: u32) -> String {
    for sub in &p.subs {
        if contains(p, sub.body, id) {
            if let Some(e) = sub.pad.get(ix as usize) {
                return e.name.clone();
            }
        }
    }
    format!("pad#{ix}")
}
