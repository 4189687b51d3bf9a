import 'reflect-metadata';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bindWholeNumbers, withWholeNumbersAsBigInt } from '../src/db/sqlite-parameters';

@Entity('notes')
class Note {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  body!: string;

  @Column('integer')
  rank!: number;
}

/** A data source as db/data-source.ts makes one for SQLite, in memory, with or without whole numbers bound. */
async function openNotes(bound: boolean): Promise<DataSource> {
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Note], synchronize: true });
  if (bound) bindWholeNumbers(dataSource);
  await dataSource.initialize();
  return dataSource;
}

describe('whole numbers bound, not written into the SQL (db/sqlite-parameters.ts)', () => {
  it('binds a whole number as a BigInt, so one statement text serves every id', async () => {
    const dataSource = await openNotes(true);
    try {
      const texts = new Set<string>();
      for (const id of [1, 2, 3]) {
        const [sql, parameters] = dataSource.createQueryBuilder(Note, 'note').where('note.id = :id', { id }).getQueryAndParameters();
        texts.add(sql);
        expect(parameters).toEqual([BigInt(id)]);
      }
      expect(texts.size).toBe(1);
      expect([...texts][0]).toContain('"note"."id" = ?');
    } finally {
      await dataSource.destroy();
    }
  });

  it('is what TypeORM does without it: the number in the text, a statement per id', async () => {
    const dataSource = await openNotes(false);
    try {
      const [sql, parameters] = dataSource.createQueryBuilder(Note, 'note').where('note.id = :id', { id: 7 }).getQueryAndParameters();
      expect(sql).toContain('"note"."id" = 7');
      expect(parameters).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('stores, finds and compares exactly as the literal did (integers stay integers, text stays "5")', async () => {
    const dataSource = await openNotes(true);
    try {
      const repository = dataSource.getRepository(Note);
      await repository.insert([
        { body: 'five', rank: 5 },
        { body: 'six', rank: 6 },
      ]);
      const found = await repository.findOneByOrFail({ rank: 5 });
      expect(found.body).toBe('five');
      const [row] = await dataSource.query<Array<{ rank: unknown; kind: string }>>(
        'SELECT rank, typeof(rank) AS kind FROM notes WHERE id = 1',
      );
      expect(row).toEqual({ rank: 5, kind: 'integer' });
      // A number written to a text column reads back as TypeORM's literal made it: "5", never "5.0".
      await dataSource
        .createQueryBuilder()
        .update(Note)
        .set({ body: () => ':value' })
        .setParameter('value', 5)
        .where('id = :id', { id: 2 })
        .execute();
      const [text] = await dataSource.query<Array<{ body: string; kind: string }>>(
        'SELECT body, typeof(body) AS kind FROM notes WHERE id = 2',
      );
      expect(text).toEqual({ body: '5', kind: 'text' });
      expect(await repository.countBy({ id: 2 })).toBe(1);
    } finally {
      await dataSource.destroy();
    }
  });

  it('leaves fractions, unsafe and non-numbers as they are, and arrays of ids bound one by one', () => {
    const parameters = { whole: 3, fraction: 1.5, huge: 2 ** 60, text: '4', ids: [1, 2], names: ['a'], flag: true };
    expect(withWholeNumbersAsBigInt(parameters)).toEqual({
      whole: 3n,
      fraction: 1.5,
      huge: 2 ** 60,
      text: '4',
      ids: [1n, 2n],
      names: ['a'],
      flag: true,
    });
    // Nothing to change: the same object back, the caller's never altered.
    const untouched = { text: 'x' };
    expect(withWholeNumbersAsBigInt(untouched)).toBe(untouched);
    expect(parameters.whole).toBe(3);
  });
});
