import ClassKey
import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Grading
import Testing

/// `conjugar serve`'s options read and checked (a bad one is one usage line, 64), the request
/// they make, the default data folder, and how `conjugar` hands `serve` to `conjugar-serve`.
@Suite struct ServeCommandTests: RunnerFiles {
  var runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private func request(_ arguments: [String]) throws -> ServeRequest {
    try ServeCommand.parse(arguments).request
  }

  @Test(arguments: [
    (":9000", ListenAddress.address(host: "127.0.0.1", port: 9000)),
    ("0.0.0.0:8080", .address(host: "0.0.0.0", port: 8080)),
    ("192.168.1.20", .address(host: "192.168.1.20", port: 8080)),
    ("localhost:0", .address(host: "127.0.0.1", port: 0)),
    ("10.0.0.1:65535", .address(host: "10.0.0.1", port: 65535)),
    ("eth0", .interface(name: "eth0", port: 8080)),
    ("wlp2s0:8081", .interface(name: "wlp2s0", port: 8081)),
    ("br-lan.5:0", .interface(name: "br-lan.5", port: 0)),
  ])
  func listenForms(_ given: String, _ expected: ListenAddress) throws {
    #expect(try request(["--key-file", "k.json", "--listen", given]).listen == expected)
  }

  @Test func listensOnThisComputerByDefault() throws {
    let request = try request(["--key-file", "k.json"])
    #expect(request.listen == .address(host: "127.0.0.1", port: 8080))
    #expect(request.mode == .test)
    #expect(request.readyFile == nil)
  }

  @Test(arguments: [
    "", ":", "1.2.3.4:", "1.2.3.4:65536", "1.2.3.256:80", "01.2.3.4", "a:b:c", "::1",
    "eth0:x", "eth 0", "averyveryverylongname", "10.0.0", "[::1]:80", "eth0:-1", "eth0:+80",
  ])
  func aBadListenIsOneUsageLine(_ given: String) throws {
    let result = try runner.run(["serve", "--key-file", "k.json", "--listen", given])
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("is not an address"))
  }

  @Test func modes() throws {
    #expect(try request(["--key-file", "k.json", "--mode", "practice"]).mode == .practice)
    #expect(try request(["--key-file", "k.json", "--mode", "test"]).mode == .test)
    let result = try runner.run(["serve", "--key-file", "k.json", "--mode", "exam"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
  }

  @Test func theKeyFileIsNeeded() throws {
    for arguments in [["serve"], ["serve", "--key-file", ""], ["serve", "--listen", ":0"]] {
      let result = try runner.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderrLines.count == 1, "\(arguments)")
    }
    let result = try runner.run(["serve", "--key-file", "k.json", "--data", ""])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--data needs a folder"))
  }

  @Test func theDataFolderIsBesideTheKeyByDefault() throws {
    #expect(try request(["--key-file", "3B-key.json"]).dataFolder == "3B-key-class")
    #expect(
      try request(["--key-file", "/srv/class/3B-key.json"]).dataFolder
        == "/srv/class/3B-key-class")
    #expect(try request(["--key-file", "key"]).dataFolder == "key-class")
    #expect(try request(["--key-file", "k.json", "--data", "here"]).dataFolder == "here")
  }

  @Test func theRequestIsMadeAgainFromItsArguments() throws {
    let requests = [
      ServeRequest(keyPath: "k.json"),
      ServeRequest(
        keyPath: "-odd name.json", listen: .interface(name: "eth0", port: 0), data: "d d",
        mode: .practice, readyFile: "ready.json"),
    ]
    for request in requests {
      let arguments = request.arguments(language: .spanish)
      #expect(arguments.first == "serve")
      #expect(arguments.suffix(2) == ["--lang", "es"])
      #expect(try self.request(Array(arguments.dropFirst())) == request)
    }
  }

  @Test func conjugarHandsServeToConjugarServe() throws {
    let handed = Locked<[[String]]>([])
    var runner = self.runner
    runner.classroom = ClassroomClient(handOff: { arguments, _ in
      handed.update { $0.append(arguments) }
    })
    // The key is read by conjugar-serve: conjugar hands over before reading anything.
    let result = try runner.run(["serve", "--key-file", "none.json", "--listen", ":0"])
    #expect(result.status == 0)
    #expect(
      handed.get() == [
        [
          "serve", "--key-file=none.json", "--listen", "127.0.0.1:0", "--mode", "test",
          "--lang", "en",
        ]
      ])
  }

  @Test func aSessionRefusesServe() throws {
    let result = try runner.run([], stdin: "serve --key-file k.json\n")
    #expect(result.stderr.contains("start it from the shell, not in a session"))
  }

  /// `serve --help` in both languages, reviewed golden files; `help serve` is the same.
  @Test(arguments: ["en", "es"])
  func goldenHelp(_ language: String) throws {
    let result = try runner.run(["serve", "--help", "--lang", language])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "help-serve-\(language)")
    #expect(try runner.run(["help", "serve", "--lang", language]).stdout == result.stdout)
  }
}
