import FoundationEssentials
import Networking
import Pictures
import ViewModels

/// One screen's pictures: which are loading, which arrived, which cannot be had. Loads start
/// only once a frame has shown their boxes (`show`, from `FrameShown` news), never in layout or
/// drawing; a box that leaves the screen stops its load, and leaving the screen stops them all
/// (the loader drops work nobody waits for). Loads go through the scheduler as background work:
/// the result lands in the loader's memory and here, and the frame after it draws the picture.
final class PictureRequests {
    struct Key: Hashable {
        var url: URL
        var box: BoxSize
    }

    let pictures: ScreenPictures
    private var loading: [Key: FetchToken] = [:]
    /// Pictures that arrived for boxes on screen, so a picture the loader's memory could not
    /// keep (larger than it, or pushed out by others) is not loaded again every frame.
    private var arrived: [Key: Picture] = [:]
    /// Pictures that will not come (a failed download, not a picture, too large), until the
    /// screen is refreshed: a broken address is asked for once.
    private var failed: [Key: PictureFailure] = [:]

    init(_ pictures: ScreenPictures) {
        self.pictures = pictures
    }

    /// What a box shows now. Never waits: safe while drawing.
    func state(_ url: URL, box: BoxSize) -> PictureState {
        let key = Key(url: url, box: box)
        if let failure = failed[key] { return .failed(failure) }
        if let picture = arrived[key] { return .ready(picture) }
        return pictures.loader.cached(url, box: box) ?? .loading
    }

    /// The boxes a frame has just shown: loads start for those not yet there, and stop for those
    /// no longer on screen.
    func show(_ boxes: [Key]) {
        let wanted = Set(boxes)
        for (key, token) in loading where !wanted.contains(key) {
            pictures.scheduler.cancel(token)
            loading[key] = nil
        }
        arrived = arrived.filter { wanted.contains($0.key) }
        let loader = pictures.loader
        for key in boxes where loading[key] == nil && failed[key] == nil && arrived[key] == nil {
            if case .ready? = loader.cached(key.url, box: key.box) { continue }
            if case .failed(let failure)? = loader.cached(key.url, box: key.box) {
                failed[key] = failure
                continue
            }
            loading[key] = pictures.scheduler.start(inBackground: true, { () async throws(FetchError) -> Result<Picture, PictureFailure> in
                await loader.load(key.url, box: key.box)
            }, completion: { [weak self] result in
                guard let self else { return }
                loading[key] = nil
                // A completion comes only for a load nobody cancelled, so any failure is the
                // picture's own.
                switch result {
                case .success(.success(let picture)): arrived[key] = picture
                case .success(.failure(let failure)): failed[key] = failure
                case .failure(let error): failed[key] = .fetch(error)
                }
            })
        }
    }

    /// Whether anything is still being loaded.
    var isLoading: Bool { !loading.isEmpty }

    /// `r`: pictures that failed are asked for again when next shown.
    func retryFailed() { failed.removeAll() }

    /// The screen left: every load stops.
    func cancelAll() {
        for token in loading.values { pictures.scheduler.cancel(token) }
        loading.removeAll()
        arrived.removeAll()
    }
}
