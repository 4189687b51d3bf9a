import { useTranslation } from 'react-i18next';
interface RowActionsProps {
  /** The row as the buttons name it: "Edit <label>", "Delete <label>". */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The wrapper's class: how the two buttons sit. */
  className: string;
  /** Both buttons' class (their look). */
  buttonClassName: string;
  /** Added to Delete's class (its danger colour). */
  deleteClassName: string;
}

/** A row's Edit and Delete buttons, each named after the row so a screen reader tells the rows apart. */
export function RowActions({ label, onEdit, onDelete, className, buttonClassName, deleteClassName }: RowActionsProps) {
  const { t } = useTranslation();
  const actions = [
    { key: 'edit', text: t('ui.edit'), name: t('ui.editRow', { label }), onClick: onEdit, className: buttonClassName },
    {
      key: 'delete',
      text: t('ui.delete'),
      name: t('ui.deleteRow', { label }),
      onClick: onDelete,
      className: `${buttonClassName} ${deleteClassName}`,
    },
  ];
  return (
    <span className={className}>
      {actions.map((action) => (
        <button key={action.key} type="button" className={action.className} aria-label={action.name} onClick={action.onClick}>
          {action.text}
        </button>
      ))}
    </span>
  );
}
