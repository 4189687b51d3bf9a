/**
 * No screen writes a currency sign of its own: amounts reach the page through useMoney (in the
 * user's home currency, api/src/domain/money-format.ts), so a `$` typed into a component would show
 * dollars to a household counting in francs. A rendered-output check cannot tell (US dollars are
 * the default, so `$1,234` on a screen is right until a currency is set); the source can: this scans
 * every component and helper of the shell and the remotes (not their tests) for a `$` written as
 * text: a `'$'` string, `$` before a digit, `$${…}` in a template, `${…}` as JSX text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Places that still write `$` themselves, for their package's owner to move onto useMoney; each must still hold (a fixed one leaves the list). */
const KNOWN: readonly string[] = [];

const PATTERNS: Array<{ name: string; test: (line: string, file: string) => boolean }> = [
  { name: "a '$' string", test: (line) => /(['"])\$\1/.test(line) },
  { name: '$ before a digit', test: (line) => /(^|[^\\$\w])\$\d/.test(line) },
  { name: '$${…} in a template', test: (line) => /\$\$\{/.test(line) },
  // JSX text: `>${total}<` or ` ${total}` on a line with no template literal.
  { name: '${…} as JSX text', test: (line, file) => file.endsWith('.tsx') && !line.includes('`') && /(>|^\s+)\$\{/.test(line) },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return entry === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

function offences(): Array<{ file: string; line: number; pattern: string; text: string }> {
  const dirs = [
    path.join(ROOT, 'shell', 'src'),
    ...readdirSync(ROOT)
      .filter((name) => name.startsWith('mf-'))
      .map((name) => path.join(ROOT, name, 'src')),
  ];
  return dirs.flatMap((dir) =>
    sources(dir).flatMap((file) => {
      const relative = path.relative(ROOT, file);
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((text, index) => {
          const code = text.trim();
          if (code.startsWith('*') || code.startsWith('//') || code.startsWith('/*')) return [];
          return PATTERNS.filter((pattern) => pattern.test(text, file)).map((pattern) => ({
            file: relative,
            line: index + 1,
            pattern: pattern.name,
            text: code,
          }));
        });
    }),
  );
}

describe('no literal $ in components', () => {
  const found = offences();

  it('is written by no component or helper outside the known list', () => {
    expect(found.filter((offence) => !KNOWN.includes(offence.file))).toEqual([]);
  });

  it('keeps the known list true: each still writes one', () => {
    expect(KNOWN.filter((file) => !found.some((offence) => offence.file === file))).toEqual([]);
  });

  it('catches each way of writing one', () => {
    const lines = ["const sign = '$';", 'label: `Total $${amount}`', '<td>${total}</td>', 'return "costs $5";'];
    expect(lines.map((line) => PATTERNS.some((pattern) => pattern.test(line, 'x.tsx')))).toEqual([true, true, true, true]);
    expect(PATTERNS.some((pattern) => pattern.test('const text = `${count} rows`;', 'x.tsx'))).toBe(false);
  });
});
