extension MissionRootComponent: ShakeMissionMainDependency {
    var action: String { "mission" }
}
