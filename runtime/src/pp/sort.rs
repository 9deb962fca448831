//! perl's merge sort (Peter McIlroy's, in pp_sort.c since perl 5.8), written again so
//! that a comparison block is called exactly as perl calls it: the same pairs, in the
//! same order, with the same operand order. A comparator with side effects (a counter,
//! warnings, an inconsistent answer) then gives perl's output.
//!
//! The algorithm, in perl's words and ours:
//! - `dynprep` cuts the list into runs: pairs (put in order with one comparison each) and,
//!   where at least `PTHRESH` adjacent pairs compare the same way, longer ascending or
//!   strictly descending stretches (the descending ones are reversed in place). A lone
//!   last element is a run of its own.
//! - The runs are then merged pairwise in a divide-and-conquer order (a pseudo-stack of
//!   `(offset, runs)`), alternating between the list and an auxiliary array of the same
//!   size. Where a run ends is recorded in the array the run is *not* in: the slot at the
//!   run's start holds the offset of its end, as perl's `NEXT` pointers do.
//! - A merge compares the two heads, then finds how many elements of the other run go
//!   before the chosen head: single steps first, doubling steps after `RTHRESH` of them,
//!   then a binary search in the last step. Equal elements keep their order (stable).
//!
//! Everything works on positions (`usize`) in two arrays, so a slot can hold either an
//! element (an index into the caller's items) or an end offset, exactly where perl's
//! pointer arrays hold an `SV*` or a `NEXT` pointer.

/// Pairs that must compare the same way before a longer run is looked for.
const PTHRESH: usize = 8;
/// Single steps in a merge before the steps start doubling.
const RTHRESH: usize = 6;

/// Sorts `0..n` with `cmp(x, y)` (negative: `x` first; positive: `y` first; zero: keep
/// their order) and returns the sorted indexes. `cmp` is called with the same pairs, in
/// the same order, as perl 5.36's `sort` calls its comparison.
pub fn mergesort(n: usize, mut cmp: impl FnMut(usize, usize) -> i32) -> Vec<usize> {
    let mut base: Vec<usize> = (0..n).collect();
    if n <= 1 {
        return base;
    }
    let mut aux: Vec<usize> = vec![0; n];
    let runs = dynprep(&mut base, &mut aux, &mut cmp);
    // The pseudo-stack: `offset` of the first of two runs at this level, and how many
    // runs must still be combined into one there. perl's stack holds 60 entries.
    let mut stack: Vec<(usize, usize)> = Vec::with_capacity(64);
    stack.push((0, runs));
    let mut level = 0usize;
    let mut offset = 0usize;
    loop {
        let mut runs = stack[stack.len() - 1].1;
        if runs == 0 {
            // Both runs of this level are built: merge them, and keep merging upwards
            // while the level above is complete too.
            let mut in_aux = level & 1 == 1;
            loop {
                let (list1, list2) = if in_aux {
                    (&mut aux, &mut base)
                } else {
                    (&mut base, &mut aux)
                };
                offset = stack[stack.len() - 1].0;
                let end = merge(list1, list2, offset, &mut cmp);
                // The merged run's end, recorded in the list the runs came from.
                list1[offset] = end;
                offset = end;
                level -= 1;
                if level == 0 {
                    return base;
                }
                stack.pop();
                in_aux = !in_aux;
                runs = stack[stack.len() - 1].1;
                if runs != 0 {
                    break;
                }
            }
        }
        let top = stack.len() - 1;
        stack[top].1 = 0;
        // More than two runs: split them in two halves (the second half waits on the
        // stack) until the first half is one or two runs.
        while runs > 2 {
            level += 1;
            stack.push((offset, runs / 2));
            runs -= runs / 2;
        }
        // The run built here must end up in the array of this level's parity; every
        // original run is in `base`.
        let into_aux = level & 1 == 1;
        if runs == 1 {
            if into_aux {
                let end = aux[offset];
                aux[offset..end].copy_from_slice(&base[offset..end]);
                base[offset] = end;
                offset = end;
            } else if level == 0 {
                return base;
            }
        } else {
            level += 1;
            stack.push((offset, 0));
            if !into_aux {
                // The merge will bring the two runs back into `base`: copy them to `aux`
                // first and record their ends in `base`.
                let mid = aux[offset];
                let end = aux[mid];
                aux[offset..end].copy_from_slice(&base[offset..end]);
                base[offset] = mid;
                base[mid] = end;
                offset = mid;
            }
        }
    }
}

