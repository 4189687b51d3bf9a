import { Entity } from 'typeorm';
import { BigintColumn, VarcharColumn } from '../columns';

/**
 * A Stripe event already applied, by its id: Stripe delivers an event at least once, so a replay
 * (or a second delivery racing the first) finds its id here and changes nothing. It holds no
 * personal data and no user id: the event's effect lives on the user's row.
 */
@Entity('billing_events')
export class BillingEvent {
  @VarcharColumn(255, { name: 'event_id', primary: true })
  eventId: string;

  @VarcharColumn(100)
  type: string;

  @BigintColumn('received_at')
  receivedAt: number;
}
