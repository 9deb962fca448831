//! Running a command with a time limit.

use std::path::Path;
use std::process::{Command, ExitStatus, Output, Stdio};
use std::time::{Duration, Instant};

/// How a run ended. What the command printed is kept even when it had to be killed.
pub struct Ran {
    /// None when it could not be started or waited for.
    pub status: Option<ExitStatus>,
    pub timed_out: bool,
    pub limit: Duration,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Ran {
    /// Finished (was not killed) with status 0.
    pub fn ok(&self) -> bool {
        !self.timed_out && self.status.is_some_and(|s| s.success())
    }

    /// The finished run's output; an error when it timed out or did not run.
    pub fn into_output(self) -> Result<Output, String> {
        if self.timed_out {
            return Err(format!("timed out after {:?}", self.limit));
        }
        match self.status {
            Some(status) => Ok(Output {
                status,
                stdout: self.stdout,
                stderr: self.stderr,
            }),
            None => Err(String::from_utf8_lossy(&self.stderr).into_owned()),
        }
    }

    /// How the program ended, with its first line of stderr: a short failure reason.
    pub fn describe(&self) -> String {
        let how = if self.timed_out {
            format!("timed out after {}s", self.limit.as_secs())
        } else {
            match &self.status {
                Some(st) => format!("exit status {}", shell_status(st)),
                None => "did not run".to_string(),
            }
        };
        match first_line(&self.stderr) {
            Some(l) => format!("{how}: {l}"),
            None => how,
        }
    }
}

/// The first non-blank line, trimmed.
pub fn first_line(b: &[u8]) -> Option<String> {
    String::from_utf8_lossy(b)
        .lines()
        .map(|l| l.trim())
        .find(|l| !l.is_empty())
        .map(|l| l.to_string())
}

/// Runs `cmd` with stdin from `stdin` (None: /dev/null), killing it after `limit`.
pub fn run(mut cmd: Command, limit: Duration, stdin: Option<&Path>) -> Ran {
    let failed = |e: String| Ran {
        status: None,
        timed_out: false,
        limit,
        stdout: vec![],
        stderr: e.into_bytes(),
    };
    let input = match stdin {
        Some(p) => match std::fs::File::open(p) {
            Ok(f) => Stdio::from(f),
            Err(e) => return failed(format!("stdin {}: {e}", p.display())),
        },
        None => Stdio::null(),
    };
    let mut child = match cmd
        .stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(e) => return failed(format!("spawn {:?}: {e}", cmd.get_program())),
    };
    // Drain the pipes on threads so a chatty program cannot block on a full pipe.
    let drain = |p: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut p) = p {
                let _ = p.read_to_end(&mut v);
            }
            v
        })
    };
    let t1 = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let t2 = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(st)) => break Some(st),
            Ok(None) => {}
            Err(_) => break None,
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            timed_out = true;
            break child.wait().ok();
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    Ran {
        status,
        timed_out,
        limit,
        stdout: t1.join().unwrap_or_default(),
        stderr: t2.join().unwrap_or_default(),
    }
}

/// The exit status as a shell reports it (128 + signal for a killed process).
pub fn shell_status(st: &ExitStatus) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    match (st.code(), st.signal()) {
        (Some(c), _) => c,
        (None, Some(s)) => 128 + s,
        _ => -1,
    }
}