/// Cuts `list1` into runs, recording each run's end in `list2` at its start; returns
/// how many runs there are (pp_sort.c's `dynprep`, with the same comparisons).
fn dynprep(
    list1: &mut [usize],
    list2: &mut [usize],
    cmp: &mut impl FnMut(usize, usize) -> i32,
) -> usize {
    let last = list1.len();
    let mut runs = 0;
    let mut b = 0;
    let mut p2 = 0;
    let mut sense = cmp(list1[0], list1[1]) > 0;
    while b < last {
        // Find `t`, the end of the adjacent pairs that compare with the prevailing sense.
        let mut p = b + 2;
        let mut t = p;
        loop {
            p += 1;
            if p >= last || (cmp(list1[t], list1[p]) > 0) != sense {
                break;
            }
            p += 1;
            t = p;
        }
        let mut q = b;
        loop {
            // Look for a long run from `b`: PTHRESH pairs that also join up in order.
            let mut r = b + 2 * PTHRESH;
            if r >= t {
                p = t;
                r = t;
            } else {
                p = r;
                while (cmp(list1[p - 1], list1[p]) > 0) == sense {
                    p -= 2;
                    if p <= q {
                        break;
                    }
                }
                if p <= q {
                    // b..r is a long run: extend it as far as it goes.
                    p = r;
                    q = r;
                    loop {
                        p += 2;
                        if p >= t || (cmp(list1[p - 1], list1[p]) > 0) != sense {
                            break;
                        }
                        q = p;
                    }
                    p = q + 2;
                    r = p;
                }
            }
            if q > b {
                // A run longer than a pair at `b`.
                let mut savep = p;
                q += 2;
                p = q;
                // Take in a lone last element when it continues the run.
                if p == t && t + 1 == last && (cmp(list1[p - 1], list1[p]) > 0) == sense {
                    savep = last;
                    r = last;
                    p = last;
                    q = last;
                }
                list2[p2] = p2 + (p - b);
                p2 = list2[p2];
                runs += 1;
                if sense {
                    list1[b..p].reverse();
                }
                p = savep;
            }
            while q < p {
                // Simple pairs.
                list2[p2] = p2 + 2;
                p2 += 2;
                runs += 1;
                if sense {
                    list1.swap(q, q + 1);
                }
                q += 2;
            }
            b = p;
            if b == t && t + 1 == last {
                list2[p2] = p2 + 1;
                runs += 1;
                b += 1;
            }
            q = r;
            if b >= t {
                break;
            }
        }
        sense = !sense;
    }
    runs
}

