import axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA, contrast included: what issue 14 holds every page to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A critical or serious violation on one page, as a developer needs it to find the cause. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** A few of the nodes (CSS selectors axe gives), and how many there were. */
  targets: string[];
  nodes: number;
  /** The first node's markup, and axe's summary of it (e.g. the contrast ratio and colours found). */
  html: string;
  summary: string;
}

/**
 * Runs axe-core over the page as it is and answers its critical and serious violations. axe is
 * put into the page through the DevTools protocol (page.evaluate of its source), not through a
 * script tag: the console's Content-Security-Policy allows no script of another origin or inline,
 * and the journey does not bypass it.
 */
export async function axeFindings(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_21_AA }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (o) => (window as unknown as { axe: { run(c: Document, o: unknown): Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 4).map((n) => n.target.join(' ')),
      nodes: v.nodes.length,
      html: (v.nodes[0]?.html ?? '').slice(0, 200),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
    }));
}

/** The findings as a message that tells what to fix, where, and in which mode. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: ${f.impact} ${f.rule} (${f.help}) on ${f.nodes} node(s): ${f.targets.join(' | ')}` +
        `\n    ${f.html}\n    ${f.summary}`,
    )
    .join('\n');
}
