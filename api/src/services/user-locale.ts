import type { LocaleDto } from '../contracts';
import type { Database } from '../repositories/database';

/**
 * The user's locale (docs/decisions/language.md), kept in `user_options.locale` beside the home
 * currency: chosen in the Account view, null while the browser's languages decide. The session
 * answers it, so every screen formats with it from the first render.
 */
export class UserLocaleService {
  constructor(private readonly db: Database) {}

  async of(userId: number): Promise<LocaleDto> {
    const options = await this.db.repos.userOptions.of(userId);
    return { locale: options?.locale ?? null };
  }

  /** Sets (a canonical BCP 47 tag, checked by the contract) or forgets (null) the locale. */
  async set(userId: number, locale: string | null): Promise<LocaleDto> {
    await this.db.writeForUser(userId, (repos) => repos.userOptions.set(userId, { locale }));
    return this.of(userId);
  }
}
