import RIBs

extension PeopleComponent: ProfileDependency {
    var selectedPerson: SelectedPersonStream {
        mutableSelectedPerson
    }
}
