import RIBs
import SettingsImpl

extension RootComponent: SettingsDependency {
}
