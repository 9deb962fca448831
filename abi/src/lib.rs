pub const X: u32 = 1;
