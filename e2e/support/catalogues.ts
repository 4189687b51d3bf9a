import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The interface's catalogues (shell/src/locales, mf-*\/src/locales; docs/decisions/language.md), read
 * here to tell English text left on a screen that should speak another language.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'mf-auth', 'mf-wizard', 'mf-goals', 'mf-spending', 'mf-networth', 'mf-dashboard'];

type Catalogue = { [key: string]: string | Catalogue };

function flat(catalogue: Catalogue, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else flat(value, `${prefix}${key}.`, out);
  }
  return out;
}

function catalogue(pkg: string, language: string): Map<string, string> {
  const file = path.join(repoRoot, pkg, 'src', 'locales', `${language}.json`);
  return flat(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
}

/** Shorter pieces (a word, `Cash`, `OK`) are too often the same in both languages, or the user's own text. */
const MIN_PIECE = 16;

const cache = new Map<string, string[]>();

/**
 * The English text pieces (between interpolations and markup) of every message whose `language`
 * version differs: any of them on a screen in that language is a message left in English.
 */
function englishPieces(language: string): string[] {
  let pieces = cache.get(language);
  if (pieces) return pieces;
  const found = new Set<string>();
  for (const pkg of PACKAGES) {
    const english = catalogue(pkg, 'en');
    const other = catalogue(pkg, language);
    const otherText = [...other.values()].join('\n');
    for (const [key, text] of english) {
      if (other.get(key) === text) continue;
      for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
        const trimmed = piece.trim();
        // A piece the other catalogue also holds is no sign of English (a name, a unit).
        if (trimmed.length >= MIN_PIECE && trimmed.includes(' ') && !otherText.includes(trimmed)) found.add(trimmed);
      }
    }
  }
  pieces = [...found];
  cache.set(language, pieces);
  return pieces;
}

/** The English catalogue pieces `shown` holds, though the screen speaks `language`. */
export function englishLeftovers(shown: string, language: string): string[] {
  return englishPieces(language).filter((piece) => shown.includes(piece));
}
