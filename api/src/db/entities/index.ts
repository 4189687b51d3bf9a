import { BillingEvent } from './BillingEvent';
import { CurrencyRate } from './CurrencyRate';
import { NetWorthCategory, NetWorthEntry } from './NetWorth';
import { PasswordResetToken } from './PasswordResetToken';
import { PricingPlan } from './PricingPlan';
import { Session } from './Session';
import { ThrottleEvent } from './ThrottleEvent';
import { UsageEvent } from './UsageEvent';
import { User } from './User';
import { UserOptions } from './UserOptions';
import { GoalShare } from './GoalShare';
import { GoalTransaction } from './GoalTransaction';
import { SavingsGoal } from './SavingsGoal';
import { Source, TransferUnmatch } from './Source';
import { RetirementPlan } from './RetirementPlan';
import {
  CategoryClassification,
  Import,
  ReadingSetting,
  RetirementChoice,
  StoredAnalysis,
  Transaction,
  WorkflowUpload,
  WorkflowUploadPart,
  WorkflowUploadSource,
} from './Workflow';

export {
  BillingEvent,
  CurrencyRate,
  CategoryClassification,
  GoalShare,
  GoalTransaction,
  Import,
  NetWorthCategory,
  NetWorthEntry,
  PasswordResetToken,
  PricingPlan,
  ReadingSetting,
  RetirementChoice,
  RetirementPlan,
  SavingsGoal,
  Session,
  Source,
  StoredAnalysis,
  ThrottleEvent,
  Transaction,
  TransferUnmatch,
  UsageEvent,
  User,
  UserOptions,
  WorkflowUpload,
  WorkflowUploadPart,
  WorkflowUploadSource,
};

export const entities = [
  PricingPlan,
  User,
  Session,
  PasswordResetToken,
  ThrottleEvent,
  UserOptions,
  UsageEvent,
  NetWorthCategory,
  NetWorthEntry,
  // Savings goals.
  SavingsGoal,
  GoalTransaction,
  GoalShare,
  // The update-data workflow.
  WorkflowUpload,
  WorkflowUploadPart,
  WorkflowUploadSource,
  ReadingSetting,
  CategoryClassification,
  Source,
  Import,
  Transaction,
  TransferUnmatch,
  CurrencyRate,
  StoredAnalysis,
  RetirementChoice,
  // The retirement planner.
  RetirementPlan,
  // Stripe events already applied.
  BillingEvent,
];
