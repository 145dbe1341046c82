import Canvas
import Testing
@testable import Terminal

@Suite struct ColorMappingTests {
    @Test func standardColorsAreTheirANSINumbers() {
        let mapping = ColorMapping(depth: .eight, defaultColors: true)
        #expect(mapping.cursesColor(.black, isForeground: true) == 0)
        #expect(mapping.cursesColor(.white, isForeground: false) == 7)
        #expect(mapping.cursesColor(.standard, isForeground: true) == -1)
    }

    @Test func withoutDefaultColorsTheDefaultIsWhiteOnBlack() {
        let mapping = ColorMapping(depth: .eight, defaultColors: false)
        #expect(mapping.cursesColor(.standard, isForeground: true) == 7)
        #expect(mapping.cursesColor(.standard, isForeground: false) == 0)
    }

    @Test func rgbBecomesTheNearestOfThe256() {
        let mapping = ColorMapping(depth: .indexed256, defaultColors: true)
        #expect(mapping.cursesColor(.rgb(255, 0, 0), isForeground: true) == 196)  // cube (5,0,0)
        #expect(mapping.cursesColor(.rgb(0, 0, 0), isForeground: true) == 16)
        #expect(mapping.cursesColor(.rgb(255, 255, 255), isForeground: true) == 231)
        #expect(mapping.cursesColor(.rgb(128, 128, 128), isForeground: true) == 244, "grey ramp: 8 + 10 × 12 = 128")
        #expect(mapping.cursesColor(.rgb(95, 135, 175), isForeground: true) == 16 + 36 + 12 + 3)
        #expect(mapping.cursesColor(.indexed(200), isForeground: true) == 200)
    }

    @Test func everyCubeColourMapsBackToItself() {
        let mapping = ColorMapping(depth: .indexed256, defaultColors: true)
        for index in 16..<256 {
            let (r, g, b) = ColorMapping.paletteRGB(index)
            let back = mapping.cursesColor(.rgb(UInt8(r), UInt8(g), UInt8(b)), isForeground: true)
            let (r2, g2, b2) = ColorMapping.paletteRGB(Int(back))
            #expect(r2 == r && g2 == g && b2 == b, "index \(index) came back as \(back)")
        }
    }

    @Test func eightColourTerminalsGetTheNearestOfEight() {
        let mapping = ColorMapping(depth: .eight, defaultColors: true)
        #expect(mapping.cursesColor(.rgb(250, 10, 10), isForeground: true) == 1)
        #expect(mapping.cursesColor(.rgb(10, 10, 240), isForeground: true) == 4)
        #expect(mapping.cursesColor(.rgb(240, 240, 240), isForeground: true) == 7)
        #expect(mapping.cursesColor(.indexed(9), isForeground: true) == 1, "bright red as red")
        #expect(mapping.cursesColor(.indexed(46), isForeground: true) == 2, "cube green (0,255,0)")
        #expect(mapping.cursesColor(.indexed(232), isForeground: true) == 0, "the darkest grey")
    }

    @Test func directColourSendsRGBAndKeepsThePaletteEight() {
        let mapping = ColorMapping(depth: .direct, defaultColors: true)
        #expect(mapping.cursesColor(.rgb(0x12, 0x34, 0x56), isForeground: true) == 0x12_3456)
        #expect(mapping.cursesColor(.rgb(0, 0, 3), isForeground: true) == 8, "below 8 would be a palette colour")
        #expect(mapping.cursesColor(.red, isForeground: true) == 1)
        #expect(mapping.cursesColor(.indexed(196), isForeground: true) == 0xFF_0000)
    }
}
