import { DEFAULT_STEPS, DEFAULT_TEMPLATE_ID, findTemplate, templateDownloads, TEMPLATES } from './templates';

describe('built-in templates', () => {
  it('are the four known ones, in order, with unique ids', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual(['wealth-whisperer', 'zero-based-budget', '50-30-20', 'debt-free-mom']);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
  });

  it('have exactly one default, wealth-whisperer, which is DEFAULT_TEMPLATE_ID', () => {
    const defaults = TEMPLATES.filter((t) => t.isDefault);
    expect(defaults.map((t) => t.id)).toEqual(['wealth-whisperer']);
    expect(DEFAULT_TEMPLATE_ID).toBe('wealth-whisperer');
    expect(findTemplate(DEFAULT_TEMPLATE_ID)?.isDefault).toBe(true);
  });

  it('carry the titles', () => {
    expect(findTemplate('wealth-whisperer')?.name).toBe('Wealth Whisperer Transaction Log');
    expect(findTemplate('zero-based-budget')?.name).toBe('Zero-Based Budget Template');
    expect(findTemplate('50-30-20')?.name).toBe('50/30/20 Budget Template');
  });

  it('let debt-free-mom read files only, the others files and Google Sheets', () => {
    expect(findTemplate('debt-free-mom')?.allowedSources).toEqual(['file']);
    for (const id of ['wealth-whisperer', 'zero-based-budget', '50-30-20']) {
      expect(findTemplate(id)?.allowedSources).toEqual(['file', 'googleSheet']);
    }
  });

  it('each have a name, description, icon and at least one feature', () => {
    for (const template of TEMPLATES) {
      expect(template.name.trim()).not.toBe('');
      expect(template.description.trim()).not.toBe('');
      expect(template.icon.trim()).not.toBe('');
      expect(template.features.length).toBeGreaterThan(0);
    }
  });

  it('each offer a blank and a sample workbook under /workflow/templates/<id>/', () => {
    expect(findTemplate('50-30-20')?.downloads).toEqual({
      blank: '/workflow/templates/50-30-20/blank.xlsx',
      sample: '/workflow/templates/50-30-20/sample.xlsx',
    });
    for (const template of TEMPLATES) {
      expect(template.downloads).toEqual({
        blank: `/workflow/templates/${template.id}/blank.xlsx`,
        sample: `/workflow/templates/${template.id}/sample.xlsx`,
      });
    }
    // An id is a path segment: anything that is not URL-safe is escaped.
    expect(templateDownloads('a/b c').blank).toBe('/workflow/templates/a%2Fb%20c/blank.xlsx');
  });

  it('finds nothing for an unknown id, and matches ids exactly', () => {
    expect(findTemplate('get-rich-quick')).toBeUndefined();
    expect(findTemplate('')).toBeUndefined();
    expect(findTemplate('Wealth-Whisperer')).toBeUndefined();
  });
});

describe('workflow steps', () => {
  /** Follows next_step from the first step; fails on a dangling id or a loop. */
  function walk(steps: typeof DEFAULT_STEPS): string[] {
    const byId = new Map(steps.map((s) => [s.id, s]));
    const visited: string[] = [];
    let current: (typeof DEFAULT_STEPS)[number] | undefined = steps[0];
    while (current) {
      if (visited.includes(current.name)) throw new Error(`loop at ${current.name}`);
      visited.push(current.name);
      if (current.next_step === null) return visited;
      current = byId.get(current.next_step);
      if (!current) throw new Error('dangling next_step');
    }
    return visited;
  }

  it('chain upload → options → categories → dashboard and end with next_step null', () => {
    expect(walk(DEFAULT_STEPS)).toEqual(['upload', 'options', 'categories', 'dashboard']);
    expect(DEFAULT_STEPS.filter((s) => s.next_step === null)).toHaveLength(1);
    expect(DEFAULT_STEPS.at(-1)?.next_step).toBeNull();
    expect(DEFAULT_STEPS.map((s) => s.path)).toEqual(['/main/upload', '/main/options', '/main/categories', '/main/dashboard']);
  });

  it('are the steps of every template, each visiting every step once', () => {
    for (const template of TEMPLATES) {
      expect(template.steps).toHaveLength(4);
      expect(walk(template.steps)).toEqual(['upload', 'options', 'categories', 'dashboard']);
    }
  });
});
