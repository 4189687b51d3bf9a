/**
 * What a header label says a column holds. Labels are compared normalised
 * (case, spacing, punctuation ignored, `normalizeLabel`), so `Sub-Category`, `sub category` and
 * `SUBCATEGORY:` are one label; a plural `s` is accepted wherever the singular is listed.
 */
import { normalizeLabel, singularLabel } from './cells';
import type { Cell } from './types';

/** Roles a column can play; `none` is a column the reading does not use. */
export const COLUMN_ROLES = [
  'date',
  'year',
  'month',
  'day',
  'category',
  'subcategory',
  'description',
  'amount',
  'in',
  'out',
  'type',
  'plan',
  'none',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/**
 * Labels per role with a rank: where two columns carry one role, the lower rank wins, then the
 * leftmost (a Description beats a Memo, an Actual beats a plain Amount in a budget).
 */
const LABELS: Record<Exclude<ColumnRole, 'none'>, Record<string, number>> = {
  // A value date (Wertstellung, Valutadatum, Date de valeur) is only the date when no other is there.
  date: {
    date: 1,
    transactiondate: 0,
    transdate: 1,
    posteddate: 1,
    postingdate: 1,
    postdate: 1,
    bookingdate: 1,
    datum: 2,
    valuedate: 3,
    buchungstag: 1,
    buchungsdatum: 1,
    umsatzdatum: 1,
    belegdatum: 2,
    wertstellung: 3,
    valutadatum: 3,
    valuta: 3,
    transactiedatum: 1,
    boekingsdatum: 1,
    boekdatum: 2,
    fecha: 1,
    fechaoperacion: 1,
    fechadeoperacion: 1,
    fechacontable: 2,
    fechavalor: 3,
    dateoperation: 1,
    datedoperation: 1,
    datedecomptabilisation: 2,
    datevaleur: 3,
    datedevaleur: 3,
    data: 2,
    datamovimento: 1,
    datalancamento: 1,
    datadolancamento: 1,
    buchung: 1,
    datedeloperation: 1,
    dateop: 1,
    dateval: 3,
    completeddate: 2,
    starteddate: 1,
  },
  year: { year: 0, yr: 1 },
  month: { month: 0, monthnumber: 0, mon: 1 },
  day: { day: 0, dayofmonth: 0 },
  category: {
    category: 0,
    transactioncategory: 0,
    categorygroup: 0,
    maincategory: 0,
    mastercategory: 0,
    group: 1,
    categoria: 0,
    kategorie: 0,
    hauptkategorie: 0,
    categorie: 0,
    rubrik: 1,
    rubrique: 1,
    spendingcategory: 0,
  },
  subcategory: {
    subcategory: 0,
    subcat: 0,
    item: 1,
    lineitem: 1,
    descriptionofitem: 1,
    budgetitem: 1,
    expenseitem: 1,
    subcategoria: 0,
    unterkategorie: 0,
    souscategorie: 0,
    subcategorie: 0,
  },
  description: {
    description: 0,
    transactiondescription: 0,
    payee: 0,
    merchant: 0,
    payeepayer: 0,
    details: 1,
    name: 1,
    narrative: 1,
    memo: 2,
    originaldescription: 3,
    notes: 4,
    note: 4,
    desc: 1,
    beschreibung: 1,
    auftraggeberbegunstigter: 0,
    auftraggeberempfanger: 0,
    begunstigterauftraggeber: 0,
    begunstigter: 0,
    empfanger: 0,
    zahlungsempfanger: 0,
    zahlungsempfangerin: 0,
    zahlungspflichtiger: 0,
    auftraggeberzahlungsempfanger: 0,
    empfangerzahlungspflichtiger: 0,
    vorgangverwendungszweck: 2,
    auftraggeber: 1,
    verwendungszweck: 2,
    // DKB's and ING's Buchungstext is the kind of booking (Lastschrift): a description only when nothing better.
    buchungstext: 3,
    text: 2,
    tegenrekeninghouder: 0,
    naamtegenpartij: 0,
    naamomschrijving: 0,
    omschrijving: 1,
    mededelingen: 2,
    concepto: 0,
    descripcion: 0,
    texto: 2,
    libelle: 0,
    libelleoperation: 0,
    beneficiaire: 0,
    descricao: 0,
    historico: 1,
    estabelecimento: 0,
    counterparty: 0,
    beguenstigterzahlungspflichtiger: 0,
    begunstigterzahlungspflichtiger: 0,
    avisierungstext: 1,
    detaildelecriture: 2,
    label: 2,
    title: 2,
    movimiento: 2,
  },
  amount: {
    actual: 0,
    actualcost: 0,
    actualamount: 0,
    actualspent: 0,
    spent: 0,
    amountspent: 0,
    amount: 1,
    transactionamount: 1,
    amt: 2,
    value: 2,
    sum: 2,
    cost: 2,
    real: 1,
    gastado: 0,
    betrag: 1,
    umsatz: 1,
    bedrag: 1,
    importe: 1,
    montant: 1,
    monto: 1,
    // Spanish `Cantidad` is an amount as often as a quantity; the money column where nothing better is named.
    cantidad: 2,
    valor: 2,
    quantia: 2,
    montante: 2,
    montantdeloperation: 1,
  },
  in: {
    credit: 0,
    creditamount: 0,
    inflow: 0,
    deposit: 0,
    depositamount: 0,
    moneyin: 0,
    paidin: 0,
    incomemoneyin: 0,
    amountin: 0,
    in: 1,
    haben: 0,
    gutschrift: 0,
    einnahme: 0,
    eingang: 1,
    credito: 0,
    abono: 0,
    ingreso: 0,
    entrada: 1,
    bij: 1,
    montantcredit: 0,
  },
  out: {
    debit: 0,
    debitamount: 0,
    outflow: 0,
    withdrawal: 0,
    withdrawalamount: 0,
    moneyout: 0,
    paidout: 0,
    expensemoneyout: 0,
    amountout: 0,
    out: 1,
    soll: 0,
    belastung: 0,
    ausgabe: 0,
    ausgang: 1,
    debito: 0,
    cargo: 0,
    salida: 1,
    af: 1,
    montantdebit: 0,
    lastschrift: 0,
  },
  type: {
    type: 1,
    transactiontype: 0,
    expenseorincome: 0,
    incomeorexpense: 0,
    incomeexpense: 0,
    expenseincome: 0,
    kind: 1,
    debitcredit: 0,
    creditdebit: 0,
    direction: 1,
    creditdebet: 0,
    debetcredit: 0,
    afbij: 0,
    sollhaben: 0,
    drcr: 0,
    crdr: 0,
    cd: 1,
    debitcreditindicator: 0,
  },
  plan: {
    budget: 0,
    budgeted: 0,
    budgetamount: 0,
    budgetedamount: 0,
    planned: 0,
    plannedamount: 0,
    plan: 1,
    projected: 0,
    projectedcost: 0,
    projectedamount: 0,
    target: 1,
    forecast: 1,
    estimated: 1,
    estimate: 1,
    presupuesto: 0,
    presupuestado: 0,
    previsto: 1,
    orcamento: 0,
    orcado: 0,
    budgetiert: 0,
    geplant: 0,
  },
};

/** The role a header cell names, with its rank; null for a label no role lists. */
export function roleOfLabel(cell: Cell | undefined): { role: Exclude<ColumnRole, 'none'>; rank: number } | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  if (label === '') return null;
  const named = roleOfNormalized(label);
  if (named) return named;
  // The currency a bank names beside the word (`Betrag (EUR)`, `Amount in USD`, `Importe €`).
  const bare = normalizeLabel(cell.replace(CURRENCY_QUALIFIER, ''));
  if (bare !== label && bare !== '') {
    const found = roleOfNormalized(bare);
    if (found) return found;
  }
  // Numbered descriptions (`Description 1`, `Verwendungszweck 2`) rank after the unnumbered one.
  const unnumbered = label.replace(/\d+$/, '');
  if (unnumbered !== label && unnumbered !== '') {
    const found = roleOfNormalized(unnumbered);
    if (found?.role === 'description') return { role: 'description', rank: found.rank + 1 };
  }
  return null;
}

