// Non-variadic wrappers over libedit (histedit.h): Swift cannot call C variadic functions.
#ifndef CONJUGAR_EDITLINE_SHIM_H
#define CONJUGAR_EDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

static inline FILE *conjugar_stdin(void) { return stdin; }
static inline FILE *conjugar_stdout(void) { return stdout; }
static inline FILE *conjugar_stderr(void) { return stderr; }

typedef char *(*conjugar_prompt_function)(EditLine *);
typedef unsigned char (*conjugar_editor_function)(EditLine *, int);

static inline EditLine *conjugar_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}
static inline int conjugar_el_set_prompt(EditLine *e, conjugar_prompt_function f) {
  return el_set(e, EL_PROMPT, f);
}
static inline int conjugar_el_set_editor(EditLine *e, const char *mode) {
  return el_set(e, EL_EDITOR, mode);
}
static inline int conjugar_el_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
static inline int conjugar_el_set_history(EditLine *e, History *h) {
  return el_set(e, EL_HIST, history, h);
}
static inline int conjugar_el_addfn(EditLine *e, const char *name, const char *help,
                                    conjugar_editor_function f) {
  return el_set(e, EL_ADDFN, name, help, f);
}
static inline int conjugar_el_bind(EditLine *e, const char *key, const char *name) {
  return el_set(e, EL_BIND, key, name, NULL);
}
static inline int conjugar_el_set_clientdata(EditLine *e, void *data) {
  return el_set(e, EL_CLIENTDATA, data);
}
static inline void *conjugar_el_get_clientdata(EditLine *e) {
  void *data = NULL;
  el_get(e, EL_CLIENTDATA, &data);
  return data;
}
/// Ctrl-C arrives as a key while editing (bound to abandon the line), not as SIGINT.
static inline int conjugar_el_edit_without_signal_keys(EditLine *e) {
  return el_set(e, EL_SETTY, "-d", "-isig", NULL);
}
static inline int conjugar_history_setsize(History *h, HistEvent *ev, int size) {
  return history(h, ev, H_SETSIZE, size);
}
static inline int conjugar_history_setunique(History *h, HistEvent *ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}
static inline int conjugar_history_enter(History *h, HistEvent *ev, const char *line) {
  return history(h, ev, H_ENTER, line);
}

#endif
