// swift-tools-version:6.0
import PackageDescription

// Dependency arrows point one way:
//   tidings → TidingsApp → Screens → ViewModels → Feeds → Networking → CCurl (the only importer of libcurl)
//   Feeds → Markup (feeds are XML; autodiscovery reads HTML)
//   TidingsApp → Terminal → CNcurses (the only importer of ncurses)
//   Screens, ViewModels → Reader → Markup → CLibXML2 (Markup: the only importer of libxml2), Networking
//   Screens → Pictures → CChafa, CJPEG, CPNG, CWebP, CGIF (the only importer of each), Networking, Store
//   Screens and Terminal share Canvas (cells, styles, keys); everyone may use TidingsText, and
//   the modules with threads of their own use Threads (pthreads, not Foundation's Thread).
let package = Package(
    name: "Tidings",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tidings", targets: ["tidings"]),
        .executable(name: "tidings-bench", targets: ["tidings-bench"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Modules/CNcurses"),
        .systemLibrary(name: "CLibXML2", path: "Modules/CLibXML2", pkgConfig: "libxml-2.0"),
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite"),
        // Headers only: libcurl itself is loaded on first use (Modules/CCurl/shim.h).
        .systemLibrary(name: "CCurl", path: "Modules/CCurl"),
        .systemLibrary(name: "CChafa", path: "Modules/CChafa", pkgConfig: "chafa"),
        .systemLibrary(name: "CJPEG", path: "Modules/CJPEG"),
        .systemLibrary(name: "CPNG", path: "Modules/CPNG", pkgConfig: "libpng"),
        .systemLibrary(name: "CWebP", path: "Modules/CWebP", pkgConfig: "libwebpdemux"),
        .systemLibrary(name: "CGIF", path: "Modules/CGIF"),

        .target(name: "TidingsText"),
        .target(name: "Threads"),
        .target(name: "Canvas", dependencies: ["TidingsText"]),
        // The only importer of libcurl: HTTP for everyone else.
        .target(name: "Networking", dependencies: ["CCurl", "Threads", "TidingsText"]),
        .target(
            name: "Feeds",
            dependencies: ["Networking", "Markup", "Threads", "TidingsText"],
            // The demo's sample is read from here (or from the install's share/tidings/demo), not
            // declared as resources: SwiftPM's resource accessor needs Foundation's Bundle, which
            // brings the whole of ICU into a static binary.
            exclude: ["Demo/hn", "Demo/hn-firebase", "Demo/ph", "Demo/news", "Demo/feeds", "Demo/pictures"]
        ),
        // The only importer of libxml2: HTML and XML parsing as events.
        .target(name: "Markup", dependencies: ["CLibXML2", "TidingsText"]),
        .target(name: "Reader", dependencies: ["Markup", "Networking", "Threads", "TidingsText"]),
        // The only importer of SQLite: read state, saved items and the page cache.
        .target(name: "Store", dependencies: ["CSQLite", "Threads", "TidingsText"]),
        // The only importer of libchafa and the image decoders: pictures fetched, decoded at the
        // size they are shown, and turned into cells or terminal images.
        .target(name: "Pictures", dependencies: ["CChafa", "CJPEG", "CPNG", "CWebP", "CGIF", "Canvas", "Networking", "Store", "Threads", "TidingsText"]),
        // Every module names each module it imports (SwiftPM would let a transitive one through
        // unnamed, and the arrows above would no longer be checked).
        .target(name: "ViewModels", dependencies: ["Feeds", "Networking", "Reader", "Store", "TidingsText"]),
        .target(name: "Screens", dependencies: ["ViewModels", "Feeds", "Networking", "Reader", "Pictures", "Canvas", "TidingsText"]),
        .target(name: "Terminal", dependencies: ["CNcurses", "Canvas"]),
        .target(
            name: "TidingsApp",
            dependencies: ["Screens", "ViewModels", "Feeds", "Networking", "Reader", "Store", "Pictures", "Terminal", "Canvas", "Threads", "TidingsText"]
        ),
        .executableTarget(name: "tidings", dependencies: ["TidingsApp"]),
        .executableTarget(
            name: "tidings-bench",
            dependencies: ["Feeds", "Networking", "ViewModels", "Screens", "Reader", "Store", "Pictures", "Canvas", "TidingsText", "ReaderFixtures"]
        ),

        // Test support: an in-process HTTP server bound to 127.0.0.1.
        .target(name: "LoopbackServer", path: "Tests/LoopbackServer"),
        // Test support: a TIL server (the in-memory routes) on 127.0.0.1.
        .target(name: "TILLoopback", dependencies: ["LoopbackServer", "Feeds", "Networking"], path: "Tests/TILLoopback"),
        // Test support: a trait that runs a suite's tests on threads of their own.
        .target(name: "TestThreads", path: "Tests/TestThreads"),
        // Test support: scripted feed sources and sample comment trees.
        .target(name: "FeedFixtures", dependencies: ["Feeds", "Networking"], path: "Tests/FeedFixtures"),
        // Test support: pictures made by the tests (PNG) and a server of them in memory.
        .target(name: "PictureFixtures", dependencies: ["Networking"], path: "Tests/PictureFixtures"),
        // Test support: pages the reader's unit and end-to-end tests both read, and the unpacking
        // of the corpus's gzipped pages, which the benchmark shares.
        .target(name: "ReaderFixtures", path: "Tests/ReaderFixtures"),

        .testTarget(name: "TidingsTextTests", dependencies: ["TidingsText"]),
        .testTarget(name: "ThreadsTests", dependencies: ["Threads"]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "TestThreads"]),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "Canvas", "Networking", "Store", "LoopbackServer", "PictureFixtures"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "Canvas"]),
        .testTarget(name: "ReaderTests", dependencies: ["Reader", "Networking", "LoopbackServer", "TestThreads", "ReaderFixtures"], resources: [.copy("Corpus")]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "LoopbackServer", "Threads", "TestThreads"]),
        .testTarget(name: "FeedsTests", dependencies: ["Feeds", "Networking", "LoopbackServer", "TILLoopback", "TestThreads"]),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "Feeds", "Store", "FeedFixtures", "TILLoopback"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "ViewModels", "Feeds", "Reader", "Networking", "Store", "Pictures", "Canvas", "TidingsText", "FeedFixtures", "TILLoopback", "PictureFixtures"]),
        .testTarget(name: "TidingsAppTests", dependencies: ["TidingsApp", "Screens", "Feeds", "Pictures", "Terminal", "Canvas"]),
        .testTarget(
            name: "EndToEndTests",
            // Depending on the executable makes `swift test` build the binary the tests drive.
            dependencies: ["tidings", "LoopbackServer", "TILLoopback", "PictureFixtures", "TestThreads", "ReaderFixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
