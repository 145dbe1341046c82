import Canvas
import Pictures
import Terminal
import Testing
@testable import TidingsApp

@Suite struct PictureSettingsTests {
    func resolve(_ file: String? = nil, environment: [String: String] = ["HOME": "/home/u"], arguments: [String] = []) throws -> AppConfiguration {
        let config = try file.map { try ConfigFile.parse($0, path: "/x/config") } ?? ConfigFile()
        return try AppConfiguration.resolve(options: try CommandLineOptions.parse(arguments), environment: environment, config: config)
    }

    @Test func defaults() throws {
        let pictures = try resolve().pictures
        #expect(pictures.choice == .auto)
        #expect(!pictures.thumbnails)
        #expect(pictures.cacheMaximumBytes == 100 << 20)
        #expect(pictures.storePath == "/home/u/.cache/tidings/images.sqlite3")
        #expect(try resolve(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c"]).pictures.storePath == "/c/tidings/images.sqlite3")
        #expect(try resolve(arguments: ["--demo"]).pictures.storePath == nil, "the demo touches no files")
    }

    @Test func theFileSetsEachOne() throws {
        let pictures = try resolve("images = Kitty\nimages.thumbnails = yes\ncache.images_mb = 25").pictures
        #expect(pictures.choice == .kitty)
        #expect(pictures.thumbnails)
        #expect(pictures.cacheMaximumBytes == 25 << 20)
        #expect(try resolve("cache.images_mb = 0").pictures.cacheMaximumBytes == 0)
    }

    @Test func noColorTurnsPicturesOff() throws {
        #expect(try resolve("images = sixel", environment: ["NO_COLOR": "1"]).pictures.choice == .off)
        #expect(try resolve(environment: ["NO_COLOR": ""]).pictures.choice == .auto, "an empty NO_COLOR is no NO_COLOR")
    }

    @Test func badValuesNameTheFileAndLine() throws {
        #expect(throws: AppConfiguration.Invalid(message: "/x/config:2: images must be one of auto, symbols, kitty, sixel, iterm, off (found 'ascii')")) {
            try resolve("mouse = true\nimages = ascii")
        }
        #expect(throws: AppConfiguration.Invalid(message: "/x/config:1: images.thumbnails must be true or false (found 'some')")) {
            try resolve("images.thumbnails = some")
        }
        #expect(throws: AppConfiguration.Invalid(message: "/x/config:3: cache.images_mb must be a number of megabytes from 0 to 100000 (found '-5')")) {
            try resolve("\n\ncache.images_mb = -5")
        }
        #expect(throws: AppConfiguration.Invalid.self) { try resolve("cache.images_mb = lots") }
    }

    @Test func theModeFollowsTheChoiceAndTheTerminal() throws {
        let kitty = GraphicsSupport(protocols: [.kitty, .sixel], cellWidth: 10, cellHeight: 20)
        let plain = GraphicsSupport()
        let tmux = GraphicsSupport(protocols: [.kitty], insideMultiplexer: true)
        let auto = try resolve().pictures
        #expect(auto.needsProbe)
        #expect(auto.mode(for: kitty, colors: .indexed256) == PictureMode(.pixels(.kitty), cell: PixelSize(width: 10, height: 20)))
        #expect(auto.mode(for: plain, colors: .direct) == PictureMode(.symbols(.direct)))
        #expect(auto.mode(for: tmux, colors: .indexed256) == PictureMode(.symbols(.indexed256)), "tmux: symbols unless asked")
        #expect(auto.mode(for: plain, colors: .none) == nil, "symbols need colours")
        #expect(!auto.throughTmux(tmux))

        let sixel = try resolve("images = sixel").pictures
        #expect(sixel.mode(for: plain, colors: .eight) == PictureMode(.pixels(.sixel)), "asked for, used as asked")
        #expect(sixel.throughTmux(tmux))
        let symbols = try resolve("images = symbols").pictures
        #expect(!symbols.needsProbe)
        #expect(symbols.mode(for: kitty, colors: .indexed256) == PictureMode(.symbols(.indexed256), cell: PixelSize(width: 10, height: 20)))
        #expect(try resolve("images = off").pictures.mode(for: kitty, colors: .direct) == nil)
        #expect(try resolve("images = iterm").pictures.mode(for: plain, colors: .direct) == PictureMode(.pixels(.iterm2)))
    }

    @Test func theHelpListsTheKeys() {
        let help = HelpText.render(keymap: .standard)
        for key in ["images ", "images.thumbnails", "cache.images_mb"] { #expect(help.contains(key)) }
    }
}
