import ArgumentParser

/// `--exclude GLOB`, repeatable: what `init` and `lint` leave out of the folders they scan.
struct ExcludeOption: ParsableArguments {
    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp("Leave out files and folders matching this glob (repeatable).", valueName: "glob"))
    var globs: [String] = []
}
