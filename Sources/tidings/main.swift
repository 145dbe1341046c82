import FoundationEssentials
import Glibc
import TidingsApp

// The environment is read when a command needs it: `--version` never starts Foundation.
exit(TidingsApplication.main(arguments: CommandLine.arguments, environment: { ProcessInfo.processInfo.environment }))
