/// A frame was drawn: what the screens' layout found visible is on screen now. Requests that
/// depend on what is visible (replies put in order as comments come into view) start from
/// this, never from layout or drawing.
public struct FrameShown: News {
    public init() {}
}
