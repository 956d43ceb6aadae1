import XCTest

@testable import RibTrace

/// The child's listener methods a parent's interactor answers with work of its own (`Route.answeredByParent`):
/// VideoMerger's Editor applies what Adjustment reports to its video, shows a toast, or reads its own state to route
/// on; a method that only detaches the child or reports on is routing, not the parent's own work, and logging it
/// (`print`, as Menual's interactors do) is no work either.
final class ParentAnswerScanTests: XCTestCase {
    private static func child(_ name: String, methods: [String]) -> String {
        """
        import RIBs

        protocol \(name)Dependency: Dependency {}

        protocol \(name)Listener: AnyObject {
        \(methods.map { "    func \($0)()" }.joined(separator: "\n"))
        }

        final class \(name)Builder: Builder<\(name)Dependency> {
            func build(withListener listener: \(name)Listener) -> ViewableRouting {
                \(name)Router(interactor: \(name)Interactor(), viewController: \(name)ViewController())
            }
        }

        final class \(name)Router: ViewableRouter<\(name)Interactable, \(name)ViewControllable> {}
        """
    }

    func testWhatTheParentDoesItselfWhenAChildReportsIsNamedAndRoutingIsNot() throws {
        let folder = try SourceFolder([
            "App/Editor/EditorBuilder.swift": """
            import RIBs

            protocol EditorDependency: Dependency {}

            final class EditorComponent: Component<EditorDependency>, AdjustmentDependency, ExportDependency, ShareDependency {}

            final class EditorBuilder: Builder<EditorDependency> {
                func build() -> LaunchRouting {
                    let component = EditorComponent(dependency: dependency)
                    return EditorRouter(
                        interactor: EditorInteractor(presenter: EditorViewController()),
                        viewController: EditorViewController(),
                        adjustmentBuilder: AdjustmentBuilder(dependency: component),
                        exportBuilder: ExportBuilder(dependency: component),
                        shareBuilder: ShareBuilder(dependency: component))
                }
            }

            final class EditorRouter: LaunchRouter<EditorInteractable, EditorViewControllable> {
                init(interactor: EditorInteractable, viewController: EditorViewControllable,
                     adjustmentBuilder: AdjustmentBuilder, exportBuilder: ExportBuilder, shareBuilder: ShareBuilder) {
                    self.adjustmentBuilder = adjustmentBuilder
                    self.exportBuilder = exportBuilder
                    self.shareBuilder = shareBuilder
                    super.init(interactor: interactor, viewController: viewController)
                }

                func openAdjustment() { attachChild(adjustmentBuilder.build(withListener: interactor)) }
                func openExport() { attachChild(exportBuilder.build(withListener: interactor)) }
                func openShare() { attachChild(shareBuilder.build(withListener: interactor)) }

                private let adjustmentBuilder: AdjustmentBuilder
                private let exportBuilder: ExportBuilder
                private let shareBuilder: ShareBuilder
            }

            final class EditorInteractor: PresentableInteractor<EditorPresentable>, EditorInteractable {
                weak var router: EditorRouting?
                weak var listener: EditorListener?
                private var speed = 1

                func didTapAdjust() { router?.openAdjustment() }
            }

            extension EditorInteractor: AdjustmentListener {
                func adjustmentDidChangeSpeed() {
                    router?.dismissAdjustment()
                    changeSpeed()
                }

                func adjustmentDidReset() {
                    router?.dismissAdjustment(completion: { [weak self] in self?.presenter.showToast() })
                }

                func adjustmentDidClose() {
                    router?.dismissAdjustment()
                }

                private func changeSpeed() { speed += 1 }
            }

            extension EditorInteractor: ExportListener {
                func exportDidFinish() {
                    if let name = self.viewModel.projectName {
                        router?.openShare(name: name)
                    }
                }

                func exportDidCancel() {
                    router?.dismissExport()
                    listener?.editorDidCancel()
                }

                func exportDidFail() {
                    print("EditorInteractor :: exportDidFail")
                    listener?.editorDidFail()
                }
            }

            extension EditorInteractor: ShareListener {
                func shareDidFinish() {
                    print("EditorInteractor :: shareDidFinish")
                    router?.dismissShare()
                    listener?.editorDidShare()
                }
            }
            """,
            "App/Adjustment/AdjustmentBuilder.swift": Self.child(
                "Adjustment", methods: ["adjustmentDidChangeSpeed", "adjustmentDidReset", "adjustmentDidClose"]),
            "App/Export/ExportBuilder.swift": Self.child(
                "Export", methods: ["exportDidFinish", "exportDidCancel", "exportDidFail"]),
            "App/Share/ShareBuilder.swift": Self.child("Share", methods: ["shareDidFinish"]),
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(
            scan.trace.routes.map { "\($0.parent) -> \($0.child): \($0.answeredByParent)" },
            [
                "Editor -> Adjustment: [\"adjustmentDidChangeSpeed\", \"adjustmentDidReset\"]",
                "Editor -> Export: [\"exportDidFinish\"]", "Editor -> Share: []",
            ])
        // Editor calls editorDidFail only to hand Export's failure on; editorDidShare it calls when Share finishes,
        // with routing of its own, and editorDidCancel after taking Export off.
        XCTAssertEqual(
            scan.trace.routes.map { "\($0.parent) -> \($0.child): \($0.relayedByParent)" },
            ["Editor -> Adjustment: []", "Editor -> Export: [\"editorDidFail\"]", "Editor -> Share: []"])
        XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(scan.trace), file: "scan.json"), scan.trace)
    }
}
