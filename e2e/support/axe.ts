import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** axe-core's browser bundle, as a string to evaluate in the page. @axe-core/playwright needs Node 22. */
const AXE_SOURCE = axe.source;

/** The WCAG 2.2 A and AA rules axe checks (its best-practice rules are left out). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe on the page as it is now and fails with each broken rule and the elements that break it. Evaluated
 * through the DevTools protocol, which the page's Content-Security-Policy does not govern, so no inline script is
 * allowed for it. `within` is a selector of the part to check, the whole page by default.
 */
export async function expectNoAxeViolations(page: Page, within = 'html'): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, within }) => {
      const inPage = (
        window as unknown as {
          axe: { run: (context: Element, options: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const result = await inPage.run(document.querySelector(within)!, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map((node) => ({ target: node.target })),
      }));
    },
    { tags: WCAG_TAGS, within },
  );
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(readable, `accessibility problems on ${page.url()}`).toEqual([]);
}
