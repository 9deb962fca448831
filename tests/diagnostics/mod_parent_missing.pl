package Child;
use parent 'Base';
1;
