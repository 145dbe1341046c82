import Store

/// What the user is told about the stored files. The sentence starts with what happened and
/// what it means for this run; the file comes last, so a narrow status bar cuts only the path.
enum StoreWording {
    static func sentence(for notice: StoreNotice) -> String {
        let file = notice.file
        let reading = notice.store == .reading
        let (copies, comesFrom) = switch notice.store {
        case .images: ("downloaded pictures", "pictures")
        case .feeds: ("feed items", "feeds")
        case .reading, .cache: ("offline copies", "pages")
        }
        switch notice.event {
        case .movedAside(let aside):
            return reading
                ? "The file of what you read and saved was damaged: it was moved aside and a fresh one started with everything that could be read (\(aside))."
                : "The \(copies) were damaged: the file was moved aside and a fresh one started (\(aside))."
        case .notKept(let kind):
            return reading
                ? "Tidings cannot keep what you read and save: \(reason(kind)); this session remembers in memory until you quit (\(file))."
                : "Tidings cannot keep \(copies): \(reason(kind)); \(comesFrom) come from the network only (\(file))."
        case .writeFailed(let kind):
            let after = kind == .busy ? "; it tries again with the next change" : ""
            return reading
                ? "Could not save: \(reason(kind))\(after); this session remembers in memory until you quit (\(file))."
                : "Could not keep one of the \(copies): \(reason(kind))\(after) (\(file))."
        case .newerVersion:
            return reading
                ? "A newer Tidings wrote the file of what you read and saved: it is shown but not changed; this session remembers changes in memory until you quit (\(file))."
                : "A newer Tidings wrote the \(copies): they are used but not changed (\(file))."
        }
    }

    /// Said on the terminal after quitting, when unsaved form input could not be written.
    static func draftsNotKept(in folder: String?, reason kind: StoreError.Kind) -> String {
        guard let folder else { return "your unsaved form input was not kept: there is no folder for drafts (set HOME or XDG_STATE_HOME)." }
        return "your unsaved form input was not kept: \(reason(kind)) (\(folder))."
    }

    private static func reason(_ kind: StoreError.Kind) -> String {
        switch kind {
        case .full: "the disk is full"
        case .sizeLimit: "the file has reached the largest size this session may write"
        case .readOnly: "the file or its folder is read-only"
        case .busy: "another program kept the file busy for over 5 seconds"
        case .corrupt: "the file is damaged and could not be moved aside"
        case .link: "a link stands in place of its file or folder"
        case .notOwned: "its folder or file belongs to another user, or other users may change it"
        case .notAFile: "something other than a file has its name"
        case .cannotOpen: "the file cannot be opened"
        case .other: "writing the file failed"
        }
    }
}
