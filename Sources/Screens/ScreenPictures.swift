import Pictures
import ViewModels

/// What screens need to show pictures: the loader (memory, the image store, the network;
/// decoding and rendering off the run loop), the scheduler that brings finished loads back to
/// the run loop, and whether feed rows show thumbnails. One for the whole app, shared by every
/// screen; each screen keeps its own `PictureRequests`. Where it is nil (`images = off`,
/// `NO_COLOR`), screens show no boxes: the reader says `[image: alt]` and the news pane the
/// image's address, as without pictures.
public final class ScreenPictures {
    public let loader: PictureLoader
    let scheduler: FetchScheduler
    /// `images.thumbnails`: a small picture at the start of each feed row that has one.
    public let thumbnails: Bool

    public init(loader: PictureLoader, scheduler: FetchScheduler, thumbnails: Bool = false) {
        self.loader = loader
        self.scheduler = scheduler
        self.thumbnails = thumbnails
    }
}
