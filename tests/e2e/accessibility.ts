/**
 * The accessibility harness of the browser tests: axe-core with the WCAG 2.1 AA rules, run on
 * what the page shows. `expectAccessible` fails a test on any serious or critical violation and
 * lists them (rule, impact, element, what axe says is wrong); `scanAccessibility` returns them for
 * reports (tests/e2e/accessibilityReport.spec.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe's best practices about a page's structure, reported with the WCAG rules (all moderate):
 * content outside landmarks, two landmarks of one kind without names, no h1, no main.
 */
export const STRUCTURE_RULES = ["region", "landmark-unique", "page-has-heading-one", "landmark-one-main", "landmark-no-duplicate-main", "landmark-no-duplicate-banner"];

export type Impact = "minor" | "moderate" | "serious" | "critical";
const FAILING: readonly Impact[] = ["serious", "critical"];

/**
 * An element a rule does not apply to. `why` says why the rule does not apply there (the element
 * is decorative, the text is a logo, …); "antd does it" is not a reason.
 */
export interface AxeExclusion {
  selector: string;
  rule: string;
  why: string;
}

export interface FoundNode {
  target: string;
  html: string;
  summary: string;
}

export interface Finding {
  rule: string;
  impact: Impact;
  help: string;
  nodes: FoundNode[];
}

const NON_REASONS = /^\W*(antd|ant design)(\s+(does|did)\s+(it|this|that))?\W*$/i;

function checkReason(exclusion: AxeExclusion): void {
  const why = exclusion.why.trim();
  if (why.length < 20 || NON_REASONS.test(why)) {
    throw new Error(`Accessibility exclusion of ${exclusion.rule} on ${exclusion.selector} needs a reason why the rule does not apply there, not "${exclusion.why}"`);
  }
}

/** The selector of a node as axe gives it (a list for frames and shadow roots), as one string. */
const targetText = (target: unknown): string => (Array.isArray(target) ? target.map(targetText).join(" >> ") : String(target));

/** Whether the element axe reported at `target` lies inside one of `selectors`. */
async function insideAny(page: Page, target: string, selectors: string[]): Promise<boolean> {
  if (selectors.length === 0 || target.includes(" >> ")) return false;
  return page.evaluate(
    ({ target, selectors }) => {
      const element = document.querySelector(target);
      return !!element && selectors.some((selector) => element.closest(selector) !== null);
    },
    { target, selectors },
  );
}

export interface ScanOptions {
  exclude?: AxeExclusion[];
  /** Only this part of the page (a dialog); the whole page otherwise. */
  include?: string;
  /**
   * The console's frame only (header, menus, tags view, drawers and dialogs of the shell), not
   * the page shown in it: each area checks its own pages, and a check of the frame should not
   * fail on them (nor spend its time on a long list).
   */
  frameOnly?: boolean;
}

/** The page the frame shows (src/layout/PageStack.tsx). */
const PAGE_CONTENT = '[data-testid="page-active"]';

/** Every WCAG 2.1 AA violation on what the page shows now, less the excluded elements. */
export async function scanAccessibility(page: Page, { exclude = [], include, frameOnly }: ScanOptions = {}): Promise<Finding[]> {
  exclude.forEach(checkReason);
  let builder = new AxeBuilder({ page })
    // axe.run in the page itself: the console has no cross-origin frames, and the default mode
    // (a partial run per frame, finished in a new blank page) took 2.3–2.9 s a scan against 0.8–0.9.
    .setLegacyMode(true)
    .options({
      runOnly: { type: "tag", values: WCAG_AA_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])),
      // Only the violations come back with their elements (not every passing check's).
      resultTypes: ["violations"],
    });
  if (include) builder = builder.include(include);
  if (frameOnly) builder = builder.exclude(PAGE_CONTENT);
  const { violations } = await builder.analyze();
  const findings: Finding[] = [];
  for (const violation of violations) {
    if (!violation.tags.some((tag) => WCAG_AA_TAGS.includes(tag)) && !STRUCTURE_RULES.includes(violation.id)) continue;
    const skip = exclude.filter((e) => e.rule === violation.id).map((e) => e.selector);
    const nodes: FoundNode[] = [];
    for (const node of violation.nodes) {
      const target = targetText(node.target);
      if (await insideAny(page, target, skip)) continue;
      nodes.push({ target, html: node.html.slice(0, 200), summary: (node.failureSummary ?? "").replace(/\s+/g, " ").trim() });
    }
    if (nodes.length) findings.push({ rule: violation.id, impact: (violation.impact ?? "minor") as Impact, help: violation.help, nodes });
  }
  return findings;
}

export const isFailing = (finding: Finding) => FAILING.includes(finding.impact);

/** A readable list: one line per element. */
export function describeFindings(findings: Finding[], where = ""): string {
  return findings
    .flatMap((f) => f.nodes.map((n) => `${where ? `${where} · ` : ""}${f.rule} (${f.impact}): ${n.target}\n    ${n.html}\n    ${n.summary}`))
    .join("\n");
}

/** Fails on any serious or critical WCAG 2.1 AA violation on what the page shows now. */
export async function expectAccessible(page: Page, options: ScanOptions = {}): Promise<void> {
  const failing = (await scanAccessibility(page, options)).filter(isFailing);
  expect(failing.length, `serious or critical accessibility violations:\n${describeFindings(failing)}`).toBe(0);
}

/** Counts per rule over many scans: impact, elements, and the pages it was found on. */
export class FindingTally {
  private rules = new Map<string, { impact: Impact; nodes: number; pages: Set<string> }>();
  /** Elements per impact on each page scanned, clean pages included. */
  private perPage = new Map<string, Record<Impact, number>>();
  readonly lines: string[] = [];

  add(where: string, findings: Finding[]): void {
    const counts = this.perPage.get(where) ?? { critical: 0, serious: 0, moderate: 0, minor: 0 };
    for (const finding of findings) counts[finding.impact] += finding.nodes.length;
    this.perPage.set(where, counts);
    for (const finding of findings) {
      const entry = this.rules.get(finding.rule) ?? { impact: finding.impact, nodes: 0, pages: new Set<string>() };
      entry.nodes += finding.nodes.length;
      entry.pages.add(where);
      this.rules.set(finding.rule, entry);
    }
    if (findings.length) this.lines.push(describeFindings(findings, where));
  }

  get failingCount(): number {
    return [...this.rules.values()].filter((r) => FAILING.includes(r.impact)).reduce((sum, r) => sum + r.nodes, 0);
  }

  /** A markdown table, most severe first. */
  table(): string {
    const order: Impact[] = ["critical", "serious", "moderate", "minor"];
    const rows = [...this.rules.entries()].sort(([a, x], [b, y]) => order.indexOf(x.impact) - order.indexOf(y.impact) || y.nodes - x.nodes || a.localeCompare(b));
    return [
      "| rule | impact | nodes | pages |",
      "|---|---|---|---|",
      ...rows.map(([rule, r]) => `| \`${rule}\` | ${r.impact} | ${r.nodes} | ${r.pages.size} |`),
    ].join("\n");
  }

  /** A markdown table of each page: elements found per impact, and the rules. */
  pageTable(): string {
    const rulesOn = (where: string) => [...this.rules.entries()].filter(([, r]) => r.pages.has(where)).map(([rule]) => rule).join(", ");
    return [
      "| page | critical | serious | moderate | rules |",
      "|---|---|---|---|---|",
      ...[...this.perPage.entries()].map(([where, c]) => `| ${where} | ${c.critical} | ${c.serious} | ${c.moderate} | ${rulesOn(where)} |`),
    ].join("\n");
  }
}
