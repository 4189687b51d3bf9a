import type { DataSource } from 'typeorm';
import {
  DEFAULT_NETWORTH_CATEGORIES,
  type NetWorthCategoriesDto,
  type NetWorthDashboardDto,
  type NetWorthEntryDto,
  type NetWorthTypeDto,
} from '../contracts/networth';
import type { NetWorthCategory, NetWorthEntry } from '../db/entities';
import { centsToDollars } from '../domain/money';
import { namedEntries, summarizeNetWorth } from '../domain/networth/summarize';
import { badRequest, notFound } from '../errors';
import { Database, type Repositories } from '../repositories/database';
import { message } from '../i18n';

export interface NetWorthEntryInput {
  type: NetWorthTypeDto;
  category: string;
  name: string;
  valueCents: number;
  date: string;
}

/** A user's net-worth categories and entries. Every query is scoped by the user id given. */
export class NetWorthService {
  private readonly db: Database;

  constructor(dataSource: DataSource) {
    this.db = Database.of(dataSource);
  }

  async categories(userId: number): Promise<NetWorthCategoriesDto> {
    const rows = await this.db.repos.netWorth.categoriesOf(userId);
    const pick = (type: NetWorthTypeDto) => rows.filter((row) => row.type === type).map(({ id, name }) => ({ id, name }));
    return { assets: pick('asset'), liabilities: pick('liability') };
  }

  /** Creates the default categories for a user who has none; changes nothing otherwise. */
  async initCategories(userId: number): Promise<NetWorthCategoriesDto> {
    await this.db.transaction(async ({ netWorth }) => {
      if ((await netWorth.countCategories(userId)) > 0) return;
      const rows = (Object.keys(DEFAULT_NETWORTH_CATEGORIES) as NetWorthTypeDto[]).flatMap((type) =>
        DEFAULT_NETWORTH_CATEGORIES[type].map((name, index) => ({ type, name, sortOrder: index })),
      );
      try {
        await netWorth.insertCategories(userId, rows);
      } catch (error) {
        // Two first visits at once: the unique index lets one win, and the result is the same.
        if ((await netWorth.countCategories(userId)) === 0) throw error;
      }
    });
    return this.categories(userId);
  }

  /** The user's category of that type and name, or a 400 naming the problem. */
  private async findCategory(repos: Repositories, userId: number, type: NetWorthTypeDto, name: string): Promise<NetWorthCategory> {
    const category = await repos.netWorth.category(userId, type, name);
    if (!category) throw badRequest(message(type === 'asset' ? 'networth.notYourAssetCategory' : 'networth.notYourLiabilityCategory'));
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
    return this.db.transaction(async (repos) => {
      const category = await this.findCategory(repos, userId, input.type, input.category);
      const entry = await repos.netWorth.insertEntry(userId, {
        type: input.type,
        categoryId: category.id,
        name: input.name,
        valueCents: input.valueCents,
        date: input.date,
      });
      return this.toDto(entry, category);
    });
  }

  /** Another user's entry, or none, is a 404: the answer never tells which. */
  async update(
    userId: number,
    entryId: number,
    input: Omit<NetWorthEntryInput, 'type'> & { type?: NetWorthTypeDto },
  ): Promise<NetWorthEntryDto> {
    return this.db.transaction(async (repos) => {
      const entry = await repos.netWorth.entry(userId, entryId);
      if (!entry) throw notFound(message('networth.entryNotFound'));
      if (input.type && input.type !== entry.type) throw badRequest(message('networth.typeFixed'));
      const category = await this.findCategory(repos, userId, entry.type, input.category);
      const changes = { categoryId: category.id, name: input.name, valueCents: input.valueCents, date: input.date };
      await repos.netWorth.updateEntry(userId, entry.id, changes);
      return this.toDto({ ...entry, ...changes }, category);
    });
  }

  async remove(userId: number, entryId: number): Promise<void> {
    if (!(await this.db.repos.netWorth.deleteEntry(userId, entryId))) throw notFound(message('networth.entryNotFound'));
  }

  async dashboard(userId: number): Promise<NetWorthDashboardDto> {
    const [entries, categories] = await Promise.all([
      this.db.repos.netWorth.entriesOf(userId),
      this.db.repos.netWorth.categoriesOf(userId),
    ]);
    const categoryName = new Map(categories.map((category) => [category.id, category.name]));
    const inputs = namedEntries(entries, categoryName, 'Other');
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
