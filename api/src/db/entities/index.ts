import { NetWorthCategory, NetWorthEntry } from './NetWorth';
import { PasswordResetToken } from './PasswordResetToken';
import { PricingPlan } from './PricingPlan';
import { Session } from './Session';
import { ThrottleEvent } from './ThrottleEvent';
import { UsageEvent } from './UsageEvent';
import { User } from './User';
import { UserOptions } from './UserOptions';

export { NetWorthCategory, NetWorthEntry, PasswordResetToken, PricingPlan, Session, ThrottleEvent, UsageEvent, User, UserOptions };

export const entities = [PricingPlan, User, Session, PasswordResetToken, ThrottleEvent, UserOptions, UsageEvent, NetWorthCategory, NetWorthEntry];
