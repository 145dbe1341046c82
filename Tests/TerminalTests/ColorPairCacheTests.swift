import Canvas
import Testing
@testable import Terminal

@Suite struct ColorPairCacheTests {
    @Test func defaultPairIsZero() {
        var cache = ColorPairCache(colorPairs: 64)
        #expect(cache.pair(foreground: -1, background: -1) == .existing(0))
    }

    @Test func pairsAreAllocatedOnceInOrder() {
        var cache = ColorPairCache(colorPairs: 64)
        #expect(cache.pair(foreground: 1, background: -1) == .new(1))
        #expect(cache.pair(foreground: 7, background: 4) == .new(2))
        #expect(cache.pair(foreground: 1, background: -1) == .existing(1))
    }

    @Test func exhaustionFallsBackAndResetStartsOver() {
        var cache = ColorPairCache(colorPairs: 3)  // pairs 1 and 2 usable
        #expect(cache.pair(foreground: 1, background: 0) == .new(1))
        #expect(cache.pair(foreground: 2, background: 0) == .new(2))
        #expect(cache.pair(foreground: 4, background: 0) == .exhausted)
        #expect(cache.pair(foreground: 1, background: 0) == .existing(1))
        cache.reset()
        #expect(cache.count == 0)
        #expect(cache.pair(foreground: 4, background: 0) == .new(1))
    }

    @Test func pairsPastShortRangeAreNumbered() {
        var cache = ColorPairCache(colorPairs: 65_536)
        for n in 0..<40_000 { _ = cache.pair(foreground: Int32(8 + n), background: 0) }
        #expect(cache.pair(foreground: 0x12_3456, background: 0x65_4321) == .new(40_001))
    }

    @Test func allStandardCombinationsFitInA256PairTerminal() {
        var cache = ColorPairCache(colorPairs: 256)
        let mapping = ColorMapping(depth: .eight, defaultColors: true)
        for foreground in TerminalColor.named {
            for background in TerminalColor.named {
                let lookup = cache.pair(foreground: mapping.cursesColor(foreground, isForeground: true),
                                        background: mapping.cursesColor(background, isForeground: false))
                #expect(lookup != .exhausted)
            }
        }
    }
}
