/**
 * A DATABASE_URL that names the server's Unix socket (`?socketPath=`) is reached through it, not
 * through TCP (db/data-source.ts, mysqlTarget; docs/operations.md, MySQL and MariaDB).
 */
import { createDataSource, mysqlTarget } from '../src/db/data-source';
import { describeOnMariadb } from './support/engines';
import { scratchDatabase } from './support/scratch-database';

describe('mysqlTarget', () => {
  it('passes a URL without a query as it is, mariadb: read as mysql:', () => {
    expect(mysqlTarget('mariadb://u:p@db:3306/ontrack')).toEqual({ url: 'mysql://u:p@db:3306/ontrack', socketPath: null });
  });

  it('takes the socket out of the query and the query off the URL', () => {
    expect(mysqlTarget('mysql://root@localhost/ontrack?socketPath=%2Frun%2Fmysqld%2Fmysqld.sock')).toEqual({
      url: 'mysql://root@localhost/ontrack',
      socketPath: '/run/mysqld/mysqld.sock',
    });
    expect(mysqlTarget('mysql://root@localhost/ontrack?socketPath=')).toEqual({ url: 'mysql://root@localhost/ontrack', socketPath: null });
  });
});

describeOnMariadb('a MariaDB database reached by its Unix socket', () => {
  it('connects through the socket the URL names, and through TCP without one', async () => {
    const scratch = await scratchDatabase('mariadb');
    const overTcp = createDataSource(scratch.url);
    try {
      await overTcp.initialize();
      const [{ socket }] = await overTcp.query<{ socket: string }[]>('SELECT @@socket AS socket');
      const hostOf = async (source: typeof overTcp) =>
        (await source.query<{ host: string }[]>('SELECT HOST AS host FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()'))[0]
          .host;
      // TCP: the client's address and port; a socket: `localhost`.
      expect(await hostOf(overTcp)).toMatch(/:\d+$/);
      const overSocket = createDataSource(`${scratch.url}?socketPath=${encodeURIComponent(socket)}`);
      try {
        await overSocket.initialize();
        expect(await hostOf(overSocket)).toBe('localhost');
        expect(await overSocket.query('SELECT DATABASE() AS db')).toEqual([{ db: scratch.url.split('/').pop() }]);
      } finally {
        await overSocket.destroy();
      }
    } finally {
      await overTcp.destroy();
      await scratch.drop();
    }
  });
});
