import type { CategoryRowDto } from '@ontrack/api/contracts';

/** A row's identity: the (category, subcategory) pair, kept apart even when the joined names would collide. */
export const rowKey = (row: Pick<CategoryRowDto, 'category' | 'sub_category'>) => JSON.stringify([row.category, row.sub_category]);
