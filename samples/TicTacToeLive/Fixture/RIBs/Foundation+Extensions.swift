import Foundation

extension Array {
    /// Removes every element that is the same object as `element`.
    mutating func removeElementByReference(_ element: Element) {
        let target = element as AnyObject
        removeAll { ($0 as AnyObject) === target }
    }
}
