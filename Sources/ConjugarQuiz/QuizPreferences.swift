/// Where the learner practises: Latin America has no vosotros questions.
public enum Region: String, CaseIterable, Sendable, Codable {
  case latinAmerica = "latin-america"
  case spain
}

/// How hard a quiz is: which verb families and tenses the curriculum asks (`Curriculum`).
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  case easy, moderate, difficult
}
