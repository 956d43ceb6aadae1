import RIBs

final class LocationUseCase {
    func current() -> String { "" }
}

final class AppComponent: Component<EmptyDependency>, RootDependency, SignedOutDependency, SignedInDependency, NearbyDependency, FinderDependency, JournalDependency {
    let locationUseCase: LocationUseCase

    lazy var signedOutBuilder: SignedOutBuildable = SignedOutBuilder(dependency: self)
    lazy var signedInBuilder: SignedInBuildable = SignedInBuilder(dependency: self)
    lazy var nearbyBuilder: NearbyBuildable = NearbyBuilder(dependency: self)
    lazy var journalBuilder: JournalBuildable = JournalBuilder(dependency: self)
    lazy var finderBuilder: FinderBuildable = FinderBuilder(dependency: self)

    init() {
        self.locationUseCase = LocationUseCase()
        super.init(dependency: EmptyComponent())
    }
}
