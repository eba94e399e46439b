import { describe, expect, it } from 'vitest';
import { tabsThatFit, visibleTopTabs } from '../../../src/ui/top-tab-rules';

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

describe('top-bar tabs that fit', () => {
  it('shows every tab when all of them fit, without a more button', () => {
    expect(tabsThatFit(300, [100, 100, 90], 60, 4)).toBe(3);
  });

  it('moves the last tabs under more, leaving room for its button', () => {
    // 100 + 4 + 100 = 204 fits beside more (60 + 4); a third tab would need 298.
    expect(tabsThatFit(280, [100, 100, 90], 60, 4)).toBe(2);
  });

  it('keeps only more when not even the first tab fits beside it', () => {
    expect(tabsThatFit(120, [100, 100], 60, 4)).toBe(0);
  });
});
