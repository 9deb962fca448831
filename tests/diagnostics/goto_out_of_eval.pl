sub f {
  eval { goto DONE };
  DONE: 1;
}
f();
