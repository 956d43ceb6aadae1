import ArgumentParser
import RibOutput

/// Refuses, before any work, a run whose output would replace one of its inputs, and a command line
/// that names standard input more than once.
func protectInputs(_ inputs: [String], output: String?) throws {
    if inputs.filter({ $0 == "-" }).count > 1 {
        throw ValidationError("standard input (-) can be read only once; give at most one input as -")
    }
    if let output { try OutputGuard.check(file: output, against: inputs) }
}
