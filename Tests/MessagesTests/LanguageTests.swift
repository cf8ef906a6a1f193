import Messages
import Testing

/// The language: `--lang`, then the setting, then LC_ALL, LC_MESSAGES, LANG, LANGUAGE.
@Suite struct LanguageTests {
  @Test(
    arguments: [
      ([:], Language.english), (["LANG": "es_ES.UTF-8"], .spanish), (["LANG": "es"], .spanish),
      (["LANG": "es-419"], .spanish), (["LANG": "C.UTF-8"], .english),
      (["LANG": "fr_FR.UTF-8"], .english), (["LANG": "xx_YY@weird"], .english),
      (["LC_ALL": "en_GB.UTF-8", "LANG": "es_ES.UTF-8"], .english),
      (["LC_ALL": "es_MX.UTF-8", "LANG": "en_US.UTF-8"], .spanish),
      (["LC_MESSAGES": "es_AR.UTF-8", "LANG": "en_US.UTF-8"], .spanish),
      (["LC_ALL": "", "LC_MESSAGES": "en_US", "LANG": "es_ES"], .english),
      (["LANGUAGE": "es:en"], .spanish), (["LANGUAGE": "en:es"], .english),
      (["LANG": "en_US.UTF-8", "LANGUAGE": "es"], .english),
      (["LANG": "estonian"], .english),
    ] as [([String: String], Language)])
  func theEnvironmentInPosixOrder(_ variables: [String: String], _ language: Language) {
    #expect(LanguagePreference.auto.resolve(flag: nil, variables: variables) == language)
  }

  @Test func theFlagWinsThenTheSetting() {
    let spanish = ["LANG": "es_ES.UTF-8"]
    #expect(LanguagePreference.en.resolve(flag: nil, variables: spanish) == .english)
    #expect(LanguagePreference.es.resolve(flag: nil, variables: [:]) == .spanish)
    #expect(LanguagePreference.es.resolve(flag: .english, variables: spanish) == .english)
    #expect(LanguagePreference.auto.resolve(flag: .spanish, variables: [:]) == .spanish)
  }
}
