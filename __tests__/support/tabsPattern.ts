/**
 * Issue 27 "Also": the WAI-ARIA tabs pattern, checked on any rendered tablist, so every surface with tabs (the
 * live page's sections, a match's lines) is held to the same behaviour as the one Tabs component.
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

function selectedIndex(tabs: HTMLElement[]): number {
  return tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
}

/** Checks roving tabindex, tab ↔ panel naming, ArrowRight/ArrowLeft (wrapping), Home and End on `tablist`. */
export async function expectTabsPattern(user: UserEvent, tablist: HTMLElement): Promise<void> {
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.length).toBeGreaterThan(1);
  const last = tabs.length - 1;
  const expectSelected = (index: number) => {
    expect(selectedIndex(tabs)).toBe(index);
    expect(tabs[index]).toHaveFocus();
    // Roving tabindex: only the selected tab is in the tab order.
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(tabs.map((_, i) => (i === index ? 0 : -1)));
    // The selected tab's panel exists, is shown and is named by the tab.
    const panel = document.getElementById(tabs[index]?.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[index]?.id);
    expect(panel).toBeVisible();
  };
  // Every tab controls a panel that is in the page.
  for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'tabpanel');

  await user.click(tabs[0] as HTMLElement);
  expectSelected(0);
  await user.keyboard('{End}');
  expectSelected(last);
  await user.keyboard('{ArrowRight}');
  expectSelected(0);
  await user.keyboard('{ArrowLeft}');
  expectSelected(last);
  await user.keyboard('{Home}');
  expectSelected(0);
  await user.keyboard('{ArrowRight}');
  expectSelected(1);
}
