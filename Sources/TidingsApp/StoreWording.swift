import Store

/// What the user is told about the stored files.
enum StoreWording {
    static func sentence(for notice: StoreNotice) -> String {
        switch notice {
        case .movedAside(_, let aside):
            return "The saved reading data was damaged; it was moved to \(aside) and a fresh file started."
        case .notKept(let file, let reason):
            let why: String
            switch reason {
            case .full: why = "the disk is full"
            case .readOnly: why = "it is read-only"
            default: why = "it cannot be written"
            }
            return "Tidings cannot keep \(file) (\(why)); what you read and save is remembered only until you quit."
        }
    }
}
