// Where CocoaPods builds ModernRIBs, its umbrella header imports UIKit and its module map exports it: `import
// ModernRIBs` alone gives UIKit's names.
@_exported import UIKit
