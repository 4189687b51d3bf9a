import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

describe.each(testEngines())('plans and templates on %s', (engine) => {
  const testApp = useTestApp(engine);

  describe('GET /auth/pricing', () => {
    it('lists the three seeded plans in order with prices in dollars and monthly upload limits', async () => {
      const res = await testApp().client().get('/auth/pricing');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(
        res.body.map(({ id, plan_name, price, usage_limit }: Record<string, unknown>) => ({ id, plan_name, price, usage_limit })),
      ).toEqual([
        { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10 },
        { id: 2, plan_name: 'Annual', price: 89, usage_limit: 20 },
        { id: 3, plan_name: 'Lifetime', price: 249, usage_limit: 50 },
      ]);
    });

    it('gives every plan 3 to 5 non-empty description strings', async () => {
      const res = await testApp().client().get('/auth/pricing');
      for (const plan of res.body as Array<{ descriptions: unknown }>) {
        expect(Array.isArray(plan.descriptions)).toBe(true);
        const descriptions = plan.descriptions as unknown[];
        expect(descriptions.length).toBeGreaterThanOrEqual(3);
        expect(descriptions.length).toBeLessThanOrEqual(5);
        for (const text of descriptions) {
          expect(typeof text).toBe('string');
          expect((text as string).trim()).not.toBe('');
        }
      }
    });

    it('needs no sign-in and no CSRF token', async () => {
      const res = await testApp().request().get('/auth/pricing');
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('GET /workflow/templates', () => {
    it('answers {templates} with the four built-in templates, wealth-whisperer the only default', async () => {
      const res = await testApp().request().get('/workflow/templates');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['templates']);
      const templates = res.body.templates as Array<Record<string, unknown>>;
      expect(templates.map((t) => t.id)).toEqual(['wealth-whisperer', 'zero-based-budget', '50-30-20', 'debt-free-mom']);
      expect(templates.filter((t) => t.isDefault === true).map((t) => t.id)).toEqual(['wealth-whisperer']);
      expect(templates.find((t) => t.id === 'wealth-whisperer')?.name).toBe('Wealth Whisperer Transaction Log');
      expect(templates.find((t) => t.id === 'zero-based-budget')?.name).toBe('Zero-Based Budget Template');
      expect(templates.find((t) => t.id === '50-30-20')?.name).toBe('50/30/20 Budget Template');
    });

    it('allows only file uploads for debt-free-mom and both sources for the others', async () => {
      const templates = (await testApp().request().get('/workflow/templates')).body.templates as Array<Record<string, unknown>>;
      for (const template of templates) {
        expect(template.allowedSources).toEqual(template.id === 'debt-free-mom' ? ['file'] : ['file', 'googleSheet']);
      }
    });

    it('gives each template its config fields and the four workflow steps ending with next_step null', async () => {
      const templates = (await testApp().request().get('/workflow/templates')).body.templates as Array<Record<string, unknown>>;
      for (const template of templates) {
        expect(template).toEqual(
          expect.objectContaining({
            name: expect.any(String),
            description: expect.any(String),
            features: expect.any(Array),
            icon: expect.any(String),
            isDefault: expect.any(Boolean),
            requiresDateSelection: expect.any(Boolean),
            requiresPeriodType: expect.any(Boolean),
            requiresSheetSelection: expect.any(Boolean),
            downloads: {
              blank: `/workflow/templates/${String(template.id)}/blank.xlsx`,
              sample: `/workflow/templates/${String(template.id)}/sample.xlsx`,
            },
          }),
        );
        expect(template).not.toHaveProperty('layout');
        const steps = template.steps as Array<{ id: number; name: string; path: string; next_step: number | null }>;
        expect(steps.map((s) => s.name)).toEqual(['upload', 'options', 'categories', 'dashboard']);
        expect(steps.map((s) => s.next_step)).toEqual([2, 3, 4, null]);
        expect(steps[0].path).toBe('/main/upload');
      }
    });
  });
});
