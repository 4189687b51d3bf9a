import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstModuleHints, hintTags, inlineRemotes, moduleFiles, shellStartupHints } from '../src/http/page-hints';

/** The hints as the page carries them. */
const preloadHints = async (page: string, dirs: Record<string, string>) => hintTags(await firstModuleHints(page, dirs));
const shellHints = async (shellDir: string) => hintTags(await shellStartupHints(shellDir));

/** A Module Federation 2 manifest as mf-auth's build writes it (trimmed to what the hints read). */
function authManifest(landingChunks: string[]) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'Landing', assets: { js: { sync: landingChunks, async: ['662.19f841c6bf18.js'] } } },
      { name: 'Plans', assets: { js: { sync: ['240.643f716008d4.js'], async: [] } } },
    ],
  };
}

describe('page hints', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'ontrack-hints-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const deploy = (manifest: unknown, mtime: number) => {
    const file = path.join(root, 'mf-manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    utimesSync(file, mtime, mtime);
  };

  it("lists the manifest, the entry and the exposed module's own chunks (not its lazy ones, not other modules')", () => {
    expect(moduleFiles('/remotes/auth/', authManifest(['219.e7be17d3ed3b.js', '465.44379f0f1721.js']), 'Landing')).toEqual({
      fetch: ['/remotes/auth/mf-manifest.json'],
      scripts: ['/remotes/auth/remoteEntry.js', '/remotes/auth/219.e7be17d3ed3b.js', '/remotes/auth/465.44379f0f1721.js'],
    });
  });

  it('puts no file name into a page that is not a plain relative path', () => {
    const files = moduleFiles('/remotes/auth/', authManifest(['"><script>alert(1)</script>', '../x.js', 'ok.js']), 'Landing');
    expect(files.scripts).toEqual(['/remotes/auth/remoteEntry.js', '/remotes/auth/ok.js']);
  });

  it('hints the landing on / and /auth/login, the dashboard on /main; nothing elsewhere or for an unbuilt remote', async () => {
    deploy(authManifest(['219.e7be17d3ed3b.js']), 1_700_000_000);
    for (const page of ['/', '/auth/login']) {
      expect(await preloadHints(page, { auth: root })).toBe(
        '<link rel="preload" as="fetch" crossorigin href="/remotes/auth/mf-manifest.json">' +
          '<link rel="preload" as="script" href="/remotes/auth/remoteEntry.js">' +
          '<link rel="preload" as="script" href="/remotes/auth/219.e7be17d3ed3b.js">',
      );
    }
    expect(await preloadHints('/password-reset/abc', { auth: root })).toBe('');
    expect(await preloadHints('/main', { auth: root })).toBe('');
    expect(await preloadHints('/main/dashboard', { dashboard: root })).toContain('/remotes/dashboard/remoteEntry.js');
    expect(await preloadHints('/', { auth: path.join(root, 'not-built') })).toBe('');
  });

  it('follows a remote deployed alone: the next page hints its new files, never the old ones', async () => {
    deploy(authManifest(['219.e7be17d3ed3b.js']), 1_700_000_000);
    expect(await preloadHints('/', { auth: root })).toContain('219.e7be17d3ed3b.js');
    deploy(authManifest(['999.aaaabbbbcccc.js']), 1_700_000_100);
    const hints = await preloadHints('/', { auth: root });
    expect(hints).toContain('999.aaaabbbbcccc.js');
    expect(hints).not.toContain('219.e7be17d3ed3b.js');
  });

  it('inlines the manifest as a JSON data block that cannot close its script element', () => {
    expect(inlineRemotes({ auth: '/remotes/auth/mf-manifest.json' })).toBe(
      '<script type="application/json" id="ontrack-remotes">{"auth":"/remotes/auth/mf-manifest.json"}</script>',
    );
    expect(inlineRemotes({ auth: '</script><script>alert(1)//' })).not.toContain('</script><script>');
  });
});

describe('shell start-up hints', () => {
  it('preloads the chunks the shell build listed in startup-chunks.json, and nothing when it is absent', async () => {
    const shellDir = mkdtempSync(path.join(tmpdir(), 'ontrack-shell-'));
    try {
      expect(await shellHints(shellDir)).toBe('');
      writeFileSync(path.join(shellDir, 'startup-chunks.json'), JSON.stringify(['593.27b23eb9e301.js', '../secret.js']));
      expect(await shellHints(shellDir)).toBe('<link rel="preload" as="script" href="/593.27b23eb9e301.js">');
    } finally {
      rmSync(shellDir, { recursive: true, force: true });
    }
  });
});
