import RIBs
import SessionKit

public protocol SettingsDependency: Dependency {
    var session: Session { get } // ⚑ SettingsDependency.session
}

public final class SettingsComponent: Component<SettingsDependency> {
    var userID: String {
        dependency.session.userID
    }
}

/// A componentized builder: whoever creates it passes a closure making the component.
public final class SettingsBuilder: SimpleComponentizedBuilder<SettingsComponent, SettingsRouting> { // ⚑ SettingsBuilder
    public override func build(with component: SettingsComponent) -> SettingsRouting {
        let interactor = SettingsInteractor(userID: component.userID)
        return SettingsRouter(interactor: interactor)
    }
}

public protocol SettingsRouting: Routing {
}

protocol SettingsInteractable: Interactable {
}

final class SettingsRouter: Router<SettingsInteractable>, SettingsRouting {
}

final class SettingsInteractor: Interactor, SettingsInteractable {
    init(userID: String) {
        super.init()
    }
}
