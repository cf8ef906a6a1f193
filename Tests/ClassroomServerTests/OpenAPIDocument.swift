import Foundation
import SimpleJSON

/// Docs/classroom-api.json, read with SimpleJSON, and the small part of JSON Schema it uses
/// (`type`, one or a list; `required`; `properties`; `items`; `additionalProperties`; `enum`;
/// `$ref` to `#/components/...`), enough to check a real answer against its documented shape.
struct OpenAPIDocument {
  let root: JSONValue

  init() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/classroom-api.json")
    let bytes = try [UInt8](Data(contentsOf: url))
    guard let root = JSONValue(parsing: bytes) else {
      throw RawHTTPConnection.Failure(description: "Docs/classroom-api.json is not JSON")
    }
    self.root = root
  }

  /// Every operation: "GET /api/questions".
  var operations: Set<String> {
    var found: Set<String> = []
    for (path, item) in root["paths"]?.members ?? [:] {
      for method in (item.members ?? [:]).keys { found.insert(method.uppercased() + " " + path) }
    }
    return found
  }

  /// The documented statuses of an operation ("200", "401"…).
  func statuses(_ method: String, _ path: String) -> Set<String> {
    Set(operation(method, path)?["responses"]?.members?.keys.map { $0 } ?? [])
  }

  func operation(_ method: String, _ path: String) -> JSONValue? {
    root["paths"]?[path]?[method.lowercased()]
  }

  /// The JSON schema of an operation's answer with `status`, nil when it is not JSON.
  func schema(_ method: String, _ path: String, status: Int) -> JSONValue? {
    guard let response = operation(method, path)?["responses"]?[String(status)] else { return nil }
    return resolved(response)["content"]?["application/json"]?["schema"]
  }

  /// What `value` lacks or gets wrong against `schema`, one line each, empty when it fits.
  func problems(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
    let schema = resolved(schema)
    var found: [String] = []
    if let type = schema["type"] {
      let types = type.strings ?? (type.string.map { [$0] } ?? [])
      if !types.contains(where: { Self.fits(value, $0) }) {
        return ["\(path): \(value.compact().prefix(60)) is not \(types.joined(separator: "|"))"]
      }
    }
    if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
      found.append("\(path): \(value.compact()) is not one of \(schema["enum"]!.compact())")
    }
    if let members = value.members {
      for name in schema["required"]?.strings ?? [] where members[name] == nil {
        found.append("\(path): no member \(name)")
      }
      for (name, member) in members {
        if let property = schema["properties"]?[name] {
          found += problems(member, property, at: path + "." + name)
        } else if let other = schema["additionalProperties"], other.members != nil {
          found += problems(member, other, at: path + "." + name)
        }
      }
    }
    if let items = schema["items"], let elements = value.arrayValue {
      for (index, element) in elements.enumerated() {
        found += problems(element, items, at: path + "[\(index)]")
      }
    }
    return found
  }

  /// A `$ref`'s target, followed until it is not one.
  func resolved(_ value: JSONValue) -> JSONValue {
    guard let reference = value["$ref"]?.string, reference.hasPrefix("#/") else { return value }
    var target: JSONValue? = root
    for part in reference.dropFirst(2).split(separator: "/") { target = target?[String(part)] }
    return target.map(resolved) ?? value
  }

  private static func fits(_ value: JSONValue, _ type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let number)): return Int(number.literal) != nil
    default: return false
    }
  }
}

extension JSONValue {
  subscript(name: String) -> JSONValue? { members?[name] }

  var members: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
