import XCTest

@testable import RibTrace

/// Bad `routes`, `adapters`, `dependencies` (and their properties), `components` and `listeners`:
/// dangling RIB ids, unknown providers, unknown or missing keys and wrong types, each with its exact message.
final class ReferenceErrorTests: XCTestCase {
    private func trace(_ extra: String) -> String {
        Fixture.trace(ribs: Fixture.ribs(["Root", "LoggedIn", "Profile"]), extra: ", " + extra)
    }

    // MARK: - routes

    func testUnknownRIBInRoutes() {
        assertDecodeError(
            trace(#""routes": [{"parent": "Root", "child": "LoggedIn"}, {"parent": "LoggedIn", "child": "Settings"}]"#),
            #"app.json: routes[1].child: unknown RIB "Settings""#)
        assertDecodeError(
            trace(#""routes": [{"parent": "Rot", "child": "LoggedIn"}]"#),
            #"app.json: routes[0].parent: unknown RIB "Rot" (did you mean "Root"?)"#)
    }

    func testRouteKeys() {
        assertDecodeError(
            trace(#""routes": [{"child": "LoggedIn"}]"#), #"app.json: routes[0]: missing required key "parent""#)
        assertDecodeError(
            trace(#""routes": [{"parent": "Root"}]"#), #"app.json: routes[0]: missing required key "child""#)
        assertDecodeError(
            trace(#""routes": [{"parent": "Root", "child": "LoggedIn", "builer": "B"}]"#),
            "app.json: routes[0].builer: unknown key (expected one of: parent, child, builder, adapter, via, declaredIn, ambiguous, presentation, presentationReason)"
        )
        assertDecodeError(
            trace(#""routes": [{"parent": "Root", "child": "LoggedIn", "adapter": ""}]"#),
            "app.json: routes[0].adapter: must not be empty")
    }

    // MARK: - adapters

    func testUnknownRIBInAdapters() {
        assertDecodeError(
            trace(#""adapters": [{"name": "ProfileAdapter", "parent": "LoggedOut", "child": "Profile"}]"#),
            #"app.json: adapters[0].parent: unknown RIB "LoggedOut" (did you mean "LoggedIn"?)"#)
        assertDecodeError(
            trace(#""adapters": [{"name": "ProfileAdapter", "parent": "LoggedIn", "child": "Profil"}]"#),
            #"app.json: adapters[0].child: unknown RIB "Profil" (did you mean "Profile"?)"#)
    }

    func testAdapterKeys() {
        assertDecodeError(
            trace(#""adapters": [{"parent": "LoggedIn", "child": "Profile"}]"#),
            #"app.json: adapters[0]: missing required key "name""#)
        assertDecodeError(
            trace(#""adapters": [{"name": "A", "parent": "LoggedIn", "child": "Profile", "listener": "X"}]"#),
            "app.json: adapters[0].listener: unknown key (expected one of: name, parent, child, component)")
        assertDecodeError(
            trace(#""adapters": [{"name": 1, "parent": "LoggedIn", "child": "Profile"}]"#),
            "app.json: adapters[0].name: expected a string, found a number")
    }

    // MARK: - dependencies

    func testUnknownProvider() {
        let adapters = #""adapters": [{"name": "ProfileAdapter", "parent": "LoggedIn", "child": "Profile"}]"#
        let dependencies =
            #""dependencies": [{"child": "Profile", "dependency": "ProfileDependency", "component": "ProfileAdapter.Component", "provider": "ProfileAdaptor"}]"#
        assertDecodeError(
            trace(adapters + ", " + dependencies),
            #"app.json: dependencies[0].provider: unknown provider "ProfileAdaptor": not a RIB id nor an adapter name"#)
    }

    func testProviderMayNameAnAdapterDeclaredLaterInTheDocument() throws {
        let dependencies =
            #""dependencies": [{"child": "Profile", "dependency": "ProfileDependency", "component": "ProfileAdapter.Component", "provider": "ProfileAdapter"}]"#
        let adapters = #""adapters": [{"name": "ProfileAdapter", "parent": "LoggedIn", "child": "Profile"}]"#
        let decoded = try Fixture.decode(trace(dependencies + ", " + adapters))
        XCTAssertEqual(decoded.dependencies.map(\.provider), ["ProfileAdapter"])
    }

    func testUnknownRIBInDependencies() {
        assertDecodeError(
            trace(
                #""dependencies": [{"child": "Settings", "dependency": "SettingsDependency", "component": "LoggedInComponent"}]"#
            ),
            #"app.json: dependencies[0].child: unknown RIB "Settings""#)
    }

    func testDependencyKeys() {
        assertDecodeError(
            trace(#""dependencies": [{"child": "LoggedIn", "component": "RootComponent"}]"#),
            #"app.json: dependencies[0]: missing required key "dependency""#)
        assertDecodeError(
            trace(#""dependencies": [{"child": "LoggedIn", "dependency": "LoggedInDependency"}]"#),
            #"app.json: dependencies[0]: missing required key "component""#)
        assertDecodeError(
            trace(#""dependencies": [{"child": "LoggedIn", "dependency": "D", "component": "C", "from": "Root"}]"#),
            "app.json: dependencies[0].from: unknown key (expected one of: child, parent, dependency, component, provider, properties)"
        )
    }

    func testPropertyErrors() {
        func dependency(_ properties: String) -> String {
            trace(
                #""dependencies": [{"child": "LoggedIn", "dependency": "D", "component": "C"}, {"child": "Profile", "dependency": "D", "component": "C", "properties": \#(properties)}]"#
            )
        }
        assertDecodeError(
            dependency(#"[{"name": "session"}, {"type": "Session"}]"#),
            #"app.json: dependencies[1].properties[1]: missing required key "name""#)
        assertDecodeError(
            dependency(#"[{"name": "session", "provider": "RootComponent"}]"#),
            "app.json: dependencies[1].properties[0].provider: unknown key (expected one of: name, type, providedBy, declaredIn, providedIn, via)"
        )
        assertDecodeError(
            dependency(#"[{"name": "session", "declaredIn": 12}]"#),
            "app.json: dependencies[1].properties[0].declaredIn: expected a string, found a number")
        assertDecodeError(
            dependency(#"{"name": "session"}"#),
            "app.json: dependencies[1].properties: expected an array, found an object")
        assertDecodeError(
            dependency(#"["session"]"#),
            "app.json: dependencies[1].properties[0]: expected an object, found a string")
    }

    // MARK: - components

    func testComponentErrors() {
        assertDecodeError(
            trace(#""components": [{"component": "RootComponent", "parent": ""}]"#),
            "app.json: components[0].parent: must not be empty")
        assertDecodeError(
            trace(#""components": [{"component": "RootComponent", "parent": 3}]"#),
            "app.json: components[0].parent: expected a string, found a number")
        assertDecodeError(
            trace(#""components": [{"parent": "EmptyComponent"}]"#),
            #"app.json: components[0]: missing required key "component""#)
        assertDecodeError(
            trace(#""components": [{"component": "RootComponent", "dependency": "EmptyComponent"}]"#),
            "app.json: components[0].dependency: unknown key (expected one of: component, parent)")
    }

    // MARK: - listeners

    func testUnknownRIBInListeners() {
        assertDecodeError(
            trace(
                #""listeners": [{"child": "LoggedIn", "listener": "RootInteractor"}, {"child": "OffGame", "listener": "LoggedInInteractor"}]"#
            ),
            #"app.json: listeners[1].child: unknown RIB "OffGame""#)
    }

    func testListenerKeys() {
        assertDecodeError(
            trace(#""listeners": [{"child": "LoggedIn"}]"#), #"app.json: listeners[0]: missing required key "listener""#
        )
        assertDecodeError(
            trace(#""listeners": [{"child": "LoggedIn", "listener": ""}]"#),
            "app.json: listeners[0].listener: must not be empty")
        assertDecodeError(
            trace(#""listeners": [{"child": "LoggedIn", "listener": "RootInteractor", "listener": "X"}]"#),
            "app.json: listeners[0].listener: duplicate key")
    }
}
