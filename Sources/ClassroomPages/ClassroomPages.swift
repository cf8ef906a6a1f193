import Messages

/// The classroom's pages (Resources/classroom), embedded at build time and put into words per
/// language: the student's page and the teacher's page as whole HTML documents, and the style
/// and scripts they load from `/static/`.
///
/// Policy: a page's words come from the catalogue (`page…` keys), HTML-escaped where the page
/// shows them; the words the scripts need travel in the page's
/// `<script type="application/json" id="words">` block, so no inline script or style is needed
/// under the server's `Content-Security-Policy: default-src 'self'`. Nothing is read from the
/// file system.
public enum ClassroomPages {
  /// The student's page in `language`: the join form, the questions, the summary.
  public static func student(in language: Language) -> String {
    PageTemplate.render(embeddedPageStudentHTML, in: language)
  }

  /// The teacher's page in `language`: the join code, the students, the questions, the results.
  public static func teacher(in language: Language) -> String {
    PageTemplate.render(embeddedPageTeacherHTML, in: language)
  }

  /// "classroom.css", "student.js", "teacher.js": content type and body; nil for any other name.
  public static func asset(_ name: String) -> (contentType: String, body: String)? {
    switch name {
    case "classroom.css": ("text/css; charset=utf-8", embeddedPageClassroomCSS)
    case "student.js": ("text/javascript; charset=utf-8", embeddedPageStudentJS)
    case "teacher.js": ("text/javascript; charset=utf-8", embeddedPageTeacherJS)
    default: nil
    }
  }
}
