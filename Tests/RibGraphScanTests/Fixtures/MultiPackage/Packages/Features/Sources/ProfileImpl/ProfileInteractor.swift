import ProfileInterface
import RIBs

protocol ProfileRouting: ViewableRouting {
}

final class ProfileInteractor: Interactor, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}
