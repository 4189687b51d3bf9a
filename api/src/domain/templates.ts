/**
 * The built-in budget templates and the workflow steps every template walks
 * through. Pure data: the server lists them, the screens read the same definitions.
 */
export type SourceKind = 'file' | 'googleSheet';

export interface WorkflowStep {
  id: number;
  name: string;
  path: string;
  /** Id of the following step; null marks the final one. */
  next_step: number | null;
}

export interface TemplateConfig {
  id: string;
  name: string;
  description: string;
  features: string[];
  isDefault: boolean;
  icon: string;
  allowedSources: SourceKind[];
  requiresDateSelection: boolean;
  requiresPeriodType: boolean;
  requiresSheetSelection: boolean;
  /** Which layout the template's workbooks use. */
  layout: 'transaction-log' | 'per-period' | 'month-grid';
  steps: WorkflowStep[];
  /** Where to download the template's blank workbook and its sample with two years of data. */
  downloads: TemplateDownloads;
}

export interface TemplateDownloads {
  blank: string;
  sample: string;
}

/** The download URLs of a template's workbooks, served by the workflow routes. */
export function templateDownloads(templateId: string): TemplateDownloads {
  const base = `/workflow/templates/${encodeURIComponent(templateId)}`;
  return { blank: `${base}/blank.xlsx`, sample: `${base}/sample.xlsx` };
}

export const DEFAULT_STEPS: WorkflowStep[] = [
  { id: 1, name: 'upload', path: '/main/upload', next_step: 2 },
  { id: 2, name: 'options', path: '/main/options', next_step: 3 },
  { id: 3, name: 'categories', path: '/main/categories', next_step: 4 },
  { id: 4, name: 'dashboard', path: '/main/dashboard', next_step: null },
];

export const DEFAULT_TEMPLATE_ID = 'wealth-whisperer';

/** What tells the templates apart; every template walks the same steps, from either source unless it says otherwise. */
type TemplateEntry = Pick<TemplateConfig, 'id' | 'name' | 'description' | 'features' | 'icon' | 'layout'> &
  Partial<Pick<TemplateConfig, 'allowedSources'>>;

const templateConfig = ({
  id,
  name,
  description,
  features,
  icon,
  layout,
  allowedSources = ['file', 'googleSheet'],
}: TemplateEntry): TemplateConfig => ({
  requiresDateSelection: true,
  requiresPeriodType: true,
  requiresSheetSelection: true,
  steps: DEFAULT_STEPS,
  id,
  name,
  description,
  features,
  isDefault: id === DEFAULT_TEMPLATE_ID,
  icon,
  allowedSources,
  layout,
  downloads: templateDownloads(id),
});

export const TEMPLATES: TemplateConfig[] = (
  [
    {
      id: 'wealth-whisperer',
      name: 'Wealth Whisperer Transaction Log',
      description: 'A dated log of every transaction: the most detailed picture of where your money goes.',
      features: ['One row per transaction', 'Amount or Debit/Credit columns', 'Trends over 12, 6 and 3 months'],
      icon: 'ledger',
      layout: 'transaction-log',
    },
    {
      id: 'zero-based-budget',
      name: 'Zero-Based Budget Template',
      description: 'One sheet per budget period where every dollar gets a job.',
      features: ['One sheet per period', 'Planned and actual amounts', 'Sections for income, expenses and savings'],
      icon: 'scale',
      layout: 'per-period',
    },
    {
      id: '50-30-20',
      name: '50/30/20 Budget Template',
      description: 'A month-by-month grid grouped under Income, Needs, Wants and Savings.',
      features: ['Needs, wants and savings at a glance', 'One column per month', 'Works with the classic 50/30/20 rule'],
      icon: 'pie',
      layout: 'month-grid',
    },
    {
      id: 'debt-free-mom',
      name: 'Debt-Free Mom Budget',
      description: 'One sheet per pay period with a section for paying down debt.',
      features: ['One sheet per pay period', 'A Debt section', 'Built for paycheck-to-paycheck planning'],
      icon: 'heart',
      layout: 'per-period',
      allowedSources: ['file'],
    },
  ] satisfies TemplateEntry[]
).map(templateConfig);

export function findTemplate(id: string): TemplateConfig | undefined {
  return TEMPLATES.find((template) => template.id === id);
}
