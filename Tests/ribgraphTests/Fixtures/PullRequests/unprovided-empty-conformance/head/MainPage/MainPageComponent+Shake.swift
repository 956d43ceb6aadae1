extension MainPageComponent: ShakeMissionMainDependency {}
