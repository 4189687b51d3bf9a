import { In, type EntityManager, type Repository } from 'typeorm';
import { NetWorthCategory, NetWorthEntry } from '../db/entities';

type NetWorthType = NetWorthEntry['type'];

/** A user's net-worth categories and entries. Every query names the owner. */
export class NetWorthRepository {
  private readonly categories: Repository<NetWorthCategory>;
  private readonly entries: Repository<NetWorthEntry>;

  constructor(manager: EntityManager) {
    this.categories = manager.getRepository(NetWorthCategory);
    this.entries = manager.getRepository(NetWorthEntry);
  }

  /** In the order they are listed. */
  categoriesOf(userId: number): Promise<NetWorthCategory[]> {
    return this.categories.find({ where: { userId }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  countCategories(userId: number): Promise<number> {
    return this.categories.countBy({ userId });
  }

  /** Adds categories of one user in one statement; a name taken fails on the unique index. */
  async insertCategories(userId: number, rows: ReadonlyArray<Pick<NetWorthCategory, 'type' | 'name' | 'sortOrder'>>): Promise<void> {
    await this.categories.insert(rows.map((row) => ({ userId, ...row })));
  }

  category(userId: number, type: NetWorthType, name: string): Promise<NetWorthCategory | null> {
    return this.categories.findOneBy({ userId, type, name });
  }

  /** The user's asset categories of those names. */
  assetCategoriesNamed(userId: number, names: readonly string[]): Promise<NetWorthCategory[]> {
    return this.categories.findBy({ userId, type: 'asset', name: In([...names]) });
  }

  async insertEntry(userId: number, fields: Omit<NetWorthEntry, 'id' | 'userId'>): Promise<NetWorthEntry> {
    const entry = this.entries.create({ userId, ...fields });
    await this.entries.insert(entry);
    return entry;
  }

  entry(userId: number, entryId: number): Promise<NetWorthEntry | null> {
    return this.entries.findOneBy({ id: entryId, userId });
  }

  async updateEntry(userId: number, entryId: number, changes: Partial<Omit<NetWorthEntry, 'id' | 'userId'>>): Promise<void> {
    await this.entries.update({ id: entryId, userId }, changes);
  }

  /** False when the user has no such entry. */
  async deleteEntry(userId: number, entryId: number): Promise<boolean> {
    return Boolean((await this.entries.delete({ id: entryId, userId })).affected);
  }

  /** Newest first. */
  entriesOf(userId: number): Promise<NetWorthEntry[]> {
    return this.entries.find({ where: { userId }, order: { date: 'DESC', id: 'DESC' } });
  }

  countEntries(userId: number): Promise<number> {
    return this.entries.countBy({ userId });
  }

  /** The user's asset entries in those categories. */
  assetEntriesIn(userId: number, categoryIds: readonly number[]): Promise<NetWorthEntry[]> {
    return this.entries.findBy({ userId, type: 'asset', categoryId: In([...categoryIds]) });
  }
}
