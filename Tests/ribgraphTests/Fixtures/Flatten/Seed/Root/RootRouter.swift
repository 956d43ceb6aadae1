import RIBs

protocol RootInteractable: Interactable, AAListener, CCListener, CaseAListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func setTabs(_ tabs: [ViewControllable])
}

/// The app's tab bar: AA, CC and the settings flow (CaseA) are its tabs, shown together.
final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    init(interactor: RootInteractable, viewController: RootViewControllable, aABuilder: AABuildable, cCBuilder: CCBuildable, caseABuilder: CaseABuildable) {
        self.aABuilder = aABuilder
        self.cCBuilder = cCBuilder
        self.caseABuilder = caseABuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        attachTabs()
    }

    private func attachTabs() {
        let aa = aABuilder.build(withListener: interactor)
        let cc = cCBuilder.build(withListener: interactor)
        let caseA = caseABuilder.build(withListener: interactor)
        attachChild(aa)
        attachChild(cc)
        attachChild(caseA)
        viewController.setTabs([aa.viewControllable, cc.viewControllable, caseA.viewControllable])
    }

    private let aABuilder: AABuildable
    private let cCBuilder: CCBuildable
    private let caseABuilder: CaseABuildable
}
