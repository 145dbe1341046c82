import Foundation
@testable import Pictures

/// Decoding as the loader does it, for the tests.
func decoded(_ bytes: [UInt8], within bounds: PixelSize = PixelSize(width: 4096, height: 4096), limits: DecodeLimits = .standard) throws(PictureFailure) -> RGBAImage {
    try PictureDecoder.decode(Data(bytes), fitting: bounds, limits: limits)
}

func failure(_ bytes: [UInt8], within bounds: PixelSize = PixelSize(width: 480, height: 320), limits: DecodeLimits = .standard) -> PictureFailure? {
    do {
        _ = try decoded(bytes, within: bounds, limits: limits)
        return nil
    } catch {
        return error
    }
}

extension RGBAImage {
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        let index = (y * width + x) * 4
        return pixels[index..<(index + 4)].map(Int.init)
    }
}

/// True when every channel is within `tolerance`.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}
