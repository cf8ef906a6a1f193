import Classroom
import Testing

@testable import ClassroomServer

/// 1,000 joins in a second from one address: the first ones are answered, the rest get 429 with
/// `Retry-After`, and the class keeps answering everyone else meanwhile.
@Suite struct JoinFloodTests {
  let clock = ManualClock()
  let classroom: Classroom
  let service: ClassroomService

  init() throws {
    classroom = try ServerFixture.classroom()
    let clock = self.clock
    service = ClassroomService(classroom: classroom, now: { clock.now })
  }

  func join(_ name: String, code: String, from client: String) -> ClassroomResponse {
    service.call(
      "POST", "/api/join", as: Caller(client: client),
      json: #"{"name":"\#(name)","code":"\#(code)"}"#)
  }

  @Test func aThousandJoinsInASecondFromOneAddress() throws {
    let ana = try service.join("Ana", code: classroom.joinCode, client: "10.0.0.2")
    var statuses: [Int: Int] = [:]
    for index in 0..<1000 {
      if index % 100 == 0 { clock.advance(.milliseconds(100)) }
      let response = join("Flood \(index)", code: classroom.joinCode, from: "10.0.0.66")
      statuses[response.status, default: 0] += 1
      if response.status == 429 {
        #expect(response.errorCode == "tooManyJoins")
        #expect(response.isOneLineError)
        #expect(Int(response.header("Retry-After") ?? "") ?? 0 >= 1)
      }
      if index == 500 {
        #expect(join("Bea", code: classroom.joinCode, from: "10.0.0.3").status == 200)
        #expect(service.call("GET", "/api/questions", as: .student(ana)).status == 200)
        let teacher = Caller.teacher(classroom.teacherToken)
        #expect(service.call("GET", "/api/teacher/summary", as: teacher).status == 200)
      }
    }
    #expect(statuses[200, default: 0] >= 60)
    #expect(statuses[200, default: 0] <= 60 + 5)
    #expect(statuses[429, default: 0] == 1000 - statuses[200, default: 0])
  }

  @Test func tenWrongCodesThenTheAddressWaitsEvenWithTheRightOne() {
    for _ in 0..<10 {
      #expect(join("Eve", code: "WRONG1", from: "10.0.0.7").status == 400)
    }
    let refused = join("Eve", code: classroom.joinCode, from: "10.0.0.7")
    #expect(refused.status == 429)
    #expect(refused.header("Retry-After") == "6")
    #expect(join("Bea", code: classroom.joinCode, from: "10.0.0.8").status == 200)
    clock.advance(.seconds(6))
    #expect(join("Eve", code: classroom.joinCode, from: "10.0.0.7").status == 200)
  }
}
