/** Every net-worth call failure shows this text. */
export const NETWORTH_ERROR = 'Failed to fetch income expense period data';

/** The question asked before an entry is deleted. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this item?';
