import { caretAfterFormat, formatValueInput, numberMarks, parseValueInput, stripThousands, valueToInputText } from './value-text';

describe('formatValueInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234', '1,234'],
    ['12500.5', '12,500.5'],
    ['12500.50', '12,500.50'],
    ['1234567.89', '1,234,567.89'],
    ['1,2,3,4', '1,234'],
    ['$1,234.56', '1,234.56'],
    ['abc', ''],
    ['12a3b', '123'],
    ['-250', '250'],
    ['1.2.3', '1.23'],
    ['1.234', '1.23'],
    ['12.', '12.'],
    ['.', '0.'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0', '0'],
    ['0.05', '0.05'],
    ['000.5', '0.5'],
    ['1 000', '1,000'],
    ['999999999999', '999,999,999,999'],
    ['1234567890123', '123,456,789,012'],
  ])('%j → %j', (raw, shown) => {
    expect(formatValueInput(raw)).toBe(shown);
  });

  it('is stable: formatting what it shows changes nothing', () => {
    for (const raw of ['1234567.8', '0.5', '12.', '1,000,000']) {
      const shown = formatValueInput(raw);
      expect(formatValueInput(shown)).toBe(shown);
    }
  });
});

describe('stripThousands / parseValueInput', () => {
  it.each([
    ['12,500.50', '12500.50', 12500.5],
    ['1,234,567', '1234567', 1234567],
    ['0', '0', 0],
    ['0.05', '0.05', 0.05],
    ['12.', '12.', 12],
    ['', '', null],
    ['.', '.', null],
    ['1.234', '1.234', null],
    ['12a', '12a', null],
    ['-5', '-5', null],
  ])('%j → saved as %j, amount %p', (text, stripped, amount) => {
    expect(stripThousands(text)).toBe(stripped);
    expect(parseValueInput(text)).toBe(amount);
  });

  it('keeps a trillion-dollar-scale amount exact to the cent', () => {
    expect(parseValueInput('999,999,999,999.99')).toBe(999999999999.99);
    expect(String(parseValueInput('999,999,999,999.99'))).toBe('999999999999.99');
  });
});

describe('valueToInputText', () => {
  it.each([
    [0, '0'],
    [300, '300'],
    [12500.5, '12,500.50'],
    [13000.25, '13,000.25'],
    [0.07, '0.07'],
    [1234567.1, '1,234,567.10'],
    [0.1 + 0.2, '0.30'],
  ])('%p → %j', (value, text) => {
    expect(valueToInputText(value)).toBe(text);
  });
});

describe('caretAfterFormat', () => {
  it.each([
    // typing the 4th digit at the end: the caret follows the new comma
    ['1234', 4, '1,234', 5],
    // typing a digit in the middle of "1,234" (after the 1): "15,234" → "15,234" caret after 5
    ['15,234', 2, '15,234', 2],
    // inserting a digit makes a new comma before the caret: "1,2345" (after 5) → "12,345" caret at end
    ['1,2345', 6, '12,345', 6],
    // a refused letter: the caret stays where it was before the letter
    ['12a3', 3, '123', 2],
    ['a', 1, '', 0],
    ['12.5', 4, '12.5', 4],
  ])('%j caret %p → %j caret %p', (raw, caret, formatted, expected) => {
    expect(formatValueInput(raw)).toBe(formatted);
    expect(caretAfterFormat(raw, caret, formatted)).toBe(expected);
  });
});

describe('in the user locale', () => {
  const de = numberMarks('de-DE');

  it('reads the marks from the locale', () => {
    expect(de).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('en-US')).toEqual({ decimal: '.', group: ',' });
  });

  it.each([
    ['1234,56', '1.234,56', 1234.56],
    ['1.234,5', '1.234,5', 1234.5],
    // A dot is de-DE's thousands separator: typed, it is dropped and grouping is redone.
    ['12.50', '1.250', 1250],
    [',5', '0,5', 0.5],
  ])('de-DE %j shows %j and saves %p', (raw, shown, amount) => {
    expect(formatValueInput(raw, de)).toBe(shown);
    expect(parseValueInput(shown, de)).toBe(amount);
  });

  it('shows a stored value and keeps the caret after the digit typed, the de-DE way', () => {
    expect(valueToInputText(12500.5, de)).toBe('12.500,50');
    expect(caretAfterFormat('1234', 4, '1.234', de)).toBe(5);
    expect(caretAfterFormat('12,5', 4, '12,5', de)).toBe(4);
  });
});
