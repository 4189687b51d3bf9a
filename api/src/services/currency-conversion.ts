import { convertHundredths } from '../domain/currency-rates';
import type { DatedTransaction, DatedTransactions } from '../domain/workbook/types';
import { AppError, badRequest } from '../errors';
import { message } from '../i18n';
import type { Repositories } from '../repositories/database';

/**
 * Converting a reading in another currency than the home one (docs/decisions/money-format.md,
 * "Rates"): which conversion an import's rows take, and the rows converted, each once. Apart from
 * services/currency-rates.ts so that the workflow's store can name an import's conversion without a
 * cycle through it.
 */

/** Which conversion an import's rows take: 1 `from` is `rate` `to`. */
export interface Conversion {
  from: string;
  to: string;
  rate: string;
}

export const RATES_TOO_LARGE = message('rates.tooLarge');

/** 409 of the categories step: the tables' currency has no rate yet (contracts/rates.ts RateNeededDto). */
export function rateNeeded(currency: string, homeCurrency: string): AppError {
  return new AppError(
    409,
    message('rates.needed', { currency, home: homeCurrency }),
    {},
    { rate_needed: { currency, home_currency: homeCurrency } },
  );
}

/**
 * Inside the categories step: the conversion the import's rows take, null when the tables state no
 * currency or the home one (a user with no home currency gets the stated one: home-currency.ts
 * proposeHomeCurrency); a 409 (rateNeeded) when the user gave no rate for the stated currency yet.
 */
export async function conversionFor(repos: Repositories, userId: number, stated: string | null): Promise<Conversion | null> {
  if (!stated) return null;
  const home = (await repos.userOptions.of(userId))?.homeCurrency ?? null;
  if (!home || home === stated) return null;
  const rate = await repos.rates.rate(userId, stated, home);
  if (!rate) throw rateNeeded(stated, home);
  return { from: stated, to: home, rate };
}

/** Converts hundredths at the conversion's rate; a 400 when the result would pass 2^53. */
export function converter(conversion: Conversion): (hundredths: number) => number {
  return (hundredths) => {
    try {
      return convertHundredths(hundredths, conversion.from, conversion.to, conversion.rate);
    } catch (error) {
      if (error instanceof RangeError) throw badRequest(RATES_TOO_LARGE);
      throw error;
    }
  };
}

/** A dated transaction as counted: in the home currency, with its amount as read when it was converted. */
export type CountedTransaction = DatedTransaction & { original?: { amountCents: number; currency: string } };

/** The dated transactions with their amounts converted, each keeping its amount as read (unchanged without a conversion). */
export function convertedTransactions(
  transactions: DatedTransactions,
  conversion: Conversion | null,
): DatedTransactions & Iterable<CountedTransaction> {
  if (!conversion) return transactions;
  const convert = converter(conversion);
  return {
    length: transactions.length,
    *[Symbol.iterator](): Generator<CountedTransaction> {
      for (const transaction of transactions) {
        const original = { amountCents: transaction.amountCents, currency: conversion.from };
        yield { ...transaction, amountCents: convert(transaction.amountCents), original };
      }
    },
  };
}
