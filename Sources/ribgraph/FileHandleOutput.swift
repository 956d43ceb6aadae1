import Foundation

/// Messages for people go to standard error, so standard output stays clean for `-o -`.
enum FileHandleOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
