import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_NETWORTH_CATEGORIES,
  type NetWorthCategoriesDto,
  type NetWorthDashboardDto,
  type NetWorthEntryDto,
  type NetWorthTypeDto,
} from '../contracts/networth';
import { NetWorthCategory, NetWorthEntry } from '../db/entities';
import { centsToDollars } from '../domain/money';
import { summarizeNetWorth } from '../domain/networth/summarize';
import { badRequest, notFound } from '../errors';

export interface NetWorthEntryInput {
  type: NetWorthTypeDto;
  category: string;
  name: string;
  valueCents: number;
  date: string;
}

/** A user's net-worth categories and entries. Every query is scoped by the user id given. */
export class NetWorthService {
  constructor(private readonly dataSource: DataSource) {}

  async categories(userId: number): Promise<NetWorthCategoriesDto> {
    const rows = await this.dataSource.getRepository(NetWorthCategory).find({ where: { userId }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const pick = (type: NetWorthTypeDto) => rows.filter((row) => row.type === type).map(({ id, name }) => ({ id, name }));
    return { assets: pick('asset'), liabilities: pick('liability') };
  }

  /** Creates the default categories for a user who has none; changes nothing otherwise. */
  async initCategories(userId: number): Promise<NetWorthCategoriesDto> {
    await this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(NetWorthCategory);
      if ((await repo.countBy({ userId })) > 0) return;
      const rows = (Object.keys(DEFAULT_NETWORTH_CATEGORIES) as NetWorthTypeDto[]).flatMap((type) =>
        DEFAULT_NETWORTH_CATEGORIES[type].map((name, index) => ({ userId, type, name, sortOrder: index })),
      );
      try {
        await repo.insert(rows);
      } catch (error) {
        // Two first visits at once: the unique index lets one win, and the result is the same.
        if ((await repo.countBy({ userId })) === 0) throw error;
      }
    });
    return this.categories(userId);
  }

  /** The user's category of that type and name, or a 400 naming the problem. */
  private async findCategory(manager: EntityManager, userId: number, type: NetWorthTypeDto, name: string): Promise<NetWorthCategory> {
    const category = await manager.getRepository(NetWorthCategory).findOneBy({ userId, type, name });
    if (!category) throw badRequest(`Category must be one of your ${type} categories.`);
    return category;
  }

  private toDto(entry: NetWorthEntry, category: NetWorthCategory): NetWorthEntryDto {
    return {
      id: entry.id,
      type: entry.type,
      category: category.name,
      name: entry.name,
      value: centsToDollars(entry.valueCents),
      date: entry.date,
    };
  }

  async create(userId: number, input: NetWorthEntryInput): Promise<NetWorthEntryDto> {
    return this.dataSource.transaction(async (manager) => {
      const category = await this.findCategory(manager, userId, input.type, input.category);
      const repo = manager.getRepository(NetWorthEntry);
      const entry = repo.create({
        userId,
        type: input.type,
        categoryId: category.id,
        name: input.name,
        valueCents: input.valueCents,
        date: input.date,
      });
      await repo.insert(entry);
      return this.toDto(entry, category);
    });
  }

  /** Another user's entry, or none, is a 404: the answer never tells which. */
  async update(
    userId: number,
    entryId: number,
    input: Omit<NetWorthEntryInput, 'type'> & { type?: NetWorthTypeDto },
  ): Promise<NetWorthEntryDto> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(NetWorthEntry);
      const entry = await repo.findOneBy({ id: entryId, userId });
      if (!entry) throw notFound('That entry does not exist.');
      if (input.type && input.type !== entry.type) throw badRequest('The type of an entry cannot change; add a new entry instead.');
      const category = await this.findCategory(manager, userId, entry.type, input.category);
      const changes = { categoryId: category.id, name: input.name, valueCents: input.valueCents, date: input.date };
      await repo.update({ id: entry.id, userId }, changes);
      return this.toDto({ ...entry, ...changes }, category);
    });
  }

  async remove(userId: number, entryId: number): Promise<void> {
    const result = await this.dataSource.getRepository(NetWorthEntry).delete({ id: entryId, userId });
    if (!result.affected) throw notFound('That entry does not exist.');
  }

  async dashboard(userId: number): Promise<NetWorthDashboardDto> {
    const [entries, categories] = await Promise.all([
      this.dataSource.getRepository(NetWorthEntry).find({ where: { userId }, order: { date: 'DESC', id: 'DESC' } }),
      this.dataSource.getRepository(NetWorthCategory).findBy({ userId }),
    ]);
    const categoryName = new Map(categories.map((category) => [category.id, category.name]));
    const inputs = entries.map((entry) => ({
      id: entry.id,
      type: entry.type,
      category: categoryName.get(entry.categoryId) ?? 'Other',
      name: entry.name,
      valueCents: entry.valueCents,
      date: entry.date,
    }));
    const summary = summarizeNetWorth(inputs);
    const d = centsToDollars;
    const totals = summary.currentTotals;
    return {
      entries: inputs.map(({ valueCents, ...rest }) => ({ ...rest, value: d(valueCents) })),
      netWorthHistory: summary.netWorthHistory.map((p) => ({
        date: p.date,
        assets: d(p.assets),
        liabilities: d(p.liabilities),
        netWorth: d(p.netWorth),
      })),
      assetBreakdown: summary.assetBreakdown.map((slice) => ({ ...slice, value: d(slice.value) })),
      liabilityBreakdown: summary.liabilityBreakdown.map((slice) => ({ ...slice, value: d(slice.value) })),
      currentTotals: { assets: d(totals.assets), liabilities: d(totals.liabilities), netWorth: d(totals.netWorth) },
    };
  }
}
