// swift-tools-version:5.9
import PackageDescription

// A meetups app of modules, in MOIT-iOS's shape: the list's protocols in an interfaces module, a detail module
// whose members' screen is internal to it and whose dues screen, of a module of its own, reports a payment the detail
// thanks for on its own screen, a web page and the settings each in a module of their own, and the app,
// whose root presents the list inside a navigation controller it makes. The list's and the web page's builders
// return their router with an actionable item. FlattenNavigationModulesTests compiles each module in this order.
let package = Package(
    name: "Meetups",
    targets: [
        .target(name: "MeetListInterface"),
        .target(name: "Web"),
        .target(name: "Share"),
        .target(name: "Dues"),
        .target(name: "Settings", dependencies: ["Web"]),
        .target(name: "MeetDetail", dependencies: ["Share", "Dues"]),
        .target(name: "MeetList", dependencies: ["MeetListInterface", "MeetDetail", "Settings", "Web"]),
        .target(name: "MeetupsApp", dependencies: ["MeetList", "MeetListInterface"]),
    ]
)
