//! The table behind a hash (HV): entries in a vector, found through an open-addressing
//! index of their positions (the layout of Python's dicts and Rust's indexmap).
//!
//! Entries stay where they are until the table is rebuilt, so `each` walks them by
//! position without a snapshot of the keys, and deleting the entry `each` just returned
//! (the one change perl allows during iteration) leaves the walk intact. A deleted entry
//! becomes a hole (its value null) and its index slot a tombstone; both go at the next
//! rebuild, which happens when an insertion would fill the index past three quarters.
//!
//! A key is bytes and flags, as perl's HEK is: `KEY_UTF8` for UTF-8 bytes (a key with a
//! character above 0xFF), `KEY_WASUTF8` for a key given as a character string that was
//! stored downgraded to Latin-1 (hv.c's `HVhek_WASUTF8`; `keys` gives it back upgraded).
//! Only `KEY_UTF8` is part of the key's identity: `"\xe9"` and an upgraded `"\xe9"` are one
//! key, the bytes `"\xc4\x80"` and the character `"\x{100}"` are two: a `KEY_UTF8` key's
//! hash has its top bit flipped, so comparing hashes tells them apart (and byte-string
//! keys, nearly all of them, hash as before). The flags themselves are kept beside the
//! entries, in a vector made only when some key has one; a store updates `KEY_WASUTF8`
//! as perl's does.

use crate::core::hv::KeyHash;
use camelift_abi::Sv;
use std::borrow::Cow;
use std::hash::{BuildHasher, Hasher};

/// An index slot: no entry ever.
const EMPTY: u32 = 0;
/// An index slot whose entry was deleted.
const TOMB: u32 = u32::MAX;

/// The key's bytes are UTF-8 (some character is above 0xFF).
pub const KEY_UTF8: u8 = 1;
/// The key was given as a character string and is kept downgraded (Latin-1 bytes).
pub const KEY_WASUTF8: u8 = 2;

/// What a `KEY_UTF8` key's hash is xor-ed with.
const UTF8_HASH: u64 = 1 << 63;

/// One key and its value (null once deleted).
pub struct Entry {
    /// The key's hash (`hash_key`).
    hash: u64,
    key: Vec<u8>,
    /// Null for a deleted entry.
    val: *mut Sv,
}

#[derive(Default)]
pub struct HvMap {
    entries: Vec<Entry>,
    /// Entry position + 1, or EMPTY / TOMB; the length is a power of two (or zero).
    index: Vec<u32>,
    live: usize,
    /// Each entry's flags, by position; empty while every key's are 0.
    flags: Vec<u8>,
}

/// The hash of a key with these flags (only `KEY_UTF8` counts: `KEY_WASUTF8` is not
/// part of the key's identity).
#[inline]
fn hash_key(key: &[u8], flags: u8) -> u64 {
    let mut h = KeyHash.build_hasher();
    h.write(key);
    let f = if flags & KEY_UTF8 != 0 { UTF8_HASH } else { 0 };
    h.finish() ^ f
}

/// The key a hash makes of a string with its UTF-8 flag, and the key's flags (perl's
/// hv_common): a byte string as it is; a character string downgraded to Latin-1 when every
/// character fits (`KEY_WASUTF8`), else its UTF-8 (`KEY_UTF8`).
#[inline]
pub fn key_of_str(s: Cow<'_, [u8]>, utf8: bool) -> (Cow<'_, [u8]>, u8) {
    if !utf8 {
        return (s, 0);
    }
    character_key(s)
}

#[cold]
fn character_key(s: Cow<'_, [u8]>) -> (Cow<'_, [u8]>, u8) {
    if s.is_ascii() {
        return (s, KEY_WASUTF8);
    }
    match crate::core::bytes::downgrade_utf8(&s) {
        Some(latin1) => (Cow::Owned(latin1), KEY_WASUTF8),
        None => (s, KEY_UTF8),
    }
}

/// The string a stored key stands for (what `keys` gives back): its bytes and UTF-8 flag.
#[inline]
pub fn key_string(key: &[u8], flags: u8) -> (Cow<'_, [u8]>, bool) {
    if flags & KEY_WASUTF8 != 0 {
        (Cow::Owned(crate::core::sv::upgrade_latin1(key)), true)
    } else {
        (Cow::Borrowed(key), flags & KEY_UTF8 != 0)
    }
}