/// Merges the two adjacent runs starting at `offset` in `list1` (their ends are recorded
/// in `list2`) into `list2`; returns where the merged run ends.
fn merge(
    list1: &[usize],
    list2: &mut [usize],
    offset: usize,
    cmp: &mut impl FnMut(usize, usize) -> i32,
) -> usize {
    let l1 = list2[offset];
    let l2 = list2[l1];
    let (mut f1, mut f2) = (offset, l1);
    let mut out = offset;
    while f1 < l1 && f2 < l2 {
        // The head to place (`q`) is always the comparison's first operand. `sense` makes
        // equality count as "low" for an element of the first run and "high" for one of
        // the second, which keeps the sort stable.
        let (q, mut b, mut t, sense) = if cmp(list1[f1], list1[f2]) <= 0 {
            (f2, f1, l1, -1)
        } else {
            (f1, f2, l2, 0)
        };
        // Ramp up: leave `t` at something after `q` (or the run's end) and `b` at
        // something before it.
        let mut i = 1;
        let mut steps = 0;
        loop {
            let p = b + i;
            if p >= t {
                let p = t - 1;
                if p > b && cmp(list1[q], list1[p]) <= sense {
                    t = p;
                } else {
                    b = p;
                }
                break;
            } else if cmp(list1[q], list1[p]) <= sense {
                t = p;
                break;
            }
            b = p;
            steps += 1;
            if steps >= RTHRESH {
                i += i;
            }
        }
        // Binary search in [b+1, t), rounding down.
        b += 1;
        while b < t {
            let p = b + (t - b - 1) / 2;
            if cmp(list1[q], list1[p]) <= sense {
                t = p;
            } else {
                b = p + 1;
            }
        }
        // Copy the other run's elements before `t`, then the head.
        if q == f1 {
            out = copy_run(list1, f2, t, list2, out);
            f2 = t;
            list2[out] = list1[f1];
            f1 += 1;
        } else {
            out = copy_run(list1, f1, t, list2, out);
            f1 = t;
            list2[out] = list1[f2];
            f2 += 1;
        }
        out += 1;
    }
    if f1 == l1 {
        copy_run(list1, f2, l2, list2, out)
    } else {
        copy_run(list1, f1, l1, list2, out)
    }
}

/// Copies `from[start..end]` to `to[at..]` and returns where the copy ends. The runs a
/// merge copies are mostly a few elements long, too short for `copy_from_slice`'s call.
#[inline]
fn copy_run(from: &[usize], start: usize, end: usize, to: &mut [usize], at: usize) -> usize {
    let src = &from[start..end];
    let dst = &mut to[at..at + src.len()];
    for (d, s) in dst.iter_mut().zip(src) {
        *d = *s;
    }
    at + src.len()
}

/// Sorts values whose high 64 bits are a key and whose low 64 bits make each value
/// distinct (a position), into ascending order. For more than a few values one counting
/// pass first distributes them by the top bits of `key - min` into about a quarter as
/// many buckets as values (keeping their order), then each bucket is sorted by comparison: for keys
/// spread at all evenly most buckets hold zero, one or two values. Any distribution
/// still ends sorted (at worst in one bucket, by the comparison sort alone).
pub fn sort_keyed(v: &mut Vec<u128>) {
    let n = v.len();
    // (The bucket counts are u32s.)
    if n < 64 || n > u32::MAX as usize {
        v.sort_unstable();
        return;
    }
    let key = |x: u128| (x >> 64) as u64;
    let (mut min, mut max) = (u64::MAX, 0u64);
    for x in v.iter() {
        let k = key(*x);
        min = min.min(k);
        max = max.max(k);
    }
    let range = max - min;
    if range == 0 {
        // One key: the positions decide, and they are in order when the values were
        // made in order; sorting checks that cheaply either way.
        v.sort_unstable();
        return;
    }
    // Buckets: the power of two at or above n/4 (at most 2**16); the shift keeps the
    // top bits of the range. (More buckets cost more than the shorter comparison
    // sorts save, measured on 5000 random integers and floats.)
    let bits = (usize::BITS - (n / 4).leading_zeros()).min(16);
    let used = u64::BITS - range.leading_zeros();
    let shift = used.saturating_sub(bits);
    let nb = ((range >> shift) + 1) as usize;
    let bucket = |x: u128| ((key(x) - min) >> shift) as usize;
    // Bucket starts: counts first, then running sums (one slot more for the end).
    let mut start = vec![0u32; nb + 1];
    for x in v.iter() {
        start[bucket(*x) + 1] += 1;
    }
    for b in 1..=nb {
        start[b] += start[b - 1];
    }
    let mut out: Vec<u128> = Vec::with_capacity(n);
    let mut next = start.clone();
    let slots = &mut out.spare_capacity_mut()[..n];
    for x in v.iter() {
        let b = bucket(*x);
        slots[next[b] as usize].write(*x);
        next[b] += 1;
    }
    // SAFETY: the buckets' counts sum to n and each value went to the next free slot of
    // its bucket, so every slot of 0..n was written exactly once.
    unsafe { out.set_len(n) };
    for b in 0..nb {
        let part = &mut out[start[b] as usize..start[b + 1] as usize];
        match part.len() {
            0 | 1 => {}
            2 => {
                if part[0] > part[1] {
                    part.swap(0, 1);
                }
            }
            _ => part.sort_unstable(),
        }
    }
    *v = out;
}

