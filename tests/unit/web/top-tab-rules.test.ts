import { describe, expect, it } from 'vitest';
import { visibleTopTabs } from '../../../src/ui/top-tab-rules';

describe('top-bar tabs', () => {
  it('show everything when the switch is on and project libraries are visible', () => {
    expect(visibleTopTabs({ show: true, viewPermission: true })).toEqual([
      'home',
      'knowledge',
      'department',
      'project',
      'personal',
      'codecheck',
    ]);
  });

  it('hide home, knowledge base and department when the switch is off', () => {
    expect(visibleTopTabs({ show: false, viewPermission: true })).toEqual(['project', 'personal', 'codecheck']);
  });

  it('hide the project tab without view permission', () => {
    expect(visibleTopTabs({ show: true, viewPermission: false })).toEqual(['home', 'knowledge', 'department', 'personal', 'codecheck']);
  });

  it('always keep personal, and keep rules that are still loading hidden', () => {
    expect(visibleTopTabs({ show: undefined, viewPermission: undefined })).toEqual(['personal', 'codecheck']);
  });
});
