$g = 1;
local $g = 2;
