import { Column, Entity } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserKeyedRow } from './base-rows';

/** The user's last workflow options, their home currency and locale. */
@Entity('user_options')
export class UserOptions extends UserKeyedRow {
  /** YYYY-MM-DD */
  @Column({ name: 'period_start_date', type: 'varchar', length: 10, nullable: true })
  periodStartDate: string | null;

  /** JSON array of sheet names, in the user's order. */
  @Column({ name: 'selected_sheets', type: 'text', nullable: true })
  selectedSheets: string | null;

  @Column({ name: 'pay_period_type', type: 'varchar', length: 20, nullable: true })
  payPeriodType: string | null;

  @Column({ name: 'google_sheet_id', type: 'varchar', length: 200, nullable: true })
  googleSheetId: string | null;

  @BigintColumn('last_update_timestamp', { nullable: true })
  lastUpdateTimestamp: number | null;

  /** ISO 4217 code of the user's own currency (services/home-currency.ts); null until known. */
  @Column({ name: 'home_currency', type: 'varchar', length: 3, nullable: true })
  homeCurrency: string | null;

  /** BCP 47 tag of the user's locale (services/user-locale.ts); null: the browser's languages decide. */
  @Column({ name: 'locale', type: 'varchar', length: 35, nullable: true })
  locale: string | null;
}
