/**
 * When an upload's speed means something. Below one byte a second a speed reads '0 B/s' and the time
 * it implies is years: that is no speed known yet (a resumed upload before its first chunk lands, a slow
 * link between chunks), so the list shows neither that speed nor an estimate.
 */
const KNOWN_SPEED = 1;

export function isKnownSpeed(bytesPerSecond: number): boolean {
  return bytesPerSecond >= KNOWN_SPEED;
}

/** Seconds left at the current speed, or at the average while the current window is empty; null when no speed is known. */
export function secondsRemaining(remainingBytes: number, currentSpeed: number, averageSpeed: number): number | null {
  const speed = isKnownSpeed(currentSpeed) ? currentSpeed : averageSpeed;
  return isKnownSpeed(speed) ? Math.max(0, remainingBytes) / speed : null;
}
