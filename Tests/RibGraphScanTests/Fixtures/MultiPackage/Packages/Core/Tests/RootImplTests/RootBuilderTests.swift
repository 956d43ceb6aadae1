@testable import RootImpl
import RIBs
import XCTest

final class ProfileBuildableMock: Builder<ProfileDependency>, ProfileBuildable {
}
