#if canImport(Testing)
  import Testing
#endif

/// Records a failure in the test that is running: every double of this module reports through
/// it. Swift Testing is there whenever a test target links this module; a plain `swift build`
/// of every target (`scripts/setup.sh`) compiles it without the framework, and then nothing
/// can call it.
func recordTestIssue(_ message: String) {
  #if canImport(Testing)
    Issue.record(Comment(rawValue: message))
  #else
    fatalError(message)
  #endif
}