impl HvMap {
    pub fn with_capacity(n: usize) -> HvMap {
        let mut m = HvMap::default();
        if n > 0 {
            m.entries.reserve(n);
            m.index = vec![EMPTY; index_size(n)];
        }
        m
    }

    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// (index slot, entry position) of `key` (`hash` from `hash_key`).
    fn find(&self, hash: u64, key: &[u8]) -> Option<(usize, usize)> {
        if self.index.is_empty() {
            return None;
        }
        let mask = self.index.len() - 1;
        let mut i = hash as usize & mask;
        loop {
            match self.index[i] {
                EMPTY => return None,
                TOMB => {}
                t => {
                    let e = &self.entries[t as usize - 1];
                    if e.hash == hash && e.key == key {
                        return Some((i, t as usize - 1));
                    }
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// The value of byte-string key `key`.
    pub fn get(&self, key: &[u8]) -> Option<&*mut Sv> {
        self.get_flagged(key, 0)
    }

    /// The value of `key` with `flags` (only `KEY_UTF8` matters).
    #[inline]
    pub fn get_flagged(&self, key: &[u8], flags: u8) -> Option<&*mut Sv> {
        let (_, at) = self.find(hash_key(key, flags), key)?;
        Some(&self.entries[at].val)
    }

    /// The value for string `s` with UTF-8 flag `utf8`, as `$h{s}` finds it.
    pub fn get_str(&self, s: &[u8], utf8: bool) -> Option<&*mut Sv> {
        let (key, flags) = key_of_str(Cow::Borrowed(s), utf8);
        self.get_flagged(&key, flags)
    }

    /// The value of `key` for a store through it (an lvalue fetch): the entry takes
    /// `flags`' `KEY_WASUTF8`, as perl's hv_common updates an assigned key's flags.
    #[inline]
    pub fn get_for_store(&mut self, key: &[u8], flags: u8) -> Option<*mut Sv> {
        let (_, at) = self.find(hash_key(key, flags), key)?;
        self.set_flags(at, flags);
        Some(self.entries[at].val)
    }

    /// Whether some key has (or had) flags.
    #[inline]
    pub fn has_flags(&self) -> bool {
        !self.flags.is_empty()
    }

    /// Entry `at`'s flags become `flags`.
    #[inline]
    fn set_flags(&mut self, at: usize, flags: u8) {
        if self.flags.is_empty() {
            if flags == 0 {
                return;
            }
            self.flags = vec![0; self.entries.len()];
        }
        self.flags[at] = flags;
    }

    pub fn contains_key(&self, key: &[u8]) -> bool {
        self.contains_flagged(key, 0)
    }

    pub fn contains_flagged(&self, key: &[u8], flags: u8) -> bool {
        self.find(hash_key(key, flags), key).is_some()
    }

    /// Stores `val` under byte-string key `key`; returns the value it replaces.
    pub fn insert(&mut self, key: Vec<u8>, val: *mut Sv) -> Option<*mut Sv> {
        self.insert_flagged(key, 0, val)
    }

    /// Stores `val` under `key` with `flags`; returns the value it replaces (the entry
    /// then takes the new flags' `KEY_WASUTF8`).
    pub fn insert_flagged(&mut self, key: Vec<u8>, flags: u8, val: *mut Sv) -> Option<*mut Sv> {
        let hash = hash_key(&key, flags);
        if let Some((_, at)) = self.find(hash, &key) {
            self.set_flags(at, flags);
            return Some(std::mem::replace(&mut self.entries[at].val, val));
        }
        if (self.entries.len() + 1) * 4 > self.index.len() * 3 {
            self.rebuild(self.live + 1);
        }
        if self.entries.len() == self.entries.capacity()
            && !crate::core::alloc::fallible(|| self.entries.try_reserve(1).is_ok())
        {
            crate::core::diag::out_of_memory_here();
        }
        let mask = self.index.len() - 1;
        let mut i = hash as usize & mask;
        while self.index[i] != EMPTY {
            i = (i + 1) & mask;
        }
        self.entries.push(Entry { hash, key, val });
        if !self.flags.is_empty() {
            self.flags.push(flags);
        } else if flags != 0 {
            self.set_flags(self.entries.len() - 1, flags);
        }
        self.index[i] = self.entries.len() as u32;
        self.live += 1;
        None
    }

    /// Removes byte-string key `key`; returns its value.
    pub fn remove(&mut self, key: &[u8]) -> Option<*mut Sv> {
        self.remove_flagged(key, 0)
    }

    pub fn remove_flagged(&mut self, key: &[u8], flags: u8) -> Option<*mut Sv> {
        let (slot, at) = self.find(hash_key(key, flags), key)?;
        self.index[slot] = TOMB;
        let e = &mut self.entries[at];
        e.key = Vec::new();
        self.live -= 1;
        Some(std::mem::replace(&mut e.val, std::ptr::null_mut()))
    }

    /// A copy of the table with each value replaced by `f(value)` (`%dst = %src`): the
    /// entries (keys, flags and hashes as they are) without the holes, and a new index.
    pub fn copy_with(&self, mut f: impl FnMut(*mut Sv) -> *mut Sv) -> HvMap {
        let mut m = HvMap::default();
        m.entries.reserve_exact(self.live);
        for (i, e) in self.entries.iter().enumerate() {
            if e.val.is_null() {
                continue;
            }
            m.entries.push(Entry {
                hash: e.hash,
                key: e.key.clone(),
                val: f(e.val),
            });
            if !self.flags.is_empty() {
                m.flags.push(self.flags[i]);
            }
        }
        m.live = m.entries.len();
        if m.live > 0 {
            m.rebuild(m.live);
        }
        m
    }

    /// Drops the holes and re-indexes for `want` entries.
    fn rebuild(&mut self, want: usize) {
        // The new index first: when memory is too short for it, perl's "Out of memory!"
        // exit finds the table as it was.
        let mut index = Vec::new();
        let size = index_size(want);
        if !crate::core::alloc::fallible(|| index.try_reserve_exact(size).is_ok()) {
            crate::core::diag::out_of_memory_here();
        }
        index.resize(size, EMPTY);
        if self.live < self.entries.len() {
            if !self.flags.is_empty() {
                let entries = &self.entries;
                let mut i = 0;
                self.flags.retain(|_| {
                    i += 1;
                    !entries[i - 1].val.is_null()
                });
            }
            self.entries.retain(|e| !e.val.is_null());
        }
        self.index = index;
        let mask = self.index.len() - 1;
        for (n, e) in self.entries.iter().enumerate() {
            let mut i = e.hash as usize & mask;
            while self.index[i] != EMPTY {
                i = (i + 1) & mask;
            }
            self.index[i] = n as u32 + 1;
        }
    }

    /// How many positions `entry_at` takes (holes included).
    pub fn positions(&self) -> usize {
        self.entries.len()
    }

    /// The entry at position `i` (key, its flags, value); None for a hole or past the end.
    pub fn entry_at(&self, i: usize) -> Option<(&[u8], u8, *mut Sv)> {
        let e = self.entries.get(i)?;
        let flags = self.flags.get(i).copied().unwrap_or(0);
        (!e.val.is_null()).then_some((e.key.as_slice(), flags, e.val))
    }

    /// The live entries' keys and values (keys as stored: see `iter_flagged`).
    pub fn iter(&self) -> impl Iterator<Item = (&[u8], *mut Sv)> {
        self.iter_flagged().map(|(k, _, v)| (k, v))
    }

    /// The live entries: key, its flags, value.
    pub fn iter_flagged(&self) -> impl Iterator<Item = (&[u8], u8, *mut Sv)> {
        self.entries
            .iter()
            .enumerate()
            .filter(|(_, e)| !e.val.is_null())
            .map(|(i, e)| {
                let flags = self.flags.get(i).copied().unwrap_or(0);
                (e.key.as_slice(), flags, e.val)
            })
    }

    pub fn keys(&self) -> impl Iterator<Item = &[u8]> {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl Iterator<Item = *mut Sv> + '_ {
        self.iter().map(|(_, v)| v)
    }
}

impl IntoIterator for HvMap {
    type Item = (Vec<u8>, *mut Sv);
    type IntoIter =
        std::iter::FilterMap<std::vec::IntoIter<Entry>, fn(Entry) -> Option<(Vec<u8>, *mut Sv)>>;
    fn into_iter(self) -> Self::IntoIter {
        fn live(e: Entry) -> Option<(Vec<u8>, *mut Sv)> {
            (!e.val.is_null()).then_some((e.key, e.val))
        }
        self.entries.into_iter().filter_map(live as fn(Entry) -> _)
    }
}

/// An index length (a power of two) that keeps `n` entries under three quarters full.
fn index_size(n: usize) -> usize {
    (n * 2).next_power_of_two().max(8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: usize) -> *mut Sv {
        n as *mut Sv
    }

    #[test]
    fn insert_get_remove_rebuild() {
        let mut m = HvMap::default();
        for i in 1..=1000usize {
            assert!(m.insert(format!("k{i}").into_bytes(), v(i)).is_none());
        }
        assert_eq!(m.len(), 1000);
        assert_eq!(m.insert(b"k7".to_vec(), v(7000)), Some(v(7)));
        for i in (1..=1000usize).step_by(2) {
            assert!(m.remove(format!("k{i}").as_bytes()).is_some());
        }
        assert_eq!(m.len(), 500);
        assert!(m.get(b"k1").is_none());
        assert_eq!(m.get(b"k2").copied(), Some(v(2)));
        assert_eq!(m.get(b"k7"), None);
        // Churn through tombstones and rebuilds.
        for round in 0..20usize {
            for i in 0..100usize {
                m.insert(format!("t{round}_{i}").into_bytes(), v(i + 1));
            }
            for i in 0..100usize {
                assert_eq!(m.remove(format!("t{round}_{i}").as_bytes()), Some(v(i + 1)));
            }
        }
        assert_eq!(m.len(), 500);
        assert_eq!(m.iter().count(), 500);
        assert!(m.keys().all(|k| k.starts_with(b"k")));
        let all: Vec<_> = m.into_iter().collect();
        assert_eq!(all.len(), 500);
    }

    #[test]
    fn flags_are_kept_and_only_utf8_is_identity() {
        let mut m = HvMap::default();
        // "\xe9" stored from a character string (downgraded), then found as bytes.
        assert!(m.insert_flagged(vec![0xe9], KEY_WASUTF8, v(1)).is_none());
        assert_eq!(m.get(&[0xe9]).copied(), Some(v(1)));
        assert_eq!(m.entry_at(0).map(|e| e.1), Some(KEY_WASUTF8));
        // A byte-string store takes the flag away, an lvalue fetch as characters puts it back.
        assert_eq!(m.insert(vec![0xe9], v(2)), Some(v(1)));
        assert_eq!(m.entry_at(0).map(|e| e.1), Some(0));
        assert_eq!(m.get_for_store(&[0xe9], KEY_WASUTF8), Some(v(2)));
        assert_eq!(m.entry_at(0).map(|e| e.1), Some(KEY_WASUTF8));
        // The UTF-8 bytes of "\x{100}" as bytes and as characters are two keys.
        let wide = "\u{100}".as_bytes().to_vec();
        assert!(m.insert(wide.clone(), v(3)).is_none());
        assert!(m.insert_flagged(wide.clone(), KEY_UTF8, v(4)).is_none());
        assert_eq!(m.len(), 3);
        assert_eq!(m.get_flagged(&wide, KEY_UTF8).copied(), Some(v(4)));
        assert_eq!(m.get(&wide).copied(), Some(v(3)));
        assert_eq!(m.remove_flagged(&wide, KEY_UTF8), Some(v(4)));
        assert!(!m.contains_flagged(&wide, KEY_UTF8));
        assert!(m.contains_key(&wide));
        // Flags survive a rebuild.
        for i in 0..100usize {
            m.insert_flagged(format!("k{i}").into_bytes(), KEY_WASUTF8, v(i + 10));
        }
        assert!(m.iter_flagged().filter(|e| e.1 == KEY_WASUTF8).count() == 101);
        assert_eq!(m.get_flagged(b"k42", KEY_WASUTF8).copied(), Some(v(52)));
        // A copy keeps the keys' flags and finds every key.
        let copy = m.copy_with(|x| (x as usize + 1) as *mut Sv);
        assert_eq!(copy.len(), m.len());
        assert_eq!(copy.get_flagged(&wide, KEY_UTF8), None);
        assert_eq!(copy.get(&wide).copied(), Some(v(4)));
        assert_eq!(copy.get_flagged(b"k42", 0).copied(), Some(v(53)));
        assert_eq!(copy.entry_at(0).map(|e| e.1), Some(KEY_WASUTF8));
        assert_eq!(HvMap::default().copy_with(|x| x).len(), 0);
    }

    #[test]
    fn positions_survive_deleting_the_current_entry() {
        let mut m = HvMap::default();
        for i in 1..=10usize {
            m.insert(vec![b'a' + i as u8], v(i));
        }
        let mut seen = 0;
        let mut i = 0;
        while i < m.positions() {
            if let Some((k, _, _)) = m.entry_at(i) {
                let k = k.to_vec();
                m.remove(&k);
                seen += 1;
            }
            i += 1;
        }
        assert_eq!(seen, 10);
        assert!(m.is_empty());
    }
}
