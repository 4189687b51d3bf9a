import { Accounts1763700000000 } from './1763700000000-Accounts';
import { NetWorth1763800000000 } from './1763800000000-NetWorth';
import { Goals1763900000000 } from './1763900000000-Goals';
import { Workflow1764000000000 } from './1764000000000-Workflow';
import { ReadingSettings1764100000000 } from './1764100000000-ReadingSettings';
import { SessionClientKey1764210000000 } from './1764210000000-SessionClientKey';
import { GoalVersions1764230000000 } from './1764230000000-GoalVersions';
import { Utf8mb41764500000000 } from './1764500000000-Utf8mb4';
import { ClassificationMerge1764600000000 } from './1764600000000-ClassificationMerge';
import { Billing1764620000000 } from './1764620000000-Billing';
import { Imports1764630000000 } from './1764630000000-Imports';
import { RetirementPlans1764640000000 } from './1764640000000-RetirementPlans';
import { TransactionSearchText1764650000000 } from './1764650000000-TransactionSearchText';
import { Sources1764660000000 } from './1764660000000-Sources';
import { LiveRows1764670000000 } from './1764670000000-LiveRows';
import { HomeCurrency1764680000000 } from './1764680000000-HomeCurrency';
import { UserLocale1764693000000 } from './1764693000000-UserLocale';
import { CurrencyRates1764700000000 } from './1764700000000-CurrencyRates';

/** Every migration, in order. Listed explicitly so bundlers and ts-jest need no glob loading. */
export const migrations = [
  Accounts1763700000000,
  NetWorth1763800000000,
  Goals1763900000000,
  Workflow1764000000000,
  ReadingSettings1764100000000,
  SessionClientKey1764210000000,
  GoalVersions1764230000000,
  Utf8mb41764500000000,
  ClassificationMerge1764600000000,
  Billing1764620000000,
  Imports1764630000000,
  RetirementPlans1764640000000,
  TransactionSearchText1764650000000,
  Sources1764660000000,
  LiveRows1764670000000,
  HomeCurrency1764680000000,
  UserLocale1764693000000,
  CurrencyRates1764700000000,
];
