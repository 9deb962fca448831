//! The table behind a hash (HV): entries in a vector, found through an open-addressing
//! index of their positions (the layout of Python's dicts and Rust's indexmap).
//!
//! Entries stay where they are until the table is rebuilt, so `each` walks them by
//! position without a snapshot of the keys, and deleting the entry `each` just returned
//! (the one change perl allows during iteration) leaves the walk intact. A deleted entry
//! becomes a hole (its value null) and its index slot a tombstone; both go at the next
//! rebuild, which happens when an insertion would fill the index past three quarters.

use crate::core::hv::KeyHash;
use camelift_abi::Sv;
use std::hash::{BuildHasher, Hasher};

/// An index slot: no entry ever.
const EMPTY: u32 = 0;
/// An index slot whose entry was deleted.
const TOMB: u32 = u32::MAX;

/// One key and its value (null once deleted).
pub struct Entry {
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
}

fn hash_key(key: &[u8]) -> u64 {
    let mut h = KeyHash.build_hasher();
    h.write(key);
    h.finish()
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

    /// (index slot, entry position) of `key`.
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

    pub fn get(&self, key: &[u8]) -> Option<&*mut Sv> {
        let (_, at) = self.find(hash_key(key), key)?;
        Some(&self.entries[at].val)
    }

    pub fn contains_key(&self, key: &[u8]) -> bool {
        self.find(hash_key(key), key).is_some()
    }

    /// Stores `val` under `key`; returns the value it replaces.
    pub fn insert(&mut self, key: Vec<u8>, val: *mut Sv) -> Option<*mut Sv> {
        let hash = hash_key(&key);
        if let Some((_, at)) = self.find(hash, &key) {
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
        self.index[i] = self.entries.len() as u32;
        self.live += 1;
        None
    }

    pub fn remove(&mut self, key: &[u8]) -> Option<*mut Sv> {
        let (slot, at) = self.find(hash_key(key), key)?;
        self.index[slot] = TOMB;
        let e = &mut self.entries[at];
        e.key = Vec::new();
        self.live -= 1;
        Some(std::mem::replace(&mut e.val, std::ptr::null_mut()))
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

    /// The entry at position `i`; None for a hole or past the end.
    pub fn entry_at(&self, i: usize) -> Option<(&[u8], *mut Sv)> {
        let e = self.entries.get(i)?;
        (!e.val.is_null()).then_some((e.key.as_slice(), e.val))
    }

    pub fn iter(&self) -> impl Iterator<Item = (&[u8], *mut Sv)> {
        self.entries
            .iter()
            .filter(|e| !e.val.is_null())
            .map(|e| (e.key.as_slice(), e.val))
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
    fn positions_survive_deleting_the_current_entry() {
        let mut m = HvMap::default();
        for i in 1..=10usize {
            m.insert(vec![b'a' + i as u8], v(i));
        }
        let mut seen = 0;
        let mut i = 0;
        while i < m.positions() {
            if let Some((k, _)) = m.entry_at(i) {
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
