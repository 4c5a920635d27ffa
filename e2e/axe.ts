import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

interface AxeScope {
  /** Check only what this selector matches. */
  include?: string;
  disableRules?: string[];
}

/** The page's serious and critical axe violations with where they are; [] when there are none. */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.disableRules) axe = axe.disableRules(scope.disableRules);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}
