/// Copies into a fresh file the rows a damaged one still gives. Each table is read from its
/// first row on until the damage stops the read, then from its last row back, so rows on both
/// sides of a damaged page are kept; rows already copied are not copied twice.
enum Salvage {
    static func copy(from damagedPath: String, into fresh: SQLiteConnection, schema: Schema) {
        // Read-only: the damaged file is kept as it was found.
        guard let old = try? SQLiteConnection(path: damagedPath, readOnly: true) else { return }
        try? fresh.transaction { () throws(StoreError) in
            for table in schema.tables {
                // Only this code's own names ever reach the SQL: the columns of the fresh
                // table that the old one has as well.
                let theirs = Set(columns(of: table.name, in: old))
                let shared = columns(of: table.name, in: fresh).filter(theirs.contains)
                guard !shared.isEmpty else { continue }
                let list = shared.map { "\"\($0)\"" }.joined(separator: ", ")
                let marks = Array(repeating: "?", count: shared.count).joined(separator: ", ")
                let insert = "INSERT OR IGNORE INTO \"\(table.name)\" (\(list)) VALUES (\(marks))"
                for order in [table.key.joined(separator: ", "), table.key.map { $0 + " DESC" }.joined(separator: ", ")] {
                    try? old.query("SELECT \(list) FROM \"\(table.name)\" ORDER BY \(order)") { row in
                        _ = try? fresh.query(insert, row)
                    }
                }
            }
        }
    }

    private static func columns(of table: String, in connection: SQLiteConnection) -> [String] {
        var names: [String] = []
        try? connection.query("PRAGMA table_info(\"\(table)\")") { row in
            if row.count > 1, let name = row[1].text { names.append(name) }
        }
        return names
    }
}
