import RIBs

final class LocationUseCase {
    func current() -> String { "" }
}

final class JournalUseCase {
    func entries(at place: String) -> [String] { [] }
}

final class AppComponent: Component<EmptyDependency>, RootDependency, SignedOutDependency, SignedInDependency, NearbyDependency, FinderDependency, JournalDependency, EntryDependency {
    let locationUseCase: LocationUseCase
    let journalUseCase: JournalUseCase

    lazy var signedOutBuilder: SignedOutBuildable = SignedOutBuilder(dependency: self)
    lazy var signedInBuilder: SignedInBuildable = SignedInBuilder(dependency: self)
    lazy var nearbyBuilder: NearbyBuildable = NearbyBuilder(dependency: self)
    lazy var journalBuilder: JournalBuildable = JournalBuilder(dependency: self)
    lazy var finderBuilder: FinderBuildable = FinderBuilder(dependency: self)
    lazy var entryBuilder: EntryBuildable = EntryBuilder(dependency: self)

    init() {
        self.locationUseCase = LocationUseCase()
        self.journalUseCase = JournalUseCase()
        super.init(dependency: EmptyComponent())
    }
}
