import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails on any violation of impact serious or critical,
 * listing each with the elements it was found on.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settledAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
  expect(blocking.length, `Accessibility violations on ${screen} (${page.url()}):\n${report}`).toBe(0);
}

/**
 * Waits (up to 2 s) for the finite animations and transitions on the page to end: axe measures
 * colour contrast as drawn, and a toast still fading in reads as pale text (a first-try failure
 * that passed on retry). Endless ones, such as a spinner, are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}
