import { Column, Entity } from 'typeorm';
import { BigintColumn, VarcharColumn } from '../columns';
import { UserKeyedRow } from './base-rows';

/** The rate a user gave for a currency other than their home currency (services/currency-rates.ts). */
@Entity('currency_rates')
export class CurrencyRate extends UserKeyedRow {
  /** ISO 4217 code of the currency a reading states. */
  @VarcharColumn(3, { primary: true })
  currency: string;

  /** The home currency the rate converts to: the user's when they gave it (a rate for another is asked again). */
  @Column({ name: 'home_currency', type: 'varchar', length: 3 })
  homeCurrency: string;

  /** 1 unit of `currency` in `homeCurrency` units, as the decimal text the user typed (`1.12`). */
  @Column({ type: 'varchar', length: 32 })
  rate: string;

  @BigintColumn('updated_at')
  updatedAt: number;
}
