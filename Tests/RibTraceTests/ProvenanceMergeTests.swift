import Foundation
import XCTest

@testable import RibTrace

/// `Trace.mergingProvenance(from:)`: a recording keeps its tree and events and gains what a scan knows.
final class ProvenanceMergeTests: XCTestCase {
    /// A scan: Root → Home → (Settings → Profile, Profile#2, Cart). Profile is reusable: under Settings its
    /// session tunnels through SettingsComponent, under Home it does not.
    private func scanned() -> Trace {
        Trace(
            app: "Shop", origin: .source,
            ribs: [
                RIB(
                    id: "Root", router: "RootRouter", builder: "RootBuilder", dependency: "EmptyDependency",
                    component: "RootComponent",
                    declaredIn: "Shop/Root/RootBuilder.swift:10"),
                RIB(
                    id: "Home", router: "HomeRouter", builder: "HomeBuilder", dependency: "HomeDependency",
                    component: "HomeComponent",
                    declaredIn: "Shop/Home/HomeBuilder.swift:20"),
                RIB(
                    id: "Settings", builder: "SettingsBuilder", dependency: "SettingsDependency",
                    component: "SettingsComponent",
                    declaredIn: "Shop/Settings/SettingsBuilder.swift:30"),
                RIB(
                    id: "Profile", builder: "ProfileBuilder", dependency: "ProfileDependency",
                    declaredIn: "Shop/Profile/ProfileBuilder.swift:40"),
                RIB(
                    id: "Profile#2", name: "Profile", builder: "ProfileBuilder", dependency: "ProfileDependency",
                    declaredIn: "Shop/Profile/ProfileBuilder.swift:40"),
                RIB(
                    id: "Cart", builder: "CartBuilder", dependency: "CartDependency",
                    declaredIn: "Shop/Cart/CartBuilder.swift:50"),
            ],
            routes: [
                Route(parent: "Root", child: "Home", builder: "HomeBuilder"),
                Route(parent: "Home", child: "Settings", builder: "SettingsBuilder"),
                Route(parent: "Settings", child: "Profile", builder: "ProfileBuilder"),
                Route(parent: "Home", child: "Profile#2", builder: "ProfileBuilder"),
                Route(parent: "Home", child: "Cart", builder: "CartBuilder"),
            ],
            events: [
                TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 3, kind: .attach, parent: 1, child: 2),
                TraceEvent(seq: 4, kind: .attach, parent: 2, child: 3),
                TraceEvent(seq: 5, kind: .attach, parent: 1, child: 4),
                TraceEvent(seq: 6, kind: .attach, parent: 1, child: 5),
            ],
            dependencies: [
                DependencyEdge(
                    child: "Home", dependency: "HomeDependency", component: "RootComponent", provider: "Root",
                    properties: [
                        DependencyProperty(
                            name: "user", type: "User", providedBy: "RootComponent",
                            declaredIn: "Shop/Home/HomeBuilder.swift:5", providedIn: "Shop/Root/RootBuilder.swift:14")
                    ]),
                DependencyEdge(
                    child: "Settings", dependency: "SettingsDependency", component: "HomeComponent", provider: "Home",
                    properties: [
                        DependencyProperty(
                            name: "session", type: "Session", providedBy: "HomeComponent",
                            declaredIn: "Shop/Settings/SettingsBuilder.swift:6",
                            providedIn: "Shop/Home/HomeBuilder.swift:25")
                    ]),
                DependencyEdge(
                    child: "Profile", dependency: "ProfileDependency", component: "SettingsComponent",
                    provider: "Settings",
                    properties: [
                        DependencyProperty(
                            name: "session", type: "Session", providedBy: "HomeComponent",
                            declaredIn: "Shop/Profile/ProfileBuilder.swift:7",
                            providedIn: "Shop/Home/HomeBuilder.swift:25")
                    ]),
                DependencyEdge(
                    child: "Profile#2", dependency: "ProfileDependency", component: "HomeComponent", provider: "Home",
                    properties: [
                        DependencyProperty(
                            name: "session", type: "Session", providedBy: "HomeComponent",
                            declaredIn: "Shop/Profile/ProfileBuilder.swift:7",
                            providedIn: "Shop/Home/HomeBuilder.swift:25"),
                        DependencyProperty(
                            name: "avatar", type: "Image", providedBy: "HomeComponent",
                            declaredIn: "Shop/Profile/ProfileBuilder.swift:8",
                            providedIn: "Shop/Home/HomeBuilder.swift:26"),
                    ]),
                DependencyEdge(
                    child: "Cart", dependency: "CartDependency", component: "HomeComponent", provider: "Home"),
            ],
            components: [
                ComponentLink(component: "RootComponent", parent: nil),
                ComponentLink(component: "HomeComponent", parent: "RootComponent"),
                ComponentLink(component: "SettingsComponent", parent: "HomeComponent"),
            ])
    }

    /// A recording, as the probe sees it: no builder for the launched root, Profile attached under Home
    /// and a second live Profile under Settings, edges with little or no provenance, no Settings edge.
    private func live() -> Trace {
        Trace(
            app: "Shop",
            ribs: [
                RIB(id: "Root", router: "RootRouter", view: "RootViewController", component: "RootComponent"),
                RIB(id: "Home", router: "HomeRouter", builder: "HomeBuilder", dependency: "HomeDependency"),
                RIB(id: "Profile", router: "ProfileRouter", builder: "ProfileBuilder"),
                RIB(
                    id: "Settings", router: "SettingsRouter", builder: "SettingsBuilder", component: "SettingsComponent"
                ),
                RIB(id: "Profile#2", name: "Profile", router: "ProfileRouter", builder: "ProfileBuilder"),
            ], routes: [Route(parent: "Root", child: "Home", builder: "HomeBuilder")],
            events: [
                TraceEvent(seq: 1, time: 0, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, time: 0.5, kind: .attach, parent: 0, child: 1),
                TraceEvent(seq: 3, time: 1.0, kind: .attach, parent: 1, child: 2),
                TraceEvent(seq: 4, time: 2.0, kind: .attach, parent: 1, child: 3),
                TraceEvent(seq: 5, time: 3.0, kind: .attach, parent: 3, child: 4),
                TraceEvent(seq: 6, time: 4.0, kind: .detach, parent: 1, child: 2),
            ],
            dependencies: [
                DependencyEdge(child: "Home", dependency: "HomeDependency", component: "RootComponent"),
                DependencyEdge(
                    child: "Profile", dependency: "ProfileDependency", component: "HomeComponent", provider: "Home",
                    properties: [DependencyProperty(name: "session", type: "LiveSession")]),
                DependencyEdge(
                    child: "Profile#2", dependency: "ProfileDependency", component: "SettingsComponent",
                    provider: "Settings"),
            ], components: [ComponentLink(component: "RootComponent", parent: nil)],
            adapters: [], listeners: [Listener(child: "Home", listener: "RootInteractor")], droppedEvents: 2)
    }

    func testTheRecordingKeepsItsTreeAndEvents() throws {
        let live = live()
        let merged = live.mergingProvenance(from: scanned())
        XCTAssertEqual(merged.origin, .live)
        XCTAssertEqual(merged.ribs.map(\.id), live.ribs.map(\.id), "no RIB invented (the scan's Cart is not added)")
        XCTAssertEqual(merged.events, live.events)
        XCTAssertEqual(merged.listeners, live.listeners)
        XCTAssertEqual(merged.app, "Shop")
        XCTAssertEqual(merged.droppedEvents, 2)
        XCTAssertFalse(merged.dependencies.contains { $0.child == "Cart" })
        XCTAssertFalse(merged.routes.contains { $0.child == "Cart" })
        XCTAssertEqual(
            try TraceDecoder().decode(TraceEncoder.encode(merged), file: "merged.json"), merged,
            "every reference stays valid")
    }

    func testRIBsGainWhatTheyLackAndKeepWhatTheyHave() {
        let merged = live().mergingProvenance(from: scanned())
        XCTAssertEqual(
            merged.ribs.map(\.declaredIn),
            [
                "Shop/Root/RootBuilder.swift:10", "Shop/Home/HomeBuilder.swift:20",
                "Shop/Profile/ProfileBuilder.swift:40",
                "Shop/Settings/SettingsBuilder.swift:30", "Shop/Profile/ProfileBuilder.swift:40",
            ])
        XCTAssertEqual(merged.rib("Root")?.builder, "RootBuilder", "matched by its router: the probe saw no builder")
        XCTAssertEqual(merged.rib("Root")?.dependency, "EmptyDependency")
        XCTAssertEqual(merged.rib("Home")?.component, "HomeComponent")
        XCTAssertEqual(merged.rib("Profile")?.dependency, "ProfileDependency")
        XCTAssertEqual(merged.rib("Settings")?.component, "SettingsComponent")
        XCTAssertEqual(merged.rib("Root")?.view, "RootViewController")
    }

    func testEachLiveEdgeTakesTheScannedEdgeOfTheSameDependencyAndPlace() {
        let merged = live().mergingProvenance(from: scanned())
        func edge(_ child: String) -> DependencyEdge? { merged.dependencies.first { $0.child == child } }
        XCTAssertEqual(
            edge("Home")?.properties,
            [
                DependencyProperty(
                    name: "user", type: "User", providedBy: "RootComponent",
                    declaredIn: "Shop/Home/HomeBuilder.swift:5", providedIn: "Shop/Root/RootBuilder.swift:14")
            ])
        XCTAssertNil(edge("Home")?.provider, "the live edge's own values stay")
        // Live Profile sits under Home: the scan's Profile#2 (under Home, satisfied by HomeComponent).
        XCTAssertEqual(
            edge("Profile")?.properties,
            [
                DependencyProperty(
                    name: "session", type: "LiveSession", providedBy: "HomeComponent",
                    declaredIn: "Shop/Profile/ProfileBuilder.swift:7", providedIn: "Shop/Home/HomeBuilder.swift:25"),
                DependencyProperty(
                    name: "avatar", type: "Image", providedBy: "HomeComponent",
                    declaredIn: "Shop/Profile/ProfileBuilder.swift:8", providedIn: "Shop/Home/HomeBuilder.swift:26"),
            ])
        // Live Profile#2 sits under Settings: the scan's Profile, whose session tunnels through SettingsComponent.
        XCTAssertEqual(edge("Profile#2")?.properties.map(\.name), ["session"])
        XCTAssertEqual(edge("Profile#2")?.component, "SettingsComponent")
        XCTAssertEqual(edge("Profile#2")?.properties.first?.providedBy, "HomeComponent")
    }

    func testWhatTheRecordingLacksIsAddedBetweenLiveRIBs() {
        let merged = live().mergingProvenance(from: scanned())
        XCTAssertEqual(
            merged.dependencies.map { "\($0.child) \($0.dependency) \($0.component) \($0.provider ?? "-")" },
            [
                "Home HomeDependency RootComponent -",
                "Profile ProfileDependency HomeComponent Home",
                "Profile#2 ProfileDependency SettingsComponent Settings",
                "Settings SettingsDependency HomeComponent Home",
            ])
        XCTAssertEqual(
            merged.routes.map { "\($0.parent) → \($0.child)" },
            ["Root → Home", "Home → Settings", "Settings → Profile#2", "Home → Profile"])
        XCTAssertEqual(
            merged.components,
            [
                ComponentLink(component: "RootComponent", parent: nil),
                ComponentLink(component: "HomeComponent", parent: "RootComponent"),
                ComponentLink(component: "SettingsComponent", parent: "HomeComponent"),
            ])
    }

    func testAProviderTheRecordingDoesNotKnowIsLeftOut() {
        var scan = scanned()
        scan.dependencies[1].provider = "SettingsAdapter"
        let merged = live().mergingProvenance(from: scan)
        XCTAssertEqual(merged.dependencies.last?.child, "Settings")
        XCTAssertNil(merged.dependencies.last?.provider, "no adapter of that name in the recording")
    }

    func testMatchingByIDWithoutItsNumberWhenTypesAreUnknown() {
        let live = Trace(
            ribs: [RIB(id: "Root"), RIB(id: "Cart#2")],
            events: [
                TraceEvent(seq: 1, kind: .attach, parent: nil, child: 0),
                TraceEvent(seq: 2, kind: .attach, parent: 0, child: 1),
            ])
        let merged = live.mergingProvenance(from: scanned())
        XCTAssertEqual(merged.rib("Cart#2")?.declaredIn, "Shop/Cart/CartBuilder.swift:50")
        XCTAssertEqual(merged.rib("Root")?.builder, "RootBuilder")
        XCTAssertEqual(merged.dependencies.map(\.child), ["Cart#2"])
        XCTAssertNil(merged.dependencies.first?.provider, "the scan's provider Home is not in the recording")
        XCTAssertEqual(merged.routes, [], "Root does not hold Cart's builder in the scan")
    }
}
