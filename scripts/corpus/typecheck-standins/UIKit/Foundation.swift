// Apple's UIKit re-exports Foundation: a file that imports only UIKit names Date, URL or CGFloat.
@_exported import Foundation
