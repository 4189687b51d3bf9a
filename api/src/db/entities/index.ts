import { PasswordResetToken } from './PasswordResetToken';
import { PricingPlan } from './PricingPlan';
import { Session } from './Session';
import { ThrottleEvent } from './ThrottleEvent';
import { UsageEvent } from './UsageEvent';
import { User } from './User';
import { UserOptions } from './UserOptions';

export { PasswordResetToken, PricingPlan, Session, ThrottleEvent, UsageEvent, User, UserOptions };

export const entities = [PricingPlan, User, Session, PasswordResetToken, ThrottleEvent, UserOptions, UsageEvent];
