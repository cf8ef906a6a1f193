import InterfaceLanguage

/// The classroom's pages (Resources/classroom), embedded at build time.
public enum ClassroomPages {
  public static func student(in language: Language) -> String { embeddedPageStudentHTML }
  public static func teacher(in language: Language) -> String { embeddedPageTeacherHTML }
  public static func asset(_ name: String) -> (contentType: String, body: String)? {
    switch name {
    case "classroom.css": ("text/css; charset=utf-8", embeddedPageClassroomCSS)
    case "student.js": ("text/javascript; charset=utf-8", embeddedPageStudentJS)
    case "teacher.js": ("text/javascript; charset=utf-8", embeddedPageTeacherJS)
    default: nil
    }
  }
}
