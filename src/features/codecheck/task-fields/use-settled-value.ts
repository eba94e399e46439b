import { useEffect, useState } from 'react';

/** The value once the person has stopped changing it for `delayMs`: what to ask the server about while they type. */
export function useSettledValue<T>(value: T, delayMs = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
