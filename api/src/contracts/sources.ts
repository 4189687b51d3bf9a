/** A user's sources of data (docs/decisions/sources.md): request schemas and response types. */
import { z } from 'zod';
import { MAX_SOURCE_NAME_LENGTH, SOURCE_KINDS, type DataSourceKind } from '../domain/sources/source-names';
import { says, saysOneOf } from './says';
import { withoutControlCharacters } from './text';

export { MAX_SOURCE_NAME_LENGTH, SOURCE_KINDS, type DataSourceKind };

/** `PATCH /workflow/api/sources/{id}`: a new name, a new kind, or both; any other field is refused by name. */
export const updateSourceRequest = z
  .strictObject(
    {
      name: z
        .string({ error: says('validation.text', { field: 'name' }) })
        .trim()
        .min(1, says('validation.notEmpty', { field: 'name' }))
        .max(MAX_SOURCE_NAME_LENGTH, says('validation.maxCharacters', { field: 'name', max: MAX_SOURCE_NAME_LENGTH }))
        .pipe(withoutControlCharacters('name'))
        .optional(),
      kind: z.enum(SOURCE_KINDS, { error: saysOneOf('kind', SOURCE_KINDS) }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? says('validation.sourceNoSuchField', { fields: issue.keys.join(', ') })
          : says('validation.sourceBody'),
    },
  )
  .refine((body) => body.name !== undefined || body.kind !== undefined, says('validation.sourceNothingToChange'));

export type UpdateSourceRequest = z.output<typeof updateSourceRequest>;

export interface SourceDto {
  id: number;
  name: string;
  kind: DataSourceKind;
  /** ISO 4217 code, or null when not known. */
  currency: string | null;
  /** Rows the source holds now: its current imports' (0 when none is current). */
  rows: number;
  /** The earliest and latest date of those rows (YYYY-MM-DD), null when there are none. */
  first_date: string | null;
  last_date: string | null;
  /** Kept imports of the source. */
  imports: number;
  /** When its newest import was made (ISO time), null when it has none. */
  last_import_at: string | null;
}

export interface SourcesDto {
  sources: SourceDto[];
}

export interface SourceUpdatedDto {
  success: true;
  source: SourceDto;
}

/** `DELETE /workflow/api/sources/{id}`: restoring `undo_import_id` (the import history) brings the source back. */
export interface SourceDeletedDto {
  success: true;
  undo_import_id: number | null;
}
