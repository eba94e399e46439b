interface Box {
  left: number;
  top: number;
  bottom: number;
}

/** Room kept between a popup and the window's edges. */
const MARGIN = 8;
/** The gap between the caret and the popup. */
const GAP = 4;

/**
 * Where a popup of `size` goes for a caret at `caret`: under it and starting at it, moved left when it
 * would pass the window's right edge and put above the caret when there is no room below, so the whole
 * list stays on screen wherever the caret is.
 */
export function placeInViewport(caret: Box | null, size: { width: number; height: number }, viewport: { width: number; height: number }) {
  const at = caret ?? { left: MARGIN, top: MARGIN, bottom: MARGIN };
  const left = Math.max(MARGIN, Math.min(at.left, viewport.width - size.width - MARGIN));
  const below = at.bottom + GAP;
  const above = at.top - GAP - size.height;
  const top = below + size.height <= viewport.height - MARGIN || above < MARGIN ? below : above;
  return { left, top };
}
