/** Small presentational pieces shared by the shell and the remotes (`@ontrack/shell/ui`). */
export { Modal } from './Modal';
export { ConfirmDialog } from './ConfirmDialog';
export { PasswordInput } from './PasswordInput';
export { NewPasswordFields, useNewPassword } from './NewPasswordFields';
export { Field, FormField, type FieldControlProps } from './FormField';
export { FormActions } from './FormActions';
export { Select } from './Select';
export { TabList, tabIds, type TabChoice, type TabIds } from './TabList';
export { useDisclosure } from './use-disclosure';
export { PlanCards } from './PlanCards';
export { Spinner, Alert } from './Feedback';
export { LastUpdated } from './LastUpdated';
export { formatLastUpdated } from './format-instant';
export * from './icons';
export { FormDialog } from './FormDialog';
export { useFormValues, type FormErrors } from './use-form-values';
export { DataTable, type DataColumn } from './DataTable';
export { RowActions } from './RowActions';
