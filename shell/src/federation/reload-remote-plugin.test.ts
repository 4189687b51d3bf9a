import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { reloadRemotePlugin } from './reload-remote-plugin';

/** A stand-in for the runtime's instance: its registered remotes, and a load that answers as told. */
function fakeOrigin(load: jest.Mock) {
  const remotes = [{ name: 'mf_goals', entry: 'http://app.example/remotes/goals/mf-manifest.json' }];
  const removeRemote = jest.fn((remote: { name: string }) => remotes.splice(remotes.indexOf(remote as (typeof remotes)[0]), 1));
  const registerRemotes = jest.fn((added: typeof remotes) => remotes.push(...added));
  const origin = { options: { remotes }, remoteHandler: { removeRemote }, registerRemotes, loadRemote: load };
  return { origin: origin as unknown as ModuleFederation, removeRemote, registerRemotes, remotes };
}

const failure = (origin: ModuleFederation, lifecycle: 'onLoad' | 'beforeRequest' = 'onLoad') => ({
  id: 'mf_goals/Page',
  error: new Error('Loading chunk 554 failed.'),
  from: 'runtime' as const,
  lifecycle,
  remote: { name: 'mf_goals', entry: 'http://app.example/remotes/goals/mf-manifest.json' } as never,
  origin,
});

describe('reloadRemotePlugin', () => {
  it('registers the remote afresh, without force, and answers with the module its current entry gives', async () => {
    const module = { default: 'Page' };
    const { origin, removeRemote, registerRemotes, remotes } = fakeOrigin(jest.fn().mockResolvedValue(module));
    const plugin = reloadRemotePlugin();

    await expect(plugin.errorLoadRemote!(failure(origin))).resolves.toBe(module);
    expect(removeRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_goals', entry: 'http://app.example/remotes/goals/mf-manifest.json' }]);
    expect(registerRemotes.mock.calls[0]).toHaveLength(1); // no { force: true }, no warning
    expect(remotes).toHaveLength(1);
    expect(origin.loadRemote).toHaveBeenCalledWith('mf_goals/Page');
  });

  it('reloads once: a failure while reloading answers nothing, so the first error is thrown', async () => {
    const plugin = reloadRemotePlugin();
    const load = jest.fn();
    const { origin } = fakeOrigin(load);
    // The reload's own load fails, and the runtime asks the plugin again for it.
    load.mockImplementation(async () => {
      const answer = await plugin.errorLoadRemote!(failure(origin));
      if (!answer) throw new Error('Loading chunk 554 failed again.');
      return answer;
    });
    await expect(plugin.errorLoadRemote!(failure(origin))).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves failures before the entry loaded alone (a remote that is down)', async () => {
    const { origin, removeRemote } = fakeOrigin(jest.fn());
    await expect(reloadRemotePlugin().errorLoadRemote!(failure(origin, 'beforeRequest'))).resolves.toBeUndefined();
    expect(removeRemote).not.toHaveBeenCalled();
  });
});
