/// <reference lib="dom" />
import type { Locator } from '@playwright/test';

/** Whether two boxes on the viewport overlap (touching edges do not). */
export const boxesIntersect = (a: DOMRect | null, b: DOMRect | null) =>
  a !== null &&
  b !== null &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

/** Where an element is on the viewport now (fixed elements included). */
export async function viewportBox(locator: Locator): Promise<DOMRect | null> {
  return locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
}

/**
 * Whether `target` would be covered by the floating `control` with the target's foot on the viewport's foot,
 * where the control sits: the worst scroll position a player can reach.
 */
export async function coveredAtViewportFoot(target: Locator, control: Locator, viewportHeight: number) {
  await target.evaluate((element, bottom) => {
    element.style.translate = `0 ${bottom - element.getBoundingClientRect().bottom - 12}px`;
  }, viewportHeight);
  const covered = boxesIntersect(await viewportBox(target), await viewportBox(control));
  await target.evaluate((element) => (element.style.translate = ''));
  return covered;
}
