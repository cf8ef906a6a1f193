/// How a class in the browser marks: a test gives no feedback until the teacher grades; a
/// practice gives each answer's feedback (the mark, the expected form, the diagnosis) as the
/// terminal quiz does, and the summary at the end.
public enum ClassMode: String, CaseIterable, Sendable {
  case test
  case practice
}
