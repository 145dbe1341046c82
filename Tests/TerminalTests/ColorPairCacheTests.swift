import Canvas
import Testing
@testable import Terminal

@Suite struct ColorPairCacheTests {
    @Test func defaultPairIsZero() {
        var cache = ColorPairCache(colorPairs: 64)
        #expect(cache.pair(foreground: .standard, background: .standard) == .existing(0))
    }

    @Test func pairsAreAllocatedOnceInOrder() {
        var cache = ColorPairCache(colorPairs: 64)
        #expect(cache.pair(foreground: .red, background: .standard) == .new(1))
        #expect(cache.pair(foreground: .white, background: .blue) == .new(2))
        #expect(cache.pair(foreground: .red, background: .standard) == .existing(1))
    }

    @Test func exhaustionFallsBack() {
        var cache = ColorPairCache(colorPairs: 3)  // pairs 1 and 2 usable
        #expect(cache.pair(foreground: .red, background: .black) == .new(1))
        #expect(cache.pair(foreground: .green, background: .black) == .new(2))
        #expect(cache.pair(foreground: .blue, background: .black) == .exhausted)
        #expect(cache.pair(foreground: .red, background: .black) == .existing(1))
    }

    @Test func allCombinationsFitInA256PairTerminal() {
        var cache = ColorPairCache(colorPairs: 256)
        for foreground in TerminalColor.allCases {
            for background in TerminalColor.allCases {
                #expect(cache.pair(foreground: foreground, background: background) != .exhausted)
            }
        }
    }

    @Test func cursesColorNumbers() {
        #expect(ColorPairCache.cursesColor(.black, isForeground: true, defaultColors: true) == 0)
        #expect(ColorPairCache.cursesColor(.white, isForeground: false, defaultColors: true) == 7)
        #expect(ColorPairCache.cursesColor(.standard, isForeground: true, defaultColors: true) == -1)
        #expect(ColorPairCache.cursesColor(.standard, isForeground: true, defaultColors: false) == 7)
        #expect(ColorPairCache.cursesColor(.standard, isForeground: false, defaultColors: false) == 0)
    }
}
