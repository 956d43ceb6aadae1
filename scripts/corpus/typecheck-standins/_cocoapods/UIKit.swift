// Where CocoaPods builds RIBs, the script builds UIKit's stand-ins into the module RIBs (a pod's umbrella header
// imports UIKit and its module map exports it, so `import RIBs` alone gives UIKit's names); `import UIKit` then
// gives them through this module, which also gives RIBs' names, more than Apple's UIKit does.
@_exported import RIBs
