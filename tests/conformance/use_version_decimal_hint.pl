# use 5.6 means v5.600.0; perl asks whether v5.6.0 was meant.
use 5.6;