#[cfg(test)]
mod tests {
    use super::mergesort;
    use crate::core::num::oracle::{case_label, compare, run_perl};

    /// The comparisons perl's sort makes: each case is `mode v0 v1 ...`; the comparison
    /// block logs `$a,$b` and answers from the values (mode 0: `<=>`; mode 1: the
    /// difference, so results beyond -1..1; mode 2: an inconsistent answer that depends on
    /// how many calls came before).
    const PERL: &str = r#"
while (my $line = <STDIN>) {
    my ($mode, @v) = split ' ', $line;
    my ($k, @log) = (0);
    my @r = sort {
        push @log, "$a,$b";
        $mode == 0 ? $v[$a] <=> $v[$b]
          : $mode == 1 ? $v[$a] - $v[$b]
          : (($k++ * 7 + $a * 3 + $b * 5) % 3) - 1
    } 0 .. $#v;
    print join(" ", @log), "|", join(" ", @r), "\n";
}
"#;

    fn ours(mode: i64, v: &[i64]) -> String {
        let mut log = Vec::new();
        let mut k = 0i64;
        let r = mergesort(v.len(), |a, b| {
            log.push(format!("{a},{b}"));
            let (ia, ib) = (a as i64, b as i64);
            match mode {
                0 => v[a].cmp(&v[b]) as i32,
                1 => (v[a] - v[b]) as i32,
                _ => {
                    let x = (k * 7 + ia * 3 + ib * 5) % 3 - 1;
                    k += 1;
                    x as i32
                }
            }
        });
        let r: Vec<String> = r.iter().map(|i| i.to_string()).collect();
        format!("{}|{}", log.join(" "), r.join(" "))
    }

    /// A small deterministic generator (the tests must not depend on a seed source).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, m: u64) -> i64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 33) % m) as i64
        }
    }

    fn inputs() -> Vec<Vec<i64>> {
        let mut g = Lcg(7);
        let mut out = Vec::new();
        let mut sizes: Vec<usize> = (0..48).collect();
        sizes.extend([63, 64, 65, 100, 199, 200, 201, 257, 600, 1000]);
        for &n in &sizes {
            // random with many duplicates, random distinct-ish, sorted, reversed, sorted
            // runs with noise, organ pipe, long equal stretches, blocks of ascending runs.
            out.push((0..n).map(|_| g.next(4)).collect());
            out.push((0..n).map(|_| g.next(1000)).collect());
            out.push((0..n as i64).collect());
            out.push((0..n as i64).rev().collect());
            out.push(
                (0..n as i64)
                    .map(|i| if g.next(10) == 0 { g.next(1000) } else { i * 3 })
                    .collect(),
            );
            out.push(
                (0..n as i64)
                    .map(|i| {
                        if (i as usize) < n / 2 {
                            i
                        } else {
                            n as i64 - i
                        }
                    })
                    .collect(),
            );
            out.push((0..n as i64).map(|i| i / 20).collect());
            out.push((0..n as i64).map(|i| (i % 37) + g.next(3)).collect());
            out.push((0..n as i64).map(|i| -(i % 23) * 2 + g.next(2)).collect());
        }
        out
    }

    #[test]
    fn comparisons_match_perl() {
        let mut cases = Vec::new();
        let mut lines = Vec::new();
        let mut mine = Vec::new();
        for v in inputs() {
            for mode in 0..3 {
                let vals: Vec<String> = v.iter().map(|x| x.to_string()).collect();
                let line = format!("{mode} {}", vals.join(" "));
                cases.push(case_label(&line, v.len()));
                lines.push(line);
                mine.push(ours(mode, &v));
            }
        }
        let perl = run_perl(PERL, &(lines.join("\n") + "\n"));
        let n = compare("sort comparisons", &cases, &mine, &perl);
        assert!(n > 1000);
    }
}
