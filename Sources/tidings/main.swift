import Foundation
import TidingsApp

exit(TidingsApplication.main(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