/** `(EUR)`, `[€]`, `in CHF`, `euros`, or a currency code or symbol at the end of a header (`Débit euros`). */
const CURRENCY_QUALIFIER =
  /\s*(?:\([^)]*\)|\[[^\]]*]|\bin\s+[A-Z]{3}\b|\b[A-Z]{3}\b|[€$£₹₦¥]|\b(?:en\s+)?(?:euros?|dollars?|francs?|pounds?)\b)\s*$/i;

function roleOfNormalized(label: string): { role: Exclude<ColumnRole, 'none'>; rank: number } | null {
  for (const candidate of [label, singularLabel(label)]) {
    for (const role of Object.keys(LABELS) as Array<Exclude<ColumnRole, 'none'>>) {
      const rank = LABELS[role][candidate];
      if (rank !== undefined) return { role, rank };
    }
  }
  return null;
}

/** Direction a type column's value gives. */
export type TypeValue = { direction: 'in' | 'out'; kind: 'Income' | 'Expense' | 'Savings' | null };

/** Type-column words per direction and kind; `credit`/`debit` say the direction only (a refund is a credit). */
const TYPE_WORDS: Array<[TypeValue, string[]]> = [
  [
    { direction: 'in', kind: 'Income' },
    ['income', 'revenue', 'earning', 'ingreso', 'einnahme', 'receita', 'revenu', 'inkomst', 'inkomsten'],
  ],
  // `C`/`D` (Knab's CreditDebet), `Bij`/`Af` (ING NL), `H`/`S` and `Haben`/`Soll` (German banks): only ever read in a type column.
  [
    { direction: 'in', kind: null },
    ['credit', 'cr', 'c', 'h', 'deposit', 'in', 'inflow', 'moneyin', 'bij', 'haben', 'credito', 'abono', 'gutschrift', 'crdt'],
  ],
  [
    { direction: 'out', kind: 'Expense' },
    ['expense', 'expenditure', 'spending', 'gasto', 'ausgabe', 'despesa', 'depense', 'uitgave', 'uitgaven'],
  ],
  [
    { direction: 'out', kind: null },
    [
      'debit',
      'dr',
      'd',
      's',
      'debet',
      'withdrawal',
      'payment',
      'out',
      'outflow',
      'moneyout',
      'af',
      'soll',
      'debito',
      'cargo',
      'lastschrift',
      'dbit',
    ],
  ],
  [{ direction: 'out', kind: 'Savings' }, ['saving', 'investment', 'transfertosaving', 'ahorro', 'sparen', 'poupanca', 'epargne']],
];

const TYPE_VALUES = new Map<string, TypeValue>(
  TYPE_WORDS.flatMap(([value, words]) => words.map((word): [string, TypeValue] => [word, value])),
);

/** What a type column's cell says, or null when it says nothing a direction can be read from. */
export function typeValue(cell: Cell | undefined): TypeValue | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  return TYPE_VALUES.get(label) ?? TYPE_VALUES.get(singularLabel(label)) ?? null;
}
