import RibTrace

/// Why flatten cannot write skeletons that fit the app: none of the files the scan says its RIBs are declared in
/// is below the folder given, so the skeletons would name no module and none of the app's declarations.
package struct AppSourcesMissing: LocatedError, Equatable {
    /// The folder the `declaredIn` paths were read from.
    package let folder: String
    /// The first RIB's `declaredIn` file, as the scan wrote it.
    package let file: String

    package var kind: FailureKind { .noInput }

    // The file is the trace's, input like any other: an excerpt, so that no control character of it reaches
    // the terminal or a CI log.
    package var description: String {
        "flatten --emit-swift: the app's files are not below \(folder) (\(InputExcerpt.quoted(file, showing: InputExcerpt.maxPathCharacters)), where the scan "
            + "says a RIB is declared, is missing): run flatten in the folder the scan ran in, or give it with --sources"
    }
}
