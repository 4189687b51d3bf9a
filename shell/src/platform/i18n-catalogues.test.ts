/**
 * The catalogues against the code (docs/decisions/language.md): every key a component asks for
 * (`t('…')`, `i18nKey="…"`) is in its namespace's English catalogue, and every other language has
 * every English key, a plural in each of the language's own plural forms. A package's namespace is
 * the one its src/i18n.ts (or the platform's i18n.ts) registers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@ontrack/api/domain';

const ROOT = path.resolve(__dirname, '../../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

interface Package {
  dir: string;
  namespace: string;
}

function packages(): Package[] {
  const found: Package[] = [{ dir: path.join(ROOT, 'shell'), namespace: 'common' }];
  for (const name of readdirSync(ROOT).filter((entry) => entry.startsWith('mf-'))) {
    const registration = path.join(ROOT, name, 'src', 'i18n.ts');
    let text: string;
    try {
      text = readFileSync(registration, 'utf8');
    } catch {
      continue; // Not translated yet.
    }
    const namespace = /NAMESPACE = '([^']+)'/.exec(text)?.[1];
    if (namespace) found.push({ dir: path.join(ROOT, name), namespace });
  }
  return found;
}

function flatten(catalogue: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

function catalogue(pkg: Package, language: string): string[] {
  return flatten(JSON.parse(readFileSync(path.join(pkg.dir, 'src', 'locales', `${language}.json`), 'utf8')) as Record<string, unknown>);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** `[namespace, key]` of every literal key in the package's code; `ns:key` names another namespace. */
function keysInCode(pkg: Package): Array<{ file: string; namespace: string; key: string }> {
  const found: Array<{ file: string; namespace: string; key: string }> = [];
  for (const file of sources(path.join(pkg.dir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'|\bt\(\s*[^'`]*\?\s*'([^']+)'\s*:\s*'([^']+)'|i18nKey="([^"]+)"/g)) {
      for (const raw of match.slice(1).filter(Boolean)) {
        const [namespace, key] = raw.includes(':') ? raw.split(':') : [pkg.namespace, raw];
        found.push({ file: path.relative(ROOT, file), namespace, key });
      }
    }
  }
  return found;
}

describe('the catalogues', () => {
  const all = packages();
  const english = new Map(all.map((pkg) => [pkg.namespace, new Set(catalogue(pkg, 'en'))]));

  it('find the shell and the translated remotes', () => {
    expect(all.map((pkg) => pkg.namespace)).toEqual(expect.arrayContaining(['common', 'auth']));
  });

  it.each(all.map((pkg) => [pkg.namespace, pkg] as const))('hold every key the %s code uses, in English', (_name, pkg) => {
    const used = keysInCode(pkg);
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(({ namespace, key }) => {
      const keys = english.get(namespace);
      return !keys || !(keys.has(key) || keys.has(`${key}_other`));
    });
    expect(missing).toEqual([]);
  });

  it.each(all.flatMap((pkg) => LANGUAGES.filter((l) => l !== 'en').map((language) => [pkg.namespace, language, pkg] as const)))(
    'of %s in %s hold every English key, plurals in every form the language has',
    (_name, language, pkg) => {
      const keys = new Set(catalogue(pkg, language));
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const wanted = new Set<string>();
      for (const key of english.get(pkg.namespace) ?? []) {
        if (PLURAL.test(key)) for (const form of forms) wanted.add(key.replace(PLURAL, `_${form}`));
        else wanted.add(key);
      }
      expect([...wanted].filter((key) => !keys.has(key))).toEqual([]);
    },
  );
});
