/** Sections of a task's settings (spec §2). */
export const SETTINGS_SECTIONS = ['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'gate', 'management'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function isSettingsSection(value: string): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value);
}

/** A task id in a URL is a positive whole number; anything else names no task. */
export function parseTaskId(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}
