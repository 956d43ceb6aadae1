/// The stored properties `Mirror` shows for one level of a class or struct, without its `unowned` ones.
///
/// `Mirror` loads an `unowned` property strongly, and loading one whose object is gone traps ("Attempted
/// to read an unowned reference but object … was already destroyed"); `unowned(unsafe)` reads freed memory.
/// `Mirror` does not say which properties are unowned, but the type's field descriptor (the same
/// reflection metadata `Mirror` reads, part of Swift's stable ABI) records each property's ownership in
/// its mangled type name: `…Xo` for `unowned`, `…Xu` for `unowned(unsafe)`. Those indices are never
/// subscripted, so their values are never loaded. RIBs apps keep back references weak or unowned, and a
/// probe follows only strong ones anyway (builders, adapters, components).
enum StoredFields {
    /// The children of `mirror`'s own level (not its superclass mirrors'). For a class or struct whose
    /// field metadata cannot be read, nothing: a property left out costs a finding, a wrong guess a trap.
    static func children(of mirror: Mirror) -> [Mirror.Child] {
        let skipped: Set<Int>
        switch mirror.displayStyle {
        case .class?, .struct?:
            guard let fields = unownedFields(of: mirror.subjectType, isClass: mirror.displayStyle == .class),
                fields.count == mirror.children.count
            else { return [] }
            skipped = fields.unowned
        default:
            return Array(mirror.children)
        }
        var found: [Mirror.Child] = []
        for (offset, index) in mirror.children.indices.enumerated() where !skipped.contains(offset) {
            found.append(mirror.children[index])
        }
        return found
    }

    /// How many stored properties `type` itself declares, and the indices (in declaration order) of its
    /// `unowned` and `unowned(unsafe)` ones; nil when its metadata carries no field descriptor.
    static func unownedFields(of type: Any.Type, isClass: Bool) -> (count: Int, unowned: Set<Int>)? {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard let descriptor = typeDescriptor(metadata, isClass: isClass),
            let fields = relativePointer(at: descriptor + 16)
        else { return nil }
        let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
        let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
        var indices: Set<Int> = []
        for index in 0..<count {
            let record = fields + 16 + index * recordSize
            if let mangled = relativePointer(at: record + 4), isUnowned(mangled) { indices.insert(index) }
        }
        return (count, indices)
    }

    /// The nominal type descriptor a class's or struct's metadata points at.
    private static func typeDescriptor(_ metadata: UnsafeRawPointer, isClass: Bool) -> UnsafeRawPointer? {
        guard isClass else { return metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) }
        #if canImport(ObjectiveC)
        // Kind/isa, superclass, two cache words, then the data word, whose low bits mark a Swift class;
        // a pure Objective-C class has no Swift fields to hide.
        guard metadata.load(fromByteOffset: 32, as: UInt.self) & 3 != 0 else { return nil }
        return metadata.load(fromByteOffset: 64, as: UnsafeRawPointer?.self)
        #else
        // Kind, superclass, flags, instance address point and size, alignment mask, class size and address point.
        return metadata.load(fromByteOffset: 40, as: UnsafeRawPointer?.self)
        #endif
    }

    /// The target of the 32-bit self-relative pointer at `address`; nil for 0.
    private static func relativePointer(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.load(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// Whether a mangled field type ends in an unowned reference storage suffix. Symbolic references
    /// (bytes 1–0x17 then a 4-byte offset, 0x18–0x1F then a pointer) are skipped whole, so that the bytes
    /// of an offset are never read as letters.
    private static func isUnowned(_ mangled: UnsafeRawPointer) -> Bool {
        var letters: (UInt8, UInt8) = (0, 0)
        var position = 0
        while true {
            let byte = mangled.load(fromByteOffset: position, as: UInt8.self)
            switch byte {
            case 0:
                return letters.0 == UInt8(ascii: "X")
                    && (letters.1 == UInt8(ascii: "o") || letters.1 == UInt8(ascii: "u"))
            case 0x01...0x17:
                position += 5
                letters = (0, 0)
            case 0x18...0x1F:
                position += 1 + MemoryLayout<UnsafeRawPointer>.size
                letters = (0, 0)
            default:
                letters = (letters.1, byte)
                position += 1
            }
        }
    }
}
