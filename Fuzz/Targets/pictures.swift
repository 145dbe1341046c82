import Canvas
import Foundation
@testable import Pictures

// Pictures: any bytes through the format sniffer, every decoder (libjpeg, libpng, giflib,
// libwebp) and libchafa's render, in every mode. Failures are reasons, never traps; what comes
// out fits its box and its limits; symbol cells hold no control characters.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 1 else { return 0 }
    // Byte 0: the box (1–8 columns by 1–4 rows, times 4) and the mode.
    let selector = Int(data[0])
    let box = BoxSize(columns: (selector & 7 + 1) * 4, rows: ((selector >> 3) & 3 + 1) * 2)
    let modes: [PictureMode] = [
        PictureMode(.symbols(.indexed256)), PictureMode(.symbols(.direct)), PictureMode(.symbols(.eight)),
        PictureMode(.pixels(.kitty), cell: PixelSize(width: 6, height: 12)), PictureMode(.pixels(.sixel), cell: PixelSize(width: 6, height: 12)),
        PictureMode(.pixels(.iterm2), cell: PixelSize(width: 6, height: 12)), PictureMode(.symbols(.sixteen)), PictureMode(.symbols(.indexed256)),
    ]
    let mode = modes[selector >> 5]
    // Small limits keep each run fast; the checks are the same.
    let limits = DecodeLimits(maximumSide: 4096, maximumPixels: 4_000_000, maximumWholePixels: 1 << 20,
                              maximumCoefficientBytes: 16 << 20, maximumScans: 64, maximumChunkBytes: 1 << 20)
    let body = Data(bytes: data + 1, count: size - 1)
    let image: RGBAImage
    do {
        image = try PictureDecoder.decode(body, fitting: mode.bounds(for: box), limits: limits)
    } catch {
        if case .tooLarge(let width, let height) = error, width <= limits.maximumSide, height <= limits.maximumSide,
           width * height <= limits.maximumPixels, width * height <= limits.maximumWholePixels {
            fatalError("refused \(width)×\(height), within every limit")
        }
        return 0
    }
    guard image.width > 0, image.height > 0, image.width <= limits.maximumSide, image.height <= limits.maximumSide,
          image.pixels.count == image.width * image.height * 4 else {
        fatalError("decoded to \(image.width)×\(image.height) with \(image.pixels.count) bytes")
    }
    guard let picture = PictureRenderer().render(image, in: box, mode: mode) else { fatalError("no picture from \(image.width)×\(image.height)") }
    guard picture.columns >= 1, picture.rows >= 1, picture.columns <= box.columns, picture.rows <= box.rows else {
        fatalError("a \(picture.columns)×\(picture.rows) picture in a \(box) box")
    }
    switch picture {
    case .symbols(let cells):
        for cell in cells.cells {
            for scalar in cell.character.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                fatalError("control U+\(String(scalar.value, radix: 16)) in a symbol cell")
            }
        }
    case .terminal(let terminal):
        guard !terminal.payload.isEmpty, terminal.payload.first == 0x1B else { fatalError("a payload that is not an escape sequence") }
    }
    return 0
}
