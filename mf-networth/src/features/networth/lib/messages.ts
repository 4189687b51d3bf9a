/** Every net-worth call failure shows this text (product.md section 8, Data loading). */
export const NETWORTH_ERROR = 'Failed to fetch income expense period data';

/** The question asked before an entry is deleted (product.md section 2, Net worth screen). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this item?';
