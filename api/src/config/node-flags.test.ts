import { missingServerFlags, SERVER_NODE_FLAGS } from './node-flags';

describe('missingServerFlags', () => {
  it('names every flag when the process was started bare', () => {
    expect(missingServerFlags([], undefined)).toEqual([...SERVER_NODE_FLAGS]);
    expect(missingServerFlags(['--enable-source-maps'], '--trace-warnings')).toEqual([...SERVER_NODE_FLAGS]);
  });

  it('accepts the flags from the command line or from NODE_OPTIONS', () => {
    expect(missingServerFlags(['--max-semi-space-size=4'], undefined)).toEqual([]);
    expect(missingServerFlags([], '--enable-source-maps  --max-semi-space-size=4')).toEqual([]);
  });

  it("counts a flag spelt with underscores or given another value as the operator's choice", () => {
    expect(missingServerFlags(['--max_semi_space_size=8'], undefined)).toEqual([]);
  });
});
