import type { NetWorthTypeDto } from '@ontrack/api/contracts';

/** No entries yet: two ways in, each opening the form with its type chosen. */
export function EmptyState({ onAdd, disabled }: { onAdd: (type: NetWorthTypeDto) => void; disabled: boolean }) {
  return (
    <section className="ot-card nw-empty" aria-labelledby="nw-empty-title">
      <h2 id="nw-empty-title">Track your net worth</h2>
      <p className="nw-muted">Add what you own and what you owe to see your net worth, how it is made up and how it changes over time.</p>
      <div className="nw-empty__actions">
        <button type="button" className="ot-button" onClick={() => onAdd('asset')} disabled={disabled}>
          Add Asset
        </button>
        <button type="button" className="ot-button ot-button--secondary" onClick={() => onAdd('liability')} disabled={disabled}>
          Add Liability
        </button>
      </div>
    </section>
  );
}
