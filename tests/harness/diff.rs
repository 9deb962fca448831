//! The line diff every suite shows when an expectation differs.

/// Changed lines of `old` against `new`, `-` old and `+` new, each with its line number
/// in its own text, in order (a longest common subsequence). Long outputs are cut after
/// the first changes.
pub fn line_diff(old: &str, new: &str) -> String {
    let a: Vec<&str> = old.split_inclusive('\n').collect();
    let b: Vec<&str> = new.split_inclusive('\n').collect();
    // The common head and tail need no table; what is left is small for every suite.
    let head = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let tail = a[head..]
        .iter()
        .rev()
        .zip(b[head..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[head..a.len() - tail], &b[head..b.len() - tail]);
    let (n, m) = (am.len(), bm.len());
    let mut lines = vec![];
    if n * m <= 16_000_000 {
        // lcs[i][j]: common subsequence length of am[i..] and bm[j..].
        let mut lcs = vec![0u32; (n + 1) * (m + 1)];
        let at = |i: usize, j: usize| i * (m + 1) + j;
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[at(i, j)] = if am[i] == bm[j] {
                    lcs[at(i + 1, j + 1)] + 1
                } else {
                    lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && am[i] == bm[j] {
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[at(i + 1, j)] >= lcs[at(i, j + 1)]) {
                lines.push(show('-', head + i + 1, am[i]));
                i += 1;
            } else {
                lines.push(show('+', head + j + 1, bm[j]));
                j += 1;
            }
        }
    } else {
        lines.extend(
            am.iter()
                .enumerate()
                .map(|(i, l)| show('-', head + i + 1, l)),
        );
        lines.extend(
            bm.iter()
                .enumerate()
                .map(|(j, l)| show('+', head + j + 1, l)),
        );
    }
    const SHOW: usize = 200;
    let mut out = String::new();
    for l in lines.iter().take(SHOW) {
        out.push_str(l);
        out.push('\n');
    }
    if lines.len() > SHOW {
        out.push_str(&format!(
            "... and {} more changed lines\n",
            lines.len() - SHOW
        ));
    }
    out
}

/// One diff line: the line as written, with `\ no newline` for a last line without one.
fn show(sign: char, line: usize, text: &str) -> String {
    match text.strip_suffix('\n') {
        Some(t) => format!("{sign}{line:>5}: {t}"),
        None => format!("{sign}{line:>5}: {text}\n\\ no newline at end"),
    }
}
