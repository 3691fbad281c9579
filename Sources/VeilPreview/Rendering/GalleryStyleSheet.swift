/// The style sheet of the gallery page: the cards, the player's toolbar, and the dialog that
/// shows one style full size.
enum GalleryStyleSheet {
  /// The text of the page's `<style>` element.
  ///
  /// No `<`, `>` or `&` here: a style element's text is not unescaped by HTML parsers.
  static let text: StaticString = """
    body { margin: 0; padding: 24px; background: #f5f5f7; color: #1d1d1f;
      font: 15px/1.4 -apple-system, system-ui, sans-serif; }
    header { max-width: 60em; }
    h1 { margin: 0 0 4px; font-size: 28px; }
    header p { margin: 0 0 6px; }
    .keys { color: #6e6e73; font-size: 13px; }
    .player { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap;
      align-items: center; gap: 8px; margin: 12px 0 0; padding: 10px 12px;
      background: rgba(255, 255, 255, 0.94); border-radius: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .player button, .player select { font: inherit; font-size: 14px; padding: 4px 10px;
      border: 1px solid #d2d2d7; border-radius: 8px; background: #fff; color: inherit; }
    .player button[aria-pressed=true] { background: #0a84ff; border-color: #0a84ff;
      color: #fff; }
    #veil-play { min-width: 5em; font-weight: 600; }
    #veil-scrub { flex: 1 1 220px; min-width: 160px; }
    #veil-time { min-width: 15em; font: 13px ui-monospace, monospace; }
    .speeds { display: inline-flex; gap: 4px; }
    main { display: flex; flex-wrap: wrap; gap: 24px; margin-top: 16px; }
    figure { margin: 0; width: 380px; display: flex; gap: 12px; align-items: flex-start;
      background: #fff; border-radius: 14px; padding: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    figure.card { cursor: zoom-in; }
    figure.card:focus-visible { outline: 3px solid #0a84ff; }
    img, .phone svg { flex: none; display: block; border-radius: 20px; }
    img { border: 1px solid #d2d2d7; }
    figcaption { min-width: 0; overflow-wrap: normal; word-break: normal; hyphens: none; }
    h2 { margin: 0 0 4px; font: 600 17px ui-monospace, monospace; }
    figcaption p { margin: 0 0 8px; }
    dl { margin: 0 0 8px; font-size: 12px; }
    dt { color: #6e6e73; }
    dd { margin: 0 0 4px; }
    .files a { margin-right: 8px; font-size: 13px; }
    #veil-detail { position: fixed; inset: 0; z-index: 3; overflow: auto; padding: 24px;
      background: rgba(0, 0, 0, 0.55); }
    #veil-detail[hidden] { display: none; }
    #veil-detail .sheet { position: relative; max-width: 1400px; margin: 0 auto; padding: 16px;
      background: #fff; border-radius: 16px; display: flex; flex-wrap: wrap; gap: 16px; }
    #veil-detail h2 { flex: 1 0 100%; margin: 0; font-size: 22px; }
    #veil-close { position: absolute; top: 12px; right: 12px; font: inherit;
      padding: 4px 12px; border-radius: 8px; border: 1px solid #d2d2d7; background: #fff; }
    #veil-detail .big svg { width: auto; height: min(78vh, 844px); }
    #veil-detail .plot { flex: 1 1 600px; min-width: 0; }
    #veil-detail .plot svg { width: 100%; height: auto; }
    """
}
