import Foundation
import RibTrace

/// The traces in `samples/` that anyone can render, for every test target.
public enum SampleTraces {
    /// The names of the folders of `samples/` that hold a `trace.json`, sorted.
    public static let names = [
        "adapter", "business-logic", "flattened", "format-example", "presentations", "scanned", "tictactoe", "vertical",
    ]

    /// The path of `samples/<name>/trace.json`.
    public static func path(_ name: String) -> String {
        packageRoot.appendingPathComponent("samples/\(name)/trace.json").path
    }

    /// The decoded `samples/<name>/trace.json`.
    public static func trace(_ name: String) throws -> Trace {
        try TraceDecoder().decode(contentsOfFile: path(name))
    }

    /// samples/tictactoe as the HEAD of a diff: Settings added under LoggedIn, BasicScoreBoard removed,
    /// OffGame moved under Root, and OffGameDependency now provided by RootComponent (Root).
    public static func tictactoeEdited() throws -> Trace {
        let url = URL(fileURLWithPath: path("tictactoe"))
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        var ribs = json["ribs"] as! [[String: Any]]
        ribs.append([
            "id": "Settings", "router": "SettingsRouter", "interactor": "SettingsInteractor",
            "view": "SettingsViewController", "builder": "SettingsBuilder",
            "dependency": "SettingsDependency", "component": "SettingsComponent",
        ])
        json["ribs"] = ribs
        var events = json["events"] as! [[String: Any]]
        events += [
            ["seq": 17, "kind": "detach", "parent": "LoggedIn", "child": "OffGame"],  // BasicScoreBoard goes with it
            ["seq": 18, "kind": "attach", "parent": "Root", "child": "OffGame"],
            ["seq": 19, "kind": "attach", "parent": "LoggedIn", "child": "Settings"],
        ]
        json["events"] = events
        json["dependencies"] = (json["dependencies"] as! [[String: Any]]).map { edge in
            guard edge["child"] as? String == "OffGame" else { return edge }
            var moved = edge
            moved["component"] = "RootComponent"
            moved["provider"] = "Root"
            return moved
        }
        return try TraceDecoder().decode(
            [UInt8](try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])), file: "head.json")
    }
}
